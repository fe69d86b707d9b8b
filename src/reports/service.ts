// What a report shows, read for one visit: its property, the visit, its action items with their
// photos. Used by the public page (/r/<token>) and by the report email. Everything is read by the
// visit's id and bounded to the visit's own account and dataset, so a report can only ever show
// that visit's items: a test visit's report shows test data, a live one live data, never both.
// It shows what a person confirmed (docs/dashboard.md, "Reviewing a visit"): suggested items and the
// reviewer's notes never go out, and what was said only when the manager chose to include it.
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { actionItems, blobs, evidence, properties, siteVisits } from "../db/schema";
import { pagePhoto, type PagePhoto } from "../media/display";
import { reportUrl } from "../site-visits/schema";
import { reportLinkExpired } from "../site-visits/report-token";
import type { ItemStatus, Priority } from "../action-items/schema";

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
  property: { name: string; address: string | null };
  visit: {
    title: string;
    visitDate: string;
    summary: string | null;
    status: string;
    processing: boolean;
  };
  /** In the visit's order (`order`, then creation). */
  items: ReportItem[];
  reportUrl: string;
  expiresAt: string | null;
}

// Report tokens are randomToken(16): 26 characters of lowercase Crockford base32.
const TOKEN_RE = /^[0-9abcdefghjkmnpqrstvwxyz]{26}$/;

const photoColumns = {
  thumbKey: blobs.thumbKey,
  displayKey: blobs.displayKey,
  renditionError: blobs.renditionError,
};

function load(ex: DbOrTx, where: SQL): Report | null {
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
  const rows = ex
    .select()
    .from(actionItems)
    .where(
      and(
        eq(actionItems.siteVisitId, v.id),
        eq(actionItems.accountId, v.accountId),
        eq(actionItems.isTest, v.isTest),
        eq(actionItems.reviewState, "confirmed"),
      ),
    )
    .orderBy(asc(actionItems.order), asc(actionItems.createdAt), asc(actionItems.id))
    .all();
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
  return {
    property: { name: found.propertyName, address: found.propertyAddress },
    visit: {
      title: v.title,
      visitDate: v.visitDate,
      summary: v.summary,
      status: v.status,
      processing: v.status === "PROCESSING",
    },
    items: rows.map((r) => ({
      title: r.title,
      description: r.description,
      category: r.category,
      location: r.location,
      priority: r.priority,
      status: r.status,
      assignee: r.assignee,
      timestampSec: r.timestampSec,
      transcriptQuote: v.includeQuotes ? r.transcriptQuote : null,
      completedAt: r.completedAt,
      completedBy: r.completedBy,
      completionNote: r.completionNote,
      completionPhoto:
        r.completionPhotoKey === null ? null : (completion.get(r.completionPhotoKey) ?? null),
      evidence: shots.get(r.id)!,
    })),
    reportUrl: reportUrl(v.reportToken),
    expiresAt: v.reportExpiresAt,
  };
}

export type ReportLookup =
  | { kind: "ok"; report: Report }
  | { kind: "not_found" }
  | { kind: "expired" };

/** The report behind a public token: unknown, malformed and rotated tokens are not_found alike. */
export function reportByToken(ex: DbOrTx, token: string): ReportLookup {
  if (!TOKEN_RE.test(token)) return { kind: "not_found" };
  const report = load(ex, eq(siteVisits.reportToken, token));
  if (!report) return { kind: "not_found" };
  if (reportLinkExpired(report.expiresAt)) return { kind: "expired" };
  return { kind: "ok", report };
}

/** The report of a visit by its id (for the email job), or null if the visit is gone. */
export const reportForVisit = (ex: DbOrTx, siteVisitId: string): Report | null =>
  load(ex, eq(siteVisits.id, siteVisitId));
