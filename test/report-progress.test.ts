// The landlord sees progress (docs/dashboard.md, "Progress on the report"): through the built binary,
// the public report shows each open item's due date, and once an item is completed (with a photo
// uploaded through POST /uploads) the same link shows "Fixed on <day> by <who>" with its completion
// photo, in the account's time zone; in Chromium on a phone, with axe.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { useServerWithTenant } from "./helpers/fixtures";
import { makeImage } from "./helpers/images";
import { origins } from "./helpers/dashboard";

const env = useServerWithTenant({ binary: true });
let chromium: Browser;
let reportPath: string;
let leak: { id: string };

const shortDay = (d: string | Date) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(typeof d === "string" ? new Date(`${d}T00:00:00Z`) : d);

beforeAll(async () => {
  chromium = await launchBrowser();
  const t = env.t.live;
  const p = (await t.post("/properties", { name: "3 Ropewalk", address: "3 Ropewalk, Hull" })).body;
  const v = (
    await t.post("/site-visits", {
      property_id: p.id,
      title: "Mid-tenancy inspection",
      visit_date: "2026-11-20T10:00:00Z",
    })
  ).body;
  leak = (
    await t.post("/action-items", {
      site_visit_id: v.id,
      title: "Leak under the kitchen sink",
      priority: "HIGH",
      due_date: "2030-12-03",
    })
  ).body;
  await t.post("/action-items", {
    site_visit_id: v.id,
    title: "Gutter blocked",
    priority: "MEDIUM",
    due_date: "2030-12-20",
  });
  reportPath = new URL(v.publicReportUrl).pathname;
});

afterAll(async () => {
  await chromium?.close();
});

const report = async () => {
  const r = await fetch(env.server.url + reportPath);
  expect(r.status).toBe(200);
  return r.text();
};

test("open items show their due date; a completed one, at the same link, 'Fixed on … by …' with its photo", async () => {
  const before = await report();
  expect(before).toContain(`<b>Due:</b> ${shortDay("2030-12-03")}`);
  expect(before).toContain(`<b>Due:</b> ${shortDay("2030-12-20")}`);
  expect(before).not.toContain("Fixed on");
  const up = await env.t.live.request("POST", "/uploads", {
    raw: await makeImage("jpg", "640x480"),
    headers: { "content-type": "image/jpeg" },
  });
  expect(up.status).toBe(201);
  const done = await env.t.live.post(`/action-items/${leak.id}/complete`, {
    completed_by: "Bob's Plumbing",
    completion_note: "Replaced the trap seal.",
    completion_photo_key: up.body.key,
  });
  expect(done.status).toBe(200);
  const after = await report();
  const day = shortDay(new Date(done.body.completedAt));
  expect(after).toContain(`<p class="fixed"><b>Fixed</b> on ${day} by Bob&#39;s Plumbing</p>`);
  // A done item's due date is no longer shown; the open one's still is.
  expect(after).not.toContain(`<b>Due:</b> ${shortDay("2030-12-03")}`);
  expect(after).toContain(`<b>Due:</b> ${shortDay("2030-12-20")}`);
  // The completion photo: its thumbnail once made (the placeholder until then).
  const page = await (await chromium.newContext(PHONE)).newPage();
  const { publicOrigin } = origins(env.server);
  for (const end = Date.now() + 30_000; Date.now() < end; await Bun.sleep(250)) {
    await page.goto(publicOrigin + reportPath);
    const img = page.locator('img[alt^="Completion of Leak under the kitchen sink"]');
    if ((await img.count()) > 0) {
      await page.waitForLoadState("load");
      if (await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)) break;
    }
  }
  const box = page.locator("article", { hasText: "Leak under the kitchen sink" });
  await expect(box.locator(".fixed").textContent()).resolves.toBe(
    `Fixed on ${day} by Bob's Plumbing`,
  );
  expect(
    await box
      .locator('img[alt^="Completion of"]')
      .evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0),
  ).toBe(true);
  await expectAccessible(page, "report-progress");
  await saveScreenshot(page, "report-progress-phone.png", { fullPage: true });
  await page.context().close();
});
