import { Elysia, t } from "elysia";
import { apiContext } from "../api/context";
import { Body, IdParams, Page, withErrors } from "../core/schemas";
import {
  CreateEndpointBody,
  ListDeliveriesQuery,
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
    ({ scope, body, write }) => endpoints.createEndpoint((fn) => write(201, fn), scope, body),
    { body: CreateEndpointBody, response: withErrors({ 201: WebhookEndpointWithSecret }), detail: { tags, summary: "Register a webhook endpoint (the signing secret is shown only here)" } },
  )
  .get("/webhook-endpoints", ({ db, scope }) => endpoints.listEndpoints(db, scope), {
    response: withErrors({ 200: WebhookEndpointList }),
    detail: { tags, summary: "List webhook endpoints (not paginated)" },
  })
  .get("/webhook-endpoints/:id", ({ db, scope, params }) => endpoints.getEndpoint(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: WebhookEndpoint }, { 404: "Webhook endpoint not found" }),
    detail: { tags, summary: "Get a webhook endpoint" },
  })
  .patch("/webhook-endpoints/:id", ({ db, scope, params, body, write }) => endpoints.updateEndpoint(db, (fn) => write(200, fn), scope, params.id, body), {
    params: IdParams,
    body: UpdateEndpointBody,
    response: withErrors({ 200: WebhookEndpoint }, { 404: "Webhook endpoint not found" }),
    detail: { tags, summary: "Update a webhook endpoint; `disabled: true` pauses it" },
  })
  .delete(
    "/webhook-endpoints/:id",
    ({ scope, params, write }) => write(204, (tx) => endpoints.deleteEndpoint(tx, scope, params.id) ?? null),
    {
      params: IdParams,
      response: withErrors({ 204: t.Null({ description: "Deleted" }) }, { 404: "Webhook endpoint not found" }),
      detail: { tags, summary: "Delete a webhook endpoint and its deliveries" },
    },
  )
  .get("/webhook-endpoints/:id/deliveries", ({ db, scope, params, query }) => deliveries.listDeliveries(db, scope, params.id, query), {
    params: IdParams,
    query: ListDeliveriesQuery,
    response: withErrors({ 200: Page(WebhookDelivery) }, { 404: "Webhook endpoint not found" }),
    detail: { tags, summary: "List an endpoint's deliveries" },
  })
  .get("/webhook-deliveries/:id", ({ db, scope, params }) => deliveries.getDelivery(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: WebhookDeliveryWithAttempts }, { 404: "Webhook delivery not found" }),
    detail: { tags, summary: "Get a delivery with its attempts" },
  })
  .post(
    "/webhook-deliveries/:id/retry",
    ({ scope, params, write }) => write(202, (tx) => deliveries.retryDelivery(tx, scope, params.id)),
    {
      params: IdParams,
      body: t.Optional(Body({})),
      response: withErrors({ 202: WebhookDeliveryWithAttempts }, { 404: "Webhook delivery not found", 409: "The endpoint is disabled (`invalid_state`)" }),
      detail: { tags, summary: "Queue a delivery again, due now" },
    },
  );
