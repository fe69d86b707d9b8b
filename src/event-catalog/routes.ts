// GET /events and GET /events/{id} (docs/api-objects.md, Events): thin routes over the catalogue service.
import { Elysia } from "elysia";
import { apiContext } from "../http/context";
import { IdParams, Page, withErrors } from "../core/schemas";
import { Event, ListEventsQuery } from "./schema";
import * as events from "./service";

const tags = ["Events"];

export const eventRoutes = new Elysia({ name: "events" })
  .use(apiContext)
  .get("/events", ({ db, scope, query }) => events.listEvents(db, scope, query), {
    query: ListEventsQuery,
    response: withErrors({ 200: Page(Event) }),
    detail: {
      tags,
      operationId: "listEvents",
      summary: "List events",
      description:
        "The events of the last 30 days, most recent first; `type` filters by event type. Each is the envelope webhooks receive.",
    },
  })
  .get("/events/:id", ({ db, scope, params }) => events.getEvent(db, scope, params.id), {
    params: IdParams,
    response: withErrors({ 200: Event }, { 404: "Event not found (or older than 30 days)" }),
    detail: {
      tags,
      operationId: "getEvent",
      summary: "Get an event",
      description: "One event envelope of the last 30 days.",
    },
  });
