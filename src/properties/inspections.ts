// Inspection schedules (docs/api-objects.md, Property; docs/dashboard.md, "Inspections due"). A
// property inspected every N months is next due N months after the date of its last visit that was
// sent or completed, or, with no such visit, N months after the day the schedule was set. The due
// date is stored (next_inspection_due) so the list filter and the inspections due read an index
// (properties_inspection_due_idx); it is recomputed here whenever one of its inputs changes: the
// schedule, or a visit of the property sent, completed, re-dated or deleted.
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { properties, siteVisits } from "../db/schema";
import type { Scope } from "../db/scope";
import { inScope } from "../db/scope";

export const MIN_INTERVAL_MONTHS = 1;
export const MAX_INTERVAL_MONTHS = 24;

/** Today's date in UTC, YYYY-MM-DD: the day a schedule is set and "today" for what is overdue. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

/** A real day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** `date` (YYYY-MM-DD) plus whole days, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * `date` (YYYY-MM-DD) plus whole months, kept on the same day of the month or the month's last day
 * when it has fewer (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The date (YYYY-MM-DD) of the property's last visit that was sent or completed, or null. */
function lastInspectedOn(ex: DbOrTx, propertyId: string): string | null {
  const row = ex
    .select({ visitDate: siteVisits.visitDate })
    .from(siteVisits)
    .where(and(eq(siteVisits.propertyId, propertyId), inArray(siteVisits.status, ["SENT", "DONE"])))
    .orderBy(desc(siteVisits.visitDate))
    .limit(1)
    .get();
  return row ? row.visitDate.slice(0, 10) : null;
}

/** The next due date for a schedule of `months`, set on `scheduledOn`; null without a schedule. */
export function nextDue(
  ex: DbOrTx,
  propertyId: string,
  months: number | null,
  scheduledOn: string | null,
): string | null {
  if (months === null) return null;
  const base = lastInspectedOn(ex, propertyId) ?? scheduledOn ?? todayUtc();
  return addMonths(base, months);
}

/**
 * The columns to write for a new schedule (`months` null: none). Setting the same interval again
 * keeps the day it was first set, so a repeated PATCH changes nothing.
 */
export function scheduleColumns(
  ex: DbOrTx,
  current: {
    id: string;
    inspectionIntervalMonths: number | null;
    inspectionScheduledOn: string | null;
  },
  months: number | null,
) {
  const scheduledOn =
    months === null
      ? null
      : months === current.inspectionIntervalMonths
        ? (current.inspectionScheduledOn ?? todayUtc())
        : todayUtc();
  return {
    inspectionIntervalMonths: months,
    inspectionScheduledOn: scheduledOn,
    nextInspectionDue: nextDue(ex, current.id, months, scheduledOn),
  };
}

/**
 * Recomputes the property's due date after one of its visits changed (sent, completed, re-dated,
 * deleted). Returns true when the stored date moved: the caller emits property.updated then.
 * A property without a schedule has nothing to move and costs one lookup by primary key.
 */
export function refreshInspectionDue(tx: Tx, propertyId: string): boolean {
  const p = tx
    .select({
      months: properties.inspectionIntervalMonths,
      scheduledOn: properties.inspectionScheduledOn,
      due: properties.nextInspectionDue,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .get();
  if (!p || p.months === null) return false;
  const due = nextDue(tx, propertyId, p.months, p.scheduledOn);
  if (due === p.due) return false;
  tx.update(properties)
    .set({ nextInspectionDue: due, updatedAt: new Date().toISOString() })
    .where(eq(properties.id, propertyId))
    .run();
  return true;
}

export interface InspectionDue {
  propertyId: string;
  name: string;
  address: string | null;
  iconEmoji: string | null;
  intervalMonths: number;
  /** YYYY-MM-DD */
  dueOn: string;
  /** Due before `today`. */
  overdue: boolean;
}

/**
 * Inspections due on or before `by` (YYYY-MM-DD) for one account and dataset: every scheduled
 * property whose next inspection falls on or before that date, overdue ones included, soonest
 * (most overdue) first. What the dashboard's home page and the daily digest list
 * (docs/dashboard.md, "Inspections due"); read through properties_inspection_due_idx, in its order.
 * `limit` bounds what a page shows (default 200).
 */
export function inspectionsDue(
  ex: DbOrTx,
  scope: Scope,
  by: string,
  opts: { today?: string; limit?: number } = {},
): InspectionDue[] {
  const today = opts.today ?? todayUtc();
  const rows = ex
    .select({
      propertyId: properties.id,
      name: properties.name,
      address: properties.address,
      iconEmoji: properties.iconEmoji,
      intervalMonths: sql<number>`${properties.inspectionIntervalMonths}`,
      dueOn: sql<string>`${properties.nextInspectionDue}`,
    })
    .from(properties)
    .where(
      and(
        inScope(properties, scope),
        isNotNull(properties.nextInspectionDue),
        lte(properties.nextInspectionDue, by),
      ),
    )
    .orderBy(asc(properties.nextInspectionDue), asc(properties.id))
    .limit(opts.limit ?? 200)
    .all();
  return rows.map((r) => ({ ...r, overdue: r.dueOn < today }));
}
