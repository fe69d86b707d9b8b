// What a report shows, read for one visit: its property, the visit, its action items with their
// photos. Used by the public page (/r/<token>) and by the report email. Everything is read by the
// visit's id and bounded to the visit's own account and dataset, so a report can only ever show
// that visit's items: a test visit's report shows test data, a live one live data, never both.
// It shows what a person confirmed (docs/dashboard.md, "Reviewing a visit"): suggested items and the
// reviewer's notes never go out, and what was said only when the manager chose to include it.
// The page reads one page of items at a time (REPORT_PAGE_SIZE, most urgent first) plus the counts of
// all of them, so its cost does not grow with the visit; the email reads them all (a visit holds at
// most SITEVISIT_MAX_ITEMS_PER_VISIT).
import { outgoingSummary } from "../site-visits/summary";
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { actionItems, blobs, evidence, properties, siteVisits } from "../db/schema";
import { pagePhoto, type PagePhoto } from "../media/display";
import { reportUrl } from "../site-visits/schema";
import { reportLinkExpired } from "../site-visits/report-token";
import { playableVideo } from "../pipeline/web-video";
import { PRIORITIES, type ItemStatus, type Priority } from "../action-items/schema";

/** Items on one page of the public report. */
export const REPORT_PAGE_SIZE = 100;
import { getAccountSettings } from "../account-settings/service";

/** A photo as a page can show it: its thumbnail and display size, or why there are none (yet). */
export type ReportPhoto = PagePhoto;

export interface ReportItem {
  title: string;
  description: string | null;
  category: string | null;
  location: string | null;
  priority: Priority;
  status: ItemStatus;
  assignee: string | null;
  /** The day it is due (YYYY-MM-DD), or null; the page shows it on items not done. */
  dueDate: string | null;
  /** Seconds into the video where it was heard (extracted items); shown with `visit.hasVideo`. */
  timestampSec: number | null;
  /** What was said of it: only when the visit's manager ticked "include what was said". */
  transcriptQuote: string | null;
  completedAt: string | null;
  completedBy: string | null;
  completionNote: string | null;
  completionPhoto: ReportPhoto | null;
  evidence: ReportPhoto[];
}

export interface Report {
  /** Who the report is from (src/account-settings): the firm and its logo's sizes. */
  firm: { name: string; logo: ReportPhoto | null };
  /** The last send: when, and the dashboard user who sent it (null: through the API, the firm's). */
  sent: { at: string; byName: string | null; byEmail: string | null } | null;
  /** Where replies to the report email go: the account's reply-to, else the sender's address. */
  replyTo: string | null;
  property: { name: string; address: string | null };
  visit: {
    title: string;
    visitDate: string;
    summary: string | null;
    status: string;
    processing: boolean;
    /**
     * The visit has a video (`playableVideo`, what the review page's player plays): only then is an
     * item's time shown, as on the review page. On a visit typed by hand or read from a transcript
     * uploaded instead, a time is a cue's of the transcript (0:00 for every line of one without
     * times), a place in no video.
     */
    hasVideo: boolean;
  };
  /**
   * The email's: every item in the visit's order (`order`, then creation). The page's: one page of
   * them, most urgent first, then in the visit's order.
   */
  items: ReportItem[];
  /** Of all the visit's items, whatever page `items` holds. */
  counts: { total: number; open: number; byPriority: Record<Priority, number> };
  /** Which page `items` is (1-based) and how many there are; one page for the email. */
  page: { number: number; pages: number; size: number };
  reportUrl: string;
  expiresAt: string | null;
  /** The account's time zone: the day an item was fixed is the day it was there. */
  timeZone: string;
}

// Report tokens are randomToken(16): 26 characters of lowercase Crockford base32.
const TOKEN_RE = /^[0-9abcdefghjkmnpqrstvwxyz]{26}$/;

const photoColumns = {
  thumbKey: blobs.thumbKey,
  displayKey: blobs.displayKey,
  renditionError: blobs.renditionError,
};

type VisitRow = typeof siteVisits.$inferSelect;

const PRIORITY_RANK = sql`CASE ${actionItems.priority} WHEN 'HIGH' THEN 0 WHEN 'MEDIUM' THEN 1 ELSE 2 END`;

// The visit's items, searched by the visit (action_items_visit_idx). The scope is written with
// SQLite's unary `+`, which keeps its columns from choosing an index: with them, SQLite took the
// priority index (account, dataset, priority) to save the count's GROUP BY a sort, and walked every
// item of the account (819 ms of a report at 300k items, bench/growth.ts).
const itemsOf = (v: VisitRow) =>
  and(
    eq(actionItems.siteVisitId, v.id),
    sql`+${actionItems.accountId} = ${v.accountId}`,
    sql`+${actionItems.isTest} = ${v.isTest ? 1 : 0}`,
    eq(actionItems.reviewState, "confirmed"),
  )!;

function countItems(ex: DbOrTx, v: VisitRow): Report["counts"] {
  const rows = ex
    .select({
      priority: actionItems.priority,
      n: sql<number>`COUNT(*)`,
      open: sql<number>`SUM(${ne(actionItems.status, "DONE")})`,
    })
    .from(actionItems)
    .where(itemsOf(v))
    .groupBy(actionItems.priority)
    .all();
  const byPriority = Object.fromEntries(PRIORITIES.map((p) => [p, 0])) as Record<Priority, number>;
  let open = 0;
  for (const r of rows) {
    byPriority[r.priority] = r.n;
    open += r.open ?? 0;
  }
  return { total: rows.reduce((n, r) => n + r.n, 0), open, byPriority };
}

function readItems(
  ex: DbOrTx,
  v: VisitRow,
  window: { offset: number; limit: number } | null,
): ReportItem[] {
  const base = ex.select().from(actionItems).where(itemsOf(v));
  const inOrder = [asc(actionItems.order), asc(actionItems.createdAt), asc(actionItems.id)];
  const rows = window
    ? base
        .orderBy(PRIORITY_RANK, ...inOrder)
        .limit(window.limit)
        .offset(window.offset)
        .all()
    : base.orderBy(...inOrder).all();
  const ids = rows.map((r) => r.id);
  const shots = new Map<string, ReportPhoto[]>(ids.map((id) => [id, []]));
  const photoKeys = rows.map((r) => r.completionPhotoKey).filter((k): k is string => k !== null);
  const completion = new Map<string, ReportPhoto>();
  if (ids.length) {
    const ev = ex
      .select({ itemId: evidence.actionItemId, ...photoColumns })
      .from(evidence)
      .innerJoin(blobs, eq(blobs.key, evidence.blobKey))
      .where(inArray(evidence.actionItemId, ids))
      .orderBy(asc(evidence.createdAt), asc(evidence.id))
      .all();
    for (const e of ev) shots.get(e.itemId)!.push(pagePhoto(e));
  }
  if (photoKeys.length) {
    const found = ex
      .select({ key: blobs.key, ...photoColumns })
      .from(blobs)
      .where(
        and(
          inArray(blobs.key, photoKeys),
          eq(blobs.accountId, v.accountId),
          eq(blobs.isTest, v.isTest),
        ),
      )
      .all();
    for (const b of found) completion.set(b.key, pagePhoto(b));
  }
  return rows.map((r) => ({
    title: r.title,
    description: r.description,
    category: r.category,
    location: r.location,
    priority: r.priority,
    status: r.status,
    assignee: r.assignee,
    dueDate: r.dueDate,
    timestampSec: r.timestampSec,
    transcriptQuote: v.includeQuotes ? r.transcriptQuote : null,
    completedAt: r.completedAt,
    completedBy: r.completedBy,
    completionNote: r.completionNote,
    completionPhoto:
      r.completionPhotoKey === null ? null : (completion.get(r.completionPhotoKey) ?? null),
    evidence: shots.get(r.id)!,
  }));
}

/** `page`: that page of the items (clamped to the last one); null: all of them (the email). */
function load(ex: DbOrTx, where: SQL, page: number | null): Report | null {
  const found = ex
    .select({
      visit: siteVisits,
      propertyName: properties.name,
      propertyAddress: properties.address,
    })
    .from(siteVisits)
    .innerJoin(properties, eq(properties.id, siteVisits.propertyId))
    .where(where)
    .get();
  if (!found) return null;
  const v = found.visit;
  const counts = countItems(ex, v);
  const pages = page === null ? 1 : Math.max(1, Math.ceil(counts.total / REPORT_PAGE_SIZE));
  const number = page === null ? 1 : Math.min(Math.max(1, page), pages);
  const items = readItems(
    ex,
    v,
    page === null ? null : { offset: (number - 1) * REPORT_PAGE_SIZE, limit: REPORT_PAGE_SIZE },
  );
  const settings = getAccountSettings(ex, v.accountId);
  return {
    firm: { name: settings.firmName, logo: settings.logo },
    sent: v.sentAt ? { at: v.sentAt, byName: v.sentByName, byEmail: v.sentByEmail } : null,
    replyTo: settings.replyTo ?? v.sentByEmail,
    property: { name: found.propertyName, address: found.propertyAddress },
    visit: {
      title: v.title,
      visitDate: v.visitDate,
      // Composed from the confirmed items unless someone wrote it (site-visits/summary.ts).
      summary: outgoingSummary(ex, v.id)?.text ?? null,
      status: v.status,
      processing: v.status === "PROCESSING",
      hasVideo: playableVideo(ex, { accountId: v.accountId, isTest: v.isTest }, v.id) !== null,
    },
    items,
    counts,
    page: { number, pages, size: page === null ? counts.total : REPORT_PAGE_SIZE },
    reportUrl: reportUrl(v.reportToken),
    expiresAt: v.reportExpiresAt,
    timeZone: settings.timeZone,
  };
}

export type ReportLookup =
  | { kind: "ok"; report: Report }
  | { kind: "not_found" }
  | { kind: "expired" };

/**
 * One page (1-based) of the report behind a public token (null: every item, for the PDF): unknown,
 * malformed and rotated tokens are not_found alike.
 */
export function reportByToken(ex: DbOrTx, token: string, page: number | null = 1): ReportLookup {
  if (!TOKEN_RE.test(token)) return { kind: "not_found" };
  const report = load(ex, eq(siteVisits.reportToken, token), page);
  if (!report) return { kind: "not_found" };
  if (reportLinkExpired(report.expiresAt)) return { kind: "expired" };
  return { kind: "ok", report };
}

/** The report of a visit by its id (for the email job), or null if the visit is gone. */
export const reportForVisit = (ex: DbOrTx, siteVisitId: string): Report | null =>
  load(ex, eq(siteVisits.id, siteVisitId), null);
