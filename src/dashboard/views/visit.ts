// The visit page (/dashboard/visits/{id}): title, property, date, status and summary, with a form
// to edit the visit's details (title, date, summary, notes); while DRAFT the
// walkthrough video upload (phone camera or a file, sent resumably over tus by the page's script);
// while PROCESSING the stage, kept current by the script (src/dashboard/client/visit.ts); then the
// review (views/review.ts, with its own script).
import { html, multiline, type SafeHtml } from "../../core/html";
import type { ActionItemDto } from "../../action-items/service";
import type { SiteVisitDto } from "../../site-visits/service";
import type { PlayableVideo } from "../../pipeline/web-video";
import type { DashboardSession } from "../http";
import { appPage, csrfField } from "./layout";
import { assetUrl } from "../assets";
import { REVIEW_CSS, reviewSection, type ReviewSegment } from "./review";
import { dayTag, errorSummary, field } from "./fields";
import { VISIT_STATUS_LABELS } from "../../site-visits/schema";
import { PROCESSING_STAGE_LABELS } from "../../core/processing-stages";
import type { FieldErrors } from "../form";

const CSS = `
.visit-head .facts{font-size:1rem}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin-top:8px}
details{margin-top:8px}
summary{cursor:pointer;font-weight:600;color:#0550ae;min-height:44px;display:flex;align-items:center}
.grid2{display:grid;gap:0 12px;grid-template-columns:1fr 1fr}
button:disabled{opacity:.55;cursor:not-allowed}
progress{width:100%;height:20px}
.upload input[type=file]{font:inherit;width:100%;min-height:44px}
.saved{color:#1a7f37;font-weight:600}
.upload-error{background:#fff1f0;border:1px solid #f3b1aa;border-radius:10px;padding:10px 14px}
a.btn{display:inline-block;text-decoration:none}
`;

export interface VisitView {
  visit: SiteVisitDto;
  items: ActionItemDto[];
  video: PlayableVideo | null;
  /** While PROCESSING: "about 2 min left" (src/pipeline/estimate.ts), null until it is known. */
  estimate: string | null;
  /** ?t= of a "play from here" link followed without the script. */
  startAt: number | null;
  /** A message after a form post (?saved=…). */
  notice: string | null;
  /** The summary is still the extractor's, and its counts follow the items (site-visits/summary.ts). */
  summaryFollows: boolean;
  /** The transcript's lines (empty without one) and its language, for the review. */
  segments: ReviewSegment[];
  language: string;
  /** The manager's choice: the report quotes what was said. */
  includeQuotes: boolean;
  /** ?edit=: the item whose edit form is open (without the page's script). */
  editing: string | null;
  /** Items with a photo from a capture link nobody has looked at yet (src/capture/notify.ts). */
  newFromLink: ReadonlySet<string>;
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
${field({ name: "title", label: DETAILS_LABELS.title!, value: f.title, error: errors.title, required: true })}
${field({ name: "visit_date", label: DETAILS_LABELS.visit_date!, value: f.visit_date, error: errors.visit_date, type: "date", required: true })}
${field({ name: "summary", label: DETAILS_LABELS.summary!, value: f.summary, error: errors.summary, type: "textarea", hint: o.summaryFollows ? "Written from the recording. Until you change it here, its counts and top findings follow your changes to the items; the report's own is written from the checked items only (the send page shows it)." : undefined })}
${field({ name: "notes", label: DETAILS_LABELS.notes!, value: f.notes, error: errors.notes, type: "textarea" })}
<div class="row"><button type="submit">Save details</button></div>
</form></details>`;
}

function uploadSection(s: DashboardSession, v: SiteVisitDto): SafeHtml {
  return html`<section class="card upload" aria-labelledby="upload-h" data-upload="/dashboard/site-visits/${v.id}/video/uploads" data-csrf="${s.csrf}">
<h2 id="upload-h">Walkthrough video (optional)</h2>
${v.processingError ? html`<p class="error" role="alert">The last attempt failed: ${v.processingError}</p>` : ""}
<p class="muted">Record the walkthrough with the phone's camera, or choose a video file, and the items are found in it for you to check. Or add the items yourself below: a visit can be sent without a video. The upload resumes by itself if the connection drops.</p>
<div class="field"><label for="video">Video</label><input type="file" id="video" name="video" accept="video/*" capture="environment"></div>
<div class="row"><button type="button" id="upload-start" disabled>Upload video</button><button type="button" id="upload-cancel" class="secondary" hidden>Cancel upload</button></div>
<div id="upload-progress" hidden><progress id="upload-bar" max="100" value="0" aria-label="Upload progress"></progress></div>
<p id="upload-status" role="status" aria-live="polite"></p>
<p id="upload-error" class="error upload-error" role="alert" hidden></p>
<noscript><p class="error">Uploading needs JavaScript in this browser; integrators can upload with the API.</p></noscript>
</section>`;
}

function processingSection(v: SiteVisitDto, estimate: string | null): SafeHtml {
  return html`<section class="card" aria-labelledby="proc-h" data-status="/dashboard/visits/${v.id}/status">
<h2 id="proc-h">Processing the walkthrough</h2>
<p id="stage" role="status" aria-live="polite">${v.processingStage ? PROCESSING_STAGE_LABELS[v.processingStage].shown : "Waiting to start"}…</p>
<p id="estimate" class="muted">${estimate ?? "Working out how long this takes…"}</p>
<p class="muted">This page updates by itself. <a href="/dashboard/visits/${v.id}">Refresh</a></p>
</section>`;
}

export function visitPage(s: DashboardSession, o: VisitView): Response {
  const v = o.visit;
  // The player and transcript come with the pipeline's result; the items (typed by hand, filed
  // through the API) and the "+ Add item" form are on the page in every status.
  const reviewing = v.status !== "DRAFT" && v.status !== "PROCESSING";
  const src =
    o.video && reviewing
      ? `/media/${o.video.key}${o.startAt !== null ? `#t=${o.startAt}` : ""}`
      : null;
  const head = html`<p class="crumbs"><a href="/dashboard/properties">← Properties</a> · <a href="/dashboard/action-items">Action items</a></p>
<div class="visit-head">
<h1>${v.title}</h1>
<div class="facts"><span>${v.propertyName}</span><span>${dayTag(v.visitDate)}</span><span class="badge" id="visit-status">${VISIT_STATUS_LABELS[v.status]}</span></div>
${v.summary ? html`<p id="visit-summary">${multiline(v.summary)}</p>` : ""}
${detailsForm(s, v, o)}
</div>
${o.notice ? html`<p class="card saved" role="status">${o.notice}</p>` : ""}`;
  // Once there is a review the head goes beside the video (views/review.ts), leaving the items the
  // height of the screen; before it, the upload or the stage follows the head.
  const content = html`${reviewing ? "" : head}
${v.status === "DRAFT" ? uploadSection(s, v) : ""}
${v.status === "PROCESSING" ? processingSection(v, o.estimate) : ""}
${reviewSection(s, {
  visit: v,
  items: o.items,
  videoSrc: src,
  webPlayable: o.video?.webPlayable ?? false,
  portrait: o.video?.portrait === true,
  segments: o.segments,
  language: o.language,
  includeQuotes: o.includeQuotes,
  editing: o.editing,
  newFromLink: o.newFromLink,
  head: reviewing ? head : undefined,
})}`;
  return appPage(s, {
    title: v.title,
    section: "properties",
    back: `/dashboard/visits/${v.id}`,
    content,
    css: CSS + REVIEW_CSS,
    scripts: reviewing ? [assetUrl("review")] : [assetUrl("visit"), assetUrl("review")],
    status: o.details ? 400 : undefined,
  });
}
