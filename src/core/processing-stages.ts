// The stages of the video pipeline, in order: the one list their names come from (a visit's
// `processingStage` column and API field, and the job types `pipeline.<stage>`) and their labels.
// What each stage does and whether it is heavy are in the pipeline's stage table
// (src/pipeline/jobs.ts), which must cover exactly these names.
import { config } from "./config";

export const PROCESSING_STAGES = [
  "transcode",
  "transcribe",
  "extract",
  "keyframes",
  "finish",
] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

/**
 * How people read each stage (a stage without both does not compile): `shown` on the visit page
 * while it runs (and the status endpoint's `stageLabel`), `during` in a failure message
 * ("Processing failed while <during>").
 */
export const PROCESSING_STAGE_LABELS: Record<ProcessingStage, { shown: string; during: string }> = {
  transcode: { shown: "Reading the video", during: "reading the video" },
  transcribe: { shown: "Transcribing the walkthrough", during: "transcribing" },
  extract: { shown: "Finding action items", during: "extracting action items" },
  keyframes: { shown: "Taking a photo of each item", during: "taking key frames" },
  finish: { shown: "Saving the results", during: "saving the results" },
};

/** The concurrency key CPU-heavy pipeline jobs share (stages and the web copy). */
export const HEAVY_KEY = "pipeline:heavy";

/** Their cap, SITEVISIT_PIPELINE_CONCURRENCY, read when the runner asks. */
export const HEAVY_CONCURRENCY = { prefix: HEAVY_KEY, limit: () => config().pipeline.concurrency };
