/** The built-in offline extractor: lexicon and rules, no model, no network. */
import type { ExtractionResult, Extractor, TranscriptInput } from "../types.ts";
import { extractFindings } from "./findings.ts";
import { summarize } from "./summary.ts";

export function extractSync(t: TranscriptInput): ExtractionResult {
  const { items, rooms, units } = extractFindings(t);
  return { summary: summarize(items, rooms, units), items };
}

export const rulesExtractor: Extractor = {
  name: "rules",
  async extract(t, opts) {
    opts?.signal?.throwIfAborted();
    return extractSync(t);
  },
};
