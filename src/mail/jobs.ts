// The report email job, queued by POST /site-visits/{id}/send with that send's recipients.
// One message per recipient. The job remembers who is still owed a message: after a transient
// failure (refused connection, timeout, 4xx) it rewrites its own payload to the recipients not yet
// served, in the transaction that reschedules it (`persist`), so a retry never mails anyone twice
// and a recipient the server refused for good (5xx) is logged once and dropped, never blocking the
// others. Retries follow the job loop's backoff up to the job's maxAttempts (src/mail/schedule.ts);
// then the job is `failed` and the recipients left are logged.
import { eq } from "drizzle-orm";
import { jobs } from "../db/schema";
import { errorBackoffMs } from "../core/backoff";
import { logger } from "../core/logger";
import { defineJob, type JobContext } from "../jobs/define";
import type { JobPayloads } from "../jobs/catalog";
import { MAX_ATTACHMENT_BYTES, reportPdf } from "../reports/pdf-work";
import { config } from "../core/config";
import type { RenderedEmail } from "./report-email";
import { reportMessageFor, type ReportMessage } from "./render-work";
import { sendComposedMail } from "./mailer";
import { InvalidMailError, MailError } from "./transport";

type Payload = JobPayloads["mail.send_report"];

// Messages in flight at once within one job: enough to finish a 50-recipient send quickly, few
// enough not to look like a flood to the relay.
const PARALLEL = 4;

type Outcome =
  | { to: string; ok: true }
  | { to: string; ok: false; permanent: boolean; error: MailError | Error };

type Composed = Exclude<ReportMessage, { kind: "gone" }>;

async function deliver(to: string, mail: Composed): Promise<Outcome> {
  try {
    if (mail.kind === "invalid") throw new InvalidMailError(mail.message);
    await sendComposedMail(to, mail.mail);
    return { to, ok: true };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    return { to, ok: false, permanent: error instanceof MailError && error.permanent, error };
  }
}

/** Sends to every recipient, PARALLEL at a time; stops starting new sends once the server is shutting down. */
async function deliverAll(
  recipients: string[],
  mail: Composed,
  signal: AbortSignal,
): Promise<Outcome[]> {
  const out: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < recipients.length && !signal.aborted)
      out.push(await deliver(recipients[next++]!, mail));
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, recipients.length) }, worker));
  return out;
}

function logFailure(
  job: JobContext<Payload>,
  o: Extract<Outcome, { ok: false }>,
  final: boolean,
): void {
  const e = o.error as MailError;
  // The address and the server's reply, never the message or the SMTP URL.
  logger()[o.permanent || final ? "error" : "warn"](
    {
      job_id: job.id,
      site_visit_id: job.payload.siteVisitId,
      recipient: o.to,
      attempt: job.attempt,
      permanent: o.permanent,
      smtp_code: e.responseCode,
      code: e.code,
      error: e.message,
    },
    o.permanent
      ? "report email refused for this recipient: not retried"
      : final
        ? "report email failed: giving up on this recipient"
        : "report email failed: will retry",
  );
}

/**
 * What the email says of the PDF when it goes as set (the dashboard's preview): attached, linked,
 * or nothing. A PDF that turns out over 10 MB, or cannot be made, is linked when it is sent.
 */
export function plannedPdfMode(): "attached" | "linked" | undefined {
  const setting = config().reportPdf.email;
  return setting === "attach" ? "attached" : setting === "link" ? "linked" : undefined;
}

/**
 * What the report email does with the PDF (SITEVISIT_REPORT_PDF, docs/operating.md): `attach` makes
 * it (pdf-work.ts: off the event loop, bounded) and attaches it when at most 10 MB, else links it, as
 * it does when the PDF could not be made in time; `link` only links it; `off`, neither.
 */
async function reportPdfForEmail(
  jobId: string,
  siteVisitId: string,
): Promise<{ mode: "attached" | "linked"; attachment?: Attachment } | null> {
  const setting = config().reportPdf.email;
  if (setting === "off") return null;
  if (setting === "link") return { mode: "linked" };
  try {
    const found = await reportPdf({ siteVisitId });
    if (found.kind !== "ok") return null;
    if (found.pdf.length > MAX_ATTACHMENT_BYTES) return { mode: "linked" };
    const name = found.name.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
    return {
      mode: "attached",
      attachment: {
        filename: `${name.slice(0, 60) || "site-visit"}-report.pdf`,
        content: found.pdf,
        contentType: "application/pdf",
      },
    };
  } catch (e) {
    logger().warn(
      { job_id: jobId, site_visit_id: siteVisitId, err: (e as Error).message },
      "report PDF not made: the email links it instead",
    );
    return { mode: "linked" };
  }
}

type Attachment = NonNullable<RenderedEmail["attachments"]>[number];

export const sendReportJob = defineJob({
  type: "mail.send_report",
  run: async (job) => {
    const { siteVisitId, recipients, message } = job.payload;
    const pdf = await reportPdfForEmail(job.id, siteVisitId);
    // Read, rendered and composed in the reader thread (render-work.ts): the loop only sends it.
    const mail = await reportMessageFor(siteVisitId, message, pdf);
    if (mail.kind === "gone") {
      logger().info(
        { job_id: job.id, site_visit_id: siteVisitId },
        "report email not sent: the site visit was deleted",
      );
      return;
    }
    const outcomes = await deliverAll(recipients, mail, job.signal);
    const served = new Set(outcomes.filter((o) => o.ok || o.permanent).map((o) => o.to));
    const left = recipients.filter((r) => !served.has(r));
    const final = left.length > 0 && job.attempt >= job.maxAttempts;
    for (const o of outcomes) if (!o.ok) logFailure(job, o, final);
    const sent = outcomes.filter((o) => o.ok).length;
    if (sent)
      logger().info(
        { job_id: job.id, site_visit_id: siteVisitId, sent, attempt: job.attempt },
        "report email sent",
      );
    if (left.length === 0) return;
    const summary = `${left.length} of ${recipients.length} recipient(s) not reached yet`;
    if (final) throw new Error(summary);
    const remaining: Payload = { ...job.payload, recipients: left };
    return {
      retryInMs: errorBackoffMs(job.attempt),
      error: summary,
      persist: (tx) => tx.update(jobs).set({ payload: remaining }).where(eq(jobs.id, job.id)).run(),
    };
  },
});
