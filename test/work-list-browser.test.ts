// The work list in headless Chromium through the built binary, at 390 px (a list of cards) and
// 1440 px (a dense table), with axe (no serious or critical violation): filtering from the form,
// selecting rows and setting their due date, assignee and status with the bulk controls, a row's
// link to its item, and the home page's counts. Screenshots go to test/artifacts/.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { useServerWithTenant } from "./helpers/fixtures";
import { signedInPage } from "./helpers/dashboard";

const env = useServerWithTenant({ binary: true });
let chromium: Browser;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  chromium = await launchBrowser();
  const t = env.t.live;
  for (const [name, items] of [
    [
      "Flat 1, 14 Quay Street",
      [
        ["Boiler pressure low", "HIGH", -2, "Bob's Plumbing"],
        ["Front door sticks", "MEDIUM", 3, null],
        ["Repaint hallway", "LOW", null, "Dee Decorators"],
      ],
    ],
    [
      "Flat 2, 14 Quay Street",
      [
        ["Smoke alarm chirping", "HIGH", -1, null],
        ["Gutter blocked above the rear door", "MEDIUM", 5, "Sam (roofer)"],
        ["Tap drips in the en-suite", "LOW", 21, "Bob's Plumbing"],
      ],
    ],
  ] as const) {
    const p = (await t.post("/properties", { name })).body;
    const v = (await t.post("/site-visits", { property_id: p.id, title: "Check-out" })).body;
    for (const [title, priority, due, assignee] of items)
      await t.post("/action-items", {
        site_visit_id: v.id,
        title,
        priority,
        due_date: due === null ? null : day(due),
        ...(assignee ? { assignee } : {}),
      });
  }
});

afterAll(async () => {
  await chromium?.close();
});

const titles = (page: Page) => page.locator(".work td.title > a").allTextContents();
const MINE = [
  "Boiler pressure low",
  "Smoke alarm chirping",
  "Front door sticks",
  "Gutter blocked above the rear door",
  "Tap drips in the en-suite",
  "Repaint hallway",
];
/** This test's rows (the tutorial property's items are on the list too). */
const mine = async (page: Page) => (await titles(page)).filter((x) => MINE.includes(x));

test("at 1440 px: a table, overdue first; filter; bulk-assign two rows; axe finds nothing", async () => {
  const { context, page } = await signedInPage(
    chromium,
    env.server,
    env.t.accountId,
    "desk@quay.test",
    {
      viewport: { width: 1440, height: 900 },
    },
  );
  // The home page's counts beside "Needs review".
  const due = page.locator("section.due");
  await expect(due.getByRole("link", { name: /\d+ overdue/ }).isVisible()).resolves.toBe(true);
  await expect(due.getByRole("link", { name: /\d+ due this week/ }).isVisible()).resolves.toBe(
    true,
  );
  await expectAccessible(page, "home-due");
  await saveScreenshot(page, "work-list-home-desktop.png");
  await Promise.all([
    page.waitForURL(/overdue=1/),
    due.getByRole("link", { name: /overdue/ }).click(),
  ]);
  expect(await page.locator('input[name="overdue"]').isChecked()).toBe(true);
  const overdue = await titles(page);
  expect(overdue.indexOf("Boiler pressure low")).toBeGreaterThanOrEqual(0);
  expect(overdue.indexOf("Boiler pressure low")).toBeLessThan(
    overdue.indexOf("Smoke alarm chirping"),
  );
  expect(overdue).not.toContain("Front door sticks");
  await page.goto("/dashboard/action-items");
  // A table at desktop width: the header row is shown.
  await expect(page.locator(".work thead").isVisible()).resolves.toBe(true);
  // Overdue first, then by due date, the undated last.
  expect(await mine(page)).toEqual(MINE);
  await expectAccessible(page, "work-list-desktop");
  await saveScreenshot(page, "work-list-desktop.png", { fullPage: true });
  // Filter by assignee from the form.
  await page.locator("#assignee").selectOption("Bob's Plumbing");
  await Promise.all([
    page.waitForURL(/assignee=/),
    page.getByRole("button", { name: "Filter" }).click(),
  ]);
  expect(await titles(page)).toEqual(["Boiler pressure low", "Tap drips in the en-suite"]);
  // Select both and give them to someone else.
  await page.getByRole("checkbox", { name: "Select Boiler pressure low" }).check();
  await page.getByRole("checkbox", { name: "Select Tap drips in the en-suite" }).check();
  await page.locator("#bulk-assignee").fill("Quay Maintenance Ltd");
  await Promise.all([
    page.waitForURL(/changed=2/),
    page.getByRole("button", { name: "Assign" }).click(),
  ]);
  await expect(page.getByRole("status").first().textContent()).resolves.toContain(
    "2 item(s) changed",
  );
  // The filter was Bob's: they are no longer his.
  expect(await mine(page)).toEqual([]);
  const items = (await env.t.live.get("/action-items?assignee=Quay%20Maintenance%20Ltd")).body.data;
  expect(items.map((i: any) => i.title).sort()).toEqual([
    "Boiler pressure low",
    "Tap drips in the en-suite",
  ]);
  await context.close();
});

test("at 390 px: a list of cards; bulk due date and status; each row opens its item", async () => {
  const { context, page } = await signedInPage(
    chromium,
    env.server,
    env.t.accountId,
    "phone@quay.test",
    PHONE,
  );
  await page.goto("/dashboard/action-items?priority=MEDIUM");
  // Cards: no table header on a phone, nothing scrolls sideways.
  await expect(
    page
      .locator(".work thead")
      .boundingBox()
      .then((b) => (b?.width ?? 0) <= 1),
  ).resolves.toBe(true);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await expectAccessible(page, "work-list-phone");
  await saveScreenshot(page, "work-list-phone.png", { fullPage: true });
  await page.getByRole("checkbox", { name: "Select Front door sticks" }).check();
  await page.getByRole("checkbox", { name: "Select Gutter blocked above the rear door" }).check();
  await page.locator("#bulk-due").fill(day(10));
  await Promise.all([
    page.waitForURL(/changed=2/),
    page.getByRole("button", { name: "Set due date" }).click(),
  ]);
  const medium = (await env.t.live.get("/action-items?priority=MEDIUM&limit=100")).body.data.filter(
    (i: any) => ["Front door sticks", "Gutter blocked above the rear door"].includes(i.title),
  );
  expect(medium.map((i: any) => [i.dueDate, i.dueDateSource])).toEqual([
    [day(10), "set"],
    [day(10), "set"],
  ]);
  await page.getByRole("checkbox", { name: "Select Front door sticks" }).check();
  await page.locator("#bulk-status").selectOption("IN_PROGRESS");
  await Promise.all([
    page.waitForURL(/changed=1/),
    page.getByRole("button", { name: "Set status" }).click(),
  ]);
  const row = page.locator("table.work tbody tr", { hasText: "Front door sticks" });
  await expect(row.textContent()).resolves.toContain("In progress");
  // Nothing selected: refused beside the list (a 400 page), nothing changed. Wait for that answer
  // before reading it: read while the old page was still going away, the alert could be missed.
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/dashboard/action-items/bulk")),
    page.getByRole("button", { name: "Assign" }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await page.waitForLoadState("load");
  await expect(page.getByRole("alert").textContent()).resolves.toContain(
    "Select at least one item",
  );
  await expectAccessible(page, "work-list-phone-refused");
  // A row opens its item on its visit's page.
  await page.goto("/dashboard/action-items?priority=MEDIUM");
  await Promise.all([
    page.waitForURL(/\/dashboard\/visits\/sv_[0-9a-z]+#item-ai_/),
    page.getByRole("link", { name: "Front door sticks" }).click(),
  ]);
  await expect(
    page.locator(`[id^="item-ai_"]`, { hasText: "Front door sticks" }).count(),
  ).resolves.toBe(1);
  await context.close();
});
