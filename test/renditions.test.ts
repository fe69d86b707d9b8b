// Image sizes (thumbnail 320 px, display 1600 px) made by a job after every upload, through the
// bounded image-tool runner: upright, without metadata, deleted with their original, never the
// original on a public page; hostile images end in a failure recorded on the media, with the
// converter's memory bounded and /healthz answering. Real server, real vips and heif-convert.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import type { Database } from "bun:sqlite";
import { startServer, tempDir, removeDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { openDb } from "./helpers/db";
import { filesUnder, makeImage } from "./helpers/images";
import { STALL_MS } from "./helpers/healthz";
import { HEIC_SAMPLE } from "../src/media/heic";
import { imageToolLoad, runImageTool } from "../src/media/image-tool";
import { makeSizes } from "../src/media/renditions";

let server: TestServer;
let tenant: Tenant;
let sqlite: Database;
let work: string;
const blobsDir = () => join(server.dataDir, "blobs");
const blobRow = (key: string) => sqlite.query("SELECT * FROM blobs WHERE key = ?").get(key) as any;

// Waits for the sizes (made by a child at nice 19): a stall bound, not a speed goal. With test files
// side by side on a busy machine such a child got little CPU; 20 s was passed under load.
async function eventually<T>(
  check: () => T | undefined | null | false,
  what: string,
  ms = 90_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for: ${what}`);
    await Bun.sleep(50);
  }
}

/** Width and height from a JPEG's SOF marker. */
function jpegSize(b: Uint8Array): { width: number; height: number } {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 2;
  while (i < b.length) {
    const marker = b[i + 1]!;
    const len = v.getUint16(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: v.getUint16(i + 5), width: v.getUint16(i + 7) };
    i += 2 + len;
  }
  throw new Error("no SOF");
}

const has = (b: Uint8Array, s: string) => Buffer.from(b).includes(Buffer.from(s, "latin1"));

/** A JPEG with an EXIF block: Orientation `orientation` and a GPS position (GPSLatitudeRef "N", a camera serial "SN-4242"). */
function withExif(jpeg: Uint8Array, orientation: number): Uint8Array {
  // Big-endian TIFF: IFD0 at 8 with 3 entries (Orientation, a BodySerialNumber-like Artist, GPS IFD pointer), GPS IFD after it.
  const tiff = new Uint8Array(128);
  const v = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  v.setUint32(4, 8);
  v.setUint16(8, 3);
  const entry = (
    at: number,
    tag: number,
    type: number,
    count: number,
    value: number,
    short = false,
  ) => {
    v.setUint16(at, tag);
    v.setUint16(at + 2, type);
    v.setUint32(at + 4, count);
    if (short) v.setUint16(at + 8, value);
    else v.setUint32(at + 8, value);
  };
  entry(10, 0x0112, 3, 1, orientation, true);
  entry(22, 0x013b, 2, 8, 80); // Artist → "SN-4242\0" at 80
  entry(34, 0x8825, 4, 1, 50); // GPS IFD at 50
  v.setUint32(46, 0);
  v.setUint16(50, 1);
  v.setUint16(52, 0x0001);
  v.setUint16(54, 2);
  v.setUint32(56, 2);
  tiff.set([0x4e, 0], 60); // "N"
  v.setUint32(64, 0);
  tiff.set(new TextEncoder().encode("SN-4242\0"), 80);
  const payload = new Uint8Array([...new TextEncoder().encode("Exif\0\0"), ...tiff]);
  const app1 = new Uint8Array(4 + payload.length);
  app1.set([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  app1.set(payload, 4);
  return new Uint8Array([...jpeg.subarray(0, 2), ...app1, ...jpeg.subarray(2)]);
}

/** The sample HEIC rewritten to declare 32767x32767 pixels (its primary ispe and its grid): 1 KB asking for 1.5 GB. */
function hugeHeic(): Uint8Array {
  const b = HEIC_SAMPLE.slice();
  const v = new DataView(b.buffer);
  const find = (s: string) =>
    b.findIndex((_, i) => [...s].every((c, j) => b[i + j] === c.charCodeAt(0)));
  const ispe = find("ispe");
  v.setUint32(ispe + 8, 32767);
  v.setUint32(ispe + 12, 32767);
  const idat = find("idat");
  v.setUint16(idat + 8, 32767);
  v.setUint16(idat + 10, 32767);
  return b;
}

/** A small JPEG whose SOF declares 50,000x50,000 pixels: a decompression bomb. */
function jpegBomb(jpeg: Uint8Array): Uint8Array {
  const b = jpeg.slice();
  const v = new DataView(b.buffer);
  let i = 2;
  for (;;) {
    const marker = b[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      v.setUint16(i + 5, 50_000);
      v.setUint16(i + 7, 50_000);
      return b;
    }
    i += 2 + v.getUint16(i + 2);
  }
}

/** A PNG whose iCCP chunk inflates to 8 MB of zeros, before its image data. */
function pngWithHugeIccp(png: Uint8Array): Uint8Array {
  const data = new Uint8Array([
    ...new TextEncoder().encode("icc\0"),
    0,
    ...deflateSync(new Uint8Array(8 * 1024 * 1024)),
  ]);
  const chunk = new Uint8Array(12 + data.length);
  const v = new DataView(chunk.buffer);
  v.setUint32(0, data.length);
  chunk.set(new TextEncoder().encode("iCCP"), 4);
  chunk.set(data, 8);
  // CRC over type + data.
  let crc = ~0;
  for (const byte of chunk.subarray(4, 8 + data.length)) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  v.setUint32(8 + data.length, ~crc >>> 0);
  // After the IHDR chunk (8 signature + 25).
  return new Uint8Array([...png.subarray(0, 33), ...chunk, ...png.subarray(33)]);
}

function blobKey(): string {
  const alphabet = "0123456789abcdefghjkmnpqrstvwxyz";
  return Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => alphabet[b % 32]).join("");
}

let itemId: string;
let visitId: string;

/**
 * Stores `bytes` as evidence of the item the way the store keeps files, without the upload's checks
 * (they are another layer's), and queues the `media.render` job: the renditioner's own bounds are what
 * is tested.
 */
function storeEvidenceDirect(bytes: Uint8Array | null, contentType: string): string {
  const key = blobKey();
  mkdirSync(join(blobsDir(), key.slice(0, 2)), { recursive: true });
  if (bytes) writeFileSync(join(blobsDir(), key.slice(0, 2), key), bytes);
  const now = new Date().toISOString();
  sqlite
    .query(
      "INSERT INTO blobs (key, account_id, is_test, kind, content_type, size, owner_item_id, created_at) VALUES (?, ?, 1, 'evidence', ?, ?, ?, ?)",
    )
    .run(key, tenant.accountId, contentType, bytes?.length ?? 0, itemId, now);
  sqlite
    .query(
      "INSERT INTO evidence (id, account_id, is_test, action_item_id, blob_key, created_at) VALUES (?, ?, 1, ?, ?, ?)",
    )
    .run(`ev_${blobKey().slice(0, 16)}`, tenant.accountId, itemId, key, now);
  sqlite
    .query(
      "INSERT INTO jobs (id, type, payload, status, concurrency_key, run_at, attempts, max_attempts, created_at, updated_at) VALUES (?, 'media.render', ?, 'queued', 'media.render', ?, 0, 3, ?, ?)",
    )
    .run(`job_${blobKey()}`, JSON.stringify({ key }), now, now, now);
  return key;
}

const settled = (key: string) => {
  const r = blobRow(key);
  return r && (r.thumb_key || r.rendition_error) ? r : null;
};

async function healthzMs(): Promise<number> {
  const t = performance.now();
  const r = await fetch(`${server.url}/healthz`);
  expect(r.status).toBe(200);
  return performance.now() - t;
}

let jpeg: Uint8Array;
let png: Uint8Array;

beforeAll(async () => {
  work = tempDir("sitevisit-renditions-");
  server = await startServer({ env: { SITEVISIT_IMAGE_MEMORY_MB: "512" } });
  tenant = await createTenant(server);
  sqlite = openDb(server.dataDir, false);
  [jpeg, png] = await Promise.all([makeImage("jpg", "2400x1800"), makeImage("png", "640x480")]);
  const c = tenant.test;
  const prop = (await c.post("/properties", { name: "3 Heron Row" })).body;
  const visit = (await c.post("/site-visits", { property_id: prop.id, title: "Check-out" })).body;
  visitId = visit.id;
  itemId = (
    await c.post("/action-items", {
      site_visit_id: visit.id,
      title: "Scuffed hallway wall",
      priority: "HIGH",
    })
  ).body.id;
});

afterAll(async () => {
  sqlite?.close();
  await server?.stop();
  removeDir(work);
});

describe("sizes of an uploaded photo", () => {
  test("a job makes a 320 px thumbnail and a 1600 px display size, upright, with no metadata; the report shows them, never the original", async () => {
    const c = tenant.test;
    const visit = (await c.get(`/site-visits/${visitId}`)).body;
    for (const orientation of [6, 8]) {
      const original = withExif(jpeg, orientation);
      expect(has(original, "SN-4242")).toBe(true);
      const up = await c.request("POST", `/action-items/${itemId}/evidence`, {
        raw: original as BodyInit,
        headers: { "content-type": "image/jpeg" },
      });
      expect(up.status).toBe(201);
      const key = up.body.url.slice(up.body.url.lastIndexOf("/") + 1);
      const row = await eventually(() => settled(key), "sizes");
      expect(row.rendition_error).toBeNull();
      const thumb = new Uint8Array(
        await (await fetch(`${server.url}/media/${row.thumb_key}`)).arrayBuffer(),
      );
      const display = new Uint8Array(
        await (await fetch(`${server.url}/media/${row.display_key}`)).arrayBuffer(),
      );
      // 2400x1800 turned a quarter: portrait, long side 320 and 1600.
      expect(jpegSize(thumb)).toEqual({ width: 240, height: 320 });
      expect(jpegSize(display)).toEqual({ width: 1200, height: 1600 });
      for (const b of [thumb, display]) {
        expect(has(b, "Exif")).toBe(false);
        expect(has(b, "SN-4242")).toBe(false);
      }
      // The API keeps the original's URL (docs/api-objects.md's evidenceImageUrls).
      const item = (await c.get(`/action-items/${itemId}`)).body;
      expect(item.evidenceImageUrls).toContain(up.body.url);
      // … and, beside it, the sizes for integrators who show photos.
      expect(item.evidenceImages).toContainEqual({
        url: up.body.url,
        status: "ready",
        thumbnailUrl: up.body.url.replace(key, row.thumb_key),
        displayUrl: up.body.url.replace(key, row.display_key),
      });
      // The public page: thumbnail opening the display size; the original's key nowhere.
      const page = await (await fetch(visit.publicReportUrl)).text();
      expect(page).toContain(`/media/${row.thumb_key}"`);
      expect(page).toContain(`href="${up.body.url.replace(key, row.display_key)}"`);
      expect(page).not.toContain(key);
    }
  });

  test("until the sizes exist the page shows a placeholder, not the original", async () => {
    const key = blobKey();
    sqlite
      .query(
        "INSERT INTO blobs (key, account_id, is_test, kind, content_type, size, owner_item_id, created_at) VALUES (?, ?, 1, 'completion', 'image/jpeg', 10, ?, ?)",
      )
      .run(key, tenant.accountId, itemId, new Date().toISOString());
    sqlite
      .query(
        "UPDATE action_items SET status = 'DONE', completed_at = ?, completion_photo_key = ? WHERE id = ?",
      )
      .run(new Date().toISOString(), key, itemId);
    const visit = (await tenant.test.get(`/site-visits/${visitId}`)).body;
    const page = await (await fetch(visit.publicReportUrl)).text();
    expect(page).toContain("is being prepared");
    expect(page).not.toContain(key);
    sqlite
      .query(
        "UPDATE action_items SET status = 'OPEN', completed_at = NULL, completion_photo_key = NULL WHERE id = ?",
      )
      .run(itemId);
    sqlite.query("DELETE FROM blobs WHERE key = ?").run(key);
  });

  test("deleting the evidence deletes its sizes too", async () => {
    const c = tenant.test;
    const up = await c.request("POST", `/action-items/${itemId}/evidence`, {
      raw: jpeg as BodyInit,
      headers: { "content-type": "image/jpeg" },
    });
    const key = up.body.url.slice(up.body.url.lastIndexOf("/") + 1);
    const row = await eventually(() => settled(key), "sizes");
    const files = () => filesUnder(blobsDir()).map((f) => f.slice(3));
    expect(files()).toEqual(expect.arrayContaining([key, row.thumb_key, row.display_key]));
    expect((await c.del(`/action-items/${itemId}/evidence/${up.body.id}`)).status).toBe(204);
    await eventually(
      () => ![key, row.thumb_key, row.display_key].some((k) => files().includes(k)),
      "files removed",
    );
    expect(
      sqlite
        .query("SELECT count(*) AS n FROM blobs WHERE key IN (?, ?)")
        .get(row.thumb_key, row.display_key),
    ).toEqual({ n: 0 });
  });

  test("a HEIC is sized from its JPEG rendition", async () => {
    const up = await tenant.test.request("POST", `/action-items/${itemId}/evidence`, {
      raw: HEIC_SAMPLE,
      headers: { "content-type": "image/heic" },
    });
    expect(up.status).toBe(201);
    const row = await eventually(
      () => settled(up.body.url.slice(up.body.url.lastIndexOf("/") + 1)),
      "sizes",
    );
    expect(row.rendition_error).toBeNull();
    const thumb = new Uint8Array(
      await (await fetch(`${server.url}/media/${row.thumb_key}`)).arrayBuffer(),
    );
    expect(jpegSize(thumb)).toEqual({ width: 64, height: 48 }); // never enlarged
  });
});

describe("hostile images: a failure recorded on the media, the original still in the API, the server answering", () => {
  const cases: [string, () => Uint8Array, string, RegExp][] = [
    [
      "a decompression bomb (a JPEG declaring 50,000x50,000)",
      () => jpegBomb(jpeg),
      "image/jpeg",
      /declares 50000x50000 pixels, over the 50-megapixel limit/,
    ],
    [
      "a HEIC that libheif rejects",
      () => HEIC_SAMPLE.slice(0, HEIC_SAMPLE.length - 300),
      "image/heic",
      /HEIC image could not be decoded/,
    ],
    [
      "a HEIC declaring 32767x32767 (1.5 GB to decode)",
      hugeHeic,
      "image/heic",
      /HEIC image could not be decoded/,
    ],
  ];
  for (const [name, bytes, type, reason] of cases)
    test(name, async () => {
      const key = storeEvidenceDirect(bytes(), type);
      const during: number[] = [];
      while (!settled(key)) during.push(await healthzMs());
      const row = settled(key)!;
      // The work ran in a child at low priority: /healthz kept answering, never stalled (the
      // latency beside idle is a figure for bench/renditions.ts, not an assertion).
      expect(Math.max(...during, 0)).toBeLessThan(STALL_MS);
      expect(row.thumb_key).toBeNull();
      expect(row.rendition_error).toMatch(reason);
      expect(row.rendition_error).not.toContain(server.dataDir);
      expect(row.rendition_error).not.toContain(key);
      // The original is still what the API lists.
      const item = (await tenant.test.get(`/action-items/${itemId}`)).body;
      expect(item.evidenceImageUrls.some((u: string) => u.endsWith(key))).toBe(true);
      expect(item.evidenceImages.find((e: any) => e.url.endsWith(key))).toMatchObject({
        status: "failed",
        thumbnailUrl: null,
        displayUrl: null,
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      // The public page shows a placeholder for it.
      const visit = (await tenant.test.get(`/site-visits/${visitId}`)).body;
      const page = await (await fetch(visit.publicReportUrl)).text();
      expect(page).toContain("cannot be shown");
      expect(page).not.toContain(key);
    });

  test("a row whose file is missing: a failure recorded, not a photo 'being prepared' for ever", async () => {
    const key = storeEvidenceDirect(null, "image/jpeg");
    const row = await eventually(() => settled(key), "settled");
    expect(row.rendition_error).toBe("the stored file is missing");
  });

  test("a truncated JPEG still gives sizes (the missing rows grey), as a browser would show it", async () => {
    const key = storeEvidenceDirect(jpeg.slice(0, Math.floor(jpeg.length / 2)), "image/jpeg");
    const row = await eventually(() => settled(key), "settled");
    expect(row.rendition_error).toBeNull();
    expect(
      jpegSize(
        new Uint8Array(await (await fetch(`${server.url}/media/${row.thumb_key}`)).arrayBuffer()),
      ),
    ).toEqual({ width: 320, height: 240 });
  });

  test("a PNG with a huge iCCP chunk gives sizes (or a recorded failure), within the memory cap", async () => {
    const key = storeEvidenceDirect(pngWithHugeIccp(png), "image/png");
    const row = await eventually(() => settled(key), "settled");
    if (row.thumb_key)
      expect(
        jpegSize(
          new Uint8Array(await (await fetch(`${server.url}/media/${row.thumb_key}`)).arrayBuffer()),
        ),
      ).toEqual({ width: 320, height: 240 });
    else expect(row.rendition_error).toMatch(/could not/);
  });
});

describe("the bounded runner", () => {
  test("heif-convert on the 32767x32767 HEIC: refused under the memory cap, its RSS a fraction of the 1.5 GB it asks for", async () => {
    const input = join(work, "huge.heic");
    writeFileSync(input, hugeHeic());
    const r = await runImageTool(["heif-convert", input, join(work, "huge.jpg")], {
      memoryMb: 512,
    });
    expect(r.ok).toBe(false);
    expect(r.maxRssBytes).toBeLessThan(512 * 1024 * 1024);
  });

  test("a tool past its timeout is killed and reported as a timeout", async () => {
    const r = await runImageTool(["sleep", "20"], { timeoutMs: 300 });
    expect(r).toMatchObject({ ok: false, reason: "timeout" });
  });

  test("an abort kills the tool", async () => {
    const ac = new AbortController();
    const run = runImageTool(["sleep", "20"], { signal: ac.signal });
    await Bun.sleep(100);
    ac.abort(new Error("shutdown"));
    expect(await run).toMatchObject({ ok: false, reason: "aborted" });
  });

  test("never more tools at once than the cap (1 by default), however many are asked for", async () => {
    let peak = 0;
    const runs = Array.from({ length: 4 }, () => runImageTool(["sleep", "0.2"]));
    const watch = setInterval(() => (peak = Math.max(peak, imageToolLoad().running)), 10);
    await Promise.all(runs);
    clearInterval(watch);
    expect(peak).toBe(1);
  });

  test("makeSizes refuses a bomb before decoding it", async () => {
    const input = join(work, "bomb.jpg");
    writeFileSync(input, jpegBomb(jpeg));
    expect(await makeSizes(input)).toEqual({
      ok: false,
      error: "the image declares 50000x50000 pixels, over the 50-megapixel limit",
      aborted: false,
    });
  });
});

describe("media stored before the upgrade", () => {
  test("the migration's backfill job makes their sizes in batches, logging its progress", async () => {
    const dataDir = tempDir("sitevisit-backfill-");
    let s = await startServer({ dataDir });
    try {
      // The migration that added sizes queued the backfill once; on a new install it finds nothing.
      const db0 = openDb(dataDir);
      await eventually(
        () =>
          (db0.query("SELECT status FROM jobs WHERE id = 'job_backfill_image_sizes'").get() as any)
            ?.status === "succeeded",
        "backfill ran",
      );
      db0.close();
      const t = await createTenant(s);
      const prop = (await t.test.post("/properties", { name: "Old Mill" })).body;
      const visit = (
        await t.test.post("/site-visits", { property_id: prop.id, title: "Before the upgrade" })
      ).body;
      const item = (await t.test.post("/action-items", { site_visit_id: visit.id, title: "Damp" }))
        .body;
      await s.stop();
      // 23 photos stored by the previous version: files and rows, no sizes, no render jobs.
      const db = openDb(dataDir, false);
      const keys: string[] = [];
      const now = new Date().toISOString();
      for (let i = 0; i < 23; i++) {
        const key = blobKey();
        mkdirSync(join(dataDir, "blobs", key.slice(0, 2)), { recursive: true });
        writeFileSync(join(dataDir, "blobs", key.slice(0, 2), key), i % 2 ? png : jpeg);
        db.query(
          "INSERT INTO blobs (key, account_id, is_test, kind, content_type, size, owner_item_id, created_at) VALUES (?, ?, 1, 'evidence', ?, 10, ?, ?)",
        ).run(key, t.accountId, i % 2 ? "image/png" : "image/jpeg", item.id, now);
        keys.push(key);
      }
      // As on the first start after the upgrade: the migration's job is queued.
      db.query(
        "UPDATE jobs SET status = 'queued', attempts = 0, run_at = ? WHERE id = 'job_backfill_image_sizes'",
      ).run(now);
      db.close();
      s = await startServer({ dataDir });
      const check = openDb(dataDir);
      await eventually(
        () =>
          (
            check
              .query(
                `SELECT count(*) AS n FROM blobs WHERE thumb_key IS NOT NULL AND key IN (${keys.map(() => "?").join(",")})`,
              )
              .get(...keys) as any
          ).n === keys.length,
        "all sized",
        100_000,
      );
      check.close();
      await eventually(
        () => s.logs().includes("image sizes for existing media: done"),
        "done line",
      );
      const progress = s
        .logs()
        .split("\n")
        .filter((l) => l.includes("image sizes for media stored before the upgrade"))
        .map((l) => JSON.parse(l));
      expect(progress.map((p) => [p.made, p.failed, p.left])).toEqual([
        [10, 0, 13],
        [10, 0, 3],
        [3, 0, 0],
      ]);
    } finally {
      await s.stop();
      removeDir(dataDir);
    }
  }, 240_000);
});

describe("sizes live and die with their original", () => {
  test("backup --with-media carries them; deleting the visit deletes them", async () => {
    const c = tenant.test;
    const prop = (await c.post("/properties", { name: "Short-lived" })).body;
    const visit = (await c.post("/site-visits", { property_id: prop.id, title: "Gone soon" })).body;
    const item = (await c.post("/action-items", { site_visit_id: visit.id, title: "Cracked pane" }))
      .body;
    const up = await c.request("POST", `/action-items/${item.id}/evidence`, {
      raw: jpeg as BodyInit,
      headers: { "content-type": "image/jpeg" },
    });
    const key = up.body.url.slice(up.body.url.lastIndexOf("/") + 1);
    const row = await eventually(() => settled(key), "sizes");
    const three = [key, row.thumb_key, row.display_key];

    const archive = join(work, "with-media.tar");
    const b = await server.cli(["backup", archive, "--with-media", "--json"]);
    expect(b.code).toBe(0);
    const listed = Bun.spawnSync(["tar", "-tf", archive]).stdout.toString();
    for (const k of three) expect(listed).toContain(`blobs/${k.slice(0, 2)}/${k}`);

    expect((await c.del(`/site-visits/${visit.id}`)).status).toBe(204);
    const files = () => filesUnder(blobsDir()).map((f) => f.slice(3));
    await eventually(() => !three.some((k) => files().includes(k)), "files removed");
    expect(
      sqlite.query(`SELECT count(*) AS n FROM blobs WHERE key IN (?, ?, ?)`).get(...three),
    ).toEqual({ n: 0 });
  });
});
