// The report PDF read and drawn in a reader thread (src/db/reader.ts; docs/api.md, "The report as a
// PDF"): the report's data (the same reportForVisit/reportByToken as the page and the email:
// confirmed items only, no reviewer's notes, quotes only when chosen), the display size of each
// photo read from the BlobStore, and the drawing (pdf.ts: pdfkit and the fonts, loaded with the
// first PDF), so the loop sends the token or the visit's id and gets the PDF's bytes back (moved,
// not copied). What a PDF reads is bounded by the visit's own limits (SITEVISIT_MAX_ITEMS_PER_VISIT
// items, the API's text lengths) and by MAX_IMAGE_BYTES / MAX_TOTAL_IMAGE_BYTES of photos (past them,
// placeholders). Each answer carries the hash of everything the PDF shows, under which the loop
// keeps it (pdf-work.ts).
import { config } from "../core/config";
import { logger } from "../core/logger";
import type { Db } from "../db/client";
import { readerTask } from "../db/reader";
import { blobStore } from "../media/stores";
import { isValidBlobKey } from "../media/store";
import { categoryLabel, ITEM_STATUS_LABELS, PRIORITY_LABELS } from "../action-items/schema";
import { byPriority, formatDate, sentLine } from "./format";
import type { PdfInput, PdfItem, PdfPhoto } from "./pdf";
import {
  reportByToken,
  reportForVisit,
  type Report,
  type ReportItem,
  type ReportPhoto,
} from "./service";

/** One photo read for a PDF (a display size is 1600 px JPEG, well under this). */
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** All photos of one PDF; past this the rest are placeholders. */
const MAX_TOTAL_IMAGE_BYTES = 96 * 1024 * 1024;

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
export async function pdfInput(r: Report): Promise<PdfInput> {
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

/** Which report: a public token's (the page's link), or a visit's (the report email's). */
export type PdfOf = { token: string } | { siteVisitId: string };

type Found = { kind: "not_found" | "expired" } | { kind: "ok"; report: Report };

function find(ex: Db, which: PdfOf): Found {
  if ("token" in which) return reportByToken(ex, which.token, null);
  const report = reportForVisit(ex, which.siteVisitId);
  return report ? { kind: "ok", report } : { kind: "not_found" };
}

/** The hash of everything a PDF shows: drawn again exactly when the visit, items, photos or firm change. */
const hashOf = (r: Report) =>
  new Bun.CryptoHasher("sha256").update(JSON.stringify(r)).digest("hex");

export type PdfKey = { kind: "not_found" | "expired" } | { kind: "ok"; key: string; name: string };

/** What a PDF would show, as its hash and the property's name: the loop looks for a kept one. */
export const reportPdfKeyTask = readerTask({
  name: "report PDF key",
  worker: "report page",
  budgetMs: 10_000,
  run: (ex, which: PdfOf): PdfKey => {
    const found = find(ex, which);
    if (found.kind !== "ok") return found;
    return { kind: "ok", key: hashOf(found.report), name: found.report.property.name };
  },
});

export type DrawnPdf =
  | { kind: "not_found" | "expired" }
  | { kind: "ok"; key: string; pdf: Uint8Array<ArrayBuffer> };

/** The PDF drawn, with the hash of what it shows; past SITEVISIT_PDF_TIMEOUT_MS it is stopped. */
export const reportPdfTask = readerTask({
  name: "report PDF",
  budgetMs: () => config().reportPdf.timeoutMs,
  run: async (ex, which: PdfOf): Promise<DrawnPdf> => {
    const found = find(ex, which);
    if (found.kind !== "ok") return found;
    // Loaded here, with the first PDF: the reader threads of pages and emails never load it.
    const { renderReportPdf } = require("./pdf") as typeof import("./pdf");
    const pdf = await renderReportPdf(await pdfInput(found.report));
    return { kind: "ok", key: hashOf(found.report), pdf: pdf as Uint8Array<ArrayBuffer> };
  },
  transfer: (r) => (r.kind === "ok" ? [r.pdf.buffer] : []),
});
