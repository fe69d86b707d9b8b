// The shape of a job definition: its type (from the catalog), its handler and how it runs.
import type { JobPayloads, JobType } from "./catalog";
import type { Tx } from "../db/client";

export interface JobContext<P = Record<string, unknown>> {
  id: string;
  type: string;
  payload: P;
  /** 1 for the first run; counts every claim, including runs cut short by a crash. Never above maxAttempts. */
  attempt: number;
  maxAttempts: number;
  /**
   * Aborted when the server shuts down past its drain deadline (the job runs again after the
   * restart) or when the definition's `abandoned` says its work is no longer wanted (it does not).
   */
  signal: AbortSignal;
}

/**
 * Returning nothing completes the job. `retryInMs` runs it again later: the handler owns its own
 * schedule (webhook deliveries do); it still counts as an attempt unless the definition says
 * `ownsRetries`. A thrown error is retried with exponential backoff until maxAttempts, then the job
 * is `failed`.
 * `persist` is the handler's write of its result: it runs inside the same transaction that settles
 * the job, so the result is recorded exactly when the job is (and many jobs share one commit).
 */
export type JobOutcome = void | { retryInMs?: number; error?: string; persist?: (tx: Tx) => void };
export type JobHandler<P = any> = (job: JobContext<P>) => Promise<JobOutcome> | JobOutcome;

/** Why a job was failed for good: its last attempt threw, or it never finished (crash, stall, lapsed lease). */
export interface GiveUp {
  attempts: number;
  /** `error`: the last attempt threw `error`; `interrupted`: the process died or stalled during it. */
  cause: "error" | "interrupted";
  error: string;
}

export interface JobDefinition<K extends JobType = JobType> {
  type: K;
  run: JobHandler<JobPayloads[K]>;
  /** How long a claim stays valid before another runner may take the job over (renewed while it runs). */
  leaseMs?: number;
  /** Delay before re-running after a thrown error; default 2^attempt s (max 1 h) ±20 %. */
  backoffMs?: (attempt: number) => number;
  /** Jobs whose concurrencyKey starts with `prefix` run at most `limit` at a time per key. */
  concurrency?: { prefix: string; limit: number | (() => number) };
  /**
   * The job is failed for good (maxAttempts reached by errors or by runs that never finished). Runs
   * in the transaction that fails it, so the feature records why (e.g. on the visit) exactly then.
   */
  onGiveUp?: (tx: Tx, payload: JobPayloads[K], reason: GiveUp) => void;
  /**
   * Asked while the job runs (at every lease renewal, and at once after abandonWork()): true aborts
   * it for good (its record was deleted or replaced). Must be cheap and must not throw.
   */
  abandoned?: (payload: JobPayloads[K]) => boolean;
  /**
   * The handler schedules its own retries with `retryInMs` and bounds them itself (webhook
   * deliveries): such a run is clean, so it resets the attempt count, and maxAttempts bounds only
   * errors and unfinished runs in a row.
   */
  ownsRetries?: boolean;
}

export const defineJob = <K extends JobType>(def: JobDefinition<K>): JobDefinition<K> => def;
