// Turns a freshly written event into webhook deliveries, inside the same transaction: one delivery
// and one queued job per enabled endpoint of the event's account and dataset that subscribes to it.
// Both commit with the change or not at all, so an event can be delayed by a crash but never lost.
import { and, eq, sql } from "drizzle-orm";
import { prepared } from "../db/prepared";
import type { Tx } from "../db/client";
import { webhookDeliveries, webhookEndpoints, type events } from "../db/schema";
import { newId } from "../core/ids";
import { enqueueDelivery } from "./schedule";

const v = (name: string) => sql`${sql.placeholder(name)}`;

// Prepared once: this runs inside every change that emits an event.
const enabledEndpoints = prepared((d) =>
  d
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, sql.placeholder("accountId")), eq(webhookEndpoints.isTest, sql.placeholder("isTest")), eq(webhookEndpoints.disabled, false)))
    .prepare(),
);
const insertDelivery = prepared((d) =>
  d
    .insert(webhookDeliveries)
    .values({
      id: v("id"),
      accountId: v("accountId"),
      isTest: v("isTest"),
      endpointId: v("endpointId"),
      eventId: v("eventId"),
      eventType: v("eventType"),
      status: "pending",
      attemptCount: 0,
      lastStatusCode: null,
      lastError: null,
      nextAttemptAt: v("at"),
      createdAt: v("at"),
      updatedAt: v("at"),
    })
    .prepare(),
);

export function fanOutEvent(tx: Tx, event: typeof events.$inferSelect): void {
  const endpoints = enabledEndpoints().all({ accountId: event.accountId, isTest: event.isTest ? 1 : 0 });
  for (const ep of endpoints) {
    if (ep.events.length > 0 && !ep.events.includes(event.type)) continue;
    const id = newId("del");
    insertDelivery().run({ id, accountId: event.accountId, isTest: event.isTest ? 1 : 0, endpointId: ep.id, eventId: event.id, eventType: event.type, at: event.createdAt });
    enqueueDelivery(tx, id, ep.id, event.createdAt);
  }
}
