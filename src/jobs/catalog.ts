// Every background job type and its payload, declared once. enqueueJob() only accepts these, and
// src/jobs/registry.ts must give each one a handler: a type without a handler does not compile.
export interface JobPayloads {
  "webhook.deliver": { deliveryId: string };
  "mail.send_report": { siteVisitId: string; recipients: string[]; message: string | null };
  /** Files of deleted owners (src/media/cleanup.ts); their rows are already gone. */
  "media.delete_files": { keys: string[] };
}

export type JobType = keyof JobPayloads;
