// The report PDF off the event loop (docs/api.md, "The report as a PDF"; docs/operating.md,
// "Limits"): read and drawn in a reader thread (pdf-task.ts) under SITEVISIT_PDF_TIMEOUT_MS; the
// loop sends the token or the visit's id and gets the bytes. Bounded like the text worker
// (text-work.ts): one PDF is drawn at a time and at most QUEUE wait (more: PdfBusy, a 503); a draw
// past its budget is stopped (its thread terminated), so the worst visit costs one core for the
// budget and /healthz keeps answering. A PDF once made is kept (in memory, up to CACHE_BYTES, least
// recently used dropped first) under the hash of everything it shows, which the reader thread
// computes first (a read, no drawing), so it is made again exactly when the visit, its items,
// their photos or the firm change.
import { readOffLoop, ReaderTimeout } from "../db/reader";
import { type PdfOf, reportPdfKeyTask, reportPdfTask } from "./pdf-task";

/** PDFs drawn at once: each holds a core while it runs. */
const MAX_WORKERS = 1;
/** PDFs that may wait for the one being drawn; more are refused at once (PdfBusy). */
const QUEUE = 8;
/** PDFs kept once made. */
const CACHE_BYTES = 64 * 1024 * 1024;
/** A PDF larger than this is linked from the report email, not attached. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export class PdfBusy extends Error {
  override name = "PdfBusy";
}
export class PdfTimeout extends Error {
  override name = "PdfTimeout";
}

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS && waiting.length >= QUEUE)
    throw new PdfBusy("too many report PDFs are being made: try again shortly");
  while (running >= MAX_WORKERS) await new Promise<void>((r) => waiting.push(r));
  running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running--;
    waiting.shift()?.();
  };
}

const cache = new Map<string, Uint8Array>();
let cachedBytes = 0;

function remember(key: string, pdf: Uint8Array) {
  if (pdf.length > CACHE_BYTES / 4) return;
  cache.set(key, pdf);
  cachedBytes += pdf.length;
  for (const [k, v] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(k);
    cachedBytes -= v.length;
  }
}

function recall(key: string): Uint8Array | undefined {
  const pdf = cache.get(key);
  if (pdf) {
    cache.delete(key); // most recently used last
    cache.set(key, pdf);
  }
  return pdf;
}

/** Drops every kept PDF (tests and the benchmark measure a cold one). */
export function forgetPdfs(): void {
  cache.clear();
  cachedBytes = 0;
}

/** A reader's timeout as the PDF's own. */
const asPdfError = (e: unknown) =>
  e instanceof ReaderTimeout ? new PdfTimeout(`the PDF took too long: ${e.message}`) : e;

/**
 * The report as a PDF, taken from the kept ones or drawn in the reader thread; not_found and
 * expired as the page's. Rejects with PdfBusy when too many are waiting, PdfTimeout past
 * SITEVISIT_PDF_TIMEOUT_MS.
 */
export async function reportPdf(
  which: PdfOf,
): Promise<{ kind: "not_found" | "expired" } | { kind: "ok"; pdf: Uint8Array; name: string }> {
  const found = await readOffLoop(reportPdfKeyTask, which).catch((e) => {
    throw asPdfError(e);
  });
  if (found.kind !== "ok") return found;
  const kept = recall(found.key);
  if (kept) return { kind: "ok", pdf: kept, name: found.name };
  const release = await slot();
  try {
    const drawn = await readOffLoop(reportPdfTask, which).catch((e) => {
      throw asPdfError(e);
    });
    if (drawn.kind !== "ok") return drawn;
    remember(drawn.key, drawn.pdf);
    return { kind: "ok", pdf: drawn.pdf, name: found.name };
  } finally {
    release();
  }
}

/** The report PDF's address beside the report page's: /r/<token>.pdf. */
export const reportPdfUrl = (reportUrl: string) => `${reportUrl}.pdf`;
