// Scheduled backups in the job loop (docs/operating.md, Scheduled backups). A periodic task queues
// one `ops.backup` job per schedule slot (a slot missed while the server was down is queued once when
// it is back); the job runs one at a time (its own concurrency key, and the backup lock against
// `sitevisit backup now`), is retried with backoff when it fails, and its slow steps run off the
// event loop (src/ops/backup-snapshot.ts).
import { config } from "../core/config";
import { logger } from "../core/logger";
import { db } from "../db/client";
import { defineJob } from "../jobs/define";
import { enqueueJob } from "../jobs/queue";
import { runBackup } from "./backup-run";
import { type BackupSettings, readQueuedSlot, writeQueuedSlot } from "./backup-schedule";

/** Tries of one slot's backup: with the default backoff, 2 s to about a minute apart. */
const MAX_ATTEMPTS = 6;

let settings: BackupSettings | null = null;

/** The settings `serve` checked at start; the job and the periodic task use them. */
export function useBackupSettings(s: BackupSettings | null): void {
  settings = s;
}

export const backupJob = defineJob({
  type: "ops.backup",
  concurrency: { prefix: "ops.backup", limit: 1 },
  run: async () => {
    if (!settings) return; // the target was removed from the settings since it was queued
    try {
      const result = await runBackup(config().dataDir, settings);
      logger().info(result, "backup written, checked and pruned");
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      logger().error({ error, target: settings.target }, "backup failed; older archives kept");
      throw e;
    }
  },
});

/** Queues the backup of the latest schedule slot if it was not queued yet. */
export function queueDueBackup(now = Date.now()): void {
  if (!settings) return;
  const dataDir = config().dataDir;
  const slot = settings.schedule.lastSlot(now);
  if (readQueuedSlot(dataDir) >= slot) return;
  enqueueJob(
    db(),
    "ops.backup",
    { slot: new Date(slot).toISOString() },
    { maxAttempts: MAX_ATTEMPTS, concurrencyKey: "ops.backup" },
  );
  writeQueuedSlot(dataDir, slot);
}
