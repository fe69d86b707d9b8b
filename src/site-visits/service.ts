// Site visits: the middle of the ownership tree (property → site visits → action items) and the
// visit state machine of docs/api-objects.md, States / docs/api.md, Resources (complete, send; the pipeline drives the rest).
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { properties, siteVisits } from "../db/schema";
import { changedFields, findInScope, inScopePrepared, type Scope } from "../db/scope";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { invalidState, notFound, validationError } from "../core/errors";
import { mapPage, preparedList } from "../db/pagination";
import { inJsonList, placeholder, prepared, rowMapper } from "../db/prepared";
import { deleteAndEmit, emitEvent } from "../events/service";
import { deleteOwnedFiles } from "../media/cleanup";
import { abandonWork } from "../jobs/queue";
import { requireProperty, visitsChanged } from "../properties/service";
import { chargeVisitCreation } from "../accounts/usage";
import { newReportToken, reportLinkExpired } from "./report-token";
import {
  MAX_RECIPIENTS,
  presentSiteVisit,
  type SiteVisit,
  type CreateSiteVisitInput,
  type ListSiteVisitsInput,
  type SendSiteVisitInput,
  type UpdateSiteVisitInput,
  type VisitStatus,
} from "./schema";
import { Hook } from "../core/hooks";
import { markDone, markSent } from "./status";

export type SiteVisitRow = typeof siteVisits.$inferSelect;

export { reportUrl } from "./schema";

/**
 * An accepted date-time as stored: UTC with milliseconds, so that text order is time order. The
 * schema checks the shape; the calendar check is here because Date rolls 2026-02-30 over to March.
 */
export function toIso(value: string, param = "visit_date"): string {
  const [y, m, d] = value.slice(0, 10).split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
    throw validationError(param, `'${param}' is not a calendar date: '${value.slice(0, 10)}'.`);
  return new Date(value).toISOString();
}

// Counts are computed, never stored, so they cannot drift from the rows they count. Columns are
// written out qualified so the subquery never binds a bare name to its own table.
const withExtras = {
  row: siteVisits,
  propertyName: properties.name,
  actionItemCount: sql<number>`(SELECT COUNT(*) FROM "action_items" AS ai WHERE ai."site_visit_id" = "site_visits"."id")`,
  openActionItemCount: sql<number>`(SELECT COUNT(*) FROM "action_items" AS ai WHERE ai."site_visit_id" = "site_visits"."id" AND ai."status" <> 'DONE')`,
};

export type SiteVisitDto = typeof SiteVisit.static;

function selectVisits(tx: DbOrTx, where: SQL) {
  return tx
    .select(withExtras)
    .from(siteVisits)
    .innerJoin(properties, eq(properties.id, siteVisits.propertyId))
    .where(where);
}

/** The visit as the API shows it, or 404 if it is not in this scope. */
// Prepared once, rows mapped by a mapper compiled once (src/db/prepared.ts): the builder per call
// cost ten times the query.
const toSelected = rowMapper<Parameters<typeof presentSiteVisit>[0]>(withExtras);
const getStatement = prepared((d) =>
  selectVisits(
    d,
    and(eq(siteVisits.id, placeholder("id")), inScopePrepared(siteVisits))!,
  ).prepare(),
);

export function getSiteVisit(ex: DbOrTx, scope: Scope, id: string): SiteVisitDto {
  const [values] = getStatement(ex).values({ id, ...scope });
  if (!values) throw notFound("site visit", id);
  return presentSiteVisit(toSelected(values));
}

/** The raw row, or 404: for features that hang records off a visit (items, media, pipeline). */
export const requireSiteVisit = (ex: DbOrTx, scope: Scope, id: string): SiteVisitRow =>
  findInScope(ex, siteVisits, scope, id, "site visit");

const listVisits = preparedList<Parameters<typeof presentSiteVisit>[0]>({
  keyset: { table: siteVisits, sort: siteVisits.visitDate, id: siteVisits.id },
  columns: withExtras,
  // Narrowest first (preparedList): a property's visits are bounded, one status's are not.
  filters: { property_id: siteVisits.propertyId, status: siteVisits.status },
  flags: { exclude_sample: eq(siteVisits.isSample, false) },
  build: (d, where, k) =>
    selectVisits(d, where)
      .orderBy(...k.orderBy)
      .limit(k.take)
      .prepare(),
});

export function listSiteVisits(ex: DbOrTx, scope: Scope, q: ListSiteVisitsInput) {
  return mapPage(listVisits(ex, scope, q), presentSiteVisit);
}

// The ids are found by primary key. The scope is written with SQLite's unary `+`, which keeps its
// columns from choosing an index: without statistics SQLite cannot tell that the JSON list is short
// and would otherwise walk every visit of the account to match it.
const visitNamesStatement = prepared((d) =>
  d
    .select({ id: siteVisits.id, title: siteVisits.title, visitDate: siteVisits.visitDate })
    .from(siteVisits)
    .where(
      and(
        inJsonList(siteVisits.id, "ids"),
        sql`+${siteVisits.accountId} = ${placeholder("accountId")}`,
        sql`+${siteVisits.isTest} = ${placeholder("isTestFlag")}`,
      ),
    )
    .prepare(),
);

/** The title and day of each of these visits in scope (a list naming the visit of each row). */
export function visitNames(
  ex: DbOrTx,
  scope: Scope,
  ids: string[],
): Map<string, { title: string; visitDate: string }> {
  if (ids.length === 0) return new Map();
  const rows = visitNamesStatement(ex).all({
    accountId: scope.accountId,
    isTestFlag: scope.isTest ? 1 : 0,
    ids: JSON.stringify([...new Set(ids)]),
  });
  return new Map(rows.map((r) => [r.id, r]));
}

export interface NewVisit {
  title: string;
  visitDate?: string;
  summary?: string | null;
  notes?: string | null;
  status?: VisitStatus;
  isSample?: boolean;
}

/** Inserts a visit under a property already checked to be in scope; no events, no plan charge. */
export function insertSiteVisit(
  tx: Tx,
  scope: Scope,
  propertyId: string,
  input: NewVisit,
): SiteVisitRow {
  const now = nowIso();
  const row: SiteVisitRow = {
    id: newId("sv"),
    accountId: scope.accountId,
    isTest: scope.isTest,
    propertyId,
    title: input.title,
    status: input.status ?? "DRAFT",
    visitDate: input.visitDate ? toIso(input.visitDate) : now,
    recipients: [],
    sentByName: null,
    sentByEmail: null,
    summary: input.summary ?? null,
    summaryBasis: null,
    notes: input.notes ?? null,
    reportToken: newReportToken(),
    isSample: input.isSample ?? false,
    processingError: null,
    processingStage: null,
    videoPortrait: null,
    reportExpiresAt: null,
    sentAt: null,
    completedAt: null,
    includeQuotes: false,
    createdAt: now,
    updatedAt: now,
  };
  tx.insert(siteVisits).values(row).run();
  return row;
}

export function createSiteVisit(tx: Tx, scope: Scope, input: CreateSiteVisitInput): SiteVisitDto {
  const property = requireProperty(tx, scope, input.property_id);
  chargeVisitCreation(tx, scope);
  const row = insertSiteVisit(tx, scope, property.id, {
    title: input.title,
    visitDate: input.visit_date,
    summary: input.summary,
    notes: input.notes,
  });
  const dto = getSiteVisit(tx, scope, row.id);
  emitEvent(tx, scope, "site_visit.created", { site_visit: dto });
  return dto;
}

export function updateSiteVisit(
  tx: Tx,
  scope: Scope,
  id: string,
  input: UpdateSiteVisitInput,
): SiteVisitDto {
  const current = requireSiteVisit(tx, scope, id);
  const changes = changedFields(current, {
    title: input.title,
    visitDate: input.visit_date === undefined ? undefined : toIso(input.visit_date),
    summary: input.summary,
    notes: input.notes,
  });
  if (Object.keys(changes).length === 0) return getSiteVisit(tx, scope, id);
  // A summary someone wrote is theirs: it no longer follows the items (./summary.ts).
  const written = "summary" in changes ? { summaryBasis: null } : {};
  tx.update(siteVisits)
    .set({ ...changes, ...written, updatedAt: nowIso() })
    .where(eq(siteVisits.id, id))
    .run();
  const dto = getSiteVisit(tx, scope, id);
  emitEvent(tx, scope, "site_visit.updated", { site_visit: dto });
  if ("visitDate" in changes) visitsChanged(tx, scope, current.propertyId);
  return dto;
}

// The snake_case subsets docs/api-objects.md, Events gives site_visit.sent and site_visit.completed.
const sentPayload = (v: SiteVisitDto) => ({
  site_visit: {
    id: v.id,
    title: v.title,
    property_id: v.propertyId,
    sent_at: v.sentAt,
    recipients: v.recipients,
  },
});
const completedPayload = (v: SiteVisitDto) => ({
  site_visit: {
    id: v.id,
    title: v.title,
    property_id: v.propertyId,
    sent_at: v.sentAt,
    completed_at: v.completedAt,
    recipients: v.recipients,
  },
});

function refuseWhileProcessing(row: SiteVisitRow, action: string): void {
  if (row.status === "PROCESSING")
    throw invalidState(
      `Site visit '${row.id}' is PROCESSING; it can be ${action} once processing has finished.`,
    );
}

/** DRAFT/READY → DONE. A visit that is already complete (SENT or DONE) is returned unchanged. */
/** The manager's "include what was said": the report and email quote each item's words. */
export function setIncludeQuotes(tx: Tx, scope: Scope, id: string, include: boolean): void {
  requireSiteVisit(tx, scope, id);
  tx.update(siteVisits)
    .set({ includeQuotes: include, updatedAt: nowIso() })
    .where(eq(siteVisits.id, id))
    .run();
}

export function completeSiteVisit(tx: Tx, scope: Scope, id: string): SiteVisitDto {
  const current = requireSiteVisit(tx, scope, id);
  refuseWhileProcessing(current, "completed");
  if (current.status === "SENT" || current.status === "DONE") return getSiteVisit(tx, scope, id);
  markDone(tx, id);
  const dto = getSiteVisit(tx, scope, id);
  emitEvent(tx, scope, "site_visit.completed", completedPayload(dto));
  visitsChanged(tx, scope, current.propertyId);
  return dto;
}

/** Case-insensitive de-duplication that keeps the first spelling seen. */
function mergeRecipients(existing: string[], added: string[]): string[] {
  const seen = new Set(existing.map((r) => r.toLowerCase()));
  const out = [...existing];
  for (const r of added) {
    const key = r.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(r);
    }
  }
  return out;
}

/** Runs in the send's transaction: the report email is queued here (by mail/, attached in src/wiring.ts). */
export const reportSent = new Hook<
  [tx: Tx, send: { siteVisitId: string; recipients: string[]; message: string | null }]
>();

/**
 * Queues the report email and marks the visit SENT. Any status but PROCESSING may be sent, also
 * again; the first send completes the visit, later ones keep the original completedAt.
 */

export function sendSiteVisit(
  tx: Tx,
  scope: Scope,
  id: string,
  input: SendSiteVisitInput,
  sentBy: { name: string; email: string } | null = null,
): SiteVisitDto {
  const current = requireSiteVisit(tx, scope, id);
  refuseWhileProcessing(current, "sent");
  const now = nowIso();
  const recipients = mergeRecipients([], input.recipients);
  const all = mergeRecipients(current.recipients, recipients);
  // Only a send that adds someone is refused: a visit listing more from before the cap can still be resent.
  if (all.length > MAX_RECIPIENTS && all.length > current.recipients.length)
    throw validationError(
      "recipients",
      `A site visit keeps at most ${MAX_RECIPIENTS} recipients: it has ${current.recipients.length}, and this send adds ${all.length - current.recipients.length} new. Send again to addresses it already has, or create a new visit.`,
    );
  const firstCompletion = current.completedAt === null;
  // docs/api.md "Report links": the email must never carry a dead link, so an expired one is replaced
  // by a new link without expiry (the old token stays dead: it is gone from the row).
  const reportLink = reportLinkExpired(current.reportExpiresAt, now)
    ? { reportToken: newReportToken(), reportExpiresAt: null }
    : undefined;
  markSent(tx, id, {
    at: now,
    recipients: all,
    completedAt: current.completedAt ?? now,
    reportLink,
    sentBy,
  });
  reportSent.run(tx, { siteVisitId: id, recipients, message: input.message ?? null });
  const dto = getSiteVisit(tx, scope, id);
  emitEvent(tx, scope, "site_visit.sent", sentPayload(dto));
  if (firstCompletion) emitEvent(tx, scope, "site_visit.completed", completedPayload(dto));
  visitsChanged(tx, scope, current.propertyId);
  return dto;
}

/**
 * Deletes the visit; foreign keys cascade to its action items, their evidence and capture tokens.
 * A pipeline stage still working on it is stopped once this commits (its child process included).
 */
export function deleteSiteVisit(tx: Tx, scope: Scope, id: string): void {
  const { propertyId } = requireSiteVisit(tx, scope, id);
  deleteOwnedFiles(tx, scope, { visitId: id });
  deleteAndEmit(tx, scope, { table: siteVisits, what: "site visit" }, id, "site_visit.deleted", {
    site_visit_id: id,
  });
  visitsChanged(tx, scope, propertyId);
  abandonWork();
}
