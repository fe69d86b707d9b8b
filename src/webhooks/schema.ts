import { t } from "elysia";
import { Body, Nullable, Timestamp } from "../core/schemas";
import { ListQuery } from "../core/pagination";
import { EVENT_TYPES } from "../events/types";
import type { webhookDeliveries, webhookEndpoints } from "../db/schema";

const Mode = t.Union([t.Literal("live"), t.Literal("test")]);
const EventTypeName = t.Union(EVENT_TYPES.map((e) => t.Literal(e)));
const Events = t.Array(EventTypeName, { maxItems: 100, description: "Event types to receive; empty means all." });

const endpointFields = {
  id: t.String(),
  name: t.String(),
  url: t.String(),
  events: t.Array(t.String()),
  mode: Mode,
  disabled: t.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const WebhookEndpoint = t.Object(endpointFields, { title: "WebhookEndpoint" });
export const WebhookEndpointWithSecret = t.Object(
  { ...endpointFields, signingSecret: t.String({ description: "whsec_<base64>; shown only in this response." }) },
  { title: "WebhookEndpointWithSecret" },
);
export const WebhookEndpointList = t.Object({ data: t.Array(WebhookEndpoint) });

const Url = t.String({ minLength: 1, maxLength: 2048, description: "https URL (http://localhost in --dev mode)." });

export const CreateEndpointBody = Body({
  name: t.String({ minLength: 1, maxLength: 100 }),
  url: Url,
  events: t.Optional(Events),
  mode: t.Optional(Mode),
});

export const UpdateEndpointBody = Body({
  name: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
  url: t.Optional(Url),
  events: t.Optional(Events),
  disabled: t.Optional(t.Boolean()),
});

const DeliveryStatus = t.Union([t.Literal("pending"), t.Literal("succeeded"), t.Literal("failed")]);

const deliveryFields = {
  id: t.String(),
  endpointId: t.String(),
  eventId: t.String(),
  eventType: t.String(),
  status: DeliveryStatus,
  attemptCount: t.Integer(),
  lastStatusCode: Nullable(t.Integer()),
  lastError: Nullable(t.String()),
  nextAttemptAt: Nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const WebhookDelivery = t.Object(deliveryFields, { title: "WebhookDelivery" });

export const WebhookAttempt = t.Object(
  {
    at: Timestamp,
    statusCode: Nullable(t.Integer()),
    durationMs: t.Integer(),
    error: Nullable(t.String()),
    responseBody: Nullable(t.String({ description: "The first 2 KiB of the response body." })),
  },
  { title: "WebhookAttempt" },
);

export const WebhookDeliveryWithAttempts = t.Object({ ...deliveryFields, attempts: t.Array(WebhookAttempt) }, { title: "WebhookDeliveryDetail" });

export const ListDeliveriesQuery = ListQuery({ status: t.Optional(DeliveryStatus) });

export type CreateEndpointInput = typeof CreateEndpointBody.static;
export type UpdateEndpointInput = typeof UpdateEndpointBody.static;
export type DeliveryStatusName = typeof DeliveryStatus.static;

/** The endpoint as every read shows it: never the secret. */
export function presentEndpoint(e: typeof webhookEndpoints.$inferSelect): typeof WebhookEndpoint.static {
  return {
    id: e.id,
    name: e.name,
    url: e.url,
    events: e.events,
    mode: e.isTest ? ("test" as const) : ("live" as const),
    disabled: e.disabled,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}

/** A delivery as every read shows it (WebhookDelivery above). */
export function presentDelivery(d: typeof webhookDeliveries.$inferSelect): typeof WebhookDelivery.static {
  return {
    id: d.id,
    endpointId: d.endpointId,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attemptCount: d.attemptCount,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    nextAttemptAt: d.nextAttemptAt,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}
