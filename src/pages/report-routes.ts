// GET /r/<token>: the public report page. No key: the token is the credential, so unknown, malformed
// and rotated tokens all get the same 404 page, and an expired link a 410 page. The request log
// writes the path as /r/[redacted] (src/http/pipeline.ts).
import { Elysia } from "elysia";
import { db } from "../db/client";
import { negotiatedResponse } from "../http/compression";
import { reportByToken } from "../reports/service";
import { messagePage, newScriptNonce, pageHeaders } from "./layout";
import { renderReportPage } from "./report";

export const reportPageRoutes = new Elysia({ name: "report-page" }).get(
  "/r/:token",
  ({ params, request }) => {
    // ?page=N of a long report; anything else is the first page (a page past the end, the last).
    const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
    const found = reportByToken(db(), params.token, Number.isSafeInteger(page) ? page : 1);
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
    const nonce = newScriptNonce();
    // Compressed as it is made: the page is the largest a visitor without a key gets.
    return negotiatedResponse(
      request,
      renderReportPage(found.report, nonce),
      200,
      pageHeaders({}, nonce),
    );
  },
  { detail: { hide: true } },
);
