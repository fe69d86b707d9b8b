// The digest's two item sections: what is overdue and what is due this week, in the account's live
// data, confirmed items only and none of the tutorial property's, read from the work list (src/action-items/work-list.ts) so the email
// and the dashboard agree on both words. Each lists at most SHOWN items, grouped by property, and
// links to the work list filtered the same way for the rest.
import { PRIORITY_LABELS } from "../action-items/schema";
import { shortDate } from "../reports/format";
import {
  workList,
  workListCount,
  type WorkListFilters,
  type WorkListRow,
} from "../action-items/work-list";
import type { DigestBlock, DigestContext, DigestSection } from "./digest-section";
import type { DbOrTx } from "../db/client";

/** Items listed per section; the count and the link cover the rest. */
export const SHOWN = 50;

/** Where an item is in the dashboard: its visit's page, at the item. */
export const itemPath = (r: Pick<WorkListRow, "id" | "siteVisitId">) =>
  `/dashboard/visits/${encodeURIComponent(r.siteVisitId)}#item-${encodeURIComponent(r.id)}`;

function byProperty(rows: WorkListRow[], ctx: DigestContext) {
  const groups = new Map<string, DigestBlock["groups"][number]>();
  for (const r of rows) {
    let g = groups.get(r.propertyId);
    if (!g) groups.set(r.propertyId, (g = { heading: r.propertyName, lines: [] }));
    g.lines.push({
      title: r.title,
      facts: [
        PRIORITY_LABELS[r.priority],
        ...(r.dueDate ? [`due ${shortDate(r.dueDate)}`] : []),
        ...(r.assignee ? [r.assignee] : []),
      ],
      url: ctx.url(itemPath(r)),
    });
  }
  return [...groups.values()];
}

function itemSection(
  id: string,
  title: string,
  subject: (n: number) => string,
  filters: WorkListFilters,
  query: string,
): DigestSection {
  return {
    id,
    collect(ex: DbOrTx, ctx: DigestContext): DigestBlock | null {
      const scope = { accountId: ctx.accountId, isTest: false };
      const all = { ...filters, confirmedOnly: true, realOnly: true };
      const page = workList(ex, scope, { today: ctx.day, filters: all, limit: SHOWN });
      if (page.data.length === 0) return null;
      const count = page.next_cursor ? workListCount(ex, scope, ctx.day, all) : page.data.length;
      return {
        id,
        title,
        count,
        subject: subject(count),
        groups: byProperty(page.data, ctx),
        all: {
          label: `See all ${count} in the work list`,
          url: ctx.url(`/dashboard/action-items?${query}`),
        },
      };
    },
  };
}

export const overdueSection = itemSection(
  "overdue",
  "Overdue",
  (n) => `${n} overdue`,
  { overdue: true },
  "overdue=1",
);

export const dueSoonSection = itemSection(
  "due-this-week",
  "Due in the next 7 days",
  (n) => `${n} due this week`,
  { week: true },
  "week=1",
);
