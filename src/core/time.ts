/** ISO 8601 UTC with milliseconds: the one timestamp format stored and returned. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfter(ms: number, from = Date.now()): string {
  return new Date(from + ms).toISOString();
}

/** "YYYY-MM" of the current UTC month: the plan-usage period. */
export function currentPeriod(date = new Date()): string {
  return date.toISOString().slice(0, 7);
}
