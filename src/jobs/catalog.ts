// Every background job type and its payload, declared once. enqueueJob() only accepts these, and
// src/jobs/registry.ts must give each one a handler: a type without a handler does not compile.
import type { ProcessingStage } from "../core/processing-stages";

/** One job type per pipeline stage, `pipeline.<stage>`, each working on one run of one visit. */
type PipelineJobs = { [S in ProcessingStage as `pipeline.${S}`]: PipelineJob };

export interface JobPayloads extends PipelineJobs {
  "webhook.deliver": { deliveryId: string };
  "mail.send_report": { siteVisitId: string; recipients: string[]; message: string | null };
  /**
   * A work order's email (src/work-orders/jobs.ts): the job to the contractor, "done" to its
   * sender, or the contractor's reminder the day before the due date ("due") or once overdue.
   */
  "mail.send_work_order": { workOrderId: string; kind: "sent" | "done" | "due" | "overdue" };
  /** Files of deleted owners (src/media/cleanup.ts); their rows are already gone. */
  "media.delete_files": { keys: string[] };
  /** The thumbnail and display size of one stored image (src/media/renditions.ts). */
  "media.render": { key: string };
  /** Sizes for images stored before they existed, a batch at a time from `afterKey` (queued by a migration). */
  "media.backfill_sizes": { afterKey?: string };
  /** The dashboard's emailed sign-in (src/users/jobs.ts): links for every user with this address. */
  "users.send_sign_in_link": { email: string };
  /** An invitation from the dashboard's People page (src/users/jobs.ts): a fresh link, mailed. */
  "users.send_invite": { userId: string };
  /** One account's daily digest for one of its days (src/reminders/jobs.ts). */
  "reminders.send_digest": { accountId: string; day: string };
  /** The email to a capture link's maker that a photo came (src/capture/notify.ts). */
  "capture.notify_maker": { captureTokenId: string };
  /** A scheduled backup to SITEVISIT_BACKUP_TARGET (src/ops/jobs.ts), one per schedule slot. */
  "ops.backup": { slot: string };
  /** The H.264 MP4 copy of a visit's video that browsers play (src/pipeline/web-video.ts). */
  "pipeline.web_video": {
    siteVisitId: string;
    videoKey: string;
    accountId: string;
    isTest: boolean;
  };
}

/** Every pipeline stage works on one run of one visit; a job of an abandoned run finds it gone. */
export interface PipelineJob {
  siteVisitId: string;
  runId: string;
}

export type JobType = keyof JobPayloads;

/** The job types whose payload is a pipeline run: the stages. */
export type PipelineJobType = {
  [K in JobType]: JobPayloads[K] extends PipelineJob ? K : never;
}[JobType];
