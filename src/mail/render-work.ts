// The report email read and rendered off the event loop (docs/operating.md, "Limits"), in a reader
// thread (src/db/reader.ts): its data (every confirmed item of the visit, with photos) and its HTML
// and text grow with the visit; a 1,000-item visit took about 100 ms of the one JavaScript thread to
// render and up to 47 ms more to read and copy to a worker, every request and health check waiting
// (the job that sends it, and the dashboard's preview). The loop sends the visit's id and gets the
// rendered strings back; renders run one at a time, each under RENDER_BUDGET_MS.
import type { DbOrTx } from "../db/client";
import { readerTask, readOffLoop } from "../db/reader";
import { reportForVisit } from "../reports/service";
import { sentLine } from "../reports/format";
import { renderReportEmail, type RenderedEmail, type ReportEmailInput } from "./report-email";

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

export const reportEmailTask = readerTask(
  "report email",
  RENDER_BUDGET_MS,
  (ex, a: EmailArgs): RenderedEmail | null => {
    const data = reportEmailData(ex, a.siteVisitId, a.message, a.pdf);
    if (!data) return null;
    const mail = renderReportEmail(data.input);
    return data.replyTo
      ? { ...mail, fromName: data.fromName, replyTo: data.replyTo }
      : { ...mail, fromName: data.fromName };
  },
);

/**
 * The report email of a visit exactly as the mail job sends it (also the dashboard's preview),
 * read and rendered in the reader thread; null when the visit is gone.
 */
export const reportEmailFor = (
  siteVisitId: string,
  message: string | null,
  pdf?: "attached" | "linked",
): Promise<RenderedEmail | null> => readOffLoop(reportEmailTask, { siteVisitId, message, pdf });
