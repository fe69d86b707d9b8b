// The daily digest email, rendered from the digest's blocks (digest.ts): a heading per section
// with its count, its lines grouped under their headings (properties), each line a link into the
// dashboard, and a link to turn the email off. HTML (inline CSS, one column that reads on a phone)
// and plain text. Pure: data in, strings out; every value is escaped (src/core/html.ts).
import { html, withoutBidiControls } from "../core/html";
import type { RenderedEmail } from "../mail/report-email";
import type { DigestBlock } from "./digest-section";

export interface DigestEmailInput {
  accountName: string;
  /** The user's name, for the greeting (null: none). */
  name: string | null;
  /** The day it is for, YYYY-MM-DD. */
  day: string;
  blocks: DigestBlock[];
  /** Absolute URL of the Settings page, where the email is turned off. */
  settingsUrl: string;
}

const oneLine = (s: string | null | undefined) =>
  withoutBidiControls(s ?? "")
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));

/** "3 overdue, 5 due this week: Acme Lettings". */
export function digestSubject(accountName: string, blocks: DigestBlock[]): string {
  return `${blocks.map((b) => b.subject).join(", ")}: ${oneLine(accountName)}`.slice(0, 200);
}

const shownOf = (b: DigestBlock) => b.groups.reduce((n, g) => n + g.lines.length, 0);

function renderText(d: DigestEmailInput): string {
  const out = [
    d.name ? `Hello ${oneLine(d.name)},` : "Hello,",
    "",
    `What needs doing at ${oneLine(d.accountName)}, ${longDay(d.day)}.`,
  ];
  for (const b of d.blocks) {
    out.push("", `${b.title.toUpperCase()} (${b.count})`);
    for (const g of b.groups) {
      out.push("", oneLine(g.heading));
      for (const l of g.lines)
        out.push(`- ${oneLine(l.title)} (${l.facts.map(oneLine).join(", ")})`, `  ${l.url}`);
    }
    if (shownOf(b) < b.count) out.push("", `${b.all.label}: ${b.all.url}`);
  }
  out.push(
    "",
    `You get this email each morning there is something to say. Turn it off in Settings: ${d.settingsUrl}`,
    "",
  );
  return out.join("\n");
}

function renderHtml(d: DigestEmailInput, subject: string): string {
  const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 20px 4px 20px">
<div style="font-size:13px;line-height:18px;color:#667085;text-transform:uppercase;letter-spacing:0.04em">Daily digest &middot; ${oneLine(d.accountName)}</div>
<h1 style="margin:4px 0 0 0;font-size:22px;line-height:28px;color:#101828">${longDay(d.day)}</h1>
<p style="margin:8px 0 0 0;font-size:15px;line-height:22px;color:#344054">${d.name ? `Hello ${oneLine(d.name)}, here` : "Here"} is what needs doing.</p>
</td></tr>
${d.blocks.map(
  (b) => html`<tr><td id="${b.id}" style="padding:12px 20px 4px 20px">
<h2 style="margin:8px 0 0 0;font-size:17px;line-height:24px;color:${b.id === "overdue" ? "#b42318" : "#101828"}">${b.title} (${b.count})</h2>
${b.groups.map(
  (
    g,
  ) => html`<h3 style="margin:12px 0 4px 0;font-size:14px;line-height:20px;color:#475467;word-break:break-word">${oneLine(g.heading)}</h3>
<ul style="margin:0;padding:0 0 0 18px">${g.lines.map(
    (l) =>
      html`<li style="margin:0 0 6px 0;font-size:15px;line-height:21px;color:#101828;word-break:break-word"><a href="${l.url}" style="color:#1d4ed8">${oneLine(l.title)}</a> <span style="color:#475467">&middot; ${l.facts.map(oneLine).join(" · ")}</span></li>`,
  )}</ul>`,
)}
${shownOf(b) < b.count ? html`<p style="margin:8px 0 0 0;font-size:14px"><a href="${b.all.url}" style="color:#1d4ed8">${b.all.label}</a></p>` : ""}
</td></tr>`,
)}
<tr><td style="padding:20px;font-size:12px;line-height:18px;color:#667085">You get this email each morning there is something to say. <a href="${d.settingsUrl}" style="color:#667085">Turn it off in Settings</a>.</td></tr>
</table></td></tr></table></body></html>
`;
  return body.value;
}

export function renderDigestEmail(d: DigestEmailInput): RenderedEmail {
  const subject = digestSubject(d.accountName, d.blocks);
  return { subject, text: renderText(d), html: renderHtml(d, subject) };
}
