// What the job runner knows how to do: the job definitions and periodic maintenance tasks, handed
// in at start-up by src/background.ts (which lists every feature's). registerJobs() takes a handler
// for every type in the catalog (src/jobs/catalog.ts), so a job that could be queued but never run is
// a compile error. Nothing here imports a feature.
import type { JobType } from "./catalog";
import type { GiveUp, JobDefinition, JobHandler } from "./define";
import type { Tx } from "../db/client";

export type { JobContext, JobOutcome, JobHandler, GiveUp } from "./define";

/** What the runner needs of a definition, without its catalog types. */
export interface HandlerOptions {
  leaseMs?: number;
  backoffMs?: (attempt: number) => number;
  onGiveUp?: (tx: Tx, payload: any, reason: GiveUp) => void;
  abandoned?: (payload: any) => boolean;
  ownsRetries?: boolean;
}

export interface RegisteredHandler extends HandlerOptions {
  run: JobHandler;
  leaseMs: number;
}

const handlers = new Map<string, RegisteredHandler>();
const keyLimits = new Map<string, number | (() => number)>();

function register(
  def: HandlerOptions & {
    type: string;
    run: JobHandler;
    concurrency?: { prefix: string; limit: number | (() => number) };
  },
): void {
  if (handlers.has(def.type)) throw new Error(`job handler '${def.type}' registered twice`);
  const { type: _, concurrency, ...rest } = def;
  handlers.set(def.type, { ...rest, leaseMs: def.leaseMs ?? 5 * 60_000 });
  if (concurrency) keyLimits.set(concurrency.prefix, concurrency.limit);
}
/** Every job type's definition, once per process (the server's, at start-up). */
export function registerJobs(definitions: { [K in JobType]: JobDefinition<K> }): void {
  for (const def of Object.values(definitions)) register(def);
}

/**
 * For the job runner's own tests, which exercise the loop with throwaway job types. Production code
 * declares its jobs in the catalog and hands them to registerJobs() instead.
 */
export function registerJobHandler(type: string, run: JobHandler, opts: HandlerOptions = {}): void {
  register({ type, run, ...opts });
}

/** For the same tests: a concurrency cap for keys starting with `prefix`. */
export function setConcurrencyLimit(prefix: string, limit: number): void {
  keyLimits.set(prefix, limit);
}

export function jobHandler(type: string): RegisteredHandler | undefined {
  return handlers.get(type);
}

/** The cap for a concurrency key: the longest matching prefix's limit; keys matching none run one at a time. */
export function concurrencyLimitFor(key: string): number {
  let best = "";
  let limit: number | (() => number) = 1;
  for (const [prefix, n] of keyLimits)
    if (key.startsWith(prefix) && prefix.length >= best.length) [best, limit] = [prefix, n];
  return typeof limit === "function" ? limit() : limit;
}

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run: () => unknown | Promise<unknown>;
}

const periodic: PeriodicTask[] = [];

/** Maintenance run by the server every `everyMs` (first run shortly after start); runs never overlap. */
export function registerPeriodicTask(
  name: string,
  everyMs: number,
  run: PeriodicTask["run"],
): void {
  if (periodic.some((t) => t.name === name))
    throw new Error(`periodic task '${name}' registered twice`);
  periodic.push({ name, everyMs, run });
}

export function periodicTasks(): readonly PeriodicTask[] {
  return periodic;
}
