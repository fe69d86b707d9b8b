// The work of each stage, outside any transaction: it reads what the previous stage recorded, does
// the slow part (ffmpeg, the transcriber, the extractor), and returns the write that records its
// result and hands over to the next stage (run by the job loop in the transaction that settles the job).
// Files a stage needs on disk (the audio track, a local copy of an S3 video) live in the visit's work
// directory for the length of that stage only: the job removes it when the stage ends, however it ends.
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { config } from "../core/config";
import { logger } from "../core/logger";
import { db, type Tx } from "../db/client";
import { siteVisits, transcripts } from "../db/schema";
import { blobStore } from "../media/stores";
import { newBlobKey } from "../media/store";
import type { StoredFile } from "../media/blobs";
import { extractAudio, frameAt, probe } from "./ffmpeg";
import { PipelineError } from "./errors";
import { enqueueWebVideo, recordVideoShape } from "./web-video";
import { pipelineExtractor, pipelineTranscriber } from "./adapters";
import { requireSpeech } from "./transcribers/types";
import {
  finishRun,
  recordStage,
  saveTranscript,
  type Run,
  type Stage,
  type StoredExtraction,
} from "./service";

/**
 * A stage's work, outside any transaction; it returns the write that records its result, which gives
 * the stage to queue next (null after the last). The stage table (jobs.ts) queues it in that write.
 */
export type StageWork = (run: Run, signal: AbortSignal) => Promise<(tx: Tx) => Stage | null>;

const workRoot = () => join(config().dataDir, "work");
const workDir = (run: Run) => join(workRoot(), run.visit.id);
const wavPath = (run: Run) => join(workDir(run), `${run.processing.runId}.wav`);

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The uploaded video as a file on this machine: the store's own file, or a copy in the work dir (S3). */
async function localVideo(run: Run, signal: AbortSignal): Promise<string> {
  const key = run.processing.videoKey;
  if (!key) throw new PipelineError("This run has no video.", true);
  const store = blobStore();
  if (store.localPath) return store.localPath(key);
  const copy = join(workDir(run), `${key}.video`);
  if (await exists(copy)) return copy;
  const got = await store.get(key);
  if (!got)
    throw new PipelineError("The uploaded video is no longer stored: upload it again.", true);
  await mkdir(workDir(run), { recursive: true, mode: 0o700 });
  signal.throwIfAborted();
  await Bun.write(copy, new Response(got.body));
  return copy;
}

/** Removes the visit's work directory (the end of a stage; the sweep removes those of visits not PROCESSING). */
export async function removeWorkDir(run: Run): Promise<void> {
  await rm(workDir(run), { recursive: true, force: true }).catch(() => {});
}

/**
 * For the orphan sweep: removes the work directories of visits that are not PROCESSING (deleted,
 * failed, finished), e.g. left by a crash mid-stage. Returns how many went.
 */
/** The hourly sweep of work directories a crash left behind (registered in src/background.ts). */
export async function removeIdleWorkDirs(): Promise<number> {
  const names = await readdir(workRoot()).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const visit = db()
      .select({ status: siteVisits.status })
      .from(siteVisits)
      .where(eq(siteVisits.id, name))
      .get();
    if (visit?.status === "PROCESSING") continue;
    await rm(join(workRoot(), name), { recursive: true, force: true }).catch(() => {});
    removed++;
  }
  if (removed) logger().info({ workDirs: removed }, "pipeline sweep removed idle work directories");
  return removed;
}

/** Checks the video can be read and has sound; the audio itself is decoded by the stage that uses it. */
export const transcode: StageWork = async (run, signal) => {
  const info = await probe(await localVideo(run, signal), signal);
  if (!info.hasAudio)
    throw new PipelineError(
      "The video has no audio track, so there is nothing to transcribe. Record the walkthrough with sound, or upload a transcript with PUT /site-visits/{id}/transcript.",
      true,
    );
  return (tx) => {
    enqueueWebVideo(tx, run.scope, run.visit.id, run.processing.videoKey!);
    recordVideoShape(tx, run.visit.id, info.portrait);
    return recordStage(tx, run, "transcribe", {
      durationSec: info.durationSec,
      hasAudio: info.hasAudio,
    });
  };
};

export const transcribe: StageWork = async (run, signal) => {
  const wav = wavPath(run);
  const video = await localVideo(run, signal);
  await mkdir(workDir(run), { recursive: true, mode: 0o700 });
  await extractAudio(video, wav, signal);
  const transcript = requireSpeech(await pipelineTranscriber().transcribe(wav, { signal }));
  return (tx) => {
    saveTranscript(tx, run.scope, run.visit.id, transcript, "transcriber");
    return recordStage(tx, run, "extract");
  };
};

export const extract: StageWork = async (run, signal) => {
  const t = db().select().from(transcripts).where(eq(transcripts.siteVisitId, run.visit.id)).get();
  if (!t)
    throw new PipelineError(
      "The transcript of this visit is missing: upload the video or the transcript again.",
      true,
    );
  const result = await pipelineExtractor().extract(
    { language: t.language, text: t.text, segments: t.segments },
    { signal },
  );
  const extraction: StoredExtraction = {
    summary: result.summary,
    summaryBasis: result.summaryBasis,
    items: result.items,
    extractor: result.extractor,
    fallbackReason: result.fallbackReason,
  };
  const next =
    run.processing.source === "video" && result.items.some((i) => i.timestampSec !== null)
      ? "keyframes"
      : "finish";
  return (tx) => recordStage(tx, run, next, { extraction });
};

/** A JPEG frame at each item's timestampSec, stored now and recorded as evidence by finish. */
export const keyframes: StageWork = async (run, signal) => {
  const extraction = run.processing.extraction as StoredExtraction;
  const video = await localVideo(run, signal);
  const duration = run.processing.durationSec ?? Infinity;
  const frames: (StoredFile | null)[] = [];
  for (const item of extraction.items) {
    signal.throwIfAborted();
    if (item.timestampSec === null) {
      frames.push(null);
      continue;
    }
    // A finding stated in the last instant still gets the last frame.
    const jpeg = await frameAt(
      video,
      Math.max(0, Math.min(item.timestampSec, duration - 0.5)),
      signal,
    );
    if (!jpeg) {
      frames.push(null);
      continue;
    }
    const key = newBlobKey();
    const put = await blobStore().put(key, new Blob([jpeg as Uint8Array<ArrayBuffer>]).stream(), {
      maxBytes: config().maxImageBytes,
      contentType: "image/jpeg",
      signal,
    });
    frames.push({
      key,
      contentType: "image/jpeg",
      size: put.size,
      sha256: put.sha256,
      rendition: null,
    });
  }
  return (tx) => recordStage(tx, run, "finish", { extraction: { ...extraction, frames } });
};

export const finish: StageWork = async (run) => (tx) => {
  finishRun(tx, run);
  return null;
};
