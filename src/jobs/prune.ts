// Retention: keeps the queue, the attempt log, the event log and idempotency records from growing
// without bound. Deletes in small batches so no
// single transaction holds the write lock for long.
import { db, rawSqlite } from "../db/client";
import { logger } from "../core/logger";
import { registerPeriodicTask } from "./registry";
import { pruneOldEvents } from "../events/service";
import { pruneIdempotencyKeys } from "../core/idempotency";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
export const RETENTION = {
  succeededJobsMs: DAY,
  failedJobsMs: 7 * DAY,
  /** Same as events (CONTRACT 4): delivery logs outlive neither. */
  webhookAttemptsMs: 30 * DAY,
};
const BATCH = 1000;

function deleteInBatches(table: string, where: string, cutoff: string): number {
  const stmt = rawSqlite().query(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${BATCH})`);
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
      deleteInBatches("jobs", "status = 'succeeded' AND updated_at < $cutoff", iso(RETENTION.succeededJobsMs)) +
      deleteInBatches("jobs", "status = 'failed' AND updated_at < $cutoff", iso(RETENTION.failedJobsMs)),
    webhookAttempts: deleteInBatches("webhook_attempts", "at < $cutoff", iso(RETENTION.webhookAttemptsMs)),
  };
  if (removed.jobs || removed.webhookAttempts) logger().info(removed, "pruned old jobs and webhook attempts");
  return removed;
}

registerPeriodicTask("prune-jobs", HOUR, () => pruneJobsAndAttempts());
// Events are kept 30 days (CONTRACT 4); their webhook deliveries go with them.
registerPeriodicTask("prune-events", HOUR, () => {
  const events = pruneOldEvents(db());
  if (events) logger().info({ events }, "pruned events older than 30 days");
});
// Idempotency keys are kept 24 hours (CONTRACT 3).
registerPeriodicTask("prune-idempotency-keys", HOUR, () => {
  const keys = pruneIdempotencyKeys(db());
  if (keys) logger().info({ keys }, "pruned idempotency keys older than 24 hours");
});
