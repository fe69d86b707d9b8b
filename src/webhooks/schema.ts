import { t } from "elysia";
import { Body, Nullable, StringEnum, Timestamp } from "../core/schemas";
import { ListQuery } from "../db/pagination";
import { EVENT_TYPES } from "../events/types";
import type { webhookDeliveries, webhookEndpoints } from "../db/schema";

const Mode = StringEnum(["live", "test"]);
const EventTypeName = StringEnum(EVENT_TYPES);
const Events = t.Array(EventTypeName, {
  maxItems: 100,
  description: "Event types to receive; empty means all.",
});

const endpointFields = {
  id: t.String(),
  name: t.String(),
  url: t.String(),
  events: t.Array(t.String(), { description: "Event types it receives; empty means all." }),
  mode: Mode,
  disabled: t.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

const endpointExample = {
  id: "we_6t9y2u5i8o1p4a7s",
  name: "Ops dashboard",
  url: "https://hooks.example.com/sitevisit",
  events: ["site_visit.sent", "action_item.completed"],
  mode: "live" as const,
  disabled: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

export const WebhookEndpoint = t.Object(endpointFields, {
  title: "WebhookEndpoint",
  description:
    "Where events are POSTed, signed with Standard Webhooks (docs/api-objects.md, Objects, docs/api.md, Webhooks).",
  examples: [endpointExample],
});
export const WebhookEndpointWithSecret = t.Object(
  {
    ...endpointFields,
    signingSecret: t.String({ description: "whsec_<base64>; shown only in this response." }),
  },
  {
    title: "WebhookEndpointWithSecret",
    description: "A new endpoint, with the signing secret that is shown only once.",
    examples: [{ ...endpointExample, signingSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }],
  },
);
export const WebhookEndpointList = t.Object(
  { data: t.Array(WebhookEndpoint) },
  {
    title: "WebhookEndpointList",
    description: "Every webhook endpoint of the dataset (not paginated).",
    examples: [{ data: [endpointExample] }],
  },
);

const Url = t.String({
  minLength: 1,
  maxLength: 2048,
  description: "https URL (http://localhost in --dev mode).",
});

export const CreateEndpointBody = Body(
  {
    name: t.String({ minLength: 1, maxLength: 100 }),
    url: Url,
    events: t.Optional(Events),
    mode: t.Optional(Mode),
  },
  {
    title: "CreateWebhookEndpointRequest",
    examples: [
      {
        name: "Ops dashboard",
        url: "https://hooks.example.com/sitevisit",
        events: ["site_visit.sent"],
      },
    ],
  },
);

export const UpdateEndpointBody = Body(
  {
    name: t.Optional(t.String({ minLength: 1, maxLength: 100 })),
    url: t.Optional(Url),
    events: t.Optional(Events),
    disabled: t.Optional(t.Boolean()),
  },
  { title: "UpdateWebhookEndpointRequest", examples: [{ disabled: true }] },
);

export const RetryWebhookDeliveryBody = Body(
  {},
  {
    title: "RetryWebhookDeliveryRequest",
    description: "Empty; the body may be omitted.",
    examples: [{}],
  },
);

const DeliveryStatus = StringEnum(["pending", "succeeded", "failed"]);

const deliveryFields = {
  id: t.String(),
  endpointId: t.String(),
  eventId: t.String(),
  eventType: t.String({ description: "The event's `event_type`." }),
  status: DeliveryStatus,
  attemptCount: t.Integer(),
  lastStatusCode: Nullable(t.Integer()),
  lastError: Nullable(t.String()),
  nextAttemptAt: Nullable(Timestamp),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

const deliveryExample = {
  id: "del_3e6r9t2y5u8i1o4p",
  endpointId: "we_6t9y2u5i8o1p4a7s",
  eventId: "evt_01JDX4Q9M2S7K8N3P5R6T7V8W9",
  eventType: "site_visit.sent",
  status: "succeeded" as const,
  attemptCount: 1,
  lastStatusCode: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: "2026-11-21T16:45:12.530Z",
  updatedAt: "2026-11-21T16:45:12.781Z",
};
const attemptExample = {
  at: "2026-11-21T16:45:12.600Z",
  statusCode: 200,
  durationMs: 181,
  error: null,
  responseBody: "ok",
};

export const WebhookDelivery = t.Object(deliveryFields, {
  title: "WebhookDelivery",
  description: "One event's delivery to one endpoint, with its retry state.",
  examples: [deliveryExample],
});

export const WebhookAttempt = t.Object(
  {
    at: Timestamp,
    statusCode: Nullable(t.Integer()),
    durationMs: t.Integer(),
    error: Nullable(t.String()),
    responseBody: Nullable(t.String({ description: "The first 2 KiB of the response body." })),
  },
  {
    title: "WebhookAttempt",
    description: "One HTTP attempt of a delivery.",
    examples: [attemptExample],
  },
);

export const WebhookDeliveryWithAttempts = t.Object(
  { ...deliveryFields, attempts: t.Array(WebhookAttempt) },
  {
    title: "WebhookDeliveryWithAttempts",
    description: "A delivery with every attempt so far.",
    examples: [{ ...deliveryExample, attempts: [attemptExample] }],
  },
);

export const ListDeliveriesQuery = ListQuery({
  status: t.Optional(
    StringEnum(["pending", "succeeded", "failed"], {
      description: "Only deliveries in this status.",
    }),
  ),
});

export type CreateEndpointInput = typeof CreateEndpointBody.static;
export type UpdateEndpointInput = typeof UpdateEndpointBody.static;
export type DeliveryStatusName = typeof DeliveryStatus.static;

/** The endpoint as every read shows it: never the secret. */
export function presentEndpoint(
  e: typeof webhookEndpoints.$inferSelect,
): typeof WebhookEndpoint.static {
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
export function presentDelivery(
  d: typeof webhookDeliveries.$inferSelect,
): typeof WebhookDelivery.static {
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
