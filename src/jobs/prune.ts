// Retention of the job queue and the webhook attempt log, so neither grows without bound (run hourly
// from src/background.ts beside the event log's and idempotency records' own prunes). Deletes in small batches so no
// single transaction holds the write lock for long.
import { rawSqlite } from "../db/client";
import { logger } from "../core/logger";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
export const RETENTION = {
  succeededJobsMs: DAY,
  failedJobsMs: 7 * DAY,
  /** Same as events (docs/api.md, Resources): delivery logs outlive neither. */
  webhookAttemptsMs: 30 * DAY,
};
const BATCH = 1000;

function deleteInBatches(table: string, where: string, cutoff: string): number {
  const stmt = rawSqlite().query(
    `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${BATCH})`,
  );
  let total = 0;
  for (;;) {
    const n = stmt.run({ cutoff }).changes;
    total += n;
    if (n < BATCH) return total;
  }
}

export function pruneJobsAndAttempts(now = Date.now()) {
  const iso = (ms: number) => new Date(now - ms).toISOString();
  const removed = {
    jobs:
      deleteInBatches(
        "jobs",
        "status = 'succeeded' AND updated_at < $cutoff",
        iso(RETENTION.succeededJobsMs),
      ) +
      deleteInBatches(
        "jobs",
        "status = 'failed' AND updated_at < $cutoff",
        iso(RETENTION.failedJobsMs),
      ),
    webhookAttempts: deleteInBatches(
      "webhook_attempts",
      "at < $cutoff",
      iso(RETENTION.webhookAttemptsMs),
    ),
  };
  if (removed.jobs || removed.webhookAttempts)
    logger().info(removed, "pruned old jobs and webhook attempts");
  return removed;
}
