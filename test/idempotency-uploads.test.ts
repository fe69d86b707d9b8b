// Idempotency-Key on raw-body uploads (images, transcripts, videos) against the real server: the
// body's bytes are part of the fingerprint (docs/api.md, Conventions), hashed while it streams, so the same bytes
// replay and different bytes of the same size are 422, not a replay of someone else's photo.
import { beforeAll, describe, expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { expectError, type Client } from "./helpers/api";
import { count } from "./helpers/db";
import { chunkedStream } from "./helpers/streams";
import { makeImage } from "./helpers/images";

const DEADLINE_MS = 2000;
const env = useServerWithTenant({
  env: { SITEVISIT_TRANSCRIBER: "none", SITEVISIT_REQUEST_TIMEOUT_MS: String(DEADLINE_MS) },
});
const c = (): Client => env.t.test;
let a: Uint8Array<ArrayBuffer>;
let b: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  // Two different photos of exactly the same size.
  a = await makeImage("png", "160x120");
  b = new Uint8Array(a);
  const idat = b.findIndex(
    (x, i) => x === 0x49 && b[i + 1] === 0x44 && b[i + 2] === 0x41 && b[i + 3] === 0x54,
  );
  b[idat + 10] ^= 0xff;
  expect(b.length).toBe(a.length);
  expect(b).not.toEqual(a);
});

const blobs = () => count(env.server.dataDir, "SELECT COUNT(*) AS n FROM blobs");
const upload = (body: BodyInit | Uint8Array, key: string, type = "image/png") =>
  c().request("POST", "/uploads", {
    raw: body as BodyInit,
    headers: { "content-type": type },
    idempotencyKey: key,
  });

async function draftVisit() {
  const prop = (await c().post("/properties", { name: "9 Weir Road" })).body;
  return (await c().post("/site-visits", { property_id: prop.id, title: "Walkthrough" })).body
    .id as string;
}

describe("Idempotency-Key with a raw body", () => {
  test("two different images of one size under one key: the second is 422, not a replay", async () => {
    const before = blobs();
    const first = await upload(a, "photo-1");
    expect(first.status).toBe(201);
    const other = await upload(b, "photo-1");
    expectError(other, 422, "idempotency_key_in_use");
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(blobs()).toBe(before + 1);
  });

  test("the same bytes replay the first response, sent whole or chunked; nothing is stored twice", async () => {
    const first = await upload(a, "photo-2");
    expect(first.status).toBe(201);
    const before = blobs();
    for (const body of [a, chunkedStream(a, 1000)]) {
      const again = await upload(body, "photo-2");
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(again.body).toEqual(first.body);
    }
    expect(blobs()).toBe(before);
    // A longer or shorter body, chunked (no length to compare first), is another body.
    expectError(
      await upload(chunkedStream(new Uint8Array([...a, 0])), "photo-2"),
      422,
      "idempotency_key_in_use",
    );
    expectError(
      await upload(chunkedStream(a.subarray(1)), "photo-2"),
      422,
      "idempotency_key_in_use",
    );
    expectError(await upload(b, "photo-2"), 422, "idempotency_key_in_use");
    expect(blobs()).toBe(before);
  });

  test("evidence: the same, and a JSON request under an upload's key is 422 too", async () => {
    const prop = (await c().post("/properties", { name: "2 Dock St" })).body;
    const visit = (await c().post("/site-visits", { property_id: prop.id, title: "V" })).body;
    const item = (await c().post("/action-items", { site_visit_id: visit.id, title: "Leak" })).body;
    const send = (body: Uint8Array) =>
      c().request("POST", `/action-items/${item.id}/evidence`, {
        raw: body as BodyInit,
        headers: { "content-type": "image/png" },
        idempotencyKey: "ev-1",
      });
    const first = await send(a);
    expect(first.status).toBe(201);
    expect((await send(a)).headers.get("idempotent-replayed")).toBe("true");
    expectError(await send(b), 422, "idempotency_key_in_use");
    expectError(
      await c().post("/properties", { name: "x" }, { idempotencyKey: "ev-1" }),
      422,
      "idempotency_key_in_use",
    );
    expect(
      count(
        env.server.dataDir,
        "SELECT COUNT(*) AS n FROM evidence WHERE action_item_id = ?",
        item.id,
      ),
    ).toBe(1);
  });

  test("a refusal before the body was read keeps nothing under the key: the retry with a good body runs", async () => {
    // Over the 15 MiB cap, chunked: 413 once the count passes it, the rest never read.
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(a);
    expectError(await upload(chunkedStream(big), "early"), 413, "payload_too_large");
    const r = await upload(a, "early");
    expect(r.status).toBe(201);
    expect(r.headers.get("idempotent-replayed")).toBeNull();
  });

  test("a 4xx after the whole body was read is stored for that body", async () => {
    const text = new TextEncoder().encode("not an image at all");
    const first = await upload(text, "bad-photo", "application/octet-stream");
    expectError(first, 415, "unsupported_media_type");
    const again = await upload(text, "bad-photo", "application/octet-stream");
    expect(again.status).toBe(415);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expectError(await upload(a, "bad-photo"), 422, "idempotency_key_in_use");
  });

  test("a retry whose body stalls is 408 at the deadline, neither a replay nor a 422", async () => {
    expect((await upload(a, "stalled")).status).toBe(201);
    const url = new URL(env.server.url);
    let reply = "";
    const socket = await Bun.connect({
      hostname: url.hostname,
      port: Number(url.port),
      socket: { data: (_s, d) => void (reply += new TextDecoder().decode(d)) },
    });
    socket.write(
      `POST /api/v1/uploads HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${env.t.testKey}\r\nIdempotency-Key: stalled\r\n` +
        `Content-Type: image/png\r\nContent-Length: ${a.length}\r\n\r\n`,
    );
    socket.write(a.subarray(0, a.length >> 1));
    try {
      for (let i = 0; i < 100 && !reply.includes("\r\n\r\n{"); i++) await Bun.sleep(100);
      expect(reply).toStartWith("HTTP/1.1 408");
      expect(reply).toContain('"request_timeout"');
    } finally {
      socket.end();
    }
    expect((await upload(a, "stalled")).headers.get("idempotent-replayed")).toBe("true");
  }, 20_000);

  test("transcripts: different text of one length is 422; the same text replays", async () => {
    const visit = await draftVisit();
    const put = (text: string) =>
      c().request("PUT", `/site-visits/${visit}/transcript`, {
        raw: text,
        headers: { "content-type": "text/plain" },
        idempotencyKey: "tx-1",
      });
    const first = await put("The tap in the kitchen is leaking.");
    expect(first.status).toBe(202);
    const again = await put("The tap in the kitchen is leaking.");
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expectError(await put("The tap in the bathroom is leaking"), 422, "idempotency_key_in_use");
  });

  test("videos: different bytes of one size are 422; the same bytes replay", async () => {
    const visit = await draftVisit();
    const video = (fill: number) => {
      const v = new Uint8Array(64 * 1024).fill(fill);
      v.set([
        0,
        0,
        0,
        24,
        ...new TextEncoder().encode("ftypisom"),
        0,
        0,
        2,
        0,
        ...new TextEncoder().encode("isommp41"),
      ]);
      return v;
    };
    const put = (body: Uint8Array) =>
      c().request("PUT", `/site-visits/${visit}/video`, {
        raw: body as BodyInit,
        headers: { "content-type": "video/mp4" },
        idempotencyKey: "vid-1",
      });
    const first = await put(video(1));
    expect(first.status).toBe(202);
    const again = await put(video(1));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expectError(await put(video(2)), 422, "idempotency_key_in_use");
  });
});
