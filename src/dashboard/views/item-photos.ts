// An action item's photos in the dashboard: its evidence (thumbnails from the renditions, a
// placeholder while they are being made, never the original in the list), adding one from the phone's
// camera or files, removing one after a confirmation, and the item's capture links (the URL as text
// with Copy and Share, and a QR code rendered here as SVG so it needs no script). Each section is a
// function the visit page can embed; itemPhotosPage is the standalone page.
import { html, SafeHtml } from "../../core/html";
import type { ActionItemDto } from "../../action-items/service";
import type { Evidence } from "../../media/schema";
import type { DashboardSession } from "../http";
import { appPage, csrfField } from "./layout";
import { SEND_CSS } from "./send-styles";
import { momentTag } from "./fields";
import { assetUrl } from "../assets";

type EvidenceView = typeof Evidence.static;

export interface CaptureLinkView {
  id: string;
  url: string;
  /** The QR code of `url`: SVG made by the `qrcode` package (path data only). */
  qrSvg: string;
  purpose: "evidence" | "completion_photo";
  expiresAt: string;
  remaining: number;
}

const itemPath = (itemId: string) => `/dashboard/action-items/${encodeURIComponent(itemId)}`;
export const itemPhotosPath = (itemId: string) => `${itemPath(itemId)}/photos`;

function photo(item: ActionItemDto, ev: EvidenceView, n: number) {
  const label = `Evidence photo ${n}`;
  const picture =
    ev.sizes.status === "ready"
      ? html`<a href="${ev.sizes.displayUrl}"><img src="${ev.sizes.thumbnailUrl}" alt="${label}" width="320" height="240" loading="lazy"></a>`
      : ev.sizes.status === "pending"
        ? html`<div class="pending" role="img" aria-label="${label}, being prepared" data-preparing>Preparing preview…</div>`
        : html`<div class="pending" role="img" aria-label="${label}, no preview">No preview. <a href="${ev.url}" download>Download</a></div>`;
  return html`<li data-evidence="${ev.id}">${picture}<a class="remove" href="${itemPath(item.id)}/evidence/${encodeURIComponent(ev.id)}/remove" aria-label="Remove ${label.toLowerCase()}">Remove</a></li>`;
}

/** The evidence photos of an item with the add form; `error` is a refused upload's reason. */
export function evidenceSection(
  s: DashboardSession,
  item: ActionItemDto,
  evidence: EvidenceView[],
  error?: string,
): SafeHtml {
  return html`<section class="card section" aria-labelledby="evidence-h">
<h2 id="evidence-h">Evidence photos</h2>
<div id="photo-list">${evidence.length ? html`<ul class="photos">${evidence.map((ev, i) => photo(item, ev, i + 1))}</ul>` : html`<p class="muted">No photos yet.</p>`}</div>
${error ? html`<p class="error" role="alert" id="photo-error">${error}</p>` : ""}
<form method="post" action="${itemPath(item.id)}/evidence" enctype="multipart/form-data" data-photos>
  ${csrfField(s)}
  <div class="field"><label for="photo">Add photos</label>
  <input type="file" id="photo" name="photo" accept="image/*" capture="environment" required${error ? html` aria-describedby="photo-error"` : ""}></div>
  <button type="submit">Upload photos</button>
  <div class="muted" id="photos-status" role="status" aria-live="polite"></div>
  <p class="muted">Take them with the phone's camera or choose files: JPEG, PNG, WebP or HEIC, at most 15 MiB each.</p>
</form>
</section>`;
}

const PURPOSE_LABEL = {
  evidence: "Evidence photos",
  completion_photo: "Completion photo",
} as const;

function copyControls(id: string, url: string, label: string, shareTitle: string) {
  return html`<label for="${id}">${label}</label>
<div class="link-out"><input id="${id}" type="text" readonly value="${url}">
<button type="button" class="secondary" data-copy="${id}" hidden>Copy</button>
<button type="button" class="secondary" data-share="${id}" data-title="${shareTitle}" hidden>Share</button>
<a href="${url}" target="_blank" rel="noopener noreferrer">Open</a></div>
<p class="muted" id="${id}-status" role="status" aria-live="polite"></p>`;
}

/** Live capture links the photos page shows at most (each draws a QR code): the newest. */
export const CAPTURE_LINKS_SHOWN = 10;

/** The item's live capture links (each with its QR code) and the form that makes a new one. */
export function captureLinksSection(
  s: DashboardSession,
  item: ActionItemDto,
  links: CaptureLinkView[],
  createdId?: string,
): SafeHtml {
  return html`<section class="card section" aria-labelledby="capture-h">
<h2 id="capture-h">Capture links</h2>
<p class="muted">Anyone with the link can add photos to this item from a phone, without signing in, until it expires or its uploads run out.</p>
${createdId ? html`<p class="notice" role="status">New capture link ready.</p>` : ""}
${
  links.length
    ? html`<ul class="links">${links.slice(0, CAPTURE_LINKS_SHOWN).map(
        (l) => html`<li data-capture-link="${l.id}">
${copyControls(`cap-${l.id}`, l.url, `${PURPOSE_LABEL[l.purpose]} link`, `Photos for: ${item.title}`)}
<div class="qr" role="img" aria-label="QR code of this capture link">${new SafeHtml(l.qrSvg)}</div>
<p class="muted">Expires ${momentTag(l.expiresAt)} · ${l.remaining} upload${l.remaining === 1 ? "" : "s"} left</p>
<form method="post" action="${itemPath(item.id)}/capture-links/${encodeURIComponent(l.id)}/revoke">${csrfField(s)}<button type="submit" class="secondary">Revoke this link</button></form>
</li>`,
      )}</ul>${links.length > CAPTURE_LINKS_SHOWN ? html`<p class="muted">Only the ${CAPTURE_LINKS_SHOWN} newest live links are shown; older ones keep working until they expire, run out or are revoked.</p>` : ""}`
    : html`<p class="muted">No working capture link.</p>`
}
<form method="post" action="${itemPath(item.id)}/capture-links">
  ${csrfField(s)}
  <div class="row">
    <div class="field"><label for="purpose">For</label><select id="purpose" name="purpose"><option value="evidence">Evidence photos</option><option value="completion_photo">Completion photo</option></select></div>
    <div class="field"><label for="ttl_hours">Valid for</label><select id="ttl_hours" name="ttl_hours"><option value="1">1 hour</option><option value="24" selected>24 hours</option><option value="72">3 days</option><option value="168">7 days</option></select></div>
    <div class="field"><label for="upload_limit">Uploads</label><select id="upload_limit" name="upload_limit">${[1, 3, 5, 10, 20].map((n) => html`<option value="${n}"${n === 5 ? html` selected` : ""}>${n}</option>`)}</select></div>
  </div>
  <button type="submit">Create capture link</button>
</form>
</section>`;
}

export function itemPhotosPage(
  s: DashboardSession,
  o: {
    item: ActionItemDto;
    evidence: EvidenceView[];
    links: CaptureLinkView[];
    error?: string;
    createdId?: string;
    status?: number;
    /** A capture link brought a photo no one had looked at yet (src/capture/notify.ts). */
    newFromLink?: boolean;
  },
): Response {
  const done = o.item.completionPhotoSizes;
  const content = html`<p><a href="/dashboard/visits/${encodeURIComponent(o.item.siteVisitId)}">Back to the visit</a></p>
<h1>${o.item.title}</h1>
<p class="muted">${o.item.propertyName}${o.item.location ? html` · ${o.item.location}` : ""}</p>
${o.newFromLink ? html`<p class="notice" role="status" id="link-photo">New photo from the link: see below.</p>` : ""}
${o.item.completionPhotoUrl ? html`<section class="card section" aria-labelledby="completion-h"><h2 id="completion-h">Completion photo</h2>${done?.status === "ready" && done.thumbnailUrl ? html`<a href="${done.displayUrl ?? o.item.completionPhotoUrl}"><img src="${done.thumbnailUrl}" alt="Completion photo of ${o.item.title}" width="320" height="240" loading="lazy"></a>` : html`<p class="muted">Preparing preview… <a href="${o.item.completionPhotoUrl}" download>Download</a></p>`}</section>` : ""}
${evidenceSection(s, o.item, o.evidence, o.error)}
${captureLinksSection(s, o.item, o.links, o.createdId)}
<p><a href="${itemPath(o.item.id)}/work-orders">Send to contractor</a></p>`;
  return appPage(s, {
    title: `Photos: ${o.item.title}`,
    section: "action-items",
    back: itemPhotosPath(o.item.id),
    content,
    css: SEND_CSS,
    scripts: [assetUrl("send")],
    status: o.status,
  });
}

/** The confirmation before an evidence photo goes (with its file). */
export function removeEvidencePage(
  s: DashboardSession,
  item: ActionItemDto,
  ev: EvidenceView,
): Response {
  const content = html`<h1>Remove this photo?</h1>
<div class="card">
${ev.sizes.status === "ready" ? html`<img src="${ev.sizes.thumbnailUrl}" alt="The photo to remove" width="320" height="240">` : ""}
<p>The photo is removed from “${item.title}” and its file is deleted. This cannot be undone.</p>
<form method="post" action="${itemPath(item.id)}/evidence/${encodeURIComponent(ev.id)}/remove" class="row">${csrfField(s)}
<button type="submit">Remove photo</button> <a href="${itemPhotosPath(item.id)}">Keep it</a></form>
</div>`;
  return appPage(s, {
    title: "Remove photo",
    section: "action-items",
    back: itemPhotosPath(item.id),
    content,
    css: SEND_CSS,
  });
}
