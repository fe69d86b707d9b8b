// The work list (/dashboard/action-items; docs/dashboard.md, "The work list"): the portfolio's
// items in the order they need doing (overdue first, then by due date), filtered by property,
// priority, status, assignee, overdue and due this week (all in the URL, so a filtered list can
// be bookmarked and shared). A dense table at desktop width, a list of cards on a phone (the same
// rows, laid out by CSS). Rows are selected with checkboxes for a bulk change (due date, assignee,
// status), one form post through the same service as PATCH /action-items/{id}. Each row links to
// the item on its visit's page.
import { html, type SafeHtml } from "../../core/html";
import type { DashboardSession } from "../http";
import {
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  PRIORITIES_BY_URGENCY,
  PRIORITY_LABELS,
} from "../../action-items/schema";
import type { WorkListFilters, WorkListRow } from "../../action-items/work-list";
import { appPage, csrfField } from "./layout";
import { dayTag, optionsOf } from "./fields";

export const WORK_LIST_PATH = "/dashboard/action-items";
export const BULK_PATH = "/dashboard/action-items/bulk";

const STATUS_CHOICES = ["open", ...ITEM_STATUSES, "any"] as const;
const STATUS_CHOICE_LABELS: Record<(typeof STATUS_CHOICES)[number], string> = {
  open: "Not done",
  ...ITEM_STATUS_LABELS,
  any: "Any status",
};

const CSS = `
.notice{background:#dafbe1;border:1px solid #4ac26b;border-radius:10px;padding:10px 14px;margin:12px 0}
.filters{display:grid;gap:8px 12px;grid-template-columns:1fr 1fr;align-items:end;margin:0 0 12px}
.filters .field{margin:0;min-width:0}
.filters .property{grid-column:1/-1}
.filters .checks{display:flex;flex-wrap:wrap;gap:4px 16px;grid-column:1/-1}
.filters .checks label{font-weight:400;display:flex;align-items:center;gap:6px;min-height:44px;margin:0}
.filters input[type=checkbox],.work input[type=checkbox]{width:22px;height:22px}
.bulk{border:1px solid var(--line);border-radius:10px;background:#fff;padding:8px 12px 12px;margin:0 0 12px;display:grid;gap:8px 12px;grid-template-columns:1fr}
.bulk legend{font-weight:700;padding:0 4px}
.bulk .hint{grid-column:1/-1;margin:0}
.bulk .one{display:flex;gap:8px;align-items:end}
.bulk .one .field{flex:1;margin:0;min-width:0}
input[type=date]{font:inherit;width:100%;padding:9px 12px;min-height:44px;border:1px solid #8c959f;border-radius:8px;background:#fff;color:var(--fg)}
.work{width:100%;border-collapse:collapse;background:#fff;border:1px solid var(--line);border-radius:10px;font-size:.95rem}
.work th{font-size:.8rem;text-transform:uppercase;letter-spacing:.03em;color:var(--muted);text-align:left;padding:8px;border-bottom:1px solid var(--line);white-space:nowrap}
.work td{padding:6px 8px;border-top:1px solid var(--line);vertical-align:top;overflow-wrap:anywhere}
.work td>.muted{white-space:nowrap}
.work .title a{font-weight:600}
.work .badge{white-space:nowrap}
.work .visit-of{display:block;font-size:.82rem;color:var(--muted)}
.work tr.overdue .due{color:#b42318;font-weight:700}
.late{display:inline-block;font-size:.75rem;font-weight:700;color:#fff;background:#b42318;border-radius:4px;padding:0 5px;margin-left:4px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:759px){
  .work,.work tbody{display:block;border:0;background:none}
  .work thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  .work tr{display:grid;grid-template-columns:auto 1fr;gap:2px 10px;background:#fff;border:1px solid var(--line);border-radius:10px;padding:10px 12px;margin:0 0 10px}
  .work td{display:block;border:0;padding:0;grid-column:2}
  .work td.pick{grid-column:1;grid-row:1 / span 6}
  .work td.title{font-size:1.05rem}
  .work td[data-label]::before{content:attr(data-label) ": ";color:var(--muted);font-size:.85rem}
  .work td.title::before,.work td.prio::before{content:none}
}
@media (min-width:760px){
  .filters{grid-template-columns:repeat(3,minmax(0,1fr)) auto}
  .filters .property select{max-width:40rem}
  .filters .checks{grid-column:auto;flex-wrap:nowrap}
  .bulk{grid-template-columns:repeat(3,minmax(0,1fr))}
}
`;

export interface WorkListView {
  filters: WorkListFilters;
  property?: { id: string; name: string };
  choices: { properties: { id: string; name: string }[]; assignees: string[] };
  rows: WorkListRow[];
  next: string | null;
  back: string;
  /** After a bulk change: how many items it changed. */
  notice?: string | null;
  error?: string | null;
  status?: number;
}

/** The list's URL for these filters (and a cursor): what "Next page" and the back links use. */
export function workListUrl(f: WorkListFilters, after?: string): string {
  const q: Record<string, string> = {
    ...(f.propertyId ? { property: f.propertyId } : {}),
    ...(f.status && f.status !== "open" ? { status: f.status } : {}),
    ...(f.priority ? { priority: f.priority } : {}),
    ...(f.assignee ? { assignee: f.assignee } : {}),
    ...(f.overdue ? { overdue: "1" } : {}),
    ...(f.week ? { week: "1" } : {}),
    ...(after ? { after } : {}),
  };
  const qs = new URLSearchParams(q).toString();
  return qs ? `${WORK_LIST_PATH}?${qs}` : WORK_LIST_PATH;
}

function select(
  name: string,
  label: string,
  options: SafeHtml[] | SafeHtml,
  any: string | null = "Any",
) {
  return html`<div class="field ${name}"><label for="${name}">${label}</label><select id="${name}" name="${name}">
${any ? html`<option value="">${any}</option>` : ""}${options}
</select></div>`;
}

function filtersForm(o: WorkListView) {
  const f = o.filters;
  // Each name in full (the field has a row of its own, and each choice a title for a name longer
  // than that): properties of one building differ at the end of their names, where a select too
  // narrow for them cut them off alike.
  const props = o.choices.properties.map(
    (p) =>
      html`<option value="${p.id}" title="${p.name}"${p.id === f.propertyId ? html` selected` : ""}>${p.name}</option>`,
  );
  // A property filtered on that the bounded list of choices left out is still offered.
  if (o.property && !o.choices.properties.some((p) => p.id === o.property!.id))
    props.unshift(
      html`<option value="${o.property.id}" title="${o.property.name}" selected>${o.property.name}</option>`,
    );
  const people = o.choices.assignees.map(
    (a) => html`<option value="${a}"${a === f.assignee ? html` selected` : ""}>${a}</option>`,
  );
  if (f.assignee && !o.choices.assignees.includes(f.assignee))
    people.unshift(html`<option value="${f.assignee}" selected>${f.assignee}</option>`);
  const status = f.status ?? "open";
  return html`<form class="filters" method="get" action="${WORK_LIST_PATH}" aria-label="Filter the work list">
${select("property", "Property", props)}
${select("priority", "Priority", optionsOf(PRIORITIES_BY_URGENCY, PRIORITY_LABELS, f.priority))}
${select(
  "status",
  "Status",
  STATUS_CHOICES.map(
    (v) =>
      html`<option value="${v === "open" ? "" : v}"${v === status ? html` selected` : ""}>${STATUS_CHOICE_LABELS[v]}</option>`,
  ),
  null,
)}
${select("assignee", "Assignee", people, "Anyone")}
<div class="checks"><label><input type="checkbox" name="overdue" value="1"${f.overdue ? html` checked` : ""}> Overdue</label>
<label><input type="checkbox" name="week" value="1"${f.week ? html` checked` : ""}> Due this week</label>
<button type="submit">Filter</button></div>
</form>`;
}

function bulkControls(o: WorkListView) {
  return html`<fieldset class="bulk"><legend>Change the selected items</legend>
<div class="one"><div class="field"><label for="bulk-due">Due date</label><input type="date" id="bulk-due" name="due_date" min="2000-01-01" max="2100-12-31"></div><button type="submit" name="do" value="due_date" class="secondary">Set due date</button></div>
<div class="one"><div class="field"><label for="bulk-assignee">Assignee</label><input type="text" id="bulk-assignee" name="assignee" maxlength="100" list="assignees" autocomplete="off"></div><button type="submit" name="do" value="assignee" class="secondary">Assign</button></div>
<div class="one"><div class="field"><label for="bulk-status">Status</label><select id="bulk-status" name="status">${optionsOf(ITEM_STATUSES, ITEM_STATUS_LABELS, undefined)}</select></div><button type="submit" name="do" value="status" class="secondary">Set status</button></div>
<datalist id="assignees">${o.choices.assignees.map((a) => html`<option value="${a}">`)}</datalist>
<p class="muted hint">A blank due date or assignee clears it on the selected items.</p>
</fieldset>`;
}

const itemHref = (r: WorkListRow) =>
  `/dashboard/visits/${encodeURIComponent(r.siteVisitId)}#item-${encodeURIComponent(r.id)}`;

function row(r: WorkListRow) {
  return html`<tr${r.overdue ? html` class="overdue"` : ""}>
<td class="pick"><input type="checkbox" name="id" value="${r.id}" id="pick-${r.id}" aria-label="Select ${r.title}"></td>
<td class="prio"><span class="badge ${r.priority}">${PRIORITY_LABELS[r.priority]}</span></td>
<td class="title"><a href="${itemHref(r)}">${r.title}</a><span class="visit-of">Visit: ${r.visitTitle}, ${dayTag(r.visitDate)}${r.location ? html` · ${r.location}` : ""}</span></td>
<td data-label="Property">${r.propertyName}</td>
<td data-label="Assignee">${r.assignee ?? html`<span class="muted">Unassigned</span>`}</td>
<td data-label="Due" class="due">${r.dueDate ? dayTag(r.dueDate) : html`<span class="muted">No date</span>`}${r.overdue ? html`<span class="late">Overdue</span>` : ""}</td>
<td data-label="Status">${ITEM_STATUS_LABELS[r.status]}</td>
</tr>`;
}

function filtered(f: WorkListFilters): boolean {
  return Boolean(
    f.propertyId ||
      f.priority ||
      f.assignee ||
      f.overdue ||
      f.week ||
      (f.status && f.status !== "open"),
  );
}

export function actionItemsPage(s: DashboardSession, o: WorkListView): Response {
  const { propertyId: _, ...rest } = o.filters;
  const content = html`<h1>Action items</h1>
${o.notice ? html`<p class="notice" role="status">${o.notice}</p>` : ""}
${o.error ? html`<p class="error" role="alert">${o.error}</p>` : ""}
${
  o.property
    ? html`<p class="chip"><span>Property: <a href="/dashboard/properties/${encodeURIComponent(o.property.id)}">${o.property.name}</a></span> <a href="${workListUrl(rest)}">Show all properties</a></p>`
    : ""
}
${filtersForm(o)}
${
  o.rows.length === 0
    ? html`<div class="card empty" role="status">${
        filtered(o.filters)
          ? html`<p><strong>No action items match these filters.</strong></p><p><a href="${WORK_LIST_PATH}">Show every item not done</a></p>`
          : html`<p><strong>Nothing to do.</strong></p><p>Items are found in a visit's walkthrough video, or added by hand on the visit's page. Open a <a href="/dashboard/properties">property</a> and start a visit.</p>`
      }</div>`
    : html`<form method="post" action="${BULK_PATH}" aria-label="Change the selected items">${csrfField(s)}
<input type="hidden" name="back" value="${workListUrl(o.filters)}">
${bulkControls(o)}
<table class="work" aria-label="Action items">
<thead><tr><th scope="col"><span class="sr">Select</span></th><th scope="col">Priority</th><th scope="col">Title</th><th scope="col">Property</th><th scope="col">Assignee</th><th scope="col">Due</th><th scope="col">Status</th></tr></thead>
<tbody>
${o.rows.map(row)}
</tbody>
</table>
</form>`
}
${o.next ? html`<p class="pager"><a href="${o.next}">Next page</a></p>` : ""}`;
  return appPage(s, {
    title: "Action items",
    section: "action-items",
    back: o.back,
    content,
    css: CSS,
    status: o.status,
  });
}
