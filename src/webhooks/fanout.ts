// Turns a freshly written event into webhook deliveries, inside the same transaction: one delivery
// and one queued job per enabled endpoint of the event's account and dataset that subscribes to it.
// Both commit with the change or not at all, so an event can be delayed by a crash but never lost.
import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import { webhookDeliveries, webhookEndpoints, type events } from "../db/schema";
import { newId } from "../core/ids";
import { inScope } from "../core/scope";
import { enqueueDelivery } from "./schedule";

export function fanOutEvent(tx: Tx, event: typeof events.$inferSelect): void {
  const endpoints = tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(inScope(webhookEndpoints, event), eq(webhookEndpoints.disabled, false)))
    .all();
  for (const ep of endpoints) {
    if (ep.events.length > 0 && !ep.events.includes(event.type)) continue;
    const id = newId("del");
    tx.insert(webhookDeliveries)
      .values({
        id,
        accountId: event.accountId,
        isTest: event.isTest,
        endpointId: ep.id,
        eventId: event.id,
        eventType: event.type,
        status: "pending",
        attemptCount: 0,
        lastStatusCode: null,
        lastError: null,
        nextAttemptAt: event.createdAt,
        createdAt: event.createdAt,
        updatedAt: event.createdAt,
      })
      .run();
    enqueueDelivery(tx, id, ep.id, event.createdAt);
  }
}
