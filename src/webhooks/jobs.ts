// The webhook delivery job: one per delivery, capped per endpoint so a slow receiver holds up no other.
import { defineJob } from "../jobs/define";
import { deliverWebhook, giveUpDelivery, PER_ENDPOINT_CONCURRENCY } from "./delivery";
import { ENDPOINT_KEY_PREFIX } from "./schedule";

export const deliverWebhookJob = defineJob({
  type: "webhook.deliver",
  run: deliverWebhook,
  leaseMs: 2 * 60_000,
  // The delivery bounds its own retries (docs/api.md, Webhooks); maxAttempts bounds crashes and errors in a row.
  ownsRetries: true,
  concurrency: { prefix: ENDPOINT_KEY_PREFIX, limit: PER_ENDPOINT_CONCURRENCY },
  onGiveUp: (tx, payload, reason) =>
    giveUpDelivery(
      tx,
      payload.deliveryId,
      reason.cause === "interrupted"
        ? `delivery stopped: the server stopped or stalled during ${reason.attempts} attempts in a row`
        : `delivery failed: ${reason.error}`,
    ),
});
