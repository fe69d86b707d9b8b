// The report email's render thread (see render-work.ts): plain data in, the rendered email out.
// It grows with the visit (1,000 items: about 100 ms), which is why it runs off the event loop.
import { renderReportEmail, type ReportEmailInput } from "./report-email";
import type { RenderReply } from "./render-work";

declare const self: Worker;

self.onmessage = (e: MessageEvent<ReportEmailInput>) => {
  let reply: RenderReply;
  try {
    reply = { ok: true, value: renderReportEmail(e.data) };
  } catch (err) {
    reply = { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  postMessage(reply);
};
