import { t } from "elysia";
import { Body, Nullable, Timestamp } from "../core/schemas";
import { ListQuery } from "../db/pagination";
import { QueryBoolean } from "../core/query-params";
import type { properties } from "../db/schema";
import type { EventDataOf, EventDataSchemas } from "../events/types";

export const Property = t.Object(
  {
    id: t.String(),
    name: t.String(),
    isSample: t.Boolean(),
    isTest: t.Boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    visitCount: t.Integer(),
    openItemCount: t.Integer(),
    address: Nullable(t.String()),
    notes: Nullable(t.String()),
    iconEmoji: Nullable(t.String()),
    coverImageUrl: Nullable(t.String()),
    inspectionIntervalMonths: Nullable(
      t.Integer({ description: "Months between inspections, 1 to 24; null: no schedule." }),
    ),
    nextInspectionDue: Nullable(
      t.String({
        format: "date",
        description:
          "When the next inspection is due (YYYY-MM-DD): the last sent or completed visit's date plus the interval, or the day the schedule was set plus the interval; null without a schedule.",
      }),
    ),
  },
  {
    title: "Property",
    description: "A building or site that is visited (docs/api-objects.md, Objects).",
    examples: [
      {
        id: "prop_4fj2k9q8w7e6r5t3",
        name: "Harbour View Apartments",
        isSample: false,
        isTest: false,
        createdAt: "2026-11-20T09:12:44.120Z",
        updatedAt: "2026-11-21T15:03:10.482Z",
        visitCount: 3,
        openItemCount: 5,
        address: "12 Quay Street, Auckland",
        notes: "Gate code 4821.",
        iconEmoji: "🏢",
        coverImageUrl: null,
        inspectionIntervalMonths: 6,
        nextInspectionDue: "2027-05-21",
      },
    ],
  },
);

const inspectionInterval = Nullable(
  t.Integer({
    minimum: 1,
    maximum: 24,
    description:
      "Inspect every this many months (1 to 24); null removes the schedule (docs/api-objects.md, Property).",
  }),
);

const httpUrl = t.String({
  maxLength: 2000,
  pattern: "^https?://[^\\s]+$",
  description: "An http(s) URL.",
});

export const CreatePropertyBody = Body(
  {
    name: t.String({ minLength: 1, maxLength: 200 }),
    address: t.Optional(t.String({ maxLength: 500 })),
    notes: t.Optional(t.String({ maxLength: 5000 })),
    icon_emoji: t.Optional(t.String({ maxLength: 16 })),
    cover_image_url: t.Optional(httpUrl),
    inspection_interval_months: t.Optional(inspectionInterval),
  },
  {
    title: "CreatePropertyRequest",
    examples: [
      { name: "Harbour View Apartments", address: "12 Quay Street, Auckland", icon_emoji: "🏢" },
    ],
  },
);

export const UpdatePropertyBody = Body(
  {
    name: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
    address: t.Optional(Nullable(t.String({ maxLength: 500 }))),
    notes: t.Optional(Nullable(t.String({ maxLength: 5000 }))),
    icon_emoji: t.Optional(Nullable(t.String({ maxLength: 16 }))),
    cover_image_url: t.Optional(Nullable(httpUrl)),
    inspection_interval_months: t.Optional(inspectionInterval),
  },
  {
    title: "UpdatePropertyRequest",
    examples: [{ notes: "Gate code changed to 7710.", cover_image_url: null }],
  },
);

export const ListPropertiesQuery = ListQuery({
  exclude_sample: t.Optional(
    QueryBoolean({ description: "Hide the built-in sample tutorial property." }),
  ),
  inspection_due_before: t.Optional(
    t.String({
      format: "date",
      pattern: "^\\d{4}-\\d{2}-\\d{2}$",
      description:
        "Only scheduled properties whose next inspection is due before this date (YYYY-MM-DD, UTC), overdue ones included; the list is then ordered soonest due first.",
    }),
  ),
});

export type CreatePropertyInput = typeof CreatePropertyBody.static;
export type UpdatePropertyInput = typeof UpdatePropertyBody.static;

/** The one presenter of a property: routes, OpenAPI (Property above) and events all show this. */
export function presentProperty(
  p: typeof properties.$inferSelect & { visitCount: number; openItemCount: number },
): typeof Property.static {
  return {
    id: p.id,
    name: p.name,
    isSample: p.isSample,
    isTest: p.isTest,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    visitCount: p.visitCount,
    openItemCount: p.openItemCount,
    address: p.address,
    notes: p.notes,
    iconEmoji: p.iconEmoji,
    coverImageUrl: p.coverImageUrl,
    inspectionIntervalMonths: p.inspectionIntervalMonths,
    nextInspectionDue: p.nextInspectionDue,
  };
}

const property = Property.examples[0] as typeof Property.static;
const PropertyData = t.Object({ property: Property });

/** The `data` of each property event (docs/api-objects.md, Events), with an example. */
export const PROPERTY_EVENTS = {
  "property.created": [PropertyData, { property }],
  "property.updated": [PropertyData, { property }],
  "property.deleted": [t.Object({ property_id: t.String() }), { property_id: property.id }],
} as const satisfies EventDataSchemas;

declare module "../events/types" {
  interface EventDataMap extends EventDataOf<typeof PROPERTY_EVENTS> {}
}
