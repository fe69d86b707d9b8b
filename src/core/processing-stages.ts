// The stages of the video pipeline, in order: the one list their names come from (a visit's
// `processingStage` column and API field, and the job types `pipeline.<stage>`). What each stage
// does, its label and whether it is heavy are in the pipeline's stage table (src/pipeline/jobs.ts),
// which must cover exactly these names.
import { config } from "./config";

export const PROCESSING_STAGES = [
  "transcode",
  "transcribe",
  "extract",
  "keyframes",
  "finish",
] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

/** The concurrency key CPU-heavy pipeline jobs share (stages and the web copy). */
export const HEAVY_KEY = "pipeline:heavy";

/** Their cap, SITEVISIT_PIPELINE_CONCURRENCY, read when the runner asks. */
export const HEAVY_CONCURRENCY = { prefix: HEAVY_KEY, limit: () => config().pipeline.concurrency };
