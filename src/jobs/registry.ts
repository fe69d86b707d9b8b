// What the job runner knows how to do: job handlers by type, concurrency caps by key prefix, and
// periodic maintenance tasks. Features register here at import time (src/jobs/handlers.ts imports them).

export interface JobContext {
  id: string;
  type: string;
  payload: Record<string, unknown>;
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
export type JobOutcome = void | { retryInMs?: number; error?: string; persist?: () => void };
export type JobHandler = (job: JobContext) => Promise<JobOutcome> | JobOutcome;

export interface HandlerOptions {
  /** How long a claim stays valid before another runner may take the job over (renewed while it runs). */
  leaseMs?: number;
  /** Delay before re-running after a thrown error; default 2^attempt s (max 1 h) ±20 %. */
  backoffMs?: (attempt: number) => number;
}

export interface RegisteredHandler {
  run: JobHandler;
  leaseMs: number;
  backoffMs?: (attempt: number) => number;
}

const handlers = new Map<string, RegisteredHandler>();
const keyLimits = new Map<string, number>();

export function registerJobHandler(type: string, run: JobHandler, opts: HandlerOptions = {}): void {
  if (handlers.has(type)) throw new Error(`job handler '${type}' registered twice`);
  handlers.set(type, { run, leaseMs: opts.leaseMs ?? 5 * 60_000, backoffMs: opts.backoffMs });
}

export function jobHandler(type: string): RegisteredHandler | undefined {
  return handlers.get(type);
}

/**
 * Jobs whose concurrencyKey starts with `prefix` run at most `limit` at a time per key (e.g.
 * "webhook:" → per endpoint). Keys matching no prefix run one at a time.
 */
export function setConcurrencyLimit(prefix: string, limit: number): void {
  keyLimits.set(prefix, limit);
}

export function concurrencyLimitFor(key: string): number {
  let best = "";
  let limit = 1;
  for (const [prefix, n] of keyLimits) if (key.startsWith(prefix) && prefix.length >= best.length) [best, limit] = [prefix, n];
  return limit;
}

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run: () => unknown | Promise<unknown>;
}

const periodic: PeriodicTask[] = [];

/** Maintenance run by the server every `everyMs` (first run shortly after start); runs never overlap. */
export function registerPeriodicTask(name: string, everyMs: number, run: PeriodicTask["run"]): void {
  if (periodic.some((t) => t.name === name)) throw new Error(`periodic task '${name}' registered twice`);
  periodic.push({ name, everyMs, run });
}

export function periodicTasks(): readonly PeriodicTask[] {
  return periodic;
}
