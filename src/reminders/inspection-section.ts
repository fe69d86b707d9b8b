// The digest's inspections section (docs/dashboard.md, "Inspections due"): the account's scheduled
// properties whose next inspection is overdue or due in the next 7 days, from inspectionsDue
// (src/properties/inspections.ts, the same list the home page shows for 30 days), overdue first.
import { addDays, inspectionsDue, type InspectionDue } from "../properties/inspections";
import { shortDate } from "../reports/format";
import type { DbOrTx } from "../db/client";
import type { DigestBlock, DigestContext, DigestSection } from "./digest-section";
import { SHOWN } from "./item-sections";

/** Properties read for the count; a digest lists SHOWN of them. */
const COUNTED = 5_000;

const line = (d: InspectionDue, ctx: DigestContext) => ({
  title: d.name,
  facts: [
    d.overdue ? `overdue since ${shortDate(d.dueOn)}` : `due ${shortDate(d.dueOn)}`,
    `every ${d.intervalMonths} month${d.intervalMonths === 1 ? "" : "s"}`,
  ],
  url: ctx.url(`/dashboard/properties/${encodeURIComponent(d.propertyId)}`),
});

export const inspectionsSection: DigestSection = {
  id: "inspections",
  collect(ex: DbOrTx, ctx: DigestContext): DigestBlock | null {
    const scope = { accountId: ctx.accountId, isTest: false };
    const due = inspectionsDue(ex, scope, addDays(ctx.day, 7), { today: ctx.day, limit: COUNTED });
    if (due.length === 0) return null;
    const shown = due.slice(0, SHOWN);
    const groups = [
      { heading: "Overdue", lines: shown.filter((d) => d.overdue).map((d) => line(d, ctx)) },
      { heading: "Next 7 days", lines: shown.filter((d) => !d.overdue).map((d) => line(d, ctx)) },
    ].filter((g) => g.lines.length > 0);
    return {
      id: "inspections",
      title: "Inspections due",
      count: due.length,
      subject: `${due.length} inspection${due.length === 1 ? "" : "s"} due`,
      groups,
      all: {
        label: "See them on the dashboard's home page",
        url: ctx.url("/dashboard/properties"),
      },
    };
  },
};
