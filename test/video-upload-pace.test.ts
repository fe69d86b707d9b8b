// PUT /site-visits/{id}/video keeps the rule docs/api.md states: every window must bring the minimum
// rate, the whole body must arrive within the deadline, and a slow but steady upload is not cut off
// by the server's 60 s idle timeout (it was: a 2 KB/s upload was dropped after 61 s with no reply).
// Small windows via the environment keep the too-slow case short; the steady one runs past 60 s.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { makeSilentVideo } from "./helpers/walkthrough";
import { filesUnder } from "./helpers/images";
import { documentValidator } from "./helpers/openapi-validator";

let server: TestServer;
let t: Tenant;
let video: Uint8Array;
beforeAll(async () => {
  [server, video] = await Promise.all([
    startServer({
      env: {
        SITEVISIT_TRANSCRIBER: "none",
        SITEVISIT_VIDEO_MIN_RATE: "2048",
        SITEVISIT_VIDEO_RATE_WINDOW_MS: "5000",
        SITEVISIT_VIDEO_DEADLINE_MS: "90000",
      },
    }),
    makeSilentVideo("silence").then((p) => Bun.file(p).bytes()),
  ]);
  t = await createTenant(server);
});
afterAll(() => server?.stop());

async function newVisit() {
  const p = await t.live.post("/properties", { name: "12 Mill Lane" });
  return (await t.live.post("/site-visits", { property_id: p.body.id, title: "Walkthrough" })).body
    .id as string;
}

/** The video, then zero padding, `chunk` bytes every `everyMs` until `totalBytes` were sent. */
function trickle(totalBytes: number, chunk: number, everyMs: number): ReadableStream<Uint8Array> {
  const body = new Uint8Array(totalBytes);
  body.set(video.subarray(0, Math.min(video.byteLength, totalBytes)));
  let sent = 0;
  return new ReadableStream({
    async pull(c) {
      if (sent >= totalBytes) return c.close();
      if (sent > 0) await Bun.sleep(everyMs);
      c.enqueue(body.slice(sent, sent + chunk));
      sent += chunk;
    },
  });
}

async function upload(id: string, body: ReadableStream<Uint8Array>) {
  const started = Date.now();
  const res = await fetch(`${server.api}/site-visits/${id}/video`, {
    method: "PUT",
    headers: { authorization: `Bearer ${t.liveKey}`, "content-type": "video/mp4" },
    body,
    duplex: "half",
  } as RequestInit);
  const text = await res.text();
  // The answer is the one the OpenAPI document gives for this operation.
  (await documentValidator(new URL(server.url).origin)).checkResponse(
    "PUT",
    `/site-visits/${id}/video`,
    res.status,
    res.headers.get("content-type"),
    text,
  );
  return { status: res.status, body: JSON.parse(text), seconds: (Date.now() - started) / 1000 };
}

test("too slow: a trickle below the minimum rate is answered 408 request_timeout after one window, and nothing is kept", async () => {
  const id = await newVisit();
  // 512 bytes/s against a minimum of 2 KiB/s over 5 s.
  const res = await upload(id, trickle(200_000, 512, 1000));
  expect(res.status).toBe(408);
  expect(res.body.error.code).toBe("request_timeout");
  expect(res.body.error.message).toMatch(/too slowly.*minimum of 2 KiB\/s averaged over 5 s/);
  expect(res.seconds).toBeGreaterThanOrEqual(4.5);
  expect(res.seconds).toBeLessThan(30);
  expect((await t.live.get(`/site-visits/${id}`)).body).toMatchObject({
    status: "DRAFT",
    processingError: null,
  });
  expect(filesUnder(join(server.dataDir, "blobs")).filter((f) => !f.includes(".tmp"))).toEqual([]);
  expect(server.logs()).toContain("video upload too slow");
}, 60_000);

// Twice the minimum: on a loaded CI machine the client's own timers slip, and at 1.5x a slow
// second or two of them once dropped a window below the minimum (a reset, not a server fault).
test("slow but steady: 4 KiB/s for over a minute (past the server's idle timeout) is received whole and processed", async () => {
  const id = await newVisit();
  const total = 66 * 4096;
  const res = await upload(id, trickle(total, 4096, 1000));
  expect(res.seconds).toBeGreaterThan(61);
  expect(res.status).toBe(202);
  expect(res.body.status).toBe("PROCESSING");
}, 120_000);
