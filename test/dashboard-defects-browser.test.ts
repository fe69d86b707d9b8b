// Defects found in use, each in headless Chromium on a phone (390x844): the live/test switch on a
// visit, send or photos page goes to the same list in the other mode (never a 404); no dropdown's
// text is cut off; the action items list names each item's visit and its day; dates are written in
// the browser's locale and time zone. Screenshots in test/artifacts/dashboard-defects-*.png.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { signedInPage } from "./helpers/dashboard";

let server: TestServer;
let t: Tenant;
let browser: Browser;
let propertyId: string;

beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server, "Harbour Lettings", { plan: "unlimited" });
  propertyId = (await t.live.post("/properties", { name: "Flat 2, 14 Quay Street" })).body.id;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A phone signed in through an invitation, in the given locale and time zone. */
const phone = (email: string, o: { locale?: string; timezoneId?: string } = {}) =>
  signedInPage(browser, server, t.accountId, email, { ...PHONE, ...o }, "Sam Patel");

async function visitWithItem(title: string, visitDate: string, itemTitle = "Cracked pane") {
  const v = (
    await t.live.post("/site-visits", {
      property_id: propertyId,
      title,
      visit_date: visitDate,
    })
  ).body;
  const item = (
    await t.live.post("/action-items", { site_visit_id: v.id, title: itemTitle, priority: "HIGH" })
  ).body;
  return { visitId: v.id as string, itemId: item.id as string };
}

const shot = (page: Page, name: string) =>
  saveScreenshot(page, `dashboard-defects-${name}.png`, { fullPage: true });

test("'View test data' on a visit, send or photos page lands on the same list in test mode", async () => {
  const { visitId, itemId } = await visitWithItem("Mode switch visit", "2026-11-20T00:00:00Z");
  const { context, page } = await phone("mode@harbour.test");
  for (const [path, list] of [
    [`/dashboard/visits/${visitId}`, "/dashboard/properties"],
    [`/dashboard/visits/${visitId}/send`, "/dashboard/properties"],
    [`/dashboard/action-items/${itemId}/photos`, "/dashboard/action-items"],
  ] as const) {
    await page.goto(path);
    const [res] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().isNavigationRequest() && r.request().method() === "GET",
      ),
      page.getByRole("button", { name: "View test data" }).click(),
    ]);
    expect({ path, status: res.status(), at: new URL(page.url()).pathname }).toEqual({
      path,
      status: 200,
      at: list,
    });
    await expect(page.getByText("TEST DATA: you are viewing the test dataset")).toBeTruthy();
    expect(await page.locator(".testbar").count()).toBe(1);
    // And back: the list in live mode.
    await Promise.all([
      page.waitForURL((u) => u.pathname === list),
      page.getByRole("button", { name: "View live data" }).click(),
    ]);
    expect(await page.locator(".testbar").count()).toBe(0);
  }
  await shot(page, "mode-switched");
  await context.close();
});

/** Every select whose chosen option's text does not fit inside it, with the widths. */
function clippedSelects(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const canvas = document.createElement("canvas").getContext("2d")!;
    for (const s of document.querySelectorAll("select")) {
      const st = getComputedStyle(s);
      canvas.font = `${st.fontWeight} ${st.fontSize} ${st.fontFamily}`;
      const text = s.selectedOptions[0]?.text ?? "";
      // The room for the text: the box without its padding and the dropdown arrow (about 20 px).
      const room = s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) - 20;
      const need = canvas.measureText(text).width;
      if (s.scrollWidth > s.clientWidth || need > room)
        out.push(`#${s.id} "${text}": needs ${Math.ceil(need)} px, has ${Math.floor(room)}`);
    }
    return out;
  });
}

test("no dropdown's text is cut off at 390 px (the capture link's 'Evidence photos')", async () => {
  const { visitId, itemId } = await visitWithItem("Dropdown visit", "2026-11-21T00:00:00Z");
  const { context, page } = await phone("select@harbour.test");
  for (const path of [
    `/dashboard/action-items/${itemId}/photos`,
    `/dashboard/visits/${visitId}/send`,
    `/dashboard/visits/${visitId}`,
    "/dashboard/action-items",
  ]) {
    await page.goto(path);
    // The edit forms' selects are inside closed <details>: open them so they are laid out.
    await page.evaluate(() => {
      for (const d of document.querySelectorAll("details")) d.open = true;
    });
    expect({ path, clipped: await clippedSelects(page) }).toEqual({ path, clipped: [] });
  }
  await page.goto(`/dashboard/action-items/${itemId}/photos`);
  await page.locator("#purpose").scrollIntoViewIfNeeded();
  await saveScreenshot(page, "dashboard-defects-capture-selects.png");
  await context.close();
});

test("the action items list tells two same-titled items apart by their visit and its day", async () => {
  await visitWithItem("Spring inspection", "2026-03-02T00:00:00Z", "Loose stair rod");
  await visitWithItem("Autumn inspection", "2026-10-05T00:00:00Z", "Loose stair rod");
  const { context, page } = await phone("items@harbour.test", { locale: "en-GB" });
  await page.goto(`/dashboard/action-items?property=${propertyId}`);
  const rows = page.locator("table.work tbody tr").filter({ hasText: "Loose stair rod" });
  expect(await rows.count()).toBe(2);
  const lines = await rows.locator(".visit-of").allTextContents();
  expect(lines.sort()).toEqual([
    "Visit: Autumn inspection, 5 Oct 2026",
    "Visit: Spring inspection, 2 Mar 2026",
  ]);
  await shot(page, "action-items");
  await context.close();
});

test("dates are shown in the browser's locale and time zone; without the script, in UTC", async () => {
  const { visitId } = await visitWithItem("Locale visit", "2026-11-25T00:00:00Z");
  await t.live.post(`/site-visits/${visitId}/send`, { recipients: ["owner@example.com"] });
  const sent = (await t.live.get(`/site-visits/${visitId}`)).body;
  const { context, page } = await phone("locale@harbour.test", {
    locale: "de-DE",
    timezoneId: "America/New_York",
  });
  await page.goto(`/dashboard/visits/${visitId}/send`);
  const moment = page.locator("#complete-h ~ p time").first();
  expect(await moment.getAttribute("datetime")).toBe(sent.completedAt);
  const expected = new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/New_York",
  }).format(new Date(sent.completedAt));
  expect(await moment.textContent()).toBe(expected);
  expect(await page.locator("main").textContent()).not.toContain("UTC");
  await shot(page, "locale-send");
  // The visit's day is its calendar day in any zone: 25 Nov, not the 24th in New York.
  await page.goto(`/dashboard/visits/${visitId}`);
  expect(await page.locator(".visit-head time").textContent()).toBe("25.11.2026");
  await context.close();
  // No script: the server's UTC text is there to read.
  const { page: plain } = await signedInPage(browser, server, t.accountId, "nojs@harbour.test", {
    ...PHONE,
    javaScriptEnabled: false,
  });
  await plain.goto(`/dashboard/visits/${visitId}/send`);
  expect(await plain.locator("#complete-h ~ p time").first().textContent()).toMatch(
    /^\d{1,2} \w{3} 2026, \d\d:\d\d UTC$/,
  );
  await plain.context().close();
});

test("the property filter shows a long name in full, on a phone and a desktop", async () => {
  // Two properties of one building, told apart only at the end of their names.
  const names = ["Harbour House, 14 Quay St, Flat 2", "Harbour House, 14 Quay St, Flat 3"];
  const ids: string[] = [];
  for (const name of names) ids.push((await t.live.post("/properties", { name })).body.id);
  for (const [size, options] of [
    ["phone", PHONE],
    ["desktop", { viewport: { width: 1280, height: 800 } }],
  ] as const) {
    const { context, page } = await signedInPage(
      browser,
      server,
      t.accountId,
      `filter-${size}@harbour.test`,
      options,
    );
    await page.goto(`/dashboard/action-items?property=${ids[1]}`);
    expect(await page.locator("#property").evaluate((s: HTMLSelectElement) => s.value)).toBe(
      ids[1]!,
    );
    expect({ size, clipped: await clippedSelects(page) }).toEqual({ size, clipped: [] });
    // Each choice carries its whole name, for a name longer than even the row.
    for (const name of names)
      expect(await page.locator(`#property option[title="${name}"]`).textContent()).toBe(name);
    await shot(page, `property-filter-${size}`);
    await context.close();
  }
});

test("the Undo on a phone stays in the send bar's one line: the bar never grows over the page", async () => {
  const { visitId } = await visitWithItem("Undo visit", "2026-11-22T00:00:00Z", "Loose tile");
  for (const title of ["Door sticks", "Tap drips under the kitchen sink, by the dishwasher"])
    await t.live.post("/action-items", { site_visit_id: visitId, title });
  const { context, page } = await phone("undo@harbour.test");
  await page.goto(`/dashboard/visits/${visitId}`);
  const bar = page.locator(".sendbar");
  const before = (await bar.boundingBox())!;
  await page
    .locator(".items > li", { hasText: "Tap drips" })
    .getByRole("button", { name: /^Dismiss Tap drips/ })
    .click();
  const toast = page.locator("#toast");
  await toast.filter({ hasText: "Dismissed" }).waitFor();
  const after = (await bar.boundingBox())!;
  expect(after).toEqual(before);
  // The toast is in the bar, its Undo whole beside Send report; the count makes way for it.
  const undo = (await toast.getByRole("button", { name: "Undo" }).boundingBox())!;
  const send = (await bar.getByRole("link", { name: "Send report" }).boundingBox())!;
  expect(undo.y).toBeGreaterThanOrEqual(after.y);
  expect(undo.y + undo.height).toBeLessThanOrEqual(after.y + after.height);
  expect(undo.x + undo.width).toBeLessThanOrEqual(send.x);
  expect(await bar.locator(".count").isVisible()).toBe(false);
  await saveScreenshot(page, "dashboard-defects-undo-phone.png");
  // Undo: the item is back, the toast goes and the count comes back.
  await toast.getByRole("button", { name: "Undo" }).click();
  await page.locator(".items > li", { hasText: "Tap drips" }).waitFor();
  expect(await toast.isHidden()).toBe(true);
  expect(await bar.locator(".count").textContent()).toBe("3 of 3 checked");
  expect((await bar.boundingBox())!).toEqual(before);
  await context.close();
});

test("the uploads page and an item's work orders page write dates as every page does, not ISO", async () => {
  const { visitId, itemId } = await visitWithItem("Upload dates", "2026-11-23T00:00:00Z", "Damp");
  const started = await t.live.request("POST", `/site-visits/${visitId}/video/uploads`, {
    headers: { "tus-resumable": "1.0.0", "upload-length": "5000" },
  });
  expect(started.status).toBe(201);
  const due = (await t.live.get(`/action-items/${itemId}`)).body.dueDate as string;
  expect(due).toMatch(/^\d{4}-\d\d-\d\d$/);
  const { context, page } = await phone("dates@harbour.test", { locale: "en-GB" });
  const iso = /\d{4}-\d\d-\d\d/;
  await page.goto("/dashboard/uploads");
  const upload = page.locator("li.card", { hasText: "Upload dates" });
  expect(await upload.textContent()).not.toMatch(iso);
  expect(await upload.locator("a time").getAttribute("datetime")).toBe("2026-11-23");
  expect(await upload.locator("a").textContent()).toBe("Upload dates (23 Nov 2026)");
  expect(await upload.locator("p.muted time").count()).toBe(1);
  await shot(page, "uploads");
  await page.goto(`/dashboard/action-items/${itemId}/work-orders`);
  const subtitle = page.locator("h1 + p");
  expect(await subtitle.textContent()).not.toMatch(iso);
  expect(await subtitle.locator("time").getAttribute("datetime")).toBe(due);
  await shot(page, "work-orders");
  await context.close();
});
