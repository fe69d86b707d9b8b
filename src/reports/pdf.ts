// The report as a PDF (docs/api.md, "The report as a PDF"), drawn with pdfkit: A4, the firm's logo
// and name, the property and visit, "Sent by …", the summary, then the items most urgent first
// (title, priority, status, location, description, due date or "Fixed on …", photos at the
// display size the report page prints), page numbers and the report's link in the footer of every
// page. Runs in a reader thread (pdf-task.ts), never on the server's event loop: the input is
// plain data and image bytes read beforehand (pdfInput), the output the file's bytes. Fonts are
// embedded in the binary (DejaVu Sans, regular and bold; never pdfkit's standard fonts, which
// cover Latin-1 only), and every string goes through pdf-text.ts first.
import PDFDocument from "pdfkit";
import boldPath from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf" with { type: "file" };
import regularPath from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf" with { type: "file" };
import { pdfText, type HasGlyph } from "./pdf-text";

export interface PdfPhoto {
  /** Index into PdfInput.images; null: the photo has no display size (yet, or it failed). */
  image: number | null;
  pending: boolean;
}

export interface PdfItem {
  title: string;
  priority: string;
  /** PRIORITY_LABELS' word for it ("High"). */
  priorityLabel: string;
  status: string;
  done: boolean;
  location: string | null;
  category: string | null;
  assignee: string | null;
  description: string | null;
  quote: string | null;
  /** "Due 3 March 2027" or "Fixed on 2 December 2026 by Ben", already in words; null: neither. */
  dueOrFixed: string | null;
  completionNote: string | null;
  photos: PdfPhoto[];
}

export interface PdfInput {
  firm: string;
  logo: number | null;
  property: { name: string; address: string | null };
  visit: { title: string; date: string };
  sentLine: string | null;
  summary: string | null;
  countLine: string;
  groups: { label: string; count: number; items: PdfItem[] }[];
  reportUrl: string;
  /** Image bytes (JPEG or PNG); null: unreadable. */
  images: (Uint8Array | null)[];
}

const MARGIN = 50;
const FOOTER = 36;
const INK = "#1f2328";
const MUTED = "#59636e";
const PRIORITY_COLOR: Record<string, string> = {
  HIGH: "#b42318",
  MEDIUM: "#b54708",
  LOW: "#1f6feb",
};
const PHOTO_BOX = { w: 240, h: 180, gap: 12 };

let fonts: { regular: Buffer; bold: Buffer } | null = null;
async function loadFonts() {
  fonts ??= {
    regular: Buffer.from(await Bun.file(regularPath).arrayBuffer()),
    bold: Buffer.from(await Bun.file(boldPath).arrayBuffer()),
  };
  return fonts;
}

const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Uint8Array) =>
  b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;

/** Renders the report; resolves with the PDF's bytes. */
export async function renderReportPdf(input: PdfInput): Promise<Uint8Array> {
  const f = await loadFonts();
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    // No standard font at all: its metrics are Latin-1 only and not needed.
    font: null as unknown as string,
    info: { Title: `${input.property.name}: site visit report`, Author: input.firm },
    compress: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.registerFont("regular", f.regular);
  doc.registerFont("bold", f.bold);
  doc.font("regular");
  const glyphs = (doc as unknown as { _font: { font: { hasGlyphForCodePoint: HasGlyph } } })._font
    .font;
  const seen = new Map<number, boolean>();
  const hasGlyph: HasGlyph = (cp) => {
    let has = seen.get(cp);
    if (has === undefined) seen.set(cp, (has = glyphs.hasGlyphForCodePoint(cp)));
    return has;
  };
  const width = doc.page.width - 2 * MARGIN;
  /** Sets user text at the left margin (or `x`), in its pieces (pdf-text.ts). */
  const write = (text: string, o: PDFKit.Mixins.TextOptions & { x?: number } = {}) => {
    const pieces = pdfText(text, hasGlyph).filter((p) => p !== "");
    const { x = MARGIN, ...rest } = o;
    pieces.forEach((piece, i) => {
      const opts = {
        width,
        ...rest,
        continued: i < pieces.length - 1 || o.continued === true,
      };
      if (i === 0) doc.text(piece, x, doc.y, opts);
      else doc.text(piece, opts);
    });
  };
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (h: number) => {
    if (doc.y + h > bottom()) doc.addPage();
  };

  // Header: logo and firm, the property, the visit, who sent it.
  const logo = input.logo === null ? null : input.images[input.logo];
  if (logo && (isJpeg(logo) || isPng(logo))) {
    try {
      doc.image(Buffer.from(logo), MARGIN, doc.y, { fit: [160, 40] });
      doc.y += 46;
    } catch {
      // An unreadable logo is left out; the firm's name follows anyway.
    }
  }
  doc.font("bold").fontSize(10).fillColor(INK);
  write(input.firm, { continued: true });
  doc.font("regular").fillColor(MUTED).text("  ·  Site visit report");
  doc.moveDown(0.3);
  doc.font("bold").fontSize(20).fillColor(INK);
  write(input.property.name);
  if (input.property.address) {
    doc.font("regular").fontSize(10).fillColor(MUTED);
    write(input.property.address);
  }
  doc.moveDown(0.3);
  doc.font("bold").fontSize(11).fillColor(INK);
  write(input.visit.title, { continued: Boolean(input.visit.date) });
  if (input.visit.date) doc.font("regular").text(`  ·  ${input.visit.date}`);
  if (input.sentLine) {
    doc.font("regular").fontSize(10).fillColor(MUTED);
    write(input.sentLine);
  }

  if (input.summary) {
    doc.moveDown(0.8);
    doc.font("bold").fontSize(12).fillColor(INK).text("Summary");
    doc.font("regular").fontSize(10);
    write(input.summary);
  }
  doc.moveDown(0.6);
  doc.font("regular").fontSize(10).fillColor(MUTED).text(input.countLine);

  for (const g of input.groups) {
    doc.moveDown(0.8);
    // A group's heading stays with its first item (and that item's first row of photos).
    ensure(g.items[0]?.photos.length ? 110 + PHOTO_BOX.h : 100);
    const color = PRIORITY_COLOR[g.items[0]?.priority ?? "LOW"] ?? INK;
    doc.font("bold").fontSize(14).fillColor(color).text(`${g.label} (${g.count})`);
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(1.5)
      .strokeColor(color)
      .stroke();
    doc.y = y + 6;
    for (const item of g.items) drawItem(item);
  }

  function drawItem(item: PdfItem) {
    doc.moveDown(0.6);
    // Keep the title with its first row of photos when it has some.
    ensure(item.photos.length ? 60 + PHOTO_BOX.h : 50);
    doc
      .font("bold")
      .fontSize(12)
      .fillColor(item.done ? MUTED : INK);
    write(item.title);
    const facts = [
      `Priority: ${item.priorityLabel}`,
      item.status,
      item.location ? `Location: ${item.location}` : null,
      item.category ? `Category: ${item.category}` : null,
      item.assignee ? `Assigned to: ${item.assignee}` : null,
    ].filter((x): x is string => x !== null);
    doc.font("regular").fontSize(9.5).fillColor(MUTED);
    write(facts.join("  ·  "));
    if (item.dueOrFixed) {
      doc
        .font("bold")
        .fontSize(9.5)
        .fillColor(item.done ? "#1a7f37" : INK);
      write(item.dueOrFixed);
    }
    if (item.description) {
      doc.font("regular").fontSize(10).fillColor(INK);
      write(item.description);
    }
    if (item.quote) {
      doc.font("regular").fontSize(9.5).fillColor(MUTED);
      write(`“${item.quote}”`, { x: MARGIN + 10, width: width - 10 });
    }
    if (item.completionNote) {
      doc.font("regular").fontSize(9.5).fillColor(INK);
      write(item.completionNote);
    }
    drawPhotos(item.photos);
  }

  function drawPhotos(photos: PdfPhoto[]) {
    let col = 0;
    let rowTop = 0;
    photos.forEach((p, i) => {
      if (col === 0) {
        doc.y += 6;
        ensure(PHOTO_BOX.h);
        rowTop = doc.y;
      }
      const x = MARGIN + col * (PHOTO_BOX.w + PHOTO_BOX.gap);
      const bytes = p.image === null ? null : input.images[p.image];
      let drawn = false;
      if (bytes && (isJpeg(bytes) || isPng(bytes))) {
        try {
          doc.image(Buffer.from(bytes), x, rowTop, {
            fit: [PHOTO_BOX.w, PHOTO_BOX.h],
            align: "center",
            valign: "center",
          });
          drawn = true;
        } catch {
          drawn = false;
        }
      }
      if (!drawn) {
        doc
          .rect(x, rowTop, PHOTO_BOX.w, PHOTO_BOX.h)
          .lineWidth(0.75)
          .dash(3, { space: 3 })
          .strokeColor("#afb8c1")
          .stroke()
          .undash();
        doc
          .font("regular")
          .fontSize(9)
          .fillColor(MUTED)
          .text(
            p.pending ? `Photo ${i + 1} is being prepared` : `Photo ${i + 1} cannot be shown`,
            x,
            rowTop + PHOTO_BOX.h / 2 - 6,
            { width: PHOTO_BOX.w, align: "center" },
          );
      }
      col = (col + 1) % 2;
      doc.x = MARGIN;
      doc.y = col === 0 || i === photos.length - 1 ? rowTop + PHOTO_BOX.h : rowTop;
    });
    doc.x = MARGIN;
  }

  // Footers: page numbers and the link, drawn once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // text below the bottom margin would open a new page
    const y = doc.page.height - MARGIN - 8;
    doc
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${i + 1} of ${range.count}`, MARGIN, y, {
        width,
        align: "right",
        lineBreak: false,
      });
    doc.text(input.reportUrl, MARGIN, y, {
      width: width - 80,
      link: input.reportUrl,
      lineBreak: false,
      ellipsis: true,
    });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
