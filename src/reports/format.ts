// Grouping and dates shared by the two renderings of a report, the public page (src/pages/report.ts)
// and the email (src/mail/report-email.ts); both read the item vocabularies of
// src/action-items/schema.ts, as the dashboard does.
import { PRIORITIES_BY_URGENCY, PRIORITY_LABELS, type Priority } from "../action-items/schema";

/** Items grouped by priority ("High priority"), most urgent first, keeping their order inside a group; empty groups left out. */
export function byPriority<T extends { priority: Priority }>(
  items: T[],
): { key: Priority; label: string; items: T[] }[] {
  return PRIORITIES_BY_URGENCY.map((key) => ({
    key,
    label: `${PRIORITY_LABELS[key]} priority`,
    items: items.filter((i) => i.priority === key),
  })).filter((g) => g.items.length > 0);
}

/** "20 November 2026"; empty for an unreadable date. */
export function formatDate(d: string | Date, timeZone = "UTC"): string {
  const date = d instanceof Date ? d : new Date(d);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(date);
}

/** "3 Dec 2026": a moment's day in `timeZone`, or a calendar day (YYYY-MM-DD) as it is. */
export function shortDate(d: string, timeZone = "UTC"): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(d);
  const date = new Date(day ? `${d}T00:00:00Z` : d);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: day ? "UTC" : timeZone,
  }).format(date);
}

/** "Sent by Sam Patel on 25 Nov 2026"; a send through the API is the firm's ("Sent by Harbour Lettings …"). */
export function sentLine(
  firm: string,
  sent: { at: string; byName: string | null } | null,
): string | null {
  if (!sent) return null;
  const day = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(sent.at));
  return `Sent by ${sent.byName ?? firm} on ${day}`;
}

/** A video position as mm:ss (h:mm:ss past an hour). */
export function formatTimestamp(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(r)}` : `${pad(m)}:${pad(r)}`;
}
