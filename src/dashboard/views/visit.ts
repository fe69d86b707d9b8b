// The visit page (/dashboard/visits/{id}): title, property, date, status and summary, with a form
// to edit the visit's details (title, date, summary, notes); while DRAFT the
// walkthrough video upload (phone camera or a file, sent resumably over tus by the page's script);
// while PROCESSING the stage, kept current by the script; then the review: the video beside its items
// (stacked on a phone), each item with "play from here", an in-place edit form, a delete that asks
// first, and a form to add a missed item at the video's current time. Every form is a plain POST
// that works without the script; the script (src/dashboard/client/visit.ts) only enhances them.
import { html, multiline, type SafeHtml } from "../../core/html";
import type { ActionItemDto } from "../../action-items/service";
import type { SiteVisitDto } from "../../site-visits/service";
import type { PlayableVideo } from "../../pipeline/web-video";
import type { DashboardSession } from "../http";
import { appPage, csrfField } from "./layout";
import { assetUrl } from "../assets";
import { visitSendPath } from "./visit-send";
import { itemPhotosPath } from "./item-photos";
import { errorSummary, field, optionsOf } from "./fields";
import {
  categoryLabel,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  PRIORITIES_BY_URGENCY,
  PRIORITY_LABELS,
} from "../../action-items/schema";
import { VISIT_STATUS_LABELS } from "../../site-visits/schema";
import { PROCESSING_STAGE_LABELS } from "../../core/processing-stages";
import type { FieldErrors } from "../form";

const CSS = `
.visit-head .facts{font-size:1rem}
.review{display:grid;gap:16px;grid-template-columns:1fr}
.player video{width:100%;max-height:40vh;background:#000;border-radius:10px;display:block}
.player{position:sticky;top:0;z-index:1;background:var(--bg);padding:4px 0}
.items{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.items>li{background:#fff;border:1px solid var(--line);border-radius:10px;padding:12px 14px;min-width:0}
.items>li.current{border-color:var(--accent);box-shadow:0 0 0 2px var(--accent)}
.items h3{font-size:1.05rem;margin:0;overflow-wrap:anywhere}
.items p{margin:.3em 0 0;overflow-wrap:anywhere}
.items .desc{white-space:pre-line}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:8px}
.evidence{display:flex;gap:6px;flex-wrap:wrap;margin-top:8px}
.evidence img{width:96px;height:72px;object-fit:cover;border-radius:6px;border:1px solid var(--line)}
details{margin-top:8px}
summary{cursor:pointer;font-weight:600;color:#0550ae;min-height:44px;display:flex;align-items:center}
.grid2{display:grid;gap:0 12px;grid-template-columns:1fr 1fr}
input[type=number]{font:inherit;width:100%;padding:10px 12px;min-height:44px;border:1px solid #8c959f;border-radius:8px}
button.danger{background:#b42318;border-color:#b42318}
button:disabled{opacity:.55;cursor:not-allowed}
progress{width:100%;height:20px}
.upload input[type=file]{font:inherit;width:100%;min-height:44px}
.saved{color:#1a7f37;font-weight:600}
a.btn{display:inline-block;text-decoration:none}
@media (min-width:900px){.review{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start}.player{top:12px}.player video{max-height:75vh}}
`;

export interface VisitView {
  visit: SiteVisitDto;
  items: ActionItemDto[];
  video: PlayableVideo | null;
  /** ?t= of a "play from here" link followed without the script. */
  startAt: number | null;
  /** A message after a form post (?saved=…). */
  notice: string | null;
  /** The summary is still the extractor's, and its counts follow the items (site-visits/summary.ts). */
  summaryFollows: boolean;
  /** A refused details form: what was typed and what is wrong (the form opens with them). */
  details?: { values: VisitDetails; errors: FieldErrors };
}

/** The visit details form's fields, as typed. */
export interface VisitDetails {
  title: string;
  visit_date: string;
  summary: string;
  notes: string;
}

export const DETAILS_LABELS: Record<string, string> = {
  title: "Visit title",
  visit_date: "Visit date",
  summary: "Summary",
  notes: "Notes",
};

function detailsForm(s: DashboardSession, v: SiteVisitDto, o: VisitView): SafeHtml {
  const refused = o.details;
  const f: VisitDetails = refused?.values ?? {
    title: v.title,
    visit_date: v.visitDate.slice(0, 10),
    summary: v.summary ?? "",
    notes: v.notes ?? "",
  };
  const errors = refused?.errors ?? {};
  return html`<details class="details"${refused ? html` open` : ""}><summary>Edit visit details</summary>
<form method="post" action="/dashboard/visits/${v.id}" aria-label="Edit visit details">${csrfField(s)}
${errorSummary(errors, DETAILS_LABELS)}
${field({ name: "title", label: DETAILS_LABELS.title!, value: f.title, error: errors.title, maxlength: 200, required: true })}
${field({ name: "visit_date", label: DETAILS_LABELS.visit_date!, value: f.visit_date, error: errors.visit_date, type: "date", required: true })}
${field({ name: "summary", label: DETAILS_LABELS.summary!, value: f.summary, error: errors.summary, type: "textarea", hint: o.summaryFollows ? "Written from the recording. Until you change it here, its counts and top findings follow your changes to the items." : undefined })}
${field({ name: "notes", label: DETAILS_LABELS.notes!, value: f.notes, error: errors.notes, type: "textarea" })}
<div class="row"><button type="submit">Save details</button></div>
</form></details>`;
}

const date = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** A /media URL as a path: the page loads it from wherever the page itself came from (CSP 'self'). */
const sameSitePath = (url: string) => new URL(url).pathname;

export function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function textField(
  id: string,
  name: string,
  label: string,
  value: string | null,
  max: number,
  required = false,
) {
  return html`<div class="field"><label for="${id}">${label}</label><input type="text" id="${id}" name="${name}" value="${value ?? ""}" maxlength="${max}"${required ? html` required` : ""}></div>`;
}

function uploadSection(s: DashboardSession, v: SiteVisitDto): SafeHtml {
  return html`<section class="card upload" aria-labelledby="upload-h" data-upload="/dashboard/site-visits/${v.id}/video/uploads" data-csrf="${s.csrf}">
<h2 id="upload-h">Walkthrough video</h2>
${v.processingError ? html`<p class="error" role="alert">The last attempt failed: ${v.processingError}</p>` : ""}
<p class="muted">Record the walkthrough with the phone's camera, or choose a video file. The upload resumes by itself if the connection drops.</p>
<div class="field"><label for="video">Video</label><input type="file" id="video" name="video" accept="video/*" capture="environment"></div>
<div class="row"><button type="button" id="upload-start" disabled>Upload video</button></div>
<div id="upload-progress" hidden><progress id="upload-bar" max="100" value="0" aria-label="Upload progress"></progress></div>
<p id="upload-status" role="status" aria-live="polite"></p>
<noscript><p class="error">Uploading needs JavaScript in this browser; integrators can upload with the API.</p></noscript>
</section>`;
}

function processingSection(v: SiteVisitDto): SafeHtml {
  return html`<section class="card" aria-labelledby="proc-h" data-status="/dashboard/visits/${v.id}/status">
<h2 id="proc-h">Processing the walkthrough</h2>
<p id="stage" role="status" aria-live="polite">${v.processingStage ? PROCESSING_STAGE_LABELS[v.processingStage].shown : "Waiting to start"}…</p>
<p class="muted">This page updates by itself. <a href="/dashboard/visits/${v.id}">Refresh</a></p>
</section>`;
}

function itemCard(
  s: DashboardSession,
  v: SiteVisitDto,
  i: ActionItemDto,
  hasVideo: boolean,
): SafeHtml {
  const base = `/dashboard/visits/${v.id}/items/${i.id}`;
  const p = `f-${i.id}`;
  return html`<li id="item-${i.id}"${i.timestampSec !== null ? html` data-t="${i.timestampSec}"` : ""}>
<h3>${i.title}</h3>
<div class="facts"><span class="badge ${i.priority}">${PRIORITY_LABELS[i.priority]}</span><span>${ITEM_STATUS_LABELS[i.status]}</span>${i.location ? html`<span>${i.location}</span>` : ""}${i.category ? html`<span>${categoryLabel(i.category)}</span>` : ""}${i.assignee ? html`<span>${i.assignee}</span>` : ""}</div>
<p class="desc"${i.description ? "" : html` hidden`}>${i.description ?? ""}</p>
${i.evidenceImages.length ? html`<div class="evidence">${i.evidenceImages.map((e, n) => html`<img src="${sameSitePath(e.thumbnailUrl ?? e.url)}" alt="Evidence photo ${n + 1} of ${i.title}" loading="lazy">`)}</div>` : ""}
<div class="row">${hasVideo && i.timestampSec !== null ? html`<a class="btn seek" href="/dashboard/visits/${v.id}?t=${i.timestampSec}#player" data-t="${i.timestampSec}">Play from ${clock(i.timestampSec)}</a>` : ""}<a href="${itemPhotosPath(i.id)}">Photos and capture links</a></div>
<details><summary>Edit</summary>
<form method="post" action="${base}" class="edit" aria-label="Edit ${i.title}">${csrfField(s)}
${textField(`${p}-title`, "title", "Title", i.title, 200, true)}
<div class="field"><label for="${p}-description">Description</label><textarea id="${p}-description" name="description" rows="3" maxlength="5000">${i.description ?? ""}</textarea></div>
<div class="grid2">
<div class="field"><label for="${p}-priority">Priority</label><select id="${p}-priority" name="priority">${optionsOf(PRIORITIES_BY_URGENCY, PRIORITY_LABELS, i.priority)}</select></div>
<div class="field"><label for="${p}-status">Status</label><select id="${p}-status" name="status">${optionsOf(ITEM_STATUSES, ITEM_STATUS_LABELS, i.status)}</select></div>
</div>
${textField(`${p}-location`, "location", "Location", i.location, 200)}
${textField(`${p}-category`, "category", "Category", i.category, 100)}
${textField(`${p}-assignee`, "assignee", "Assignee", i.assignee, 100)}
<div class="row"><button type="submit">Save</button><span class="saved" role="status" aria-live="polite"></span></div>
</form></details>
<details><summary>Delete…</summary>
<form method="post" action="${base}/delete" class="delete">${csrfField(s)}
<p>Delete “${i.title}” and its photos for good?</p>
<button type="submit" class="danger">Delete this item</button>
</form></details>
</li>`;
}

function addForm(s: DashboardSession, v: SiteVisitDto, hasVideo: boolean): SafeHtml {
  return html`<section class="card" aria-labelledby="add-h">
<h2 id="add-h">Add a missed item</h2>
<form method="post" action="/dashboard/visits/${v.id}/items" id="add-item">${csrfField(s)}
${textField("add-title", "title", "Title", null, 200, true)}
<div class="grid2">
<div class="field"><label for="add-priority">Priority</label><select id="add-priority" name="priority">${optionsOf(PRIORITIES_BY_URGENCY, PRIORITY_LABELS, "MEDIUM")}</select></div>
${hasVideo ? html`<div class="field"><label for="add-at">At (seconds into the video)</label><input type="number" id="add-at" name="at" min="0" step="0.1" inputmode="decimal"></div>` : ""}
</div>
${textField("add-location", "location", "Location", null, 200)}
<div class="field"><label for="add-description">Description</label><textarea id="add-description" name="description" rows="2" maxlength="5000"></textarea></div>
${hasVideo ? html`<p class="muted">The frame at that time becomes the item's photo. Pause the video where you saw it: the time is filled in.</p>` : ""}
<button type="submit">Add item</button>
</form>
</section>`;
}

export function visitPage(s: DashboardSession, o: VisitView): Response {
  const v = o.visit;
  const reviewing = v.status !== "DRAFT" && v.status !== "PROCESSING";
  const src = o.video
    ? `/media/${o.video.key}${o.startAt !== null ? `#t=${o.startAt}` : ""}`
    : null;
  const content = html`<p><a href="/dashboard/properties">← Properties</a> · <a href="/dashboard/action-items">Action items</a></p>
<div class="visit-head">
<h1>${v.title}</h1>
<div class="facts"><span>${v.propertyName}</span><span>${date(v.visitDate)}</span><span class="badge" id="visit-status">${VISIT_STATUS_LABELS[v.status]}</span></div>
${v.summary ? html`<p id="visit-summary">${multiline(v.summary)}</p>` : ""}
${detailsForm(s, v, o)}
</div>
${reviewing ? html`<p><a href="${visitSendPath(v.id)}">${v.status === "READY" ? "Mark complete and send the report" : "Send the report and its public link"}</a></p>` : ""}
${o.notice ? html`<p class="card saved" role="status">${o.notice}</p>` : ""}
${v.status === "DRAFT" ? uploadSection(s, v) : ""}
${v.status === "PROCESSING" ? processingSection(v) : ""}
${
  reviewing
    ? html`<div class="review">
<div class="player" id="player">${src ? html`<video id="video" controls playsinline preload="metadata" src="${src}" aria-label="Walkthrough video"></video>${o.video!.webPlayable ? "" : html`<p class="muted">A copy that plays in every browser is still being made.</p>`}` : html`<p class="card muted">This visit has no video.</p>`}</div>
<div>
<h2>Action items (${o.items.length})</h2>
${o.items.length ? html`<ul class="items" aria-label="Action items">${o.items.map((i) => itemCard(s, v, i, src !== null))}</ul>` : html`<p class="card" role="status">No action items yet.</p>`}
${addForm(s, v, src !== null)}
</div>
</div>`
    : ""
}`;
  return appPage(s, {
    title: v.title,
    section: "properties",
    back: `/dashboard/visits/${v.id}`,
    content,
    css: CSS,
    scripts: [assetUrl("visit")],
    status: o.details ? 400 : undefined,
  });
}
