// The event log (SPEC 6). emitEvent() is called inside the transaction of the change it describes,
// so an event exists exactly when its change committed. What follows from an event (webhook
// deliveries) is done by subscribers, attached at start-up (src/wiring.ts), in that same transaction.
import { and, eq, gte, lt } from "drizzle-orm";
import { newSortableId } from "../core/ids";
import { nowIso } from "../core/time";
import type { DbOrTx, Tx } from "../db/client";
import { prepared, placeholder } from "../db/prepared";
import { events } from "../db/schema";
import { findInScope, inScope, type Scope } from "../core/scope";
import { notFound } from "../core/errors";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { paginate, mapPage } from "../core/pagination";
import type { EventType } from "./types";
import { presentEvent, type EventEnvelope, type ListEventsInput } from "./schema";

/** How long events are kept (CONTRACT 4); GET /events never shows older ones. */
export const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type EventRow = typeof events.$inferSelect;

/** The envelope of SPEC 6.2, as delivered to webhooks and returned by GET /events (schema.ts). */
export const toEnvelope = presentEvent;
export type { EventEnvelope };

const insertEvent = prepared((d) =>
  d
    .insert(events)
    .values({
      id: placeholder("id"),
      accountId: placeholder("accountId"),
      isTest: placeholder("isTest"),
      type: placeholder("type"),
      data: placeholder("data"),
      createdAt: placeholder("createdAt"),
    })
    .prepare(),
);

/** The `data` of one event type, as its schema (events/schema.ts) says: emitters are type-checked against it. */
export type EventData<T extends EventType> = Extract<EventEnvelope, { event_type: T }>["data"];

/** Runs inside the emitting transaction, so what it writes commits with the event or not at all. */
export type EventSubscriber = (tx: Tx, event: EventRow) => void;
const subscribers: EventSubscriber[] = [];

/** Attaches a subscriber to every event emitted from now on; returns the detach function. */
export function onEvent(subscriber: EventSubscriber): () => void {
  subscribers.push(subscriber);
  return () => {
    const i = subscribers.indexOf(subscriber);
    if (i >= 0) subscribers.splice(i, 1);
  };
}

export function emitEvent<T extends EventType>(tx: Tx, scope: Scope, type: T, data: EventData<T>): EventRow {
  // Sortable ids keep the events of one change (same millisecond) in emission order in GET /events.
  const row: EventRow = { id: newSortableId("evt"), accountId: scope.accountId, isTest: scope.isTest, type, data, createdAt: nowIso() };
  // Every write emits an event, so the insert is prepared once.
  insertEvent(tx).run(row);
  for (const subscriber of subscribers) subscriber(tx, row);
  return row;
}

const retentionCutoff = (now = new Date()) => new Date(now.getTime() - EVENT_RETENTION_MS).toISOString();

// Reads apply the retention window themselves, so an event is gone at 30 days exactly, whenever the
// periodic prune next runs.
export function listEvents(ex: DbOrTx, scope: Scope, q: ListEventsInput) {
  const scopeWhere = and(inScope(events, scope), gte(events.createdAt, retentionCutoff()))!;
  const filter = and(scopeWhere, q.type ? eq(events.type, q.type) : undefined)!;
  const page = paginate(ex, q, { table: events, sort: events.createdAt, id: events.id, scope: scopeWhere }, (after, orderBy, take) =>
    ex.select().from(events).where(and(filter, after)).orderBy(...orderBy).limit(take).all(),
  );
  return mapPage(page, toEnvelope);
}

export function getEvent(ex: DbOrTx, scope: Scope, id: string) {
  const row = ex
    .select()
    .from(events)
    .where(and(eq(events.id, id), inScope(events, scope), gte(events.createdAt, retentionCutoff())))
    .get();
  if (!row) throw notFound("event", id);
  return toEnvelope(row);
}

/** Deletes events past the retention window (their deliveries go with them); returns how many. */
export function pruneOldEvents(ex: DbOrTx, now: Date = new Date()): number {
  const cutoff = retentionCutoff(now);
  // drizzle types bun:sqlite's run() as void; at run time it is bun's { changes, lastInsertRowid }.
  const result = ex.delete(events).where(lt(events.createdAt, cutoff)).run() as unknown as { changes: number };
  return result.changes;
}

/**
 * The delete of a top-level record every feature shares: 404 unless it is in scope, delete (foreign
 * keys cascade to what hangs off it), then the `*.deleted` event, which carries only the id (SPEC 6.3).
 */
export function deleteAndEmit<T extends EventType>(
  tx: Tx,
  scope: Scope,
  target: { table: SQLiteTable & { id: SQLiteColumn; accountId: SQLiteColumn; isTest: SQLiteColumn }; what: string },
  id: string,
  type: T,
  data: EventData<T>,
): void {
  findInScope(tx, target.table, scope, id, target.what);
  tx.delete(target.table).where(eq(target.table.id, id)).run();
  emitEvent(tx, scope, type, data);
}
