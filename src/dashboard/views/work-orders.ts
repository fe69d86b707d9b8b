// An item's work orders in the dashboard (/dashboard/action-items/{id}/work-orders): each order's
// state with its times ("Sent to Bob's Plumbing 1 Dec · opened 2 Dec · done 3 Dec"), Cancel on an
// open one, and "Send to contractor" (name, email, message), offering the contractors used before.
import { html } from "../../core/html";
import type { ActionItemDto } from "../../action-items/service";
import type { WorkOrderDto } from "../../work-orders/schema";
import { WORK_ORDER_STATUS_LABELS } from "../../work-orders/schema";
import type { DashboardSession } from "../http";
import type { FieldErrors } from "../form";
import { appPage, csrfField } from "./layout";
import { dayTag, errorSummary, field } from "./fields";
import { SEND_CSS } from "./send-styles";

export const workOrdersPath = (itemId: string) =>
  `/dashboard/action-items/${encodeURIComponent(itemId)}/work-orders`;

export const WORK_ORDER_LABELS: Record<string, string> = {
  contractor_name: "Contractor's name",
  contractor_email: "Contractor's email",
  message: "Message",
};

export interface WorkOrderFormValues {
  contractor_name: string;
  contractor_email: string;
  message: string;
}

/** "Sent to Bob's Plumbing 1 Dec · opened 2 Dec · started 2 Dec (coming 4 Dec) · reminded 3 Dec · done 5 Dec". */
export function orderLine(o: WorkOrderDto, timeZone: string): string {
  const day = (iso: string) =>
    new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone }).format(
      new Date(iso),
    );
  const parts = [`Sent to ${o.contractorName} ${day(o.createdAt)}`];
  if (o.openedAt) parts.push(`opened ${day(o.openedAt)}`);
  if (o.startedAt)
    parts.push(
      `started ${day(o.startedAt)}${o.appointmentDate ? ` (coming ${day(`${o.appointmentDate}T12:00:00Z`)})` : ""}`,
    );
  if (o.dueReminderSentAt) parts.push(`reminded ${day(o.dueReminderSentAt)}`);
  if (o.overdueReminderSentAt) parts.push(`overdue reminder ${day(o.overdueReminderSentAt)}`);
  if (o.completedAt) parts.push(`done ${day(o.completedAt)}`);
  if (o.cancelledAt) parts.push(`cancelled ${day(o.cancelledAt)}`);
  return parts.join(" · ");
}

const CSS = `.orders{list-style:none;padding:0;margin:0}
.orders li{border-top:1px solid var(--line);padding:10px 0;display:flex;flex-wrap:wrap;gap:6px 12px;align-items:center}
.orders li:first-child{border-top:0}
.orders .line{flex:1 1 280px}
.orders .note{flex-basis:100%;margin:0}`;

export function workOrdersPage(
  s: DashboardSession,
  o: {
    item: ActionItemDto;
    orders: WorkOrderDto[];
    contractors: { name: string; email: string }[];
    timeZone: string;
    values?: WorkOrderFormValues;
    errors?: FieldErrors;
    notice?: string | null;
    status?: number;
  },
): Response {
  const i = o.item;
  const v = o.values ?? { contractor_name: "", contractor_email: "", message: "" };
  const errors = o.errors ?? {};
  const path = workOrdersPath(i.id);
  const done = i.status === "DONE";
  const content = html`<p><a href="/dashboard/visits/${encodeURIComponent(i.siteVisitId)}#item-${i.id}">Back to the visit</a></p>
<h1>${i.title}</h1>
<p class="muted">${i.propertyName}${i.location ? html` · ${i.location}` : ""}${i.dueDate ? html` · due ${dayTag(i.dueDate)}${i.overdue ? " (overdue)" : ""}` : ""}${i.assignee ? html` · assigned to ${i.assignee}` : ""}</p>
${o.notice ? html`<p class="notice" role="status">${o.notice}</p>` : ""}
<section class="card section" aria-labelledby="orders-h">
<h2 id="orders-h">Work orders</h2>
${
  o.orders.length
    ? html`<ul class="orders">${o.orders.map(
        (
          w,
        ) => html`<li><span class="line">${orderLine(w, o.timeZone)}</span><span class="badge">${WORK_ORDER_STATUS_LABELS[w.status]}</span>
${w.status === "sent" || w.status === "opened" || w.status === "started" ? html`<form method="post" action="/dashboard/work-orders/${encodeURIComponent(w.id)}/cancel">${csrfField(s)}<button type="submit" class="secondary" aria-label="Cancel the order sent to ${w.contractorName}">Cancel</button></form>` : ""}
${w.completionNote ? html`<p class="note muted">“${w.completionNote}”</p>` : ""}</li>`,
      )}</ul>`
    : html`<p class="muted">Not sent to anyone yet.</p>`
}
</section>
<section class="card section" aria-labelledby="send-h">
<h2 id="send-h">Send to contractor</h2>
${
  done
    ? html`<p class="muted">This item is done: reopen it to send it to someone.</p>`
    : html`<p class="muted">They get an email with the job, its photos and a link to start it and mark it done, with no sign-in. The item is assigned to them.</p>
<form method="post" action="${path}" aria-label="Send to contractor">${csrfField(s)}
${errorSummary(errors, WORK_ORDER_LABELS)}
${
  o.contractors.length
    ? html`<div class="field"><label for="f-used">A contractor used before</label>
<p class="hint muted" id="f-used-hint">Fills the name and email left blank below.</p>
<select id="f-used" name="used" aria-describedby="f-used-hint"><option value="">None: type them below</option>${o.contractors.map((c) => html`<option value="${c.email}">${c.name} (${c.email})</option>`)}</select></div>`
    : ""
}
${field({ name: "contractor_name", label: WORK_ORDER_LABELS.contractor_name!, value: v.contractor_name, error: errors.contractor_name, required: !o.contractors.length, autocomplete: "organization" })}
${field({ name: "contractor_email", label: WORK_ORDER_LABELS.contractor_email!, value: v.contractor_email, error: errors.contractor_email, type: "email", required: !o.contractors.length, autocomplete: "email" })}
${field({ name: "message", label: WORK_ORDER_LABELS.message!, value: v.message, error: errors.message, type: "textarea", hint: "Access, keys, who to ask for: at most 2,000 characters." })}
<div class="row"><button type="submit">Send to contractor</button></div>
</form>`
}
</section>`;
  return appPage(s, {
    title: `Work orders: ${i.title}`,
    section: "action-items",
    back: path,
    content,
    css: SEND_CSS + CSS,
    status: o.status,
  });
}
