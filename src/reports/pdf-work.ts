// The report PDF off the event loop (docs/api.md, "The report as a PDF"; docs/operating.md,
// "Limits"). The report's data is read here (the same reportForVisit/reportByToken as the page and
// the email: confirmed items only, no reviewer's notes, quotes only when chosen), with the display
// size of each photo read from the BlobStore; the drawing itself (pdf.ts) runs in a Bun Worker
// (pdf-worker.ts, kept warm between PDFs) under SITEVISIT_PDF_TIMEOUT_MS. Bounded like the text worker (text-work.ts): one
// PDF is drawn at a time and at most QUEUE wait (more: PdfBusy, a 503); a worker past its budget is
// terminated, so the worst visit costs one core for the budget and /healthz keeps answering. What a
// PDF reads is bounded by the visit's own limits (SITEVISIT_MAX_ITEMS_PER_VISIT items, the API's
// text lengths) and by MAX_IMAGE_BYTES / MAX_TOTAL_IMAGE_BYTES of photos (past them, placeholders).
// A PDF once made is kept (in memory, up to CACHE_BYTES, least recently used dropped first) under the
// hash of everything it shows, so it is made again exactly when the visit, its items, their photos
// or the firm change.
import { askWorker } from "../core/worker-call";
import { config } from "../core/config";
import { logger } from "../core/logger";
import { workerUrl } from "../core/worker-url";
import { blobStore } from "../media/stores";
import { isValidBlobKey } from "../media/store";
import { categoryLabel, ITEM_STATUS_LABELS, PRIORITY_LABELS } from "../action-items/schema";
import { byPriority, formatDate, sentLine } from "./format";
import type { PdfInput, PdfItem, PdfPhoto } from "./pdf";
import type { Report, ReportItem, ReportPhoto } from "./service";

const WORKER_URL = workerUrl("src/reports/pdf-worker.ts");
/** PDFs drawn at once: each holds a core while it runs. */
const MAX_WORKERS = 1;
/** PDFs that may wait for the one being drawn; more are refused at once (PdfBusy). */
const QUEUE = 8;
/** One photo read for a PDF (a display size is 1600 px JPEG, well under this). */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** All photos of one PDF; past this the rest are placeholders. */
const MAX_TOTAL_IMAGE_BYTES = 96 * 1024 * 1024;
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

// The worker is kept between PDFs (starting one loads pdfkit, fontkit and the fonts: most of a
// small PDF's time) and ended after IDLE_MS without work, after a failure, or past a budget.
const IDLE_MS = 30_000;
let warm: { worker: Worker; idle: ReturnType<typeof setTimeout> | null } | null = null;

function takeWorker(): Worker {
  if (warm) {
    if (warm.idle) clearTimeout(warm.idle);
    const { worker } = warm;
    warm = null;
    (worker as Worker & { ref(): void }).ref();
    return worker;
  }
  return new Worker(WORKER_URL);
}

function keepWorker(worker: Worker): void {
  const idle = setTimeout(() => {
    if (warm?.worker === worker) warm = null;
    worker.terminate();
  }, IDLE_MS);
  idle.unref?.();
  // An idle worker never holds the process open at shutdown.
  (worker as Worker & { unref(): void }).unref();
  warm = { worker, idle };
}

/** Draws `input` in the PDF worker; PdfTimeout past the budget. */
async function drawInWorker(input: PdfInput, budgetMs: number): Promise<Uint8Array> {
  const release = await slot();
  const worker = takeWorker();
  let healthy = false;
  try {
    const r = await askWorker<PdfReply>(worker, input, {
      name: "PDF",
      budgetMs,
      timeout: () => new PdfTimeout(`the PDF took longer than ${budgetMs} ms`),
    });
    if (!r.ok) throw new Error(`the PDF could not be made: ${r.error}`);
    healthy = true;
    return r.pdf;
  } finally {
    if (healthy) keepWorker(worker);
    else worker.terminate();
    release();
  }
}

type PdfReply = { ok: true; pdf: Uint8Array } | { ok: false; error: string };

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

const keyOf = (url: string): string | null => {
  const key = new URL(url).pathname.split("/").pop() ?? "";
  return isValidBlobKey(key) ? key : null;
};

async function readImage(key: string | null, budget: { left: number }): Promise<Uint8Array | null> {
  if (key === null || budget.left <= 0) return null;
  try {
    const got = await blobStore().get(key);
    if (!got || got.size > MAX_IMAGE_BYTES || got.size > budget.left) return null;
    budget.left -= got.size;
    const body = got.body instanceof Blob ? got.body : new Response(got.body);
    return new Uint8Array(await body.arrayBuffer());
  } catch (e) {
    logger().warn({ err: (e as Error).message }, "a photo could not be read for a report PDF");
    return null;
  }
}

/** "Fixed on 2 December 2026 by Ben", or "Due 3 March 2027" for an open item with a due date. */
function dueOrFixed(item: ReportItem): string | null {
  if (item.status === "DONE") {
    const when = item.completedAt ? formatDate(item.completedAt) : "";
    const who = item.completedBy?.trim();
    return `Fixed${when ? ` on ${when}` : ""}${who ? ` by ${who}` : ""}`;
  }
  return item.dueDate ? `Due ${formatDate(item.dueDate)}` : null;
}

function countLine({ total, open }: Report["counts"]): string {
  if (!total) return "No action items were recorded on this visit.";
  return `${total.toLocaleString("en-GB")} action item${total === 1 ? "" : "s"}, ${open.toLocaleString("en-GB")} still open.`;
}

/** The PDF's plain input: the report in words, its photos' bytes read in order. */
async function pdfInput(r: Report): Promise<PdfInput> {
  const images: (Uint8Array | null)[] = [];
  const budget = { left: MAX_TOTAL_IMAGE_BYTES };
  const photo = async (p: ReportPhoto, size: "thumb" | "display"): Promise<PdfPhoto> => {
    if (p.state !== "ready") return { image: null, pending: p.state === "pending" };
    images.push(await readImage(keyOf(p[size]), budget));
    return { image: images.length - 1, pending: false };
  };
  const logo = r.firm.logo ? await photo(r.firm.logo, "thumb") : null;
  const groups: PdfInput["groups"] = [];
  for (const g of byPriority(r.items)) {
    const items: PdfItem[] = [];
    for (const i of g.items) {
      const photos: PdfPhoto[] = [];
      for (const p of i.evidence) photos.push(await photo(p, "display"));
      if (i.completionPhoto) photos.push(await photo(i.completionPhoto, "display"));
      items.push({
        title: i.title,
        priority: i.priority,
        priorityLabel: PRIORITY_LABELS[i.priority],
        status: ITEM_STATUS_LABELS[i.status],
        done: i.status === "DONE",
        location: i.location,
        category: i.category ? categoryLabel(i.category) : null,
        assignee: i.assignee,
        description: i.description,
        quote: i.transcriptQuote,
        dueOrFixed: dueOrFixed(i),
        completionNote: i.status === "DONE" ? (i.completionNote?.trim() ?? null) : null,
        photos,
      });
    }
    groups.push({ label: g.label, count: r.counts.byPriority[g.key], items });
  }
  return {
    firm: r.firm.name,
    logo: logo?.image ?? null,
    property: r.property,
    visit: { title: r.visit.title, date: formatDate(r.visit.visitDate) },
    sentLine: sentLine(r.firm.name, r.sent),
    summary: r.visit.summary,
    countLine: countLine(r.counts),
    groups,
    reportUrl: r.reportUrl,
    images,
  };
}

/**
 * The report as a PDF, made in the PDF worker or taken from the kept ones. Rejects with PdfBusy
 * when too many are waiting, PdfTimeout past SITEVISIT_PDF_TIMEOUT_MS.
 */
export async function reportPdf(report: Report): Promise<Uint8Array> {
  const key = new Bun.CryptoHasher("sha256").update(JSON.stringify(report)).digest("hex");
  const kept = recall(key);
  if (kept) return kept;
  const pdf = await drawInWorker(await pdfInput(report), config().reportPdf.timeoutMs);
  remember(key, pdf);
  return pdf;
}

/** The report PDF's address beside the report page's: /r/<token>.pdf. */
export const reportPdfUrl = (reportUrl: string) => `${reportUrl}.pdf`;
