// Uploads, evidence, completion photos and /media/<key> against the real server, its SQLite file and
// its blobs directory: what is stored, what is served, what is refused, and that deletes leave
// neither rows nor files behind.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { join } from "node:path";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { client, expectError, type Client } from "./helpers/api";
import { openDb } from "./helpers/db";
import { withEvents } from "./helpers/events";
import { chunkedStream } from "./helpers/streams";
import { filesUnder, makeImage, storedFilesOnceSized } from "./helpers/images";
import { HEIC_SAMPLE } from "../src/media/heic";

const MiB = 1024 * 1024;
let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let sqlite: Database;
let jpeg: Uint8Array<ArrayBuffer>;
let png: Uint8Array<ArrayBuffer>;
let webp: Uint8Array<ArrayBuffer>;
// The test dataset: unmetered by the plan limit, and every test makes its own visits.
const c = (): Client => tenant.test;
const blobsDir = () => join(server.dataDir, "blobs");

beforeAll(async () => {
  server = await startServer();
  [tenant, other] = await Promise.all([createTenant(server), createTenant(server, "Other Co")]);
  sqlite = openDb(server.dataDir, false);
  [jpeg, png, webp] = await Promise.all([
    makeImage("jpg", "640x480"),
    makeImage("png"),
    makeImage("webp"),
  ]);
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

async function newItem(client: Client = c()) {
  const prop = (await client.post("/properties", { name: "12 Mill Lane" })).body;
  const visit = (await client.post("/site-visits", { property_id: prop.id, title: "Inspection" }))
    .body;
  const item = (
    await client.post("/action-items", { site_visit_id: visit.id, title: "Damp patch" })
  ).body;
  return { propertyId: prop.id as string, visitId: visit.id as string, itemId: item.id as string };
}

function send(
  client: Client,
  path: string,
  body: BodyInit | Uint8Array,
  contentType: string | null = "image/jpeg",
  extra: Record<string, string> = {},
) {
  return client.request("POST", path, {
    raw: body as BodyInit,
    headers: { ...(contentType ? { "content-type": contentType } : {}), ...extra },
  });
}

const keyOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);
const rows = (sql: string, ...p: any[]) => sqlite.query(sql).all(...p) as any[];
const blobRow = (key: string) => sqlite.query("SELECT * FROM blobs WHERE key = ?").get(key) as any;

/** Waits (bounded) until `check` holds: jobs run in the background. */
async function eventually(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await Bun.sleep(50);
  }
  throw new Error(`timed out waiting for: ${what}`);
}

describe("POST /uploads and GET /media/<key>", () => {
  test("an upload is stored under a random key and served back byte for byte with safe headers", async () => {
    const r = await send(c(), "/uploads", jpeg);
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      key: expect.stringMatching(/^[0-9a-z]{26}$/),
      url: expect.stringMatching(new RegExp(`^http://localhost:\\d+/media/${r.body.key}$`)),
      contentType: "image/jpeg",
      size: jpeg.length,
      sizes: { status: "pending", thumbnailUrl: null, displayUrl: null },
      createdAt: expect.any(String),
    });
    expect(filesUnder(blobsDir())).toContain(`${r.body.key.slice(0, 2)}/${r.body.key}`);
    const m = await fetch(r.body.url);
    expect(m.status).toBe(200);
    expect(new Uint8Array(await m.arrayBuffer())).toEqual(jpeg);
    expect(m.headers.get("content-type")).toBe("image/jpeg");
    expect(m.headers.get("x-content-type-options")).toBe("nosniff");
    expect(m.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    // Deletable content: no shared cache keeps it, no "immutable" year; browsers revalidate by ETag.
    expect(m.headers.get("cache-control")).toBe("private, no-cache");
    expect(m.headers.get("etag")).toBe(
      `"${new Bun.CryptoHasher("sha256").update(jpeg).digest("hex")}"`,
    );
    expect(m.headers.get("content-disposition")).toBeNull();
  });

  test("PNG and WebP are stored as what their bytes are; application/octet-stream and no type are accepted", async () => {
    for (const [bytes, ct, type] of [
      [png, "image/png", "image/png"],
      [webp, "image/webp", "image/webp"],
      [png, "application/octet-stream", "image/png"],
      [jpeg, null, "image/jpeg"],
    ] as const) {
      const r = await send(c(), "/uploads", bytes, ct);
      expect(r.status).toBe(201);
      expect(r.body.contentType).toBe(type);
    }
  });

  test("a chunked body without Content-Length is stored whole", async () => {
    const r = await send(c(), "/uploads", chunkedStream(jpeg, 1000) as any);
    expect(r.status).toBe(201);
    expect(new Uint8Array(await (await fetch(r.body.url)).arrayBuffer())).toEqual(jpeg);
  });

  test("ETag: If-None-Match gives 304; Range gives 206 with Content-Range; past the end gives 416", async () => {
    const { url } = (await send(c(), "/uploads", jpeg)).body;
    const etag = (await fetch(url)).headers.get("etag")!;
    const notModified = await fetch(url, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect((await fetch(url, { headers: { "if-none-match": '"other"' } })).status).toBe(200);

    const part = await fetch(url, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${jpeg.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(jpeg.slice(10, 20));

    const suffix = await fetch(url, { headers: { range: "bytes=-16" } });
    expect(suffix.status).toBe(206);
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(jpeg.slice(-16));

    const open = await fetch(url, { headers: { range: `bytes=${jpeg.length - 5}-` } });
    expect(open.status).toBe(206);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(jpeg.slice(-5));

    // RFC 9110 14.1.2: a last-byte-pos at or past the end means the last byte; however many digits.
    for (const range of [
      "bytes=0-99999999999999999999",
      `bytes=0-${jpeg.length}`,
      "bytes=0-9007199254740993",
    ]) {
      const all = await fetch(url, { headers: { range } });
      expect(all.status).toBe(206);
      expect(all.headers.get("content-range")).toBe(`bytes 0-${jpeg.length - 1}/${jpeg.length}`);
      expect(new Uint8Array(await all.arrayBuffer())).toEqual(jpeg);
    }
    const tailPart = await fetch(url, { headers: { range: `bytes=10-${jpeg.length + 1000}` } });
    expect(tailPart.status).toBe(206);
    expect(tailPart.headers.get("content-range")).toBe(
      `bytes 10-${jpeg.length - 1}/${jpeg.length}`,
    );
    expect(new Uint8Array(await tailPart.arrayBuffer())).toEqual(jpeg.slice(10));
    expect((await fetch(url, { headers: { range: "bytes=-99999999999999999999" } })).status).toBe(
      206,
    );

    const past = await fetch(url, { headers: { range: `bytes=${jpeg.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${jpeg.length}`);
    expect((await fetch(url, { headers: { range: "bytes=99999999999999999999-" } })).status).toBe(
      416,
    );

    // If-Range naming another version: the whole file, not a piece of a different one.
    const stale = await fetch(url, { headers: { range: "bytes=0-9", "if-range": '"old"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(jpeg.length);
  });

  test("HEIC: kept as uploaded, served as a download, with a JPEG rendition beside it", async () => {
    const r = await send(c(), "/uploads", HEIC_SAMPLE, "image/heic");
    expect(r.status).toBe(201);
    expect(r.body.contentType).toBe("image/heic");
    const m = await fetch(r.body.url);
    expect(m.headers.get("content-type")).toBe("image/heic");
    expect(m.headers.get("content-disposition")).toBe('attachment; filename="photo.heic"');
    const row = blobRow(r.body.key);
    // This machine has heif-convert (install.sh installs libheif-examples).
    expect(row.rendition_key).toMatch(/^[0-9a-z]{26}$/);
    const rendition = await fetch(`${server.url}/media/${row.rendition_key}`);
    expect(rendition.headers.get("content-type")).toBe("image/jpeg");
    expect(rendition.headers.get("content-disposition")).toBeNull();
    const bytes = new Uint8Array(await rendition.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });
});

describe("refused bodies: a clear error, no row, no file", () => {
  const badBodies: [string, () => BodyInit, string | null, number, RegExp][] = [
    [
      "a PNG sent as image/jpeg",
      () => png,
      "image/jpeg",
      415,
      /image\/png but was sent as 'image\/jpeg'/,
    ],
    [
      "a text file",
      () => "just some notes\n".repeat(400),
      "text/plain",
      415,
      /JPEG, PNG, WebP or HEIC/,
    ],
    ["a text file sent as image/jpeg", () => "hello", "image/jpeg", 415, /JPEG, PNG, WebP or HEIC/],
    ["a truncated JPEG", () => jpeg.slice(0, jpeg.length - 200), "image/jpeg", 415, /incomplete/],
    ["zero bytes", () => new Uint8Array(0), "image/jpeg", 415, /empty/],
    [
      "an SVG",
      () => `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
      "image/svg+xml",
      415,
      /JPEG, PNG, WebP or HEIC/,
    ],
    ["a JSON body", () => JSON.stringify({ a: 1 }), "application/json", 415, /image itself/],
  ];
  for (const [name, body, ct, status, message] of badBodies) {
    test(name, async () => {
      const before = await storedFilesOnceSized(server.dataDir);
      const blobsBefore = rows("SELECT key FROM blobs").length;
      const { itemId } = await newItem();
      for (const path of ["/uploads", `/action-items/${itemId}/evidence`]) {
        const r = await send(c(), path, body(), ct);
        const e = expectError(r, status, "unsupported_media_type");
        expect(e.message).toMatch(message);
      }
      expect(filesUnder(blobsDir()).length).toBe(before);
      expect(rows("SELECT key FROM blobs").length).toBe(blobsBefore);
    });
  }

  test("over 15 MiB, with Content-Length: 413 before the body is read", async () => {
    const before = await storedFilesOnceSized(server.dataDir);
    const big = new Uint8Array(15 * MiB + 1);
    big.set(jpeg.subarray(0, 1000));
    const r = await send(c(), "/uploads", big);
    expect(expectError(r, 413, "payload_too_large").message).toMatch(/15 MiB/);
    expect(filesUnder(blobsDir()).length).toBe(before);
  });

  test("over 15 MiB, chunked without Content-Length: 413 once the count passes the cap, nothing kept", async () => {
    const before = await storedFilesOnceSized(server.dataDir);
    const big = new Uint8Array(16 * MiB);
    big.set(jpeg.subarray(0, 1000));
    const r = await send(c(), "/uploads", chunkedStream(big, 256 * 1024) as any);
    expectError(r, 413, "payload_too_large");
    expect(filesUnder(blobsDir()).length).toBe(before);
  });

  test("exactly 15 MiB is accepted", async () => {
    const body = new Uint8Array(15 * MiB);
    body.set(jpeg.subarray(0, jpeg.length - 2));
    body.set([0xff, 0xd9], body.length - 2);
    const r = await send(c(), "/uploads", body);
    expect(r.status).toBe(201);
    expect(r.body.size).toBe(15 * MiB);
  });
});

describe("media keys: only a known key is served", () => {
  const odd = [
    "../sitevisit.db",
    "..%2Fsitevisit.db",
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2fsitevisit.db",
    "ab%2Fabcdefghjkmnpqrstvwxyz01",
    "x".repeat(5000),
    "ABCDEFGHJKMNPQRSTVWXYZ0123",
    "abcdefghjkmnpqrstvwxyz01é",
    "%00abcdefghjkmnpqrstvwxyz0",
    "secret.key",
    "abcdefghjkmnpqrstvwxyz0123", // well formed, never stored
  ];
  for (const key of odd) {
    test(`GET /media/${key.slice(0, 40)} → 404`, async () => {
      const r = await fetch(`${server.url}/media/${key}`);
      expect(r.status).toBe(404);
      expect(await r.text()).not.toContain("SQLite");
    });
  }

  test("a file in the blobs directory without a row (awaiting the sweep) is not served", async () => {
    const key = "zzzzzzzzzzzzzzzzzzzzzzzzzz";
    mkdirSync(join(blobsDir(), "zz"), { recursive: true });
    writeFileSync(join(blobsDir(), "zz", key), jpeg);
    expect((await fetch(`${server.url}/media/${key}`)).status).toBe(404);
  });
});

describe("evidence", () => {
  test("attach: 201, evidence.attached (target_type evidence), listed on the item; delete: 204, row and file gone", async () => {
    const { itemId } = await newItem();
    const { result: r, events } = await withEvents(c(), () =>
      send(c(), `/action-items/${itemId}/evidence`, jpeg),
    );
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^ev_/),
      actionItemId: itemId,
      url: expect.stringContaining("/media/"),
      contentType: "image/jpeg",
      size: jpeg.length,
      sizes: { status: "pending", thumbnailUrl: null, displayUrl: null },
      createdAt: expect.any(String),
    });
    expect(events.map((e: any) => e.event_type)).toEqual(["evidence.attached"]);
    expect(events[0].data).toMatchObject({
      target_type: "evidence",
      action_item: { id: itemId, evidenceImageUrls: [r.body.url] },
      evidence: { id: r.body.id, url: r.body.url, content_type: "image/jpeg", size: jpeg.length },
    });
    expect((await c().get(`/action-items/${itemId}`)).body.evidenceImageUrls).toEqual([r.body.url]);

    const key = keyOf(r.body.url);
    const del = await c().del(`/action-items/${itemId}/evidence/${r.body.id}`);
    expect(del.status).toBe(204);
    expect((await c().get(`/action-items/${itemId}`)).body.evidenceImageUrls).toEqual([]);
    expect(rows("SELECT * FROM evidence WHERE id = ?", r.body.id)).toEqual([]);
    expect(blobRow(key)).toBeNull();
    expect((await fetch(r.body.url)).status).toBe(404);
    await eventually(
      () => !filesUnder(blobsDir()).includes(`${key.slice(0, 2)}/${key}`),
      "the evidence file to be deleted",
    );
    expectError(
      await c().del(`/action-items/${itemId}/evidence/${r.body.id}`),
      404,
      "resource_not_found",
    );
  });

  test("another account's item, the other dataset's item, an unknown item: 404 and nothing stored", async () => {
    const theirs = await newItem(other.test);
    const mineLive = await newItem(tenant.live);
    const before = await storedFilesOnceSized(server.dataDir);
    for (const id of [theirs.itemId, mineLive.itemId, "ai_nope"])
      expectError(await send(c(), `/action-items/${id}/evidence`, jpeg), 404, "resource_not_found");
    expect(filesUnder(blobsDir()).length).toBe(before);
    // Nor can their evidence be deleted from here.
    const ev = (await send(other.test, `/action-items/${theirs.itemId}/evidence`, jpeg)).body;
    expectError(
      await c().del(`/action-items/${theirs.itemId}/evidence/${ev.id}`),
      404,
      "resource_not_found",
    );
    const mine = await newItem();
    expectError(
      await c().del(`/action-items/${mine.itemId}/evidence/${ev.id}`),
      404,
      "resource_not_found",
    );
    expect(blobRow(keyOf(ev.url))).not.toBeNull();
  });

  test("an Idempotency-Key replays the first upload instead of storing a second file", async () => {
    const { itemId } = await newItem();
    const first = await send(c(), `/action-items/${itemId}/evidence`, jpeg, "image/jpeg", {
      "idempotency-key": `ev-${itemId}`,
    });
    const again = await send(c(), `/action-items/${itemId}/evidence`, jpeg, "image/jpeg", {
      "idempotency-key": `ev-${itemId}`,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(rows("SELECT * FROM evidence WHERE action_item_id = ?", itemId).length).toBe(1);
  });
});

describe("completion photos", () => {
  test("completion_photo_key: the upload becomes the item's, completionPhotoUrl is set, evidence.attached (completion_photo, id null)", async () => {
    const { itemId } = await newItem();
    const up = (await send(c(), "/uploads", jpeg)).body;
    const { result: r, events } = await withEvents(c(), () =>
      c().post(`/action-items/${itemId}/complete`, { completion_photo_key: up.key }),
    );
    expect(r.status).toBe(200);
    expect(r.body.completionPhotoUrl).toBe(up.url);
    const attached = events.find((e: any) => e.event_type === "evidence.attached");
    expect(attached!.data).toMatchObject({
      target_type: "completion_photo",
      action_item: { id: itemId, completionPhotoUrl: up.url },
      evidence: { id: null, url: up.url },
    });
    expect(blobRow(up.key)).toMatchObject({ kind: "completion", owner_item_id: itemId });
  });

  test("an upload already used by another item, another account's upload: 400 naming the field", async () => {
    const a = await newItem();
    const b = await newItem();
    const up = (await send(c(), "/uploads", jpeg)).body;
    expect(
      (await c().post(`/action-items/${a.itemId}/complete`, { completion_photo_key: up.key }))
        .status,
    ).toBe(200);
    const e = expectError(
      await c().post(`/action-items/${b.itemId}/complete`, { completion_photo_key: up.key }),
      400,
      "validation_error",
    );
    expect(e.param).toBe("completion_photo_key");
    const theirs = (await send(other.test, "/uploads", jpeg)).body;
    expectError(
      await c().post(`/action-items/${b.itemId}/complete`, { completion_photo_key: theirs.key }),
      400,
      "validation_error",
    );
    const liveUpload = (await send(tenant.live, "/uploads", jpeg)).body;
    expectError(
      await c().post(`/action-items/${b.itemId}/complete`, {
        completion_photo_key: liveUpload.key,
      }),
      400,
      "validation_error",
    );
  });
});

describe("deleting an owner deletes its files", () => {
  async function populated() {
    const ids = await newItem();
    const evidenceUrls = [];
    for (let i = 0; i < 2; i++) {
      const r = await send(c(), `/action-items/${ids.itemId}/evidence`, jpeg);
      expect(r.text).toContain("ev_");
      evidenceUrls.push(r.body.url);
    }
    const heicRes = await send(
      c(),
      `/action-items/${ids.itemId}/evidence`,
      HEIC_SAMPLE,
      "image/heic",
    );
    expect(heicRes.status).toBe(201);
    const heic = heicRes.body;
    const up = (await send(c(), "/uploads", png, "image/png")).body;
    const second = (
      await c().post("/action-items", { site_visit_id: ids.visitId, title: "Cracked tile" })
    ).body;
    expect(
      (await c().post(`/action-items/${second.id}/complete`, { completion_photo_key: up.key }))
        .status,
    ).toBe(200);
    const itemKeys = [...evidenceUrls, heic.url].map(keyOf);
    itemKeys.push(blobRow(keyOf(heic.url)).rendition_key);
    // The completion photo of a second item of the same visit.
    return { ...ids, itemKeys, keys: [...itemKeys, keyOf(up.url)] };
  }

  async function expectGone(keys: string[]) {
    for (const key of keys) expect(blobRow(key)).toBeNull();
    await eventually(() => {
      const files = new Set(filesUnder(blobsDir()));
      return keys.every((k) => !files.has(`${k.slice(0, 2)}/${k}`));
    }, "every file of the deleted owner to be removed");
  }

  for (const [what, path] of [
    ["an action item", (x: any) => `/action-items/${x.itemId}`],
    ["a site visit", (x: any) => `/site-visits/${x.visitId}`],
    ["a property", (x: any) => `/properties/${x.propertyId}`],
  ] as const) {
    test(`${what}: no blob, evidence or capture-token rows and no files are left`, async () => {
      const x = await populated();
      expect(x.keys.every((k) => blobRow(k) !== null)).toBe(true);
      expect((await c().del(path(x))).status).toBe(204);
      await expectGone(what === "an action item" ? x.itemKeys : x.keys);
      // Deleting one item spares its sibling's completion photo.
      if (what === "an action item") expect(blobRow(x.keys.at(-1)!)).not.toBeNull();
      expect(rows("SELECT * FROM evidence WHERE action_item_id = ?", x.itemId)).toEqual([]);
      expect(rows("SELECT * FROM blobs WHERE owner_item_id = ?", x.itemId)).toEqual([]);
      expect(
        rows("SELECT * FROM jobs WHERE type = 'media.delete_files' AND status = 'failed'"),
      ).toEqual([]);
    });
  }

  test("a delete that fails (404) queues no file deletion", async () => {
    const jobs = rows("SELECT id FROM jobs WHERE type = 'media.delete_files'").length;
    const theirs = await newItem(other.test);
    await send(other.test, `/action-items/${theirs.itemId}/evidence`, jpeg);
    expectError(await c().del(`/properties/${theirs.propertyId}`), 404, "resource_not_found");
    expect(rows("SELECT id FROM jobs WHERE type = 'media.delete_files'").length).toBe(jobs);
  });
});

test("no media key appears in the server log (request paths are redacted)", async () => {
  await eventually(
    () => server.logs().includes('"path":"/media/[redacted]"'),
    "a redacted media request in the log",
  );
  const log = server.logs();
  const keys = rows("SELECT key FROM blobs");
  expect(keys.length).toBeGreaterThan(10);
  for (const r of keys) expect(log).not.toContain(r.key);
});

describe("orphan sweep (runs shortly after start, then hourly)", () => {
  test("old files without rows, uploads never attached after 24 h and stale temp files go; fresh ones and attached files stay", async () => {
    const up = (await send(c(), "/uploads", jpeg)).body;
    const fresh = (await send(c(), "/uploads", jpeg)).body;
    const { itemId } = await newItem();
    const ev = (await send(c(), `/action-items/${itemId}/evidence`, jpeg)).body;
    await server.stop();
    const old = new Date(Date.now() - 2 * 3600_000);
    const plant = (name: string, mtime?: Date) => {
      mkdirSync(join(blobsDir(), name.slice(0, 2).replace(".", "zz")), { recursive: true });
      const p = join(blobsDir(), name.startsWith(".") ? "zz" : name.slice(0, 2), name);
      writeFileSync(p, jpeg);
      if (mtime) utimesSync(p, mtime, mtime);
      return p;
    };
    const orphanOld = "yyyyyyyyyyyyyyyyyyyyyyyyyy";
    const orphanNew = "xxxxxxxxxxxxxxxxxxxxxxxxxx";
    plant(orphanOld, old);
    plant(orphanNew);
    plant(".zzzzzzzzzzzzzzzzzzzzzzzzzz.abc.tmp", old);
    sqlite
      .query("UPDATE blobs SET created_at = ? WHERE key = ?")
      .run(new Date(Date.now() - 25 * 3600_000).toISOString(), up.key);

    server = await startServer({ dataDir: server.dataDir });
    tenant = { ...tenant, test: client(server.api, tenant.testKey) };
    const has = (k: string) => filesUnder(blobsDir()).includes(`${k.slice(0, 2)}/${k}`);
    await eventually(
      () =>
        !has(orphanOld) && !has(up.key) && !filesUnder(blobsDir()).some((f) => f.endsWith(".tmp")),
      "the sweep",
    );
    expect(blobRow(up.key)).toBeNull();
    expect(has(orphanNew)).toBe(true);
    expect(has(fresh.key)).toBe(true);
    expect(has(keyOf(ev.url))).toBe(true);
    expect((await fetch(ev.url.replace(/^http:\/\/[^/]+/, server.url))).status).toBe(200);
    expect(server.logs()).toContain('"backend":"local"');
  });
});
