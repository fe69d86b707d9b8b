// A summary the rules extractor wrote follows the visit's items: when a person adds, edits or deletes
// an item (API or dashboard), its counts and top findings are composed again from the items, so the
// report never says "1 finding" above two items, nor names as "top" an item that was deleted. Once
// someone writes the summary themselves (PATCH summary), it is theirs and stays as written.
import { asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { actionItems, siteVisits } from "../db/schema";
import type { Scope } from "../db/scope";
import { nowIso } from "../core/time";
import { emitEvent } from "../events/service";
import { getSiteVisit } from "./service";
import { composeSummary } from "./summary-text";

function basisInForce(ex: DbOrTx, visitId: string) {
  const v = ex
    .select({ summary: siteVisits.summary, basis: siteVisits.summaryBasis })
    .from(siteVisits)
    .where(eq(siteVisits.id, visitId))
    .get();
  return v?.basis && v.summary === v.basis.written ? { summary: v.summary, basis: v.basis } : null;
}

/** Whether the visit's summary is still the extractor's, and so follows its items. */
export const summaryFollowsItems = (ex: DbOrTx, visitId: string): boolean =>
  basisInForce(ex, visitId) !== null;

/** Writes the summary again from the items when it follows them; no event. True if it changed. */
export function recomposeSummary(tx: Tx, visitId: string): boolean {
  const current = basisInForce(tx, visitId);
  if (!current) return false;
  const items = tx
    .select({
      title: actionItems.title,
      location: actionItems.location,
      priority: actionItems.priority,
    })
    .from(actionItems)
    .where(eq(actionItems.siteVisitId, visitId))
    .orderBy(asc(actionItems.order), asc(actionItems.id))
    .all();
  const summary = composeSummary(current.basis, items);
  if (summary === current.summary) return false;
  tx.update(siteVisits)
    .set({ summary, summaryBasis: { ...current.basis, written: summary }, updatedAt: nowIso() })
    .where(eq(siteVisits.id, visitId))
    .run();
  return true;
}

/**
 * After a person changed the visit's items: the summary again, and `site_visit.updated` when it
 * changed, so a webhook mirror of the visit does not keep the old one.
 */
export function itemsChanged(tx: Tx, scope: Scope, visitId: string): void {
  if (recomposeSummary(tx, visitId))
    emitEvent(tx, scope, "site_visit.updated", { site_visit: getSiteVisit(tx, scope, visitId) });
}
