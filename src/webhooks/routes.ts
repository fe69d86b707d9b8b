import { Elysia, t } from "elysia";
import { apiContext } from "../http/context";
import { IdParams, NoContent, Page, withErrors } from "../core/schemas";
import {
  CreateEndpointBody,
  ListDeliveriesQuery,
  RetryWebhookDeliveryBody,
  UpdateEndpointBody,
  WebhookDelivery,
  WebhookDeliveryWithAttempts,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from "./schema";
import * as endpoints from "./service";
import * as deliveries from "./deliveries";

const tags = ["Webhooks"];

export const webhookRoutes = new Elysia({ name: "webhooks" })
  .use(apiContext)
  .post(
    "/webhook-endpoints",
    async ({ scope, body, write }) => endpoints.createEndpoint((fn) => write(201, fn), scope, body),
    {
      body: CreateEndpointBody,
      response: withErrors({ 201: WebhookEndpointWithSecret }),
      detail: {
        tags,
        operationId: "createWebhookEndpoint",
        summary: "Create a webhook endpoint",
        description:
          "Registers a URL to receive events (https and a public host; http://localhost in --dev mode). The response carries `signingSecret`, shown only here: verify deliveries with it (Standard Webhooks).",
      },
    },
  )
  .get("/webhook-endpoints", ({ db, scope }) => endpoints.listEndpoints(db, scope), {
    response: withErrors({ 200: WebhookEndpointList }),
    detail: {
      tags,
      operationId: "listWebhookEndpoints",
      summary: "List webhook endpoints",
      description: "Every endpoint of the key's dataset; not paginated.",
    },
  })
  .get(
    "/webhook-endpoints/:id",
    ({ db, scope, params }) => endpoints.getEndpoint(db, scope, params.id),
    {
      params: IdParams,
      response: withErrors({ 200: WebhookEndpoint }, { 404: "Webhook endpoint not found" }),
      detail: {
        tags,
        operationId: "getWebhookEndpoint",
        summary: "Get a webhook endpoint",
        description: "Without its signing secret.",
      },
    },
  )
  .patch(
    "/webhook-endpoints/:id",
    async ({ db, scope, params, body, write }) =>
      endpoints.updateEndpoint(db, (fn) => write(200, fn), scope, params.id, body),
    {
      params: IdParams,
      body: UpdateEndpointBody,
      response: withErrors({ 200: WebhookEndpoint }, { 404: "Webhook endpoint not found" }),
      detail: {
        tags,
        operationId: "updateWebhookEndpoint",
        summary: "Update a webhook endpoint",
        description:
          "Any subset of `name`, `url`, `events`, `disabled`; `disabled: true` pauses deliveries.",
      },
    },
  )
  .delete(
    "/webhook-endpoints/:id",
    ({ scope, params, write }) =>
      write(204, (tx) => endpoints.deleteEndpoint(tx, scope, params.id) ?? null),
    {
      params: IdParams,
      response: withErrors({ 204: NoContent }, { 404: "Webhook endpoint not found" }),
      detail: {
        tags,
        operationId: "deleteWebhookEndpoint",
        summary: "Delete a webhook endpoint",
        description: "Deletes the endpoint and its deliveries.",
      },
    },
  )
  .get(
    "/webhook-endpoints/:id/deliveries",
    ({ db, scope, params, query }) => deliveries.listDeliveries(db, scope, params.id, query),
    {
      params: IdParams,
      query: ListDeliveriesQuery,
      response: withErrors({ 200: Page(WebhookDelivery) }, { 404: "Webhook endpoint not found" }),
      detail: {
        tags,
        operationId: "listWebhookDeliveries",
        summary: "List an endpoint's deliveries",
        description: "Most recent first; filter by `status` (pending, succeeded, failed).",
      },
    },
  )
  .get(
    "/webhook-deliveries/:id",
    ({ db, scope, params }) => deliveries.getDelivery(db, scope, params.id),
    {
      params: IdParams,
      response: withErrors(
        { 200: WebhookDeliveryWithAttempts },
        { 404: "Webhook delivery not found" },
      ),
      detail: {
        tags,
        operationId: "getWebhookDelivery",
        summary: "Get a webhook delivery",
        description: "With every HTTP attempt so far.",
      },
    },
  )
  .post(
    "/webhook-deliveries/:id/retry",
    ({ scope, params, write }) =>
      write(202, (tx) => deliveries.retryDelivery(tx, scope, params.id)),
    {
      params: IdParams,
      body: t.Optional(RetryWebhookDeliveryBody),
      response: withErrors(
        { 202: WebhookDeliveryWithAttempts },
        { 404: "Webhook delivery not found", 409: "The endpoint is disabled (`invalid_state`)" },
      ),
      detail: {
        tags,
        operationId: "retryWebhookDelivery",
        summary: "Retry a webhook delivery",
        description:
          "Queues the delivery again, due now, whatever its status. 409 `invalid_state` when the endpoint is disabled. The body may be omitted.",
      },
    },
  );
