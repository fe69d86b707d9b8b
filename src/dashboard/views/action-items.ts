// Action items across the account's dataset, newest first, filtered by status and priority: the
// list an asset manager works through.
import { html } from "../../core/html";
import type { Page } from "../../db/pagination";
import type { DashboardSession } from "../http";
import { appPage } from "./layout";

export const STATUSES = ["OPEN", "IN_PROGRESS", "DONE"] as const;
export const PRIORITIES = ["HIGH", "MEDIUM", "LOW"] as const;
const LABEL: Record<string, string> = { OPEN: "Open", IN_PROGRESS: "In progress", DONE: "Done", HIGH: "High", MEDIUM: "Medium", LOW: "Low" };

interface ItemView {
  id: string;
  title: string;
  propertyName: string;
  priority: string;
  status: string;
  location: string | null;
  assignee: string | null;
}

function select(name: string, label: string, values: readonly string[], current: string | undefined) {
  return html`<div class="field"><label for="${name}">${label}</label><select id="${name}" name="${name}">
<option value="">Any</option>${values.map((v) => html`<option value="${v}"${v === current ? html` selected` : ""}>${LABEL[v]}</option>`)}
</select></div>`;
}

export function actionItemsPage(s: DashboardSession, o: { status?: string; priority?: string; page: Page<ItemView>; back: string }): Response {
  const filters = { ...(o.status ? { status: o.status } : {}), ...(o.priority ? { priority: o.priority } : {}) };
  const next = o.page.next_cursor ? `/dashboard/action-items?${new URLSearchParams({ ...filters, after: o.page.next_cursor })}` : null;
  const content = html`<h1>Action items</h1>
<form class="search" method="get" action="/dashboard/action-items" aria-label="Filter action items">
  ${select("status", "Status", STATUSES, o.status)}
  ${select("priority", "Priority", PRIORITIES, o.priority)}
  <button type="submit">Filter</button>
</form>
${
  o.page.data.length === 0
    ? html`<p class="card" role="status">No action items${o.status || o.priority ? " match these filters" : " yet"}.</p>`
    : html`<ul class="list" aria-label="Action items">
${o.page.data.map(
  (i) => html`<li>
  <h2>${i.title}</h2>
  <p class="muted">${i.propertyName}${i.location ? html` · ${i.location}` : ""}</p>
  <div class="facts"><span class="badge ${i.priority}">${LABEL[i.priority] ?? i.priority}</span><span>${LABEL[i.status] ?? i.status}</span>${i.assignee ? html`<span>${i.assignee}</span>` : ""}</div>
</li>`,
)}
</ul>`
}
${next ? html`<p class="pager"><a href="${next}">Next page</a></p>` : ""}`;
  return appPage(s, { title: "Action items", section: "action-items", back: o.back, content });
}
