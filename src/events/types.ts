// The complete catalogue of event types (docs/api-objects.md, Events). Stable across versions.
import type { Static, TSchema } from "@sinclair/typebox";

export const EVENT_TYPES = [
  "property.created",
  "property.updated",
  "property.deleted",
  "site_visit.created",
  "site_visit.updated",
  "site_visit.processing",
  "site_visit.ready",
  "site_visit.sent",
  "site_visit.completed",
  "site_visit.deleted",
  "action_item.created",
  "action_item.updated",
  "action_item.assigned",
  "action_item.completed",
  "action_item.reopened",
  "action_item.deleted",
  "evidence.attached",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** One event type's `data` schema with an example, as the feature that emits it declares it. */
export type EventDataSchemas = { readonly [K in EventType]?: readonly [TSchema, unknown] };

/** The static `data` types of a feature's event table: what `declare module` adds to EventDataMap. */
export type EventDataOf<T extends EventDataSchemas> = {
  -readonly [K in keyof T]: T[K] extends readonly [infer S extends TSchema, unknown]
    ? Static<S>
    : never;
};

/**
 * The `data` of each event type. The feature that emits a type declares it in its schema.ts
 * (`declare module "../events/types"`), so emitters are type-checked while events/ imports no
 * feature; src/event-catalog/schema.ts checks at compile time that every type has one.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface EventDataMap {}

export type EventData<T extends EventType> = T extends keyof EventDataMap ? EventDataMap[T] : never;
