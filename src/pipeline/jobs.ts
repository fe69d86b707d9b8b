// The pipeline stages as typed jobs. Each one: find its run (a job of an abandoned run does nothing),
// do the stage's work, and record the result with the next stage's job in one transaction. Failures:
//  - permanent (an unreadable file, no audio, no transcriber, a refused API key): the visit goes back
//    to DRAFT with the message as its processingError;
//  - anything else is retried with backoff, and becomes permanent on the last attempt;
//  - shutdown aborts the work: the job runs again after the restart.
import { db } from "../db/client";
import { logger } from "../core/logger";
import { defineJob, type JobContext, type JobOutcome } from "../jobs/define";
import type { PipelineJob, PipelineJobType } from "../jobs/catalog";
import { config } from "../core/config";
import { isPermanent } from "./errors";
import { currentRun, failRun, HEAVY_KEY } from "./service";
import * as stages from "./stages";

const STAGE_NAMES: Record<string, string> = {
  "pipeline.transcode": "reading the video",
  "pipeline.transcribe": "transcribing",
  "pipeline.extract": "extracting action items",
  "pipeline.keyframes": "taking key frames",
  "pipeline.finish": "saving the results",
};

function runStage(work: stages.StageWork) {
  return async (job: JobContext<PipelineJob>): Promise<JobOutcome> => {
    const run = currentRun(db(), job.payload);
    if (!run) return;
    try {
      const record = await work(run, job.signal);
      // Re-checked at commit: the visit may have been deleted while the stage worked.
      return { persist: (tx) => void (currentRun(tx, job.payload) && record(tx)) };
    } catch (err) {
      if (job.signal.aborted) throw err;
      const message = err instanceof Error ? err.message : String(err);
      const last = job.attempt >= job.maxAttempts;
      logger().warn({ site_visit_id: run.visit.id, job_type: job.type, attempt: job.attempt, permanent: isPermanent(err), final: last || isPermanent(err), error: message }, "pipeline stage failed");
      if (!isPermanent(err) && !last) throw err;
      const reason = isPermanent(err) ? message : `Processing failed while ${STAGE_NAMES[job.type]} (${message}). Upload the video or transcript again to retry.`;
      return { persist: (tx) => void (currentRun(tx, job.payload) && failRun(tx, run.visit.id, reason)) };
    }
  };
}

const LEASE_MS = 10 * 60_000;
// Heavy stages share one key, capped by SITEVISIT_PIPELINE_CONCURRENCY (read when the runner asks).
const heavy = { prefix: HEAVY_KEY, limit: () => config().pipeline.concurrency };

const stage = <K extends PipelineJobType>(type: K, work: stages.StageWork, opts: { heavy?: boolean } = {}) =>
  defineJob<K>({ type, run: runStage(work), leaseMs: LEASE_MS, ...(opts.heavy ? { concurrency: heavy } : {}) });

export const transcodeJob = stage("pipeline.transcode", stages.transcode, { heavy: true });
export const transcribeJob = stage("pipeline.transcribe", stages.transcribe, { heavy: true });
export const extractJob = stage("pipeline.extract", stages.extract);
export const keyframesJob = stage("pipeline.keyframes", stages.keyframes, { heavy: true });
export const finishJob = stage("pipeline.finish", stages.finish);
