// The daily digest's job (src/reminders/service.ts): one per account and day, queued by the periodic
// task. Each user's outcome is recorded as it is known, so a retry after a transient mail failure
// (the job loop's backoff, up to the mail feature's budget) mails only the users still owed theirs.
import { db } from "../db/client";
import { errorBackoffMs } from "../core/backoff";
import { logger } from "../core/logger";
import { defineJob } from "../jobs/define";
import { sendAccountDigests } from "./service";

export const sendDigestJob = defineJob({
  type: "reminders.send_digest",
  concurrency: { prefix: "reminders.send_digest", limit: 2 },
  run: async (job) => {
    const { accountId, day } = job.payload;
    const run = await sendAccountDigests(db(), { accountId, day, signal: job.signal });
    const log = { job_id: job.id, account_id: accountId, day, ...run, attempt: job.attempt };
    if (run.sent || run.left) logger().info(log, "daily digest sent");
    if (run.left === 0) return;
    const summary = `${run.left} user(s) not mailed yet`;
    if (job.attempt >= job.maxAttempts) {
      logger().error(log, "daily digest failed: giving up on the users left");
      throw new Error(summary);
    }
    logger().warn(log, "daily digest failed for some users: will retry");
    return { retryInMs: errorBackoffMs(job.attempt), error: summary };
  },
});
