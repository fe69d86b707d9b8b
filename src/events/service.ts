// The event log (docs/api-objects.md, Events). emitEvent() is called inside the transaction of the change it describes,
// so an event exists exactly when its change committed. What follows from an event (webhook
// deliveries) is done by subscribers, attached at start-up (src/wiring.ts), in that same transaction.
import { eq } from "drizzle-orm";
import { newSortableId } from "../core/ids";
import { Hook } from "../core/hooks";
import { nowIso } from "../core/time";
import type { Tx } from "../db/client";
import { deleteInBatches } from "../db/batches";
import { prepared, placeholder } from "../db/prepared";
import { events } from "../db/schema";
import { findInScope, type Scope } from "../db/scope";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { EventData, EventType } from "./types";

/** How long events are kept (docs/api.md, Resources); GET /events never shows older ones. */
export const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type EventRow = typeof events.$inferSelect;

/** The envelope of docs/api.md, Webhooks, as delivered to webhooks (its typed schema: src/event-catalog/schema.ts). */
export const toEnvelope = (e: EventRow) => ({
  id: e.id,
  event_type: e.type,
  livemode: !e.isTest,
  created_at: e.createdAt,
  data: e.data,
});

/** How far back events are kept: reads and the periodic prune cut at the same instant. */
export const retentionCutoff = (now = new Date()) =>
  new Date(now.getTime() - EVENT_RETENTION_MS).toISOString();

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

/** Runs for every event inside the emitting transaction, so what a subscriber writes commits with it. */
export const eventEmitted = new Hook<[tx: Tx, event: EventRow]>();

export function emitEvent<T extends EventType>(
  tx: Tx,
  scope: Scope,
  type: T,
  data: EventData<T>,
): EventRow {
  // Sortable ids keep the events of one change (same millisecond) in emission order in GET /events.
  const row: EventRow = {
    id: newSortableId("evt"),
    accountId: scope.accountId,
    isTest: scope.isTest,
    type,
    data,
    createdAt: nowIso(),
  };
  // Every write emits an event, so the insert is prepared once.
  insertEvent(tx).run(row);
  eventEmitted.run(tx, row);
  return row;
}

/**
 * Deletes events past the retention window (their deliveries and attempts go with them, by foreign
 * key), in bounded batches with the loop free between them (src/db/batches.ts); returns how many.
 */
export function pruneOldEvents(now: Date = new Date()): Promise<number> {
  return deleteInBatches("events", "created_at < $cutoff", { cutoff: retentionCutoff(now) });
}

/**
 * The delete of a top-level record every feature shares: 404 unless it is in scope, delete (foreign
 * keys cascade to what hangs off it), then the `*.deleted` event, which carries only the id (docs/api-objects.md, Events).
 */
export function deleteAndEmit<T extends EventType>(
  tx: Tx,
  scope: Scope,
  target: {
    table: SQLiteTable & { id: SQLiteColumn; accountId: SQLiteColumn; isTest: SQLiteColumn };
    what: string;
  },
  id: string,
  type: T,
  data: EventData<T>,
): void {
  findInScope(tx, target.table, scope, id, target.what);
  tx.delete(target.table).where(eq(target.table.id, id)).run();
  emitEvent(tx, scope, type, data);
}
