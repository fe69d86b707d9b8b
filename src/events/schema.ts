// The events (SPEC 6.2, 6.3): one envelope per event type with its typed `data`. The same schemas
// describe GET /events, GET /events/{id} (Event: a union discriminated by `event_type`) and the
// OpenAPI `webhooks` section (one entry per type), so what is stored, listed and POSTed is one shape.
import { t, type TSchema } from "elysia";
import { Nullable, StringEnum, Timestamp } from "../core/schemas";
import { ListQuery } from "../core/pagination";
import { Property } from "../properties/schema";
import { SiteVisit } from "../site-visits/schema";
import { ActionItem, ITEM_STATUSES } from "../action-items/schema";
import type { events } from "../db/schema";
import { EVENT_TYPES, type EventType } from "./types";

// (The list of envelopes below must cover EVENT_TYPES: test/openapi.test.ts checks the webhooks section has all 17.)

const first = (s: { examples?: unknown }) => (s.examples as unknown[])[0];
const property = first(Property);
const visit = first(SiteVisit) as typeof SiteVisit.static;
const item = first(ActionItem) as typeof ActionItem.static;

const PropertyData = t.Object({ property: Property });
const SiteVisitData = t.Object({ site_visit: SiteVisit });
const ActionItemData = t.Object({ action_item: ActionItem });

const sentFields = {
  id: t.String(),
  title: t.String(),
  property_id: t.String(),
  sent_at: Nullable(Timestamp),
  recipients: t.Array(t.String()),
};
const sentExample = { id: visit.id, title: visit.title, property_id: visit.propertyId, sent_at: visit.sentAt, recipients: visit.recipients };

export const SiteVisitSent = t.Object(sentFields, {
  title: "SiteVisitSent",
  description: "The snake_case subset of a site visit carried by `site_visit.sent`.",
  examples: [sentExample],
});
export const SiteVisitCompleted = t.Object(
  { ...sentFields, completed_at: Nullable(Timestamp) },
  {
    title: "SiteVisitCompleted",
    description: "The snake_case subset of a site visit carried by `site_visit.completed`.",
    examples: [{ ...sentExample, completed_at: visit.completedAt }],
  },
);

/** CONTRACT 4 Media: the evidence part of `evidence.attached`. */
export const EvidenceMedia = t.Object(
  {
    id: Nullable(t.String({ description: "The evidence id (ev_…); null for a completion photo." })),
    url: t.String({ format: "uri" }),
    content_type: t.String(),
    size: t.Integer({ description: "Bytes." }),
  },
  {
    title: "EvidenceMedia",
    description: "A photo or video attached to an action item.",
    examples: [{ id: "ev_5g8h1j4k7l0z3x6c", url: "https://visits.example.com/media/m_Hk3x9Qp2Lr7Vt5Wb.jpg", content_type: "image/jpeg", size: 482133 }],
  },
);

/** Each event type's `data` (SPEC 6.3), with an example. */
const dataOf = {
  "property.created": [PropertyData, { property }],
  "property.updated": [PropertyData, { property }],
  "property.deleted": [t.Object({ property_id: t.String() }), { property_id: (property as { id: string }).id }],
  "site_visit.created": [SiteVisitData, { site_visit: { ...visit, status: "DRAFT", sentAt: null, completedAt: null } }],
  "site_visit.updated": [SiteVisitData, { site_visit: visit }],
  "site_visit.processing": [SiteVisitData, { site_visit: { ...visit, status: "PROCESSING", sentAt: null, completedAt: null } }],
  "site_visit.ready": [SiteVisitData, { site_visit: { ...visit, status: "READY", sentAt: null, completedAt: null } }],
  "site_visit.sent": [t.Object({ site_visit: SiteVisitSent }), { site_visit: sentExample }],
  "site_visit.completed": [t.Object({ site_visit: SiteVisitCompleted }), { site_visit: { ...sentExample, completed_at: visit.completedAt } }],
  "site_visit.deleted": [t.Object({ site_visit_id: t.String() }), { site_visit_id: visit.id }],
  "action_item.created": [ActionItemData, { action_item: item }],
  "action_item.updated": [ActionItemData, { action_item: item }],
  "action_item.assigned": [
    t.Object({ action_item: ActionItem, previous_assignee: Nullable(t.String()) }),
    { action_item: item, previous_assignee: null },
  ],
  "action_item.completed": [
    ActionItemData,
    { action_item: { ...item, status: "DONE", completedAt: "2026-11-22T11:20:00.000Z", completedBy: "Sam (electrician)", completionNote: "New LED fitting installed." } },
  ],
  "action_item.reopened": [
    t.Object({ action_item: ActionItem, previous_status: StringEnum(ITEM_STATUSES) }),
    { action_item: item, previous_status: "DONE" },
  ],
  "action_item.deleted": [t.Object({ action_item_id: t.String() }), { action_item_id: item.id }],
  "evidence.attached": [
    t.Object({
      target_type: StringEnum(["evidence", "completion_photo"]),
      action_item: ActionItem,
      evidence: EvidenceMedia,
    }),
    { target_type: "evidence", action_item: item, evidence: first(EvidenceMedia) },
  ],
} as const satisfies Record<EventType, readonly [TSchema, unknown]>;

/** What each event type means, for the documentation (SPEC 6.3). */
export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  "property.created": "A property was added.",
  "property.updated": "A property's name, address, notes, icon or cover image changed; `data.property` is the full updated record.",
  "property.deleted": "A property was removed, with its visits, items and evidence. Carries only its id.",
  "site_visit.created": "A site visit was filed.",
  "site_visit.updated": "A visit's title, date, summary or notes changed. Status moves do not emit this.",
  "site_visit.processing": "The video pipeline began processing the visit (status PROCESSING).",
  "site_visit.ready": "Extraction finished; the report is ready (status READY).",
  "site_visit.sent": "The report was emailed. `data.site_visit` is a snake_case subset.",
  "site_visit.completed": "The visit became complete (DONE, or SENT on its first send). Not re-fired for later edits.",
  "site_visit.deleted": "A site visit was removed. Carries only its id.",
  "action_item.created": "An action item was filed, by extraction or by hand.",
  "action_item.updated": "An item's title, description, category, location, priority, status or assignee changed.",
  "action_item.assigned": "An item's assignee was set, changed or cleared; fires alongside `action_item.updated`.",
  "action_item.completed": "An item was completed through POST /action-items/{id}/complete.",
  "action_item.reopened": "An item moved from DONE back to OPEN or IN_PROGRESS.",
  "action_item.deleted": "An action item was removed. Carries only its id.",
  "evidence.attached": "A photo or video was attached to an item: as evidence, or as its completion photo (`evidence.id` null).",
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
      examples: [{ id: "evt_01JDX4Q9M2S7K8N3P5R6T7V8W9", event_type: type, livemode: true, created_at: "2026-11-21T16:45:12.510Z", data: example }],
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
  description: "An event envelope (SPEC 6.2); `event_type` tells which `data` it carries.",
  discriminator: {
    propertyName: "event_type",
    mapping: Object.fromEntries(EVENT_TYPES.map((type) => [type, `#/components/schemas/${eventSchemaName(type)}`])),
  },
  examples: [first(EVENT_ENVELOPES[7])],
});

export const ListEventsQuery = ListQuery({
  type: t.Optional(StringEnum(EVENT_TYPES, { description: "Only events of this type." })),
});

export type ListEventsInput = typeof ListEventsQuery.static;
export type EventEnvelope = typeof Event.static;

/**
 * The envelope of SPEC 6.2, as delivered to webhooks and returned by GET /events. `data` was written
 * by emitEvent from the typed payload of its type, so the stored JSON is trusted to match.
 */
export function presentEvent(e: typeof events.$inferSelect): EventEnvelope {
  return { id: e.id, event_type: e.type, livemode: !e.isTest, created_at: e.createdAt, data: e.data } as EventEnvelope;
}
