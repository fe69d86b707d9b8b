// The end of a visit in the dashboard: mark it complete, send the report (recipients, an optional
// message, and a preview of the email exactly as the mail job renders it, framed from its own
// sandboxed document), and the public report link (copy, share, replace with an optional expiry).
// Each section is a function the visit page can embed; visitSendPage is the standalone page.
import { html, type SafeHtml } from "../../core/html";
import type { SiteVisitDto } from "../../site-visits/service";
import { MAX_RECIPIENTS, VISIT_STATUS_LABELS } from "../../site-visits/schema";
import type { DashboardSession } from "../http";
import { appPage, csrfField } from "./layout";
import { SEND_CSS } from "./send-styles";
import { momentTag } from "./fields";
import { assetUrl } from "../assets";

const visitPath = (id: string) => `/dashboard/visits/${encodeURIComponent(id)}`;
export const visitSendPath = (id: string) => `${visitPath(id)}/send`;
export const emailPreviewPath = (id: string, message: string) =>
  `${visitPath(id)}/email-preview${message ? `?${new URLSearchParams({ message })}` : ""}`;

export function completeSection(
  s: DashboardSession,
  v: SiteVisitDto,
  sentBy: string | null = null,
): SafeHtml {
  const done = v.status === "DONE" || v.status === "SENT";
  return html`<section class="card section" aria-labelledby="complete-h">
<h2 id="complete-h">Status: <span class="status-badge ${v.status}" data-visit-status="${v.status}">${VISIT_STATUS_LABELS[v.status]}</span></h2>
${
  done
    ? html`<p class="muted">Completed ${v.completedAt ? momentTag(v.completedAt) : ""}${v.sentAt ? html` · sent ${momentTag(v.sentAt)}${sentBy ? ` by ${sentBy}` : " through the API"}` : ""}.</p>`
    : v.status === "PROCESSING"
      ? html`<p class="muted">The video is still being processed; the visit can be completed once that has finished.</p>`
      : html`<form method="post" action="${visitPath(v.id)}/complete">${csrfField(s)}<button type="submit">Mark complete</button></form>`
}
</section>`;
}

export interface SendForm {
  recipients: string;
  message: string;
  errors?: string[];
  /** Shown after a send: to how many the report went. */
  sentCount?: number;
  /** A send was asked for while this many items are still suggested: the manager chooses. */
  suggestedLeft?: number;
}

/** The choice when suggested items are left: accept them all, send the checked ones, or go back. */
function suggestedChoice(v: SiteVisitDto, left: number): SafeHtml {
  const many = left === 1 ? "1 item is" : `${left} items are`;
  return html`<div class="errors" role="alert" id="suggested-choice"><p><strong>${many} still suggested:</strong> nobody has checked ${left === 1 ? "it" : "them"}, and the report leaves ${left === 1 ? "it" : "them"} out unless you accept ${left === 1 ? "it" : "them"}. Sending completes the visit.</p>
<div class="row"><button type="submit" name="suggested" value="accept">Accept all and send</button>
<button type="submit" name="suggested" value="skip" class="secondary">Send checked only</button>
<a href="${visitPath(v.id)}#review">Back to review</a></div></div>`;
}

export function sendSection(
  s: DashboardSession,
  v: SiteVisitDto,
  f: SendForm,
  subject: string | null,
): SafeHtml {
  const errs = f.errors ?? [];
  return html`<section class="card section" aria-labelledby="send-h">
<h2 id="send-h">Send the report</h2>
${f.sentCount ? html`<p class="notice" role="status">Report queued for ${f.sentCount} recipient${f.sentCount === 1 ? "" : "s"}.</p>` : ""}
${errs.length ? html`<div class="errors" role="alert" id="send-errors"><strong>Not sent:</strong><ul>${errs.map((e) => html`<li>${e}</li>`)}</ul></div>` : ""}
<form method="post" action="${visitSendPath(v.id)}">
  ${csrfField(s)}
  <div class="field"><label for="recipients">Recipients</label>
  <textarea id="recipients" name="recipients" rows="3" autocomplete="email" aria-describedby="recipients-help${errs.length ? " send-errors" : ""}"${errs.length ? html` aria-invalid="true"` : ""}>${f.recipients}</textarea>
  <p class="muted" id="recipients-help">Email addresses, separated by commas or new lines; at most ${MAX_RECIPIENTS}.${v.recipients.length ? html` Already sent to: ${v.recipients.join(", ")}.` : ""}</p></div>
  <div class="field"><label for="message">Message (optional)</label>
  <textarea id="message" name="message" rows="4">${f.message}</textarea></div>
  ${
    f.suggestedLeft
      ? suggestedChoice(v, f.suggestedLeft)
      : html`${v.status === "READY" ? html`<p class="muted">Sending completes the visit.</p>` : ""}<div class="row"><button type="submit" name="intent" value="preview" class="secondary">Preview email</button>
  <button type="submit" name="intent" value="send">Send report</button></div>`
  }
</form>
${
  v.status === "PROCESSING"
    ? ""
    : html`<h3>Preview${subject ? html`: <span class="muted">${subject}</span>` : ""}</h3>
<iframe class="preview" title="Preview of the report email" sandbox src="${emailPreviewPath(v.id, f.message)}"></iframe>`
}
</section>`;
}

/** The summary the report and email carry, and whose it is (site-visits/summary.ts). */
export type OutgoingSummary =
  | { text: string; from: "checked"; checked: number }
  | { text: string; from: "written" }
  | null;

function summarySection(v: SiteVisitDto, summary: OutgoingSummary): SafeHtml {
  const why = !summary
    ? html`The report has no summary. To add one, use Edit visit details on <a href="${visitPath(v.id)}">the visit's page</a>.`
    : summary.from === "checked"
      ? html`Written from the ${summary.checked === 1 ? "1 checked item" : `${summary.checked} checked items`} only: suggested items, and rooms as the recording heard them, are left out. It follows your changes to the items until you write your own in Edit visit details on <a href="${visitPath(v.id)}">the visit's page</a>.`
      : html`Written in Edit visit details (or through the API): it goes as written, whatever the items say. <a href="${visitPath(v.id)}">Change it</a>.`;
  return html`<section class="card section" aria-labelledby="summary-h" id="report-summary" data-from="${summary?.from ?? "none"}">
<h2 id="summary-h">Summary in the report</h2>
${summary ? html`<p class="summary-text">${summary.text}</p>` : ""}
<p class="muted">${why}</p>
</section>`;
}

export function reportLinkSection(s: DashboardSession, v: SiteVisitDto, rotated = false): SafeHtml {
  return html`<section class="card section" aria-labelledby="link-h">
<h2 id="link-h">Public report link</h2>
${rotated ? html`<p class="notice" role="status">New link made: the previous one no longer works.</p>` : ""}
<label for="report-link">Anyone with this link can read the report</label>
<div class="link-out"><input id="report-link" type="text" readonly value="${v.publicReportUrl}">
<button type="button" class="secondary" data-copy="report-link" hidden>Copy</button>
<button type="button" class="secondary" data-share="report-link" data-title="${v.title}" hidden>Share</button>
<a href="${v.publicReportUrl}" target="_blank" rel="noopener noreferrer">Open</a></div>
<p class="muted" id="report-link-status" role="status" aria-live="polite"></p>
<p class="muted">${v.publicReportExpiresAt ? html`Expires ${momentTag(v.publicReportExpiresAt)}.` : "Does not expire."}</p>
<form method="post" action="${visitPath(v.id)}/report-link" class="row">
  ${csrfField(s)}
  <div class="field"><label for="expires_in_days">New link, valid for</label><select id="expires_in_days" name="expires_in_days">
    <option value="">No expiry</option><option value="1">1 day</option><option value="7">7 days</option><option value="30">30 days</option><option value="90">90 days</option><option value="365">365 days</option>
  </select></div>
  <button type="submit" class="secondary">Replace link</button>
</form>
<p class="muted">Replacing the link stops the current one at once.</p>
</section>`;
}

export function visitSendPage(
  s: DashboardSession,
  o: {
    visit: SiteVisitDto;
    form: SendForm;
    subject: string | null;
    rotated?: boolean;
    /** The dashboard user who last sent it (null: never, or through the API). */
    sentBy?: string | null;
    summary: OutgoingSummary;
    status?: number;
  },
): Response {
  const v = o.visit;
  const content = html`<p><a href="${visitPath(v.id)}">Back to the visit</a></p>
<h1>${v.title}</h1>
<p class="muted">${v.propertyName}</p>
${completeSection(s, v, o.sentBy)}
${summarySection(v, o.summary)}
<div class="send-grid">
${sendSection(s, v, o.form, o.subject)}
${reportLinkSection(s, v, o.rotated)}
</div>`;
  return appPage(s, {
    title: `Send: ${v.title}`,
    section: "properties",
    back: visitSendPath(v.id),
    content,
    css: SEND_CSS,
    scripts: [assetUrl("send")],
    frames: true,
    status: o.status,
  });
}
