// The dashboard's whole flow as one story, in headless Chromium on a phone (390x844) against the
// built binary, its public URL a TCP proxy in front of it (so the upload's connection can be cut):
// `sitevisit users invite` mails a link (a real SMTP server) → the invited user follows it → adds a
// property and starts a visit → uploads an espeak-ng walkthrough through the page's file input, cut
// midway (it resumes) → READY → seeks the video from an item → edits that item by keyboard (a webhook
// endpoint gets action_item.updated, signature verified) → adds a missed item at a video time →
// sends the report → opens the public link from the received mail. axe-core on every page; one
// screenshot per step in test/artifacts/flow-*.png, and the visit page at 1280x800.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import {
  expectAccessible,
  launchBrowser,
  PHONE,
  watchPatches,
  saveScreenshot,
} from "./helpers/browser";
import { invite } from "./helpers/dashboard";
import { createTenant, settledVisit, type Tenant } from "./helpers/fixtures";
import { startInbox, type Inbox } from "./helpers/inbox";
import { startServer, type TestServer } from "./helpers/server";
import { cutOnceStored, tcpProxy } from "./helpers/tcp-proxy";
import { makeWalkthrough, padded, type Walkthrough } from "./helpers/walkthrough";
import {
  eventually,
  subscribedReceiver,
  type Received,
  type Receiver,
} from "./helpers/webhook-receiver";

let front: ReturnType<typeof tcpProxy>;
let inbox: Inbox;
let server: TestServer;
/** The public origin: the proxy, as the browser and the mailed links reach the server. */
let origin: string;
let t: Tenant;
let walk: Walkthrough;
let browser: Browser;
let hooks: Receiver;

beforeAll(async () => {
  inbox = await startInbox();
  front = tcpProxy(() => Number(new URL(server.url).port));
  origin = `http://localhost:${new URL(await front.listen()).port}`;
  [server, walk] = await Promise.all([
    startServer({
      binary: true,
      args: ["--dev"],
      env: {
        SITEVISIT_TRANSCRIBER: "pocketsphinx",
        SITEVISIT_PUBLIC_URL: origin,
        SITEVISIT_SMTP_URL: inbox.url,
        SITEVISIT_MAIL_FROM: "sitevisit <no-reply@sitevisit.test>",
      },
    }),
    makeWalkthrough([
      "In the kitchen the tap under the sink is leaking badly.",
      "In the hallway the smoke alarm is missing its battery.",
    ]),
  ]);
  t = await createTenant(server, "Harbour Lettings", { plan: "unlimited" });
  hooks = await subscribedReceiver(t.live, "Dashboard edits", ["action_item.updated"]);
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  hooks?.stop();
  await server?.stop();
  front?.close();
  await inbox?.close();
});

let step = 0;
/** axe on the page as it is, then its screenshot, numbered in the order of the story. */
async function check(page: Page, name: string) {
  await expectAccessible(page, name);
  step += 1;
  await saveScreenshot(page, `flow-${String(step).padStart(2, "0")}-${name}.png`, {
    fullPage: true,
  });
}

/** Presses Enter on the focused control and waits for the page it leads to. */
async function enter(page: Page, url: RegExp) {
  await Promise.all([page.waitForURL(url), page.keyboard.press("Enter")]);
}

/** Presses Enter on the focused button of a form that answers in place, and waits for that answer's page. */
async function submitByEnter(page: Page, action: RegExp) {
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && action.test(new URL(r.url()).pathname),
    ),
    page.keyboard.press("Enter"),
  ]);
  await page.waitForLoadState("load");
}

test("invite → mailed link → property → visit → upload cut midway → READY → seek → edit → missed item → send → public link", async () => {
  // The admin invites Ana; the invitation arrives by mail with her sign-in link.
  const inv = await invite(server, t.accountId, "ana@harbour.test", "Ana Costa", origin);
  expect(inv.mailed).toBe(true);
  const invitation = await inbox.waitForMail("ana@harbour.test");
  expect(invitation.subject).toBe("Your invitation to Harbour Lettings on sitevisit");
  const link = /(http:\/\/\S+\/dashboard\/sign-in\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(
    invitation.text ?? "",
  )![1]!;
  expect(link).toBe(inv.signInUrl);
  expect(link).toStartWith(`${origin}/`);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));

  // Sign in from the mailed link, by keyboard.
  await page.goto(link);
  await check(page, "confirm");
  await page.getByRole("button", { name: "Continue to the dashboard" }).focus();
  await enter(page, /\/dashboard\/properties$/);
  await check(page, "properties");

  // Add a property, by keyboard.
  await page.getByRole("link", { name: "Add a property" }).first().focus();
  await enter(page, /\/dashboard\/properties\/new$/);
  await check(page, "property-new");
  await page.locator("#f-name").focus();
  await page.keyboard.type("Flat 2, 14 Quay Street");
  await page.locator("#f-address").focus();
  await page.keyboard.type("14 Quay Street, Bristol BS1 4DB");
  await enter(page, /\/dashboard\/properties\/prop_[A-Za-z0-9]+$/);
  expect((await page.locator("h1").textContent())!.trim()).toBe("Flat 2, 14 Quay Street");
  await check(page, "property");

  // Start a visit on it.
  await page.locator("#f-title").focus();
  await page.keyboard.type("March walkthrough");
  await enter(page, /\/dashboard\/visits\/sv_[A-Za-z0-9]+$/);
  const visitId = page.url().split("/").pop()!;
  expect(await page.locator("h1").textContent()).toBe("March walkthrough");
  await check(page, "visit-draft");

  // Upload the walkthrough through the page's file input; the proxy cuts every connection once the
  // first half has gone through and the server has stored part of it. The video is padded to 2 MiB
  // (a trailing MP4 `free` box) so the cut falls well inside the body.
  const bytes = padded(await Bun.file(walk.path).bytes(), 2 * 1024 * 1024);
  const seen = watchPatches(page);
  const patches = seen.offsets;
  await page.setInputFiles("#video", {
    name: "walkthrough.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.from(bytes),
  });
  await page.locator("#upload-start").focus();
  const stored = await cutOnceStored(front, bytes.length / 2, {
    dataDir: server.dataDir,
    uploadUrl: () => seen.url,
    start: () => page.keyboard.press("Enter"),
  });
  await page.waitForSelector("section[data-status], .review:not(.unstaged)", { timeout: 60_000 });
  // Resumed, not restarted: the last PATCH starts where the server stopped, past what it had stored.
  expect(patches[0]).toBe(0);
  expect(patches.length).toBeGreaterThanOrEqual(2);
  expect(patches.at(-1)!).toBeGreaterThanOrEqual(stored);
  expect(patches.at(-1)!).toBeLessThan(bytes.length);
  if (await page.$("section[data-status]")) await check(page, "visit-processing");

  // The page follows the stage by itself and reloads into the review; the web copy follows.
  await page.waitForSelector(".review:not(.unstaged)", { timeout: 90_000 });
  expect((await settledVisit(t.live, visitId, 90_000, 250)).status).toBe("READY");
  await eventually(
    async () => {
      await page.reload();
      return !(await page.getByText("still being made").count());
    },
    90_000,
    "the web copy of the video",
  );
  await page.waitForFunction(
    () => (document.querySelector("#video") as HTMLVideoElement)?.readyState >= 1,
    null,
    { timeout: 20_000 },
  );
  await check(page, "visit-ready");

  // Seek from an item, by keyboard: the script moves the video there, no reload.
  const items = (await t.live.get(`/action-items?site_visit_id=${visitId}`)).body.data as any[];
  const timed = items.find((i) => i.timestampSec !== null && i.timestampSec > 1)!;
  expect(timed).toBeTruthy();
  await page.locator(`#item-${timed.id} a.seek`).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(
    (want) =>
      Math.abs((document.querySelector("#video") as HTMLVideoElement).currentTime - want) < 0.6,
    timed.timestampSec,
    { timeout: 10_000 },
  );
  expect(page.url()).toBe(`${origin}/dashboard/visits/${visitId}`);
  await check(page, "visit-seeked");

  // Edit that item from the keyboard: open its form, retype the title and the assignee, Enter saves.
  await page.locator(`#item-${timed.id} .edit-link`).focus();
  await page.keyboard.press("Enter");
  await page.locator(`#f-${timed.id}-title`).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Tap leaking under the kitchen sink");
  await page.selectOption(`#f-${timed.id}-priority`, "HIGH");
  await page.locator(`#f-${timed.id}-assignee`).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Sam (plumber)");
  await page.keyboard.press("Enter");
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.textContent === "Saved",
    `#item-${timed.id} .saved`,
  );
  await check(page, "visit-edited");
  const isEdit = (x: Received) =>
    x.body?.event_type === "action_item.updated" && x.body.data.action_item.id === timed.id;
  const hook = (await hooks.waitFor((r) => r.some(isEdit))).find(isEdit)!;
  expect(hook.verifyError).toBeNull();
  expect(hook.body.data.action_item).toMatchObject({
    title: "Tap leaking under the kitchen sink",
    priority: "HIGH",
    assignee: "Sam (plumber)",
  });

  // A missed item at a video time: pause there, the time fills in, Enter adds it with that frame.
  await page.evaluate(() => {
    const v = document.querySelector("#video") as HTMLVideoElement;
    v.pause();
    v.currentTime = 2.5;
  });
  await page.waitForFunction(
    () => (document.querySelector("#add-at") as HTMLInputElement).value === "0:02",
  );
  await page.locator("#add-title").focus();
  await page.keyboard.type("Scuffed skirting board by the door");
  // Added in place (no reload: the video keeps its time); the server draws the new card.
  await page.keyboard.press("Enter");
  await page.locator(".items > li h3", { hasText: "Scuffed skirting board by the door" }).waitFor();
  const added = (
    (await t.live.get(`/action-items?site_visit_id=${visitId}`)).body.data as any[]
  ).find((i) => i.title === "Scuffed skirting board by the door");
  expect(added.timestampSec).toBe(2); // the time as the form shows it, m:ss
  expect(added.evidenceImageUrls.length).toBe(1);
  await check(page, "visit-missed-added");
  // The visit page on a desktop: the video beside its items.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky player at the top of the screenshot
  const [player, list] = await Promise.all([
    page.locator("#player").boundingBox(),
    page.locator(".items").boundingBox(),
  ]);
  expect(list!.x).toBeGreaterThan(player!.x + player!.width - 1);
  await saveScreenshot(page, "flow-visit-desktop.png", { fullPage: true });
  await page.setViewportSize(PHONE.viewport);

  // Send the report, after its preview.
  await page.getByRole("link", { name: "Send report" }).focus();
  await enter(page, /\/send$/);
  await check(page, "send");
  await page.locator("#recipients").fill("landlord@harbour.test");
  await page.locator("#message").fill("The kitchen tap needs a plumber this week.");
  await page.getByRole("button", { name: "Preview email" }).focus();
  await submitByEnter(page, /\/send$/);
  // The preview frame shows the email as it would be sent, with the message just typed.
  const preview = page.frameLocator("iframe.preview").locator("body");
  await preview.getByText("The kitchen tap needs a plumber this week.").waitFor();
  await expect(preview.textContent()).resolves.toContain("Tap leaking under the kitchen sink");
  // Painted for the full-page screenshot: the sandboxed frame is drawn only once it has been on screen.
  await page.locator("iframe.preview").scrollIntoViewIfNeeded();
  await check(page, "send-preview");
  // The pipeline's other items are still suggested: the page asks first, and they are accepted.
  const left = (
    (await t.live.get(`/action-items?site_visit_id=${visitId}`)).body.data as any[]
  ).filter((i) => i.review.state === "suggested").length;
  await page.getByRole("button", { name: "Send report" }).focus();
  if (left > 0) {
    await submitByEnter(page, /\/send$/);
    await expect(page.locator("#suggested-choice").textContent()).resolves.toContain(
      `${left === 1 ? "1 item is" : `${left} items are`} still suggested`,
    );
    await page.getByRole("button", { name: "Accept all and send" }).focus();
  } else expect(await page.locator("#suggested-choice").count()).toBe(0);
  await enter(page, /\/send\?sent=1$/);
  await expect(page.locator(".notice").textContent()).resolves.toBe(
    "Report queued for 1 recipient.",
  );
  await check(page, "sent");

  // The landlord opens the public link from the mail, in a browser with no session.
  const mail = await inbox.waitForMail("landlord@harbour.test");
  expect(mail.text).toContain("The kitchen tap needs a plumber this week.");
  const reportUrl = /(http:\/\/\S+\/r\/[0-9a-z]{26})/.exec(mail.text ?? "")![1]!;
  expect(reportUrl).toStartWith(`${origin}/r/`);
  const reader = await browser.newContext(PHONE);
  const report = await reader.newPage();
  report.on("pageerror", (e) => problems.push(e.message));
  expect((await report.goto(reportUrl))!.status()).toBe(200);
  const body = (await report.locator("body").textContent())!;
  for (const text of [
    "March walkthrough",
    "Flat 2, 14 Quay Street",
    "Tap leaking under the kitchen sink",
    "Sam (plumber)",
    "Scuffed skirting board by the door",
  ])
    expect(body).toContain(text);
  await check(report, "public-report");
  await reader.close();

  expect(problems).toEqual([]);
  await context.close();
}, 240_000);
