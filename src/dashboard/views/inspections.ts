// Inspection schedules in the dashboard (docs/dashboard.md, "Inspections due"): the home page's list
// of inspections due (overdue first, then the next 30 days, each with "Start visit": a visit of that
// property dated today) and the property page's schedule form.
import { html, type SafeHtml } from "../../core/html";
import type { InspectionDue } from "../../properties/inspections";
import type { PropertyDto } from "../../properties/service";
import type { DashboardSession } from "../http";
import { csrfField } from "./layout";
import { count, day } from "./fields";

export const INSPECTIONS_CSS = `
.insp{background:#fff;border:1px solid var(--line);border-radius:10px;padding:10px 14px;margin:0 0 20px}
.insp h2{font-size:1.05rem;margin:0 0 4px}
.insp ul{list-style:none;margin:0;padding:0}
.insp li{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;padding:6px 0;border-top:1px solid var(--line);overflow-wrap:anywhere}
.insp li:first-child{border-top:0}
.insp form{margin:0}
.insp .late{color:#8a1c1c;font-weight:600}
.insp .n{display:inline-block;min-width:1.6em;text-align:center;border-radius:999px;background:#eef1f4;font-size:.85rem;padding:0 6px;margin-left:4px}
.schedule .inline{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end}
`;

/** The title a visit started from "Start visit" gets (the manager renames it on the visit page). */
export const INSPECTION_VISIT_TITLE = "Scheduled inspection";

const propertyHref = (id: string) => `/dashboard/properties/${encodeURIComponent(id)}`;

function dueLine(s: DashboardSession, d: InspectionDue, today: string): SafeHtml {
  const when = d.overdue
    ? html`<span class="late">overdue since ${day(d.dueOn)}</span>`
    : html`<span class="muted">due ${d.dueOn === today ? "today" : day(d.dueOn)}</span>`;
  return html`<li><span>${d.iconEmoji ? html`<span aria-hidden="true">${d.iconEmoji}</span> ` : ""}<a href="${propertyHref(d.propertyId)}">${d.name}</a> · ${when} · <span class="muted">every ${count(d.intervalMonths, "month", "months")}</span></span>
<form method="post" action="${propertyHref(d.propertyId)}/visits">${csrfField(s)}<input type="hidden" name="title" value="${INSPECTION_VISIT_TITLE}"><input type="hidden" name="visit_date" value="${today}"><button type="submit" class="secondary" aria-label="Start visit at ${d.name}">Start visit</button></form></li>`;
}

/** The home page's "Inspections due": `due` is overdue ones then the next 30 days, soonest first. */
export function inspectionsDueSection(
  s: DashboardSession,
  due: InspectionDue[],
  today: string,
): SafeHtml {
  const overdue = due.filter((d) => d.overdue).length;
  return html`<section class="insp" aria-labelledby="inspections-due-h"><h2 id="inspections-due-h">Inspections due <span class="n">${due.length}</span></h2>
${
  due.length
    ? html`${overdue ? html`<p class="muted">${count(overdue, "overdue", "overdue")}, then the next 30 days.</p>` : ""}<ul>${due.map((d) => dueLine(s, d, today))}</ul>`
    : html`<p class="muted">No inspection is due in the next 30 days. Set a schedule on a property's page.</p>`
}
</section>`;
}

/** The property page's schedule: how often, when next due, and the form that changes it. */
export function scheduleSection(s: DashboardSession, p: PropertyDto, error?: string): SafeHtml {
  const months = p.inspectionIntervalMonths;
  const options = [
    html`<option value=""${months === null ? html` selected` : ""}>No schedule</option>`,
  ];
  for (let n = 1; n <= 24; n++)
    options.push(
      html`<option value="${String(n)}"${n === months ? html` selected` : ""}>Every ${count(n, "month", "months")}</option>`,
    );
  return html`<section class="card schedule" aria-labelledby="schedule-h">
  <h2 id="schedule-h">Inspection schedule</h2>
  <p>${
    months === null || p.nextInspectionDue === null
      ? "No schedule: nothing reminds you to inspect this property."
      : html`Inspected every ${count(months, "month", "months")}. Next inspection due <time datetime="${p.nextInspectionDue}">${day(p.nextInspectionDue)}</time>.`
  }</p>
  ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
  <form method="post" action="${propertyHref(p.id)}/schedule" class="inline">
    ${csrfField(s)}
    <div class="field"><label for="inspection_interval_months">How often</label><select id="inspection_interval_months" name="inspection_interval_months">${options}</select></div>
    <button type="submit" class="secondary">Save schedule</button>
  </form>
</section>`;
}
