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

/**
 * A wait in words for people ("about 2 min", "about 1 h 10 min", "less than a minute"): what the
 * visit page says of an upload's or processing's time left. Also bundled into the page's script.
 */
export function aboutTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 45) return "less than a minute";
  const min = Math.round(seconds / 60);
  if (min < 60) return `about ${min} min`;
  const h = Math.floor(min / 60);
  return `about ${h} h${min % 60 ? ` ${min % 60} min` : ""}`;
}
