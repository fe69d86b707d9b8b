import { Elysia, t } from "elysia";
import { apiContext } from "../core/http";
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
    async ({ scope, body, set }) => {
      const created = await endpoints.createEndpoint(scope, body);
      set.status = 201;
      return created;
    },
    { body: CreateEndpointBody, response: withErrors({ 201: WebhookEndpointWithSecret }), detail: { tags, summary: "Register a webhook endpoint (the signing secret is shown only here)" } },
  )
  .get("/webhook-endpoints", ({ scope }) => endpoints.listEndpoints(scope), {
    response: withErrors({ 200: WebhookEndpointList }),
    detail: { tags, summary: "List webhook endpoints (not paginated)" },
  })
  .get("/webhook-endpoints/:id", ({ scope, params }) => endpoints.getEndpoint(scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: WebhookEndpoint }, { 404: "Webhook endpoint not found" }),
    detail: { tags, summary: "Get a webhook endpoint" },
  })
  .patch("/webhook-endpoints/:id", ({ scope, params, body }) => endpoints.updateEndpoint(scope, params.id, body), {
    params: IdParams,
    body: UpdateEndpointBody,
    response: withErrors({ 200: WebhookEndpoint }, { 404: "Webhook endpoint not found" }),
    detail: { tags, summary: "Update a webhook endpoint; `disabled: true` pauses it" },
  })
  .delete(
    "/webhook-endpoints/:id",
    ({ scope, params, set }) => {
      endpoints.deleteEndpoint(scope, params.id);
      set.status = 204;
      return null;
    },
    {
      params: IdParams,
      response: withErrors({ 204: t.Null({ description: "Deleted" }) }, { 404: "Webhook endpoint not found" }),
      detail: { tags, summary: "Delete a webhook endpoint and its deliveries" },
    },
  )
  .get("/webhook-endpoints/:id/deliveries", ({ scope, params, query }) => deliveries.listDeliveries(scope, params.id, query), {
    params: IdParams,
    query: ListDeliveriesQuery,
    response: withErrors({ 200: Page(WebhookDelivery) }, { 404: "Webhook endpoint not found" }),
    detail: { tags, summary: "List an endpoint's deliveries" },
  })
  .get("/webhook-deliveries/:id", ({ scope, params }) => deliveries.getDelivery(scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: WebhookDeliveryWithAttempts }, { 404: "Webhook delivery not found" }),
    detail: { tags, summary: "Get a delivery with its attempts" },
  })
  .post(
    "/webhook-deliveries/:id/retry",
    ({ scope, params, set }) => {
      const d = deliveries.retryDelivery(scope, params.id);
      set.status = 202;
      return d;
    },
    {
      params: IdParams,
      body: t.Optional(Body({})),
      response: withErrors({ 202: WebhookDeliveryWithAttempts }, { 404: "Webhook delivery not found", 409: "The endpoint is disabled (`invalid_state`)" }),
      detail: { tags, summary: "Queue a delivery again, due now" },
    },
  );
