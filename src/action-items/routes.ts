import { Elysia, t } from "elysia";
import { apiContext } from "../api/context";
import { IdParams, Page, withErrors } from "../core/schemas";
import {
  ActionItem,
  CompleteActionItemBody,
  CreateActionItemBody,
  ListActionItemsQuery,
  UpdateActionItemBody,
} from "./schema";
import * as items from "./service";

const tags = ["Action items"];
const notFound = { 404: "Action item not found" };

export const actionItemRoutes = new Elysia({ name: "action-items" })
  .use(apiContext)
  .get("/action-items", ({ db, scope, query }) => items.listActionItems(db, scope, query), {
    query: ListActionItemsQuery,
    response: withErrors({ 200: Page(ActionItem) }),
    detail: { tags, summary: "List action items" },
  })
  .post(
    "/action-items",
    ({ scope, body, write }) => write(201, (tx) => items.createActionItem(tx, scope, body)),
    {
      body: CreateActionItemBody,
      response: withErrors({ 201: ActionItem }, { 404: "Site visit not found" }),
      detail: { tags, summary: "Create an action item (status OPEN, priority MEDIUM unless given)" },
    },
  )
  .get("/action-items/:id", ({ db, scope, params }) => items.getActionItem(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: ActionItem }, notFound),
    detail: { tags, summary: "Get an action item" },
  })
  .patch("/action-items/:id", ({ scope, params, body, write }) => write(200, (tx) => items.updateActionItem(tx, scope, params.id, body)), {
    params: IdParams,
    body: UpdateActionItemBody,
    response: withErrors({ 200: ActionItem }, notFound),
    detail: {
      tags,
      summary: "Update an action item",
      description: "Setting `status` to DONE sets `completedAt`; leaving DONE clears the completion fields. A PATCH that changes nothing emits no event.",
    },
  })
  .post("/action-items/:id/complete", ({ scope, params, body, write }) => write(200, (tx) => items.completeActionItem(tx, scope, params.id, body)), {
    params: IdParams,
    body: CompleteActionItemBody,
    response: withErrors({ 200: ActionItem }, notFound),
    detail: {
      tags,
      summary: "Complete an action item",
      description: "OPEN or IN_PROGRESS → DONE. On a DONE item returns it unchanged, keeping the original completion.",
    },
  })
  .delete(
    "/action-items/:id",
    ({ scope, params, write }) => write(204, (tx) => items.deleteActionItem(tx, scope, params.id) ?? null),
    {
      params: IdParams,
      response: withErrors({ 204: t.Null({ description: "Deleted" }) }, notFound),
      detail: { tags, summary: "Delete an action item and its evidence" },
    },
  );
