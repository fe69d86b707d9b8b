// The dashboard's visit page against the real server (its public URL is a TCP proxy in front of it,
// so a test can cut the connection of an upload midway) and headless Chromium at 390x844 and
// 1280x800: the walkthrough uploaded with tus-js-client through a cut that resumes, the processing
// stage, READY, the video seeking to an item, an item edited in place (the webhook endpoint gets
// action_item.updated, signature verified), a missed item added at a video time with that frame, a
// HEVC .mov rotated played as its H.264 copy; the attacks: another account's ids, CSRF, tus by
// another session, wrong offset, over the cap, wrong type, hostile strings. axe and screenshots.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { $ } from "bun";
import type { Browser, Page } from "playwright-core";
import {
  expectAccessible,
  launchBrowser,
  pageBoxes,
  PHONE,
  watchPatches,
  saveScreenshot,
} from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, settledVisit, type Tenant } from "./helpers/fixtures";
import { signedIn, type Browser as FormClient } from "./helpers/dashboard";
import { makeWalkthrough, padded, type Walkthrough } from "./helpers/walkthrough";
import { cutOnceStored, tcpProxy } from "./helpers/tcp-proxy";
import { subscribedReceiver, type Received, type Receiver } from "./helpers/webhook-receiver";

const CAP = 4 * 1024 * 1024;
const TUS = { "tus-resumable": "1.0.0" };
const HOSTILE = `<script>alert(1)</script>"'><img src=x onerror=alert(2)> javascript:alert(3) </script>`;

/** The server's public address: a proxy the upload test cuts midway. */
let front: ReturnType<typeof tcpProxy>;
let server: TestServer;
/** The server as the tests (and the browser) reach it: through the proxy, at the public URL. */
let pub: TestServer;
let origin: string;
let t: Tenant;
let other: Tenant;
let walk: Walkthrough;
let browser: Browser;
let hooks: Receiver;
let ana: FormClient;
let bob: FormClient;

beforeAll(async () => {
  front = tcpProxy(() => Number(new URL(server.url).port));
  const port = Number(new URL(await front.listen()).port);
  origin = `http://localhost:${port}`;
  [server, walk] = await Promise.all([
    startServer({
      args: ["--dev"],
      env: {
        SITEVISIT_TRANSCRIBER: "pocketsphinx",
        SITEVISIT_MAX_VIDEO_BYTES: String(CAP),
        SITEVISIT_PUBLIC_URL: origin,
      },
    }),
    makeWalkthrough([
      "In the kitchen the tap under the sink is leaking badly.",
      "In the hallway the smoke alarm is missing its battery.",
    ]),
  ]);
  pub = { ...server, url: `http://127.0.0.1:${port}` };
  [t, other] = await Promise.all([
    createTenant(server, "Harbour Lettings"),
    createTenant(server, "Other Firm"),
  ]);
  expect((await server.cli(["accounts", "set-plan", t.accountId, "unlimited"])).code).toBe(0);
  hooks = await subscribedReceiver(t.live, "Dashboard edits", ["action_item.updated"]);
  ana = (await signedIn(pub, t.accountId, "ana@harbour.test", "Ana Costa")).b;
  bob = (await signedIn(pub, other.accountId, "bob@other.test", "Bob")).b;
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  hooks?.stop();
  await server?.stop();
  front?.close();
});

async function newVisit(title = "March walkthrough", tenant = t) {
  const p = await tenant.live.post("/properties", { name: "Flat 2, 14 Quay Street" });
  const v = await tenant.live.post("/site-visits", {
    property_id: p.body.id,
    title,
    visit_date: "2026-03-14T10:00:00Z",
  });
  expect(v.status).toBe(201);
  return v.body.id as string;
}

const shot = (page: Page, name: string) =>
  saveScreenshot(page, `dashboard-visit-${name}.png`, { fullPage: true });

/** A Chromium page signed in as Ana (her session cookie, on the public origin). */
async function anaPage(size: "phone" | "desktop") {
  const context = await browser.newContext(
    size === "phone" ? PHONE : { viewport: { width: 1280, height: 800 } },
  );
  await context.addCookies([{ name: "sitevisit_session", value: ana.jar.cookie!, url: origin }]);
  return { context, page: await context.newPage() };
}

async function waitForWebVideo(id: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const page = await ana.get(`/dashboard/visits/${id}`);
    if (page.status === 200 && !page.text.includes("still being made")) return page.text;
    if (Date.now() > until) throw new Error("no web copy");
    await Bun.sleep(500);
  }
}

describe("the whole review in Chromium", () => {
  test("upload cut midway resumes, READY, seek, edit (webhook), add a missed item with its frame", async () => {
    const id = await newVisit();
    const { context, page } = await anaPage("phone");
    try {
      await page.goto(`${origin}/dashboard/visits/${id}`);
      await expect(page.locator("h1").textContent()).resolves.toBe("March walkthrough");
      await expectAccessible(page, "draft");
      await shot(page, "draft-phone");

      // The video padded to 2 MiB (a trailing MP4 `free` box), so the cut falls well inside the body.
      const bytes = padded(await Bun.file(walk.path).bytes(), 2 * 1024 * 1024);
      const seen = watchPatches(page);
      const patches = seen.offsets;
      await page.setInputFiles("#video", {
        name: "walkthrough.mp4",
        mimeType: "video/mp4",
        buffer: Buffer.from(bytes),
      });
      await page.focus("#upload-start");
      const stored = await cutOnceStored(front, bytes.length / 2, {
        dataDir: server.dataDir,
        uploadUrl: () => seen.url,
        start: () => page.keyboard.press("Enter"),
      });
      // The upload finishes (the page reloads into processing or review).
      await page.waitForSelector("section[data-status], .review:not(.unstaged)", {
        timeout: 60_000,
      });
      expect(front.state.cut).toBe(true);
      // Resumed, not restarted: after the cut the last PATCH starts where the server stopped. (The
      // bytes through the proxy are not a measure here: Chromium itself may resend a body once
      // after a reset, which the server refuses with 409 before tus-js-client asks with HEAD.)
      expect(patches[0]).toBe(0);
      expect(patches.length).toBeGreaterThanOrEqual(2);
      expect(patches.at(-1)!).toBeGreaterThanOrEqual(stored);
      expect(patches.at(-1)!).toBeLessThan(bytes.length);
      if (await page.$("section[data-status]")) {
        await shot(page, "processing-phone");
        await expectAccessible(page, "processing");
      }
      // The page follows the stage by itself and reloads into the review.
      await page.waitForSelector(".review:not(.unstaged)", { timeout: 90_000 });
      const visit = await settledVisit(t.live, id, 90_000, 250);
      expect(visit.status).toBe("READY");
      await waitForWebVideo(id);
      await page.reload();
      await page.waitForFunction(
        () => (document.querySelector("#video") as HTMLVideoElement)?.readyState >= 1,
        null,
        { timeout: 20_000 },
      );
      await expectAccessible(page, "review");
      await shot(page, "review-phone");
      // On a phone the video follows the visit's details at its own size (its 16:9 box, no taller),
      // and the items follow the video: nothing is kept between them beyond the player itself.
      // (Scrolled, the player is pinned at the top over the items, and a full-page screenshot draws
      // it there, leaving its place under the details blank: the page has no such gap.)
      await page.evaluate(() => scrollTo(0, 0));
      const b = await pageBoxes(page, {
        details: ".head",
        player: "#player",
        video: "#video",
        tools: "#player .tools",
        items: ".work",
      });
      expect(b.player!.top - b.details!.bottom).toBeLessThanOrEqual(24);
      expect(b.items!.top - b.player!.bottom).toBeLessThanOrEqual(24);
      expect(b.video!.height).toBeLessThanOrEqual((b.video!.width * 9) / 16 + 1);
      expect(b.player!.height).toBeLessThanOrEqual(b.video!.height + b.tools!.height + 16);

      // Seek from an item.
      const items = (await t.live.get(`/action-items?site_visit_id=${id}`)).body.data as any[];
      const timed = items.find((i) => i.timestampSec !== null && i.timestampSec > 1)!;
      expect(timed).toBeTruthy();
      await page.focus(`#item-${timed.id} a.seek`);
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        (want) =>
          Math.abs((document.querySelector("#video") as HTMLVideoElement).currentTime - want) < 0.6,
        timed.timestampSec,
        { timeout: 10_000 },
      );
      expect(page.url()).toBe(`${origin}/dashboard/visits/${id}`); // the script seeked, no reload

      // Edit in place, from the keyboard: the service's webhook arrives, signed.
      await page.click(`#item-${timed.id} .edit-link`);
      await page.fill(`#f-${timed.id}-title`, "Tap leaking under the kitchen sink");
      await page.selectOption(`#f-${timed.id}-priority`, "HIGH");
      await page.fill(`#f-${timed.id}-assignee`, "Sam (plumber)");
      await page.focus(`#f-${timed.id}-assignee`);
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.textContent === "Saved",
        `#item-${timed.id} .saved`,
      );
      const isEdit = (x: Received) =>
        x.body.event_type === "action_item.updated" && x.body.data.action_item.id === timed.id;
      const hook = (await hooks.waitFor((r) => r.some(isEdit))).find(isEdit)!;
      expect(hook.verifyError).toBeNull();
      expect(hook.body.data.action_item).toMatchObject({
        title: "Tap leaking under the kitchen sink",
        priority: "HIGH",
        assignee: "Sam (plumber)",
      });
      const after = (await t.live.get(`/action-items/${timed.id}`)).body;
      expect(after).toMatchObject({
        title: "Tap leaking under the kitchen sink",
        priority: "HIGH",
        assignee: "Sam (plumber)",
      });

      // Add a missed item at a video time: pause there, the time fills in.
      await page.evaluate(() => {
        const v = document.querySelector("#video") as HTMLVideoElement;
        v.pause();
        v.currentTime = 2.5;
      });
      await page.waitForFunction(
        () => (document.querySelector("#add-at") as HTMLInputElement).value === "0:02",
      );
      await page.fill("#add-title", "Scuffed skirting board by the door");
      await page.click("#add-item button[type=submit]");
      // Added in place (no reload: the video keeps its time); the server draws the new card.
      await page
        .locator(".items > li h3", { hasText: "Scuffed skirting board by the door" })
        .waitFor();
      const added = (
        (await t.live.get(`/action-items?site_visit_id=${id}`)).body.data as any[]
      ).find((i) => i.title === "Scuffed skirting board by the door");
      expect(added.timestampSec).toBe(2); // the time as the field shows it, m:ss
      expect(added.evidenceImageUrls.length).toBe(1);
      const frame = await fetch(
        `${pub.url}/media/${new URL(added.evidenceImageUrls[0]).pathname.split("/").pop()}`,
      );
      expect(frame.headers.get("content-type")).toBe("image/jpeg");
      await shot(page, "review-after-add-phone");

      // The desktop layout: video beside its items.
      const desk = await anaPage("desktop");
      try {
        await desk.page.goto(`${origin}/dashboard/visits/${id}`);
        const [player, list] = await Promise.all([
          desk.page.locator("#player").boundingBox(),
          desk.page.locator(".items").boundingBox(),
        ]);
        expect(list!.x).toBeGreaterThan(player!.x + player!.width - 1);
        await expectAccessible(desk.page, "review-desktop");
        await shot(desk.page, "review-desktop");
      } finally {
        await desk.context.close();
      }
    } finally {
      await context.close();
    }
  }, 240_000);

  test("a HEVC .mov with a rotation tag plays through its H.264 copy", async () => {
    const dir = (await $`mktemp -d`.text()).trim();
    const mov = join(dir, "phone.mov");
    // HEVC as iPhones record it: landscape frames shown portrait by a rotation tag. ffmpeg writes the
    // tag only when the stream is copied, hence the second pass.
    const plain = join(dir, "plain.mov");
    await $`ffmpeg -nostdin -v error -y -i ${walk.path} -c:v libx265 -preset ultrafast -x265-params log-level=error -tag:v hvc1 -pix_fmt yuv420p -c:a copy ${plain}`.quiet();
    await $`ffmpeg -nostdin -v error -y -i ${plain} -c copy -metadata:s:v:0 rotate=90 ${mov}`.quiet();
    const probe = await $`ffprobe -v error -show_streams -of json ${mov}`.json();
    expect(probe.streams.find((s: any) => s.codec_type === "video").codec_name).toBe("hevc");
    const id = await newVisit("Phone video");
    const bytes = await Bun.file(mov).bytes();
    const created = await fetch(`${pub.url}/dashboard/site-visits/${id}/video/uploads`, {
      method: "POST",
      headers: {
        ...TUS,
        cookie: `sitevisit_session=${ana.jar.cookie}`,
        origin,
        "x-csrf-token": await ana.csrf(),
        "upload-length": String(bytes.length),
        "upload-metadata": `filetype ${btoa("video/quicktime")}`,
      },
    });
    expect(created.status).toBe(201);
    const done = await fetch(pub.url + created.headers.get("location"), {
      method: "PATCH",
      headers: {
        ...TUS,
        cookie: `sitevisit_session=${ana.jar.cookie}`,
        origin,
        "x-csrf-token": await ana.csrf(),
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      body: bytes,
    });
    expect(done.status).toBe(204);
    await settledVisit(t.live, id, 90_000, 250);
    const html = await waitForWebVideo(id);
    const key = /<video[^>]+src="\/media\/([A-Za-z0-9_-]+)/.exec(html)![1]!;
    const copy = join(dir, "copy.mp4");
    await Bun.write(copy, await (await fetch(`${pub.url}/media/${key}`)).arrayBuffer());
    const info = await $`ffprobe -v error -show_streams -show_format -of json ${copy}`.json();
    const v = info.streams.find((s: any) => s.codec_type === "video");
    expect(v.codec_name).toBe("h264");
    expect(v.pix_fmt).toBe("yuv420p");
    expect(v.height).toBeGreaterThan(v.width); // the rotation is in the pixels now
    // faststart: the index (moov) comes before the media data (mdat).
    const head = new TextDecoder("latin1").decode(
      (await Bun.file(copy).bytes()).subarray(0, 64 * 1024),
    );
    expect(head.indexOf("moov")).toBeGreaterThan(-1);
    expect(head.indexOf("moov")).toBeLessThan(
      head.indexOf("mdat") === -1 ? Infinity : head.indexOf("mdat"),
    );

    const { context, page } = await anaPage("desktop");
    try {
      await page.goto(`${origin}/dashboard/visits/${id}`);
      await page.waitForFunction(
        () => {
          const v = document.querySelector("#video") as HTMLVideoElement;
          return v && v.readyState >= 2 && v.videoWidth > 0 && !v.error;
        },
        null,
        { timeout: 20_000 },
      );
      const size = await page.evaluate(() => {
        const v = document.querySelector("#video") as HTMLVideoElement;
        return { w: v.videoWidth, h: v.videoHeight };
      });
      expect(size.h).toBeGreaterThan(size.w);
      await shot(page, "hevc-desktop");
    } finally {
      await context.close();
    }
    // Deleting the visit deletes the copy too.
    expect((await t.live.del(`/site-visits/${id}`)).status).toBe(204);
    expect((await fetch(`${pub.url}/media/${key}`)).status).toBe(404);
  }, 180_000);
});

describe("bad input and attacks", () => {
  let id: string;
  let itemId: string;
  beforeAll(async () => {
    id = await newVisit(HOSTILE);
    const tr = await t.live.request("PUT", `/site-visits/${id}/transcript`, {
      raw: "In the kitchen the tap under the sink is leaking badly.",
      headers: { "content-type": "text/plain" },
    });
    expect(tr.status).toBeLessThan(300);
    await settledVisit(t.live, id, 90_000, 250);
    const item = await t.live.post("/action-items", {
      site_visit_id: id,
      title: "Check the boiler",
    });
    itemId = item.body.id;
  }, 60_000);

  test("another account's visit and item ids are 404 pages; signed out is a redirect", async () => {
    expect((await bob.get(`/dashboard/visits/${id}`)).status).toBe(404);
    expect((await bob.get(`/dashboard/visits/${id}/status`)).status).toBe(404);
    const csrf = await bob.csrf();
    const edit = await bob.post(`/dashboard/visits/${id}/items/${itemId}`, {
      _csrf: csrf,
      title: "Mine now",
    });
    expect(edit.status).toBe(404);
    expect(
      (await bob.post(`/dashboard/visits/${id}/items/${itemId}/delete`, { _csrf: csrf })).status,
    ).toBe(404);
    // An item of another visit of the same account under this visit's URL: 404.
    const otherVisit = await newVisit("Another");
    expect(
      (
        await ana.post(`/dashboard/visits/${otherVisit}/items/${itemId}`, {
          _csrf: await ana.csrf(),
          title: "x",
        })
      ).status,
    ).toBe(404);
    expect((await t.live.get(`/action-items/${itemId}`)).body.title).toBe("Check the boiler");
    const own = await ana.get(`/dashboard/visits/${id}/status`);
    expect(JSON.parse(own.text)).toEqual({
      estimate: null,
      status: "READY",
      stage: null,
      stageLabel: null,
      processingError: null,
    });
    const anon = await fetch(`${pub.url}/dashboard/visits/${id}`, { redirect: "manual" });
    expect(anon.status).toBe(303);
  });

  test("a missing or wrong CSRF token, or a foreign Origin: 403 and nothing changes", async () => {
    const path = `/dashboard/visits/${id}/items/${itemId}`;
    expect((await ana.post(path, { title: "No token" })).status).toBe(403);
    expect((await ana.post(path, { _csrf: "wrong", title: "Wrong token" })).status).toBe(403);
    expect((await ana.post(path, { _csrf: await bob.csrf(), title: "Bob's token" })).status).toBe(
      403,
    );
    expect(
      (
        await ana.post(
          path,
          { _csrf: await ana.csrf(), title: "Elsewhere" },
          { origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect((await ana.post(`/dashboard/visits/${id}/items`, { title: "Sneaked in" })).status).toBe(
      403,
    );
    expect((await ana.post(`${path}/delete`, {})).status).toBe(403);
    expect((await t.live.get(`/action-items/${itemId}`)).body.title).toBe("Check the boiler");
    // The tus creation too: no token, or another origin.
    const noToken = await fetch(
      `${pub.url}/dashboard/site-visits/${await newVisit()}/video/uploads`,
      {
        method: "POST",
        headers: {
          ...TUS,
          cookie: `sitevisit_session=${ana.jar.cookie}`,
          origin,
          "upload-length": "1000",
        },
      },
    );
    expect(noToken.status).toBe(403);
    expect((await noToken.json()).error.code).toBe("csrf_failed");
  });

  test("wrong types and oversize fields are 400 with the API's rules; nothing half-written", async () => {
    const csrf = await ana.csrf();
    const path = `/dashboard/visits/${id}/items/${itemId}`;
    const bad: Record<string, string>[] = [
      { priority: "URGENT" },
      { status: "CLOSED" },
      { title: " " },
      { title: "x".repeat(201) },
      { assignee: "a".repeat(101) },
    ];
    for (const form of bad) {
      const r = await ana.post(path, { _csrf: csrf, ...form });
      expect(r.status).toBe(400);
      expect(r.text).not.toContain("    at ");
    }
    const json = await ana.post(
      path,
      { _csrf: csrf, priority: "URGENT" },
      { headers: { accept: "application/json" } },
    );
    expect(json.status).toBe(400);
    expect(JSON.parse(json.text).error.code).toBe("validation_error");
    // The complaint names the field as the form labels it, as the details form's do.
    const long = await ana.post(
      path,
      { _csrf: csrf, title: "x".repeat(201) },
      { headers: { accept: "application/json" } },
    );
    expect(JSON.parse(long.text).error.message).toBe(
      "Title can be at most 200 characters; this is 201.",
    );
    expect(
      (
        await ana.post(`/dashboard/visits/${id}/items`, {
          _csrf: csrf,
          title: "At a bad time",
          at: "soon",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await ana.post(`/dashboard/visits/${id}/items`, {
          _csrf: csrf,
          title: "At a bad time",
          at: "-3",
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.live.get(`/action-items?site_visit_id=${id}`)).body.data.some(
        (i: any) => i.title === "At a bad time",
      ),
    ).toBe(false);
    expect((await t.live.get(`/action-items/${itemId}`)).body.title).toBe("Check the boiler");
  });

  test("deleting an item: the form's POST deletes it through the service (action_item.deleted)", async () => {
    const doomed = (
      await t.live.post("/action-items", { site_visit_id: id, title: "Wrongly heard" })
    ).body.id as string;
    const r = await ana.post(`/dashboard/visits/${id}/items/${doomed}/delete`, {
      _csrf: await ana.csrf(),
    });
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe(`/dashboard/visits/${id}?saved=deleted`);
    expect((await t.live.get(`/action-items/${doomed}`)).status).toBe(404);
    const events = (await t.live.get(`/events?type=action_item.deleted`)).body.data as any[];
    expect(events.some((e) => e.data.action_item_id === doomed)).toBe(true);
  });

  test("hostile strings in every field are shown as text, never markup", async () => {
    const csrf = await ana.csrf();
    const r = await ana.post(`/dashboard/visits/${id}/items/${itemId}`, {
      _csrf: csrf,
      title: HOSTILE,
      location: HOSTILE,
      category: HOSTILE,
      assignee: HOSTILE,
    });
    expect(r.status).toBe(303);
    const added = await ana.post(`/dashboard/visits/${id}/items`, {
      _csrf: csrf,
      title: HOSTILE,
      location: HOSTILE,
    });
    expect(added.status).toBe(303);
    const page = await ana.get(`/dashboard/visits/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("<script>alert");
    expect(page.text).not.toContain("<img src=x");
    expect(page.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const { context, page: p } = await anaPage("phone");
    try {
      const dialogs: string[] = [];
      p.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await p.goto(`${origin}/dashboard/visits/${id}`);
      expect(await p.locator("h1").textContent()).toBe(HOSTILE);
      expect(dialogs).toEqual([]);
      await expectAccessible(p, "hostile");
      await shot(p, "hostile-phone");
    } finally {
      await context.close();
    }
  });

  test("tus under the session: another session 404, wrong offset 409, over the cap 413, not a video 415", async () => {
    const visit = await newVisit("Uploads");
    const h = async (who: FormClient) => ({
      ...TUS,
      cookie: `sitevisit_session=${who.jar.cookie}`,
      origin,
      "x-csrf-token": await who.csrf(),
    });
    const created = await fetch(`${pub.url}/dashboard/site-visits/${visit}/video/uploads`, {
      method: "POST",
      headers: { ...(await h(ana)), "upload-length": "1000" },
    });
    expect(created.status).toBe(201);
    const loc = created.headers.get("location")!;
    expect(loc).toMatch(/^\/dashboard\/video-uploads\/[0-9a-f]{32}$/);
    // Bob (another account's session) cannot see, resume or end it.
    expect((await fetch(pub.url + loc, { method: "HEAD", headers: await h(bob) })).status).toBe(
      404,
    );
    const bobPatch = await fetch(pub.url + loc, {
      method: "PATCH",
      headers: {
        ...(await h(bob)),
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      body: new Uint8Array(10),
    });
    expect(bobPatch.status).toBe(404);
    expect((await fetch(pub.url + loc, { method: "DELETE", headers: await h(bob) })).status).toBe(
      404,
    );
    // Bob's session cannot create one on Ana's visit either.
    expect(
      (
        await fetch(`${pub.url}/dashboard/site-visits/${visit}/video/uploads`, {
          method: "POST",
          headers: { ...(await h(bob)), "upload-length": "1000" },
        })
      ).status,
    ).toBe(404);
    // No session at all: 401 in the error envelope.
    const anon = await fetch(pub.url + loc, { method: "HEAD", headers: TUS });
    expect(anon.status).toBe(401);
    // Wrong offset.
    const wrong = await fetch(pub.url + loc, {
      method: "PATCH",
      headers: {
        ...(await h(ana)),
        "upload-offset": "500",
        "content-type": "application/offset+octet-stream",
      },
      body: new Uint8Array(10),
    });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).error.code).toBe("upload_offset_mismatch");
    // Over the cap.
    const big = await fetch(`${pub.url}/dashboard/site-visits/${visit}/video/uploads`, {
      method: "POST",
      headers: { ...(await h(ana)), "upload-length": String(CAP + 1) },
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("payload_too_large");
    // Not a video: the last byte is refused with 415 and the visit stays DRAFT.
    const text = new TextEncoder().encode("this is not a video at all ".repeat(40));
    const c2 = await fetch(`${pub.url}/dashboard/site-visits/${visit}/video/uploads`, {
      method: "POST",
      headers: { ...(await h(ana)), "upload-length": String(text.length) },
    });
    const last = await fetch(pub.url + c2.headers.get("location"), {
      method: "PATCH",
      headers: {
        ...(await h(ana)),
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      body: text,
    });
    expect(last.status).toBe(415);
    expect((await t.live.get(`/site-visits/${visit}`)).body.status).toBe("DRAFT");
  });

  test("the client script: content-hash URL, a year's cache, the page's nonce; page JS+CSS under 150 KB", async () => {
    const page = await ana.get(`/dashboard/visits/${id}`);
    const m =
      /<script defer src="(\/dashboard\/assets\/(?:visit|review)\.[0-9a-f]{12}\.js)" nonce="([^"]+)"><\/script>/.exec(
        page.text,
      )!;
    expect(m).toBeTruthy();
    expect(page.headers.get("content-security-policy")).toContain(`script-src 'nonce-${m[2]}'`);
    const js = await fetch(pub.url + m[1]);
    expect(js.status).toBe(200);
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(js.headers.get("content-type")).toStartWith("text/javascript");
    // Every script the page loads (the visit's and every page's date formatter) counts.
    let jsBytes = 0;
    for (const [, src] of page.text.matchAll(/<script defer src="([^"]+)"/g))
      jsBytes += (await (await fetch(pub.url + src)).arrayBuffer()).byteLength;
    // The page's own CSS and the shared stylesheet it links.
    let css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(page.text)![1]!.length;
    for (const [, href] of page.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g))
      css += (await (await fetch(pub.url + href)).arrayBuffer()).byteLength;
    console.log(`visit page: script ${jsBytes} B, CSS ${css} B, total ${jsBytes + css} B`);
    expect(jsBytes + css).toBeLessThan(150 * 1024);
    expect((await fetch(`${pub.url}/dashboard/assets/visit.000000000000.js`)).status).toBe(404);
  });
});

test("the embedded client scripts are the current build of src/dashboard/client (run bun scripts/build-client.ts)", async () => {
  const { clientAssets } = await import("../src/dashboard/client.generated");
  const { bundleClient } = await import("../scripts/build-client");
  expect(clientAssets.visit!.body).toBe(await bundleClient("visit.ts"));
});
