/** The built-in offline extractor: lexicon and rules, no model, no network. Linear in the transcript (text.ts, MAX_SENTENCE). */
import { capItems } from "../limit.ts";
import type { ExtractionResult, Extractor, TranscriptInput } from "../types.ts";
import { extractFindings } from "./findings.ts";
import { notEnglish, tallyLanguage } from "./language.ts";
import { notEnglishSummary, summarize } from "./summary.ts";

export function extractSync(t: TranscriptInput): ExtractionResult {
  // The rules read English only: anything they made of another language would be nonsense.
  const language = tallyLanguage(t.text);
  if (notEnglish(language)) return { summary: notEnglishSummary(language), items: [] };
  const { items, rooms, opening, untracked } = extractFindings(t);
  return capItems(
    { summary: summarize(items, rooms, opening, untracked), items },
    untracked.HIGH + untracked.MEDIUM + untracked.LOW,
  );
}

export const rulesExtractor: Extractor = {
  name: "rules",
  async extract(t, opts) {
    opts?.signal?.throwIfAborted();
    return extractSync(t);
  },
};
