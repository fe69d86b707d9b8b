// GET /r/<token>: the public report page, and GET /r/<token>.pdf: the same report as a PDF
// (src/reports/pdf-work.ts). No key: the token is the credential, so unknown, malformed and rotated
// tokens all get the same 404 page, and an expired link a 410 page, for the page and the PDF alike.
// The request log writes the path as /r/[redacted] (src/http/pipeline.ts).
import { Elysia } from "elysia";
import { negotiatedResponse } from "../http/compression";
import { readOffLoop, ReaderTimeout } from "../db/reader";
import { PdfBusy, PdfTimeout, reportPdf } from "../reports/pdf-work";
import { logger } from "../core/logger";
import { messagePage, newScriptNonce, pageHeaders } from "./layout";
import { reportPageTask } from "./report-task";

/** The 404 and 410 pages of a link that shows nothing; null: the report is there. */
function refusal(found: { kind: "ok" | "not_found" | "expired" }): Response | null {
  if (found.kind === "not_found")
    return messagePage(
      404,
      "Report not found",
      "This report link is not valid. It may have been mistyped, or replaced by a newer link: ask the sender for the current one.",
    );
  if (found.kind === "expired")
    return messagePage(
      410,
      "This report link has expired",
      "The link you followed is no longer active. Ask the sender for a new link to the report.",
    );
  return null;
}

/** A 503 page that asks to try again in a moment. */
function tryAgain(title: string, text: string): Response {
  const res = messagePage(503, title, text);
  res.headers.set("retry-after", "5");
  return res;
}

/** The PDF, or a 503 page (busy, or past its budget): never a 500 for what a visit holds. */
async function pdfResponse(token: string): Promise<Response> {
  try {
    const found = await reportPdf({ token });
    const refused = refusal(found);
    if (refused || found.kind !== "ok") return refused!;
    const name = `${found.name}-report`.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 80);
    return new Response(found.pdf as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent(name)}.pdf`,
        "cache-control": "no-store",
        "x-robots-tag": "noindex, nofollow",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
      },
    });
  } catch (e) {
    const busy = e instanceof PdfBusy;
    logger().warn({ err: (e as Error).message }, "the report PDF was not made");
    return tryAgain(
      busy ? "The PDF is being prepared" : "The PDF could not be made",
      busy || e instanceof PdfTimeout
        ? "Many reports are being prepared right now. Try again in a moment, or view the report online."
        : "Something went wrong while preparing this PDF. The report itself is online at this link without .pdf.",
    );
  }
}

export const reportPageRoutes = new Elysia({ name: "report-page" }).get(
  "/r/:token",
  async ({ params, request }) => {
    if (params.token.endsWith(".pdf")) return pdfResponse(params.token.slice(0, -4));
    // ?page=N of a long report; anything else is the first page (a page past the end, the last).
    const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
    const nonce = newScriptNonce();
    // Read and rendered in a reader thread (src/pages/report-task.ts): the loop gets the HTML.
    const found = await readOffLoop(reportPageTask, {
      token: params.token,
      page: Number.isSafeInteger(page) ? page : 1,
      nonce,
    }).catch((e: unknown) => {
      if (!(e instanceof ReaderTimeout)) throw e;
      logger().warn({ err: e.message }, "a report page was not rendered in time");
      return null;
    });
    if (found === null)
      return tryAgain(
        "The report is taking a while",
        "Many reports are being opened right now. Try again in a moment.",
      );
    const refused = refusal(found);
    if (refused || found.kind !== "ok") return refused!;
    // Compressed as it is made: the page is the largest a visitor without a key gets.
    return negotiatedResponse(request, found.html, 200, pageHeaders({}, nonce));
  },
  { detail: { hide: true } },
);
