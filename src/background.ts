// Background work that runs inside `sitevisit serve`, wired here and nowhere else: every feature's
// job definitions (one per type in src/jobs/catalog.ts, checked at compile time), the periodic
// maintenance tasks, and the workers started after the HTTP server and drained on shutdown.
import { db, optimizeDatabase } from "./db/client";
import { logger } from "./core/logger";
import { pruneIdempotencyKeys } from "./http/idempotency";
import type { BackgroundWorker } from "./jobs/worker";
import { registerJobs, registerPeriodicTask } from "./jobs/registry";
import { jobRunner } from "./jobs/runner";
import { pruneJobsAndAttempts } from "./jobs/prune";
import { pruneOldEvents } from "./events/service";
import { pruneExpiredCaptureTokens } from "./capture/service";
import { deliverWebhookJob } from "./webhooks/jobs";
import { sendReportJob } from "./mail/jobs";
import { sendWorkOrderMailJob } from "./work-orders/jobs";
import { queueDueReminders } from "./work-orders/reminders";
import { backfillSizesJob, deleteFilesJob, renderJob } from "./media/jobs";
import { sweepOrphans } from "./media/sweep";
import { pipelineJobs } from "./pipeline/jobs";
import { webVideoJob } from "./pipeline/web-video";
import { removeIdleWorkDirs } from "./pipeline/stages";
import { removeExpiredVideoUploads } from "./uploads/sweep";
import { sendInviteJob, sendSignInLinkJob } from "./users/jobs";
import { notifyMakerJob } from "./capture/notify";
import { pruneSignInData } from "./users/service";
import { MemoryTrimmer } from "./ops/memory-trim";
import { backupJob, queueDueBackup, useBackupSettings } from "./ops/jobs";
import { checkedBackupSettings } from "./ops/backup-schedule";
import { config } from "./core/config";
import { sendDigestJob } from "./reminders/jobs";
import { pruneDigestRecords, queueDueDigests } from "./reminders/service";

export type { BackgroundWorker };

const HOUR = 3600_000;
let registered = false;

/** Hands the job runner every definition and periodic task; once per process, before it starts. */
export function registerBackgroundWork(): void {
  if (registered) return;
  registered = true;
  registerJobs({
    "webhook.deliver": deliverWebhookJob,
    "mail.send_report": sendReportJob,
    "mail.send_work_order": sendWorkOrderMailJob,
    "media.delete_files": deleteFilesJob,
    "media.render": renderJob,
    "media.backfill_sizes": backfillSizesJob,
    "users.send_sign_in_link": sendSignInLinkJob,
    "users.send_invite": sendInviteJob,
    "capture.notify_maker": notifyMakerJob,
    ...pipelineJobs,
    "pipeline.web_video": webVideoJob,
    "ops.backup": backupJob,
    "reminders.send_digest": sendDigestJob,
  });
  // Scheduled backups: refused here, before the server starts, when their settings are unsafe
  // (an S3 target without a key). Looked at every minute, or twice a period when it is shorter.
  const backups = checkedBackupSettings(config().dataDir);
  useBackupSettings(backups);
  if (backups)
    registerPeriodicTask("backup-schedule", Math.min(60_000, backups.schedule.periodMs / 2), () =>
      queueDueBackup(),
    );
  // The daily digest: each account's day is looked at every minute, and its digests queued once
  // from SITEVISIT_DIGEST_HOUR there (src/reminders/service.ts).
  registerPeriodicTask("digest-schedule", 60_000, () => {
    const accounts = queueDueDigests(db());
    if (accounts) logger().info({ accounts }, "daily digests queued");
  });
  // Contractors' reminders of open work orders, looked at on the same schedule
  // (src/work-orders/reminders.ts).
  registerPeriodicTask("work-order-reminders", 60_000, () => {
    const reminders = queueDueReminders(db());
    if (reminders) logger().info({ reminders }, "contractor reminders queued");
  });
  registerPeriodicTask("prune-digest-records", HOUR, () => pruneDigestRecords(db()));
  // The prunes delete in bounded batches with the loop free between them (src/db/batches.ts).
  registerPeriodicTask("prune-jobs", HOUR, () => pruneJobsAndAttempts());
  // Events are kept 30 days (docs/api.md, Resources); their webhook deliveries go with them.
  registerPeriodicTask("prune-events", HOUR, async () => {
    const started = performance.now();
    const events = await pruneOldEvents();
    if (events)
      logger().info(
        { events, ms: Math.round(performance.now() - started) },
        "pruned events older than 30 days",
      );
  });
  // Idempotency keys are kept 24 hours (docs/api.md, Conventions).
  registerPeriodicTask("prune-idempotency-keys", HOUR, async () => {
    const keys = await pruneIdempotencyKeys();
    if (keys) logger().info({ keys }, "pruned idempotency keys older than 24 hours");
  });
  // Capture links a week past their expiry (until then a link answers "expired", not "unknown").
  registerPeriodicTask("prune-capture-links", HOUR, async () => {
    const links = await pruneExpiredCaptureTokens();
    if (links) logger().info({ links }, "pruned capture links expired over a week ago");
  });
  // The planner's statistics, as SQLite recommends (src/db/client.ts).
  registerPeriodicTask("optimize-database", HOUR, () => optimizeDatabase(false));
  registerPeriodicTask("media-orphan-sweep", HOUR, () => sweepOrphans());
  // Work directories of visits no longer processing (a crash mid-stage leaves one).
  registerPeriodicTask("pipeline-work-sweep", HOUR, () => removeIdleWorkDirs());
  // Resumable uploads abandoned for a day (the tus expiration extension already refuses them).
  registerPeriodicTask("video-upload-expiry", HOUR, () => removeExpiredVideoUploads());
  // Dashboard sessions past their expiry, and sign-in links expired or used a day ago.
  registerPeriodicTask("prune-sign-in-data", HOUR, () => {
    const removed = pruneSignInData(db());
    if (removed.sessions || removed.links)
      logger().info(removed, "pruned expired sessions and sign-in links");
  });
}

export const backgroundWorkers: BackgroundWorker[] = [
  jobRunner,
  new MemoryTrimmer({ busyJobs: () => jobRunner.busy }),
];
