// The stages of the video pipeline, in order: the one list their names come from (a visit's
// `processingStage` column and API field, and the job types `pipeline.<stage>`). What each stage
// does, its label and whether it is heavy are in the pipeline's stage table (src/pipeline/jobs.ts),
// which must cover exactly these names.
export const PROCESSING_STAGES = ["transcode", "transcribe", "extract", "keyframes", "finish"] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

/** The concurrency key CPU-heavy pipeline jobs share (stages and the web copy), capped by SITEVISIT_PIPELINE_CONCURRENCY. */
export const HEAVY_KEY = "pipeline:heavy";
