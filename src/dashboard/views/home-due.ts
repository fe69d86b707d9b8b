// The home page's due-date counts, beside "Needs review" (docs/dashboard.md, "Home"): how many
// items are overdue and how many are due this week, each a link to the work list filtered so.
// Each is counted up to DUE_COUNT_CAP (src/action-items/work-list.ts): past it, "1,000+ overdue".
import { html, type SafeHtml } from "../../core/html";
import { DUE_COUNT_CAP } from "../../action-items/work-list";
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

/** "4 overdue"; "1,000+ overdue" past the cap the counts stop at. */
const dueCount = (n: number, words: string) =>
  n > DUE_COUNT_CAP ? `${DUE_COUNT_CAP.toLocaleString("en")}+ ${words}` : count(n, words, words);

export function dueGroup(d: DueCounts): SafeHtml {
  return html`<section class="due" aria-labelledby="due-h"><h2 id="due-h">Due dates</h2>
<a href="/dashboard/action-items?overdue=1"${d.overdue ? html` class="late"` : ""}><span>${dueCount(d.overdue, "overdue")}</span></a>
<a href="/dashboard/action-items?week=1"><span>${dueCount(d.dueThisWeek, "due this week")}</span></a>
</section>`;
}
