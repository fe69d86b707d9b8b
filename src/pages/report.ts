// The public report page (/r/<token>): what a landlord opens from the email. Phone-first, prints on
// A4 or Letter (no buttons, groups flowing one after another, an item never cut across pages, photos
// at their display size), shows no internal id. Photos are thumbnails that open the display size,
// never the original (src/media/display.ts). Rendering only: the data comes from src/reports/service.ts.
// A long report comes in pages of REPORT_PAGE_SIZE items, most urgent first, with links between
// them; the counts at the top and beside each group are of the whole visit.
import { html, multiline, type SafeHtml } from "../core/html";
import { byPriority, formatDate, formatTimestamp, sentLine, shortDate } from "../reports/format";
import type { Report, ReportItem, ReportPhoto } from "../reports/service";
import { page } from "./layout";
import { categoryLabel, isRecurring, ITEM_STATUS_LABELS } from "../action-items/schema";

const CSS = `
.recurring{font-size:.72rem;font-weight:600;text-transform:uppercase;letter-spacing:.05em;color:#8a3b00;background:#fff1e0;border:1px solid #e8b98a;border-radius:4px;padding:1px 6px;vertical-align:middle}
header.report{margin:8px 0 4px}
.firm{font-weight:700;color:#1f2328;overflow-wrap:anywhere}
.logo{display:block;height:40px;width:auto;max-width:200px;object-fit:contain;margin:0 0 6px}
.kicker{font-size:.78rem;letter-spacing:.06em;text-transform:uppercase;color:#59636e}
.meta{margin:.2em 0}
.summary h2{margin-top:0}
.summary p{margin:.3em 0 0}
.counts{margin:12px 0 0}
.group>h2{display:flex;align-items:center;gap:8px;border-bottom:2px solid currentColor;padding-bottom:4px}
.item h3{font-size:1.05rem;margin:0 0 6px;line-height:1.3;overflow-wrap:anywhere}
.item.DONE h3{text-decoration:line-through;color:#59636e}
.facts{display:flex;flex-wrap:wrap;gap:4px 14px;margin:0;padding:0;list-style:none;font-size:.9rem;color:#3d444d}
.facts li{overflow-wrap:anywhere}
.facts b{font-weight:600;color:#1f2328}
.status{color:#3d444d}.status.DONE{color:#1a7f37}.status.IN_PROGRESS{color:#9a6700}
.desc{margin:8px 0 0;overflow-wrap:anywhere}
blockquote{margin:10px 0 0;padding:6px 12px;border-left:3px solid #d1d9e0;color:#3d444d;font-style:italic;overflow-wrap:anywhere}
.thumbs{display:flex;flex-wrap:wrap;gap:8px;margin:10px 0 0}
.thumbs a{display:block;line-height:0;border-radius:8px;overflow:hidden;border:1px solid #d1d9e0}
.thumbs img{width:96px;height:96px;object-fit:cover;background:#eaeef2}
.thumbs .placeholder{display:flex;align-items:center;justify-content:center;text-align:center;width:96px;height:96px;box-sizing:border-box;padding:6px;border-radius:8px;border:1px dashed #afb8c1;background:#f6f8fa;font-size:.75rem;line-height:1.25;color:#59636e}
.done-box{margin:10px 0 0;padding:8px 12px;border-radius:8px;background:#dafbe1;border:1px solid #aceebb;color:#1f2328}
.done-box p{margin:.2em 0}
.actions{margin:20px 0 8px}
.actions .btn.secondary{background:#fff;color:#0550ae;border:1px solid #d1d9e0;margin-top:8px}
nav.pages{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:16px 0}
footer.report{font-size:.85rem;margin:24px 0 8px}
@page{margin:14mm}
@media print{
  body{background:#fff;font-size:11pt}
  main{max-width:none;padding:0}
  .no-print{display:none!important}
  .card{border:1px solid #bbb;border-radius:4px;box-shadow:none}
  body{font-size:10.5pt}
  h1{margin:0 0 2pt;font-size:17pt}
  header.report{margin:0}
  .summary h2{font-size:12pt;margin:0}
  .counts{margin:4pt 0 0}
  blockquote{margin-top:4pt;padding:2pt 8pt}
  footer.report{margin:6pt 0 0}
  .group>h2{break-after:avoid;margin:8pt 0 4pt;font-size:13pt}
  .card{padding:5pt 8pt;margin:0 0 4pt}
  .item{break-inside:avoid;display:grid;grid-template-columns:1fr auto;column-gap:4mm;align-items:start}
  .item>*,.done-box>*{grid-column:1}
  .item>.thumbs,.done-box>.thumbs{grid-column:2;grid-row:1 / span 6;margin:0;max-width:84mm;justify-content:flex-end}
  .done-box{display:grid;grid-template-columns:1fr auto;column-gap:4mm;align-items:start;padding:4pt 8pt}
  .thumbs{gap:2mm;margin-top:3pt}
  .thumbs a{border:0;border-radius:0;flex:none}
  .thumbs img{display:block}
  .thumbs img{width:auto;height:auto;max-width:40mm;max-height:30mm;object-fit:contain;background:none}
  .thumbs .placeholder{width:30mm;height:22mm}
  .done-box{background:none}
  a{color:inherit;text-decoration:none}
  *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}
`;

// On screen the thumbnail; in print the display size (a <picture> source for print media).
function thumbs(photos: ReportPhoto[], alt: string): SafeHtml | "" {
  if (!photos.length) return "";
  return html`<div class="thumbs">${photos.map((p, i) =>
    p.state === "ready"
      ? html`<a href="${p.display}" target="_blank" rel="noopener"><picture><source media="print" srcset="${p.display}"><img src="${p.thumb}" alt="${alt} (photo ${i + 1})" width="96" height="96"></picture></a>`
      : html`<span class="placeholder">${p.state === "pending" ? `Photo ${i + 1} is being prepared` : `Photo ${i + 1} cannot be shown`}</span>`,
  )}</div>`;
}

// Progress the landlord sees at the same link (docs/dashboard.md, "The report page"): "Fixed on
// 3 Dec 2026 by Bob's Plumbing", on the day it was in the account's time zone, with its photo.
function completion(item: ReportItem, timeZone: string): SafeHtml | "" {
  if (item.status !== "DONE") return "";
  const when = item.completedAt ? shortDate(item.completedAt, timeZone) : "";
  const who = item.completedBy?.trim();
  return html`<div class="done-box">
<p class="fixed"><b>Fixed</b>${when ? html` on ${when}` : ""}${who ? html` by ${who}` : ""}</p>
${item.completionNote?.trim() ? html`<p>${multiline(item.completionNote.trim())}</p>` : ""}
${item.completionPhoto ? thumbs([item.completionPhoto], `Completion of ${item.title}`) : ""}
</div>`;
}

// An item's time into the video is shown only when the visit has one, as on the review page:
// without a video a time means nothing. Its quote is shown either way.
function renderItem(item: ReportItem, r: Report): SafeHtml {
  const facts: SafeHtml[] = [
    html`<li class="status ${item.status}"><b>${ITEM_STATUS_LABELS[item.status]}</b></li>`,
  ];
  if (item.dueDate && item.status !== "DONE")
    facts.push(html`<li class="due"><b>Due:</b> ${shortDate(item.dueDate)}</li>`);
  if (item.location) facts.push(html`<li><b>Location:</b> ${item.location}</li>`);
  if (item.assignee) facts.push(html`<li><b>Assigned to:</b> ${item.assignee}</li>`);
  if (item.category) facts.push(html`<li><b>Category:</b> ${categoryLabel(item.category)}</li>`);
  if (r.visit.hasVideo && item.timestampSec !== null)
    facts.push(html`<li><b>Video:</b> ${formatTimestamp(item.timestampSec)}</li>`);
  return html`<article class="card item ${item.status}">
<h3>${item.title}${isRecurring(item.description) ? html` <span class="recurring">Recurring</span>` : ""}</h3>
<ul class="facts">${facts}</ul>
${item.description ? html`<p class="desc">${multiline(item.description)}</p>` : ""}
${item.transcriptQuote ? html`<blockquote>“${item.transcriptQuote}”</blockquote>` : ""}
${thumbs(item.evidence, item.title)}
${completion(item, r.timeZone)}
</article>`;
}

function countLine({ total, open }: Report["counts"]): string {
  if (!total) return "No action items were recorded on this visit.";
  return `${total.toLocaleString("en-GB")} action item${total === 1 ? "" : "s"}, ${open.toLocaleString("en-GB")} still open.`;
}

/** Links to the pages before and after this one; nothing when the report fits on one page. */
function pageLinks(r: Report): SafeHtml | "" {
  const { number, pages, size } = r.page;
  if (pages <= 1) return "";
  const first = (number - 1) * size + 1;
  const last = Math.min(number * size, r.counts.total);
  const link = (n: number, label: string, rel: string) =>
    html`<a href="?page=${n}" rel="${rel}">${label}</a>`;
  return html`<nav class="pages no-print" aria-label="Pages of this report">
<span>Items ${first}–${last} of ${r.counts.total.toLocaleString("en-GB")} (page ${number} of ${pages})</span>
${number > 1 ? link(number - 1, "← Previous page", "prev") : ""}
${number < pages ? link(number + 1, "Next page →", "next") : ""}
</nav>`;
}

export function renderReportPage(r: Report, scriptNonce: string): string {
  const date = formatDate(r.visit.visitDate);
  const title = `${r.property.name}: site visit report`;
  const sent = sentLine(r.firm.name, r.sent);
  const logo = r.firm.logo?.state === "ready" ? r.firm.logo : null;
  const body = html`<header class="report">
${logo ? html`<img class="logo" src="${new URL(logo.thumb).pathname}" alt="${r.firm.name}">` : ""}
<div class="kicker"><span class="firm">${r.firm.name}</span> · Site visit report</div>
<h1>${r.property.name}</h1>
${r.property.address ? html`<p class="meta muted">${r.property.address}</p>` : ""}
<p class="meta"><b>${r.visit.title}</b>${date ? html` · ${date}` : ""}</p>
${sent ? html`<p class="meta muted" id="sent-by">${sent}</p>` : ""}
</header>
${r.visit.processing ? html`<p class="card muted">This visit's recording is still being processed: more items may appear.</p>` : ""}
${r.visit.summary ? html`<section class="card summary"><h2>Summary</h2><p>${multiline(r.visit.summary)}</p></section>` : ""}
<p class="counts muted">${countLine(r.counts)}</p>
${pageLinks(r)}
${byPriority(r.items).map(
  (g) => html`<section class="group">
<h2 class="${g.key}">${g.label} <span class="badge">${r.counts.byPriority[g.key]}</span></h2>
${g.items.map((i) => renderItem(i, r))}
</section>`,
)}
${pageLinks(r)}
<div class="actions no-print"><a class="btn" href="${new URL(r.reportUrl).pathname}.pdf" download>Download PDF</a> <button class="btn secondary" type="button" id="print">Print</button></div>
<footer class="report muted">${r.expiresAt ? html`This link works until ${formatDate(r.expiresAt)}.` : "Shared with you by link: anyone with the link can view this report."}</footer>`;
  return page({
    title,
    body,
    css: CSS,
    script: `document.getElementById("print").addEventListener("click",function(){window.print()});`,
    scriptNonce,
  });
}
