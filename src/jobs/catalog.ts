// Every background job type and its payload, declared once. enqueueJob() only accepts these, and
// src/jobs/registry.ts must give each one a handler: a type without a handler does not compile.
export interface JobPayloads {
  "webhook.deliver": { deliveryId: string };
  "mail.send_report": { siteVisitId: string; recipients: string[]; message: string | null };
}

export type JobType = keyof JobPayloads;
