// The pipeline's stage table: whether each stage is heavy, and its work, in one place; the job
// definitions and the heavy set are derived from it (the names and their labels, the error
// messages' included: src/core/processing-stages.ts). Each stage job: find its run (a job of an
// abandoned run does nothing), do the stage's work, and record the result with the next stage's job
// in one transaction. Failures:
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
import type { Tx } from "../db/client";
import {
  defineJob,
  type GiveUp,
  type JobContext,
  type JobDefinition,
  type JobOutcome,
} from "../jobs/define";
import type { PipelineJob } from "../jobs/catalog";
import { enqueueJob } from "../jobs/queue";
import {
  HEAVY_CONCURRENCY,
  HEAVY_KEY,
  PROCESSING_STAGE_LABELS,
  PROCESSING_STAGES,
  type ProcessingStage as Stage,
} from "../core/processing-stages";
import { isPermanent, PipelineError } from "./errors";
import { currentRun, failRun, withoutFileNames } from "./service";
import * as stages from "./stages";

interface StageDef {
  /** CPU-heavy stages share one concurrency key, capped by SITEVISIT_PIPELINE_CONCURRENCY. */
  heavy: boolean;
  work: stages.StageWork;
}

const STAGES = {
  transcode: { heavy: true, work: stages.transcode },
  transcribe: { heavy: true, work: stages.transcribe },
  extract: { heavy: false, work: stages.extract },
  keyframes: { heavy: true, work: stages.keyframes },
  finish: { heavy: false, work: stages.finish },
} satisfies { [S in Stage]: StageDef };

export const STAGE_ATTEMPTS = 3;
type StageJobType = `pipeline.${Stage}`;

/** Queues a stage of a run, in the transaction that moved the run to it. */
export function enqueueStage(tx: Tx, stage: Stage, siteVisitId: string, runId: string): void {
  enqueueJob(
    tx,
    `pipeline.${stage}`,
    { siteVisitId, runId },
    { maxAttempts: STAGE_ATTEMPTS, concurrencyKey: STAGES[stage].heavy ? HEAVY_KEY : undefined },
  );
}

const AGAIN = "Upload the video or transcript again to retry.";

function runStage(type: StageJobType, work: stages.StageWork) {
  return async (job: JobContext<PipelineJob>): Promise<JobOutcome> => {
    const run = currentRun(db(), job.payload);
    if (!run) return;
    try {
      const record = await work(run, job.signal);
      return {
        persist: (tx) => {
          // Re-checked at commit: the visit may have been deleted while the stage worked.
          if (!currentRun(tx, job.payload)) return;
          const next = record(tx);
          if (next) enqueueStage(tx, next, run.visit.id, run.processing.runId);
        },
      };
    } catch (err) {
      if (job.signal.aborted) throw err;
      // Tool output names the files it read: neither the log nor the visit shows them.
      const message = withoutFileNames(err instanceof Error ? err.message : String(err));
      const permanent = isPermanent(err);
      logger().warn(
        {
          site_visit_id: run.visit.id,
          job_type: type,
          attempt: job.attempt,
          permanent,
          final: permanent || job.attempt >= job.maxAttempts,
          error: message,
        },
        "pipeline stage failed",
      );
      if (!permanent) throw new PipelineError(message, false);
      return {
        persist: (tx) => void (currentRun(tx, job.payload) && failRun(tx, run.visit.id, message)),
      };
    } finally {
      await stages.removeWorkDir(run);
    }
  };
}

/** The visit's processingError once the runner gives up on a stage. */
export function giveUpReason(stageName: Stage, reason: GiveUp): string {
  const stage = PROCESSING_STAGE_LABELS[stageName].during;
  return reason.cause === "interrupted"
    ? `Processing stopped while ${stage} after ${reason.attempts} attempts: the server stopped or stalled during the last one. ${AGAIN}`
    : `Processing failed while ${stage} (${reason.error}). ${AGAIN}`;
}

const LEASE_MS = 10 * 60_000;

function stageJob<S extends Stage>(name: S): JobDefinition<`pipeline.${S}`> {
  const type = `pipeline.${name}` as const;
  return defineJob({
    type,
    run: runStage(type, STAGES[name].work),
    leaseMs: LEASE_MS,
    ...(STAGES[name].heavy ? { concurrency: HEAVY_CONCURRENCY } : {}),
    onGiveUp: (tx, payload, reason) => {
      const run = currentRun(tx, payload);
      if (run) failRun(tx, run.visit.id, giveUpReason(name, reason));
    },
    // The visit was deleted, or its run failed or was replaced by a new upload.
    abandoned: (payload) => currentRun(db(), payload) === null,
  });
}

/** One job definition per stage, for the job registry (src/background.ts). */
export const pipelineJobs = Object.fromEntries(
  PROCESSING_STAGES.map((name) => [`pipeline.${name}`, stageJob(name)]),
) as {
  [S in Stage as `pipeline.${S}`]: JobDefinition<`pipeline.${S}`>;
};
