// The dashboard's first page: what needs the manager (views/home.ts), then the properties list: every property of the session's account and dataset, newest first, with a
// search over name and address, a "next page" link (the API's cursor) and the way to add one.
import { html } from "../../core/html";
import type { PropertyDto } from "../../properties/service";
import type { Page } from "../../db/pagination";
import type { DashboardSession } from "../http";
import { appPage } from "./layout";
import { count } from "./fields";
import { HOME_CSS, needsMe } from "./home";
import type { NewLinkPhoto } from "../../capture/notify";
import type { ReviewQueue } from "../../action-items/review";
import type { InspectionDue } from "../../properties/inspections";
import { INSPECTIONS_CSS, inspectionsDueSection } from "./inspections";
import type { DueCounts } from "./home-due";

export function propertiesPage(
  s: DashboardSession,
  o: {
    search: string;
    page: Page<PropertyDto>;
    back: string;
    queue?: ReviewQueue;
    /** Items with photos from a capture link no one has looked at (src/capture/notify.ts). */
    fromLinks?: NewLinkPhoto[];
    inspections?: { due: InspectionDue[]; today: string };
    due?: DueCounts;
  },
): Response {
  const { page, search } = o;
  const next = page.next_cursor
    ? `/dashboard/properties?${new URLSearchParams({ ...(search ? { q: search } : {}), after: page.next_cursor })}`
    : null;
  const due = o.inspections;
  const content = html`${o.queue ? needsMe(o.queue, o.due, o.fromLinks) : ""}${due ? inspectionsDueSection(s, due.due, due.today) : ""}<div class="head"><h1>Properties</h1><div class="actions"><a class="btn" href="/dashboard/properties/new">Add a property</a></div></div>
<form class="search" role="search" method="get" action="/dashboard/properties">
  <div class="field"><label for="q">Search by name or address</label><input id="q" name="q" type="search" value="${search}"></div>
  <button type="submit">Search</button>
</form>
${
  page.data.length === 0
    ? html`<div class="card empty" role="status">${
        search
          ? html`<p>No property matches “${search}”.</p><p><a href="/dashboard/properties">Show every property</a></p>`
          : html`<p><strong>No properties yet.</strong></p><p>Add the first building or site you visit; then start a visit on its page and record the walkthrough.</p><p><a href="/dashboard/properties/new">Add a property</a></p>`
      }</div>`
    : html`<ul class="list" aria-label="Properties">
${page.data.map(
  (p) => html`<li>
  <h2>${p.iconEmoji ? html`<span aria-hidden="true">${p.iconEmoji}</span> ` : ""}<a href="/dashboard/properties/${encodeURIComponent(p.id)}">${p.name}</a>${p.isSample ? html` <span class="badge LOW">Sample</span>` : ""}</h2>
  ${p.address ? html`<p class="muted">${p.address}</p>` : ""}
  <div class="facts"><span>${count(p.visitCount, "visit", "visits")}</span><span>${count(p.openItemCount, "open item", "open items")}</span></div>
</li>`,
)}
</ul>`
}
${next ? html`<p class="pager"><a href="${next}">Next page</a></p>` : ""}`;
  return appPage(s, {
    title: "Properties",
    section: "properties",
    back: o.back,
    content,
    css: o.queue ? HOME_CSS + INSPECTIONS_CSS : undefined,
  });
}
