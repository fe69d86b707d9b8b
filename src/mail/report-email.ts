// The report email (docs/api.md, Mail): property, visit, summary, the sender's message, the action items
// by priority with their photos' thumbnails (each opening its display size; never an original, and
// nothing while the sizes are not made) and the public report link, as an HTML part (inline CSS, one
// column that reads on a phone; the thumbnails are the only remote images) and a plain-text part.
// Pure: plain data in, strings out.
import { html, multiline, type SafeHtml, withoutBidiControls } from "../core/html";
import { byPriority, formatDate } from "../reports/format";
import { ITEM_STATUS_LABELS, type ItemStatus, type Priority } from "../action-items/schema";
import type { PagePhoto } from "../media/display";

export interface ReportEmailItem {
  title: string;
  priority: Priority;
  status: ItemStatus;
  location?: string | null;
  assignee?: string | null;
  description?: string | null;
  /** What was said of it, when the manager chose to include it (else null). */
  transcriptQuote?: string | null;
  /** The item's evidence photos and completion photo as pages show them; only ready ones appear. */
  evidence?: PagePhoto[];
  completionPhoto?: PagePhoto | null;
}

export interface ReportEmailInput {
  /** Who it is from: the firm (its logo's sizes, only a ready one shows) and "Sent by … on …". */
  from?: { firm: string; logo: PagePhoto | null; sentLine: string | null };
  property: { name: string; address?: string | null };
  visit: { title: string; visitDate: string | Date; summary?: string | null };
  /** The sender's own words (send's `message`), shown above the report. */
  message?: string | null;
  /** In display order; grouped here by priority, keeping that order inside a group. */
  items: ReportEmailItem[];
  /** The public report page (<public-url>/r/<token>). */
  reportUrl: string;
  /**
   * The report as a PDF (SITEVISIT_REPORT_PDF): attached to the message, or linked
   * (<public-url>/r/<token>.pdf: set to link, or the file is over 10 MB); absent: neither.
   */
  pdf?: "attached" | "linked";
  /** IANA zone for the visit date; UTC when absent. */
  timeZone?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The Reply-To of the message, when replies should go to a person (mail/jobs.ts). */
  replyTo?: string;
  /** The sender's display name: "<firm> via sitevisit", at SITEVISIT_MAIL_FROM's address. */
  fromName?: string;
  /** The report PDF, when it is attached (mail/jobs.ts). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

const COLORS: Record<Priority, { color: string; bg: string }> = {
  HIGH: { color: "#b42318", bg: "#fef3f2" },
  MEDIUM: { color: "#b54708", bg: "#fffaeb" },
  LOW: { color: "#475467", bg: "#f2f4f7" },
};

// Control characters other than line breaks and tabs have no business in either part, nor bidi
// controls (src/core/html.ts): the subject and the plain-text part are not escaped.
export function clean(s: string | null | undefined): string {
  return withoutBidiControls(s ?? "")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .trim();
}

export function oneLine(s: string | null | undefined): string {
  return clean(s).replace(/\s+/g, " ");
}

export function checkUrl(url: string): string {
  const u = new URL(url);
  if (u.protocol !== "https:" && u.protocol !== "http:")
    throw new Error("report link must be http(s)");
  return u.href;
}

function groups(items: ReportEmailItem[]) {
  return byPriority(items).map((g) => ({ ...g, ...COLORS[g.key] }));
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function countLine(items: ReportEmailItem[]): string {
  if (!items.length) return "No action items were recorded.";
  const open = items.filter((i) => i.status !== "DONE").length;
  const parts = groups(items).map((g) => `${g.items.length} ${g.key.toLowerCase()}`);
  return `${plural(items.length, "action item", "action items")} (${parts.join(", ")}), ${open} still open.`;
}

/** Location and assignee, whichever are set. */
function facts(item: ReportEmailItem): string[] {
  const out: string[] = [];
  if (oneLine(item.location)) out.push(oneLine(item.location));
  if (oneLine(item.assignee)) out.push(`Assigned to ${oneLine(item.assignee)}`);
  return out;
}

/** The description, then what was said (quoted), whichever are there: one line each. */
function words(item: ReportEmailItem): string[] {
  const out: string[] = [];
  if (oneLine(item.description)) out.push(oneLine(item.description));
  if (oneLine(item.transcriptQuote)) out.push(`“${oneLine(item.transcriptQuote)}”`);
  return out;
}

function renderText(d: ReportEmailInput, date: string, url: string): string {
  const lines: string[] = [];
  if (d.from) lines.push(oneLine(d.from.firm));
  lines.push(`Site visit report: ${oneLine(d.property.name)}`);
  if (oneLine(d.property.address)) lines.push(oneLine(d.property.address));
  lines.push(`${oneLine(d.visit.title)}${date ? `, ${date}` : ""}`);
  if (d.from?.sentLine) lines.push(oneLine(d.from.sentLine)); // a person's name is in it
  lines.push("");
  if (clean(d.message)) lines.push(clean(d.message), "");
  if (clean(d.visit.summary)) lines.push("Summary", clean(d.visit.summary), "");
  lines.push(countLine(d.items), "");
  for (const g of groups(d.items)) {
    lines.push(`${g.label.toUpperCase()} (${g.items.length})`);
    for (const item of g.items)
      lines.push(
        `- ${oneLine(item.title)}`,
        `  ${[ITEM_STATUS_LABELS[item.status], ...facts(item)].join(" | ")}`,
        ...words(item).map((w) => `  ${w}`),
      );
    lines.push("");
  }
  lines.push(`View the full report with photos: ${url}`);
  if (d.pdf === "attached") lines.push("The report is attached as a PDF.");
  if (d.pdf === "linked") lines.push(`Download the report as a PDF: ${url}.pdf`);
  return lines.join("\n") + "\n";
}

export const FONT =
  "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** At most this many thumbnails per item: the page has the rest. */
const MAIL_THUMBS = 4;

function thumbs(item: ReportEmailItem): SafeHtml | "" {
  const ready = [...(item.evidence ?? []), ...(item.completionPhoto ? [item.completionPhoto] : [])]
    .flatMap((p) => (p.state === "ready" ? [p] : []))
    .slice(0, MAIL_THUMBS);
  if (!ready.length) return "";
  return html`<div style="margin-top:8px">${ready.map(
    (p, i) =>
      html`<a href="${checkUrl(p.display)}" style="display:inline-block;margin:0 6px 6px 0;text-decoration:none"><img src="${checkUrl(p.thumb)}" width="88" height="66" alt="Photo ${i + 1} of ${oneLine(item.title)}" style="display:block;width:88px;height:66px;object-fit:cover;border-radius:4px;border:1px solid #eaecf0"></a>`,
  )}</div>`;
}

function renderItem(item: ReportEmailItem, color: string): SafeHtml {
  const done = item.status === "DONE";
  return html`<tr><td style="padding:12px 0;border-top:1px solid #eaecf0">
<div style="font-size:16px;line-height:22px;color:#101828;font-weight:600;word-break:break-word${done ? ";text-decoration:line-through;color:#667085" : ""}">${oneLine(item.title)}</div>
<div style="font-size:14px;line-height:20px;color:#475467;margin-top:4px;word-break:break-word">
<span style="display:inline-block;padding:0 8px;border-radius:10px;border:1px solid ${color};color:${color};font-size:12px;line-height:18px">${ITEM_STATUS_LABELS[item.status]}</span>
${facts(item).map((f, i) => html`${i ? html` &nbsp;&middot;&nbsp; ` : html` &nbsp;`}${f}`)}
</div>${words(item).map((w) => html`<div style="font-size:14px;line-height:20px;color:#344054;margin-top:4px;word-break:break-word">${w}</div>`)}${thumbs(item)}</td></tr>`;
}

/** The firm's logo (its thumbnail, once made) and name, at the top of the message. */
function firmHeader(f: NonNullable<ReportEmailInput["from"]>): SafeHtml {
  const logo = f.logo?.state === "ready" ? f.logo : null;
  return html`<div style="margin:0 0 12px 0;font-size:16px;line-height:22px;font-weight:600;color:#101828;word-break:break-word">${logo ? html`<img src="${checkUrl(logo.thumb)}" alt="" height="40" style="display:block;height:40px;width:auto;max-width:200px;margin:0 0 6px 0">` : ""}${oneLine(f.firm)}</div>`;
}

function renderHtml(d: ReportEmailInput, date: string, url: string, subject: string): string {
  const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f7"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 20px 8px 20px">
${d.from ? firmHeader(d.from) : ""}
<div style="font-size:13px;line-height:18px;color:#667085;text-transform:uppercase;letter-spacing:0.04em">Site visit report</div>
<h1 style="margin:4px 0 0 0;font-size:22px;line-height:28px;color:#101828;word-break:break-word">${oneLine(d.property.name)}</h1>
${oneLine(d.property.address) ? html`<div style="font-size:14px;line-height:20px;color:#475467;word-break:break-word">${oneLine(d.property.address)}</div>` : ""}
<div style="font-size:14px;line-height:20px;color:#475467;margin-top:8px;word-break:break-word">${oneLine(d.visit.title)}${date ? html` &middot; ${date}` : ""}</div>
${d.from?.sentLine ? html`<div style="font-size:14px;line-height:20px;color:#475467;word-break:break-word">${d.from.sentLine}</div>` : ""}
</td></tr>
${clean(d.message) ? html`<tr><td style="padding:8px 20px"><div style="font-size:15px;line-height:22px;color:#101828;background:#f9fafb;border-left:3px solid #98a2b3;padding:10px 12px;word-break:break-word">${multiline(clean(d.message))}</div></td></tr>` : ""}
${clean(d.visit.summary) ? html`<tr><td style="padding:8px 20px"><h2 style="margin:8px 0 4px 0;font-size:16px;line-height:22px;color:#101828">Summary</h2><div style="font-size:15px;line-height:22px;color:#344054;word-break:break-word">${multiline(clean(d.visit.summary))}</div></td></tr>` : ""}
<tr><td style="padding:8px 20px"><div style="font-size:14px;line-height:20px;color:#475467">${countLine(d.items)}</div></td></tr>
${groups(d.items).map(
  (g) => html`<tr><td style="padding:8px 20px">
<h2 style="margin:12px 0 0 0;font-size:15px;line-height:22px;color:${g.color};background:${g.bg};padding:4px 8px;border-radius:4px">${g.label} (${g.items.length})</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${g.items.map((i) => renderItem(i, g.color))}</table>
</td></tr>`,
)}
<tr><td align="center" style="padding:20px">
<a href="${url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-size:16px;line-height:22px;font-weight:600;padding:12px 20px;border-radius:6px">View the full report with photos</a>
<div style="font-size:12px;line-height:18px;color:#667085;margin-top:12px;word-break:break-all">${url}</div>
${d.pdf === "attached" ? html`<div style="font-size:14px;line-height:20px;color:#344054;margin-top:12px">The report is attached as a PDF.</div>` : ""}
${d.pdf === "linked" ? html`<div style="font-size:14px;line-height:20px;margin-top:12px"><a href="${url}.pdf" style="color:#1d4ed8">Download the report as a PDF</a></div>` : ""}
</td></tr>
</table></td></tr></table></body></html>
`;
  return body.value;
}

/** The subject line alone (the send page shows it; the render is the worker's, render-work.ts). */
export function reportEmailSubject(d: Pick<ReportEmailInput, "property" | "visit" | "timeZone">) {
  const date = formatDate(d.visit.visitDate, d.timeZone);
  return `Site visit report: ${oneLine(d.property.name)}${date ? ` (${date})` : ""}`.slice(0, 200);
}

export function renderReportEmail(d: ReportEmailInput): RenderedEmail {
  const url = checkUrl(d.reportUrl);
  const date = formatDate(d.visit.visitDate, d.timeZone);
  const subject = reportEmailSubject(d);
  return { subject, text: renderText(d, date, url), html: renderHtml(d, date, url, subject) };
}
