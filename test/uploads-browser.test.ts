// The Unfinished uploads page (docs/dashboard.md, "Unfinished uploads") in headless Chromium, at a
// desktop and a phone size, against the built binary: reached from Settings, each upload named by
// its visit with its own "End upload" button, one ended in place ("Upload ended.", the other still
// listed), then the empty state; axe finds no serious violation at any step.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { signedInPage } from "./helpers/dashboard";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let t: Tenant;
let chromium: Browser;
beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server, "Uploads Browser Ltd");
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

async function startUpload(title: string) {
  const p = (await t.live.post("/properties", { name: `${title} House` })).body;
  const v = (await t.live.post("/site-visits", { property_id: p.id, title })).body;
  const r = await t.live.request("POST", `/site-visits/${v.id}/video/uploads`, {
    headers: { "tus-resumable": "1.0.0", "upload-length": "5000" },
  });
  expect(r.status).toBe(201);
}

for (const [size, options] of [
  ["desktop", { viewport: { width: 1440, height: 900 } }],
  ["phone", PHONE],
] as const) {
  test(`${size}: find the uploads from Settings, end one, then none are left`, async () => {
    await startUpload(`Spring check (${size})`);
    await startUpload(`Void check (${size})`);
    const email = `${size}@uploads.test`;
    const { context, page } = await signedInPage(chromium, server, t.accountId, email, options);
    try {
      await page.goto("/dashboard/settings");
      await page.getByRole("link", { name: /unfinished uploads/i }).click();
      await page.waitForURL(/\/dashboard\/uploads$/);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Unfinished uploads",
      );
      const ends = page.getByRole("button", { name: /^End upload: / });
      expect(await ends.count()).toBe(2);
      await expectAccessible(page, `uploads (${size})`);
      await saveScreenshot(page, `uploads-${size}.png`, { fullPage: true });

      await Promise.all([
        page.waitForURL(/ended=1$/),
        page.getByRole("button", { name: `End upload: Spring check (${size})` }).click(),
      ]);
      expect(await page.getByRole("status").textContent()).toBe("Upload ended.");
      expect(await ends.count()).toBe(1);
      expect(await page.getByText(`Void check (${size})`).count()).toBe(1);
      await expectAccessible(page, `uploads ended (${size})`);

      await Promise.all([page.waitForURL(/ended=1$/), ends.first().click()]);
      expect(await ends.count()).toBe(0);
      expect(await page.getByText("No unfinished uploads.").count()).toBe(1);
      await expectAccessible(page, `uploads empty (${size})`);
    } finally {
      await context.close();
    }
  }, 90_000);
}
