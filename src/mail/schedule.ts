// How the report email is queued (as webhooks/schedule.ts does for deliveries): one job per send,
// with the mail feature's own retry budget. A transient failure (refused connection, timeout, 4xx)
// is retried with the job loop's backoff, 2^attempt s capped at an hour (±20 %), over 14 attempts:
// about 3 hours in all, long enough to ride out an SMTP server's restart or a short outage.
import type { Tx } from "../db/client";
import { enqueueJob } from "../jobs/queue";

export const MAIL_MAX_ATTEMPTS = 14;

/** Queues the report email of a send, in the send's transaction (attached in src/wiring.ts). */
export function queueReportEmail(
  tx: Tx,
  send: { siteVisitId: string; recipients: string[]; message: string | null },
): void {
  enqueueJob(tx, "mail.send_report", send, { maxAttempts: MAIL_MAX_ATTEMPTS });
}
