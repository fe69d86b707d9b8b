// What needs me: the top of the dashboard's first page (docs/dashboard.md, "Home"). Visits waiting
// for a person's review (READY, with suggested items; oldest first), visits reviewed but not sent
// (Ready to send), visits being processed, and visits sent in the last two weeks, each group with
// its count; the properties follow.
import { html, type SafeHtml } from "../../core/html";
import type { QueuedVisit, ReviewQueue } from "../../action-items/review";
import type { NewLinkPhoto } from "../../capture/notify";
import { count, day } from "./fields";
import { dueGroup, HOME_DUE_CSS, type DueCounts } from "./home-due";

export const HOME_CSS = `
.needs{display:grid;gap:12px;grid-template-columns:1fr;margin:0 0 20px}
.needs section{background:#fff;border:1px solid var(--line);border-radius:10px;padding:10px 14px;min-width:0}
.needs h2{font-size:1.05rem;margin:0 0 4px}
.needs ul{list-style:none;margin:0;padding:0}
.needs li{padding:6px 0;border-top:1px solid var(--line);overflow-wrap:anywhere}
.needs li:first-child{border-top:0}
.needs .n{display:inline-block;min-width:1.6em;text-align:center;border-radius:999px;background:#eef1f4;font-size:.85rem;padding:0 6px;margin-left:4px}
.needs .review .n{background:#fff8c5;color:#6b4c00}
@media (min-width:600px){.needs{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1100px){.needs{grid-template-columns:repeat(5,minmax(0,1fr))}}
${HOME_DUE_CSS}`;

const visitLink = (v: QueuedVisit) =>
  html`<a href="/dashboard/visits/${encodeURIComponent(v.id)}">${v.title}</a>`;

function group(
  id: string,
  title: string,
  n: number,
  rows: QueuedVisit[],
  line: (v: QueuedVisit) => SafeHtml,
  empty: string,
): SafeHtml {
  return html`<section class="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${title} <span class="n">${n}</span></h2>
${rows.length ? html`<ul>${rows.map((v) => html`<li>${visitLink(v)}<br><span class="muted">${line(v)}</span></li>`)}</ul>${n > rows.length ? html`<p class="muted">and ${count(n - rows.length, "more", "more")}</p>` : ""}` : html`<p class="muted">${empty}</p>`}
</section>`;
}

/** Items a capture link brought photos to that no one has looked at: shown only when there are some. */
function linkPhotos(rows: NewLinkPhoto[]): SafeHtml {
  if (!rows.length) return html``;
  return html`<section class="linkphotos" aria-labelledby="linkphotos-h"><h2 id="linkphotos-h">New photo from the link <span class="n">${rows.length}</span></h2>
<ul>${rows.slice(0, 10).map((r) => html`<li><a href="/dashboard/action-items/${encodeURIComponent(r.id)}/photos">${r.title}</a><br><span class="muted">${r.propertyName} · new photo from the link</span></li>`)}</ul>
</section>`;
}

export function needsMe(q: ReviewQueue, due?: DueCounts, fromLinks: NewLinkPhoto[] = []): SafeHtml {
  return html`<div class="needs" aria-label="What needs you">
${linkPhotos(fromLinks)}
${group("review", "Needs review", q.counts.needsReview, q.needsReview, (v) => html`${v.propertyName} · ${day(v.visitDate)} · ${count(v.suggested, "item to check", "items to check")}`, "Nothing to review.")}
${due ? dueGroup(due) : ""}
${group("ready", "Ready to send", q.counts.readyToSend, q.readyToSend, (v) => html`${v.propertyName} · ${day(v.visitDate)} · <a href="/dashboard/visits/${encodeURIComponent(v.id)}/send" aria-label="Send report: ${v.title}">Send report</a>`, "Every reviewed visit has been sent.")}
${group("processing", "Processing", q.counts.processing, q.processing, (v) => html`${v.propertyName} · ${day(v.visitDate)}`, "No video is being processed.")}
${group("sent", "Recently sent", q.counts.recentlySent, q.recentlySent, (v) => html`${v.propertyName} · sent ${day(v.sentAt ?? v.visitDate)}`, "No report sent in the last two weeks.")}
</div>`;
}
