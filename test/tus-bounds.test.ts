// Resumable uploads have bounds (issue 27): a few unfinished uploads per visit and per account, a
// quota on the bytes they reserve, the same minimum pace as PUT …/video for PATCH bodies, and an
// upload that belongs to the key that created it. Real server, real sockets.
import { describe, expect, test } from "bun:test";
import { useServerWithTenant, createTenant, draftVisit } from "./helpers/fixtures";
import { client, expectError, type Client } from "./helpers/api";
import { rawHttp } from "./helpers/raw-http";

const MiB = 1024 * 1024;
const env = useServerWithTenant({
  env: {
    SITEVISIT_MAX_VIDEO_BYTES: String(4 * MiB),
    SITEVISIT_UPLOAD_QUOTA_BYTES: String(10 * MiB),
    // 100 bytes a second over 2 s windows: the trickle below (5 bytes a second) is too slow, the
    // stalled PATCH's first window (300 bytes) is not, so its stall is what cuts it.
    SITEVISIT_VIDEO_MIN_RATE: "100",
    SITEVISIT_VIDEO_RATE_WINDOW_MS: "2000",
    // How long a PATCH may go without a byte: short, so the stall below is answered quickly.
    SITEVISIT_REQUEST_TIMEOUT_MS: "1500",
  },
});
const TUS = { "tus-resumable": "1.0.0" };
const OCTETS = "application/offset+octet-stream";

const create = (api: Client, visitId: string, length: number | null) =>
  api.request("POST", `/site-visits/${visitId}/video/uploads`, {
    headers: {
      ...TUS,
      ...(length === null ? { "upload-defer-length": "1" } : { "upload-length": String(length) }),
    },
  });
const uploadPath = (res: { headers: Headers }) =>
  res.headers.get("location")!.slice("/api/v1".length);

async function freshTenant(name: string) {
  const t = await createTenant(env.server, name);
  expect((await env.server.cli(["accounts", "set-plan", t.accountId, "unlimited"])).code).toBe(0);
  return t;
}

describe("unfinished uploads", () => {
  test("at most 3 per visit: the 4th is 429 upload_limit_reached; a terminated one frees its place", async () => {
    const visit = await draftVisit(env.t.live);
    const made = [];
    for (let i = 0; i < 3; i++) {
      const r = await create(env.t.live, visit, 1024);
      expect(r.status).toBe(201);
      made.push(uploadPath(r));
    }
    const refused = await create(env.t.live, visit, 1024);
    expectError(refused, 429, "upload_limit_reached");
    expect(refused.body.error.message).toContain("SITEVISIT_UPLOADS_PER_VISIT");
    const del = await env.t.live.request("DELETE", made[0]!, { headers: TUS });
    expect(del.status).toBe(204);
    expect((await create(env.t.live, visit, 1024)).status).toBe(201);
  });

  test("concurrent creations cannot slip past the limit together", async () => {
    const visit = await draftVisit(env.t.live);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => create(env.t.live, visit, 1024)),
    );
    expect(all.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of all.filter((r) => r.status !== 201))
      expectError(r, 429, "upload_limit_reached");
  });

  test("at most 10 per account, across its visits", async () => {
    const t = await freshTenant("Many Uploads Ltd");
    for (let v = 0; v < 4; v++) {
      const visit = await draftVisit(t.live);
      for (let i = 0; i < (v < 3 ? 3 : 1); i++)
        expect((await create(t.live, visit, 1000)).status).toBe(201);
    }
    const refused = await create(t.live, await draftVisit(t.live), 1000);
    expectError(refused, 429, "upload_limit_reached");
    expect(refused.body.error.message).toContain("SITEVISIT_UPLOADS_PER_ACCOUNT");
    // Another account is not affected.
    const other = await freshTenant("Unaffected Ltd");
    expect((await create(other.live, await draftVisit(other.live), 1000)).status).toBe(201);
  });

  test("the bytes reserved by unfinished uploads count against the account's quota (a deferred length reserves the cap)", async () => {
    const t = await freshTenant("Big Files Ltd");
    const a = await draftVisit(t.live);
    expect((await create(t.live, a, 4 * MiB)).status).toBe(201);
    expect((await create(t.live, a, 4 * MiB)).status).toBe(201);
    const over = await create(t.live, await draftVisit(t.live), 4 * MiB);
    expectError(over, 429, "upload_limit_reached");
    expect(over.body.error.message).toContain("SITEVISIT_UPLOAD_QUOTA_BYTES");
    expectError(await create(t.live, a, null), 429, "upload_limit_reached");
    expect((await create(t.live, a, 2 * MiB)).status).toBe(201);
  });
});

describe("who may touch an upload", () => {
  test("another key of the same account gets 404 for HEAD, PATCH and DELETE; the creating key resumes", async () => {
    const made = await env.server.cli([
      "keys",
      "create",
      "--account",
      env.t.accountId,
      "--name",
      "second",
      "--mode",
      "live",
      "--json",
    ]);
    const second = client(env.server.api, made.json.key);
    const visit = await draftVisit(env.t.live);
    const path = uploadPath(await create(env.t.live, visit, 1024));
    expect((await second.request("HEAD", path, { headers: TUS })).status).toBe(404);
    expectError(
      await second.request("PATCH", path, {
        raw: new Uint8Array(10),
        headers: { ...TUS, "upload-offset": "0", "content-type": OCTETS },
      }),
      404,
      "resource_not_found",
    );
    expectError(await second.request("DELETE", path, { headers: TUS }), 404, "resource_not_found");
    const head = await env.t.live.request("HEAD", path, { headers: TUS });
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-offset")).toBe("0");
  });
});

describe("PATCH pace", () => {
  test("a PATCH trickling bytes below the minimum rate is cut (408 or closed), keeping what arrived", async () => {
    const visit = await draftVisit(env.t.live);
    const path = uploadPath(await create(env.t.live, visit, 1024 * 1024));
    let sent = 0;
    // One byte every 200 ms: never a stall, far below 100 bytes a second.
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        await Bun.sleep(200);
        c.enqueue(new Uint8Array([7]));
        sent++;
      },
    });
    const ctl = new AbortController();
    const guard = setTimeout(() => ctl.abort(), 20_000);
    const res = await fetch(env.server.api + path, {
      method: "PATCH",
      body,
      signal: ctl.signal,
      headers: {
        ...TUS,
        authorization: `Bearer ${env.t.liveKey}`,
        "upload-offset": "0",
        "content-type": OCTETS,
      },
      duplex: "half",
    } as RequestInit).catch((e) => e);
    clearTimeout(guard);
    // The server gave up long before our own 20 s guard.
    expect(ctl.signal.aborted).toBe(false);
    if (res instanceof Response) {
      expect(res.status).toBe(408);
      expect((await res.json()).error.message).toContain("SITEVISIT_VIDEO_MIN_RATE");
    }
    const kept = Number(
      (await env.t.live.request("HEAD", path, { headers: TUS })).headers.get("upload-offset"),
    );
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(sent);
  }, 30_000);

  test("a PATCH that stops sending is answered 408 request_timeout on its socket; the offset is kept and the upload resumes", async () => {
    const visit = await draftVisit(env.t.live);
    const path = uploadPath(await create(env.t.live, visit, 1000));
    const head =
      `PATCH /api/v1${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ntus-resumable: 1.0.0\r\n` +
      `authorization: Bearer ${env.t.liveKey}\r\nupload-offset: 0\r\n` +
      `content-type: ${OCTETS}\r\ncontent-length: 1000\r\n\r\n`;
    // 300 of the 1,000 bytes declared, then nothing: the server must answer, not just hang up.
    const reply = await rawHttp(Number(new URL(env.server.url).port), [head, "a".repeat(300)], {
      giveUpMs: 15_000,
    });
    expect(reply.closedByServer).toBe(true);
    expect(reply.status).toBe(408);
    expect(reply.headers.connection).toBe("close");
    const body = JSON.parse(reply.body);
    expect(body.error.code).toBe("request_timeout");
    expect(body.error.message).toContain("Resume with HEAD and PATCH");
    const offset = (await env.t.live.request("HEAD", path, { headers: TUS })).headers.get(
      "upload-offset",
    );
    expect(offset).toBe("300");
    const rest = await env.t.live.request("PATCH", path, {
      raw: new Uint8Array(700).fill(98),
      headers: { ...TUS, "upload-offset": "300", "content-type": OCTETS },
    });
    // The rest is taken at offset 300 and completes the upload, whose bytes are not a video.
    expectError(rest, 415, "unsupported_media_type");
  }, 30_000);
});
