// The report email read and rendered off the event loop (docs/operating.md, "Limits"), in a reader
// thread (src/db/reader.ts): its data (every confirmed item of the visit, with photos) and its HTML
// and text grow with the visit; a 1,000-item visit took about 100 ms of the one JavaScript thread to
// render and up to 47 ms more to read and copy to a worker, every request and health check waiting
// (the job that sends it, and the dashboard's preview), and nodemailer's MIME of it up to 100 ms at
// a time more. The loop sends the visit's id and gets the rendered strings back (the preview) or
// the whole message composed, but for its To header (the job); one at a time, each under
// RENDER_BUDGET_MS.
import { config } from "../core/config";
import type { DbOrTx } from "../db/client";
import { readerTask, readOffLoop } from "../db/reader";
import { reportForVisit } from "../reports/service";
import { sentLine } from "../reports/format";
import { renderReportEmail, type RenderedEmail, type ReportEmailInput } from "./report-email";
import { composeMail, InvalidMailError, type ComposedMail } from "./transport";

/** A render past this is stopped (its thread terminated): the job retries, the preview fails. */
const RENDER_BUDGET_MS = 30_000;

/** What the report email of a visit is made from, and from whom it goes; null when the visit is gone. */
export function reportEmailData(
  ex: DbOrTx,
  siteVisitId: string,
  message: string | null,
  pdf?: "attached" | "linked",
): { input: ReportEmailInput; fromName: string; replyTo: string | null } | null {
  const report = reportForVisit(ex, siteVisitId);
  if (!report) return null;
  return {
    input: {
      from: {
        firm: report.firm.name,
        logo: report.firm.logo,
        sentLine: sentLine(report.firm.name, report.sent),
      },
      property: report.property,
      visit: report.visit,
      items: report.items,
      message,
      reportUrl: report.reportUrl,
      pdf,
    },
    // From the firm, at the server's address: "Harbour Lettings via sitevisit" <no-reply@…>.
    fromName: `${report.firm.name} via sitevisit`,
    replyTo: report.replyTo,
  };
}

type EmailArgs = { siteVisitId: string; message: string | null; pdf?: "attached" | "linked" };

/** The report email of a visit rendered (subject, text, HTML, from whom); null when it is gone. */
function renderedFor(ex: DbOrTx, a: EmailArgs): RenderedEmail | null {
  const data = reportEmailData(ex, a.siteVisitId, a.message, a.pdf);
  if (!data) return null;
  const mail = renderReportEmail(data.input);
  return data.replyTo
    ? { ...mail, fromName: data.fromName, replyTo: data.replyTo }
    : { ...mail, fromName: data.fromName };
}

const utf8 = new TextEncoder();

/** The dashboard's preview: the email's HTML alone, as UTF-8 (moved to the loop, not copied). */
export const reportPreviewTask = readerTask({
  name: "report email preview",
  budgetMs: RENDER_BUDGET_MS,
  run: (ex, a: EmailArgs) => {
    const mail = renderedFor(ex, a);
    return mail ? utf8.encode(mail.html) : null;
  },
  transfer: (html) => (html ? [html.buffer] : []),
});

/** The job's message: gone with its visit, refused for good (a bad reply-to), or composed. */
export type ReportMessage =
  | { kind: "gone" }
  | { kind: "invalid"; message: string }
  | { kind: "composed"; mail: ComposedMail };

type Attachment = NonNullable<RenderedEmail["attachments"]>[number];

export const reportMessageTask = readerTask({
  name: "report email",
  budgetMs: RENDER_BUDGET_MS,
  run: async (ex, a: EmailArgs & { attachment?: Attachment }): Promise<ReportMessage> => {
    const mail = renderedFor(ex, a);
    if (!mail) return { kind: "gone" };
    try {
      const attachments = a.attachment ? [a.attachment] : undefined;
      return {
        kind: "composed",
        mail: await composeMail({ from: config().mailFrom, ...mail, attachments }),
      };
    } catch (e) {
      if (e instanceof InvalidMailError) return { kind: "invalid", message: e.message };
      throw e;
    }
  },
  transfer: (m) => (m.kind === "composed" ? [m.mail.raw.buffer as ArrayBuffer] : []),
});

/**
 * The HTML of the report email of a visit exactly as the mail job sends it (the dashboard's
 * preview), read and rendered in the reader thread; null when the visit is gone.
 */
export const reportEmailPreview = (
  siteVisitId: string,
  message: string | null,
  pdf?: "attached" | "linked",
): Promise<Uint8Array<ArrayBuffer> | null> =>
  readOffLoop(reportPreviewTask, { siteVisitId, message, pdf });

/** The report email as the job sends it, composed in the reader thread for any recipient. */
export const reportMessageFor = (
  siteVisitId: string,
  message: string | null,
  pdf?: { mode: "attached" | "linked"; attachment?: Attachment } | null,
): Promise<ReportMessage> =>
  readOffLoop(reportMessageTask, {
    siteVisitId,
    message,
    pdf: pdf?.mode,
    attachment: pdf?.attachment,
  });
