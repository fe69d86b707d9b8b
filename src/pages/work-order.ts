// GET /w/<token>: the page a contractor opens from a work order's email, on a phone, with no sign-in
// (docs/api.md, "Work orders"). The job (where, what, by when, what was said in the walkthrough and
// its photos, the few seconds of video around the finding), then two plain forms that work without
// a script: Start (with the day they will come) and Mark done (a note and a photo). Each form
// carries the link's CSRF token.
import { html } from "../core/html";
import { formatDate, formatTimestamp } from "../reports/format";
import { PRIORITY_LABELS, type JobItem } from "../action-items/schema";
import { messagePage, page, pageHeaders } from "./layout";
import { placeLine } from "../properties/place-line";

export interface WorkPageData {
  path: string;
  csrf: string;
  firm: string;
  contractorName: string;
  status: "sent" | "opened" | "started";
  appointmentDate: string | null;
  property: { name: string; address: string | null };
  item: JobItem;
  /** Display-size URLs of the item's photos (the walkthrough's still first). */
  photos: string[];
  /** The walkthrough video and the seconds to play around the finding. */
  video: { src: string; start: number; end: number } | null;
  notice?: string | null;
  error?: string | null;
  status_code?: number;
  maxPhotoMiB: number;
}

const CSS = `
.kicker{text-transform:uppercase;letter-spacing:.06em;font-size:.75rem;font-weight:700;color:#59636e;margin:0}
.facts{display:flex;flex-wrap:wrap;gap:4px 14px;margin:.5em 0 0;padding:0;list-style:none}
.said{border-left:3px solid #8c959f;padding:4px 10px;margin:10px 0 0;color:#424a53}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px;margin-top:10px}
.photos img{width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:8px;background:#eaeef2}
video{width:100%;border-radius:8px;background:#000;margin-top:10px}
label{display:block;font-weight:600;margin:10px 0 4px}
input[type=date],textarea,input[type=file]{font:inherit;width:100%;padding:10px;border:1px solid #8c959f;border-radius:8px;background:#fff}
textarea{min-height:6em}
.btn{margin-top:12px}
.btn.done{background:#1a7f37}
.notice{background:#dafbe1;border:1px solid #1a7f37;border-radius:10px;padding:10px 14px;font-weight:600}
.problem{background:#ffebe9;border:1px solid #cf222e;border-radius:10px;padding:10px 14px;font-weight:600}
.overdue{color:#b42318;font-weight:700}
`;

const day = (d: string) => formatDate(`${d}T12:00:00Z`);

export function workOrderPage(d: WorkPageData): Response {
  const i = d.item;
  const started = d.status === "started";
  const body = html`
${d.notice ? html`<p class="notice" role="status">${d.notice}</p>` : ""}
${d.error ? html`<p class="problem" role="alert">${d.error}</p>` : ""}
<section class="card" aria-labelledby="job-h">
  <p class="kicker">A job from ${d.firm} for ${d.contractorName}</p>
  <h1 id="job-h">${i.title}</h1>
  <p class="muted">${placeLine(d.property.name, d.property.address)}</p>
  <ul class="facts">
    <li><span class="badge ${i.priority}">${PRIORITY_LABELS[i.priority]} priority</span></li>
    ${i.location ? html`<li>Where: <b>${i.location}</b></li>` : ""}
    ${i.dueDate ? html`<li${i.overdue ? html` class="overdue"` : ""}>Due ${day(i.dueDate)}${i.overdue ? " (overdue)" : ""}</li>` : ""}
    ${d.appointmentDate ? html`<li>You said you will come on <b>${day(d.appointmentDate)}</b></li>` : ""}
  </ul>
  ${i.description ? html`<p>${i.description}</p>` : ""}
  ${i.transcriptQuote ? html`<p class="said">${i.timestampSec !== null ? html`At ${formatTimestamp(i.timestampSec)} in the walkthrough: ` : ""}“${i.transcriptQuote}”</p>` : ""}
  ${d.video ? html`<video controls playsinline preload="metadata" src="${d.video.src}#t=${d.video.start},${d.video.end}" aria-label="The walkthrough video where this was found"></video>` : ""}
  ${d.photos.length ? html`<div class="photos">${d.photos.map((p, n) => html`<a href="${p}"><img src="${p}" alt="Photo ${n + 1} of ${i.title}" loading="lazy"></a>`)}</div>` : ""}
</section>
${
  started
    ? ""
    : html`<section class="card" aria-labelledby="start-h">
  <h2 id="start-h">Start the job</h2>
  <form method="post" action="${d.path}/start">
    <input type="hidden" name="_csrf" value="${d.csrf}">
    <label for="appointment_date">When will you come? <span class="muted">(optional)</span></label>
    <input type="date" id="appointment_date" name="appointment_date" min="2000-01-01" max="2100-12-31">
    <button class="btn" type="submit">Start</button>
  </form>
</section>`
}
<section class="card" aria-labelledby="done-h">
  <h2 id="done-h">Mark the job done</h2>
  <form method="post" action="${d.path}/done" enctype="multipart/form-data">
    <input type="hidden" name="_csrf" value="${d.csrf}">
    <label for="note">What did you do? <span class="muted">(optional)</span></label>
    <textarea id="note" name="note" maxlength="5000"></textarea>
    <label for="photo">A photo of the finished work <span class="muted">(optional, at most ${d.maxPhotoMiB} MiB)</span></label>
    <input type="file" id="photo" name="photo" accept="image/*" capture="environment">
    <button class="btn done" type="submit">Mark done</button>
  </form>
</section>`;
  // same-origin, not no-referrer: a form posted under no-referrer carries `Origin: null`, and
  // the posts are checked for our Origin. Nothing leaves for another site either way.
  return new Response(page({ title: `Job: ${i.title}`, body, css: CSS }), {
    status: d.status_code ?? 200,
    headers: pageHeaders({ "referrer-policy": "same-origin" }),
  });
}

export const workOrderInvalidPage = () =>
  messagePage(
    404,
    "This link does not work",
    "The job link is wrong or the job no longer exists. Check that you opened the whole link.",
  );
export const workOrderDonePage = (title: string, on: string | null) =>
  messagePage(
    200,
    "This job is done",
    `“${title}” was marked done${on ? ` on ${formatDate(on)}` : ""}. Thank you: there is nothing more to do on this link.`,
  );
export const workOrderCancelledPage = () =>
  messagePage(
    410,
    "This job was cancelled",
    "The job was cancelled by the person who sent it. The link accepts nothing more.",
  );
export const workOrderExpiredPage = () =>
  messagePage(
    410,
    "This link has expired",
    "Job links work for 90 days. Ask the person who sent it for a new one.",
  );
export const workOrderBusyPage = (wait: number) =>
  new Response(
    page({
      title: "Too many tries",
      body: html`<div class="card"><h1>Too many tries</h1><p class="muted">Wait ${wait} seconds and try again.</p></div>`,
    }),
    { status: 429, headers: pageHeaders({ "retry-after": String(wait) }) },
  );
