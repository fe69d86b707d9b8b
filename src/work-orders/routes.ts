// Work orders in the API (docs/api.md, "Work orders"): send an item to a contractor, list an item's
// orders, cancel one. Thin: the rules are in ./service.ts; writes run in `write` (Idempotency-Key).
import { Elysia, t } from "elysia";
import { apiContext } from "../http/context";
import { IdParams, withErrors } from "../core/schemas";
import { CancelWorkOrderBody, CreateWorkOrderBody, WorkOrder, WorkOrderList } from "./schema";
import { cancelWorkOrder, createWorkOrder, listWorkOrders } from "./service";

const tags = ["Work orders"];

export const workOrderRoutes = new Elysia({ name: "work-orders" })
  .use(apiContext)
  .post(
    "/action-items/:id/work-orders",
    ({ scope, keyId, params, body, write }) =>
      write(201, (tx) => createWorkOrder(tx, scope, params.id, body, keyId)),
    {
      params: IdParams,
      body: CreateWorkOrderBody,
      response: withErrors(
        { 201: WorkOrder },
        {
          404: "Action item not found",
          409: "The item is DONE (`invalid_state`), or the Idempotency-Key's request is in flight",
          422: "The item has 5 open work orders (`work_order_limit_reached`), or Idempotency-Key reused with another body (`idempotency_key_in_use`)",
        },
      ),
      detail: {
        tags,
        operationId: "createWorkOrder",
        summary: "Send an action item to a contractor",
        description:
          "Makes a work order, sets the item's `assignee` to `contractor_name` (`action_item.updated` and `action_item.assigned` when it changes) and emails the contractor the job (property, item, photos, what was said in the walkthrough, `message`) with its link `url`, which needs no sign-in. Reply-To is the account's reply-to. A DONE item: 409 `invalid_state`; at most 5 open orders per item (422 `work_order_limit_reached`).",
      },
    },
  )
  .get(
    "/action-items/:id/work-orders",
    ({ db, scope, params }) => ({ data: listWorkOrders(db, scope, params.id) }),
    {
      params: IdParams,
      response: withErrors({ 200: WorkOrderList }, { 404: "Action item not found" }),
      detail: {
        tags,
        operationId: "listWorkOrders",
        summary: "List an action item's work orders",
        description: "Newest first, the whole list (`{ data }`).",
      },
    },
  )
  .post(
    "/work-orders/:id/cancel",
    ({ scope, params, write }) => write(200, (tx) => cancelWorkOrder(tx, scope, params.id)),
    {
      params: IdParams,
      body: t.Optional(CancelWorkOrderBody),
      response: withErrors(
        { 200: WorkOrder },
        { 404: "Work order not found", 409: "The order is done (`invalid_state`)" },
      ),
      detail: {
        tags,
        operationId: "cancelWorkOrder",
        summary: "Cancel a work order",
        description:
          "Its link then says it was cancelled and accepts nothing. The item is left as it is (its assignee too). A cancelled order is returned as it is; a done one is a 409 `invalid_state`.",
      },
    },
  );
