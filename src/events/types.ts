// The complete catalogue of event types (SPEC 6.3). Stable across versions.
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
