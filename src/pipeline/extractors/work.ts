// Extraction run in the calling thread, and the rules extractor over any ExtractionWork. The
// pipeline passes the text worker's ExtractionWork instead (../text-work.ts), so that a large
// transcript never holds the event loop; tests and tools use this one.
import { answerOrRules } from "./openai-answer.ts";
import { extractSync } from "./rules/index.ts";
import type { ExtractionWork, Extractor } from "./types.ts";

export const inThisThread: ExtractionWork = {
  async rules(t, signal) {
    signal?.throwIfAborted();
    return extractSync(t);
  },
  async answer(body, t, signal) {
    signal?.throwIfAborted();
    return answerOrRules(body, t);
  },
};

export function rulesExtractorOn(work: ExtractionWork): Extractor {
  return { name: "rules", extract: (t, opts) => work.rules(t, opts?.signal) };
}
