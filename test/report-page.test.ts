// The public report page in headless Chromium (playwright-core driving Debian's chromium): a phone
// viewport, its content (items grouped by priority, evidence thumbnails linking to full size,
// completion details, an item's video time only on a visit with a video, no internal ids, nothing
// of another visit), no console errors, and the print rendering (page.pdf on A4 and Letter, read
// back with pdftotext): every item, groups flowing on one page, photos at their display size, no
// buttons. Screenshots and PDFs go to test/artifacts/ (gitignored).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { ARTIFACTS, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { removeDir, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, settledVisit, type Tenant } from "./helpers/fixtures";
import { openDb } from "./helpers/db";

const INTERNAL_ID = /\b(sv|ai|prop|acct|ev|upl|key|job|evt|cap)_[0-9a-z]{6,}/;

let server: TestServer;
let tenant: Tenant;
let browser: Browser;
let work: string;
let reportUrl: string;
let jpeg: Buffer;
let mediaServed: boolean;
const keys: string[] = [];
/** Each photo's thumbnail and display size, by the original's key. */
const sizes = new Map<string, { thumb: string; display: string }>();

const ITEMS = [
  {
    title: "Water leaking under the kitchen sink",
    priority: "HIGH",
    location: "Kitchen",
    assignee: "Pat Plumber",
    at: 75,
    quote: "there's water pooling under the kitchen sink",
  },
  {
    title: "Smoke alarm on the landing has no battery",
    priority: "HIGH",
    location: "Landing",
    assignee: null,
    at: 132,
    quote: "the smoke alarm on the landing is chirping",
  },
  {
    title: "Front gutter blocked with leaves",
    priority: "MEDIUM",
    location: "Front elevation",
    assignee: "Gutter Co",
    at: null,
    quote: null,
  },
  {
    title: "Cracked tile behind the bath",
    priority: "LOW",
    location: "Bathroom",
    assignee: null,
    at: 301,
    quote: null,
  },
] as const;

function blobKey(): string {
  // The media store's key shape: 26 characters of lowercase Crockford base32.
  const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
  return Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => alphabet[b % 32]).join("");
}

/** Stores `bytes` the way the local blob store does (<data-dir>/blobs/<2 chars>/<key>) with its row. */
function storeBlob(
  db: ReturnType<typeof openDb>,
  owner: { accountId: string; visitId: string; itemId: string },
  kind: "evidence" | "completion",
): string {
  const key = blobKey();
  const dir = join(server.dataDir, "blobs", key.slice(0, 2));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, key), jpeg);
  const now = new Date().toISOString();
  db.query(
    "INSERT INTO blobs (key, account_id, is_test, kind, content_type, size, owner_visit_id, owner_item_id, created_at) VALUES (?, ?, 1, ?, 'image/jpeg', ?, ?, ?, ?)",
  ).run(key, owner.accountId, kind, jpeg.length, owner.visitId, owner.itemId, now);
  // Its sizes, made by the job an upload queues.
  db.query(
    "INSERT INTO jobs (id, type, payload, status, concurrency_key, run_at, attempts, max_attempts, created_at, updated_at) VALUES (?, 'media.render', ?, 'queued', 'media.render', ?, 0, 3, ?, ?)",
  ).run(`job_${blobKey()}`, JSON.stringify({ key }), now, now, now);
  keys.push(key);
  return key;
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  work = tempDir("sitevisit-report-page-");
  const photo = join(work, "photo.jpg");
  const ff = Bun.spawnSync([
    "ffmpeg",
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=800x600:rate=1",
    "-frames:v",
    "1",
    "-y",
    photo,
  ]);
  if (ff.exitCode !== 0) throw new Error(`ffmpeg: ${ff.stderr}`);
  jpeg = Buffer.from(await Bun.file(photo).arrayBuffer());

  server = await startServer();
  tenant = await createTenant(server);
  const c = tenant.test;
  const prop = (
    await c.post("/properties", {
      name: "22 Kingfisher Close",
      address: "22 Kingfisher Close, York YO1 7HH",
    })
  ).body;
  const visit = (
    await c.post("/site-visits", {
      property_id: prop.id,
      title: "Mid-tenancy inspection",
      visit_date: "2026-11-20T10:30:00Z",
      summary:
        "Generally well kept. A leak under the kitchen sink and a dead smoke alarm need attention this week.",
    })
  ).body;
  reportUrl = visit.publicReportUrl;
  const ids: string[] = [];
  for (const it of ITEMS) {
    const r = await c.post("/action-items", {
      site_visit_id: visit.id,
      title: it.title,
      priority: it.priority,
      location: it.location,
      ...(it.assignee ? { assignee: it.assignee } : {}),
    });
    expect(r.status).toBe(201);
    ids.push(r.body.id);
  }
  // The smoke alarm was fixed on the spot.
  expect(
    (
      await c.post(`/action-items/${ids[1]}/complete`, {
        completed_by: "Sam Site",
        completion_note: "Fitted a new 10-year battery; tested OK.",
      })
    ).status,
  ).toBe(200);
  // Another visit of the same property: none of it may appear on this visit's report.
  const other = (
    await c.post("/site-visits", { property_id: prop.id, title: "Other visit entirely" })
  ).body;
  await c.post("/action-items", {
    site_visit_id: other.id,
    title: "Item of the other visit",
    priority: "HIGH",
  });

  const db = openDb(server.dataDir, false);
  try {
    ITEMS.forEach((it, i) =>
      db
        .query("UPDATE action_items SET timestamp_sec = ?, transcript_quote = ? WHERE id = ?")
        .run(it.at, it.quote, ids[i]!),
    );
    // The manager ticked "include what was said" on the review page (docs/dashboard.md).
    db.query("UPDATE site_visits SET include_quotes = 1 WHERE id = ?").run(visit.id);
    // The walkthrough video the times are in, as an upload leaves it (the report never plays it).
    const video = blobKey();
    mkdirSync(join(server.dataDir, "blobs", video.slice(0, 2)), { recursive: true });
    writeFileSync(join(server.dataDir, "blobs", video.slice(0, 2), video), "not played here");
    db.query(
      "INSERT INTO blobs (key, account_id, is_test, kind, content_type, size, owner_visit_id, created_at) VALUES (?, ?, 1, 'video', 'video/mp4', 15, ?, ?)",
    ).run(video, tenant.accountId, visit.id, new Date().toISOString());
    const owner = (i: number) => ({
      accountId: tenant.accountId,
      visitId: visit.id,
      itemId: ids[i]!,
    });
    const now = new Date().toISOString();
    for (const i of [0, 0, 2]) {
      const key = storeBlob(db, owner(i), "evidence");
      db.query(
        "INSERT INTO evidence (id, account_id, is_test, action_item_id, blob_key, created_at) VALUES (?, ?, 1, ?, ?, ?)",
      ).run(`ev_${blobKey().slice(0, 16)}`, tenant.accountId, ids[i]!, key, now);
    }
    db.query("UPDATE action_items SET completion_photo_key = ? WHERE id = ?").run(
      storeBlob(db, owner(1), "completion"),
      ids[1]!,
    );
    // Made by a low-priority child: wait for them (a busy machine can hold it back), 50 s = stalled.
    for (const until = Date.now() + 50_000; Date.now() < until; ) {
      const made = db
        .query(
          `SELECT key, thumb_key AS thumb, display_key AS display FROM blobs WHERE key IN (${keys.map(() => "?").join(",")}) AND thumb_key IS NOT NULL`,
        )
        .all(...keys) as { key: string; thumb: string; display: string }[];
      if (made.length === keys.length) {
        for (const m of made) sizes.set(m.key, m);
        break;
      }
      await Bun.sleep(50);
    }
    if (sizes.size !== keys.length) throw new Error("the photos' sizes were not made");
  } finally {
    db.close();
  }
  // /media/<key> is served by the media feature; where it is not in this build, the test serves the
  // same bytes to the browser itself so that the page's own markup is what is checked here.
  mediaServed = (await fetch(`${server.url}/media/${keys[0]}`)).status === 200;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  removeDir(work);
});

async function open(
  url: string,
  opts = PHONE,
): Promise<{ page: Page; errors: string[]; status: number }> {
  const ctx = await browser.newContext(opts);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  if (!mediaServed)
    await page.route("**/media/*", (route) =>
      route.fulfill({ status: 200, contentType: "image/jpeg", body: jpeg }),
    );
  const res = await page.goto(url, { waitUntil: "load" });
  return { page, errors, status: res!.status() };
}

function pdfText(pdf: Buffer, name: string): { pages: string[] } {
  const file = join(ARTIFACTS, name);
  writeFileSync(file, pdf);
  const pages: string[] = [];
  const info = Bun.spawnSync(["pdfinfo", file]).stdout.toString();
  const count = Number(/Pages:\s+(\d+)/.exec(info)![1]);
  for (let p = 1; p <= count; p++)
    pages.push(
      Bun.spawnSync([
        "pdftotext",
        "-layout",
        "-f",
        String(p),
        "-l",
        String(p),
        file,
        "-",
      ]).stdout.toString(),
    );
  return { pages };
}

describe("the report page on a phone", () => {
  test("shows the property, the visit and every item grouped HIGH, MEDIUM, LOW, and nothing else", async () => {
    const { page, errors, status } = await open(reportUrl);
    expect(status).toBe(200);
    const text = await page.innerText("body");
    for (const s of [
      "22 Kingfisher Close",
      "York YO1 7HH",
      "Mid-tenancy inspection",
      "20 November 2026",
      "Generally well kept",
      ...ITEMS.map((i) => i.title),
    ])
      expect(text).toContain(s);
    expect(text).not.toContain("Item of the other visit");
    expect(text).not.toContain("Other visit entirely");
    // Grouped by priority, most urgent first.
    const groups = await page.$$eval("section.group", (els) =>
      els.map((e) => ({
        h: e.querySelector("h2")!.textContent!.trim(),
        items: [...e.querySelectorAll("article h3")].map((h) => h.textContent),
      })),
    );
    expect(groups).toEqual([
      { h: "High priority 2", items: [ITEMS[0].title, ITEMS[1].title] },
      { h: "Medium priority 1", items: [ITEMS[2].title] },
      { h: "Low priority 1", items: [ITEMS[3].title] },
    ]);
    // Status, assignee, location, video timestamp (mm:ss: the visit has a video) and transcript
    // quote on the first item.
    const first = await page.locator("article", { hasText: ITEMS[0].title }).innerText();
    for (const s of [
      "Open",
      "Location: Kitchen",
      "Assigned to: Pat Plumber",
      "Video: 01:15",
      ITEMS[0].quote,
    ])
      expect(first).toContain(s);
    expect(await page.locator("article", { hasText: ITEMS[3].title }).innerText()).toContain(
      "Video: 05:01",
    );
    // Completion details: who, the note, the photo.
    const done = await page.locator("article", { hasText: ITEMS[1].title }).innerText();
    for (const s of ["Done", "Fixed on", "by Sam Site", "Fitted a new 10-year battery"])
      expect(done).toContain(s);
    // No internal id anywhere: not in the visible text, not in the markup.
    expect(text).not.toMatch(INTERNAL_ID);
    expect(await page.content()).not.toMatch(INTERNAL_ID);
    // Fits the phone: nothing scrolls sideways.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    expect(await page.getAttribute('meta[name="robots"]', "content")).toContain("noindex");
    await saveScreenshot(page, "report-phone.png", { fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a visit with a transcript and no video shows no video time on its items, and their quotes", async () => {
    // A transcript with times, uploaded instead of a video (PUT …/transcript): its items have a
    // time and a quote, and the time is in no video.
    const c = tenant.test;
    const prop = (await c.post("/properties", { name: "9 Heron Row" })).body;
    const created = (
      await c.post("/site-visits", { property_id: prop.id, title: "Read from a transcript" })
    ).body;
    const vtt = [
      "WEBVTT",
      "",
      "00:00:05.000 --> 00:00:09.000",
      "Kitchen: the mixer tap is leaking at the base.",
      "",
      "00:01:15.000 --> 00:01:19.000",
      "Bathroom: the extractor fan is broken.",
      "",
    ].join("\n");
    const put = await c.request("PUT", `/site-visits/${created.id}/transcript`, {
      raw: vtt,
      headers: { "content-type": "text/vtt" },
    });
    expect(put.status).toBe(202);
    expect((await settledVisit(c, created.id)).status).toBe("READY");
    const items = (await c.get(`/action-items?site_visit_id=${created.id}`)).body.data as any[];
    expect(items.length).toBe(2);
    for (const i of items) {
      expect(i.timestampSec).toBeGreaterThan(0);
      expect(i.transcriptQuote).toBeTruthy();
      expect((await c.post(`/action-items/${i.id}/confirm`, {})).status).toBe(200);
    }
    const db = openDb(server.dataDir, false);
    try {
      db.query("UPDATE site_visits SET include_quotes = 1 WHERE id = ?").run(created.id);
    } finally {
      db.close();
    }

    const { page, errors, status } = await open(created.publicReportUrl);
    expect(status).toBe(200);
    for (const i of items) {
      const card = page.locator("article", { hasText: i.title });
      expect(await card.locator("blockquote").innerText()).toContain(i.transcriptQuote);
      expect(await card.locator(".facts").innerText()).not.toContain("Video");
    }
    // No time anywhere on the page: not "Video: 00:05", nor the 1:15 of the second cue.
    expect(await page.innerText("main")).not.toMatch(/\d:\d\d/);
    await saveScreenshot(page, "report-no-video-phone.png", { fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("evidence thumbnails load and open the display size; the completion photo too; no original is fetched", async () => {
    const fetched: string[] = [];
    const { page, errors } = await open(reportUrl);
    page.on("request", (r) => fetched.push(r.url()));
    await page.reload({ waitUntil: "load" });
    const thumbs = await page.$$eval(".thumbs a img", (imgs) =>
      imgs.map((i) => ({
        href: i.closest("a")!.href,
        src: (i as HTMLImageElement).currentSrc,
        w: (i as HTMLImageElement).naturalWidth,
        shown: i.getBoundingClientRect().width,
      })),
    );
    expect(thumbs).toHaveLength(4); // two on the leak, one on the gutter, the completion photo
    const all = [...sizes.values()];
    for (const t of thumbs) {
      expect(t.w).toBe(320); // the thumbnail decoded (800x600 → 320x240)
      expect(t.shown).toBe(96); // shown as a thumbnail
      const s = all.find((x) => t.src.endsWith(`/media/${x.thumb}`));
      expect(s).toBeDefined();
      expect(t.href).toEndWith(`/media/${s!.display}`);
    }
    for (const k of keys)
      expect(fetched.some((u) => u.includes(k)) || (await page.content()).includes(k)).toBe(false);
    // Tapping a thumbnail opens the full-size photo.
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.locator(".thumbs a").first().click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(thumbs[0]!.href);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("unknown and expired links get readable 404 and 410 pages", async () => {
    const token = new URL(reportUrl).pathname.split("/")[2]!;
    const missing = await open(`${server.url}/r/${token.slice(0, -1)}x`);
    expect(missing.status).toBe(404);
    expect(await missing.page.innerText("h1")).toBe("Report not found");
    await saveScreenshot(missing.page, "report-404-phone.png");
    await missing.page.context().close();

    const prop = (await tenant.test.post("/properties", { name: "Expiring Place" })).body;
    const v = (await tenant.test.post("/site-visits", { property_id: prop.id, title: "Soon gone" }))
      .body;
    const at = Date.now() + 1000;
    const rotated = (
      await tenant.test.post(`/site-visits/${v.id}/report-link`, {
        expires_at: new Date(at).toISOString(),
      })
    ).body;
    await Bun.sleep(at - Date.now() + 100);
    const gone = await open(rotated.publicReportUrl);
    expect(gone.status).toBe(410);
    expect(await gone.page.innerText("h1")).toContain("expired");
    expect(await gone.page.innerText("body")).not.toContain("Soon gone");
    await saveScreenshot(gone.page, "report-410-phone.png");
    await gone.page.context().close();
  });
});

describe("printing", () => {
  for (const format of ["A4", "Letter"] as const)
    test(`${format}: every item, the groups flowing onto one page, no buttons, photos at their display size`, async () => {
      const { page, errors } = await open(reportUrl, {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
      });
      await page.emulateMedia({ media: "print" });
      expect(await page.isVisible("#print")).toBe(false);
      // In print each photo is its display size (800x600 kept, never enlarged), 40 mm wide at most.
      await page.waitForFunction(() =>
        [...document.images].every((i) => i.complete && i.naturalWidth === 800),
      );
      const printed = await page.$$eval(".thumbs img", (imgs) =>
        imgs.map((i) => ({
          src: (i as HTMLImageElement).currentSrc,
          w: Math.round(i.getBoundingClientRect().width),
        })),
      );
      for (const p of printed) {
        expect([...sizes.values()].some((s) => p.src.endsWith(`/media/${s.display}`))).toBe(true);
        expect(p.w).toBe(151); // 40 mm at 96 dpi
      }
      if (format === "A4") await saveScreenshot(page, "report-print-media.png", { fullPage: true });
      const { pages } = pdfText(
        await page.pdf({ format, printBackground: true }),
        `report-${format}.pdf`,
      );
      const all = pages.join("\n").replace(/\s+/g, " ");
      for (const it of ITEMS) expect(all).toContain(it.title);
      expect(all).toContain("22 Kingfisher Close");
      expect(all).not.toContain("Print or save as PDF");
      expect(all).not.toMatch(INTERNAL_ID);
      // Groups flow one after another: this four-item report is one page.
      const pageOf = (s: string) => pages.findIndex((p) => p.includes(s));
      expect(pages).toHaveLength(1);
      expect(["High priority", "Medium priority", "Low priority"].map(pageOf)).toEqual([0, 0, 0]);
      // No item is cut across pages: its title and its last line are on the same page.
      expect(pageOf(ITEMS[1].title)).toBe(pageOf("Fitted a new 10-year battery"));
      expect(errors).toEqual([]);
      await page.context().close();
    });
});
