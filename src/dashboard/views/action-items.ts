// Action items across the account's dataset, newest first, filtered by status, priority and property
// (all in the URL, so a filtered list can be bookmarked and shared): the list an asset manager works
// through. Each item links to its visit's page.
import { html } from "../../core/html";
import type { Page } from "../../db/pagination";
import type { DashboardSession } from "../http";
import {
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  PRIORITIES_BY_URGENCY,
  PRIORITY_LABELS,
  type ItemStatus,
  type Priority,
} from "../../action-items/schema";
import { appPage } from "./layout";
import { optionsOf } from "./fields";

interface ItemView {
  id: string;
  siteVisitId: string;
  title: string;
  propertyName: string;
  priority: Priority;
  status: ItemStatus;
  location: string | null;
  assignee: string | null;
}

function select<V extends string>(
  name: string,
  label: string,
  values: readonly V[],
  labels: Record<V, string>,
  current: string | undefined,
) {
  return html`<div class="field"><label for="${name}">${label}</label><select id="${name}" name="${name}">
<option value="">Any</option>${optionsOf(values, labels, current)}
</select></div>`;
}

const listUrl = (q: Record<string, string>) =>
  `/dashboard/action-items${Object.keys(q).length ? `?${new URLSearchParams(q)}` : ""}`;

export function actionItemsPage(
  s: DashboardSession,
  o: {
    status?: string;
    priority?: string;
    property?: { id: string; name: string };
    page: Page<ItemView>;
    back: string;
  },
): Response {
  const filters: Record<string, string> = {
    ...(o.status ? { status: o.status } : {}),
    ...(o.priority ? { priority: o.priority } : {}),
    ...(o.property ? { property: o.property.id } : {}),
  };
  const next = o.page.next_cursor ? listUrl({ ...filters, after: o.page.next_cursor }) : null;
  const { property: _, ...withoutProperty } = filters;
  const filtered = Object.keys(filters).length > 0;
  const content = html`<h1>Action items</h1>
${
  o.property
    ? html`<p class="chip"><span>Property: <a href="/dashboard/properties/${encodeURIComponent(o.property.id)}">${o.property.name}</a></span> <a href="${listUrl(withoutProperty)}">Show all properties</a></p>`
    : ""
}
<form class="search" method="get" action="/dashboard/action-items" aria-label="Filter action items">
  ${o.property ? html`<input type="hidden" name="property" value="${o.property.id}">` : ""}
  ${select("status", "Status", ITEM_STATUSES, ITEM_STATUS_LABELS, o.status)}
  ${select("priority", "Priority", PRIORITIES_BY_URGENCY, PRIORITY_LABELS, o.priority)}
  <button type="submit">Filter</button>
</form>
${
  o.page.data.length === 0
    ? html`<div class="card empty" role="status">${
        filtered
          ? html`<p><strong>No action items match these filters.</strong></p><p><a href="/dashboard/action-items">Show every item</a></p>`
          : html`<p><strong>No action items yet.</strong></p><p>Items are found in a visit's walkthrough video, or added by hand on the visit's page. Open a <a href="/dashboard/properties">property</a> and start a visit.</p>`
      }</div>`
    : html`<ul class="list" aria-label="Action items">
${o.page.data.map(
  (i) => html`<li>
  <h2><a href="/dashboard/visits/${encodeURIComponent(i.siteVisitId)}">${i.title}</a></h2>
  <p class="muted">${i.propertyName}${i.location ? html` · ${i.location}` : ""}</p>
  <div class="facts"><span class="badge ${i.priority}">${PRIORITY_LABELS[i.priority]}</span><span>${ITEM_STATUS_LABELS[i.status]}</span>${i.assignee ? html`<span>${i.assignee}</span>` : ""}</div>
</li>`,
)}
</ul>`
}
${next ? html`<p class="pager"><a href="${next}">Next page</a></p>` : ""}`;
  return appPage(s, { title: "Action items", section: "action-items", back: o.back, content });
}
