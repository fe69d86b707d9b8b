/** The extractor contract shared by every adapter (rules, openai): transcript in, summary and items out. */
import type { SummaryBasis } from "../../site-visits/summary-text.ts";

// The item vocabularies are the API's (src/action-items/schema.ts): an extractor files what the API shows.
import type { Category, Priority } from "../../action-items/schema.ts";

export { CATEGORIES, PRIORITIES, type Category, type Priority } from "../../action-items/schema.ts";

export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
  /** Mean word confidence (0 to 1) when the recogniser reports one (pocketsphinx does). */
  confidence?: number;
  /** Words the recogniser heard with low confidence, lower case, as in `text`. */
  unclear?: string[];
}

/** Segments may be one per subtitle cue, ASR segments without punctuation, or one segment (start 0) for plain text. */
export interface TranscriptInput {
  language: string;
  text: string;
  segments: TranscriptSegment[];
}

export interface ExtractedItem {
  /** Short and human, at most 200 characters: "Leaking tap under kitchen sink". */
  title: string;
  description: string | null;
  category: Category;
  /** The room or area in force when the finding was stated. */
  location: string | null;
  priority: Priority;
  /** Why it has that priority, by the policy (docs/priority-policy.md): "HIGH: water getting in". */
  priorityReason?: string | null;
  /** Start of the segment that states the finding. */
  timestampSec: number | null;
  /** The words the finding came from. */
  transcriptQuote: string;
  /** A note for the person reviewing the item ("Heard unclearly; watch 0:33."), never in the report. */
  reviewNote?: string | null;
}

export interface ExtractionResult {
  summary: string;
  items: ExtractedItem[];
  /**
   * What the summary read from the recording, when its counts and top findings can be composed
   * again from the items (site-visits/summary.ts): the rules extractor's, not a model's.
   */
  summaryBasis?: SummaryBasis;
  /** Which extractor produced this result: "openai" answers "rules" when it fell back. */
  extractor?: string;
  /** Why a model's answer was set aside for the rules, when it was. */
  fallbackReason?: string;
}

export interface ExtractOptions {
  signal?: AbortSignal;
}

export interface Extractor {
  name: string;
  extract(t: TranscriptInput, opts?: ExtractOptions): Promise<ExtractionResult>;
}

export const TITLE_MAX = 200;

/**
 * Where the CPU-heavy part of extraction runs: the rules over a transcript, and a model's answer
 * checked against it (the rules' result when unusable). The pipeline runs both in the text worker
 * (../text-work.ts) under a time budget; `inThisThread` (./work.ts) is for tests and tools.
 */
export interface ExtractionWork {
  rules(t: TranscriptInput, signal?: AbortSignal): Promise<ExtractionResult>;
  /** `body`: a chat completion's raw JSON body. */
  answer(body: string, t: TranscriptInput, signal?: AbortSignal): Promise<ExtractionResult>;
}
