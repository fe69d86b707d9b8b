// An item's work orders in the dashboard (docs/dashboard.md, "Work orders"), on the API's service:
//   GET  /dashboard/action-items/:id/work-orders   the orders with their times, and the send form
//   POST /dashboard/action-items/:id/work-orders   Send to contractor (name, email, message)
//   POST /dashboard/work-orders/:id/cancel         cancel an open order
// Another account's (or dataset's) item or order is 404, as in the API.
import { Elysia } from "elysia";
import { db } from "../db/client";
import { getActionItem } from "../action-items/service";
import { getAccountSettings } from "../account-settings/service";
import { CreateWorkOrderBody } from "../work-orders/schema";
import {
  cancelWorkOrder,
  createWorkOrder,
  listWorkOrders,
  recentContractors,
} from "../work-orders/service";
import { workOrders } from "../db/schema";
import { findInScope } from "../db/scope";
import { redirect, type DashboardSession } from "./http";
import { action, page, scopeOf } from "./handlers";
import { checkForm, fieldErrorOf, text } from "./form";
import {
  WORK_ORDER_LABELS,
  workOrdersPath,
  workOrdersPage,
  type WorkOrderFormValues,
} from "./views/work-orders";

const hidden = { detail: { hide: true } };
const NOTICES: Record<string, string> = {
  sent: "Sent: the contractor has been emailed the job and its link.",
  cancelled: "Cancelled: the link now says so.",
};

function show(
  s: DashboardSession,
  itemId: string,
  o: Omit<
    Parameters<typeof workOrdersPage>[1],
    "item" | "orders" | "contractors" | "timeZone"
  > = {},
) {
  const scope = scopeOf(s);
  const ex = db();
  return workOrdersPage(s, {
    item: getActionItem(ex, scope, itemId),
    orders: listWorkOrders(ex, scope, itemId),
    contractors: recentContractors(ex, scope),
    timeZone: getAccountSettings(ex, s.account.id).timeZone,
    ...o,
  });
}

export const workOrderDashboardRoutes = new Elysia({ name: "dashboard-work-orders" })
  .get(
    "/dashboard/action-items/:id/work-orders",
    page((s, url, p) => show(s, p.id!, { notice: NOTICES[url.searchParams.get("done") ?? ""] })),
    hidden,
  )
  .post(
    "/dashboard/action-items/:id/work-orders",
    action((s, form, p) => {
      const values: WorkOrderFormValues = {
        contractor_name: text(form, "contractor_name").slice(0, 1000),
        contractor_email: text(form, "contractor_email").slice(0, 1000),
        message: (form.get("message") ?? "").slice(0, 10_000),
      };
      // "Used before" fills what was left blank (the page needs no script for it).
      const used = text(form, "used");
      if (used) {
        const c = recentContractors(db(), scopeOf(s)).find((r) => r.email === used);
        if (c && !values.contractor_email) values.contractor_email = c.email;
        if (c && !values.contractor_name) values.contractor_name = c.name;
      }
      const input = {
        contractor_name: values.contractor_name,
        contractor_email: values.contractor_email,
        ...(values.message.trim() ? { message: values.message } : {}),
      };
      const checked = checkForm(CreateWorkOrderBody, input, WORK_ORDER_LABELS);
      if (!checked.ok) return show(s, p.id!, { values, errors: checked.errors, status: 400 });
      try {
        db().transaction((tx) => createWorkOrder(tx, scopeOf(s), p.id!, checked.value, s.userId));
      } catch (e) {
        const errors = fieldErrorOf(e);
        if (errors) return show(s, p.id!, { values, errors, status: 400 });
        throw e;
      }
      return redirect(`${workOrdersPath(p.id!)}?done=sent`);
    }),
    hidden,
  )
  .post(
    "/dashboard/work-orders/:id/cancel",
    action((s, _form, p) => {
      const scope = scopeOf(s);
      const order = findInScope(db(), workOrders, scope, p.id!, "work order");
      db().transaction((tx) => cancelWorkOrder(tx, scope, order.id));
      return redirect(`${workOrdersPath(order.actionItemId)}?done=cancelled`);
    }),
    hidden,
  );
