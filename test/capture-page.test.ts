// The capture page in headless Chromium on a phone viewport: open a capture link, pick a real
// 3000x2000 JPEG through the file input, see it uploaded, and find it (downsized by the page) on the
// item through the API. Screenshots go to test/artifacts/.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { ARTIFACTS, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { heicDeclaring, makeImage } from "./helpers/images";
import { HEIC_SAMPLE } from "../src/media/heic";

let server: TestServer;
let tenant: Tenant;
let browser: Browser;
let photoPath: string;

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  tenant = await createTenant(server);
  const dir = tempDir("sitevisit-photo-");
  photoPath = join(dir, "IMG_0042.jpg");
  writeFileSync(photoPath, await makeImage("jpg", "3000x2000"));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phonePage() {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return { page, problems, context };
}

test("a phone opens the link, takes a photo, sees it uploaded; the item has it, downsized to 2048 px", async () => {
  const c = tenant.test;
  const prop = (
    await c.post("/properties", {
      name: "Flat 4, 18 Canal Wharf",
      address: "18 Canal Wharf, Leeds LS11",
    })
  ).body;
  const visit = (
    await c.post("/site-visits", { property_id: prop.id, title: "Check-out inspection" })
  ).body;
  const item = (
    await c.post("/action-items", {
      site_visit_id: visit.id,
      title: "Cracked bathroom tile behind the basin",
      location: "Bathroom",
      priority: "HIGH",
    })
  ).body;
  const t = (await c.post("/capture-tokens", { target_id: item.id, upload_limit: 3 })).body;

  const { page, problems, context } = await phonePage();
  const res = await page.goto(t.capture_url);
  expect(res!.status()).toBe(200);
  await expect(page.locator("h1").textContent()).resolves.toBe(
    "Cracked bathroom tile behind the basin",
  );
  // The name already holds the street, so the address adds only the town; then the room.
  expect(await page.locator("h1 + p.muted").textContent()).toBe(
    "Flat 4, 18 Canal Wharf · Leeds LS11 · Bathroom",
  );
  expect(await page.locator("#remaining").textContent()).toBe("3");
  expect(await page.locator("#photo-input").getAttribute("capture")).toBe("environment");
  await saveScreenshot(page, "capture-page.png", { fullPage: true });

  await page.locator("#photo-input").setInputFiles(photoPath);
  await page.locator(".upload.done").waitFor({ timeout: 20_000 });
  expect(await page.locator(".upload .status").textContent()).toContain("Uploaded");
  expect(await page.locator("#remaining").textContent()).toBe("2");
  await saveScreenshot(page, "capture-page-uploaded.png", { fullPage: true });

  const after = (await c.get(`/action-items/${item.id}`)).body;
  expect(after.evidenceImageUrls.length).toBe(1);
  const media = await fetch(
    after.evidenceImageUrls[0].replace("http://localhost", "http://127.0.0.1"),
  );
  expect(media.headers.get("content-type")).toBe("image/jpeg");
  // The page drew it on a canvas: 3000x2000 became 2048x1365 (JPEG SOF0 holds height, then width).
  const bytes = new Uint8Array(await media.arrayBuffer());
  expect(jpegSize(bytes)).toEqual({ width: 2048, height: 1365 });
  expect(problems).toEqual([]);
  await context.close();
});

test("a used-up link, an expired link and a broken link show readable pages", async () => {
  const c = tenant.test;
  const prop = (await c.post("/properties", { name: "2 Mill Yard" })).body;
  const visit = (await c.post("/site-visits", { property_id: prop.id, title: "Annual" })).body;
  const item = (
    await c.post("/action-items", { site_visit_id: visit.id, title: "Smoke alarm missing" })
  ).body;
  const t = (await c.post("/capture-tokens", { target_id: item.id, upload_limit: 1 })).body;

  const { page, context } = await phonePage();
  await page.goto(t.capture_url);
  await page.locator("#photo-input").setInputFiles(photoPath);
  await page.locator(".upload.done").waitFor({ timeout: 20_000 });
  // The last slot is used: the page closes itself.
  expect(await page.locator("#closed").textContent()).toContain("All uploads");
  expect(await page.locator("#photo-input").isDisabled()).toBe(true);
  await saveScreenshot(page, "capture-page-used-up.png", { fullPage: true });

  const used = await page.goto(t.capture_url);
  expect(used!.status()).toBe(410);
  expect(await page.locator("h1").textContent()).toBe("All uploads are used");

  const broken = await page.goto(t.capture_url.slice(0, -2));
  expect(broken!.status()).toBe(404);
  expect(await page.locator("h1").textContent()).toBe("This link does not work");
  await saveScreenshot(page, "capture-page-invalid.png", { fullPage: true });
  await context.close();
});

test("a failed upload shows its error and a Retry button that sends it again", async () => {
  const c = tenant.test;
  const prop = (await c.post("/properties", { name: "9 Dock Street" })).body;
  const visit = (await c.post("/site-visits", { property_id: prop.id, title: "Move-in" })).body;
  const item = (
    await c.post("/action-items", { site_visit_id: visit.id, title: "Window latch broken" })
  ).body;
  const t = (await c.post("/capture-tokens", { target_id: item.id, upload_limit: 2 })).body;

  const { page, problems, context } = await phonePage();
  let failNext = true;
  // The phone loses its signal for the first attempt.
  await page.route("**/photos", (route) => {
    if (failNext) {
      failNext = false;
      return route.abort("internetdisconnected");
    }
    return route.continue();
  });
  await page.goto(t.capture_url);
  await page.locator("#photo-input").setInputFiles(photoPath);
  await page.locator(".upload.failed").waitFor({ timeout: 20_000 });
  expect(await page.locator(".upload .status").textContent()).toContain("Network problem");
  await saveScreenshot(page, "capture-page-retry.png", { fullPage: true });
  expect((await c.get(`/action-items/${item.id}`)).body.evidenceImageUrls).toEqual([]);
  await page.locator(".retry").click();
  await page.locator(".upload.done").waitFor({ timeout: 20_000 });
  expect(await page.locator("#remaining").textContent()).toBe("1");
  expect((await c.get(`/action-items/${item.id}`)).body.evidenceImageUrls.length).toBe(1);
  // The aborted request is the only console error.
  expect(problems.filter((p) => !p.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  await context.close();
});

test("a photo over the pixel limit is refused in plain words, not the server's setting", async () => {
  const c = tenant.test;
  const prop = (await c.post("/properties", { name: "2 Mill Yard" })).body;
  const visit = (await c.post("/site-visits", { property_id: prop.id, title: "Check-in" })).body;
  const item = (await c.post("/action-items", { site_visit_id: visit.id, title: "Damp" })).body;
  const t = (await c.post("/capture-tokens", { target_id: item.id, upload_limit: 2 })).body;
  const dir = tempDir("sitevisit-photo-");
  // A HEIC (which the browser cannot decode, so it is sent as it is) declaring 32767x32767.
  const bomb = join(dir, "IMG_0043.heic");
  writeFileSync(bomb, heicDeclaring(HEIC_SAMPLE, 32767, 32767));
  const { page, context } = await phonePage();
  await page.goto(t.capture_url);
  await page.locator("#photo-input").setInputFiles(bomb);
  await page.locator(".upload.failed").waitFor({ timeout: 20_000 });
  const said = await page.locator(".upload .status").textContent();
  expect(said).toBe("That photo is too large: at most 50 megapixels.");
  expect(await page.locator("#uploads").textContent()).not.toContain("SITEVISIT_");
  expect((await c.get(`/action-items/${item.id}`)).body.evidenceImageUrls).toEqual([]);
  await context.close();
});

/** Width and height from a baseline or progressive JPEG's SOF marker. */
function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    const len = (b[i + 2]! << 8) | b[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: (b[i + 5]! << 8) | b[i + 6]!, width: (b[i + 7]! << 8) | b[i + 8]! };
    i += 2 + len;
  }
  return null;
}

test("the capture page's embedded script is the current build of src/pages/client (run bun scripts/build-client.ts)", async () => {
  const { clientAssets } = await import("../src/pages/client.generated");
  const { bundleClient } = await import("../scripts/build-client");
  expect(clientAssets.capture!.body).toBe(await bundleClient("capture.ts", "src/pages/client"));
});
