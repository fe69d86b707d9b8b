// The properties list: every property of the session's account and dataset, newest first, with a
// search over name and address and a "next page" link (the API's cursor).
import { html } from "../../core/html";
import type { PropertyDto } from "../../properties/service";
import type { Page } from "../../db/pagination";
import type { DashboardSession } from "../http";
import { appPage } from "./layout";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function propertiesPage(s: DashboardSession, o: { search: string; page: Page<PropertyDto>; back: string }): Response {
  const { page, search } = o;
  const next = page.next_cursor ? `/dashboard/properties?${new URLSearchParams({ ...(search ? { q: search } : {}), after: page.next_cursor })}` : null;
  const content = html`<h1>Properties</h1>
<form class="search" role="search" method="get" action="/dashboard/properties">
  <div class="field"><label for="q">Search by name or address</label><input id="q" name="q" type="search" value="${search}" maxlength="200"></div>
  <button type="submit">Search</button>
</form>
${
  page.data.length === 0
    ? html`<p class="card" role="status">${search ? html`No property matches “${search}”.` : "No properties yet."}</p>`
    : html`<ul class="list" aria-label="Properties">
${page.data.map(
  (p) => html`<li>
  <h2>${p.iconEmoji ? html`<span aria-hidden="true">${p.iconEmoji}</span> ` : ""}${p.name}${p.isSample ? html` <span class="badge LOW">Sample</span>` : ""}</h2>
  ${p.address ? html`<p class="muted">${p.address}</p>` : ""}
  <div class="facts"><span>${count(p.visitCount, "visit", "visits")}</span><span>${count(p.openItemCount, "open item", "open items")}</span></div>
</li>`,
)}
</ul>`
}
${next ? html`<p class="pager"><a href="${next}">Next page</a></p>` : ""}`;
  return appPage(s, { title: "Properties", section: "properties", back: o.back, content });
}
