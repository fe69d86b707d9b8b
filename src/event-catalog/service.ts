// GET /events and GET /events/{id}: the event log of the last 30 days, as typed envelopes.
import { and, eq, gte } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { events } from "../db/schema";
import { inScope, type Scope } from "../db/scope";
import { notFound } from "../core/errors";
import { mapPage, paginate } from "../db/pagination";
import { retentionCutoff } from "../events/service";
import { presentEvent, type ListEventsInput } from "./schema";

// Reads apply the retention window themselves, so an event is gone at 30 days exactly, whenever the
// periodic prune next runs.
export function listEvents(ex: DbOrTx, scope: Scope, q: ListEventsInput) {
  const scopeWhere = and(inScope(events, scope), gte(events.createdAt, retentionCutoff()))!;
  const filter = and(scopeWhere, q.type ? eq(events.type, q.type) : undefined)!;
  const page = paginate(
    ex,
    q,
    { table: events, sort: events.createdAt, id: events.id, scope: scopeWhere },
    (after, orderBy, take) =>
      ex
        .select()
        .from(events)
        .where(and(filter, after))
        .orderBy(...orderBy)
        .limit(take)
        .all(),
  );
  return mapPage(page, presentEvent);
}

export function getEvent(ex: DbOrTx, scope: Scope, id: string) {
  const row = ex
    .select()
    .from(events)
    .where(and(eq(events.id, id), inScope(events, scope), gte(events.createdAt, retentionCutoff())))
    .get();
  if (!row) throw notFound("event", id);
  return presentEvent(row);
}
