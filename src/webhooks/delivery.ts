// Sending one delivery (docs/api.md, Webhooks): the job handler behind every webhook_deliveries row. One attempt
// per run; the outcome is recorded in webhook_attempts and the delivery row, and the handler tells the
// runner when to run it again (retry schedule with jitter, or the receiver's Retry-After).
import { and, eq, sql } from "drizzle-orm";
import { parkPendingDeliveries } from "./schedule";
import { db, type DbOrTx, type Tx } from "../db/client";
import { param, prepared } from "../db/prepared";
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { config } from "../core/config";
import { newSortableId } from "../core/ids";
import { isoAfter, nowIso } from "../core/time";
import { logger } from "../core/logger";
import { ApiError } from "../core/errors";
import { VERSION } from "../version";
import { toEnvelope } from "../events/service";
import { jitter } from "../core/backoff";
import type { JobContext, JobOutcome } from "../jobs/define";
import { checkWebhookTarget } from "./url-policy";
import { signedHeaders } from "./signing";
import { pinnedPost } from "./pinned-request";
import { endpointSigningSecret } from "./service";
import { forgetEndpoints } from "./fanout";

/**
 * Attempts in flight per endpoint. An endpoint's throughput is at most this many per (receiver
 * latency + one turn of the job loop): with 8, a loop slowed to 8 ms a turn by a hung neighbour's
 * extra writes capped a fast receiver at 1,000/s and its latency went from milliseconds to seconds
 * (bench/webhooks.ts c). 32 keeps a receiver answering in 30 ms above 1,000/s. A hung endpoint holds
 * at most this many of the loop's slots (src/jobs/runner.ts), so eight hung endpoints leave room.
 */
export const PER_ENDPOINT_CONCURRENCY = 32;
const RESPONSE_BODY_BYTES = 2048;

interface Attempt {
  at: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
  retryAfterMs: number | null;
}

// Three lookups by primary key rather than one join: bun:sqlite returns the joined row about five
// times slower than the three rows (bench/webhooks.ts, scenario b), and this runs for every attempt.
const selectDelivery = prepared((d) =>
  d
    .select({
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      attemptCount: webhookDeliveries.attemptCount,
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, param("id")))
    .prepare(),
);
const selectEndpoint = prepared((d) =>
  d
    .select({
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      disabled: webhookEndpoints.disabled,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, param("id")))
    .prepare(),
);
const selectEvent = prepared((d) =>
  d
    .select()
    .from(events)
    .where(eq(events.id, param("id")))
    .prepare(),
);
const insertAttempt = prepared((d) =>
  d
    .insert(webhookAttempts)
    .values({
      id: param("id"),
      deliveryId: param("deliveryId"),
      at: param("at"),
      statusCode: param("statusCode"),
      durationMs: param("durationMs"),
      error: param("error"),
      responseBody: param("responseBody"),
    })
    .prepare(),
);
const updateDelivery = prepared((d) =>
  d
    .update(webhookDeliveries)
    .set({
      status: param("status"),
      attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
      lastStatusCode: param("statusCode"),
      lastError: param("lastError"),
      nextAttemptAt: param("nextAttemptAt"),
      updatedAt: param("now"),
    })
    .where(eq(webhookDeliveries.id, param("id")))
    .prepare(),
);

function loadTarget(ex: DbOrTx, deliveryId: string) {
  const delivery = selectDelivery(ex).get({ id: deliveryId });
  if (!delivery) return undefined;
  const endpoint = selectEndpoint(ex).get({ id: delivery.endpointId });
  const event = selectEvent(ex).get({ id: delivery.eventId });
  // Foreign keys cascade, so both exist while the delivery does.
  return endpoint && event ? { delivery, event, ...endpoint } : undefined;
}
type Target = NonNullable<ReturnType<typeof loadTarget>>;

/** Seconds or an HTTP date, as milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function describeError(err: unknown, timeoutMs: number): string {
  if (err instanceof ApiError) return `refused: ${err.message}`;
  const e = err as { name?: string; message?: string; code?: string };
  if (e?.name === "TimeoutError") return `timed out after ${timeoutMs} ms`;
  const message = e?.message ?? String(err);
  return e?.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

async function attempt(target: Target, signal: AbortSignal): Promise<Attempt> {
  const timeoutMs = config().webhookTimeoutMs;
  const at = nowIso();
  const started = performance.now();
  const result: Attempt = {
    at,
    statusCode: null,
    durationMs: 0,
    error: null,
    responseBody: null,
    retryAfterMs: null,
  };
  try {
    // Re-checked on every attempt, and the request goes to the addresses this check saw (rebinding).
    const checked = await checkWebhookTarget(target.url);
    const body = JSON.stringify(toEnvelope(target.event));
    const res = await pinnedPost(checked, {
      headers: {
        "content-type": "application/json",
        "user-agent": `sitevisit-webhooks/${VERSION}`,
        ...signedHeaders(endpointSigningSecret(target.secret), target.event.id, body),
      },
      body,
      timeoutMs,
      maxBodyBytes: RESPONSE_BODY_BYTES,
      maxSockets: PER_ENDPOINT_CONCURRENCY,
      signal,
    });
    result.statusCode = res.status;
    result.responseBody = res.body;
    const header = (name: string) => [res.headers[name]].flat()[0] ?? null;
    if (res.status === 429 || res.status === 503)
      result.retryAfterMs = parseRetryAfter(header("retry-after"));
    if (res.status >= 300 && res.status < 400)
      result.error = `redirect to '${header("location") ?? ""}' not followed`;
  } catch (err) {
    result.error = describeError(err, timeoutMs);
  }
  result.durationMs = Math.round(performance.now() - started);
  return result;
}

/** Delay before the next attempt, or null when this was the last one (docs/api.md, Webhooks). */
export function nextDelayMs(
  attemptsMade: number,
  retryAfterMs: number | null,
  schedule = config().webhookRetrySchedule,
): number | null {
  if (attemptsMade > schedule.length) return null;
  if (retryAfterMs !== null) {
    const lo = Math.min(...schedule) * 1000;
    const hi = Math.max(...schedule) * 1000;
    return Math.min(hi, Math.max(lo, retryAfterMs));
  }
  return jitter(schedule[attemptsMade - 1]! * 1000);
}

/** What an attempt means for the delivery: its next state, and when to try again (null: settled). */
function judge(attemptsBefore: number, a: Attempt) {
  const ok = a.statusCode !== null && a.statusCode >= 200 && a.statusCode < 300;
  const gone = a.statusCode === 410;
  const delay = ok || gone ? null : nextDelayMs(attemptsBefore + 1, a.retryAfterMs);
  return {
    gone,
    delay,
    status: ok
      ? ("succeeded" as const)
      : delay === null
        ? ("failed" as const)
        : ("pending" as const),
    lastError: ok
      ? null
      : gone
        ? "receiver answered 410 Gone: endpoint disabled"
        : (a.error ?? `HTTP ${a.statusCode}`),
  };
}

/** Written in the job loop's transaction that settles the job (JobOutcome.persist). */
function record(tx: Tx, target: Target, a: Attempt, verdict: ReturnType<typeof judge>): void {
  const d = target.delivery;
  const nextAttemptAt = verdict.delay === null ? null : isoAfter(verdict.delay);
  // drizzle types bun:sqlite's run() as void; at run time it is bun's { changes, lastInsertRowid }.
  const updated = updateDelivery(tx).run({
    id: d.id,
    status: verdict.status,
    statusCode: a.statusCode,
    lastError: verdict.lastError,
    nextAttemptAt,
    now: nowIso(),
  }) as unknown as { changes: number };
  // The endpoint may have been deleted while the request was in flight: nothing left to record.
  if (updated.changes === 0) return;
  const { retryAfterMs: _, ...attempt } = a;
  insertAttempt(tx).run({ id: newSortableId("att"), deliveryId: d.id, ...attempt });
  if (verdict.gone) {
    tx.update(webhookEndpoints)
      .set({ disabled: true, updatedAt: nowIso() })
      .where(and(eq(webhookEndpoints.id, d.endpointId), eq(webhookEndpoints.disabled, false)))
      .run();
    parkPendingDeliveries(tx, d.endpointId);
    forgetEndpoints();
  }
}

export async function deliverWebhook(job: JobContext<{ deliveryId: string }>): Promise<JobOutcome> {
  const target = loadTarget(db(), job.payload.deliveryId);
  // Deleted with its endpoint, or settled by an earlier run: nothing to do.
  if (!target || target.delivery.status !== "pending") return;
  if (target.disabled) {
    // Paused endpoint: the delivery stays pending, parked (no next attempt) until it is re-enabled.
    const parked = { id: target.delivery.id };
    return {
      persist: (tx) =>
        void tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: null, updatedAt: nowIso() })
          .where(eq(webhookDeliveries.id, parked.id))
          .run(),
    };
  }
  const a = await attempt(target, job.signal);
  if (job.signal.aborted) throw new Error("aborted by shutdown"); // not an attempt: it runs again after restart
  const verdict = judge(target.delivery.attemptCount, a);
  if (verdict.status !== "succeeded")
    logger().info(
      {
        delivery_id: target.delivery.id,
        endpoint_id: target.delivery.endpointId,
        event_id: target.event.id,
        status_code: a.statusCode,
        duration_ms: a.durationMs,
        error: verdict.lastError,
        next_attempt_in_ms: verdict.delay,
      },
      "webhook attempt failed",
    );
  return {
    persist: (tx) => record(tx, target, a, verdict),
    ...(verdict.delay === null
      ? {}
      : { retryInMs: verdict.delay, error: verdict.lastError ?? undefined }),
  };
}

/**
 * The job runner gave up on a delivery's job (it crashed or stalled the process on every attempt):
 * the delivery is settled as failed with the reason, never left pending with no job behind it.
 */
export function giveUpDelivery(tx: Tx, deliveryId: string, reason: string): void {
  tx.update(webhookDeliveries)
    .set({
      status: "failed",
      nextAttemptAt: null,
      lastError: reason.slice(0, 500),
      updatedAt: nowIso(),
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, "pending")))
    .run();
}
