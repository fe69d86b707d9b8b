// The walkthrough upload on a phone (Chromium, 390x844): a file that is not a video is refused in red
// (role=alert) and the bar goes back to empty; a slow upload shows its time left and Cancel stops it
// and deletes it on the server (tus termination). Screenshots in test/artifacts/dashboard-upload-*.png.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, draftVisit, type Tenant } from "./helpers/fixtures";
import { signedInPage } from "./helpers/dashboard";

let server: TestServer;
let t: Tenant;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server, "Harbour Lettings", { plan: "unlimited" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function visitPage(email: string, visitId: string): Promise<Page> {
  const { page } = await signedInPage(browser, server, t.accountId, email, PHONE);
  await page.goto(`/dashboard/visits/${visitId}`);
  return page;
}

test("a .txt is refused in red as an alert, and the bar goes back to empty", async () => {
  const id = await draftVisit(t.live, "Text file visit");
  const page = await visitPage("txt@harbour.test", id);
  await page.locator("#video").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Kitchen: the tap drips.\n".repeat(400)),
  });
  await page.getByRole("button", { name: "Upload video" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "not a video" });
  await alert.waitFor({ timeout: 30_000 });
  expect(await alert.evaluate((e) => getComputedStyle(e).color)).toBe("rgb(180, 35, 24)");
  expect(await page.locator("#upload-progress").isHidden()).toBe(true);
  expect(await page.locator("#upload-bar").evaluate((b: HTMLProgressElement) => b.value)).toBe(0);
  expect(await page.locator("#upload-cancel").isHidden()).toBe(true);
  // The person can pick another file and try again.
  expect(await page.getByRole("button", { name: "Upload video" }).isEnabled()).toBe(true);
  expect((await t.live.get(`/site-visits/${id}`)).body.status).toBe("DRAFT");
  await saveScreenshot(page, "dashboard-upload-refused.png", { fullPage: true });
  await page.context().close();
});

test("a slow upload shows its time left; Cancel stops it and deletes it on the server", async () => {
  const id = await draftVisit(t.live, "Cancelled visit");
  const page = await visitPage("cancel@harbour.test", id);
  // A phone on a slow uplink: 256 KiB/s, so 8 MiB takes half a minute.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const deletes: number[] = [];
  page.on("response", (r) => {
    if (r.request().method() === "DELETE") deletes.push(r.status());
  });
  await page.locator("#video").setInputFiles({
    name: "walkthrough.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.alloc(8 * 1024 * 1024, 7),
  });
  await page.getByRole("button", { name: "Upload video" }).click();
  await page.locator("#upload-status", { hasText: /left$/ }).waitFor({ timeout: 30_000 });
  expect(await page.locator("#upload-status").textContent()).toMatch(
    /^Uploading… \d+ %, (about \d+ min|less than a minute) left$/,
  );
  await saveScreenshot(page, "dashboard-upload-progress.png");
  await page.getByRole("button", { name: "Cancel upload" }).click();
  await page.locator("#upload-status", { hasText: "Upload cancelled." }).waitFor();
  expect(deletes).toEqual([204]);
  expect(await page.locator("#upload-progress").isHidden()).toBe(true);
  expect(await page.getByRole("alert").filter({ hasText: /\w/ }).count()).toBe(0);
  expect((await t.live.get(`/site-visits/${id}`)).body.status).toBe("DRAFT");
  await page.context().close();
});
