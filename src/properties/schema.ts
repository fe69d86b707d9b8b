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
      },
    ],
  },
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
