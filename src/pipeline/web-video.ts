// The web-playable rendition of a visit's video (docs/dashboard.md, the review): phone videos (HEVC in a
// .mov with a rotation tag) do not play in Chromium, so after transcode has found the upload readable
// a job makes an H.264 MP4 (src/pipeline/ffmpeg.ts webPlayable) and stores it in the BlobStore as a
// `web_video` blob owned by the visit: it goes with the visit, and with the video it was made from
// when a new upload replaces it. The job does not hold up READY: the review page plays the original
// until the copy exists. A video gone before the copy is recorded (visit deleted, new upload) makes
// the copy an orphan that is removed at once. Also the frame at a time of that video, for an item
// added in the review (visitFrameAt).
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { and, desc, eq, inArray } from "drizzle-orm";
import { config } from "../core/config";
import { validationError } from "../core/errors";
import { db, type DbOrTx, type Tx } from "../db/client";
import { blobs, siteVisits } from "../db/schema";
import { inScope, type Scope } from "../db/scope";
import { defineJob } from "../jobs/define";
import { enqueueJob } from "../jobs/queue";
import { blobStore } from "../media/stores";
import { newBlobKey } from "../media/store";
import { findBlob, recordBlob, type StoredFile } from "../media/blobs";
import { queueFileDeletion } from "../media/cleanup";
import { HEAVY_CONCURRENCY, HEAVY_KEY } from "../core/processing-stages";
import { frameAt, probe, webPlayable } from "./ffmpeg";

const workDir = () => join(config().dataDir, "web-video");

/** Queued with the transcribe stage: the video is known to be readable by then. */
export function enqueueWebVideo(tx: Tx, scope: Scope, siteVisitId: string, videoKey: string): void {
  enqueueJob(
    tx,
    "pipeline.web_video",
    { siteVisitId, videoKey, accountId: scope.accountId, isTest: scope.isTest },
    { maxAttempts: 2, concurrencyKey: HEAVY_KEY },
  );
}

export const webVideoJob = defineJob({
  type: "pipeline.web_video",
  // ffmpeg is killed with the job's signal when its lease (bounded like the other stages) lapses.
  leaseMs: 10 * 60_000,
  concurrency: HEAVY_CONCURRENCY,
  abandoned: (p) => !findBlob(db(), p.videoKey),
  run: async ({ payload, signal }) => {
    const video = findBlob(db(), payload.videoKey);
    if (!video) return;
    const store = blobStore();
    const dir = join(workDir(), payload.videoKey);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    try {
      let input = store.localPath?.(payload.videoKey);
      if (!input) {
        const got = await store.get(payload.videoKey);
        if (!got) return;
        input = join(dir, "source");
        await Bun.write(input, new Response(got.body));
      }
      const output = join(dir, "web.mp4");
      await webPlayable(input, output, signal);
      const key = newBlobKey();
      const put = await store.put(key, Bun.file(output).stream(), {
        maxBytes: config().maxVideoBytes,
        contentType: "video/mp4",
        signal,
      });
      const scope: Scope = { accountId: payload.accountId, isTest: payload.isTest };
      return {
        persist: (tx: Tx) => {
          if (!findBlob(tx, payload.videoKey)) return queueFileDeletion(tx, [key]);
          recordBlob(
            tx,
            scope,
            { key, contentType: "video/mp4", size: put.size, sha256: put.sha256, rendition: null },
            "web_video",
            { visitId: payload.siteVisitId },
          );
        },
      };
    } finally {
      await rm(dir, { recursive: true, force: true }).catch(() => {});
    }
  },
});

export interface PlayableVideo {
  key: string;
  contentType: string;
  /** True when this is the H.264 copy; false: the original as uploaded (the copy is not made yet). */
  webPlayable: boolean;
  /** Plays taller than wide, as the pipeline's probe found it; null when not known (yet). */
  portrait: boolean | null;
}

/** Records whether the visit's video plays taller than wide (its transcode stage probes it). */
export function recordVideoShape(tx: Tx, siteVisitId: string, portrait: boolean | null): void {
  tx.update(siteVisits)
    .set({ videoPortrait: portrait })
    .where(eq(siteVisits.id, siteVisitId))
    .run();
}

/** What a page's <video> should play for this visit: the web copy when it exists, else the original. */
export function playableVideo(ex: DbOrTx, scope: Scope, siteVisitId: string): PlayableVideo | null {
  const rows = ex
    .select({ key: blobs.key, kind: blobs.kind, contentType: blobs.contentType })
    .from(blobs)
    .where(
      and(
        eq(blobs.ownerVisitId, siteVisitId),
        inScope(blobs, scope),
        inArray(blobs.kind, ["web_video", "video"]),
      ),
    )
    .orderBy(desc(blobs.createdAt))
    .all();
  const best = rows.find((r) => r.kind === "web_video") ?? rows[0];
  if (!best) return null;
  const shape = ex
    .select({ portrait: siteVisits.videoPortrait })
    .from(siteVisits)
    .where(eq(siteVisits.id, siteVisitId))
    .get();
  return {
    key: best.key,
    contentType: best.contentType,
    webPlayable: best.kind === "web_video",
    portrait: shape?.portrait ?? null,
  };
}

/** The stored original of the visit's video (for a frame at a time), or null. */
export function originalVideoKey(ex: DbOrTx, scope: Scope, siteVisitId: string): string | null {
  return (
    ex
      .select({ key: blobs.key })
      .from(blobs)
      .where(
        and(eq(blobs.ownerVisitId, siteVisitId), inScope(blobs, scope), eq(blobs.kind, "video")),
      )
      .orderBy(desc(blobs.createdAt))
      .get()?.key ?? null
  );
}

/** Frames for the dashboard's "add a missed item" give up after this long. */
const FRAME_TIMEOUT_MS = 30_000;

/** A time after the video's end: refused with the video's length (m:ss), nothing stored. */
function pastTheEnd(durationSec: number) {
  const s = Math.floor(durationSec);
  const length = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  return validationError("at", `That time is past the end of the video, which is ${length} long.`);
}

/**
 * A JPEG of the visit's video at `atSec` (a time past its end is refused: 400), stored in the BlobStore but not yet
 * recorded (the caller records it as evidence in its write): the same frameAt as the key-frame stage.
 * null when the visit has no stored video or no frame could be read there.
 */

export async function visitFrameAt(
  scope: Scope,
  siteVisitId: string,
  atSec: number,
): Promise<StoredFile | null> {
  const key = originalVideoKey(db(), scope, siteVisitId);
  if (!key) return null;
  const store = blobStore();
  const signal = AbortSignal.timeout(FRAME_TIMEOUT_MS);
  let input = store.localPath?.(key);
  const dir = join(workDir(), `frame-${newBlobKey()}`);
  try {
    if (!input) {
      const got = await store.get(key);
      if (!got) return null;
      await mkdir(dir, { recursive: true, mode: 0o700 });
      input = join(dir, "source");
      await Bun.write(input, new Response(got.body));
    }
    const { durationSec } = await probe(input, signal);
    if (atSec > durationSec) throw pastTheEnd(durationSec);
    const jpeg = await frameAt(input, Math.max(0, Math.min(atSec, durationSec - 0.5)), signal);
    if (!jpeg) return null;
    const frameKey = newBlobKey();
    const put = await store.put(frameKey, new Blob([jpeg as Uint8Array<ArrayBuffer>]).stream(), {
      maxBytes: config().maxImageBytes,
      contentType: "image/jpeg",
      signal,
    });
    return {
      key: frameKey,
      contentType: "image/jpeg",
      size: put.size,
      sha256: put.sha256,
      rendition: null,
    };
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => {});
  }
}
