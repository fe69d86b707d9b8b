import { t } from "elysia";
import { Body, Nullable, Timestamp } from "../core/schemas";
import { ListQuery } from "../core/pagination";

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
  { title: "Property" },
);

const httpUrl = t.String({ maxLength: 2000, pattern: "^https?://[^\\s]+$", description: "An http(s) URL." });

export const CreatePropertyBody = Body({
  name: t.String({ minLength: 1, maxLength: 200 }),
  address: t.Optional(t.String({ maxLength: 500 })),
  notes: t.Optional(t.String({ maxLength: 5000 })),
  icon_emoji: t.Optional(t.String({ maxLength: 16 })),
  cover_image_url: t.Optional(httpUrl),
});

export const UpdatePropertyBody = Body({
  name: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
  address: t.Optional(Nullable(t.String({ maxLength: 500 }))),
  notes: t.Optional(Nullable(t.String({ maxLength: 5000 }))),
  icon_emoji: t.Optional(Nullable(t.String({ maxLength: 16 }))),
  cover_image_url: t.Optional(Nullable(httpUrl)),
});

export const ListPropertiesQuery = ListQuery({
  exclude_sample: t.Optional(t.Boolean({ description: "Hide the built-in sample tutorial property." })),
});

export type CreatePropertyInput = typeof CreatePropertyBody.static;
export type UpdatePropertyInput = typeof UpdatePropertyBody.static;
