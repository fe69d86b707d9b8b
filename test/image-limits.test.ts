// Images bounded before anything decodes them, on every image upload route of the real server
// (API uploads, evidence, capture-link photos as evidence and as completion photos): the size each
// declares is read from its header and refused over SITEVISIT_MAX_IMAGE_PIXELS, an unreadable one is
// not an image, a JPEG with data after its end marker is a photo, and a capture upload that stalls
// gives its slot back at the body deadline.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { join } from "node:path";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError, type ApiResponse, type Client } from "./helpers/api";
import { openDb } from "./helpers/db";
import {
  filesUnder,
  heicDeclaring,
  heicGrid,
  jpegDeclaring,
  makeImage,
  pngDeclaring,
} from "./helpers/images";
import { HEIC_SAMPLE } from "../src/media/heic";

const DEADLINE_MS = 2000;
let server: TestServer;
let tenant: Tenant;
let sqlite: Database;
let jpeg: Uint8Array<ArrayBuffer>;
let png: Uint8Array<ArrayBuffer>;
const c = (): Client => tenant.test;

beforeAll(async () => {
  server = await startServer({ env: { SITEVISIT_REQUEST_TIMEOUT_MS: String(DEADLINE_MS) } });
  tenant = await createTenant(server);
  sqlite = openDb(server.dataDir, false);
  [jpeg, png] = await Promise.all([makeImage("jpg", "320x240"), makeImage("png")]);
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

async function newItem() {
  const prop = (await c().post("/properties", { name: "4 Kiln Street" })).body;
  const visit = (await c().post("/site-visits", { property_id: prop.id, title: "Check" })).body;
  const item = (await c().post("/action-items", { site_visit_id: visit.id, title: "Cracked pane" }))
    .body;
  return item.id as string;
}

async function captureToken(
  itemId: string,
  purpose: "evidence" | "completion_photo",
  upload_limit = 5,
) {
  const r = await c().post("/capture-tokens", { target_id: itemId, purpose, upload_limit });
  expect(r.status).toBe(201);
  return r.body.token as string;
}

const usedSlots = (token: string) => {
  const jti = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).jti;
  return (sqlite.query("SELECT uploads_used FROM capture_tokens WHERE id = ?").get(jti) as any)
    .uploads_used as number;
};

async function publicPost(
  path: string,
  body: Uint8Array,
  contentType: string,
): Promise<ApiResponse> {
  const res = await fetch(server.url + path, {
    method: "POST",
    body: body as BodyInit,
    headers: { "content-type": contentType },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, text };
}

/** Every image upload route, as a function that sends one body there. */
async function routes(): Promise<
  [string, (body: Uint8Array, type: string) => Promise<ApiResponse>][]
> {
  const itemId = await newItem();
  const evidenceLink = await captureToken(itemId, "evidence", 20);
  const completionLink = await captureToken(itemId, "completion_photo", 20);
  const api = (path: string) => (body: Uint8Array, type: string) =>
    c().request("POST", path, { raw: body as BodyInit, headers: { "content-type": type } });
  return [
    ["POST /uploads", api("/uploads")],
    ["POST /action-items/{id}/evidence", api(`/action-items/${itemId}/evidence`)],
    [
      "capture link (evidence)",
      (body, type) => publicPost(`/c/${evidenceLink}/photos`, body, type),
    ],
    [
      "capture link (completion photo)",
      (body, type) => publicPost(`/c/${completionLink}/photos`, body, type),
    ],
  ];
}

const stored = () => ({
  rows: (sqlite.query("SELECT COUNT(*) AS n FROM blobs").get() as any).n as number,
  files: filesUnder(join(server.dataDir, "blobs")).length,
});

describe("the pixel limit (50 megapixels by default), on every image route", () => {
  test("bombs are 422 image_too_large naming the limit, and leave no row, no file and no used slot", async () => {
    const bombs: [string, Uint8Array, string][] = [
      [
        "HEIC with its ispe rewritten to 32767x32767",
        heicDeclaring(HEIC_SAMPLE, 32767, 32767),
        "image/heic",
      ],
      [
        "HEIC grid of one 64x64 tile referenced 120x120 times",
        heicGrid(HEIC_SAMPLE, { rows: 120, columns: 120, outputWidth: 64, outputHeight: 48 }),
        "image/heic",
      ],
      [
        "HEIC grid declaring a 40000x30000 output",
        heicGrid(HEIC_SAMPLE, {
          rows: 2,
          columns: 2,
          outputWidth: 40000,
          outputHeight: 30000,
          ispeWidth: 64,
          ispeHeight: 48,
        }),
        "image/heic",
      ],
      ["PNG declaring 50,000x50,000", pngDeclaring(png, 50_000, 50_000), "image/png"],
      ["JPEG whose SOF says 60000x60000", jpegDeclaring(jpeg, 60_000, 60_000), "image/jpeg"],
    ];
    const before = stored();
    for (const [route, send] of await routes()) {
      for (const [what, bytes, type] of bombs) {
        const r = await send(bytes, type);
        if (r.status !== 422) throw new Error(`${what} on ${route}: ${r.status} ${r.text}`);
        const e = expectError(r, 422, "image_too_large");
        expect(e.message).toContain("at most 50 megapixels");
      }
    }
    expect(stored()).toEqual(before);
    for (const row of sqlite.query("SELECT uploads_used FROM capture_tokens").all() as any[])
      expect(row.uploads_used).toBe(0);
  });

  test("just under the limit is accepted, just over it is not", async () => {
    expect(
      (
        await c().request("POST", "/uploads", {
          raw: pngDeclaring(png, 7071, 7071),
          headers: { "content-type": "image/png" },
        })
      ).status,
    ).toBe(201);
    expectError(
      await c().request("POST", "/uploads", {
        raw: pngDeclaring(png, 7072, 7072),
        headers: { "content-type": "image/png" },
      }),
      422,
      "image_too_large",
    );
  });

  test("an image whose size cannot be read is 415, not a valid image", async () => {
    const sof = jpeg.findIndex((b, i) => b === 0xff && jpeg[i + 1] === 0xc0);
    const noFrame = new Uint8Array([
      ...jpeg.subarray(0, sof),
      ...jpeg.subarray(sof + 2 + ((jpeg[sof + 2]! << 8) | jpeg[sof + 3]!)),
    ]);
    for (const [route, send] of await routes()) {
      const r = await send(noFrame, "image/jpeg");
      if (r.status !== 415) throw new Error(`${route}: ${r.status} ${r.text}`);
      expect(expectError(r, 415, "unsupported_media_type").message).toContain("not a valid");
    }
  });
});

describe("JPEG with data after its end marker", () => {
  test("accepted on every route and stored byte for byte; a truncated one is still 415", async () => {
    const trailing = (n: number) =>
      new Uint8Array([...jpeg, ...crypto.getRandomValues(new Uint8Array(n))]);
    for (const [route, send] of await routes()) {
      for (const n of [63, 64, 4096, 200_000]) {
        const photo = trailing(n);
        const r = await send(photo, "image/jpeg");
        if (r.status !== 201)
          throw new Error(`${n} bytes after EOI on ${route}: ${r.status} ${r.text}`);
        const served = await fetch(r.body.url);
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo);
      }
      expectError(
        await send(jpeg.subarray(0, jpeg.length - 200), "image/jpeg"),
        415,
        "unsupported_media_type",
      );
    }
  });
});

describe("a stalled capture upload", () => {
  test("is answered 408 at the body deadline and gives its slot back", async () => {
    const token = await captureToken(await newItem(), "evidence", 1);
    const url = new URL(server.url);
    let reply = "";
    const socket = await Bun.connect({
      hostname: url.hostname,
      port: Number(url.port),
      socket: {
        data(_s, d) {
          reply += new TextDecoder().decode(d);
        },
      },
    });
    // Headers for the whole photo, half of its bytes, then nothing more.
    socket.write(
      `POST /c/${token}/photos HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`,
    );
    socket.write(jpeg.subarray(0, jpeg.length >> 1));
    try {
      // The slot is taken while the body arrives...
      for (let i = 0; i < 100 && usedSlots(token) === 0; i++) await Bun.sleep(20);
      expect(usedSlots(token)).toBe(1);
      // ...and the reply comes at the deadline (Bun would otherwise hold the connection 60 s).
      for (let i = 0; i < 150 && !reply.includes("\r\n\r\n{"); i++) await Bun.sleep(100);
      expect(reply).toStartWith("HTTP/1.1 408");
      expect(reply.toLowerCase()).toContain("connection: close");
      expect(reply).toContain('"request_timeout"');
    } finally {
      socket.end();
    }
    expect(usedSlots(token)).toBe(0);
    const r = await publicPost(`/c/${token}/photos`, jpeg, "image/jpeg");
    expect(r.status).toBe(201);
    expect(r.body.remaining_uploads).toBe(0);
    expect(await server.logged("request body timed out")).toBe(true);
  }, 30_000);
});

describe("SITEVISIT_MAX_IMAGE_PIXELS", () => {
  test("sets the limit, and the message names it", async () => {
    const small = await startServer({ env: { SITEVISIT_MAX_IMAGE_PIXELS: "20000" } });
    try {
      const t = await createTenant(small);
      const under = await makeImage("jpg", "160x120");
      expect(
        (
          await t.test.request("POST", "/uploads", {
            raw: under,
            headers: { "content-type": "image/jpeg" },
          })
        ).status,
      ).toBe(201);
      const e = expectError(
        await t.test.request("POST", "/uploads", {
          raw: jpeg,
          headers: { "content-type": "image/jpeg" },
        }),
        422,
        "image_too_large",
      );
      expect(e.message).toBe(
        "The image is 320x240 (0.077 megapixels); at most 0.02 megapixels (20000 pixels, SITEVISIT_MAX_IMAGE_PIXELS) are accepted.",
      );
    } finally {
      await small.stop();
    }
  });
});
