// The shape of a job definition: its type (from the catalog), its handler and how it runs.
import type { JobPayloads, JobType } from "./catalog";
import type { Tx } from "../db/client";

export interface JobContext<P = Record<string, unknown>> {
  id: string;
  type: string;
  payload: P;
  /** 1 for the first run; counts every claim, including runs cut short by a crash. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the server shuts down past its drain deadline: stop and let the job be re-run. */
  signal: AbortSignal;
}

/**
 * Returning nothing completes the job. `retryInMs` runs it again later: the handler owns its own
 * schedule (webhook deliveries do), and maxAttempts does not cap it. A thrown error is retried with
 * exponential backoff until maxAttempts, then the job is `failed`.
 * `persist` is the handler's write of its result: it runs inside the same transaction that settles
 * the job, so the result is recorded exactly when the job is (and many jobs share one commit).
 */
export type JobOutcome = void | { retryInMs?: number; error?: string; persist?: (tx: Tx) => void };
export type JobHandler<P = any> = (job: JobContext<P>) => Promise<JobOutcome> | JobOutcome;

export interface JobDefinition<K extends JobType = JobType> {
  type: K;
  run: JobHandler<JobPayloads[K]>;
  /** How long a claim stays valid before another runner may take the job over (renewed while it runs). */
  leaseMs?: number;
  /** Delay before re-running after a thrown error; default 2^attempt s (max 1 h) ±20 %. */
  backoffMs?: (attempt: number) => number;
  /** Jobs whose concurrencyKey starts with `prefix` run at most `limit` at a time per key. */
  concurrency?: { prefix: string; limit: number | (() => number) };
}

export const defineJob = <K extends JobType>(def: JobDefinition<K>): JobDefinition<K> => def;
