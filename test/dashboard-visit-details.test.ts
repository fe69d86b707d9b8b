// The visit page's details form (title, date, summary, notes, through the API's PATCH service) and
// the extractor's summary following the items as the manager reviews them: on the real server, as
// form posts and in headless Chromium (an in-place edit changes the summary without a reload).
// The attacks: another account's visit, CSRF, wrong values; nothing half-written.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import {
  expectAccessible,
  launchBrowser,
  pageBoxes,
  PHONE,
  saveScreenshot,
} from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, settledVisit, type Tenant } from "./helpers/fixtures";
import { origins, signedIn, type Browser as FormClient } from "./helpers/dashboard";

let server: TestServer;
let t: Tenant;
let other: Tenant;
let ana: FormClient;
let bob: FormClient;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  [t, other] = await Promise.all([
    createTenant(server, "Harbour Lettings", { plan: "unlimited" }),
    createTenant(server, "Other Firm"),
  ]);
  ana = (await signedIn(server, t.accountId, "ana@harbour.test", "Ana Costa")).b;
  bob = (await signedIn(server, other.accountId, "bob@other.test", "Bob")).b;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A visit the pipeline has read from a transcript: READY, with the extractor's summary. */
async function processedVisit(lines: string[]) {
  const p = await t.live.post("/properties", { name: "Flat 2, 14 Quay Street" });
  const v = await t.live.post("/site-visits", {
    property_id: p.body.id,
    title: "March walkthrough",
    visit_date: "2026-03-14T10:30:00Z",
  });
  await t.live.request("PUT", `/site-visits/${v.body.id}/transcript`, {
    raw: lines.join("\n"),
    headers: { "content-type": "text/plain" },
  });
  const done = await settledVisit(t.live, v.body.id);
  expect(done.status).toBe("READY");
  return done;
}

/** The visit's review page on a phone, signed in as Ana; page errors are collected in `problems`. */
async function visitPageOnPhone(visitId: string) {
  const { publicOrigin } = origins(server);
  const context = await browser.newContext(PHONE);
  await context.addCookies([
    { name: "sitevisit_session", value: ana.jar.cookie!, url: publicOrigin },
  ]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${publicOrigin}/dashboard/visits/${visitId}`);
  return { context, page, problems };
}

const WALK = [
  "This is the March walkthrough of Quay Street.",
  "Kitchen: the mixer tap is leaking at the base.",
  "Bathroom: the extractor fan is broken.",
];

const form = (v: any, changes: Record<string, string> = {}) => ({
  title: v.title,
  visit_date: v.visitDate.slice(0, 10),
  summary: v.summary ?? "",
  notes: v.notes ?? "",
  ...changes,
});

describe("the visit details form", () => {
  test("saving changes only what changed: the time of day stays, an untouched summary keeps following", async () => {
    const v = await processedVisit(WALK);
    const page = await ana.get(`/dashboard/visits/${v.id}`);
    expect(page.text).toContain('id="visit-summary"');
    expect(page.text).toContain("Edit visit details");
    expect(page.text).toContain("follow your changes to the items");
    const csrf = await ana.csrf(`/dashboard/visits/${v.id}`);
    const saved = await ana.post(`/dashboard/visits/${v.id}`, {
      _csrf: csrf,
      ...form(v, {
        title: "March walkthrough (Quay St)",
        notes: "Tenant present.\r\nKeys returned.",
      }),
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/dashboard/visits/${v.id}?saved=details`);
    let now = (await t.live.get(`/site-visits/${v.id}`)).body;
    expect(now).toMatchObject({
      title: "March walkthrough (Quay St)",
      visitDate: v.visitDate, // the day was not changed: 10:30 stays
      summary: v.summary,
      notes: "Tenant present.\nKeys returned.",
    });
    const updated = (await t.live.get("/events?type=site_visit.updated")).body.data as any[];
    expect(updated.filter((e) => e.data.site_visit.id === v.id)).toHaveLength(1);

    // The summary still follows the items: a missed item added from the page is counted.
    await ana.post(`/dashboard/visits/${v.id}/items`, {
      _csrf: csrf,
      title: "Smoke alarm missing",
      priority: "HIGH",
    });
    now = (await t.live.get(`/site-visits/${v.id}`)).body;
    expect(now.summary).toContain("3 findings (1 high and 2 medium priority)");

    // A new day moves the date; a summary written here is the manager's from now on.
    const own = "Two small jobs and a missing smoke alarm.";
    expect(
      (
        await ana.post(`/dashboard/visits/${v.id}`, {
          _csrf: csrf,
          ...form(now, { visit_date: "2026-03-15", summary: own }),
        })
      ).status,
    ).toBe(303);
    now = (await t.live.get(`/site-visits/${v.id}`)).body;
    expect(now.visitDate).toBe("2026-03-15T00:00:00.000Z");
    expect(now.summary).toBe(own);
    const item = (await t.live.get(`/action-items?site_visit_id=${v.id}`)).body.data[0];
    await ana.post(`/dashboard/visits/${v.id}/items/${item.id}/delete`, { _csrf: csrf });
    expect((await t.live.get(`/site-visits/${v.id}`)).body.summary).toBe(own);
    expect((await ana.get(`/dashboard/visits/${v.id}`)).text).not.toContain(
      "follow your changes to the items",
    );
  });

  test("wrong values are refused beside their fields (400), and nothing is written", async () => {
    const v = await processedVisit(WALK);
    const csrf = await ana.csrf(`/dashboard/visits/${v.id}`);
    const cases: [Record<string, string>, string][] = [
      [{ title: "  " }, "Enter visit title."],
      [{ title: "x".repeat(201) }, "Visit title can be at most 200 characters"],
      [{ visit_date: "next tuesday" }, "Visit date must be a date such as"],
      [{ visit_date: "2026-02-30" }, "2026-02-30"],
      [{ summary: "s".repeat(20_001) }, "Summary can be at most"],
    ];
    for (const [changes, says] of cases) {
      const r = await ana.post(`/dashboard/visits/${v.id}`, { _csrf: csrf, ...form(v, changes) });
      const error = r.text.match(/<p class="error"[^>]*>([^<]*)</)?.[1];
      expect([r.status, error]).toEqual([400, expect.stringContaining(says)]);
      expect(r.text.includes('<details class="details" open>')).toBe(true);
      expect(r.text.includes("    at ")).toBe(false);
    }
    expect((await t.live.get(`/site-visits/${v.id}`)).body).toMatchObject({
      title: v.title,
      visitDate: v.visitDate,
      summary: v.summary,
    });
  });

  test("another account's visit is 404; no CSRF token or a foreign Origin is 403; nothing changes", async () => {
    const v = await processedVisit(WALK);
    const path = `/dashboard/visits/${v.id}`;
    const mine = await ana.csrf(path);
    expect(
      (await bob.post(path, { _csrf: await bob.csrf(), ...form(v, { title: "Bob's" }) })).status,
    ).toBe(404);
    expect((await ana.post(path, form(v, { title: "No token" }))).status).toBe(403);
    expect((await ana.post(path, { _csrf: "wrong", ...form(v, { title: "Wrong" }) })).status).toBe(
      403,
    );
    expect(
      (
        await ana.post(
          path,
          { _csrf: mine, ...form(v, { title: "Elsewhere" }) },
          { origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect((await t.live.get(`/site-visits/${v.id}`)).body.title).toBe(v.title);
  });
});

describe("an item's description in the dashboard", () => {
  test("edited with its lines kept, cleared when blank, refused over 5,000 characters; added with a new item", async () => {
    const v = await processedVisit(WALK);
    const csrf = await ana.csrf(`/dashboard/visits/${v.id}`);
    const item = (await t.live.get(`/action-items?site_visit_id=${v.id}`)).body.data[0];
    const path = `/dashboard/visits/${v.id}/items/${item.id}`;
    // The page carries one edit form; ?edit= opens the item's own (the form without the script).
    const page = await ana.get(`/dashboard/visits/${v.id}?edit=${item.id}`);
    expect(page.text).toContain(`id="f-${item.id}-description"`);
    const saved = await ana.post(path, {
      _csrf: csrf,
      title: item.title,
      description: "Checked on the video: it is the tap.\r\nPlumber booked for Friday.  ",
    });
    expect(saved.status).toBe(303);
    expect((await t.live.get(`/action-items/${item.id}`)).body.description).toBe(
      "Checked on the video: it is the tap.\nPlumber booked for Friday.",
    );
    const tooLong = await ana.post(path, { _csrf: csrf, description: "d".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect((await ana.post(path, { _csrf: csrf, description: " " })).status).toBe(303);
    expect((await t.live.get(`/action-items/${item.id}`)).body.description).toBeNull();
    const added = await ana.post(
      `/dashboard/visits/${v.id}/items`,
      { _csrf: csrf, title: "Gutter blocked", description: "Seen from the garden." },
      { headers: { accept: "application/json" } },
    );
    expect(added.status).toBe(201);
    expect(JSON.parse(added.text).item.description).toBe("Seen from the garden.");
  });
});

test("a missed item added in the dashboard that the property has had before is marked recurring", async () => {
  const p = await t.live.post("/properties", { name: "9 Heron Way" });
  const first = await t.live.post("/site-visits", {
    property_id: p.body.id,
    title: "Spring check",
    visit_date: "2026-09-02T10:00:00Z",
  });
  await t.live.post("/action-items", {
    site_visit_id: first.body.id,
    title: "Kitchen tap leaking",
    location: "kitchen",
  });
  const second = await t.live.post("/site-visits", {
    property_id: p.body.id,
    title: "Autumn check",
    visit_date: "2026-11-20T10:00:00Z",
  });
  const csrf = await ana.csrf(`/dashboard/visits/${second.body.id}`);
  const add = (title: string, description = "") =>
    ana.post(
      `/dashboard/visits/${second.body.id}/items`,
      { _csrf: csrf, title, location: "kitchen", description },
      { headers: { accept: "application/json" } },
    );
  const again = JSON.parse((await add("Mixer tap dripping", "Worse than before.")).text).item;
  expect(again.description).toBe(
    'Recurring: reported before at the visit "Spring check" on 2026-09-02 ("Kitchen tap leaking", still open).\nWorse than before.',
  );
  const other = JSON.parse((await add("Oven door loose")).text).item;
  expect(other.description).toBeNull();
  // The note never pushes a description past the API's limit: then the typed one stays as it is.
  const long = JSON.parse((await add("Tap dripping", "d".repeat(5000))).text).item;
  expect(long.description).toBe("d".repeat(5000));
  const report = await (await fetch(second.body.publicReportUrl)).text();
  expect(report.match(/class="recurring">Recurring</g)?.length).toBe(1);
});

test("in Chromium: an item's priority and description changed in place update the summary, badge and text without a reload", async () => {
  const v = await processedVisit(WALK);
  const { context, page, problems } = await visitPageOnPhone(v.id);
  expect(await page.textContent("#visit-summary")).toContain("2 findings (2 medium priority)");
  const items = (await t.live.get(`/action-items?site_visit_id=${v.id}`)).body.data as any[];
  const fan = items.find((i) => /fan/i.test(i.title))!;
  await page.click(`#item-${fan.id} .edit-link`);
  await page.selectOption(`#f-${fan.id}-priority`, "HIGH");
  await page.fill(`#f-${fan.id}-description`, "Checked: the fan motor hums but does not turn.");
  await page.click(`#item-${fan.id} form.edit button[type=submit]`);
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent === "Saved",
    `#item-${fan.id} .saved`,
  );
  expect(await page.textContent("#visit-summary")).toContain(
    "2 findings (1 high and 1 medium priority)",
  );
  expect(await page.textContent(`#item-${fan.id} .badge`)).toBe("High");
  expect(await page.textContent(`#item-${fan.id} .desc`)).toBe(
    "Checked: the fan motor hums but does not turn.",
  );
  // The details form now holds the new summary: saving it keeps the summary following the items.
  expect(await page.inputValue("#f-summary")).toBe(
    (await t.live.get(`/site-visits/${v.id}`)).body.summary,
  );
  await page.click("details.details summary");
  await expectAccessible(page, "visit-details");
  await saveScreenshot(page, "dashboard-visit-details.png", { fullPage: true });
  await page.fill("#f-title", "March walkthrough, checked");
  await Promise.all([
    page.waitForURL(/saved=details/),
    page.click("details.details button[type=submit]"),
  ]);
  expect(await page.textContent("h1")).toBe("March walkthrough, checked");
  expect(await page.textContent("[role=status]")).toContain("Visit details saved.");
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

test("in Chromium: an item added or dismissed in place updates the summary at the top without a reload", async () => {
  const v = await processedVisit(WALK);
  const { context, page, problems } = await visitPageOnPhone(v.id);
  const summary = page.locator("#visit-summary");
  expect(await summary.textContent()).toContain("2 findings (2 medium priority)");
  const url = page.url();

  await page.fill("#add-title", "Smoke alarm missing");
  await page.selectOption("#add-priority", "HIGH");
  await page.fill("#add-location", "hallway");
  await page.click("#add-item button[type=submit]");
  const added = page.locator(".items > li", { hasText: "Smoke alarm missing" });
  await added.waitFor();
  // The server wrote the summary again; the page says so at once, not "2 findings" above 3 items.
  await summary.filter({ hasText: "3 findings (1 high and 2 medium priority)" }).waitFor();
  expect(await summary.textContent()).toContain("Top: smoke alarm missing (hallway)");
  expect(page.url()).toBe(url); // no reload
  // The details form holds the same summary, so saving it keeps the summary following the items.
  const stored = async () => (await t.live.get(`/site-visits/${v.id}`)).body.summary;
  expect(await page.inputValue("#f-summary")).toBe(await stored());

  // Dismissed: once the delete is sent (when its Undo time is up), the summary counts two again.
  await added.getByRole("button", { name: "Dismiss Smoke alarm missing" }).click();
  await added.waitFor({ state: "detached", timeout: 20_000 });
  await summary.filter({ hasText: "2 findings (2 medium priority)" }).waitFor();
  expect(await summary.textContent()).not.toContain("smoke alarm");
  expect(await page.inputValue("#f-summary")).toBe(await stored());
  expect(page.url()).toBe(url);
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

test("a visit with a transcript and no video shows no time links: there is nothing to play", async () => {
  // A transcript with times, uploaded instead of a video (PUT …/transcript).
  const p = await t.live.post("/properties", { name: "Flat 3, 14 Quay Street" });
  const created = await t.live.post("/site-visits", { property_id: p.body.id, title: "No video" });
  const vtt = [
    "WEBVTT",
    "",
    "00:00:01.000 --> 00:00:04.000",
    WALK[0],
    "",
    "00:00:05.000 --> 00:00:09.000",
    WALK[1],
    "",
    "00:00:12.000 --> 00:00:15.000",
    WALK[2],
    "",
  ].join("\n");
  await t.live.request("PUT", `/site-visits/${created.body.id}/transcript`, {
    raw: vtt,
    headers: { "content-type": "text/vtt" },
  });
  const v = await settledVisit(t.live, created.body.id);
  expect(v.status).toBe("READY");
  const items = (await t.live.get(`/action-items?site_visit_id=${v.id}`)).body.data as any[];
  expect(items.some((i) => i.timestampSec !== null && i.transcriptQuote)).toBe(true);
  const { context, page } = await visitPageOnPhone(v.id);
  await page.locator(".items > li").first().waitFor();
  expect(await page.locator("video").count()).toBe(0);
  // The transcript and the quotes are there, with no time that would seek a video: the lines are
  // numbered, and a quote links to its line by that number.
  expect(await page.locator("#transcript > li").count()).toBe(3);
  expect(await page.locator("#transcript > li .n").allTextContents()).toEqual(["1", "2", "3"]);
  expect(await page.locator("#transcript a, .items a.seek").count()).toBe(0);
  expect(await page.locator("main").textContent()).not.toMatch(/\d+:\d\d/);
  expect(await page.locator("#tr-help").textContent()).not.toContain("Select a time");
  const line = page.locator(".items a.line").first();
  expect(await line.textContent()).toMatch(/^Line [123]$/);
  // It goes to that line, and the page marks it.
  await line.click();
  const target = (await line.getAttribute("href"))!;
  await page.waitForFunction((id) => location.hash === id, target);
  expect(await page.locator(`${target}:target`).count()).toBe(1);
  // Nothing to keep in view: the note that there is no video is not pinned over the items.
  expect(await page.locator("#player").evaluate((e) => getComputedStyle(e).position)).toBe(
    "static",
  );
  await context.close();
}, 60_000);

test("on a phone a visit without a video keeps no room for a player: its items follow its details", async () => {
  const v = await processedVisit(WALK); // a transcript uploaded instead of a video
  const { context, page, problems } = await visitPageOnPhone(v.id);
  await page.locator(".items > li").first().waitFor();
  const b = await pageBoxes(page, {
    details: ".head",
    items: ".work",
    note: "#player",
    transcript: ".transcript",
  });
  // The items' heading comes right after the visit's details (the page's spacing: 20 px), with
  // nothing kept between them for a video there is not (before: 118 px, the note's card).
  expect(b.items!.top - b.details!.bottom).toBeLessThanOrEqual(24);
  // The note that there is no video goes with the transcript, after the items and the add form.
  expect(await page.locator("#player").innerText()).toBe("This visit has no video.");
  expect(b.note!.top).toBeGreaterThanOrEqual(b.items!.bottom);
  expect(b.transcript!.top).toBeGreaterThanOrEqual(b.note!.bottom);
  await saveScreenshot(page, "dashboard-visit-no-video-phone.png", { fullPage: true });
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);

test("a done visit's page says Done, and a category reads in words on the visit page and the report", async () => {
  const p = await t.live.post("/properties", { name: "3 Kestrel Mews" });
  const v = await t.live.post("/site-visits", {
    property_id: p.body.id,
    title: "Check-out",
    visit_date: "2026-10-01T10:00:00Z",
  });
  const add = (title: string, category: string) =>
    t.live.post("/action-items", { site_visit_id: v.body.id, title, category });
  expect((await add("Back door sticks", "doors_windows")).status).toBe(201);
  // A category an integrator made up is shown as they sent it.
  expect((await add("Shed roof felt torn", "Outbuildings")).status).toBe(201);
  expect((await t.live.post(`/site-visits/${v.body.id}/complete`, {})).body.status).toBe("DONE");
  const page = (await ana.get(`/dashboard/visits/${v.body.id}`)).text;
  expect(page).toContain('id="visit-status">Done</span>');
  expect(page).toContain("<span>Doors &amp; windows</span>");
  expect(page).toContain("<span>Outbuildings</span>");
  const report = await (await fetch(v.body.publicReportUrl)).text();
  expect(report).toContain("<b>Category:</b> Doors &amp; windows");
  expect(report).toContain("<b>Category:</b> Outbuildings");
});

test("an item made from several sentences lists them all under 'From what was said', each with its line", async () => {
  // Issue 49: the follow-ups merged into an item are shown, so the manager sees why it is one item.
  const v = await processedVisit([
    "Hallway.",
    "I've tested the smoke alarm in the hallway and it does not sound at all.",
    "That's urgent.",
    "It needs replacing today.",
    "Kitchen: the mixer tap is leaking at the base.",
  ]);
  const items = (await t.live.get(`/action-items?site_visit_id=${v.id}`)).body.data as any[];
  expect(items.map((i) => i.title).sort()).toEqual([
    "Mixer tap leaking",
    "Smoke alarm does not sound",
  ]);
  const alarm = items.find((i) => /alarm/.test(i.title))!;
  const tap = items.find((i) => /tap/.test(i.title))!;
  const { context, page } = await visitPageOnPhone(v.id);
  const said = page.locator(`#item-${alarm.id} .said li`);
  // No video (a transcript uploaded alone): each line is named by its number, not a time to play.
  expect(await said.allTextContents()).toEqual([
    expect.stringMatching(/^Line \d+ “I've tested the smoke alarm .* at all\.”$/),
    expect.stringMatching(/^Line \d+ “That's urgent\.”$/),
    expect.stringMatching(/^Line \d+ “It needs replacing today\.”$/),
  ]);
  expect(await page.textContent(`#item-${alarm.id} .said p`)).toBe("From what was said");
  // Each line link points at its own transcript line, in order.
  const segs = await page
    .locator(`#item-${alarm.id} .said a.line`)
    .evaluateAll((as) => as.map((a) => Number((a as HTMLElement).dataset.seg)));
  expect(segs).toEqual([...segs].sort((a, b) => a - b));
  expect(new Set(segs).size).toBe(3);
  // An item from one sentence keeps its one quote.
  expect(await page.locator(`#item-${tap.id} .said`).count()).toBe(0);
  expect(await page.textContent(`#item-${tap.id} blockquote`)).toContain("mixer tap is leaking");
  await expectAccessible(page, "visit-said");
  await context.close();
}, 60_000);
