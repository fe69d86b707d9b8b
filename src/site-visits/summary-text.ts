// The wording of a visit summary that follows its items. The rules extractor reads from the
// recording what the items cannot tell (where the walkthrough was, the areas it covered: the
// summary's basis); the counts and the top findings are composed here from the items themselves,
// so the summary can be written again when a person changes the items (./summary.ts).
// Pure text: the rules extractor imports it inside its worker.

export type SummaryPriority = "HIGH" | "MEDIUM" | "LOW";

/** What the recording said that the items cannot: "Walkthrough of 12 Mill Lane", " Areas covered: …". */
export interface SummaryBasis {
  lead: string;
  /** Empty, or a sentence with a leading space. */
  covered: string;
}

export interface SummaryItem {
  title: string;
  location: string | null;
  priority: SummaryPriority;
}

const RANK: Record<SummaryPriority, number> = { HIGH: 2, MEDIUM: 1, LOW: 0 };
const NONE: Record<SummaryPriority, number> = { HIGH: 0, MEDIUM: 0, LOW: 0 };

/** Areas a summary lists at most. */
const AREAS_LISTED = 8;

/**
 * " Areas covered: kitchen, hall and loft." from the items' locations as a person left them (each
 * once, in the items' order), or "" when none names one.
 */
export function coveredBy(items: readonly SummaryItem[]): string {
  const seen = new Map<string, string>();
  for (const i of items) {
    const at = i.location?.trim();
    if (at && !seen.has(at.toLowerCase())) seen.set(at.toLowerCase(), at);
  }
  const areas = [...seen.values()].slice(0, AREAS_LISTED);
  return areas.length ? ` Areas covered: ${listed(areas)}.` : "";
}

/** "a", "a and b", "a, b and c". */
export function listed(xs: string[]): string {
  return xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}`;
}

/**
 * "Walkthrough of X: 3 findings (1 high and 2 medium priority). Areas covered: …. Top: …."
 * `uncounted`: findings the extractor counted without keeping them as items.
 */
export function composeSummary(
  basis: SummaryBasis,
  items: readonly SummaryItem[],
  uncounted: Record<SummaryPriority, number> = NONE,
): string {
  const n = (p: SummaryPriority) => items.filter((i) => i.priority === p).length + uncounted[p];
  const total = n("HIGH") + n("MEDIUM") + n("LOW");
  if (!total) return `${basis.lead}: no issues found, nothing needs action.${basis.covered}`;
  const counts = (["HIGH", "MEDIUM", "LOW"] as const)
    .filter((p) => n(p))
    .map((p) => `${n(p)} ${p.toLowerCase()}`);
  // A stable sort: among equals, the order the items were found in.
  const top = [...items]
    .sort((a, b) => RANK[b.priority] - RANK[a.priority])
    .slice(0, 3)
    .map((i) => `${i.title.toLowerCase()}${i.location ? ` (${i.location})` : ""}`);
  const noun = total === 1 ? "finding" : "findings";
  const tail = top.length ? ` Top: ${listed(top)}.` : "";
  return `${basis.lead}: ${total} ${noun} (${listed(counts)} priority).${basis.covered}${tail}`;
}
