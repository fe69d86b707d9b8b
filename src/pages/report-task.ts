// The public report page read and rendered in a reader thread (src/db/reader.ts): a visit's items
// are read and sorted by urgency, and a page of them rendered, off the event loop (a 1,000-item
// visit took 7.4 ms of the loop per page load). The loop sends the token, the page and the script
// nonce, and gets the page's HTML back as UTF-8 (moved, not copied), or why there is none.
import { readerTask } from "../db/reader";
import { reportByToken } from "../reports/service";
import { renderReportPage } from "./report";

export type ReportPageResult =
  | { kind: "ok"; html: Uint8Array<ArrayBuffer> }
  | { kind: "not_found" | "expired" };

const utf8 = new TextEncoder();

/** A page that takes this long is stopped and answered 503 (its visit is bounded: 1,000 items). */
const PAGE_BUDGET_MS = 10_000;

export const reportPageTask = readerTask({
  name: "report page",
  budgetMs: PAGE_BUDGET_MS,
  run: (ex, a: { token: string; page: number; nonce: string }): ReportPageResult => {
    const found = reportByToken(ex, a.token, a.page);
    return found.kind === "ok"
      ? { kind: "ok", html: utf8.encode(renderReportPage(found.report, a.nonce)) }
      : { kind: found.kind };
  },
  transfer: (r) => (r.kind === "ok" ? [r.html.buffer] : []),
});
