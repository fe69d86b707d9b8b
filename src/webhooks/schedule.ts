// The link between a delivery row and its job in the queue. Each delivery has exactly one job, whose
// id is derived from the delivery's, so a retry or a re-enabled endpoint re-queues that job rather
// than adding a second one (two jobs would mean two concurrent attempts of one delivery).
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { jobs, webhookDeliveries } from "../db/schema";
import { nowIso } from "../core/time";
import { enqueueJob, requeueJob } from "../jobs/queue";

/** Jobs of one endpoint share this key, so its concurrency cap applies per endpoint. */
export const ENDPOINT_KEY_PREFIX = "webhook:";
export const endpointKey = (endpointId: string) => `${ENDPOINT_KEY_PREFIX}${endpointId}`;
export const deliveryJobId = (deliveryId: string) => `job_${deliveryId}`;

/** The job of a brand-new delivery. */
export function enqueueDelivery(
  tx: DbOrTx,
  deliveryId: string,
  endpointId: string,
  runAt?: string,
): void {
  // The delivery owns its retry schedule; maxAttempts only bounds unexpected errors in the handler.
  enqueueJob(
    tx,
    "webhook.deliver",
    { deliveryId },
    {
      id: deliveryJobId(deliveryId),
      concurrencyKey: endpointKey(endpointId),
      maxAttempts: 5,
      runAt,
    },
  );
}

/** Makes a delivery pending and due at `runAt`: its job is re-queued, or created if it was pruned. */
export function scheduleDelivery(
  tx: DbOrTx,
  deliveryId: string,
  endpointId: string,
  runAt: string,
): void {
  tx.update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: runAt, updatedAt: nowIso() })
    .where(eq(webhookDeliveries.id, deliveryId))
    .run();
  if (!requeueJob(tx, deliveryJobId(deliveryId), runAt))
    enqueueDelivery(tx, deliveryId, endpointId, runAt);
}

/** Removes an endpoint's queued and finished jobs (a running one finds its delivery gone and stops). */
export function deleteDeliveryJobs(tx: DbOrTx, endpointId: string): void {
  tx.delete(jobs)
    .where(
      and(
        inArray(jobs.status, ["queued", "succeeded", "failed"]),
        eq(jobs.concurrencyKey, endpointKey(endpointId)),
      ),
    )
    .run();
}

/**
 * A paused endpoint's pending deliveries are parked: no next attempt until it is enabled again
 * (then scheduleDelivery sends each now). Said at once, in the pause's own transaction, so a
 * delivery does not show the attempt it had been due for before the pause (docs/api.md, Webhooks).
 */
export function parkPendingDeliveries(tx: DbOrTx, endpointId: string): void {
  tx.update(webhookDeliveries)
    .set({ nextAttemptAt: null, updatedAt: nowIso() })
    .where(
      and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, "pending")),
    )
    .run();
}
