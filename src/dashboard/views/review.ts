// The review (the visit page once READY; docs/dashboard.md, "Reviewing a visit"): the video with
// captions from the transcript and the transcript beside it (one line per segment, unsure words
// marked), the items with "3 of 5 checked", Accept / Edit / Dismiss on each, the missed-item form
// at the video's time, the "include what was said" choice, a bar with the one primary action (Send
// report) and the keyboard help. Every control is a plain form or link that works without the
// script; src/dashboard/client/review.ts adds the keys, seeking, in-place saves and Undo.
//
// Built to stay cheap at a thousand items and an hour of transcript: one pass over each list, the
// segment an item links to found by binary search, no per-item script or style.
import { html, type SafeHtml } from "../../core/html";
import type { ActionItemDto } from "../../action-items/service";
import type { SiteVisitDto } from "../../site-visits/service";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  categoryLabel,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  PRIORITIES_BY_URGENCY,
  PRIORITY_LABELS,
} from "../../action-items/schema";
import { splitSentences } from "../../pipeline/extractors/rules/text";
import { QUOTE_GAP } from "../../pipeline/extractors/rules/findings";
import { optionsOf } from "./fields";
import type { DashboardSession } from "../http";
import { csrfField } from "./layout";
import { itemPhotosPath } from "./item-photos";
import { workOrdersPath } from "./work-orders";
import { visitSendPath } from "./visit-send";

export const REVIEW_CSS = `
main{max-width:1440px}
.top .bar,footer{max-width:1440px}
.review{display:grid;gap:12px;grid-template-columns:minmax(0,1fr)}
.side,.stage{display:contents}
.head{order:-1;min-width:0}
.head .crumbs{margin:0 0 4px}
.head h1{margin:0 0 2px}
.head .facts{margin-top:0}
.head #visit-summary{margin:4px 0 0}
.head details{margin-top:2px}
.player{position:sticky;top:0;z-index:2;background:var(--bg);padding:4px 0;order:0}
/* Pinned so the video stays in view over the items. Without one there is nothing to keep in view:
   its note goes with the transcript (after the items on a phone), keeping no room above them. */
.player.novideo{position:static;order:2}
.player video{width:100%;aspect-ratio:16/9;height:auto;max-height:34vh;background:#000;border-radius:10px;display:block}
.review.portrait .player{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;justify-content:center}
.review.portrait .player video{aspect-ratio:auto;width:auto;height:30vh;max-width:100%}
.review.portrait .player .tools{flex-direction:column;align-items:stretch}
.work{order:1;min-width:0}
.transcript{order:2}
.tools{display:flex;flex-wrap:wrap;gap:6px;align-items:center;margin-top:6px}
button.small,a.small,.small>summary{font-size:.875rem;padding:4px 10px;min-height:32px;border-radius:6px}
.work>h2{display:inline-block;margin:0 12px 4px 0;vertical-align:middle}
.items{list-style:none;margin:0;padding:0;display:grid;gap:4px}
.items>li{background:#fff;border:1px solid var(--line);border-left:4px solid #d0d7de;border-radius:8px;padding:6px 10px;min-width:0;scroll-margin-top:calc(var(--player-h,0px) + 12px);scroll-margin-bottom:72px}
.items>li[data-state=suggested]{border-left-color:#bf8700}
.items>li.current{outline:2px solid var(--accent);outline-offset:1px}
.ihead{display:flex;gap:8px;align-items:baseline}
.items h3{font-size:.95rem;margin:0 auto 0 0;overflow-wrap:anywhere}
.state{font-size:.75rem;font-weight:700;border-radius:999px;padding:0 8px;white-space:nowrap}
.state.suggested{background:#fff8c5;color:#6b4c00}
.state.confirmed{background:#dafbe1;color:#116329}
.state.linkphoto{background:#ddf4ff;color:#0550ae;text-decoration:none}
.items .facts{margin:0 10px 0 0;font-size:.8rem;display:inline-flex;flex-wrap:wrap;gap:2px 10px;vertical-align:baseline}
.items p{margin:.15em 0 0;overflow-wrap:anywhere;font-size:.9rem}
.items .desc{white-space:pre-line}
.items>li:not(.current) .desc{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.items .note{color:#6b4c00}
.items .why{font-size:.8rem;color:#555;margin:0}
.items .why:not([hidden]){display:inline}
.items blockquote{margin:.15em 0 0;padding-left:8px;border-left:3px solid var(--line);color:var(--muted);font-size:.9rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.items>li.current blockquote{white-space:normal;overflow-wrap:anywhere}
.items .said{margin:.15em 0 0;padding-left:8px;border-left:3px solid var(--line);color:var(--muted);font-size:.9rem}
.items>li:not(.current) .said{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.items>li:not(.current) .said :is(p,ol,li){display:inline;margin:0;padding:0}
.items>li:not(.current) .said li::before{content:" "}
.items .said ol{margin:0;padding-left:1.2em}
.items .thumb{float:right;margin:0 0 4px 8px;width:64px;height:48px;object-fit:cover;border-radius:4px;border:1px solid var(--line)}
.actions{display:flex;flex-wrap:wrap;gap:4px 6px;align-items:center;margin-top:4px}
@media (pointer:fine){.items .actions .small{min-height:28px;padding:2px 10px}.head summary{min-height:32px}}
.actions form{margin:0}
.actions details{margin:0}
.actions details[open]{flex-basis:100%}
.actions .edit-link{display:inline-flex;align-items:center;text-decoration:none;border:1px solid var(--line);background:#fff;color:#0550ae;font-weight:600}
.actions summary{list-style:none;display:inline-flex;align-items:center;cursor:pointer;border:1px solid var(--line);background:#fff;color:#0550ae;font-weight:600}
.actions summary::-webkit-details-marker{display:none}
.actions details[open] summary{margin-bottom:8px}
.actions button{background:#fff;color:#0550ae;border-color:var(--line)}
.actions .accept button{color:#116329;border-color:#1a7f37}
.actions button.danger{color:#b42318}
.progress p{margin:0}
#quotes{margin:0 0 6px;gap:8px}
#quotes label{font-weight:400;margin:0}
.progress{display:inline-flex;flex-wrap:wrap;gap:6px 12px;align-items:center;margin:0 0 4px;vertical-align:middle}
.transcript ol{list-style:none;margin:0;padding:0;font-size:.9rem}
.transcript li{display:flex;gap:8px;padding:2px 4px;border-radius:4px}
.transcript li.playing{background:#ddf4ff}
.transcript li:target{background:#fff8c5}
.transcript a,.transcript .n{flex:none;font-variant-numeric:tabular-nums;min-width:3.2em}
.transcript .n{color:var(--muted)}
mark.unsure{background:none;text-decoration:underline wavy #bf8700;text-underline-offset:3px;color:inherit}
/* One line, whatever it says: a bar that wrapped (the Undo on a phone) grew over the page. */
.sendbar{position:sticky;bottom:0;z-index:3;background:#fff;border-top:1px solid var(--line);display:flex;gap:8px 16px;align-items:center;justify-content:flex-end;padding:8px 12px;margin:16px -12px -32px}
.sendbar .count{margin-right:auto;font-weight:600;white-space:nowrap}
.sendbar .btn{flex:none}
@media (max-width:759px){.sendbar:has(.toast:not([hidden])) .count{display:none}}
@media (hover:none) and (pointer:coarse){#help-open,.progress kbd{display:none!important}}
#help{position:fixed;inset:0;background:rgba(31,35,40,.5);display:flex;align-items:center;justify-content:center;z-index:10}
#help[hidden]{display:none}
#help .card{max-width:420px;width:calc(100% - 24px)}
#help dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 12px}
#help dt{font-family:ui-monospace,monospace;font-weight:700}
#help dd{margin:0}
kbd{font-family:ui-monospace,monospace;font-size:.8em;border:1px solid var(--line);border-radius:4px;padding:0 4px;background:#f6f8fa}
.toast{background:#1f2328;color:#fff;border-radius:8px;padding:4px 10px;display:flex;gap:10px;align-items:center;min-width:0;font-size:.9rem}
.toast span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.toast[hidden]{display:none}
.toast button{flex:none;background:none;border:1px solid #fff;min-height:32px;padding:2px 10px}
@media (min-width:1000px){
  .review{grid-template-columns:minmax(0,11fr) minmax(0,10fr);align-items:start}
  .review.unstaged{grid-template-columns:minmax(0,1fr);max-width:880px}
  .side{display:flex;flex-direction:column;gap:8px;position:sticky;top:8px;max-height:calc(100vh - 80px);min-width:0}
  .side:has(.head details[open]){position:static;max-height:none}
  .stage{display:flex;flex-direction:column;gap:8px;flex:1;min-height:0}
  .player{position:static;padding:0}
  .player video{max-height:48vh}
  .transcript{flex:1;min-height:0;overflow:auto;background:#fff;border:1px solid var(--line);border-radius:8px;padding:6px 8px}
  .transcript h2{font-size:1rem;margin:0 0 4px}
  .review.portrait .side{display:grid;grid-template-columns:auto minmax(0,1fr);grid-template-rows:auto minmax(0,1fr);gap:8px 12px}
  .review.portrait .stage{display:contents}
  .review.portrait .head{grid-column:2;grid-row:1}
  .review.portrait .player{grid-column:1;grid-row:1/3;display:block}
  .review.portrait .player .tools{flex-direction:row}
  .review.portrait .transcript{grid-column:2;grid-row:2}
  .review.portrait .player video{height:calc(100vh - 230px);max-height:none}
}
`;

/** Seconds as m:ss (h:mm:ss from an hour). */
export function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return s >= 3600 ? `${Math.floor(s / 3600)}:${String(mm).padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

export interface ReviewSegment {
  start: number;
  end: number;
  text: string;
  unclear?: string[];
}

export interface ReviewView {
  visit: SiteVisitDto;
  items: ActionItemDto[];
  /** The player's source (a same-site path), or null when the visit has no video. */
  videoSrc: string | null;
  webPlayable: boolean;
  /**
   * The video plays taller than wide (the pipeline's probe): the portrait box is drawn from the
   * first paint, with script off too; the page's script still follows the video itself.
   */
  portrait?: boolean;
  segments: ReviewSegment[];
  language: string;
  includeQuotes: boolean;
  /** ?edit=: the item whose edit form the page opens (the form without the script). */
  editing: string | null;
  /** Items with a photo from a capture link nobody has looked at yet: "New photo from the link". */
  newFromLink?: ReadonlySet<string>;
  /** The visit's head (title, facts, summary, details form): beside the video when there is one. */
  head?: SafeHtml;
}

const visitPath = (id: string) => `/dashboard/visits/${encodeURIComponent(id)}`;
export const captionsPath = (id: string) => `${visitPath(id)}/captions.vtt`;
/** A /media URL as a path: the page loads it from wherever the page itself came from (CSP 'self'). */
const sameSitePath = (url: string) => new URL(url).pathname;

/** The index of the segment playing at `t` (the last one starting at or before it), or -1. */
function segmentAt(segments: ReviewSegment[], t: number): number {
  let lo = 0;
  let hi = segments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (segments[mid]!.start <= t + 0.05) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * The line an item was heard on: the one playing at its time or, among lines that start at that same
 * time (a transcript uploaded without times starts every line at 0), the one holding its quote.
 */
function lineOf(segments: ReviewSegment[], t: number, quote: string | null): number {
  const n = segmentAt(segments, t);
  if (n < 0 || !quote) return n;
  const words = quote.slice(0, 40);
  const start = segments[n]!.start;
  for (let k = n; k >= 0 && k > n - 500 && segments[k]!.start === start; k--)
    if (segments[k]!.text.includes(words)) return k;
  return n;
}

/** How far past an item's first line a later sentence of it is looked for in the transcript. */
const SAID_SEARCH = 600;

/**
 * The sentences an item was made from (its quote: docs/dashboard.md, "Reviewing a visit"), each
 * with the transcript line it was said on when found at or after the item's own.
 */
function saidLines(segments: ReviewSegment[], from: number, quote: string) {
  const sentences = quote.split(QUOTE_GAP).flatMap((part) => [...splitSentences(part)]);
  let k = Math.max(0, from);
  return sentences.map((text) => {
    const words = text.slice(0, 40);
    for (let j = k; j >= 0 && j < segments.length && j < k + SAID_SEARCH; j++)
      if (segments[j]!.text.includes(words)) {
        k = j;
        return { text, seg: j };
      }
    return { text, seg: -1 };
  });
}

/**
 * The link from a quote to its transcript line, named by the line's time (it plays the video from
 * there). Without a video there is nothing to play, and a time would mean nothing (0:00 for every
 * line of a transcript uploaded without times): it is named by the line's number, as the transcript
 * numbers them then.
 */
function lineLink(o: ReviewView, seg: number): SafeHtml | "" {
  if (seg < 0) return "";
  const name = o.videoSrc ? clock(o.segments[seg]!.start) : String(seg + 1);
  return html`<a href="#seg-${seg}" class="line" data-seg="${seg}">Line ${name}</a> `;
}

function saidList(o: ReviewView, from: number, quote: string): SafeHtml {
  return html`<div class="said"><p>From what was said</p><ol>${saidLines(o.segments, from, quote).map((l) => html`<li>${lineLink(o, l.seg)}“${l.text}”</li>`)}</ol></div>`;
}

/** A segment's text with the words the recogniser was unsure of marked. */
function lineText(seg: ReviewSegment): SafeHtml | string {
  if (!seg.unclear?.length) return seg.text;
  const unsure = new Set(seg.unclear.map((w) => w.toLowerCase()));
  return html`${seg.text.split(/(\s+)/).map((w) => {
    const bare = w.toLowerCase().replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "");
    return bare && unsure.has(bare)
      ? html`<mark class="unsure" title="The recogniser was unsure of this word">${w}</mark>`
      : w;
  })}`;
}

function transcriptSection(o: ReviewView): SafeHtml {
  // A line's time plays the video from there; a transcript uploaded without a video has nothing
  // to play, so its lines are numbered instead (the quotes' links name them so).
  const seekable = o.videoSrc !== null;
  return html`<section class="transcript" aria-labelledby="tr-h"><h2 id="tr-h">Transcript</h2>
${
  o.segments.length
    ? html`<p class="muted" id="tr-help" hidden>${seekable ? "Select a time to play from there. " : ""}<mark class="unsure">Underlined</mark> words were hard to hear.</p><ol id="transcript" aria-describedby="tr-help">${o.segments.map(
        (s, n) =>
          html`<li id="seg-${n}" data-t="${s.start}">${seekable ? html`<a href="?t=${s.start}#player">${clock(s.start)}</a>` : html`<span class="n">${n + 1}</span>`}<span>${lineText(s)}</span></li>`,
      )}</ol>`
    : html`<p class="muted">This visit has no transcript.</p>`
}</section>`;
}

/** The category picker: the pipeline's categories by label, keeping any other value already set. */
function categoryPicker(id: string, current: string | null): SafeHtml {
  const other = current && !(CATEGORIES as readonly string[]).includes(current) ? current : null;
  return html`<div class="field"><label for="${id}">Category</label><select id="${id}" name="category"><option value=""${current ? "" : html` selected`}>None</option>${other ? html`<option value="${other}" selected>${other}</option>` : ""}${optionsOf(CATEGORIES, CATEGORY_LABELS, current ?? "")}</select></div>`;
}

// No maxlength (src/dashboard/views/fields.ts says why): the server checks lengths in characters.
function textField(id: string, name: string, label: string, value: string | null) {
  return html`<div class="field"><label for="${id}">${label}</label><input type="text" id="${id}" name="${name}" value="${value ?? ""}"${name === "title" ? html` required` : ""}></div>`;
}

/**
 * An item's edit form, open. With `i` null it is the page's one template (ids `f-tpl-…`, no values):
 * the script copies it into the card being edited and fills it from the card, so a page of a
 * thousand items does not carry a thousand forms. Without the script, Edit is a link that renders
 * the page with that item's own form (`?edit=`).
 */
function editForm(s: DashboardSession, base: string, i: ActionItemDto | null): SafeHtml {
  const p = `f-${i?.id ?? "tpl"}`;
  return html`<details class="small" open><summary>Edit</summary>
<form method="post" action="${base}" class="edit" aria-label="Edit ${i?.title ?? "the item"}">${csrfField(s)}
${textField(`${p}-title`, "title", "Title", i?.title ?? null)}
<div class="field"><label for="${p}-description">Description</label><textarea id="${p}-description" name="description" rows="3">${i?.description ?? ""}</textarea></div>
<div class="grid2">
<div class="field"><label for="${p}-priority">Priority</label><select id="${p}-priority" name="priority">${optionsOf(PRIORITIES_BY_URGENCY, PRIORITY_LABELS, i?.priority)}</select></div>
<div class="field"><label for="${p}-status">Status</label><select id="${p}-status" name="status">${optionsOf(ITEM_STATUSES, ITEM_STATUS_LABELS, i?.status)}</select></div>
</div>
<div class="grid2">${textField(`${p}-location`, "location", "Location", i?.location ?? null)}${categoryPicker(`${p}-category`, i?.category ?? null)}</div>
${textField(`${p}-assignee`, "assignee", "Assignee", i?.assignee ?? null)}
<div class="row"><button type="submit">Save</button><span class="saved" role="status" aria-live="polite"></span></div>
</form></details>`;
}

/** The facts line of a card (the script rebuilds it from the same fields after a save). */
function facts(i: ActionItemDto): SafeHtml {
  return html`<span class="badge ${i.priority}">${PRIORITY_LABELS[i.priority]}</span><span>${ITEM_STATUS_LABELS[i.status]}</span>${i.location ? html`<span>${i.location}</span>` : ""}${i.category ? html`<span>${categoryLabel(i.category)}</span>` : ""}${i.assignee ? html`<span>${i.assignee}</span>` : ""}`;
}

/** One item's card, as the list draws it (also the answer to an item added by the page's script). */
export function itemCard(s: DashboardSession, o: ReviewView, i: ActionItemDto): SafeHtml {
  const v = o.visit;
  const base = `${visitPath(v.id)}/items/${i.id}`;
  const suggested = i.review.state === "suggested";
  const seg = i.timestampSec === null ? -1 : lineOf(o.segments, i.timestampSec, i.transcriptQuote);
  const at = i.timestampSec;
  return html`<li id="item-${i.id}" data-state="${i.review.state}" data-priority="${i.priority}" data-status="${i.status}"${i.location ? html` data-location="${i.location}"` : ""}${i.category ? html` data-category="${i.category}"` : ""}${i.assignee ? html` data-assignee="${i.assignee}"` : ""}${at !== null ? html` data-t="${at}"` : ""}${seg >= 0 ? html` data-seg="${seg}"` : ""} tabindex="-1" aria-labelledby="t-${i.id}">
${i.evidenceImages[0] ? html`<img class="thumb" src="${sameSitePath(i.evidenceImages[0].thumbnailUrl ?? i.evidenceImages[0].url)}" alt="Photo of ${i.title}" loading="lazy" width="64" height="48">` : ""}
<div class="ihead"><h3 id="t-${i.id}">${i.title}</h3>${o.newFromLink?.has(i.id) ? html`<a class="state linkphoto" href="${itemPhotosPath(i.id)}">New photo from the link</a>` : ""}<span class="state ${i.review.state}">${suggested ? "Suggested" : "Checked"}</span></div>
<div class="facts">${facts(i)}${at !== null && o.videoSrc ? html`<a class="seek" href="${visitPath(v.id)}?t=${at}#player" data-t="${at}" title="Play from here">▶ ${clock(at)}</a>` : ""}</div>
<p class="why"${i.priorityReason ? "" : html` hidden`}>Why: <span>${i.priorityReason ?? ""}</span></p>
<p class="desc"${i.description ? "" : html` hidden`}>${i.description ?? ""}</p>
${i.review.note ? html`<p class="note"><strong>For you:</strong> ${i.review.note}</p>` : ""}
${i.transcriptQuote && [...splitSentences(i.transcriptQuote)].length > 1 ? saidList(o, seg, i.transcriptQuote) : i.transcriptQuote ? html`<blockquote>${lineLink(o, seg)}“${i.transcriptQuote}”</blockquote>` : ""}
<div class="actions">
${suggested ? html`<form method="post" action="${base}/confirm" class="accept">${csrfField(s)}<button type="submit" class="small">Accept</button></form>` : ""}
${o.editing === i.id ? editForm(s, base, i) : html`<a class="small edit-link" href="${visitPath(v.id)}?edit=${i.id}#item-${i.id}">Edit</a>`}
<form method="post" action="${base}/delete" class="dismiss">${csrfField(s)}<button type="submit" class="small danger" aria-label="Dismiss ${i.title}">Dismiss</button></form>
<a class="small" href="${itemPhotosPath(i.id)}">Photos</a>
<a class="small" href="${workOrdersPath(i.id)}">Send to contractor</a>
</div>
</li>`;
}

function addForm(s: DashboardSession, o: ReviewView): SafeHtml {
  const v = o.visit;
  const hasVideo = o.videoSrc !== null;
  return html`<section class="card" aria-labelledby="add-h">
<h2 id="add-h">${hasVideo ? "Add a missed item" : "+ Add item"}</h2>
<form method="post" action="${visitPath(v.id)}/items" id="add-item">${csrfField(s)}
${textField("add-title", "title", "Title", null)}
<div class="grid2">
<div class="field"><label for="add-priority">Priority</label><select id="add-priority" name="priority">${optionsOf(PRIORITIES_BY_URGENCY, PRIORITY_LABELS, "MEDIUM")}</select></div>
${hasVideo ? html`<div class="field"><label for="add-at">At (m:ss into the video)</label><input type="text" id="add-at" name="at" inputmode="numeric" pattern="\\d{1,3}(:[0-5]\\d){0,2}" placeholder="0:45" aria-describedby="add-at-help"></div>` : ""}
</div>
<div class="grid2">${textField("add-location", "location", "Location", null)}${categoryPicker("add-category", null)}</div>
<div class="field"><label for="add-description">Description</label><textarea id="add-description" name="description" rows="2"></textarea></div>
${hasVideo ? html`<p class="muted" id="add-at-help">The frame at that time becomes the item's photo. Pause the video where you saw it: the time is filled in.</p>` : ""}
<div class="row"><button type="submit">Add item</button><span class="saved" id="add-status" role="status" aria-live="polite"></span></div>
</form>
</section>`;
}

const KEYS: [string, string][] = [
  ["j / k", "Next / previous item"],
  ["n", "Next unchecked item"],
  ["a", "Accept the item (stays on it: n goes on)"],
  ["e", "Edit the item"],
  ["d", "Dismiss the item and go to the next one (Undo follows)"],
  ["u", "Undo the dismissal"],
  ["p", "Play or pause"],
  ["b", "Back 5 seconds"],
  ["i", "Add an item at the video's time"],
  ["?", "Show this help"],
];

function helpDialog(): SafeHtml {
  return html`<div id="help" hidden><div class="card" role="dialog" aria-modal="true" aria-labelledby="help-h">
<h2 id="help-h">Keyboard shortcuts</h2>
<dl>${KEYS.map(([k, what]) => html`<dt>${k}</dt><dd>${what}</dd>`)}</dl>
<button type="button" id="help-close">Close</button>
</div></div>`;
}

/** "3 of 5 checked", as the page and the bar say it. */
const checkedLine = (checked: number, total: number) =>
  html`<span data-checked>${checked}</span> of <span data-total>${total}</span> checked`;

export function reviewSection(s: DashboardSession, o: ReviewView): SafeHtml {
  const v = o.visit;
  const checked = o.items.filter((i) => i.review.state === "confirmed").length;
  const firstUnchecked = o.items.find((i) => i.review.state === "suggested");
  const lang = o.language || "en";
  // Without a video or transcript (a visit done with a notebook and a phone) there is no stage:
  // the items take the page, and the quotes choice is shown only when some item has a quote.
  const staged = o.videoSrc !== null || o.segments.length > 0;
  const quoted = staged || o.items.some((i) => i.transcriptQuote);
  const shape = staged ? (o.videoSrc && o.portrait ? " portrait" : "") : " unstaged";
  return html`<div class="review${shape}" id="review" data-visit="${v.id}">
${o.head && !staged ? html`<div class="head">${o.head}</div>` : ""}
${
  staged
    ? html`<div class="side">${o.head ? html`<div class="head">${o.head}</div>` : ""}<div class="stage">
<div class="player${o.videoSrc ? "" : " novideo"}" id="player">${
        o.videoSrc
          ? html`<video id="video" controls playsinline preload="metadata" src="${o.videoSrc}" aria-label="Walkthrough video">${o.segments.length ? html`<track kind="captions" src="${captionsPath(v.id)}" srclang="${lang}" label="Transcript" default>` : ""}</video>${o.webPlayable ? "" : html`<p class="muted">A copy that plays in every browser is still being made.</p>`}
<div class="tools"><button type="button" class="small secondary" id="add-here" hidden>+ Add item at <span id="add-here-time">0:00</span></button><button type="button" class="small secondary" id="help-open" aria-haspopup="dialog" hidden>Shortcuts <kbd>?</kbd></button></div>`
          : html`<p class="card muted">This visit has no video.</p>`
      }</div>
${transcriptSection(o)}
</div></div>`
    : ""
}
<div class="work">
<h2>Action items (<span data-total>${o.items.length}</span>)</h2>
<div class="progress"><p role="status" id="checked"><strong>${checkedLine(checked, o.items.length)}</strong></p>${firstUnchecked ? html`<a href="#item-${firstUnchecked.id}" id="next-unchecked">Next unchecked <kbd>n</kbd></a>` : ""}</div>
${quoted ? html`<form method="post" action="${visitPath(v.id)}/quotes" class="row" id="quotes">${csrfField(s)}<input type="hidden" name="include" value="0"><label><input type="checkbox" name="include" value="1"${o.includeQuotes ? html` checked` : ""}> Include what was said in the report and email</label><button type="submit" class="small secondary">Save</button><span class="saved" role="status" aria-live="polite"></span></form>` : ""}
${o.items.length ? html`<ul class="items" aria-label="Action items">${o.items.map((i) => itemCard(s, o, i))}</ul>` : html`<p class="card" role="status" id="no-items">No action items yet.</p>`}
${addForm(s, o)}
</div>
</div>
<div class="sendbar"><span class="count">${checkedLine(checked, o.items.length)}</span><div class="toast" id="toast" role="status" aria-live="polite" hidden><span id="toast-text"></span><button type="button" id="toast-undo">Undo</button></div><a class="btn" href="${visitSendPath(v.id)}">Send report</a></div>
${helpDialog()}
<template id="edit-template">${editForm(s, "", null)}</template>`;
}
