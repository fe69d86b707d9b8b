// A summary the rules extractor wrote follows the visit's items: when a person adds, edits or
// deletes an item (API or dashboard), its counts and top findings are composed again, so the
// review never says "1 finding" above two items. What goes out (the report page and its email) is
// composed from the confirmed items alone, their rooms as the manager left them: it never names a
// deleted or still-suggested item, nor a room as the recogniser misheard it. Once someone writes
// the summary themselves (PATCH summary), it is theirs and goes as written (docs/dashboard.md,
// "A summary from what was checked").
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { actionItems, siteVisits } from "../db/schema";
import type { Scope } from "../db/scope";
import { nowIso } from "../core/time";
import { emitEvent } from "../events/service";
import { getSiteVisit } from "./service";
import { composeSummary, coveredBy } from "./summary-text";

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

/** The summary composed from the visit's confirmed items, as the report sends it. */
function composedFromConfirmed(
  ex: DbOrTx,
  visitId: string,
  basis: { lead: string; covered: string },
): { text: string; checked: number } {
  const items = ex
    .select({
      title: actionItems.title,
      location: actionItems.location,
      priority: actionItems.priority,
    })
    .from(actionItems)
    .where(and(eq(actionItems.siteVisitId, visitId), eq(actionItems.reviewState, "confirmed")))
    .orderBy(asc(actionItems.order), asc(actionItems.id))
    .all();
  // The areas are the checked items' rooms: what the recogniser heard is a suggestion too.
  const text = composeSummary({ lead: basis.lead, covered: coveredBy(items) }, items);
  return { text, checked: items.length };
}

/**
 * The summary that goes out in the report and its email, and whose it is: composed from the
 * confirmed items while it follows them ("checked"), else as written ("written": a person's, or a
 * model's that no item can correct), or none.
 */
export function outgoingSummary(
  ex: DbOrTx,
  visitId: string,
): { text: string; from: "checked"; checked: number } | { text: string; from: "written" } | null {
  const current = basisInForce(ex, visitId);
  if (current) return { ...composedFromConfirmed(ex, visitId, current.basis), from: "checked" };
  const v = ex
    .select({ summary: siteVisits.summary })
    .from(siteVisits)
    .where(eq(siteVisits.id, visitId))
    .get();
  return v?.summary ? { text: v.summary, from: "written" } : null;
}

/**
 * Writes the stored summary again from every item when it follows them; no event. True if it
 * changed. The stored one is the reviewer's (the visit page and the API, suggested items counted);
 * what goes out is outgoingSummary's, from the confirmed items.
 */
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
