// The sizes pages show instead of originals: for every stored image (uploads, evidence, capture and
// completion photos, key frames) a thumbnail (320 px on the long side) and a display size (1600 px),
// upright (EXIF orientation applied), all metadata stripped (no GPS, no camera serial), as JPEG.
// Made by libvips' vipsthumbnail (Debian libvips-tools) through the bounded image-tool runner: sharp
// cannot load inside the compiled binary (its native addon and libvips are files beside node_modules),
// and a child process is the only way to put a memory cap on a decoder anyway. A HEIC is sized from
// its JPEG rendition (src/media/heic.ts). Made by the `media.render` job after the upload's
// transaction; `media.backfill_sizes` (queued by the migration that added the columns) makes them
// for media stored before the upgrade. A failure is recorded on the original's row
// (`rendition_error`): the original stays in the API, pages show a placeholder, never the original.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { config } from "../core/config";
import { logger } from "../core/logger";
import { nowIso } from "../core/time";
import { db, type Tx } from "../db/client";
import { blobs } from "../db/schema";
import { enqueueJob } from "../jobs/queue";
import { findBlob, IMAGE_TYPES, needsSizes, SIZED_KINDS, type BlobRow } from "./blobs";
import { queueFileDeletion } from "./cleanup";
import { heicToJpeg } from "./heic";
import { runImageTool, type ImageToolOptions } from "./image-tool";
import { isSniffFailure, sniffImage, SNIFF_HEAD_BYTES, SNIFF_TAIL_BYTES } from "./sniff";
import { newBlobKey } from "./store";
import { blobStore } from "./stores";

export const THUMB_PX = 320;
export const DISPLAY_PX = 1600;
/** Images declaring more pixels than this are not decoded at all (a phone's 48 MP sensor fits). */
export const MAX_RENDER_PIXELS = 50_000_000;
const QUALITY = { thumb: 78, display: 72 } as const;

const isHeic = (ct: string) => ct === "image/heic" || ct === "image/heif";

export type Sizes =
  | { ok: true; thumb: Uint8Array; display: Uint8Array }
  | { ok: false; error: string; aborted?: boolean };

function fail(error: string, aborted = false): Sizes {
  return { ok: false, error, aborted };
}

/** Width and height as the file declares them (vipsheader reads the header only). */
async function declaredSize(
  input: string,
  opts: ImageToolOptions,
): Promise<{ width: number; height: number } | string> {
  const r = await runImageTool(["vipsheader", input], opts);
  if (!r.ok)
    return r.reason === "aborted" ? "aborted" : `the image could not be read (${r.detail})`;
  // "<file>: 4032x3024 uchar, 3 bands, srgb, jpegload": the size follows the last ": ".
  const m = /(\d+)x(\d+)/.exec(r.stdout.slice(r.stdout.lastIndexOf(": ")));
  return m ? { width: Number(m[1]), height: Number(m[2]) } : "the image's size could not be read";
}

async function oneSize(
  input: string,
  dir: string,
  name: "thumb" | "display",
  px: number,
  opts: ImageToolOptions,
): Promise<Uint8Array | string> {
  const out = join(dir, `${name}.jpg`);
  // "NxN>": fit inside the box, never enlarge. vipsthumbnail applies EXIF orientation itself, shrinks
  // on load where the format allows (JPEG), and turns an embedded colour profile into sRGB.
  const r = await runImageTool(
    [
      "vipsthumbnail",
      input,
      "--size",
      `${px}x${px}>`,
      "-o",
      `${out}[Q=${QUALITY[name]},strip,optimize_coding,interlace,background=255]`,
    ],
    opts,
  );
  if (!r.ok)
    return r.reason === "aborted"
      ? "aborted"
      : `the ${name} could not be made (${r.reason === "timeout" ? `took longer than ${config().imageTools.timeoutMs} ms` : r.detail})`;
  const size = (await stat(out).catch(() => null))?.size ?? 0;
  if (size === 0) return `the ${name} could not be made (empty output)`;
  if (size > config().maxImageBytes)
    return `the ${name} came out over the ${config().maxImageBytes}-byte image limit`;
  const jpeg = new Uint8Array(await readFile(out));
  const sniffed = sniffImage(
    jpeg.subarray(0, SNIFF_HEAD_BYTES),
    jpeg.subarray(-SNIFF_TAIL_BYTES),
    jpeg.length,
  );
  if (isSniffFailure(sniffed) || sniffed.contentType !== "image/jpeg")
    return `the ${name} is not a complete JPEG`;
  return jpeg;
}

/** Both sizes of the image file at `input` (a path only this process wrote or the store owns). */
export async function makeSizes(input: string, opts: ImageToolOptions = {}): Promise<Sizes> {
  const declared = await declaredSize(input, opts);
  if (declared === "aborted") return fail("stopped", true);
  if (typeof declared === "string") return fail(declared);
  const pixels = declared.width * declared.height;
  if (pixels > MAX_RENDER_PIXELS)
    return fail(
      `the image declares ${declared.width}x${declared.height} pixels, over the ${MAX_RENDER_PIXELS / 1e6}-megapixel limit`,
    );
  const dir = await mkdtemp(join(tmpdir(), "sitevisit-sizes-"));
  try {
    const thumb = await oneSize(input, dir, "thumb", THUMB_PX, opts);
    if (typeof thumb === "string") return fail(thumb, thumb === "aborted");
    const display = await oneSize(input, dir, "display", DISPLAY_PX, opts);
    if (typeof display === "string") return fail(display, display === "aborted");
    return { ok: true, thumb, display };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `fn` with a path on this machine holding the blob's bytes (the store's own file, or a temp copy). */
async function withLocalCopy<T>(
  key: string,
  bytes: Uint8Array | null,
  fn: (path: string) => Promise<T>,
): Promise<T | null> {
  const store = blobStore();
  if (!bytes && store.localPath) {
    const path = store.localPath(key);
    if (!(await stat(path).catch(() => null))) return null;
    return fn(path);
  }
  const dir = await mkdtemp(join(tmpdir(), "sitevisit-src-"));
  try {
    const path = join(dir, "source");
    if (bytes) await Bun.write(path, bytes);
    else {
      const got = await store.get(key);
      if (!got) return null;
      await Bun.write(path, new Response(got.body));
    }
    return await fn(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Makes the sizes of one stored source. null: the file is not in the store. */
async function sizesOf(row: BlobRow, signal?: AbortSignal): Promise<Sizes | null> {
  const opts = { signal };
  if (isHeic(row.contentType) && !row.renditionKey) {
    // No JPEG was made at upload (no decoder then, or it failed): one more try, bounded like the rest.
    const got = await blobStore().get(row.key);
    if (!got) return null;
    const r = await heicToJpeg(
      new Uint8Array(await new Response(got.body).arrayBuffer()),
      undefined,
      opts,
    );
    if (!r.ok)
      return signal?.aborted
        ? fail("stopped", true)
        : fail(
            r.reason === "unsupported"
              ? "no HEIC decoder is installed"
              : "the HEIC image could not be decoded",
          );
    return withLocalCopy(row.key, r.jpeg, (path) => makeSizes(path, opts));
  }
  return withLocalCopy(row.renditionKey ?? row.key, null, (path) => makeSizes(path, opts));
}

const waiting = (row: BlobRow | undefined): row is BlobRow =>
  !!row && !row.thumbKey && !row.renditionError && needsSizes(row.kind, row.contentType);

export type RenderOutcome = "made" | "failed" | "skipped";

/**
 * Makes and records the sizes of the stored image `key`. The files are put first; the rows are
 * written in `persist` (the caller's transaction) only if the original is still there and still
 * without sizes, else the new files are queued for deletion. A crash between the two leaves files
 * without rows, which the orphan sweep removes.
 */
export async function renderSizes(
  key: string,
  signal?: AbortSignal,
): Promise<{ outcome: RenderOutcome; persist?: (tx: Tx) => void }> {
  const row = findBlob(db(), key);
  if (!waiting(row)) return { outcome: "skipped" };
  // No file under the key: its row is going (a delete in flight) or the file was lost; either way
  // recording it is right (the update finds no row in the first case).
  const sizes = (await sizesOf(row, signal)) ?? fail("the stored file is missing");
  if (!sizes.ok) {
    if (sizes.aborted) throw signal?.reason ?? new Error("stopped");
    logger().warn(
      { kind: row.kind, contentType: row.contentType, reason: sizes.error },
      "image sizes could not be made",
    );
    return {
      outcome: "failed",
      persist: (tx) => recordSizesFailure(tx, key, sizes.error),
    };
  }
  const store = blobStore();
  const made: { key: string; size: number; sha256: string }[] = [];
  for (const bytes of [sizes.thumb, sizes.display]) {
    const k = newBlobKey();
    const put = await store.put(k, new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(), {
      maxBytes: config().maxImageBytes,
      contentType: "image/jpeg",
      signal,
    });
    made.push({ key: k, ...put });
  }
  return {
    outcome: "made",
    persist: (tx) => {
      const now = findBlob(tx, key);
      if (!waiting(now)) {
        queueFileDeletion(
          tx,
          made.map((m) => m.key),
        );
        return;
      }
      for (const m of made)
        tx.insert(blobs)
          .values({
            key: m.key,
            accountId: now.accountId,
            isTest: now.isTest,
            kind: "rendition",
            contentType: "image/jpeg",
            size: m.size,
            sha256: m.sha256,
            ownerVisitId: now.ownerVisitId,
            ownerItemId: now.ownerItemId,
            renditionKey: null,
            createdAt: nowIso(),
          })
          .run();
      tx.update(blobs)
        .set({ thumbKey: made[0]!.key, displayKey: made[1]!.key })
        .where(eq(blobs.key, key))
        .run();
    },
  };
}

/** Records why the sizes of `key` could not be made (unless they were made meanwhile). */
export function recordSizesFailure(tx: Tx, key: string, reason: string): void {
  tx.update(blobs)
    .set({ renditionError: reason })
    .where(and(eq(blobs.key, key), isNull(blobs.thumbKey)))
    .run();
}

const BACKFILL_BATCH = 10;

/** Stored images still waiting for sizes, after `afterKey` in key order. */
const waitingAfter = (afterKey: string) =>
  and(
    gt(blobs.key, afterKey),
    isNull(blobs.thumbKey),
    isNull(blobs.renditionError),
    inArray(blobs.kind, [...SIZED_KINDS]),
    inArray(blobs.contentType, [...IMAGE_TYPES]),
  );

function backlog(afterKey: string, limit: number): string[] {
  return db()
    .select({ key: blobs.key })
    .from(blobs)
    .where(waitingAfter(afterKey))
    .orderBy(blobs.key)
    .limit(limit)
    .all()
    .map((r) => r.key);
}

function backlogCount(afterKey: string): number {
  return (
    db().select({ n: sql<number>`count(*)` }).from(blobs).where(waitingAfter(afterKey)).get()?.n ??
    0
  );
}

/**
 * One batch of the backfill: sizes for up to BACKFILL_BATCH images stored before the upgrade, in
 * key order from `afterKey`, then the next batch is queued in the same transaction as the results.
 * Each batch logs how many were made, failed and are left.
 */
export async function backfillBatch(
  afterKey: string,
  signal?: AbortSignal,
): Promise<(tx: Tx) => void> {
  const keys = backlog(afterKey, BACKFILL_BATCH);
  const results: { outcome: RenderOutcome; persist?: (tx: Tx) => void }[] = [];
  for (const key of keys) results.push(await renderSizes(key, signal));
  const last = keys.at(-1);
  const left = last ? backlogCount(last) : 0;
  const count = (o: RenderOutcome) => results.filter((r) => r.outcome === o).length;
  if (keys.length)
    logger().info(
      { made: count("made"), failed: count("failed"), left },
      "image sizes for media stored before the upgrade",
    );
  if (last && left === 0) logger().info("image sizes for existing media: done");
  return (tx) => {
    for (const r of results) r.persist?.(tx);
    if (last && left > 0)
      enqueueJob(tx, "media.backfill_sizes", { afterKey: last }, { maxAttempts: 5 });
  };
}
