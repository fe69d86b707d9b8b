// Inspection schedules in headless Chromium on a phone and a desktop (docs/dashboard.md,
// "Inspections due"): the property page's schedule form sets and removes a schedule, the home page
// lists inspections due (overdue first, then the next 30 days) and "Start visit" opens a new visit
// of that property dated today. axe-core on each page; screenshots in test/artifacts/inspections-*.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
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

const today = () => new Date().toISOString().slice(0, 10);

/** A property inspected every `months`, last inspected (a completed visit) on `lastOn`. */
async function inspected(name: string, months: number, lastOn: string) {
  const p = (await t.live.post("/properties", { name, inspection_interval_months: months })).body;
  const v = await t.live.post("/site-visits", {
    property_id: p.id,
    title: "Last inspection",
    visit_date: `${lastOn}T09:00:00Z`,
  });
  await t.live.post(`/site-visits/${v.body.id}/complete`);
  return (await t.live.get(`/properties/${p.id}`)).body;
}

for (const [size, options] of [
  ["phone", PHONE],
  ["desktop", { viewport: { width: 1280, height: 800 } }],
] as const) {
  test(`${size}: set a schedule, inspections due on the home page, Start visit`, async () => {
    const overdue = await inspected(`Overdue ${size} "<b>"`, 1, "2025-06-01");
    // Inspected 10 days ago every month: due in about 20 days.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const soon = { body: await inspected(`Soon ${size}`, 1, tenDaysAgo), status: 201 };
    const far = await t.live.post("/properties", { name: `Far ${size}` });
    const { context, page } = await signedInPage(browser, server, t.accountId, `${size}@h.test`, {
      ...options,
    });
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(e.message));

    // The property page: no schedule, then every 3 months.
    await page.goto(`/dashboard/properties/${far.body.id}`);
    const schedule = page.getByRole("region", { name: "Inspection schedule" });
    await expect(schedule.textContent()).resolves.toContain("No schedule");
    await expectAccessible(page, `property-${size}`);
    await page.getByLabel("How often").selectOption("3");
    await Promise.all([
      page.waitForURL(new RegExp(`/dashboard/properties/${far.body.id}$`)),
      page.getByRole("button", { name: "Save schedule" }).click(),
    ]);
    const api = (await t.live.get(`/properties/${far.body.id}`)).body;
    expect(api.inspectionIntervalMonths).toBe(3);
    await expect(schedule.textContent()).resolves.toContain("Inspected every 3 months");
    expect(await page.getByLabel("How often").inputValue()).toBe("3");
    await saveScreenshot(page, `inspections-property-${size}.png`, { fullPage: true });

    // Home: the overdue one first, then the one due within 30 days; the 3-month one is not listed.
    await page.goto("/dashboard/properties");
    const due = page.getByRole("region", { name: /Inspections due/ });
    const rows = await due.getByRole("listitem").allTextContents();
    const mine = rows.filter((r) => r.includes(size));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain(`Overdue ${size} "<b>"`);
    expect(mine[0]).toContain("overdue since");
    expect(mine[1]).toContain(`Soon ${size}`);
    expect(rows.join("\n")).not.toContain(`Far ${size}`);
    await expectAccessible(page, `home-${size}`);
    await saveScreenshot(page, `inspections-home-${size}.png`, { fullPage: true });

    // Start visit: a new visit of that property, dated today.
    await Promise.all([
      page.waitForURL(/\/dashboard\/visits\/sv_/),
      due.getByRole("button", { name: `Start visit at Overdue ${size} "<b>"` }).click(),
    ]);
    const visitId = page.url().split("/").pop()!;
    const visit = (await t.live.get(`/site-visits/${visitId}`)).body;
    expect(visit.propertyId).toBe(overdue.id);
    expect(visit.visitDate.slice(0, 10)).toBe(today());
    expect(soon.status).toBe(201);

    // Removing the schedule takes the property off the home page.
    await page.goto(`/dashboard/properties/${soon.body.id}`);
    await page.getByLabel("How often").selectOption("");
    await Promise.all([
      page.waitForURL(new RegExp(`/dashboard/properties/${soon.body.id}$`)),
      page.getByRole("button", { name: "Save schedule" }).click(),
    ]);
    expect((await t.live.get(`/properties/${soon.body.id}`)).body.nextInspectionDue).toBeNull();
    await page.goto("/dashboard/properties");
    expect(await due.textContent()).not.toContain(`Soon ${size}`);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("a forged schedule value is a 400 page, nothing changed", async () => {
  const p = (await t.live.post("/properties", { name: "Forged" })).body;
  const { context, page } = await signedInPage(browser, server, t.accountId, "forge@h.test");
  await page.goto(`/dashboard/properties/${p.id}`);
  await page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>("#inspection_interval_months")!;
    const o = document.createElement("option");
    o.value = "25";
    select.append(o);
    select.value = "25";
  });
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/schedule")),
    page.getByRole("button", { name: "Save schedule" }).click(),
  ]);
  expect(res.status()).toBe(400);
  await expect(page.getByRole("alert").first().textContent()).resolves.toContain("1 to 24");
  expect((await t.live.get(`/properties/${p.id}`)).body.inspectionIntervalMonths).toBeNull();
  await context.close();
});
