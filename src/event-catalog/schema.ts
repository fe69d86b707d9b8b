// The catalogue of events (docs/api.md, Webhooks): one envelope per event type with its typed `data`, which
// each feature declares beside its own schemas. The same schemas describe GET /events, GET
// /events/{id} (Event: a union discriminated by `event_type`) and the OpenAPI `webhooks` section
// (one entry per type), so what is stored, listed and POSTed is one shape. It sits above the
// features it gathers; the event log it reads (src/events/) sits below them.
import { t, type TSchema } from "elysia";
import { StringEnum, Timestamp } from "../core/schemas";
import { ListQuery } from "../db/pagination";
import { PROPERTY_EVENTS } from "../properties/schema";
import { SITE_VISIT_EVENTS } from "../site-visits/schema";
import { ACTION_ITEM_EVENTS } from "../action-items/schema";
import type { EventRow } from "../events/service";
import { EVENT_TYPES, type EventDataMap, type EventType } from "../events/types";

/** Each event type's `data` (docs/api-objects.md, Events) with an example, from the feature that emits it. */
const dataOf = {
  ...PROPERTY_EVENTS,
  ...SITE_VISIT_EVENTS,
  ...ACTION_ITEM_EVENTS,
} as const satisfies Record<EventType, readonly [TSchema, unknown]>;

// Every type's data is declared by exactly the feature that emits it: a type missing from
// EventDataMap (src/events/types.ts) would make emitEvent's data `never`.
type Missing = Exclude<EventType, keyof EventDataMap>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

/** What each event type means, for the documentation (docs/api-objects.md, Events). */
export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  "property.created": "A property was added.",
  "property.updated":
    "A property's name, address, notes, icon or cover image changed; `data.property` is the full updated record.",
  "property.deleted":
    "A property was removed, with its visits, items and evidence. Carries only its id.",
  "site_visit.created": "A site visit was filed.",
  "site_visit.updated":
    "A visit's title, date, summary or notes changed. Status moves do not emit this.",
  "site_visit.processing": "The video pipeline began processing the visit (status PROCESSING).",
  "site_visit.ready": "Extraction finished; the report is ready (status READY).",
  "site_visit.sent": "The report was emailed. `data.site_visit` is a snake_case subset.",
  "site_visit.completed":
    "The visit became complete (DONE, or SENT on its first send). Not re-fired for later edits.",
  "site_visit.deleted": "A site visit was removed. Carries only its id.",
  "action_item.created": "An action item was filed, by extraction or by hand.",
  "action_item.updated":
    "An item's title, description, category, location, priority, status or assignee changed.",
  "action_item.assigned":
    "An item's assignee was set, changed or cleared; fires alongside `action_item.updated`.",
  "action_item.completed": "An item was completed through POST /action-items/{id}/complete.",
  "action_item.reopened": "An item moved from DONE back to OPEN or IN_PROGRESS.",
  "action_item.deleted": "An action item was removed. Carries only its id.",
  "evidence.attached":
    "A photo or video was attached to an item: as evidence, or as its completion photo (`evidence.id` null).",
};

/** `property.created` → `PropertyCreatedEvent`: the component name of a type's envelope. */
export const eventSchemaName = (type: EventType) =>
  type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("") + "Event";

const envelope = <T extends EventType>(type: T) => {
  const [data, example] = dataOf[type];
  return t.Object(
    {
      id: t.String({ description: "evt_…; unique per event. Receivers dedupe on it." }),
      event_type: t.Literal(type),
      livemode: t.Boolean({ description: "True for live-key traffic, false for test." }),
      created_at: Timestamp,
      data: data as (typeof dataOf)[T][0],
    },
    {
      title: eventSchemaName(type),
      description: EVENT_DESCRIPTIONS[type],
      examples: [
        {
          id: "evt_01JDX4Q9M2S7K8N3P5R6T7V8W9",
          event_type: type,
          livemode: true,
          created_at: "2026-11-21T16:45:12.510Z",
          data: example,
        },
      ],
    },
  );
};

/** One envelope schema per event type, in catalogue order (listed out so each keeps its own static type). */
export const EVENT_ENVELOPES = [
  envelope("property.created"),
  envelope("property.updated"),
  envelope("property.deleted"),
  envelope("site_visit.created"),
  envelope("site_visit.updated"),
  envelope("site_visit.processing"),
  envelope("site_visit.ready"),
  envelope("site_visit.sent"),
  envelope("site_visit.completed"),
  envelope("site_visit.deleted"),
  envelope("action_item.created"),
  envelope("action_item.updated"),
  envelope("action_item.assigned"),
  envelope("action_item.completed"),
  envelope("action_item.reopened"),
  envelope("action_item.deleted"),
  envelope("evidence.attached"),
] as const;

export const Event = t.Union([...EVENT_ENVELOPES], {
  title: "Event",
  description:
    "An event envelope (docs/api.md, Webhooks); `event_type` tells which `data` it carries.",
  discriminator: {
    propertyName: "event_type",
    mapping: Object.fromEntries(
      EVENT_TYPES.map((type) => [type, `#/components/schemas/${eventSchemaName(type)}`]),
    ),
  },
  examples: [(EVENT_ENVELOPES[7].examples as unknown[])[0]],
});

export const ListEventsQuery = ListQuery({
  type: t.Optional(StringEnum(EVENT_TYPES, { description: "Only events of this type." })),
});

export type ListEventsInput = typeof ListEventsQuery.static;
export type EventEnvelope = typeof Event.static;

/**
 * The envelope of docs/api.md, Webhooks, as delivered to webhooks and returned by GET /events. `data` was written
 * by emitEvent from the typed payload of its type, so the stored JSON is trusted to match.
 */
export function presentEvent(e: EventRow): EventEnvelope {
  return {
    id: e.id,
    event_type: e.type,
    livemode: !e.isTest,
    created_at: e.createdAt,
    data: e.data,
  } as EventEnvelope;
}
