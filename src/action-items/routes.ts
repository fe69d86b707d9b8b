import { Elysia, t } from "elysia";
import { apiContext } from "../http/context";
import { IdParams, NoContent, Page, withErrors } from "../core/schemas";
import {
  ActionItem,
  CompleteActionItemBody,
  ConfirmActionItemBody,
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
    detail: {
      tags,
      operationId: "listActionItems",
      summary: "List action items",
      description:
        "Most recent first; filter by `status`, `priority`, `site_visit_id`, `property_id`, `assignee`, `overdue` (true or false, against today in the account's time zone), `due_before` and `due_after` (days, inclusive; items without a due date match neither).",
    },
  })
  .post(
    "/action-items",
    ({ scope, keyId, body, write }) =>
      write(201, (tx) => items.createActionItem(tx, scope, { ...body, confirmedBy: keyId })),
    {
      body: CreateActionItemBody,
      response: withErrors(
        { 201: ActionItem },
        {
          404: "Site visit not found",
          422: "The visit holds the most items allowed (`visit_item_limit_reached`), or Idempotency-Key reused with another body (`idempotency_key_in_use`)",
        },
      ),
      detail: {
        tags,
        operationId: "createActionItem",
        summary: "Create an action item",
        description:
          "Files an item on a site visit, status OPEN, priority MEDIUM unless given, confirmed by the calling key (`review.state` `confirmed`). Without `due_date` it is due when the account's response times say for its priority (`dueDateSource` `policy`). Emits `action_item.created`. A visit holds at most 1,000 items (`SITEVISIT_MAX_ITEMS_PER_VISIT`): past it, 422 `visit_item_limit_reached`.",
      },
    },
  )
  .get("/action-items/:id", ({ db, scope, params }) => items.getActionItem(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: ActionItem }, notFound),
    detail: {
      tags,
      operationId: "getActionItem",
      summary: "Get an action item",
      description: "With its evidence and completion photo URLs.",
    },
  })
  .patch(
    "/action-items/:id",
    ({ scope, params, body, write }) =>
      write(200, (tx) => items.updateActionItem(tx, scope, params.id, body)),
    {
      params: IdParams,
      body: UpdateActionItemBody,
      response: withErrors({ 200: ActionItem }, notFound),
      detail: {
        tags,
        operationId: "updateActionItem",
        summary: "Update an action item",
        description:
          "Setting `status` to DONE sets `completedAt`; leaving DONE clears the completion fields. `due_date` sets the due date (null: none) and keeps it through priority changes; a derived due date follows a change of `priority`. A PATCH that changes nothing emits no event.",
      },
    },
  )
  .post(
    "/action-items/:id/complete",
    ({ scope, params, body, write }) =>
      write(200, (tx) => items.completeActionItem(tx, scope, params.id, body)),
    {
      params: IdParams,
      body: CompleteActionItemBody,
      response: withErrors({ 200: ActionItem }, notFound),
      detail: {
        tags,
        operationId: "completeActionItem",
        summary: "Complete an action item",
        description:
          "OPEN or IN_PROGRESS → DONE, with optional `completed_by`, `completion_note` and `completion_photo_key`; emits `action_item.completed`. On a DONE item returns it unchanged, keeping the original completion.",
      },
    },
  )
  .post(
    "/action-items/:id/confirm",
    ({ scope, keyId, params, write }) =>
      write(200, (tx) => items.confirmActionItem(tx, scope, params.id, keyId)),
    {
      params: IdParams,
      body: t.Optional(ConfirmActionItemBody),
      response: withErrors({ 200: ActionItem }, notFound),
      detail: {
        tags,
        operationId: "confirmActionItem",
        summary: "Confirm an action item",
        description:
          "A person has checked an item the video pipeline suggested: `review.state` becomes `confirmed`, with `review.confirmedAt` and `review.confirmedBy` (this key's id); emits `action_item.updated`. Only confirmed items appear in the visit's report and email. On a confirmed item returns it unchanged and emits nothing. The body may be omitted.",
      },
    },
  )
  .delete(
    "/action-items/:id",
    ({ scope, params, write }) =>
      write(204, (tx) => items.deleteActionItem(tx, scope, params.id) ?? null),
    {
      params: IdParams,
      response: withErrors({ 204: NoContent }, notFound),
      detail: {
        tags,
        operationId: "deleteActionItem",
        summary: "Delete an action item",
        description: "Deletes the item and its evidence files. Emits `action_item.deleted`.",
      },
    },
  );
