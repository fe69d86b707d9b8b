// Words and dates shared by the two renderings of a report, the public page (src/pages/report.ts)
// and the email (src/mail/report-email.ts), so both name priorities and statuses the same way.
export type Priority = "HIGH" | "MEDIUM" | "LOW";
export type ItemStatus = "OPEN" | "IN_PROGRESS" | "DONE";

/** Display order: the most urgent group first. */
export const PRIORITY_LABELS: { key: Priority; label: string }[] = [
  { key: "HIGH", label: "High priority" },
  { key: "MEDIUM", label: "Medium priority" },
  { key: "LOW", label: "Low priority" },
];

export const STATUS_LABEL: Record<ItemStatus, string> = {
  OPEN: "Open",
  IN_PROGRESS: "In progress",
  DONE: "Done",
};

/** Items grouped by priority, most urgent first, keeping their order inside a group; empty groups left out. */
export function byPriority<T extends { priority: Priority }>(
  items: T[],
): { key: Priority; label: string; items: T[] }[] {
  return PRIORITY_LABELS.map((p) => ({
    ...p,
    items: items.filter((i) => i.priority === p.key),
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
