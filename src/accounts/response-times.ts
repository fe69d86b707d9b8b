// An account's response times (docs/priority-policy.md, "Response times"): how many days after an
// item is found each priority is due, and the time zone the account's days are counted in. The
// action items (due dates, `overdue`) and the settings page read them from here, one floor below both.

/** Days until due per priority; null: no due date (planned or cosmetic work). */
export type ResponseDays = { HIGH: number | null; MEDIUM: number | null; LOW: number | null };

/** The policy's tiers: make safe within a day, routine repairs within 28 days, planned work never. */
export const DEFAULT_RESPONSE_DAYS: ResponseDays = { HIGH: 1, MEDIUM: 28, LOW: null };
export const DEFAULT_TIME_ZONE = "UTC";
/** The longest response time a priority may have (two years): beyond it, say none. */
export const MAX_RESPONSE_DAYS = 730;

/** The earliest and latest due date anyone may set (docs/api-objects.md, Limits of the API). */
export const MIN_DUE_DATE = "2000-01-01";
export const MAX_DUE_DATE = "2100-12-31";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving YYYY-MM-DD in `zone`, made once per zone (making one costs ~20 µs). */
function dayFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The canonical IANA name of `zone` ("europe/london" → "Europe/London"), or null if it is none. */
export function canonicalTimeZone(zone: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `zone`. */
export function dayIn(zone: string, at: Date = new Date()): string {
  try {
    return dayFormatter(zone).format(at);
  } catch {
    // A zone this runtime no longer knows counts as UTC rather than failing every read.
    return at.toISOString().slice(0, 10);
  }
}

/** Whether `day` is a real calendar date in YYYY-MM-DD (Date rolls 2026-02-30 over to March). */
export function isCalendarDate(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** `day` plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The due date the policy gives an item of `priority` found on `from`, or null for none. */
export function policyDueDate(
  days: ResponseDays,
  priority: keyof ResponseDays,
  from: string,
): string | null {
  const n = days[priority];
  return n === null || n === undefined ? null : addDays(from, n);
}

/** Stored response times as read: a missing or damaged priority falls back to the default. */
export function readResponseDays(stored: unknown): ResponseDays {
  const s = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const pick = (p: keyof ResponseDays) => {
    const v = s[p];
    return v === null || (Number.isInteger(v) && (v as number) >= 0)
      ? (v as number | null)
      : DEFAULT_RESPONSE_DAYS[p];
  };
  return { HIGH: pick("HIGH"), MEDIUM: pick("MEDIUM"), LOW: pick("LOW") };
}
