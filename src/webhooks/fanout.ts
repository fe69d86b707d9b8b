// Turns a freshly written event into webhook deliveries, inside the same transaction.
// (Filled in by the webhooks feature: one delivery per matching, enabled endpoint.)
import type { Tx } from "../db/client";
import type { events } from "../db/schema";

export function fanOutEvent(_tx: Tx, _event: typeof events.$inferSelect): void {}
