// The work order emails (docs/api.md, "Work orders"): the job sent to a contractor (property, item,
// its photos and the walkthrough's still with what was said there, the manager's message, the
// link), and "done" to the manager who sent it (with the completion photo). Pure: plain data in,
// strings out; the same escaping and checks as the report email.
import { html, multiline, type SafeHtml } from "../core/html";
import { formatDate, formatTimestamp } from "../reports/format";
import { PRIORITY_LABELS, type JobItem } from "../action-items/schema";
import { checkUrl, clean, FONT, oneLine, type RenderedEmail } from "./report-email";
import { addressBeyondName } from "../properties/place-line";

export interface MailPhoto {
  thumb: string;
  display: string;
}

export interface WorkOrderJob {
  firm: string;
  contractorName: string;
  property: { name: string; address: string | null };
  item: JobItem;
  photos: MailPhoto[];
  message: string | null;
  url: string;
  /** A contractor's reminder of an open order (src/work-orders/reminders.ts), else the job itself. */
  reminder?: "due" | "overdue";
}

const dueText = (d: string | null) => (d ? formatDate(`${d}T12:00:00Z`) : null);

function facts(j: WorkOrderJob): string[] {
  const out = [`Priority: ${PRIORITY_LABELS[j.item.priority]}`];
  if (oneLine(j.item.location)) out.push(`Where: ${oneLine(j.item.location)}`);
  const due = dueText(j.item.dueDate);
  if (due) out.push(`Due: ${due}`);
  return out;
}

const said = (j: WorkOrderJob) =>
  oneLine(j.item.transcriptQuote)
    ? `${j.item.timestampSec !== null ? `At ${formatTimestamp(j.item.timestampSec)} in the walkthrough: ` : ""}“${oneLine(j.item.transcriptQuote)}”`
    : null;

const MAIL_PHOTOS = 6;

function photoRow(photos: MailPhoto[], title: string): SafeHtml | "" {
  if (!photos.length) return "";
  return html`<div style="margin-top:8px">${photos
    .slice(0, MAIL_PHOTOS)
    .map(
      (p, i) =>
        html`<a href="${checkUrl(p.display)}" style="display:inline-block;margin:0 6px 6px 0"><img src="${checkUrl(p.thumb)}" width="120" height="90" alt="Photo ${i + 1} of ${title}" style="display:block;width:120px;height:90px;object-fit:cover;border-radius:4px;border:1px solid #eaecf0"></a>`,
    )}</div>`;
}

function frame(title: string, inner: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f7"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 20px;font-size:15px;line-height:22px;color:#344054;word-break:break-word">${inner}</td></tr>
</table></td></tr></table></body></html>
`.value;
}

const button = (url: string, label: string) =>
  html`<p style="text-align:center;margin:20px 0 8px"><a href="${url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-size:16px;font-weight:600;padding:12px 20px;border-radius:6px">${label}</a></p>
<p style="font-size:12px;line-height:18px;color:#667085;text-align:center;word-break:break-all">${url}</p>`;

export function renderWorkOrderEmail(j: WorkOrderJob): RenderedEmail {
  const url = checkUrl(j.url);
  const title = oneLine(j.item.title);
  const at = `${title} at ${oneLine(j.property.name)}`;
  const subject = (
    j.reminder === "due"
      ? `Reminder: due tomorrow: ${at}`
      : j.reminder === "overdue"
        ? `Overdue: ${at} (due ${dueText(j.item.dueDate)})`
        : `Job from ${oneLine(j.firm)}: ${at}`
  ).slice(0, 200);
  const intro =
    j.reminder === "due"
      ? `A reminder from ${oneLine(j.firm)}: this job is due tomorrow.`
      : j.reminder === "overdue"
        ? `A reminder from ${oneLine(j.firm)}: this job is now overdue.`
        : `${oneLine(j.firm)} has sent you a job.`;
  const name = oneLine(j.property.name);
  const where = [name, addressBeyondName(name, oneLine(j.property.address))].filter(Boolean);
  const text = [
    intro,
    "",
    title,
    where.join(", "),
    ...facts(j),
    ...(clean(j.item.description) ? ["", clean(j.item.description)] : []),
    ...(said(j) ? ["", said(j)!] : []),
    ...(clean(j.message) ? ["", `Message: ${clean(j.message)}`] : []),
    "",
    `Open the job (photos, Start, Mark done): ${url}`,
    "No sign-in needed. The link is for this job only.",
    "",
  ].join("\n");
  const inner = html`<div style="font-size:16px;font-weight:600;color:#101828">${oneLine(j.firm)}</div>
${j.reminder ? html`<p style="margin:8px 0 0;color:#b42318;font-weight:600">${intro}</p>` : ""}
<div style="font-size:13px;color:#667085;text-transform:uppercase;letter-spacing:0.04em;margin-top:12px">A job for ${oneLine(j.contractorName)}</div>
<h1 style="margin:4px 0 0;font-size:22px;line-height:28px;color:#101828">${title}</h1>
<div style="color:#475467">${where.join(", ")}</div>
<div style="margin-top:8px;color:#475467">${facts(j).join(" · ")}</div>
${clean(j.item.description) ? html`<p style="margin:12px 0 0">${multiline(clean(j.item.description))}</p>` : ""}
${said(j) ? html`<p style="margin:12px 0 0;color:#475467">${said(j)}</p>` : ""}
${photoRow(j.photos, title)}
${clean(j.message) ? html`<div style="margin-top:12px;background:#f9fafb;border-left:3px solid #98a2b3;padding:10px 12px">${multiline(clean(j.message))}</div>` : ""}
${button(url, "Open the job")}
<p style="font-size:13px;color:#667085;text-align:center">No sign-in needed: press Start when you begin and Mark done with a photo when it is fixed.</p>`;
  return { subject, text, html: frame(subject, inner) };
}

export interface WorkOrderDone {
  contractorName: string;
  itemTitle: string;
  propertyName: string;
  note: string | null;
  photo: MailPhoto | null;
  /** The visit's page in the dashboard. */
  dashboardUrl: string;
}

export function renderWorkOrderDoneEmail(d: WorkOrderDone): RenderedEmail {
  const url = checkUrl(d.dashboardUrl);
  const who = oneLine(d.contractorName);
  const title = oneLine(d.itemTitle);
  const subject = `Done: ${title} at ${oneLine(d.propertyName)} (${who})`.slice(0, 200);
  const text = [
    `${who} marked "${title}" at ${oneLine(d.propertyName)} as done.`,
    ...(clean(d.note) ? ["", `Note: ${clean(d.note)}`] : []),
    ...(d.photo ? ["", `Photo: ${checkUrl(d.photo.display)}`] : []),
    "",
    `See it in the dashboard: ${url}`,
    "",
  ].join("\n");
  const inner = html`<h1 style="margin:0;font-size:20px;line-height:26px;color:#101828">${who} marked a job done</h1>
<p style="margin:8px 0 0"><strong>${title}</strong> at ${oneLine(d.propertyName)}</p>
${clean(d.note) ? html`<div style="margin-top:12px;background:#f9fafb;border-left:3px solid #98a2b3;padding:10px 12px">${multiline(clean(d.note))}</div>` : ""}
${d.photo ? html`<p style="margin:12px 0 0"><a href="${checkUrl(d.photo.display)}"><img src="${checkUrl(d.photo.display)}" width="320" alt="Completion photo of ${title}" style="display:block;width:100%;max-width:320px;height:auto;border-radius:6px;border:1px solid #eaecf0"></a></p>` : ""}
${button(url, "Open in the dashboard")}`;
  return { subject, text, html: frame(subject, inner) };
}
