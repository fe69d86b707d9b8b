// Turns a freshly written event into webhook deliveries, inside the same transaction: one delivery
// and one queued job per enabled endpoint of the event's account and dataset that subscribes to it.
// Both commit with the change or not at all, so an event can be delayed by a crash but never lost.
import { and, eq } from "drizzle-orm";
import { param, prepared } from "../db/prepared";
import { RowCache } from "../db/row-cache";
import type { Tx } from "../db/client";
import { webhookDeliveries, webhookEndpoints, type events } from "../db/schema";
import { newSortableId } from "../core/ids";
import { enqueueDelivery } from "./schedule";

// Prepared once: this runs inside every change that emits an event.
const enabledEndpoints = prepared((d) =>
  d
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.accountId, param("accountId")),
        eq(webhookEndpoints.isTest, param("isTest")),
        eq(webhookEndpoints.disabled, false),
      ),
    )
    .prepare(),
);
const insertDelivery = prepared((d) =>
  d
    .insert(webhookDeliveries)
    .values({
      id: param("id"),
      accountId: param("accountId"),
      isTest: param("isTest"),
      endpointId: param("endpointId"),
      eventId: param("eventId"),
      eventType: param("eventType"),
      status: "pending",
      attemptCount: 0,
      lastStatusCode: null,
      lastError: null,
      nextAttemptAt: param("at"),
      createdAt: param("at"),
      updatedAt: param("at"),
    })
    .prepare(),
);

// Every write reads its account's endpoints (most have none), so they are kept per account and
// dataset until another connection commits (the CLI adding or pausing one) or this process writes
// one, which calls forgetEndpoints (src/db/row-cache.ts).
const endpointCache = new RowCache<{ id: string; events: string[] }[]>({
  max: 10_000,
  watch: "other connections",
  inTransactions: true,
});

/** Called by every write of webhook_endpoints in this process, inside its transaction. */
export function forgetEndpoints(): void {
  endpointCache.forget();
}

export function fanOutEvent(tx: Tx, event: typeof events.$inferSelect): void {
  const isTest = event.isTest ? 1 : 0;
  const endpoints = endpointCache.get(tx, `${event.accountId}:${isTest}`, () =>
    enabledEndpoints(tx).all({ accountId: event.accountId, isTest }),
  )!;
  for (const ep of endpoints) {
    if (ep.events.length > 0 && !ep.events.includes(event.type)) continue;
    const id = newSortableId("del");
    insertDelivery(tx).run({
      id,
      accountId: event.accountId,
      isTest: event.isTest ? 1 : 0,
      endpointId: ep.id,
      eventId: event.id,
      eventType: event.type,
      at: event.createdAt,
    });
    enqueueDelivery(tx, id, ep.id, event.createdAt);
  }
}
