// Which checked archives retention keeps: the newest archive of each of the last `daily` days that
// have one, and the newest of each of the last `weekly` weeks (Monday to Sunday, UTC) that have one.
// The newest archive is always kept (it is the newest of its day).

export interface Dated {
  name: string;
  createdAt: string;
}

const day = (iso: string) => iso.slice(0, 10);

/** The Monday (UTC) that starts the week of `iso`, as YYYY-MM-DD. */
function week(iso: string): string {
  const d = new Date(iso);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** The names to keep; every other archive may be deleted. */
export function keepArchives(archives: Dated[], daily: number, weekly: number): string[] {
  const newestFirst = [...archives].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const keep = new Set<string>();
  for (const [period, n] of [
    [day, daily],
    [week, weekly],
  ] as const) {
    const seen = new Set<string>();
    for (const a of newestFirst) {
      const p = period(a.createdAt);
      if (seen.has(p)) continue;
      if (seen.size >= n) break;
      seen.add(p);
      keep.add(a.name);
    }
  }
  return [...keep];
}
