// What the job runner knows how to do: every job definition, listed once, and the periodic
// maintenance tasks. `definitions` must name a handler for every type in the catalog (src/jobs/catalog.ts),
// so a job that could be queued but never run is a compile error.
import type { JobType } from "./catalog";
import type { JobDefinition, JobHandler } from "./define";
import { deliverWebhookJob } from "../webhooks/jobs";
import { sendReportJob } from "../mail/jobs";
import { deleteFilesJob } from "../media/jobs";
import { sendSignInLinkJob } from "../users/jobs";
import { extractJob, finishJob, keyframesJob, transcodeJob, transcribeJob } from "../pipeline/jobs";

export type { JobContext, JobOutcome, JobHandler } from "./define";

const definitions = {
  "webhook.deliver": deliverWebhookJob,
  "mail.send_report": sendReportJob,
  "media.delete_files": deleteFilesJob,
  "users.send_sign_in_link": sendSignInLinkJob,
  "pipeline.transcode": transcodeJob,
  "pipeline.transcribe": transcribeJob,
  "pipeline.extract": extractJob,
  "pipeline.keyframes": keyframesJob,
  "pipeline.finish": finishJob,
} satisfies { [K in JobType]: JobDefinition<K> };

export interface RegisteredHandler {
  run: JobHandler;
  leaseMs: number;
  backoffMs?: (attempt: number) => number;
}

const handlers = new Map<string, RegisteredHandler>();
const keyLimits = new Map<string, number | (() => number)>();

function register(def: { type: string; run: JobHandler; leaseMs?: number; backoffMs?: (attempt: number) => number; concurrency?: { prefix: string; limit: number | (() => number) } }): void {
  if (handlers.has(def.type)) throw new Error(`job handler '${def.type}' registered twice`);
  handlers.set(def.type, { run: def.run, leaseMs: def.leaseMs ?? 5 * 60_000, backoffMs: def.backoffMs });
  if (def.concurrency) keyLimits.set(def.concurrency.prefix, def.concurrency.limit);
}
for (const def of Object.values(definitions)) register(def);

/**
 * For the job runner's own tests, which exercise the loop with throwaway job types. Production code
 * declares its jobs in the catalog and `definitions` above instead.
 */
export function registerJobHandler(type: string, run: JobHandler, opts: { leaseMs?: number; backoffMs?: (attempt: number) => number } = {}): void {
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
  for (const [prefix, n] of keyLimits) if (key.startsWith(prefix) && prefix.length >= best.length) [best, limit] = [prefix, n];
  return typeof limit === "function" ? limit() : limit;
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
