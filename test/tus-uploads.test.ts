// Resumable video uploads (tus 1.0) against the real server: tus-js-client through a TCP proxy that
// cuts the connection midway, then resumes and the visit is processed from the espeak-ng walkthrough;
// offsets after a partial PATCH, 409/404/412/413/415, termination, the expiry sweep, a stalled PATCH,
// and a server restart (the compiled binary) in the middle of an upload.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as tus from "tus-js-client";
import { tcpProxy } from "./helpers/tcp-proxy";
import { startServer, tempDir, removeDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError, type Client } from "./helpers/api";
import { makeWalkthrough, type Walkthrough } from "./helpers/walkthrough";
// @ts-expect-error s3rver ships no types; it is only started and stopped here.
import S3rver from "s3rver";

const CAP = 4 * 1024 * 1024;
const ENV = {
  SITEVISIT_TRANSCRIBER: "pocketsphinx",
  SITEVISIT_MAX_VIDEO_BYTES: String(CAP),
  SITEVISIT_REQUEST_TIMEOUT_MS: "2000",
  // Many tests leave an upload unfinished on purpose; the limits are tested in tus-bounds.test.ts.
  SITEVISIT_UPLOADS_PER_ACCOUNT: "100",
};
const OCTETS = "application/offset+octet-stream";
const TUS = { "tus-resumable": "1.0.0" };
const CHUNK = 512 * 1024;

let server: TestServer;
let t: Tenant;
let other: Tenant;
let walk: Walkthrough;
let video: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  [server, walk] = await Promise.all([
    startServer({ env: ENV }),
    makeWalkthrough(["In the kitchen the tap under the sink is leaking badly."]),
  ]);
  [t, other] = await Promise.all([createTenant(server), createTenant(server, "Other Firm")]);
  expect((await server.cli(["accounts", "set-plan", t.accountId, "unlimited"])).code).toBe(0);
  video = padded(await Bun.file(walk.path).bytes(), 2 * 1024 * 1024);
});
afterAll(() => server?.stop());

/** The MP4 with a top-level `free` box appended (players skip it): a bigger file, the same video. */
function padded(mp4: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  out.set(mp4);
  const box = size - mp4.length;
  new DataView(out.buffer).setUint32(mp4.length, box);
  out.set(new TextEncoder().encode("free"), mp4.length + 4);
  return out;
}

async function newVisit(api: Client = t.live) {
  const p = await api.post("/properties", { name: "12 Mill Lane" });
  const v = await api.post("/site-visits", { property_id: p.body.id, title: "Walkthrough" });
  expect(v.status).toBe(201);
  return v.body.id as string;
}

/** POST …/video/uploads; returns the upload's path under /api/v1. */
async function create(
  id: string,
  length: number,
  api: Client = t.live,
  extra: Record<string, string> = {},
) {
  const res = await api.request("POST", `/site-visits/${id}/video/uploads`, {
    headers: { ...TUS, "upload-length": String(length), ...extra },
  });
  expect(res.status).toBe(201);
  expect(res.headers.get("tus-resumable")).toBe("1.0.0");
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/api\/v1\/video-uploads\/[0-9a-f]{32}$/);
  return location.slice("/api/v1".length);
}

const patch = (path: string, offset: number, body: BodyInit, api: Client = t.live, type = OCTETS) =>
  api.request("PATCH", path, {
    raw: body,
    headers: { ...TUS, "upload-offset": String(offset), "content-type": type },
  });
const head = (path: string, api: Client = t.live) => api.request("HEAD", path, { headers: TUS });
/** HEAD answers have no body: the status alone tells the error. */
const headStatus = async (path: string, api: Client = t.live) => (await head(path, api)).status;
const uploadFiles = (s: TestServer = server) => readdirSync(join(s.dataDir, "video-uploads"));

async function settled(id: string, api: Client = t.live, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await api.get(`/site-visits/${id}`);
    if (v.body.status !== "PROCESSING") return v.body;
    if (Date.now() > until) throw new Error(`visit ${id} still PROCESSING`);
    await Bun.sleep(200);
  }
}

/** A TCP proxy in front of the server that, once, drops both sides after `cutAfter` request bytes. */
function cuttingProxy(target: string, cutAfter: number) {
  const proxy = tcpProxy(() => Number(new URL(target).port));
  proxy.cutAfter(cutAfter);
  return proxy;
}

interface Sent {
  method: string;
  offset: string | null;
}

function tusUpload(
  endpoint: string,
  key: string,
  file: Uint8Array,
  opts: Partial<tus.UploadOptions> = {},
) {
  const sent: Sent[] = [];
  let done!: (r: { response: tus.HttpResponse | null; url: string }) => void;
  let fail!: (e: Error) => void;
  const finished = new Promise<{ response: tus.HttpResponse | null; url: string }>(
    (a, b) => ((done = a), (fail = b)),
  );
  let last: tus.HttpResponse | null = null;
  const upload = new tus.Upload(Buffer.from(file), {
    endpoint,
    headers: { authorization: `Bearer ${key}` },
    chunkSize: CHUNK,
    retryDelays: [100, 300, 1000],
    metadata: { filename: "walkthrough.mp4", filetype: "video/mp4" },
    onBeforeRequest: (req) =>
      void sent.push({ method: req.getMethod(), offset: req.getHeader("Upload-Offset") ?? null }),
    onAfterResponse: (_req, res) => void (last = res),
    onSuccess: () => done({ response: last, url: upload.url! }),
    onError: (e) => fail(e),
    ...opts,
  });
  return { upload, sent, finished };
}

describe("tus-js-client", () => {
  test("a connection cut midway resumes from the offset the server kept, and the visit is processed", async () => {
    const id = await newVisit();
    const proxy = cuttingProxy(server.url, Math.floor(video.length / 2));
    const base = await proxy.listen();
    try {
      const { upload, sent, finished } = tusUpload(
        `${base}/api/v1/site-visits/${id}/video/uploads`,
        t.liveKey,
        video,
      );
      upload.start();
      const { response } = await finished;
      expect(proxy.state.cut).toBe(true);
      // After the cut: a HEAD, then PATCHes from where the server stopped (never from 0 again).
      const firstHead = sent.findIndex((s) => s.method === "HEAD");
      expect(firstHead).toBeGreaterThan(0);
      const resumedAt = Number(sent.slice(firstHead).find((s) => s.method === "PATCH")!.offset);
      expect(resumedAt).toBeGreaterThanOrEqual(CHUNK);
      expect(resumedAt).toBeLessThan(video.length);
      expect(proxy.state.forwarded).toBeLessThan(video.length * 1.5);
      // The last PATCH tells the client that processing started.
      expect(response!.getStatus()).toBe(204);
      expect(response!.getHeader("Site-Visit-Id")).toBe(id);
      expect(response!.getHeader("Site-Visit-Status")).toBe("PROCESSING");
    } finally {
      proxy.close();
    }
    const visit = await settled(id);
    expect(visit).toMatchObject({ status: "READY", processingError: null });
    const items = (await t.live.get(`/action-items?site_visit_id=${id}`)).body.data as any[];
    expect(items.some((i) => /leak/i.test(i.title))).toBe(true);
    // The partial file and its sidecar are gone; the video is in the blob store.
    expect(uploadFiles()).toEqual([]);
  }, 120_000);
});

describe("the protocol", () => {
  test("OPTIONS tells the version, extensions and maximum size without a key", async () => {
    const res = await fetch(`${server.api}/video-uploads/${"0".repeat(32)}`, { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("tus-version")).toBe("1.0.0");
    expect(res.headers.get("tus-extension")).toContain("creation");
    expect(res.headers.get("tus-extension")).toContain("termination");
    expect(res.headers.get("tus-max-size")).toBe(String(CAP));
  });

  test("HEAD after a partial PATCH returns the bytes received, with Upload-Length and the client's metadata only", async () => {
    const id = await newVisit();
    const path = await create(id, video.length, t.live, {
      "upload-metadata": `filename ${btoa("a.mp4")},sitevisit-account ${btoa("acct_forged")}`,
    });
    const half = Math.floor(video.length / 2);
    const p = await patch(path, 0, video.slice(0, half));
    expect(p.status).toBe(204);
    expect(p.headers.get("upload-offset")).toBe(String(half));
    const h = await head(path);
    expect(h.status).toBe(200);
    expect(h.headers.get("upload-offset")).toBe(String(half));
    expect(h.headers.get("upload-length")).toBe(String(video.length));
    expect(h.headers.get("upload-metadata")).toBe(`filename ${btoa("a.mp4")}`);
    expect(h.headers.get("cache-control")).toBe("no-store");
  });

  test("a PATCH cut mid-body keeps the bytes that arrived", async () => {
    const id = await newVisit();
    const path = await create(id, CAP);
    const ctl = new AbortController();
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(1);
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (sent >= 512 * 1024) {
          await Bun.sleep(300);
          ctl.abort();
          return;
        }
        c.enqueue(chunk);
        sent += chunk.length;
      },
    });
    await fetch(server.api + path, {
      method: "PATCH",
      body,
      signal: ctl.signal,
      headers: {
        ...TUS,
        authorization: `Bearer ${t.liveKey}`,
        "upload-offset": "0",
        "content-type": OCTETS,
      },
      duplex: "half",
    } as RequestInit).catch(() => {});
    let offset = 0;
    for (let i = 0; i < 50 && offset === 0; i++, await Bun.sleep(100))
      offset = Number((await head(path)).headers.get("upload-offset"));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(sent);
    expect(statSync(join(server.dataDir, "video-uploads", path.split("/").pop()!)).size).toBe(
      offset,
    );
  });

  test("a PATCH at a wrong offset is 409 and writes nothing", async () => {
    const id = await newVisit();
    const path = await create(id, video.length);
    expect((await patch(path, 0, video.slice(0, 1000))).status).toBe(204);
    for (const offset of [0, 500, 2000])
      expectError(
        await patch(path, offset, video.slice(1000, 2000)),
        409,
        "upload_offset_mismatch",
      );
    expect((await head(path)).headers.get("upload-offset")).toBe("1000");
  });

  test("the wrong Content-Type is 415, a missing Tus-Resumable 412", async () => {
    const id = await newVisit();
    const path = await create(id, video.length);
    expectError(
      await patch(path, 0, video.slice(0, 10), t.live, "video/mp4"),
      415,
      "unsupported_media_type",
    );
    expectError(
      await patch(path, 0, video.slice(0, 10), t.live, "text/plain"),
      415,
      "unsupported_media_type",
    );
    const res = await t.live.request("PATCH", path, {
      raw: video.slice(0, 10),
      headers: { "upload-offset": "0", "content-type": OCTETS },
    });
    expectError(res, 412, "tus_version_unsupported");
    expect((await head(path)).headers.get("upload-offset")).toBe("0");
  });

  test("another account's upload, or the other dataset's, is 404 for HEAD, PATCH and DELETE", async () => {
    const id = await newVisit();
    const path = await create(id, video.length);
    for (const api of [other.live, t.test]) {
      expect(await headStatus(path, api)).toBe(404);
      expectError(await patch(path, 0, video.slice(0, 10), api), 404, "resource_not_found");
      expectError(await api.request("DELETE", path, { headers: TUS }), 404, "resource_not_found");
    }
    expect(await headStatus("/video-uploads/..%2F..%2Fsecret.key")).toBe(404);
    expect(await headStatus(`/video-uploads/${"a".repeat(32)}`)).toBe(404);
    // Nor can another account create an upload for this visit.
    expectError(
      await other.live.request("POST", `/site-visits/${id}/video/uploads`, {
        headers: { ...TUS, "upload-length": "10" },
      }),
      404,
      "resource_not_found",
    );
    expect((await head(path)).status).toBe(200);
    expect((await t.live.request("HEAD", path, { key: null, headers: TUS })).status).toBe(401);
    expectError(
      await t.live.request("DELETE", path, { key: null, headers: TUS }),
      401,
      "missing_api_key",
    );
  });

  test("past the size cap is 413: at creation, and bytes beyond Upload-Length", async () => {
    const id = await newVisit();
    const big = await t.live.request("POST", `/site-visits/${id}/video/uploads`, {
      headers: { ...TUS, "upload-length": String(CAP + 1) },
    });
    expectError(big, 413, "payload_too_large");
    const path = await create(id, 100);
    expectError(await patch(path, 0, video.slice(0, 200)), 413, "payload_too_large");
    expect((await head(path)).headers.get("upload-offset")).toBe("0");
  });

  test("a visit that is not DRAFT takes no upload (409)", async () => {
    const id = await newVisit();
    expect((await t.live.post(`/site-visits/${id}/complete`)).status).toBe(200);
    expectError(
      await t.live.request("POST", `/site-visits/${id}/video/uploads`, {
        headers: { ...TUS, "upload-length": "10" },
      }),
      409,
      "invalid_state",
    );
  });

  test("DELETE terminates the upload and frees its file", async () => {
    const id = await newVisit();
    const path = await create(id, video.length);
    expect((await patch(path, 0, video.slice(0, 5000))).status).toBe(204);
    const uploadId = path.split("/").pop()!;
    expect(uploadFiles()).toContain(uploadId);
    const del = await t.live.request("DELETE", path, { headers: TUS });
    expect(del.status).toBe(204);
    expect(uploadFiles().filter((f) => f.startsWith(uploadId))).toEqual([]);
    expect(await headStatus(path)).toBe(404);
  });

  test("a finished file that is not a video is 415, removed, and the visit stays DRAFT", async () => {
    const id = await newVisit();
    const text = new TextEncoder().encode("this is not a video at all, just text ".repeat(20));
    const path = await create(id, text.length);
    expectError(await patch(path, 0, text), 415, "unsupported_media_type");
    expect(await headStatus(path)).toBe(404);
    expect((await t.live.get(`/site-visits/${id}`)).body.status).toBe("DRAFT");
  });

  test("creation-with-upload: one POST carrying the whole video starts processing", async () => {
    const id = await newVisit();
    const res = await t.live.request("POST", `/site-visits/${id}/video/uploads`, {
      raw: video,
      headers: { ...TUS, "upload-length": String(video.length), "content-type": OCTETS },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("site-visit-status")).toBe("PROCESSING");
    expect((await t.live.get(`/site-visits/${id}`)).body.status).not.toBe("DRAFT");
    // A second upload for the same visit is refused now that it is processing.
    expectError(
      await t.live.request("POST", `/site-visits/${id}/video/uploads`, {
        headers: { ...TUS, "upload-length": "10" },
      }),
      409,
      "invalid_state",
    );
  });

  test("a PATCH whose body stalls is cut at the deadline, keeping what arrived", async () => {
    const id = await newVisit();
    const path = await create(id, CAP);
    const started = Date.now();
    let stalled = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (stalled) return new Promise(() => {}); // never sends another byte
        c.enqueue(new Uint8Array(100_000).fill(2));
        stalled = true;
      },
    });
    const ctl = new AbortController();
    const guard = setTimeout(() => ctl.abort(), 20_000);
    const res = await fetch(server.api + path, {
      method: "PATCH",
      body,
      signal: ctl.signal,
      headers: {
        ...TUS,
        authorization: `Bearer ${t.liveKey}`,
        "upload-offset": "0",
        "content-type": OCTETS,
      },
      duplex: "half",
    } as RequestInit).catch((e) => e);
    clearTimeout(guard);
    // The server gave up (closed or answered 408), long before our own 20 s guard.
    expect(ctl.signal.aborted).toBe(false);
    expect(Date.now() - started).toBeLessThan(15_000);
    if (res instanceof Response) expect(res.status).toBe(408);
    expect((await head(path)).headers.get("upload-offset")).toBe("100000");
  }, 30_000);

  test("an upload not finished 24 hours after its creation is 410", async () => {
    const id = await newVisit();
    const path = await create(id, video.length);
    const sidecar = join(server.dataDir, "video-uploads", `${path.split("/").pop()}.json`);
    const meta = JSON.parse(readFileSync(sidecar, "utf8"));
    writeFileSync(
      sidecar,
      JSON.stringify({
        ...meta,
        creation_date: new Date(Date.now() - 25 * 3600_000).toISOString(),
      }),
    );
    expectError(await patch(path, 0, video.slice(0, 100)), 410, "upload_expired");
  });

  test("a slow PATCH is not cut while its bytes keep arriving, past the server's 60 s request deadline", async () => {
    const id = await newVisit();
    const path = await create(id, CAP);
    const started = Date.now();
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (Date.now() - started > 65_000) return c.close();
        await Bun.sleep(1000);
        c.enqueue(new Uint8Array(16 * 1024).fill(3));
        sent += 16 * 1024;
      },
    });
    const res = await fetch(server.api + path, {
      method: "PATCH",
      body,
      headers: {
        ...TUS,
        authorization: `Bearer ${t.liveKey}`,
        "upload-offset": "0",
        "content-type": OCTETS,
      },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(204);
    expect(res.headers.get("upload-offset")).toBe(String(sent));
  }, 90_000);

  test("upload files are owner-only", async () => {
    const id = await newVisit();
    const path = await create(id, video.length);
    const dir = join(server.dataDir, "video-uploads");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const uploadId = path.split("/").pop()!;
    for (const f of uploadFiles().filter((f) => f.startsWith(uploadId)))
      expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);
  });
});

describe("across a restart of the compiled binary", () => {
  test("an upload resumes after the server restarts mid-upload; abandoned ones are swept after 24 h", async () => {
    const dataDir = tempDir();
    let s = await startServer({ binary: true, dataDir, env: ENV });
    try {
      const tenant = await createTenant(s);
      const id = await newVisit(tenant.live);
      const path = await create(id, video.length, tenant.live);
      const third = Math.floor(video.length / 3);
      expect((await patch(path, 0, video.slice(0, third), tenant.live)).status).toBe(204);
      const abandoned = await create(id, video.length, tenant.live);
      await s.stop();
      // The abandoned upload was created 25 hours ago.
      const sidecar = join(dataDir, "video-uploads", `${abandoned.split("/").pop()}.json`);
      const meta = JSON.parse(readFileSync(sidecar, "utf8"));
      writeFileSync(
        sidecar,
        JSON.stringify({
          ...meta,
          creation_date: new Date(Date.now() - 25 * 3600_000).toISOString(),
        }),
      );

      s = await startServer({ binary: true, dataDir, env: ENV });
      const api = (await import("./helpers/api")).client(s.api, tenant.liveKey);
      expect((await head(path, api)).headers.get("upload-offset")).toBe(String(third));
      const { upload, sent, finished } = tusUpload("unused", tenant.liveKey, video, {
        uploadUrl: `${s.url}/api/v1${path}`,
      });
      upload.start();
      const { response } = await finished;
      expect(sent[0]).toEqual({ method: "HEAD", offset: null });
      expect(sent.find((x) => x.method === "PATCH")!.offset).toBe(String(third));
      expect(response!.getHeader("Site-Visit-Status")).toBe("PROCESSING");
      // The sweep (first run a second after start) removed the abandoned upload.
      for (let i = 0; i < 50 && existsSync(sidecar); i++) await Bun.sleep(100);
      expect(existsSync(sidecar)).toBe(false);
      expect(readdirSync(join(dataDir, "video-uploads"))).toEqual([]);
    } finally {
      await s.stop();
      removeDir(dataDir);
    }
  }, 60_000);
});

describe("with S3 storage", () => {
  test("the finished upload is streamed into the bucket and processing starts; nothing stays in video-uploads", async () => {
    const s3Dir = tempDir("sitevisit-s3-");
    const s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: "media", configs: [] }],
    });
    const { port } = await s3.run();
    const s = await startServer({
      env: {
        ...ENV,
        SITEVISIT_S3_BUCKET: "media",
        SITEVISIT_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        SITEVISIT_S3_REGION: "us-east-1",
        SITEVISIT_S3_ACCESS_KEY_ID: "S3RVER",
        SITEVISIT_S3_SECRET_ACCESS_KEY: "S3RVER",
      },
    });
    try {
      const tenant = await createTenant(s);
      const id = await newVisit(tenant.test);
      const { upload, finished } = tusUpload(
        `${s.api}/site-visits/${id}/video/uploads`,
        tenant.testKey,
        video,
      );
      upload.start();
      const { response } = await finished;
      expect(response!.getHeader("Site-Visit-Status")).toBe("PROCESSING");
      const stored = readdirSync(s3Dir, { recursive: true, encoding: "utf8" }).filter((f) =>
        f.endsWith("._S3rver_object"),
      );
      expect(stored.map((f) => statSync(join(s3Dir, f)).size)).toContain(video.length);
      expect(uploadFiles(s)).toEqual([]);
    } finally {
      await s.stop();
      await s3.close();
      removeDir(s3Dir);
    }
  }, 60_000);
});
