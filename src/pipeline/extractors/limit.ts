// At most MAX_ITEMS action items per visit from the pipeline, whichever extractor ran: a transcript
// that names 20,000 findings must not become a 20,000-row report page and a 10 MB email. The items
// kept are the highest priority first, in transcript order among equals; the summary says how many
// more there were. O(n log n) in the number of findings (one sort).
import type { ExtractedItem, ExtractionResult } from "./types.ts";

/** Items per visit from the pipeline (docs/api.md, "Video processing"). */
export const MAX_ITEMS = 200;

const RANK: Record<ExtractedItem["priority"], number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };

/** `uncounted`: findings the extractor counted without keeping them (none from a model). */
export function capItems<R extends Pick<ExtractionResult, "summary" | "items">>(
  result: R,
  uncounted = 0,
): R {
  const { items } = result;
  if (items.length <= MAX_ITEMS && uncounted === 0) return result;
  const chosen = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => RANK[a.item.priority] - RANK[b.item.priority] || a.index - b.index)
    .slice(0, MAX_ITEMS)
    .sort((a, b) => a.index - b.index)
    .map((x) => x.item);
  const more = Math.max(0, items.length - MAX_ITEMS) + uncounted;
  const note = `… and ${more} more ${more === 1 ? "finding" : "findings"} not listed (a visit keeps at most ${MAX_ITEMS} items, the highest priority first).`;
  return { ...result, items: chosen, summary: `${result.summary.trimEnd()} ${note}` };
}
