// Both BlobStore backends through the same cases: the local disk, and S3 against a real
// S3-compatible server (s3rver) started here.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
// @ts-expect-error s3rver ships no types; it is only started and stopped here.
import S3rver from "s3rver";
import { tempDir } from "./helpers/server";
import { chunkedStream as chunked } from "./helpers/streams";
import {
  BlobRangeError,
  BlobTooLargeError,
  InvalidBlobKeyError,
  isValidBlobKey,
  newBlobKey,
  type BlobStore,
} from "../src/media/store";
import { LocalBlobStore } from "../src/media/store-local";
import { SniffError, sniffingStream } from "../src/media/sniff";
import { S3BlobStore, s3ConfigFromEnv } from "../src/media/store-s3";

const MiB = 1024 * 1024;

function bytes(n: number, seed = 1): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (i * 31 + seed) & 0xff;
  return out;
}

/** An endless body: a store that reads it whole never returns. Counts what was pulled. */
function endless(chunk = 64 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(ctl) {
      state.pulled += chunk;
      ctl.enqueue(new Uint8Array(chunk).fill(0xab));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

/** One chunk, then nothing: a client that stalls. */
function stalled(): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(ctl) {
      if (!sent) {
        sent = true;
        ctl.enqueue(new Uint8Array(1000).fill(1));
      }
      return new Promise(() => {});
    },
  });
}

async function readAll(body: ReadableStream<Uint8Array> | Blob): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}

async function keys(store: BlobStore): Promise<string[]> {
  const out: string[] = [];
  for await (const k of store.list()) out.push(k);
  return out.sort();
}

function sha256(data: Uint8Array): string {
  return new Bun.CryptoHasher("sha256").update(data).digest("hex");
}

interface Backend {
  name: string;
  make(): BlobStore;
  /** Everything the backend holds underneath, temp files and incomplete uploads included. */
  residue(): string[];
}

const dirs: string[] = [];
let s3: { run(): Promise<unknown>; close(): Promise<void> } | null = null;
let s3Endpoint = "";
let s3Dir = "";

beforeAll(async () => {
  s3Dir = tempDir("sitevisit-s3-");
  dirs.push(s3Dir);
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: "media", configs: [] }],
  });
  s3 = server;
  const info = (await server.run()) as { port: number };
  s3Endpoint = `http://127.0.0.1:${info.port}`;
});

afterAll(async () => {
  await s3?.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function walk(dir: string): string[] {
  const out: string[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

let localRoot = "";
let s3Prefix = "";
const backends: Backend[] = [
  {
    name: "local",
    make() {
      const d = tempDir("sitevisit-blobs-");
      dirs.push(d);
      localRoot = join(d, "blobs");
      return new LocalBlobStore(localRoot);
    },
    residue: () => walk(localRoot),
  },
  {
    name: "s3",
    make() {
      // A fresh prefix per test keeps the cases apart in one bucket.
      s3Prefix = `t${newBlobKey()}/`;
      const cfg = s3ConfigFromEnv({
        SITEVISIT_S3_BUCKET: "media",
        SITEVISIT_S3_ENDPOINT: s3Endpoint,
        SITEVISIT_S3_REGION: "us-east-1",
        SITEVISIT_S3_ACCESS_KEY_ID: "S3RVER",
        SITEVISIT_S3_SECRET_ACCESS_KEY: "S3RVER",
        SITEVISIT_S3_PREFIX: s3Prefix,
      });
      return new S3BlobStore(cfg!);
    },
    // s3rver keeps objects under <dir>/<bucket>/<prefix>; it does not implement AbortMultipartUpload,
    // so its upload scratch area (._S3rver_uploads) is not checked here.
    residue: () => walk(join(s3Dir, "media", s3Prefix)),
  },
];

describe.each(backends)("BlobStore ($name)", (backend) => {
  test("put streams a body and get returns the same bytes, size and sha256", async () => {
    const store = backend.make();
    const key = newBlobKey();
    const data = bytes(300_000);
    const res = await store.put(key, chunked(data), {
      maxBytes: 15 * MiB,
      contentType: "image/jpeg",
    });
    expect(res).toEqual({ size: data.byteLength, sha256: sha256(data) });
    const got = await store.get(key);
    expect(got).not.toBeNull();
    expect(got!.size).toBe(data.byteLength);
    expect([got!.start, got!.end]).toEqual([0, data.byteLength - 1]);
    expect(await readAll(got!.body)).toEqual(data);
    expect(await store.stat(key)).toMatchObject({
      size: data.byteLength,
      modifiedMs: expect.any(Number),
    });
    expect(await keys(store)).toEqual([key]);
  });

  test("a body larger than one S3 part (12 MiB) round-trips", async () => {
    const store = backend.make();
    const key = newBlobKey();
    const data = bytes(12 * MiB, 7);
    const res = await store.put(key, chunked(data, 256 * 1024), { maxBytes: 15 * MiB });
    expect(res.size).toBe(data.byteLength);
    expect(res.sha256).toBe(sha256(data));
    expect(sha256(await readAll((await store.get(key))!.body))).toBe(sha256(data));
  });

  test("ranges: start-end inclusive, open end, end past the size, unsatisfiable start", async () => {
    const store = backend.make();
    const key = newBlobKey();
    const data = bytes(1000);
    await store.put(key, chunked(data, 100), { maxBytes: 2000 });

    const mid = (await store.get(key, { start: 10, end: 19 }))!;
    expect([mid.start, mid.end, mid.size]).toEqual([10, 19, 1000]);
    expect(await readAll(mid.body)).toEqual(data.slice(10, 20));

    const tail = (await store.get(key, { start: 990 }))!;
    expect([tail.start, tail.end]).toEqual([990, 999]);
    expect(await readAll(tail.body)).toEqual(data.slice(990));

    const clamped = (await store.get(key, { start: 995, end: 5000 }))!;
    expect(clamped.end).toBe(999);
    expect(await readAll(clamped.body)).toEqual(data.slice(995));

    await expect(store.get(key, { start: 1000 })).rejects.toBeInstanceOf(BlobRangeError);
    await expect(store.get(key, { start: 20, end: 10 })).rejects.toBeInstanceOf(BlobRangeError);
    await expect(store.get(key, { start: -1 })).rejects.toBeInstanceOf(BlobRangeError);
  });

  test("absent keys: get and stat give null; delete is idempotent", async () => {
    const store = backend.make();
    const key = newBlobKey();
    expect(await store.get(key)).toBeNull();
    expect(await store.stat(key)).toBeNull();
    await store.delete(key);
    await store.put(key, chunked(bytes(10)), { maxBytes: 100 });
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await keys(store)).toEqual([]);
    expect(backend.residue()).toEqual([]);
  });

  test("exactly maxBytes is accepted; one byte more is refused", async () => {
    const store = backend.make();
    const ok = newBlobKey();
    expect((await store.put(ok, chunked(bytes(5000), 1000), { maxBytes: 5000 })).size).toBe(5000);
    const over = newBlobKey();
    await expect(
      store.put(over, chunked(bytes(5001), 1000), { maxBytes: 5000 }),
    ).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.stat(over)).toBeNull();
    expect(await keys(store)).toEqual([ok]);
  });

  test("the limit is enforced while reading a body of unknown length: an endless body stops at the cap", async () => {
    const store = backend.make();
    const key = newBlobKey();
    const src = endless();
    const err = await store.put(key, src.stream, { maxBytes: 6 * MiB }).catch((e) => e);
    expect(err).toBeInstanceOf(BlobTooLargeError);
    // Read no further than one chunk past the cap (plus the stream's own read-ahead), and let go of the source.
    expect(src.state.pulled).toBeLessThan(7 * MiB);
    expect(src.state.cancelled).toBe(true);
    expect(await store.stat(key)).toBeNull();
    expect(await keys(store)).toEqual([]);
    expect(backend.residue()).toEqual([]);
  });

  test("an abort while the client stalls rejects with the reason and leaves nothing", async () => {
    const store = backend.make();
    const key = newBlobKey();
    const ac = new AbortController();
    const pending = store.put(key, stalled(), { maxBytes: MiB, signal: ac.signal });
    setTimeout(() => ac.abort(new Error("client went away")), 50);
    await expect(pending).rejects.toThrow("client went away");
    expect(await store.stat(key)).toBeNull();
    expect(backend.residue()).toEqual([]);
  });

  test("a body that fails half-way leaves nothing", async () => {
    const store = backend.make();
    const key = newBlobKey();
    let n = 0;
    const failing = new ReadableStream<Uint8Array>({
      pull(ctl) {
        if (++n > 20) return ctl.error(new Error("connection reset"));
        ctl.enqueue(new Uint8Array(256 * 1024));
      },
    });
    await expect(store.put(key, failing, { maxBytes: 15 * MiB })).rejects.toThrow(
      "connection reset",
    );
    expect(await store.stat(key)).toBeNull();
    expect(backend.residue()).toEqual([]);
  });

  test("invalid keys are refused by every operation before touching storage", async () => {
    const store = backend.make();
    const bad = [
      "",
      "../../etc/passwd",
      "..",
      "ab/cdefghjkmnpqrstvwxyz0123",
      "ABCDEFGHJKMNPQRSTVWXYZ0123",
      "abcdefghjkmnpqrstvwxyz012",
      "abcdefghjkmnpqrstvwxyz01234",
      "abcdefghjkmnpqrstvwxyz012%2e",
      "abcdefghjkmnpqrstvwxyz01\u0000",
      "abcdefghjkmnpqrstvwxyz0i",
      "abcdefghjkmnpqrstvwxyz01é",
      ".abcdefghjkmnpqrstvwxyz01",
    ];
    for (const key of bad) {
      expect(isValidBlobKey(key)).toBe(false);
      await expect(store.put(key, chunked(bytes(10)), { maxBytes: 100 })).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.stat(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    }
    expect(isValidBlobKey(newBlobKey())).toBe(true);
    expect(backend.residue()).toEqual([]);
  });

  test("a body the sniffer refuses part-way (text) fails the put and leaves nothing", async () => {
    const store = backend.make();
    const key = newBlobKey();
    const sniff = sniffingStream(chunked(new Uint8Array(MiB).fill(0x41), 1024));
    const err = await store.put(key, sniff.stream, { maxBytes: 15 * MiB }).catch((e) => e);
    expect(err).toBeInstanceOf(SniffError);
    expect(err.failure.error).toBe("unsupported_type");
    expect(await store.stat(key)).toBeNull();
    expect(backend.residue()).toEqual([]);
  });

  test("list yields every stored key and nothing else", async () => {
    const store = backend.make();
    const stored = [newBlobKey(), newBlobKey(), newBlobKey()];
    for (const k of stored) await store.put(k, chunked(bytes(100)), { maxBytes: 1000 });
    expect(await keys(store)).toEqual(stored.sort());
    // residue() sees what is stored, so an empty residue elsewhere means something.
    expect(backend.residue().length).toBeGreaterThanOrEqual(stored.length);
  });
});

describe("LocalBlobStore specifics", () => {
  test("files are 0600, directories 0700, and no temp file survives a put", async () => {
    const store = backends[0]!.make() as LocalBlobStore;
    const key = newBlobKey();
    await store.put(key, chunked(bytes(1000)), { maxBytes: 2000 });
    const files = walk(store.root);
    expect(files).toEqual([join(store.root, key.slice(0, 2), key)]);
    expect(statSync(files[0]!).mode & 0o777).toBe(0o600);
    expect(statSync(store.root).mode & 0o777).toBe(0o700);
    expect(statSync(join(store.root, key.slice(0, 2))).mode & 0o777).toBe(0o700);
  });

  test("stale temp files (a crash mid-put) are swept; fresh ones and blobs stay", async () => {
    const store = backends[0]!.make() as LocalBlobStore;
    const key = newBlobKey();
    await store.put(key, chunked(bytes(10)), { maxBytes: 100 });
    const shard = join(store.root, key.slice(0, 2));
    const stale = join(shard, `.${newBlobKey()}.x.tmp`);
    const fresh = join(shard, `.${newBlobKey()}.y.tmp`);
    writeFileSync(stale, "partial");
    writeFileSync(fresh, "partial");
    const old = new Date(Date.now() - 2 * 3600_000);
    utimesSync(stale, old, old);
    expect(await store.removeStaleTemp(3600_000)).toBe(1);
    expect(walk(store.root).sort()).toEqual([fresh, join(shard, key)].sort());
    expect(await keys(store)).toEqual([key]);
  });
});

describe("S3 settings", () => {
  test("no bucket: not configured; a prefix that climbs out is refused", () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    const base = { SITEVISIT_S3_BUCKET: "b", SITEVISIT_S3_ENDPOINT: "http://127.0.0.1:1" };
    for (const prefix of ["../x", "/abs", "a/../b", "a b", "a\nb"])
      expect(
        () => new S3BlobStore(s3ConfigFromEnv({ ...base, SITEVISIT_S3_PREFIX: prefix })!),
      ).toThrow();
    expect(
      () => new S3BlobStore(s3ConfigFromEnv({ ...base, SITEVISIT_S3_PREFIX: "site/media" })!),
    ).not.toThrow();
  });
});
