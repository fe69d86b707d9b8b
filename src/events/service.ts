// The event log (SPEC 6). emitEvent() is called inside the transaction of the change it describes,
// so an event exists exactly when its change committed; it also queues the webhook deliveries.
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import type { Tx } from "../db/client";
import { memoPrepared, placeholder } from "../db/prepared";
import { events } from "../db/schema";
import type { Scope } from "../core/scope";
import { fanOutEvent } from "../webhooks/fanout";
import type { EventType } from "./types";

export type EventRow = typeof events.$inferSelect;

/** The envelope of SPEC 6.2, as delivered to webhooks and returned by GET /events. */
export function toEnvelope(e: EventRow) {
  return { id: e.id, event_type: e.type, livemode: !e.isTest, created_at: e.createdAt, data: e.data };
}
export type EventEnvelope = ReturnType<typeof toEnvelope>;

export function emitEvent(tx: Tx, scope: Scope, type: EventType, data: Record<string, unknown>): EventRow {
  const row: EventRow = { id: newId("evt"), accountId: scope.accountId, isTest: scope.isTest, type, data, createdAt: nowIso() };
  // Every write emits an event, so the insert is prepared once. It runs on the process's one
  // connection, inside the caller's open transaction.
  memoPrepared("events.insert", (d) =>
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
  ).run(row);
  fanOutEvent(tx, row);
  return row;
}
