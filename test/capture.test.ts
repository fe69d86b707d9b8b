// Capture links against the real server: issuing tokens, the page, photo uploads with atomic
// counting, and every way a link stops working (edited, expired, used up, item deleted).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { join } from "node:path";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError, type ApiResponse, type Client } from "./helpers/api";
import { openDb } from "./helpers/db";
import { withEvents } from "./helpers/events";
import { chunkedStream } from "./helpers/streams";
import { filesUnder, makeImage, storedFilesOnceSized } from "./helpers/images";

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let sqlite: Database;
let jpeg: Uint8Array<ArrayBuffer>;
let png: Uint8Array<ArrayBuffer>;
const c = (): Client => tenant.test;
const issued: string[] = [];

beforeAll(async () => {
  server = await startServer();
  [tenant, other] = await Promise.all([createTenant(server), createTenant(server, "Other Co")]);
  sqlite = openDb(server.dataDir, false);
  [jpeg, png] = await Promise.all([makeImage("jpg", "320x240"), makeImage("png")]);
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

async function newItem(client: Client = c(), title = "Broken gutter bracket") {
  const prop = (
    await client.post("/properties", { name: "3 Harbour Row", address: "3 Harbour Row, Hull" })
  ).body;
  const visit = (await client.post("/site-visits", { property_id: prop.id, title: "Quarterly" }))
    .body;
  const item = (
    await client.post("/action-items", {
      site_visit_id: visit.id,
      title,
      location: "Rear elevation",
    })
  ).body;
  return { propertyId: prop.id as string, visitId: visit.id as string, itemId: item.id as string };
}

async function issue(body: Record<string, unknown>, client: Client = c()) {
  const r = await client.post("/capture-tokens", body);
  expect(r.status).toBe(201);
  issued.push(r.body.token);
  return r.body as { token: string; capture_url: string; expires_at: string; upload_limit: number };
}

async function postPhoto(
  token: string,
  body: BodyInit | Uint8Array = jpeg,
  contentType = "image/jpeg",
): Promise<ApiResponse> {
  const res = await fetch(`${server.url}/c/${token}/photos`, {
    method: "POST",
    body: body as BodyInit,
    headers: { "content-type": contentType },
  });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, body: parsed, text };
}

const tokenRow = (token: string) => {
  const jti = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).jti;
  return sqlite.query("SELECT * FROM capture_tokens WHERE id = ?").get(jti) as any;
};

/** Changes one character in the middle of the token (signature, payload or header). */
function editOne(token: string, at: number) {
  const ch = token[at] === "A" ? "B" : "A";
  return token.slice(0, at) + ch + token.slice(at + 1);
}

describe("POST /capture-tokens", () => {
  test("201 with a signed token, its capture_url, defaults 24 h and 5 uploads; the jti is recorded", async () => {
    const { itemId } = await newItem();
    const before = Date.now();
    const t = await issue({ target_id: itemId });
    expect(t.token.split(".").length).toBe(3);
    expect(t.capture_url).toMatch(
      new RegExp(`^http://localhost:\\d+/c/${t.token.replaceAll(".", "\\.")}$`),
    );
    expect(t.upload_limit).toBe(5);
    const ttl = Date.parse(t.expires_at) - before;
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
    expect(tokenRow(t.token)).toMatchObject({
      action_item_id: itemId,
      purpose: "evidence",
      upload_limit: 5,
      uploads_used: 0,
      expires_at: t.expires_at,
    });
  });

  test("ttl_hours and upload_limit are honoured at their bounds", async () => {
    const { itemId } = await newItem();
    const t = await issue({
      target_id: itemId,
      ttl_hours: 168,
      upload_limit: 20,
      purpose: "completion_photo",
    });
    expect(t.upload_limit).toBe(20);
    expect(Date.parse(t.expires_at) - Date.now()).toBeGreaterThan(167 * 3600_000);
    expect((await issue({ target_id: itemId, ttl_hours: 1, upload_limit: 1 })).upload_limit).toBe(
      1,
    );
  });

  test("bad bodies: 400 naming the field", async () => {
    const { itemId } = await newItem();
    for (const [body, param] of [
      [{}, "target_id"],
      [{ target_id: itemId, ttl_hours: 0 }, "ttl_hours"],
      [{ target_id: itemId, ttl_hours: 169 }, "ttl_hours"],
      [{ target_id: itemId, ttl_hours: 1.5 }, "ttl_hours"],
      [{ target_id: itemId, upload_limit: 0 }, "upload_limit"],
      [{ target_id: itemId, upload_limit: 21 }, "upload_limit"],
      [{ target_id: itemId, purpose: "avatar" }, "purpose"],
      [{ target_id: itemId, scope: "all" }, "scope"],
    ] as const) {
      const e = expectError(await c().post("/capture-tokens", body), 400, "validation_error");
      expect(e.param).toBe(param);
    }
  });

  test("another account's item, the other dataset's item, an unknown id: 404, nothing recorded", async () => {
    const theirs = await newItem(other.test);
    const live = await newItem(tenant.live);
    const n = (sqlite.query("SELECT COUNT(*) AS n FROM capture_tokens").get() as any).n;
    for (const id of [theirs.itemId, live.itemId, "ai_missing"])
      expectError(await c().post("/capture-tokens", { target_id: id }), 404, "resource_not_found");
    expect((sqlite.query("SELECT COUNT(*) AS n FROM capture_tokens").get() as any).n).toBe(n);
    expectError(
      await c().post("/capture-tokens", { target_id: theirs.itemId }, { key: null }),
      401,
      "missing_api_key",
    );
  });
});

describe("GET /c/<token>", () => {
  test("a phone page: the item, its property, remaining uploads, expiry, a camera input; script only by nonce", async () => {
    const { itemId } = await newItem(c(), `<img src=x onerror=alert(1)> Loose "tile"`);
    const t = await issue({ target_id: itemId, upload_limit: 3 });
    const r = await fetch(`${server.url}/c/${t.token}`);
    expect(r.status).toBe(200);
    const page = await r.text();
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt; Loose &quot;tile&quot;");
    expect(page).not.toContain("<img src=x");
    expect(page).toContain("3 Harbour Row");
    expect(page).toContain("Rear elevation");
    expect(page).toMatch(/<b id="remaining">3<\/b>/);
    expect(page).toContain(`datetime="${t.expires_at}"`);
    expect(page).toMatch(
      /<input id="photo-input" type="file" accept="image\/\*" capture="environment" multiple[ >]/,
    );
    const csp = r.headers.get("content-security-policy")!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(page).toContain(`<script nonce="${nonce}">`);
    expect(csp).not.toContain("'unsafe-inline'; connect");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(r.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(r.headers.get("cache-control")).toBe("no-store");
    // A fresh nonce per response.
    const again = await fetch(`${server.url}/c/${t.token}`);
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
  });

  test("a completion-photo link takes one photo at a time", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId, purpose: "completion_photo", upload_limit: 1 });
    const page = await (await fetch(`${server.url}/c/${t.token}`)).text();
    expect(page).toContain("Completion photo");
    expect(page).toMatch(/capture="environment"[ >]/);
    expect(page).not.toMatch(/capture="environment"[^>]*\bmultiple\b/);
  });
});

describe("POST /c/<token>/photos", () => {
  test("201 { id, url, remaining_uploads }: the photo is evidence on the item, with evidence.attached", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId, upload_limit: 2 });
    const { result: r, events } = await withEvents(c(), () => postPhoto(t.token));
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^ev_/),
      url: expect.stringContaining("/media/"),
      remaining_uploads: 1,
    });
    expect((await c().get(`/action-items/${itemId}`)).body.evidenceImageUrls).toEqual([r.body.url]);
    expect(events.map((e) => e.event_type)).toEqual(["evidence.attached"]);
    expect(events[0]!.data).toMatchObject({
      target_type: "evidence",
      evidence: { id: r.body.id, url: r.body.url },
    });
    expect(events[0]!.livemode).toBe(false);
    expect(
      new Uint8Array(
        await (
          await fetch(r.body.url.replace(/^http:\/\/localhost/, "http://127.0.0.1"))
        ).arrayBuffer(),
      ),
    ).toEqual(jpeg);
  });

  test("a completion_photo link sets completionPhotoUrl (evidence.attached, id null); a second photo replaces the first and its file", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId, purpose: "completion_photo", upload_limit: 2 });
    const { result: first, events } = await withEvents(c(), () => postPhoto(t.token));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: null,
      url: expect.stringContaining("/media/"),
      remaining_uploads: 1,
    });
    const item = (await c().get(`/action-items/${itemId}`)).body;
    expect(item.completionPhotoUrl).toBe(first.body.url);
    expect(item.evidenceImageUrls).toEqual([]);
    expect(events.map((e) => e.event_type)).toEqual(["evidence.attached"]);
    expect(events[0]!.data).toMatchObject({
      target_type: "completion_photo",
      action_item: { id: itemId, completionPhotoUrl: first.body.url },
      evidence: { id: null, url: first.body.url },
    });

    const second = await postPhoto(t.token, png, "image/png");
    expect(second.status).toBe(201);
    expect((await c().get(`/action-items/${itemId}`)).body.completionPhotoUrl).toBe(
      second.body.url,
    );
    const oldKey = first.body.url.split("/").pop();
    expect(sqlite.query("SELECT key FROM blobs WHERE key = ?").get(oldKey)).toBeNull();
    for (
      let i = 0;
      i < 100 && filesUnder(join(server.dataDir, "blobs")).some((f) => f.endsWith(oldKey));
      i++
    )
      await Bun.sleep(50);
    expect(filesUnder(join(server.dataDir, "blobs")).some((f) => f.endsWith(oldKey))).toBe(false);
  });

  test("after its limit: 410 capture_token_exhausted, and the page says so", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId, upload_limit: 1 });
    expect((await postPhoto(t.token)).body.remaining_uploads).toBe(0);
    expectError(await postPhoto(t.token), 410, "capture_token_exhausted");
    const page = await fetch(`${server.url}/c/${t.token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("All uploads are used");
  });

  test("after expiry: 410 capture_token_expired, and the page says so", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId });
    sqlite
      .query("UPDATE capture_tokens SET expires_at = ? WHERE id = ?")
      .run(new Date(Date.now() - 1000).toISOString(), tokenRow(t.token).id);
    expectError(await postPhoto(t.token), 410, "capture_token_expired");
    const page = await fetch(`${server.url}/c/${t.token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This link has expired");
    expect(tokenRow(t.token).uploads_used).toBe(0);
  });

  test("a token edited by one character (header, payload, signature), truncated, or made up: 404, and a 404 page", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId });
    const [h, p] = t.token.split(".");
    const bad = [
      editOne(t.token, 5),
      editOne(t.token, h!.length + 10),
      editOne(t.token, h!.length + p!.length + 12),
      t.token.slice(0, -1),
      t.token + "A",
      "not-a-token",
      `${h}.${p}.`,
      "x".repeat(3000),
    ];
    for (const token of bad) {
      expectError(await postPhoto(token), 404, "resource_not_found");
      const page = await fetch(`${server.url}/c/${encodeURIComponent(token)}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("This link does not work");
    }
    expect(tokenRow(t.token).uploads_used).toBe(0);
    // The genuine token still works.
    expect((await postPhoto(t.token)).status).toBe(201);
  });

  test("after its item is deleted: 404 (the token went with it)", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId });
    expect((await c().del(`/action-items/${itemId}`)).status).toBe(204);
    expectError(await postPhoto(t.token), 404, "resource_not_found");
    expect((await fetch(`${server.url}/c/${t.token}`)).status).toBe(404);
  });

  test("refused bodies (415, 413) give their slot back and store nothing", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId, upload_limit: 1 });
    const files = await storedFilesOnceSized(server.dataDir);
    expectError(await postPhoto(t.token, png, "image/jpeg"), 415, "unsupported_media_type");
    expectError(await postPhoto(t.token, "hello", "text/plain"), 415, "unsupported_media_type");
    expectError(await postPhoto(t.token, jpeg.slice(0, 500)), 415, "unsupported_media_type");
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(jpeg.subarray(0, 1000));
    expectError(
      await postPhoto(t.token, chunkedStream(big, 256 * 1024) as any),
      413,
      "payload_too_large",
    );
    expectError(await postPhoto(t.token, big), 413, "payload_too_large");
    expect(tokenRow(t.token).uploads_used).toBe(0);
    expect(filesUnder(join(server.dataDir, "blobs")).length).toBe(files);
    expect((await postPhoto(t.token)).status).toBe(201);
  });

  test("20 concurrent uploads on a limit of 5: exactly 5 succeed, the rest are 410 exhausted", async () => {
    const { itemId } = await newItem();
    const t = await issue({ target_id: itemId, upload_limit: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => postPhoto(t.token)));
    const ok = results.filter((r) => r.status === 201);
    expect(ok.length).toBe(5);
    for (const r of results.filter((r) => r.status !== 201))
      expectError(r, 410, "capture_token_exhausted");
    expect(ok.map((r) => r.body.remaining_uploads).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(tokenRow(t.token).uploads_used).toBe(5);
    expect(
      (
        sqlite
          .query("SELECT COUNT(*) AS n FROM evidence WHERE action_item_id = ?")
          .get(itemId) as any
      ).n,
    ).toBe(5);
    expect((await c().get(`/action-items/${itemId}`)).body.evidenceImageUrls.length).toBe(5);
  });
});

test("no capture token appears in the server log (paths are /c/[redacted])", async () => {
  for (let i = 0; i < 100 && !server.logs().includes('"path":"/c/[redacted]"'); i++)
    await Bun.sleep(50);
  const log = server.logs();
  expect(log).toContain('"path":"/c/[redacted]"');
  expect(issued.length).toBeGreaterThan(5);
  for (const token of issued) {
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split(".")[2]!);
  }
});
