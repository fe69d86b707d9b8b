// Retention of the job queue and the webhook attempt log, so neither grows without bound (run hourly
// from src/background.ts beside the event log's and idempotency records' own prunes), in bounded
// batches with the event loop free between them (src/db/batches.ts).
import { deleteInBatches } from "../db/batches";
import { logger } from "../core/logger";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
export const RETENTION = {
  succeededJobsMs: DAY,
  failedJobsMs: 7 * DAY,
  /** Same as events (docs/api.md, Resources): delivery logs outlive neither. */
  webhookAttemptsMs: 30 * DAY,
};
export async function pruneJobsAndAttempts(now = Date.now()) {
  const iso = (ms: number) => new Date(now - ms).toISOString();
  const removed = {
    jobs:
      (await deleteInBatches("jobs", "status = 'succeeded' AND updated_at < $cutoff", {
        cutoff: iso(RETENTION.succeededJobsMs),
      })) +
      (await deleteInBatches("jobs", "status = 'failed' AND updated_at < $cutoff", {
        cutoff: iso(RETENTION.failedJobsMs),
      })),
    webhookAttempts: await deleteInBatches("webhook_attempts", "at < $cutoff", {
      cutoff: iso(RETENTION.webhookAttemptsMs),
    }),
  };
  if (removed.jobs || removed.webhookAttempts)
    logger().info(removed, "pruned old jobs and webhook attempts");
  return removed;
}
