// The home page's due-date counts, beside "Needs review" (docs/dashboard.md, "Home"): how many
// items are overdue and how many are due this week, each a link to the work list filtered so.
import { html, type SafeHtml } from "../../core/html";
import { count } from "./fields";

export interface DueCounts {
  overdue: number;
  dueThisWeek: number;
}

export const HOME_DUE_CSS = `
.needs .due a{display:block;padding:6px 0;font-weight:600;text-decoration:none}
.needs .due a:hover span{text-decoration:underline}
.needs .due .late{color:#b42318}
`;

export function dueGroup(d: DueCounts): SafeHtml {
  return html`<section class="due" aria-labelledby="due-h"><h2 id="due-h">Due dates</h2>
<a href="/dashboard/action-items?overdue=1"${d.overdue ? html` class="late"` : ""}><span>${count(d.overdue, "overdue", "overdue")}</span></a>
<a href="/dashboard/action-items?week=1"><span>${count(d.dueThisWeek, "due this week", "due this week")}</span></a>
</section>`;
}
