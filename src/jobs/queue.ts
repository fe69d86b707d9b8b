// Enqueueing background work. Jobs are rows in the same database, so a job enqueued inside a
// transaction exists exactly when that transaction commits. The runner (src/jobs/runner.ts) is woken
// in-process right after, so work starts within milliseconds rather than at the next poll. The same
// kind of signal tells it that running work may have been abandoned (its record deleted).
import { newSortableId } from "../core/ids";
import { nowIso } from "../core/time";
import type { DbOrTx } from "../db/client";
import { jobs } from "../db/schema";
import { and, eq, ne, sql } from "drizzle-orm";
import { param, prepared } from "../db/prepared";
import type { JobPayloads, JobType } from "./catalog";

export interface EnqueueOptions {
  /** A stable id (e.g. derived from the record the job works on) lets requeueJob() find it again. */
  id?: string;
  runAt?: string;
  maxAttempts?: number;
  concurrencyKey?: string;
}

type WakeListener = () => void;
const listeners = new Set<WakeListener>();

/** The runner subscribes here; enqueue() calls it after the current synchronous transaction ends. */
export function onJobEnqueued(fn: WakeListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

const abandonListeners = new Set<WakeListener>();

/** The runner subscribes here; abandonWork() calls it after the current synchronous transaction ends. */
export function onWorkAbandoned(fn: WakeListener): () => void {
  abandonListeners.add(fn);
  return () => abandonListeners.delete(fn);
}

/**
 * Call in a transaction that deletes or replaces what running jobs work on (a visit): once it has
 * committed, the runner asks each running job's definition whether it is `abandoned` and aborts
 * those that are. A rolled-back change abandons nothing, since the question is asked of the database.
 */
export function abandonWork(): void {
  if (abandonListeners.size === 0) return;
  setTimeout(() => {
    for (const fn of abandonListeners) fn();
  }, 0);
}

let wakeScheduled = false;
function scheduleWake() {
  if (wakeScheduled || listeners.size === 0) return;
  wakeScheduled = true;
  // A macrotask: bun:sqlite transactions are synchronous, so by then the enqueuing one has committed.
  setTimeout(() => {
    wakeScheduled = false;
    for (const fn of listeners) fn();
  }, 0);
}

// Prepared once: enqueueing sits on the request path of every change that emits an event.
const insertJob = prepared((d) =>
  d
    .insert(jobs)
    .values({
      id: param("id"),
      type: param("type"),
      payload: param("payload"),
      status: "queued",
      concurrencyKey: param("concurrencyKey"),
      runAt: param("runAt"),
      attempts: 0,
      maxAttempts: param("maxAttempts"),
      leaseUntil: null,
      lastError: null,
      createdAt: param("now"),
      updatedAt: param("now"),
    })
    .prepare(),
);

/** Queues a job of a declared type, in the transaction of the change that causes it: it exists exactly when that commits. */
export function enqueueJob<K extends JobType>(
  tx: DbOrTx,
  type: K,
  payload: JobPayloads[K],
  opts: EnqueueOptions = {},
): string {
  return enqueueAnyJob(tx, type, payload, opts);
}

/** enqueueJob without the catalog's types: for the job runner's tests, which use throwaway types. */
export function enqueueAnyJob(
  tx: DbOrTx,
  type: string,
  payload: object,
  opts: EnqueueOptions = {},
): string {
  const now = nowIso();
  const id = opts.id ?? newSortableId("job");
  insertJob(tx).run({
    id,
    type,
    payload: JSON.stringify(payload),
    concurrencyKey: opts.concurrencyKey ?? null,
    runAt: opts.runAt ?? now,
    maxAttempts: opts.maxAttempts ?? 1,
    now,
  });
  scheduleWake();
  return id;
}

/**
 * Makes an existing job due again at `runAt` (now by default), e.g. a manual retry, with all its
 * attempts again. A job that is running right now is left alone: it is already doing the work.
 * Returns false if there is no such job.
 */
export function requeueJob(tx: DbOrTx, id: string, runAt: string = nowIso()): boolean {
  const now = nowIso();
  const requeued = tx
    .update(jobs)
    .set({ status: "queued", runAt, attempts: 0, leaseUntil: null, updatedAt: now })
    .where(and(eq(jobs.id, id), ne(jobs.status, "running")))
    .returning({ id: jobs.id })
    .get();
  if (requeued) {
    scheduleWake();
    return true;
  }
  return tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).get() !== undefined;
}

/** Jobs by status, for /metrics. */
export function jobCountsByStatus(tx: DbOrTx): { status: string; count: number }[] {
  return tx
    .select({ status: jobs.status, count: sql<number>`COUNT(*)` })
    .from(jobs)
    .groupBy(jobs.status)
    .all();
}
