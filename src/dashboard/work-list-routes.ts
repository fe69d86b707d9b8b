// The work list (docs/dashboard.md, "The work list"):
//   GET  /dashboard/action-items        the list, filtered by its query (property, priority,
//                                       status, assignee, overdue, week), a page at a time
//   POST /dashboard/action-items/bulk   one change (due date, assignee or status) to the selected
//                                       rows, through updateActionItem as PATCH /action-items/{id}
//                                       is, in one transaction: all of them or none
import { Elysia } from "elysia";
import { db } from "../db/client";
import { getProperty } from "../properties/service";
import { updateActionItem } from "../action-items/service";
import {
  ITEM_STATUSES,
  PRIORITIES,
  UpdateActionItemBody,
  type UpdateActionItemInput,
} from "../action-items/schema";
import {
  todayFor,
  workList,
  workListChoices,
  type WorkListFilters,
} from "../action-items/work-list";
import { ApiError } from "../core/errors";
import { redirect, type DashboardSession } from "./http";
import { action, page, scopeOf } from "./handlers";
import { checkForm, fieldErrorOf } from "./form";
import { actionItemsPage, BULK_PATH, WORK_LIST_PATH, workListUrl } from "./views/action-items";

const hidden = { detail: { hide: true } };
/** Rows on a page, and so the most one bulk change takes. */
export const WORK_PAGE_SIZE = 100;

function filtersOf(q: URLSearchParams): WorkListFilters {
  const status = q.get("status");
  const assignee = (q.get("assignee") ?? "").trim().slice(0, 100);
  return {
    propertyId: q.get("property") || undefined,
    priority: PRIORITIES.find((v) => v === q.get("priority")),
    status: status === "any" ? "any" : (ITEM_STATUSES.find((v) => v === status) ?? "open"),
    assignee: assignee || undefined,
    overdue: q.get("overdue") === "1" || undefined,
    week: q.get("week") === "1" || undefined,
  };
}

function showList(
  s: DashboardSession,
  filters: WorkListFilters,
  o: { after?: string; notice?: string | null; error?: string | null; status?: number } = {},
): Response {
  const scope = scopeOf(s);
  // Another account's (or a missing) property is a 404 page, never an empty list.
  const property = filters.propertyId ? getProperty(db(), scope, filters.propertyId) : undefined;
  const list = workList(db(), scope, {
    today: todayFor(db(), s.account.id),
    filters,
    limit: WORK_PAGE_SIZE,
    after: o.after,
  });
  // The live/test switch keeps what means the same in the other dataset: not the property, the
  // assignee or the cursor.
  const { propertyId: _p, assignee: _a, ...kept } = filters;
  return actionItemsPage(s, {
    filters,
    property,
    choices: workListChoices(db(), scope),
    rows: list.data,
    next: list.next_cursor ? workListUrl(filters, list.next_cursor) : null,
    back: workListUrl(kept),
    notice: o.notice,
    error: o.error,
    status: o.status,
  });
}

/** The bulk form's one change, as the API's PATCH body (blank clears a due date or assignee). */
function bulkChange(form: URLSearchParams): Record<string, unknown> | null {
  const value = (name: string) => (form.get(name) ?? "").trim();
  switch (form.get("do")) {
    case "due_date":
      return { due_date: value("due_date") || null };
    case "assignee":
      return { assignee: value("assignee") || null };
    case "status":
      return { status: value("status") };
    default:
      return null;
  }
}

const LABELS = { due_date: "Due date", assignee: "Assignee", status: "Status" };

export const workListRoutes = new Elysia({ name: "dashboard-work-list" })
  .get(
    WORK_LIST_PATH,
    page((s, url) =>
      showList(s, filtersOf(url.searchParams), {
        after: url.searchParams.get("after") || undefined,
        notice: url.searchParams.get("changed")
          ? `${Number(url.searchParams.get("changed")) || 0} item(s) changed.`
          : null,
      }),
    ),
    hidden,
  )
  .post(
    BULK_PATH,
    action((s, form) => {
      const back = new URL(form.get("back") ?? WORK_LIST_PATH, "http://x");
      const filters = filtersOf(
        back.pathname === WORK_LIST_PATH ? back.searchParams : new URLSearchParams(),
      );
      const refuse = (error: string, status = 400) => showList(s, filters, { error, status });
      const ids = [...new Set(form.getAll("id"))];
      if (ids.length === 0) return refuse("Select at least one item to change.");
      if (ids.length > WORK_PAGE_SIZE)
        return refuse(`At most ${WORK_PAGE_SIZE} items can be changed at once.`);
      const change = bulkChange(form);
      if (!change)
        return refuse("Choose what to change: the due date, the assignee or the status.");
      const checked = checkForm(UpdateActionItemBody, change, LABELS);
      if (!checked.ok) return refuse(Object.values(checked.errors).join(" "));
      const scope = scopeOf(s);
      try {
        // One transaction: an id of another account (404) or a refused value changes nothing.
        db().transaction((tx) => {
          for (const id of ids)
            updateActionItem(tx, scope, id, checked.value as UpdateActionItemInput);
        });
      } catch (e) {
        const errors = fieldErrorOf(e);
        if (errors) return refuse(Object.values(errors).join(" "));
        if (e instanceof ApiError && e.status === 404)
          return refuse(`${e.message} Nothing was changed.`, 404);
        throw e;
      }
      const to = new URL(workListUrl(filters), "http://x");
      to.searchParams.set("changed", String(ids.length));
      return redirect(`${to.pathname}${to.search}`);
    }),
    hidden,
  );
