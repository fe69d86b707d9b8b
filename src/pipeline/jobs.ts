// The pipeline stages as typed jobs. Each one: find its run (a job of an abandoned run does nothing),
// do the stage's work, and record the result with the next stage's job in one transaction. Failures:
//  - permanent (an unreadable file, no audio, no transcriber, a refused API key): the visit goes back
//    to DRAFT with the message as its processingError;
//  - anything else is retried with backoff; when the job runner gives up (the last attempt failed,
//    or the server stopped or stalled during every attempt, a restart included) onGiveUp puts the
//    visit back to DRAFT with the reason;
//  - shutdown aborts the work: the job runs again after the restart;
//  - a deleted or re-processed visit abandons its run: the runner aborts the stage (its ffmpeg or
//    recogniser child is killed by the signal).
// The stage's work directory goes when the stage ends, whatever the outcome.
import { db } from "../db/client";
import { logger } from "../core/logger";
import { defineJob, type GiveUp, type JobContext, type JobOutcome } from "../jobs/define";
import type { PipelineJob, PipelineJobType } from "../jobs/catalog";
import { config } from "../core/config";
import { isPermanent, PipelineError } from "./errors";
import { currentRun, failRun, HEAVY_KEY, withoutFileNames } from "./service";
import * as stages from "./stages";

const STAGE_NAMES: Record<PipelineJobType, string> = {
  "pipeline.transcode": "reading the video",
  "pipeline.transcribe": "transcribing",
  "pipeline.extract": "extracting action items",
  "pipeline.keyframes": "taking key frames",
  "pipeline.finish": "saving the results",
};

const AGAIN = "Upload the video or transcript again to retry.";

function runStage(type: PipelineJobType, work: stages.StageWork) {
  return async (job: JobContext<PipelineJob>): Promise<JobOutcome> => {
    const run = currentRun(db(), job.payload);
    if (!run) return;
    try {
      const record = await work(run, job.signal);
      // Re-checked at commit: the visit may have been deleted while the stage worked.
      return { persist: (tx) => void (currentRun(tx, job.payload) && record(tx)) };
    } catch (err) {
      if (job.signal.aborted) throw err;
      // Tool output names the files it read: neither the log nor the visit shows them.
      const message = withoutFileNames(err instanceof Error ? err.message : String(err));
      const permanent = isPermanent(err);
      logger().warn({ site_visit_id: run.visit.id, job_type: type, attempt: job.attempt, permanent, final: permanent || job.attempt >= job.maxAttempts, error: message }, "pipeline stage failed");
      if (!permanent) throw new PipelineError(message, false);
      return { persist: (tx) => void (currentRun(tx, job.payload) && failRun(tx, run.visit.id, message)) };
    } finally {
      await stages.removeWorkDir(run);
    }
  };
}

/** The visit's processingError once the runner gives up on a stage. */
export function giveUpReason(type: PipelineJobType, reason: GiveUp): string {
  const stage = STAGE_NAMES[type];
  return reason.cause === "interrupted"
    ? `Processing stopped while ${stage} after ${reason.attempts} attempts: the server stopped or stalled during the last one. ${AGAIN}`
    : `Processing failed while ${stage} (${reason.error}). ${AGAIN}`;
}

const LEASE_MS = 10 * 60_000;
// Heavy stages share one key, capped by SITEVISIT_PIPELINE_CONCURRENCY (read when the runner asks).
const heavy = { prefix: HEAVY_KEY, limit: () => config().pipeline.concurrency };

const stage = <K extends PipelineJobType>(type: K, work: stages.StageWork, opts: { heavy?: boolean } = {}) =>
  defineJob<K>({
    type,
    run: runStage(type, work),
    leaseMs: LEASE_MS,
    ...(opts.heavy ? { concurrency: heavy } : {}),
    onGiveUp: (tx, payload, reason) => {
      const run = currentRun(tx, payload);
      if (run) failRun(tx, run.visit.id, giveUpReason(type, reason));
    },
    // The visit was deleted, or its run failed or was replaced by a new upload.
    abandoned: (payload) => currentRun(db(), payload) === null,
  });

export const transcodeJob = stage("pipeline.transcode", stages.transcode, { heavy: true });
export const transcribeJob = stage("pipeline.transcribe", stages.transcribe, { heavy: true });
export const extractJob = stage("pipeline.extract", stages.extract);
export const keyframesJob = stage("pipeline.keyframes", stages.keyframes, { heavy: true });
export const finishJob = stage("pipeline.finish", stages.finish);
