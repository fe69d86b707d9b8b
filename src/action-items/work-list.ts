// The portfolio's work list (docs/dashboard.md, "The work list"): an account's items in the order
// they need doing, overdue first, then by due date (the undated last), then oldest first; with the
// dashboard's filters. The API's list keeps SPEC's order (newest first); this one is for people and
// for the digest (src/reminders), which read "overdue" and "due this week" from here, so the two can
// never disagree. "This week" is the 7 days from today: today and the 6 after it.
import { and, asc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DbOrTx } from "../db/client";
import { accounts, actionItems, properties, siteVisits } from "../db/schema";
import { placeholder, prepared } from "../db/prepared";
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

// Written as a literal, not a bound value: only then does SQLite match the WHERE of the partial
// index of items not done (action_items_open_due_idx, src/db/schema.ts) that serves this list.
const notDone = sql`${actionItems.status} <> 'DONE'`;
const isOverdue = (today: string) => and(notDone, sql`${actionItems.dueDate} < ${today}`)!;
const isDueThisWeek = (today: string) =>
  and(notDone, sql`${actionItems.dueDate} BETWEEN ${today} AND ${weekEnd(today)}`)!;

/** 0 overdue, 1 dated, 2 undated: the list's first key. */
const bucketOf = (today: string) =>
  sql<number>`CASE WHEN ${isOverdue(today)} THEN 0 WHEN ${actionItems.dueDate} IS NOT NULL THEN 1 ELSE 2 END`;
const dueKey = sql<string>`COALESCE(${actionItems.dueDate}, '')`;

/**
 * The filters as SQL. `indexed`: the list read through an index in its order (rowsAfter), so the
 * filters it does not serve are written `+column` (they filter what it finds and cannot choose
 * another index, whose rows would then all be sorted).
 */
function whereOf(
  scope: Scope,
  today: string,
  f: WorkListFilters,
  o: { indexed?: boolean; afterToday?: boolean } = {},
): SQL {
  const indexed = o.indexed ?? false;
  const status = f.status ?? "open";
  const other = (column: SQLiteColumn, value: string) =>
    indexed ? sql`+${column} = ${value}` : eq(column, value);
  return and(
    inScope(actionItems, scope),
    f.propertyId ? eq(actionItems.propertyId, f.propertyId) : undefined,
    f.priority ? other(actionItems.priority, f.priority) : undefined,
    status === "open" ? notDone : undefined,
    status === "open" || status === "any" ? undefined : eq(actionItems.status, status),
    f.assignee ? other(actionItems.assignee, f.assignee) : undefined,
    f.overdue ? isOverdue(today) : undefined,
    // After a cursor of this week's list, the cursor's own range bounds the week from below, so
    // SQLite seeks to it instead of walking the week from today.
    f.week
      ? o.afterToday
        ? and(notDone, sql`${actionItems.dueDate} <= ${weekEnd(today)}`)
        : isDueThisWeek(today)
      : undefined,
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

const rowColumns = (today: string) => ({
  bucket: bucketOf(today),
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
});

function selectRows(ex: DbOrTx, today: string, where: SQL, orderBy: SQL[], take: number) {
  return ex
    .select(rowColumns(today))
    .from(actionItems)
    .innerJoin(properties, eq(properties.id, actionItems.propertyId))
    .innerJoin(siteVisits, eq(siteVisits.id, actionItems.siteVisitId))
    .where(where)
    .orderBy(...orderBy)
    .limit(take)
    .all();
}

type Selected = ReturnType<typeof selectRows>[number];

/** One range of an index the list reads in its order: the buckets its rows are in, its own WHERE. */
interface Arm {
  first: number;
  last: number;
  where: SQL;
  /** The least due date of its rows: a bound it seeks to unless the cursor is past it. */
  dueFrom?: string;
}

/**
 * An arm's rows after the cursor, `take` of them: none if the cursor is past its buckets; from the
 * cursor's row if the cursor is in them (a row value SQLite seeks to); else from its start. SQLite
 * seeks to one lower bound only, so an arm's `dueFrom` and the cursor are never both written.
 */
function armRows(
  ex: DbOrTx,
  today: string,
  where: SQL,
  arm: Arm,
  after: Cursor | null,
  take: number,
): Selected[] {
  if (after && after[0] > arm.last) return [];
  const dated = arm.last < 2;
  const inArm = after !== null && after[0] >= arm.first;
  const from =
    arm.dueFrom && !(inArm && after[1] >= arm.dueFrom)
      ? sql`${actionItems.dueDate} >= ${arm.dueFrom}`
      : inArm
        ? dated
          ? sql`(${actionItems.dueDate}, ${actionItems.createdAt}, ${actionItems.id}) > (${after[1]}, ${after[2]}, ${after[3]})`
          : sql`(${actionItems.createdAt}, ${actionItems.id}) > (${after[2]}, ${after[3]})`
        : undefined;
  const order = [asc(actionItems.createdAt), asc(actionItems.id)];
  return selectRows(
    ex,
    today,
    and(where, arm.where, from)!,
    dated ? [asc(actionItems.dueDate), ...order] : order,
    take,
  );
}

/** The list's order: bucket, due date, created, id. */
const listOrder = (a: Selected, b: Selected) => {
  const ka = [a.bucket, a.dueDate ?? "", a.createdAt, a.id];
  const kb = [b.bucket, b.dueDate ?? "", b.createdAt, b.id];
  for (let i = 0; i < 4; i++) if (ka[i]! !== kb[i]!) return ka[i]! < kb[i]! ? -1 : 1;
  return 0;
};

const isDone = sql`${actionItems.status} = 'DONE'`;

/**
 * The list's rows after `after`, `take` of them, read as ranges of indexes in the list's order
 * (arms), so a page reads what it shows wherever it is. Items not done (the default) are two ranges
 * of action_items_open_due_idx: the dated by (due date, created, id), which puts the overdue first,
 * then the undated by (created, id); one status's, the same two ranges of
 * action_items_status_due_idx. `any` mixes the overdue of the items not done with every other dated
 * item, an order no one index holds: it is five ranges of those two (the overdue; the DONE dated
 * and the not done from today, merged; the DONE and the not done undated, merged), each read no
 * further than a page. One property's items are few: read by the property and sorted.
 */
function rowsAfter(
  ex: DbOrTx,
  scope: Scope,
  o: { today: string; filters: WorkListFilters },
  after: Cursor | null,
  take: number,
): Selected[] {
  // Overdue and this week's items are not done whatever the status filter says.
  const f: WorkListFilters =
    o.filters.status === "any" && (o.filters.overdue || o.filters.week)
      ? { ...o.filters, status: "open" }
      : o.filters;
  if (f.propertyId) {
    const bucket = bucketOf(o.today);
    return selectRows(
      ex,
      o.today,
      and(
        whereOf(scope, o.today, f),
        after
          ? sql`(${bucket}, ${dueKey}, ${actionItems.createdAt}, ${actionItems.id}) > (${after[0]}, ${after[1]}, ${after[2]}, ${after[3]})`
          : undefined,
      )!,
      [bucket, dueKey, asc(actionItems.createdAt), asc(actionItems.id)],
      take,
    );
  }
  const where = whereOf(scope, o.today, f, { indexed: true, afterToday: after !== null });
  const any = f.status === "any";
  const dated: Arm[] = any
    ? [
        { first: 0, last: 0, where: sql`${notDone} AND ${actionItems.dueDate} < ${o.today}` },
        { first: 1, last: 1, where: sql`${isDone} AND ${actionItems.dueDate} IS NOT NULL` },
        { first: 1, last: 1, where: notDone, dueFrom: o.today },
      ]
    : [{ first: 0, last: 1, where: isNotNull(actionItems.dueDate) }];
  const undated: Arm[] = (any ? [isDone, notDone] : [undefined]).map((w) => ({
    first: 2,
    last: 2,
    where: and(w, isNull(actionItems.dueDate))!,
  }));
  const read = (arms: Arm[], n: number) =>
    arms
      .flatMap((arm) => armRows(ex, o.today, where, arm, after, n))
      .sort(listOrder)
      .slice(0, n);
  const rows = read(dated, take);
  // The overdue and this week's are all dated: no undated part.
  if (rows.length < take && !f.overdue && !f.week) rows.push(...read(undated, take - rows.length));
  return rows;
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
  const after = o.after ? decodeCursor(o.after) : null;
  const rows = rowsAfter(ex, scope, o, after, o.limit + 1);
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

/** The home page counts each of its due-date groups up to this many; past it, it shows "1,000+". */
export const DUE_COUNT_CAP = 1000;

/**
 * The home page's "4 overdue · 6 due this week": items not DONE due before today, and due today
 * to the week's end, each a range of action_items_open_due_idx read no further than
 * DUE_COUNT_CAP + 1 rows, so the page costs what it shows however many are late. A count above
 * DUE_COUNT_CAP means "more than DUE_COUNT_CAP" (the page: "1,000+ overdue").
 */
export function dueCounts(
  ex: DbOrTx,
  scope: Scope,
  today: string,
): { overdue: number; dueThisWeek: number } {
  const r = dueCountsQuery(ex).get({
    account: scope.accountId,
    isTest: scope.isTest,
    today,
    end: weekEnd(today),
  });
  return { overdue: r?.overdue ?? 0, dueThisWeek: r?.week ?? 0 };
}

// One prepared statement: built per call, drizzle's query took more than its two counts.
const dueCountsQuery = prepared((d) => {
  const upToCap = (range: SQL) =>
    sql<number>`(SELECT COUNT(*) FROM (SELECT 1 FROM ${actionItems} WHERE ${and(
      eq(actionItems.accountId, placeholder("account")),
      eq(actionItems.isTest, placeholder("isTest")),
      notDone,
      range,
    )} LIMIT ${sql.raw(String(DUE_COUNT_CAP + 1))}))`;
  return d
    .select({
      overdue: upToCap(sql`${actionItems.dueDate} < ${placeholder("today")}`),
      week: upToCap(
        sql`${actionItems.dueDate} BETWEEN ${placeholder("today")} AND ${placeholder("end")}`,
      ),
    })
    .from(accounts)
    .where(eq(accounts.id, placeholder("account")))
    .prepare();
});

/** The filters' choices: the dataset's properties and the assignees its items have (bounded). */
export function workListChoices(ex: DbOrTx, scope: Scope) {
  const props = ex
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(inScope(properties, scope))
    .orderBy(asc(properties.name), asc(properties.id))
    .limit(500)
    .all();
  // The assignees one at a time, each the least after the one before: a seek each in
  // action_items_assignee_list_idx, where DISTINCT would read every item that has one.
  const least = (after: SQL) =>
    sql`SELECT MIN(${actionItems.assignee}) FROM ${actionItems} WHERE ${inScope(actionItems, scope)} AND ${after}`;
  const assignees = ex
    .all<{ name: string }>(
      sql`WITH RECURSIVE a(name) AS (${least(sql`${actionItems.assignee} IS NOT NULL`)} UNION ALL SELECT (${least(sql`${actionItems.assignee} > a.name`)}) FROM a WHERE a.name IS NOT NULL LIMIT 201) SELECT name FROM a WHERE name IS NOT NULL LIMIT 200`,
    )
    .map((r) => r.name);
  return { properties: props, assignees };
}
