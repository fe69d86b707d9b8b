// The job queue as an operator sees it (`sitevisit status`): per job type, what waits, what runs and
// what gave up. Succeeded jobs are left out: they are the normal case and are pruned after a day.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { jobs } from "../db/schema";
import { nowIso } from "../core/time";

export interface JobTypeStats {
  type: string;
  queued: number;
  /** Queued jobs whose run_at has passed: waiting for a job loop (is a server running?). */
  due: number;
  running: number;
  /** Failed for good (kept 7 days, see prune.ts). */
  failed: number;
  lastFailure: { at: string; error: string | null } | null;
}

const count = (cond: ReturnType<typeof sql>) =>
  sql<number>`COALESCE(SUM(CASE WHEN ${cond} THEN 1 ELSE 0 END), 0)`;

export function jobStatsByType(ex: DbOrTx, now: string = nowIso()): JobTypeStats[] {
  const rows = ex
    .select({
      type: jobs.type,
      queued: count(sql`${jobs.status} = 'queued'`),
      due: count(sql`${jobs.status} = 'queued' AND ${jobs.runAt} <= ${now}`),
      running: count(sql`${jobs.status} = 'running'`),
      failed: count(sql`${jobs.status} = 'failed'`),
    })
    .from(jobs)
    .where(inArray(jobs.status, ["queued", "running", "failed"]))
    .groupBy(jobs.type)
    .orderBy(asc(jobs.type))
    .all();
  // SQLite fills the bare column last_error from the row that holds MAX(updated_at).
  const failures = ex
    .select({ type: jobs.type, at: sql<string>`MAX(${jobs.updatedAt})`, error: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.status, "failed"))
    .groupBy(jobs.type)
    .all();
  const lastFailure = new Map(failures.map((f) => [f.type, { at: f.at, error: f.error }]));
  return rows.map((r) => ({ ...r, lastFailure: lastFailure.get(r.type) ?? null }));
}
