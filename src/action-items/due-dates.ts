// An item's due date (docs/api.md, "Due dates"): set by a person, or derived from the account's
// response times for its priority (docs/priority-policy.md), counted from the visit's date for an
// item found in the walkthrough (it has a video timestamp) and from the day it was made for others.
// A derived date follows the priority; a set one stays.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { placeholder, prepared } from "../db/prepared";
import { accounts } from "../db/schema";
import { validationError } from "../core/errors";
import {
  dayIn,
  isCalendarDate,
  MAX_DUE_DATE,
  MIN_DUE_DATE,
  policyDueDate,
  readResponseDays,
  type ResponseDays,
} from "../accounts/response-times";
import type { Priority } from "./schema";

export interface DuePolicy {
  days: ResponseDays;
  zone: string;
}

const policyOf = prepared((d) =>
  d
    .select({ days: accounts.responseDays, zone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, placeholder("id")))
    .prepare(),
);

/** The account's response times and time zone. */
export function duePolicy(ex: DbOrTx, accountId: string): DuePolicy {
  const row = policyOf(ex).get({ id: accountId }) as { days: unknown; zone: string } | undefined;
  return { days: readResponseDays(row?.days), zone: row?.zone ?? "UTC" };
}

/** The day the policy counts from: the visit's (UTC, as visits are dated) or the item's own. */
export function dueFrom(
  item: { timestampSec: number | null; createdAt: string },
  visitDate: string,
  zone: string,
): string {
  return item.timestampSec !== null
    ? visitDate.slice(0, 10)
    : dayIn(zone, new Date(item.createdAt));
}

export const derivedDueDate = (p: DuePolicy, priority: Priority, from: string) =>
  policyDueDate(p.days, priority, from);

/** A sent `due_date` that is a real day within the bounds, else 400 naming `param`. */
export function checkDueDate(value: string | null, param = "due_date"): string | null {
  if (value === null) return null;
  if (!isCalendarDate(value))
    throw validationError(param, `'${param}' is not a calendar date (YYYY-MM-DD): '${value}'.`);
  if (value < MIN_DUE_DATE || value > MAX_DUE_DATE)
    throw validationError(
      param,
      `'${param}' must be between ${MIN_DUE_DATE} and ${MAX_DUE_DATE}: '${value}'.`,
    );
  return value;
}
