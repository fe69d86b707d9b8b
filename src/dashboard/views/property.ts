// One property in the dashboard: its page (details, a form to start a visit, its visits with their
// status, date and item counts, its open items), the create/edit form with the server's complaints
// beside the fields, and the delete confirmation that says what goes with the property.
import { html, multiline, type SafeHtml } from "../../core/html";
import type { Page } from "../../db/pagination";
import type { PropertyContents, PropertyDto } from "../../properties/service";
import type { SiteVisitDto } from "../../site-visits/service";
import type { ActionItemDto } from "../../action-items/service";
import type { DashboardSession } from "../http";
import type { FieldErrors } from "../form";
import { appPage, csrfField } from "./layout";
import { count, dayTag, errorSummary, field } from "./fields";
import { ITEM_STATUS_LABELS, PRIORITY_LABELS } from "../../action-items/schema";
import { VISIT_STATUS_LABELS } from "../../site-visits/schema";
import { INSPECTIONS_CSS, scheduleSection } from "./inspections";

export const PROPERTY_LABELS: Record<string, string> = {
  name: "Name",
  address: "Address",
  notes: "Notes",
  icon_emoji: "Icon",
  cover_image_url: "Cover image URL",
};
export const VISIT_LABELS: Record<string, string> = {
  title: "Visit title",
  visit_date: "Visit date",
};

export const propertyPath = (id: string) => `/dashboard/properties/${encodeURIComponent(id)}`;
export const visitPath = (id: string) => `/dashboard/visits/${encodeURIComponent(id)}`;

export type PropertyFormValues = Record<keyof typeof PROPERTY_LABELS, string>;

export function propertyFormPage(
  s: DashboardSession,
  o: {
    property?: PropertyDto;
    values: PropertyFormValues;
    errors?: FieldErrors;
    status?: number;
    back: string;
  },
): Response {
  const editing = o.property !== undefined;
  const errors = o.errors ?? {};
  const v = o.values;
  const title = editing ? `Edit ${o.property!.name}` : "Add a property";
  const content = html`<p><a href="${editing ? propertyPath(o.property!.id) : "/dashboard/properties"}">← ${editing ? o.property!.name : "Properties"}</a></p>
<h1>${title}</h1>
<div class="editform">${errorSummary(errors, PROPERTY_LABELS)}</div>
<form class="card editform" method="post" action="${editing ? propertyPath(o.property!.id) : "/dashboard/properties"}" novalidate>
  ${csrfField(s)}
  ${field({ name: "name", label: "Name", value: v.name, error: errors.name, required: true, hint: "How your team knows it, e.g. Flat 2, 14 Quay Street." })}
  ${field({ name: "address", label: "Address", value: v.address, error: errors.address, autocomplete: "street-address" })}
  ${field({ name: "notes", label: "Notes", value: v.notes, error: errors.notes, type: "textarea", hint: "Access codes, keys, who to call." })}
  ${field({ name: "icon_emoji", label: "Icon", value: v.icon_emoji, error: errors.icon_emoji, hint: "One emoji shown beside the name, e.g. 🏢." })}
  ${field({ name: "cover_image_url", label: "Cover image URL", value: v.cover_image_url, error: errors.cover_image_url, type: "url" })}
  <div class="actions"><button type="submit">${editing ? "Save changes" : "Add property"}</button><a class="btn secondary" href="${editing ? propertyPath(o.property!.id) : "/dashboard/properties"}">Cancel</a></div>
</form>`;
  return appPage(s, { title, section: "properties", back: o.back, content, status: o.status });
}

function visitList(p: PropertyDto, visits: Page<SiteVisitDto>): SafeHtml {
  if (visits.data.length === 0)
    return html`<div class="card empty" role="status"><p><strong>No visits yet.</strong></p><p>Start one with the form above: give it a title and the day you are on site. On the visit's page you then record or pick the walkthrough video, and the items are found for you.</p></div>`;
  const next = visits.next_cursor
    ? `${propertyPath(p.id)}?${new URLSearchParams({ visits_after: visits.next_cursor })}`
    : null;
  return html`<ul class="list" aria-label="Visits">
${visits.data.map(
  (v) => html`<li>
  <h3><a href="${visitPath(v.id)}">${v.title}</a></h3>
  <div class="facts"><span class="status">${VISIT_STATUS_LABELS[v.status]}</span><span>${dayTag(v.visitDate)}</span><span>${count(v.actionItemCount, "item", "items")}</span><span>${count(v.openActionItemCount, "open", "open")}</span></div>
</li>`,
)}
</ul>
${next ? html`<p class="pager"><a href="${next}">More visits</a></p>` : ""}`;
}

function openItemList(p: PropertyDto, items: ActionItemDto[]): SafeHtml {
  if (items.length === 0)
    return html`<div class="card empty" role="status"><p><strong>No open items.</strong></p><p>Items found on a visit of this property show here until they are done.</p></div>`;
  const all = `/dashboard/action-items?${new URLSearchParams({ property: p.id })}`;
  return html`<ul class="list" aria-label="Open items">
${items.map(
  (i) => html`<li>
  <h3><a href="${visitPath(i.siteVisitId)}">${i.title}</a></h3>
  ${i.location ? html`<p class="muted">${i.location}</p>` : ""}
  <div class="facts"><span class="badge ${i.priority}">${PRIORITY_LABELS[i.priority]}</span><span>${ITEM_STATUS_LABELS[i.status]}</span>${i.assignee ? html`<span>${i.assignee}</span>` : ""}</div>
</li>`,
)}
</ul>
${p.openItemCount > items.length ? html`<p class="pager"><a href="${all}">All ${count(p.openItemCount, "open item", "open items")} of this property</a></p>` : html`<p class="pager"><a href="${all}">This property's items in Action items</a></p>`}`;
}

export function propertyPage(
  s: DashboardSession,
  o: {
    property: PropertyDto;
    visits: Page<SiteVisitDto>;
    openItems: ActionItemDto[];
    visitForm: { title: string; visit_date: string; errors?: FieldErrors };
    scheduleError?: string;
    status?: number;
    back: string;
  },
): Response {
  const p = o.property;
  const vf = o.visitForm;
  const errors = vf.errors ?? {};
  const content = html`<p><a href="/dashboard/properties">← Properties</a></p>
<div class="head">
  <h1>${p.iconEmoji ? html`<span aria-hidden="true">${p.iconEmoji}</span> ` : ""}${p.name}${p.isSample ? html` <span class="badge LOW">Sample</span>` : ""}</h1>
  <div class="actions"><a class="btn secondary" href="${propertyPath(p.id)}/edit">Edit</a><a class="btn secondary" href="${propertyPath(p.id)}/delete">Delete</a></div>
</div>
${p.address ? html`<p class="muted">${p.address}</p>` : ""}
${p.notes ? html`<p class="notes">${multiline(p.notes)}</p>` : ""}
<div class="facts"><span>${count(p.visitCount, "visit", "visits")}</span><span>${count(p.openItemCount, "open item", "open items")}</span></div>
${scheduleSection(s, p, o.scheduleError)}
<div class="cols">
<section aria-labelledby="visits-h">
  <h2 id="visits-h">Visits</h2>
  <form class="card" method="post" action="${propertyPath(p.id)}/visits" novalidate aria-label="Start a visit">
    ${csrfField(s)}
    ${errorSummary(errors, VISIT_LABELS)}
    <div class="inline">
      ${field({ name: "title", label: "Visit title", value: vf.title, error: errors.title, required: true })}
      ${field({ name: "visit_date", label: "Visit date", value: vf.visit_date, error: errors.visit_date, type: "date", required: true })}
    </div>
    <button type="submit">Start a visit</button>
  </form>
  ${visitList(p, o.visits)}
</section>
<section aria-labelledby="items-h">
  <h2 id="items-h">Open items</h2>
  ${openItemList(p, o.openItems)}
</section>
</div>`;
  return appPage(s, {
    title: p.name,
    section: "properties",
    back: o.back,
    content,
    status: o.status,
    css: INSPECTIONS_CSS,
  });
}

export function deletePropertyPage(
  s: DashboardSession,
  o: {
    property: PropertyDto;
    contents: PropertyContents;
    status?: number;
    error?: string;
    back: string;
  },
): Response {
  const p = o.property;
  const c = o.contents;
  const nothing = c.visits === 0 && c.actionItems === 0 && c.photos === 0;
  const content = html`<p><a href="${propertyPath(p.id)}">← ${p.name}</a></p>
<h1>Delete ${p.name}?</h1>
<div class="card alert" role="alert">
${
  nothing
    ? html`<p>This property has no visits, items or photos. Only the property itself is deleted.</p>`
    : html`<p>Deleting the property also deletes, for good:</p>
<ul class="goes">
  <li>${count(c.visits, "visit", "visits")}${c.videos ? html` (${count(c.videos, "video", "videos")})` : ""} and ${c.visits === 1 ? "its report (its public link stops" : "their reports (public report links stop"} working)</li>
  <li>${count(c.actionItems, "action item", "action items")}</li>
  <li>${count(c.photos, "photo", "photos")}</li>
</ul>`
}
<p>This cannot be undone. Webhook endpoints receive <code>property.deleted</code>.</p>
${o.error ? html`<p class="error">${o.error}</p>` : ""}
</div>
<form method="post" action="${propertyPath(p.id)}/delete" class="actions">
  ${csrfField(s)}<input type="hidden" name="confirm" value="delete">
  <button class="danger" type="submit">Delete property${nothing ? "" : " and all of the above"}</button>
  <a class="btn secondary" href="${propertyPath(p.id)}">Keep it</a>
</form>`;
  return appPage(s, {
    title: `Delete ${p.name}`,
    section: "properties",
    back: o.back,
    content,
    status: o.status,
  });
}
