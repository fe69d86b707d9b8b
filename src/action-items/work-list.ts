// The portfolio's work list (docs/dashboard.md, "The work list"): an account's items in the order
// they need doing, overdue first, then by due date (the undated last), then oldest first; with the
// dashboard's filters. The API's list keeps SPEC's order (newest first); this one is for people and
// for the digest (src/reminders), which read "overdue" and "due this week" from here, so the two can
// never disagree. "This week" is the 7 days from today: today and the 6 after it.
import { and, asc, eq, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { actionItems, properties, siteVisits } from "../db/schema";
import { inScope, type Scope } from "../db/scope";
import { validationError } from "../core/errors";
import { addDays, dayIn } from "../accounts/response-times";
import { duePolicy } from "./due-dates";
import type { ItemStatus, Priority } from "./schema";

/** Today (YYYY-MM-DD) in the account's time zone: what overdue and "this week" are read against. */
export const todayFor = (ex: DbOrTx, accountId: string, now = new Date()) =>
  dayIn(duePolicy(ex, accountId).zone, now);

/** Days "due this week" spans, today included. */
export const WEEK_DAYS = 7;

/** The last day "due this week" takes in, from `today`. */
export const weekEnd = (today: string) => addDays(today, WEEK_DAYS - 1);

export interface WorkListFilters {
  propertyId?: string;
  priority?: Priority;
  /** A status, `open` (not DONE: the list's default) or `any`. */
  status?: ItemStatus | "open" | "any";
  /** The exact assignee. */
  assignee?: string;
  /** Only items overdue: not DONE, due before today. */
  overdue?: boolean;
  /** Only items due this week: not DONE, due today or in the 6 days after. */
  week?: boolean;
  /** Only items a person confirmed (the digest's: suggested items are not agreed work yet). */
  confirmedOnly?: boolean;
  /** Not the tutorial property's (the digest's: its items are examples, not work). */
  realOnly?: boolean;
}

export interface WorkListRow {
  id: string;
  siteVisitId: string;
  propertyId: string;
  propertyName: string;
  visitTitle: string;
  visitDate: string;
  title: string;
  location: string | null;
  priority: Priority;
  status: ItemStatus;
  assignee: string | null;
  dueDate: string | null;
  overdue: boolean;
  createdAt: string;
}

const notDone = ne(actionItems.status, "DONE");
const isOverdue = (today: string) => and(notDone, sql`${actionItems.dueDate} < ${today}`)!;
const isDueThisWeek = (today: string) =>
  and(notDone, sql`${actionItems.dueDate} BETWEEN ${today} AND ${weekEnd(today)}`)!;

/** 0 overdue, 1 dated, 2 undated: the list's first key. */
const bucketOf = (today: string) =>
  sql<number>`CASE WHEN ${isOverdue(today)} THEN 0 WHEN ${actionItems.dueDate} IS NOT NULL THEN 1 ELSE 2 END`;
const dueKey = sql<string>`COALESCE(${actionItems.dueDate}, '')`;

function whereOf(scope: Scope, today: string, f: WorkListFilters): SQL {
  const status = f.status ?? "open";
  return and(
    inScope(actionItems, scope),
    f.propertyId ? eq(actionItems.propertyId, f.propertyId) : undefined,
    f.priority ? eq(actionItems.priority, f.priority) : undefined,
    status === "open" ? notDone : status === "any" ? undefined : eq(actionItems.status, status),
    f.assignee ? eq(actionItems.assignee, f.assignee) : undefined,
    f.overdue ? isOverdue(today) : undefined,
    f.week ? isDueThisWeek(today) : undefined,
    f.confirmedOnly ? eq(actionItems.reviewState, "confirmed") : undefined,
    f.realOnly ? eq(properties.isSample, false) : undefined,
  )!;
}

type Cursor = [number, string, string, string];

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");

/** A cursor this list made, else 400 (a hand-edited or stale link). */
function decodeCursor(after: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(after, "base64url").toString("utf8"));
    if (
      Array.isArray(c) &&
      c.length === 4 &&
      [0, 1, 2].includes(c[0]) &&
      c.slice(1).every((v) => typeof v === "string" && v.length <= 64)
    )
      return c as Cursor;
  } catch {}
  throw validationError("after", "This page link is not one this list made: start from the top.");
}

/**
 * One page of the work list as of `today` (YYYY-MM-DD in the account's time zone). Keyset paging
 * on (bucket, due date, created, id): a page costs the same wherever it is in the list.
 */
export function workList(
  ex: DbOrTx,
  scope: Scope,
  o: { today: string; filters: WorkListFilters; limit: number; after?: string },
): { data: WorkListRow[]; next_cursor: string | null } {
  const bucket = bucketOf(o.today);
  const after = o.after ? decodeCursor(o.after) : null;
  const rows = ex
    .select({
      bucket,
      id: actionItems.id,
      siteVisitId: actionItems.siteVisitId,
      propertyId: actionItems.propertyId,
      propertyName: properties.name,
      visitTitle: siteVisits.title,
      visitDate: siteVisits.visitDate,
      title: actionItems.title,
      location: actionItems.location,
      priority: actionItems.priority,
      status: actionItems.status,
      assignee: actionItems.assignee,
      dueDate: actionItems.dueDate,
      createdAt: actionItems.createdAt,
    })
    .from(actionItems)
    .innerJoin(properties, eq(properties.id, actionItems.propertyId))
    .innerJoin(siteVisits, eq(siteVisits.id, actionItems.siteVisitId))
    .where(
      and(
        whereOf(scope, o.today, o.filters),
        after
          ? sql`(${bucket}, ${dueKey}, ${actionItems.createdAt}, ${actionItems.id}) > (${after[0]}, ${after[1]}, ${after[2]}, ${after[3]})`
          : undefined,
      ),
    )
    .orderBy(bucket, dueKey, asc(actionItems.createdAt), asc(actionItems.id))
    .limit(o.limit + 1)
    .all();
  const more = rows.length > o.limit;
  const page = more ? rows.slice(0, o.limit) : rows;
  const last = page.at(-1);
  return {
    data: page.map(({ bucket: b, ...r }) => ({ ...r, overdue: b === 0 })),
    next_cursor:
      more && last
        ? encodeCursor([last.bucket, last.dueDate ?? "", last.createdAt, last.id])
        : null,
  };
}

/** How many items the filters match (the digest's "see all 12"). */
export function workListCount(
  ex: DbOrTx,
  scope: Scope,
  today: string,
  filters: WorkListFilters,
): number {
  return (
    ex
      .select({ n: sql<number>`COUNT(*)` })
      .from(actionItems)
      .innerJoin(properties, eq(properties.id, actionItems.propertyId))
      .where(whereOf(scope, today, filters))
      .get()?.n ?? 0
  );
}

/** The home page's "4 overdue · 6 due this week": items not DONE, read from the due-date index. */
export function dueCounts(
  ex: DbOrTx,
  scope: Scope,
  today: string,
): { overdue: number; dueThisWeek: number } {
  const r = ex
    .select({
      overdue: sql<number>`COALESCE(SUM(${actionItems.dueDate} < ${today}), 0)`,
      week: sql<number>`COALESCE(SUM(${actionItems.dueDate} BETWEEN ${today} AND ${weekEnd(today)}), 0)`,
    })
    .from(actionItems)
    .where(and(inScope(actionItems, scope), isNotNull(actionItems.dueDate), notDone))
    .get();
  return { overdue: r?.overdue ?? 0, dueThisWeek: r?.week ?? 0 };
}

/** The filters' choices: the dataset's properties and the assignees its items have (bounded). */
export function workListChoices(ex: DbOrTx, scope: Scope) {
  const props = ex
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(inScope(properties, scope))
    .orderBy(asc(properties.name), asc(properties.id))
    .limit(500)
    .all();
  const assignees = ex
    .selectDistinct({ name: actionItems.assignee })
    .from(actionItems)
    .where(and(inScope(actionItems, scope), isNotNull(actionItems.assignee)))
    .orderBy(asc(actionItems.assignee))
    .limit(200)
    .all()
    .map((r) => r.name!);
  return { properties: props, assignees };
}
