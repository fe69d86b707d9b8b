import { t } from "elysia";
import { StringEnum, Timestamp } from "../core/schemas";
import { ListQuery } from "../core/pagination";
import { EVENT_TYPES } from "./types";

export const Event = t.Object(
  {
    id: t.String({ description: "evt_…; receivers dedupe on it." }),
    event_type: StringEnum(EVENT_TYPES),
    livemode: t.Boolean(),
    created_at: Timestamp,
    data: t.Object({}, { additionalProperties: true, description: "Depends on event_type (SPEC 6.3)." }),
  },
  { title: "Event" },
);

export const ListEventsQuery = ListQuery({
  type: t.Optional(StringEnum(EVENT_TYPES)),
});

export type ListEventsInput = typeof ListEventsQuery.static;
