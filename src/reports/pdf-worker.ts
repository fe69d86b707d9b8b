// The PDF worker's thread (see pdf-work.ts): draws one report PDF and posts its bytes back. Drawing
// grows with the visit (items, text, photos), which is why it runs off the event loop; the caller
// terminates this thread when it overruns its budget.
import { renderReportPdf, type PdfInput } from "./pdf";

declare const self: Worker;

self.onmessage = async (e: MessageEvent<PdfInput>) => {
  try {
    const pdf = await renderReportPdf(e.data);
    self.postMessage({ ok: true, pdf }, [pdf.buffer as ArrayBuffer]);
  } catch (err) {
    self.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) });
  }
};
