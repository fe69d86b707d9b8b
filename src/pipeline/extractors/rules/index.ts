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
  const { summary, basis } = summarize(items, rooms, opening, untracked);
  const capped = capItems({ summary, items }, untracked.HIGH + untracked.MEDIUM + untracked.LOW);
  // A capped summary counts findings that are not items: it cannot be composed from them again.
  return capped.summary === summary && basis ? { ...capped, summaryBasis: basis } : capped;
}

export const rulesExtractor: Extractor = {
  name: "rules",
  async extract(t, opts) {
    opts?.signal?.throwIfAborted();
    return extractSync(t);
  },
};
