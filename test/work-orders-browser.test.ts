// A work order as people use it, in headless Chromium against the built binary, mail through a real
// SMTP server: a manager sends an item to a contractor from the dashboard (the contractors used
// before offered again), the contractor opens the emailed link on a phone (390 px), starts with a
// day and marks it done with a photo; the manager who sent it gets the email, and the dashboard
// shows the order's times. The work page and the dashboard's page at 390 and 1440 px, axe clean.
// Screenshots go to test/artifacts/.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { signedInPage } from "./helpers/dashboard";
import { startInbox, type Inbox } from "./helpers/inbox";
import { makeImage } from "./helpers/images";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let chromium: Browser;
let photoPath: string;
const DESKTOP = { viewport: { width: 1440, height: 900 } };

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    binary: true,
    // No daily digest: the item is due within days, so from the digest hour a digest could be the
    // mail the test counts (digests are test/digest.test.ts and test/reminders-digest.test.ts).
    env: {
      SITEVISIT_SMTP_URL: inbox.url,
      SITEVISIT_MAIL_FROM: "sitevisit <no-reply@sv.test>",
      SITEVISIT_DIGEST_HOUR: "off",
    },
  });
  t = await createTenant(server, "Harbour Lettings");
  photoPath = join(tempDir("sitevisit-wo-"), "fixed.jpg");
  writeFileSync(photoPath, await makeImage("jpg", "1200x900"));
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  await inbox?.close();
});

test("dashboard → contractor's phone → done, with the manager told and the times shown", async () => {
  // The dashboard shows the live dataset.
  const live = t.live;
  const lp = (
    await live.post("/properties", {
      name: "Flat 4, Canal Wharf",
      address: "18 Canal Wharf, Leeds",
    })
  ).body;
  const lv = (await live.post("/site-visits", { property_id: lp.id, title: "Check-out" })).body;
  const job = (
    await live.post("/action-items", {
      site_visit_id: lv.id,
      title: "Boiler pressure keeps dropping",
      location: "Kitchen cupboard",
      priority: "HIGH",
      description: "Needs topping up every two days.",
    })
  ).body;
  const earlier = (
    await live.post("/action-items", { site_visit_id: lv.id, title: "Dripping tap" })
  ).body;
  await live.post(`/action-items/${earlier.id}/work-orders`, {
    contractor_name: "Bob's Plumbing",
    contractor_email: "bob@plumbing.test",
  });
  await inbox.waitForMail("bob@plumbing.test");

  const manager = await signedInPage(
    chromium,
    server,
    t.accountId,
    "maya@harbour.test",
    PHONE,
    "Maya Manager",
  );
  const mp = manager.page;
  await mp.goto(`/dashboard/visits/${lv.id}`);
  await mp.getByRole("link", { name: "Send to contractor" }).first().click();
  await mp.waitForURL(/\/work-orders$/);
  await expect(mp.getByText("Not sent to anyone yet.").count()).resolves.toBe(1);
  // The contractor used before is offered: choosing them fills what is left blank.
  await mp.selectOption("#f-used", "bob@plumbing.test");
  await mp.fill("#f-message", "Key is with the concierge. Call Maya on arrival.");
  await expectAccessible(mp, "work orders page (phone)");
  await saveScreenshot(mp, "work-orders-dashboard-phone.png", { fullPage: true });
  await Promise.all([
    mp.waitForURL(/done=sent/),
    mp.getByRole("button", { name: "Send to contractor" }).click(),
  ]);
  await expect(mp.getByRole("status").textContent()).resolves.toContain("Sent");
  expect(await mp.locator(".orders li").count()).toBe(1);

  const mail = await inbox.waitForMail("bob@plumbing.test", 2);
  expect(mail.subject).toBe(
    "Job from Harbour Lettings: Boiler pressure keeps dropping at Flat 4, Canal Wharf",
  );
  const link = /https?:\/\/\S+\/w\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")![0];

  // The contractor, on a phone.
  const phone = await chromium.newContext(PHONE);
  const cp = await phone.newPage();
  expect((await cp.goto(link))!.status()).toBe(200);
  await expect(cp.locator("h1").textContent()).resolves.toBe("Boiler pressure keeps dropping");
  await expect(cp.locator("body").textContent()).resolves.toContain("18 Canal Wharf, Leeds");
  await expectAccessible(cp, "work page (phone)");
  const width = await cp.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await saveScreenshot(cp, "work-order-page-phone.png", { fullPage: true });
  await cp.fill("#appointment_date", "2030-01-04");
  await Promise.all([
    cp.waitForURL(/done=started/),
    cp.getByRole("button", { name: "Start" }).click(),
  ]);
  await expect(cp.getByRole("status").textContent()).resolves.toContain("Started");
  expect((await live.get(`/action-items/${job.id}`)).body.status).toBe("IN_PROGRESS");
  await cp.fill("#note", "Refilled and replaced the pressure relief valve.");
  await cp.setInputFiles("#photo", photoPath);
  await Promise.all([
    cp.waitForURL(/done=done/),
    cp.getByRole("button", { name: "Mark done" }).click(),
  ]);
  await expect(cp.locator("h1").textContent()).resolves.toBe("This job is done");
  await expectAccessible(cp, "work page done (phone)");
  await saveScreenshot(cp, "work-order-page-done-phone.png", { fullPage: true });
  await phone.close();

  const fixed = (await live.get(`/action-items/${job.id}`)).body;
  expect(fixed).toMatchObject({ status: "DONE", completedBy: "Bob's Plumbing" });
  expect(fixed.completionPhotoUrl).not.toBeNull();
  // Sent from the dashboard: the manager who sent it is told, with the photo.
  // (The first mail to Maya was her invitation.)
  const told = await inbox.waitForMail("maya@harbour.test", 2);
  expect(told.subject).toContain("Done: Boiler pressure keeps dropping");
  expect(told.html).toContain("<img");

  await mp.reload();
  const line = await mp.locator(".orders li .line").textContent();
  expect(line).toMatch(
    /^Sent to Bob's Plumbing \d+ \w+ · opened \d+ \w+ · started \d+ \w+ \(coming 4 Jan\) · done \d+ \w+$/,
  );
  await expect(mp.locator("body").textContent()).resolves.toContain("This item is done");
  await manager.context.close();

  // The same pages at desktop width.
  const desk = await signedInPage(chromium, server, t.accountId, "maya@harbour.test", DESKTOP);
  await desk.page.goto(`/dashboard/action-items/${earlier.id}/work-orders`);
  await expectAccessible(desk.page, "work orders page (desktop)");
  await saveScreenshot(desk.page, "work-orders-dashboard-desktop.png", { fullPage: true });
  await desk.context.close();
  const laptop = await chromium.newContext(DESKTOP);
  const lpPage = await laptop.newPage();
  const earlierLink = (await live.get(`/action-items/${earlier.id}/work-orders`)).body.data[0].url;
  expect((await lpPage.goto(earlierLink))!.status()).toBe(200);
  await expectAccessible(lpPage, "work page (desktop)");
  await saveScreenshot(lpPage, "work-order-page-desktop.png", { fullPage: true });
  await laptop.close();
});
