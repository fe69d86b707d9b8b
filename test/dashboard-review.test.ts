// Reviewing a visit before it goes out (docs/dashboard.md, "Reviewing a visit"), against the real
// built server, a real SMTP server (smtp-server), real ffmpeg and headless Chromium. The walkthrough
// is spoken by espeak-ng; its transcript comes from a local server speaking the OpenAI transcription
// API (so the five findings and their times are known), and the pipeline makes five *suggested*
// items from it. At 390x844 and at 1440x900 the visit is reviewed with the keyboard alone: accept
// three, edit one, dismiss one (with Undo), add one at a paused frame; then sent. The email and the
// public report show the five confirmed items and neither the reviewer's note nor what was said. A
// send with suggested items left offers the choice. axe on every page (the video has captions). An
// integrator confirms an item through the API and its webhook receives action_item.updated.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Server } from "bun";
import type { Browser, Page } from "playwright-core";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, settledVisit, type Tenant } from "./helpers/fixtures";
import { origins, signedIn, type Browser as FormClient } from "./helpers/dashboard";
import { makeWalkthrough, transcriptionStub, type Walkthrough } from "./helpers/walkthrough";
import { startInbox, type Inbox } from "./helpers/inbox";
import { subscribedReceiver, type Receiver } from "./helpers/webhook-receiver";
import { openDb } from "./helpers/db";

const FINDINGS = [
  "In the kitchen the tap under the sink is leaking badly.",
  "In the hallway the smoke alarm is missing its battery.",
  "In the bathroom the extractor fan is broken.",
  "In the bedroom the window is cracked.",
  "In the lounge the radiator is cold.",
];
const DESKTOP = { viewport: { width: 1440, height: 900 } };

let whisper: Server<unknown>;
let walk: Walkthrough;
let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let ana: FormClient;
let browser: Browser;
let hooks: Receiver;
/** Where the browser opens the dashboard: the server's public URL (forms must come from it). */
let origin: string;

beforeAll(async () => {
  walk = await makeWalkthrough(FINDINGS);
  // A transcription server: the findings at the times espeak spoke them.
  whisper = transcriptionStub(walk, FINDINGS);
  inbox = await startInbox();
  server = await startServer({
    args: ["--dev"], // webhooks to a loopback receiver over http
    env: {
      SITEVISIT_TRANSCRIBER: "openai",
      SITEVISIT_TRANSCRIBE_URL: `http://127.0.0.1:${whisper.port}`,
      SITEVISIT_SMTP_URL: inbox.url,
      SITEVISIT_MAIL_FROM: "sitevisit <no-reply@sitevisit.test>",
    },
  });
  t = await createTenant(server, "Harbour Lettings");
  expect((await server.cli(["accounts", "set-plan", t.accountId, "unlimited"])).code).toBe(0);
  hooks = await subscribedReceiver(t.live, "Reviews", ["action_item.updated"]);
  origin = origins(server).publicOrigin;
  ana = (await signedIn(server, t.accountId, "ana@harbour.test", "Ana Costa")).b;
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  hooks?.stop();
  await server?.stop();
  await inbox?.close();
  whisper?.stop(true);
});

/** A READY visit whose five items the pipeline made (suggested). */
async function readyVisit(title: string): Promise<{ id: string; items: any[] }> {
  const p = await t.live.post("/properties", { name: `${title} house` });
  const v = await t.live.post("/site-visits", {
    property_id: p.body.id,
    title,
    visit_date: "2026-03-14T10:00:00Z",
  });
  const put = await t.live.request("PUT", `/site-visits/${v.body.id}/video`, {
    raw: Bun.file(walk.path),
    headers: { "content-type": "video/mp4" },
  });
  expect(put.status).toBe(202);
  expect((await settledVisit(t.live, v.body.id, 120_000)).status).toBe("READY");
  const items = (await t.live.get(`/action-items?site_visit_id=${v.body.id}&limit=100`)).body.data;
  expect(items).toHaveLength(5);
  for (const i of items) expect(i.review).toMatchObject({ state: "suggested", confirmedBy: null });
  return { id: v.body.id, items };
}

async function anaPage(size: "phone" | "desktop") {
  const context = await browser.newContext(size === "phone" ? PHONE : DESKTOP);
  await context.addCookies([{ name: "sitevisit_session", value: ana.jar.cookie!, url: origin }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  return { context, page, problems };
}

const shot = (page: Page, name: string) => saveScreenshot(page, `dashboard-review-${name}.png`);

const checkedLine = (page: Page) => page.locator("#checked").innerText();

/** The whole review by keyboard: accept 3, edit 1, dismiss 1 (undo once), add 1 at a paused frame. */
async function reviewByKeyboard(page: Page, size: "phone" | "desktop") {
  await page.keyboard.press("?");
  await page.locator("#help").waitFor({ state: "visible" });
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("help-close");
  await expectAccessible(page, `help-${size}`);
  await shot(page, `help-${size}`);
  await page.keyboard.press("Escape");
  await page.locator("#help").waitFor({ state: "hidden" });

  expect(await checkedLine(page)).toBe("0 of 5 checked");
  for (let n = 1; n <= 3; n++) {
    await page.keyboard.press("n");
    const at = await page.locator(".items > li.current").getAttribute("id");
    await page.keyboard.press("a");
    await page.locator("#checked", { hasText: `${n} of 5 checked` }).waitFor();
    // Accepting stays on the item, as the help says; n goes on.
    expect(await page.locator(".items > li.current").getAttribute("id")).toBe(at);
  }
  // The next unchecked item: edit it (title and location).
  await page.keyboard.press("n");
  await page.keyboard.press("e");
  const title = page.locator(".items > li.current input[name=title]");
  await title.waitFor({ state: "visible" });
  expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("title");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Bedroom window pane cracked");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab"); // description, priority, status, location
  expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("location");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Back bedroom");
  await page.keyboard.press("Enter");
  await page.locator("#checked", { hasText: "4 of 5 checked" }).waitFor();
  const edited = page.locator(".items > li", { hasText: "Bedroom window pane cracked" });
  // The card shows the new location without a reload.
  await edited.locator(".facts", { hasText: "Back bedroom" }).waitFor();

  // Dismiss the last one, undo, dismiss again: it goes once the Undo time is up.
  await page.keyboard.press("n");
  const last = page.locator(".items > li.current");
  const lastId = await last.getAttribute("id");
  expect(await last.getAttribute("data-state")).toBe("suggested");
  await page.keyboard.press("d");
  await page.locator("#toast", { hasText: "Dismissed" }).waitFor();
  await shot(page, `undo-${size}`);
  await page.keyboard.press("u");
  await page.locator(`#${lastId}`).waitFor({ state: "visible" });
  await page.keyboard.press("n");
  await page.keyboard.press("d");
  await page.locator(`#${lastId}`).waitFor({ state: "detached", timeout: 20_000 });
  expect(await checkedLine(page)).toBe("4 of 4 checked");

  // Play, pause, back 5 s, then add an item at that paused frame.
  await page.keyboard.press("p");
  await page.waitForFunction(() => (document.querySelector("video") as any).currentTime > 7, null, {
    timeout: 30_000,
  });
  await page.keyboard.press("p");
  await page.keyboard.press("b");
  await page.waitForFunction(() => (document.querySelector("video") as any).paused);
  // The transcript follows the video: the line being played is highlighted.
  await page.locator("#transcript > li.playing").waitFor({ state: "attached" });
  await page.keyboard.press("i");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("add-title");
  const at = await page.locator("#add-at").inputValue();
  expect(at).toMatch(/^\d:\d\d$/);
  await page.keyboard.type("Damp patch on the ceiling");
  const url = page.url();
  const paused = await page.evaluate(() => (document.querySelector("video") as any).currentTime);
  await page.keyboard.press("Enter");
  const added = page.locator(".items > li", { hasText: "Damp patch on the ceiling" });
  await added.waitFor();
  // No reload: the video kept its place, the page its address.
  expect(page.url()).toBe(url);
  expect(
    await page.evaluate(() => (document.querySelector("video") as any).currentTime),
  ).toBeCloseTo(paused, 1);
  expect(await added.getAttribute("data-state")).toBe("confirmed");
  expect(await added.locator("img.thumb").count()).toBe(1); // the frame at that time
  expect(await added.locator(".seek").innerText()).toContain(at);
  await page.locator("#checked", { hasText: "5 of 5 checked" }).waitFor();
  // The added item is the current one, and the form stays ready for the next.
  expect(await added.getAttribute("class")).toContain("current");
  expect(await page.locator("#add-title").inputValue()).toBe("");
  await expectAccessible(page, `reviewed-${size}`);
  await shot(page, `reviewed-${size}`);
}

async function sendFromBar(page: Page, to: string, size: string) {
  await page.locator(".sendbar a").focus();
  await Promise.all([page.waitForURL(/\/send$/), page.keyboard.press("Enter")]);
  await page.locator("#recipients").focus();
  await page.keyboard.type(to);
  await page.locator("button[value=send]").focus();
  await Promise.all([page.waitForURL(/sent=1/), page.keyboard.press("Enter")]);
  await shot(page, `sent-${size}`);
}

/** Neither the reviewer's note nor what was said goes out; the titles do. */
function expectOnlyConfirmed(text: string, titles: string[], gone: string) {
  for (const title of titles) expect(text).toContain(title);
  expect(text).not.toContain(gone);
  for (const said of FINDINGS) expect(text).not.toContain(said);
  expect(text).not.toContain("Heard unclearly");
}

describe("the review, by keyboard", () => {
  for (const size of ["phone", "desktop"] as const)
    test(`at ${size === "phone" ? "390x844" : "1440x900"}: accept 3, edit 1, dismiss 1, add 1, send`, async () => {
      const { id, items } = await readyVisit(`Review on a ${size}`);
      const { context, page, problems } = await anaPage(size);
      try {
        await page.goto(`${origin}/dashboard/visits/${id}`);
        await page.locator("#checked").waitFor();
        // Captions from the transcript, served to the signed-in session.
        const track = await page.locator("video track[kind=captions]").getAttribute("src");
        const vtt = await page.evaluate(async (src) => (await fetch(src!)).text(), track);
        expect(vtt.startsWith("WEBVTT")).toBe(true);
        expect(vtt).toContain(FINDINGS[0]);
        expect((await fetch(`${origin}${track}`, { redirect: "manual" })).status).toBe(303);
        // Each item links to its line of the transcript.
        const line = await page.locator(".items > li a.line").first().getAttribute("href");
        expect(await page.locator(`${line}`).innerText()).toContain("leaking badly");
        await expectAccessible(page, `review-${size}`);
        await shot(page, `start-${size}`);
        if (size === "desktop") {
          // Dense: at least five items in view beside the video.
          await page
            .locator(".items > li")
            .first()
            .evaluate((li) => li.scrollIntoView());
          const videoBox = (await page.locator("#video").boundingBox())!;
          const inView = await page.$$eval(
            ".items > li",
            (lis, right) =>
              lis.filter((li) => {
                const r = li.getBoundingClientRect();
                return r.left >= right && r.top >= 0 && r.bottom <= innerHeight - 50;
              }).length,
            videoBox.x + videoBox.width,
          );
          expect(inView).toBeGreaterThanOrEqual(5);
          await shot(page, "dense-desktop");
        }
        // In the page's order: the first three are accepted, the fourth edited, the fifth dismissed.
        const shown = await page.$$eval(".items > li h3", (hs) => hs.map((h) => h.textContent!));
        expect([...shown].sort()).toEqual(items.map((i) => i.title).sort());
        await reviewByKeyboard(page, size);
        const to = `landlord-${size}@example.test`;
        await sendFromBar(page, to, size);
        const titles = [
          ...shown.slice(0, 3),
          "Bedroom window pane cracked",
          "Damp patch on the ceiling",
        ];
        const gone = shown[4]!;
        const after = (await t.live.get(`/action-items?site_visit_id=${id}`)).body.data;
        expect(after.map((i: any) => i.review.state)).toEqual(Array(5).fill("confirmed"));
        expect(after.map((i: any) => i.title)).not.toContain(gone);
        const mail = await inbox.waitForMail(to, 1);
        expectOnlyConfirmed(`${mail.text}\n${mail.html}`, titles, gone);
        const report = await (
          await fetch((await t.live.get(`/site-visits/${id}`)).body.publicReportUrl)
        ).text();
        expectOnlyConfirmed(report, titles, gone);
        expect(problems).toEqual([]);
        if (size === "phone") {
          // A time past the end of the video is refused with a message; nothing is added.
          const late = await ana.post(
            `/dashboard/visits/${id}/items`,
            { _csrf: await ana.csrf(`/dashboard/visits/${id}`), title: "Too late", at: "9:59" },
            { headers: { accept: "application/json" } },
          );
          expect(late.status).toBe(400);
          expect(JSON.parse(late.text).error.message).toContain("past the end of the video");
          const all = (await t.live.get(`/action-items?site_visit_id=${id}`)).body.data;
          expect(all.some((i: any) => i.title === "Too late")).toBe(false);
        }
      } finally {
        await context.close();
      }
    }, 240_000);
});

test("a send with suggested items left offers Accept all and send, Send checked only, Back to review", async () => {
  const { id, items } = await readyVisit("Choice visit");
  // One item accepted through the API; the rest still suggested.
  expect((await t.live.post(`/action-items/${items[0].id}/confirm`)).status).toBe(200);
  const { context, page } = await anaPage("desktop");
  try {
    await page.goto(`${origin}/dashboard/visits/${id}/send`);
    await page.locator("#recipients").fill("owner@example.test");
    await page.locator("button[value=send]").click();
    const choice = page.locator("#suggested-choice");
    await choice.waitFor();
    expect(await choice.innerText()).toContain("4 items are still suggested");
    expect(await choice.innerText()).toContain("Sending completes the visit");
    expect(await choice.locator("a", { hasText: "Back to review" }).getAttribute("href")).toBe(
      `/dashboard/visits/${id}#review`,
    );
    // Nothing was sent yet.
    expect((await t.live.get(`/site-visits/${id}`)).body.status).toBe("READY");
    await expectAccessible(page, "choice");
    await saveScreenshot(page, "dashboard-review-choice.png", { fullPage: true });
    await Promise.all([
      page.waitForURL(/sent=1/),
      choice.locator("button", { hasText: "Send checked only" }).click(),
    ]);
    const mail = await inbox.waitForMail("owner@example.test", 1);
    expect(mail.text).toContain(items[0].title);
    for (const i of items.slice(1)) expect(mail.text).not.toContain(i.title);
    const after = (await t.live.get(`/action-items?site_visit_id=${id}`)).body.data;
    expect(after.filter((i: any) => i.review.state === "suggested")).toHaveLength(4);
    // "Accept all and send" on another visit: every item confirmed by the manager, all sent.
    const other = await readyVisit("Accept all visit");
    const csrf = await ana.csrf(`/dashboard/visits/${other.id}/send`);
    const sent = await ana.post(`/dashboard/visits/${other.id}/send`, {
      _csrf: csrf,
      recipients: "all@example.test",
      message: "",
      suggested: "accept",
    });
    expect(sent.status).toBe(303);
    const all = (await t.live.get(`/action-items?site_visit_id=${other.id}`)).body.data;
    for (const i of all)
      expect(i.review).toMatchObject({
        state: "confirmed",
        confirmedBy: expect.stringMatching(/^usr_/),
      });
    const mailAll = await inbox.waitForMail("all@example.test", 1);
    for (const i of other.items) expect(mailAll.text).toContain(i.title);
  } finally {
    await context.close();
  }
}, 240_000);

test("the first page opens on what needs review, processing and recently sent, with counts", async () => {
  await readyVisit("Waiting visit");
  const { context, page } = await anaPage("phone");
  try {
    await page.goto(`${origin}/dashboard/properties`);
    const review = page.locator("section.review");
    expect(await review.locator("h2").innerText()).toMatch(/^Needs review\s+\d+$/);
    expect(await review.innerText()).toContain("Waiting visit");
    expect(await review.innerText()).toContain("5 items to check");
    expect(await page.locator("section.processing h2").innerText()).toMatch(/^Processing\s+0$/);
    expect(await page.locator("section.sent h2").innerText()).toMatch(/^Recently sent\s+\d+$/);
    await expectAccessible(page, "home");
    await saveScreenshot(page, "dashboard-review-home.png", { fullPage: true });
  } finally {
    await context.close();
  }
}, 240_000);

test("unsure words are marked in the transcript; the reviewer's note stays on the review page; quotes go out only when included", async () => {
  const { id, items } = await readyVisit("Notes and quotes");
  // What the offline recogniser reports (pocketsphinx): its unsure words, and the extractor's note.
  const db = openDb(server.dataDir, false);
  try {
    const row = db.query("SELECT segments FROM transcripts WHERE site_visit_id = ?").get(id) as {
      segments: string;
    };
    const segments = JSON.parse(row.segments);
    segments[1].unclear = ["alarm"];
    db.query("UPDATE transcripts SET segments = ? WHERE site_visit_id = ?").run(
      JSON.stringify(segments),
      id,
    );
    db.query("UPDATE action_items SET review_note = ? WHERE id = ?").run(
      "Heard unclearly; watch 00:06.",
      items[0].id,
    );
  } finally {
    db.close();
  }
  const page = (await ana.get(`/dashboard/visits/${id}`)).text;
  expect(page).toMatch(
    /<li id="seg-1" [^>]*><a [^>]*>[^<]*<\/a><span>[^<]*<mark class="unsure"[^>]*>alarm<\/mark>/,
  );
  expect(page).toContain("Heard unclearly; watch 00:06.");
  for (const i of items) await t.live.post(`/action-items/${i.id}/confirm`);
  const report = async () =>
    (await fetch((await t.live.get(`/site-visits/${id}`)).body.publicReportUrl)).text();
  const before = await report();
  expect(before).not.toContain("Heard unclearly");
  for (const said of FINDINGS) expect(before).not.toContain(said);
  // The manager ticks "include what was said": the report quotes each item, the note stays out.
  const csrf = await ana.csrf(`/dashboard/visits/${id}`);
  const tick = await ana.post(`/dashboard/visits/${id}/quotes`, { _csrf: csrf, include: "1" });
  expect(tick.status).toBe(303);
  expect((await ana.get(`/dashboard/visits/${id}`)).text).toMatch(
    /name="include" value="1" checked/,
  );
  const after = await report();
  for (const said of FINDINGS) expect(after).toContain(said);
  expect(after).not.toContain("Heard unclearly");
  // Unticked (only the hidden 0 is sent): left out again.
  await ana.post(`/dashboard/visits/${id}/quotes`, { _csrf: csrf, include: "0" });
  expect(await report()).not.toContain(FINDINGS[0]);
}, 240_000);

describe("the API", () => {
  test("an integrator confirms a suggested item: review shows who and when; the webhook gets action_item.updated; a second confirm is a no-op", async () => {
    const { id, items } = await readyVisit("API confirm");
    const item = items[1];
    const before = hooks.received.length;
    const res = await t.live.post(`/action-items/${item.id}/confirm`);
    expect(res.status).toBe(200);
    expect(res.body.review.state).toBe("confirmed");
    expect(res.body.review.confirmedBy).toMatch(/^key_/);
    expect(Date.parse(res.body.review.confirmedAt)).toBeGreaterThan(Date.now() - 60_000);
    const got = await hooks.waitFor(
      (r) => r.slice(before).some((x) => x.body.data.action_item.id === item.id),
      20_000,
      "action_item.updated",
    );
    const event = got.slice(before).find((x) => x.body.data.action_item.id === item.id)!;
    expect(event.verifyError).toBeNull();
    expect(event.body.event_type).toBe("action_item.updated");
    expect(event.body.data.action_item.review.state).toBe("confirmed");
    // Idempotent: the same answer, no second event.
    const again = await t.live.post(`/action-items/${item.id}/confirm`, {});
    expect(again.status).toBe(200);
    expect(again.body.review).toEqual(res.body.review);
    await Bun.sleep(1500);
    expect(
      hooks.received.slice(before).filter((x) => x.body.data.action_item.id === item.id),
    ).toHaveLength(1);
    // A created item is confirmed by its key at once; an unknown field or id is refused.
    const made = await t.live.post("/action-items", { site_visit_id: id, title: "Gate latch" });
    expect(made.body.review.state).toBe("confirmed");
    expect(made.body.review.confirmedBy).toMatch(/^key_/);
    expect((await t.live.post(`/action-items/${item.id}/confirm`, { state: "x" })).status).toBe(
      400,
    );
    expect((await t.live.post("/action-items/ai_nope/confirm")).status).toBe(404);
    expect((await t.test.post(`/action-items/${item.id}/confirm`)).status).toBe(404);
  }, 240_000);
});
