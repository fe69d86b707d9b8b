// Reviewing a visit's items (docs/dashboard.md, "Reviewing a visit"): what is left to check on one
// visit, accepting all of it at once, and the dashboard's home queue (visits that need a person,
// visits being processed, visits recently sent). Confirming one item is service.ts's.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { placeholder, prepared } from "../db/prepared";
import type { DbOrTx, Tx } from "../db/client";
import { actionItems, properties, siteVisits } from "../db/schema";
import { inScope, inScopePrepared, type Scope } from "../db/scope";
import { requireSiteVisit } from "../site-visits/service";
import { confirmActionItem } from "./service";

/** A visit's items still suggested (not checked by a person), in this scope. */
const suggestedOf = (scope: Scope, siteVisitId: string) =>
  and(
    inScope(actionItems, scope),
    eq(actionItems.siteVisitId, siteVisitId),
    eq(actionItems.reviewState, "suggested"),
  );

/** How many of a visit's items are still suggested (not checked by a person). */
export function suggestedCount(ex: DbOrTx, scope: Scope, siteVisitId: string): number {
  return ex.select({ n: count() }).from(actionItems).where(suggestedOf(scope, siteVisitId)).get()!
    .n;
}

/** "Accept all and send": every suggested item of the visit confirmed by `by`, one event each. */
export function confirmAllSuggested(tx: Tx, scope: Scope, siteVisitId: string, by: string): number {
  requireSiteVisit(tx, scope, siteVisitId);
  const ids = tx
    .select({ id: actionItems.id })
    .from(actionItems)
    .where(suggestedOf(scope, siteVisitId))
    .orderBy(asc(actionItems.order))
    .all();
  for (const { id } of ids) confirmActionItem(tx, scope, id, by);
  return ids.length;
}

export interface QueuedVisit {
  id: string;
  title: string;
  propertyName: string;
  visitDate: string;
  /** Suggested items left (needs review), else 0. */
  suggested: number;
  sentAt: string | null;
}

export interface ReviewQueue {
  needsReview: QueuedVisit[];
  processing: QueuedVisit[];
  recentlySent: QueuedVisit[];
  /** Reviewed (nothing left suggested) but never sent: READY or DONE, or a DRAFT with items. */
  readyToSend: QueuedVisit[];
  counts: { needsReview: number; processing: number; recentlySent: number; readyToSend: number };
}

/** At most this many visits listed per group on the home page; the counts are of all. */
const SHOWN = 10;
/** "Recently sent": within this many days. */
const RECENT_DAYS = 14;

// The home queue runs on every visit of the dashboard's first page: its statements are prepared
// once (drizzle's builder took a third of the page building them on each call).

const queuedColumns = {
  id: siteVisits.id,
  title: siteVisits.title,
  propertyName: properties.name,
  visitDate: siteVisits.visitDate,
  sentAt: siteVisits.sentAt,
};

const queuedVisits = (d: DbOrTx, where: SQL, ...order: SQL[]) =>
  d
    .select(queuedColumns)
    .from(siteVisits)
    .innerJoin(properties, eq(properties.id, siteVisits.propertyId))
    .where(where)
    .orderBy(...order)
    .prepare();

// A literal, not a parameter: SQLite uses the partial index action_items_suggested_idx only when the
// query's condition is the index's own.
const isSuggested = sql`${actionItems.reviewState} = 'suggested'`;

const suggestedCounts = prepared((d) =>
  d
    .select({ visitId: actionItems.siteVisitId, n: count() })
    .from(actionItems)
    .where(and(inScopePrepared(actionItems), isSuggested))
    .groupBy(actionItems.siteVisitId)
    .prepare(),
);
// The visits with items to review are found from the few suggested items (the partial index):
// joined the other way round, SQLite walked every visit of the account.
const needsReviewVisits = prepared((d) =>
  queuedVisits(
    d,
    and(
      inScopePrepared(siteVisits),
      eq(siteVisits.status, "READY"),
      inArray(
        siteVisits.id,
        d
          .select({ id: actionItems.siteVisitId })
          .from(actionItems)
          .where(and(inScopePrepared(actionItems), isSuggested)),
      ),
    )!,
    asc(siteVisits.visitDate),
    asc(siteVisits.id),
  ),
);
const processingVisits = prepared((d) =>
  queuedVisits(
    d,
    and(inScopePrepared(siteVisits), eq(siteVisits.status, "PROCESSING"))!,
    asc(siteVisits.updatedAt),
  ),
);
const sentVisits = prepared((d) =>
  queuedVisits(
    d,
    and(inScopePrepared(siteVisits), gte(siteVisits.sentAt, placeholder("since")))!,
    desc(siteVisits.sentAt),
  ),
);

// Reviewed and not sent: a READY or DONE visit, or a DRAFT whose items were typed by hand, with
// nothing left suggested and no send yet, oldest first. Through site_visits_status_list_idx: the
// order is written with `+`, so that site_visits_list_idx cannot serve it, which SQLite (without
// statistics) preferred to a sort, walking every visit of the account (test/list-plans.test.ts).
const readyVisits = prepared((d) =>
  queuedVisits(
    d,
    and(
      inScopePrepared(siteVisits),
      inArray(siteVisits.status, ["READY", "DONE", "DRAFT"]),
      isNull(siteVisits.sentAt),
      or(
        ne(siteVisits.status, "DRAFT"),
        exists(
          d
            .select({ one: sql`1` })
            .from(actionItems)
            .where(eq(actionItems.siteVisitId, siteVisits.id)),
        ),
      ),
      notInArray(
        siteVisits.id,
        d
          .select({ id: actionItems.siteVisitId })
          .from(actionItems)
          .where(and(inScopePrepared(actionItems), isSuggested)),
      ),
    )!,
    sql`+${siteVisits.visitDate}`,
    sql`+${siteVisits.id}`,
  ),
);

/**
 * The home page's groups: READY visits with suggested items (oldest visit first), PROCESSING
 * visits, visits sent in the last two weeks (newest first), and visits reviewed but not sent
 * (oldest first), each with its full count.
 */
export function reviewQueue(ex: DbOrTx, scope: Scope): ReviewQueue {
  const params = { accountId: scope.accountId, isTest: scope.isTest };
  const suggested = new Map(
    suggestedCounts(ex)
      .all(params)
      .map((r) => [r.visitId, r.n]),
  );
  const needsReview = suggested.size
    ? needsReviewVisits(ex)
        .all(params)
        .map((v) => ({ ...v, suggested: suggested.get(v.id) ?? 0 }))
    : [];
  const processing = processingVisits(ex).all(params);
  const since = new Date(Date.now() - RECENT_DAYS * 86_400_000).toISOString();
  const recentlySent = sentVisits(ex).all({ ...params, since });
  const readyToSend = readyVisits(ex).all(params);
  const shown = (rows: Omit<QueuedVisit, "suggested">[]) =>
    rows.slice(0, SHOWN).map((r) => ({ suggested: 0, ...r }));
  return {
    needsReview: needsReview.slice(0, SHOWN),
    processing: shown(processing),
    recentlySent: shown(recentlySent),
    readyToSend: shown(readyToSend),
    counts: {
      readyToSend: readyToSend.length,
      needsReview: needsReview.length,
      processing: processing.length,
      recentlySent: recentlySent.length,
    },
  };
}
