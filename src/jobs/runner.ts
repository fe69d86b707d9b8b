// The in-process job loop: one persisted queue (the `jobs` table) for every background task.
//  - Claims are leases: a claimed job is `running` until lease_until; a runner that died leaves it to
//    be taken over. At start every `running` row is an orphan of a dead process (the serve lock makes
//    this the only runner), so it is re-queued at once: a crash delays work, never loses it. Leases
//    are renewed by a timer of the runner, whatever the job does; a job this process is running is
//    never taken over because its lease lapsed (a stalled event loop is not a dead runner).
//  - Attempts are counted at claim, so a run that crashes or stalls the process counts too. A job
//    whose attempts reached maxAttempts is never claimed again: it is failed for good (after a
//    restart too), and its definition's onGiveUp records why in the same transaction.
//  - Woken in-process by enqueueJob (first run within milliseconds); a timer covers scheduled run_at
//    and jobs enqueued by other processes (the CLI).
//  - Bounded global concurrency, plus a cap per concurrencyKey so one busy key (a slow webhook
//    endpoint) never holds up the others.
//  - stop(): take no new work, let running jobs finish until the deadline, then abort them and put
//    them back in the queue.
import { and, asc, eq, gt, gte, inArray, isNull, lte, lt, min, sql } from "drizzle-orm";
import { db, type Tx } from "../db/client";
import { inSavepoint } from "../db/savepoint";
import { param, prepared } from "../db/prepared";
import { jobs } from "../db/schema";
import { isoAfter, nowIso } from "../core/time";
import { logger } from "../core/logger";
import type { BackgroundWorker } from "./worker";
import { errorBackoffMs } from "../core/backoff";
import { onJobEnqueued, onWorkAbandoned } from "./queue";
import {
  concurrencyLimitFor,
  jobHandler,
  periodicTasks,
  type GiveUp,
  type JobOutcome,
} from "./registry";

type JobRow = typeof jobs.$inferSelect;

export interface RunnerOptions {
  /** Jobs running at once, all types together. */
  concurrency: number;
  /** Longest sleep between looks at the queue. */
  pollMs: number;
  /** How many distinct concurrency keys one claim looks at (rotating, so none starves). */
  keysPerClaim: number;
}

const LEASE_RENEW_MS = 10_000;
/**
 * Least time between two ticks. Each tick is one commit; under load, the jobs that finish within
 * this window share it instead of paying a commit each (about 0.2 ms of the event loop apiece). An
 * idle runner ticks at once.
 */
const GROUP_COMMIT_MS = 2;
/** For a job whose type has no handler (it fails at once). */
const DEFAULT_LEASE_MS = 60_000;
/** lastError of a job re-queued because the process running it died. */
const INTERRUPTED = "interrupted: the server stopped while this attempt ran";
const EXHAUSTED =
  "no attempt left: the last one never finished (the server stopped or stalled while it ran)";

const dueUnkeyed = prepared((d) =>
  d
    .select({ id: jobs.id, type: jobs.type, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(eq(jobs.status, "queued"), isNull(jobs.concurrencyKey), lte(jobs.runAt, param("now"))),
    )
    .orderBy(asc(jobs.runAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);
// One index seek per distinct key (jobs_concurrency_idx is status, concurrency_key, run_at).
const nextKey = prepared((d) =>
  d
    .select({ key: jobs.concurrencyKey })
    .from(jobs)
    .where(and(eq(jobs.status, "queued"), gt(jobs.concurrencyKey, param("after"))))
    .orderBy(asc(jobs.concurrencyKey))
    .limit(1)
    .prepare(),
);
const dueForKey = prepared((d) =>
  d
    .select({ id: jobs.id, type: jobs.type, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, "queued"),
        eq(jobs.concurrencyKey, param("key")),
        lte(jobs.runAt, param("now")),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(sql.placeholder("limit"))
    .prepare(),
);
const claimOne = prepared((d) =>
  d
    .update(jobs)
    .set({
      status: "running",
      attempts: sql`${jobs.attempts} + 1`,
      leaseUntil: param("leaseUntil"),
      updatedAt: param("now"),
    })
    .where(
      and(eq(jobs.id, param("id")), eq(jobs.status, "queued"), lt(jobs.attempts, jobs.maxAttempts)),
    )
    .returning()
    .prepare(),
);
/** A queued job with no attempt left: its last run never finished (a crash, a stall). */
const failExhausted = prepared((d) =>
  d
    .update(jobs)
    .set({
      status: "failed",
      leaseUntil: null,
      lastError: param("lastError"),
      updatedAt: param("now"),
    })
    .where(
      and(
        eq(jobs.id, param("id")),
        eq(jobs.status, "queued"),
        gte(jobs.attempts, jobs.maxAttempts),
      ),
    )
    .returning()
    .prepare(),
);
const settle = prepared((d) =>
  d
    .update(jobs)
    .set({
      status: param("status"),
      runAt: param("runAt"),
      attempts: param("attempts"),
      leaseUntil: null,
      lastError: param("lastError"),
      updatedAt: param("now"),
    })
    .where(and(eq(jobs.id, param("id")), eq(jobs.status, "running")))
    .prepare(),
);
const renewLease = prepared((d) =>
  d
    .update(jobs)
    .set({ leaseUntil: param("leaseUntil") })
    .where(and(eq(jobs.id, param("id")), eq(jobs.status, "running")))
    .prepare(),
);
const expiredLeases = prepared((d) =>
  d
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "running"), lt(jobs.leaseUntil, param("now"))))
    .prepare(),
);
const nextRunAt = prepared((d) =>
  d
    .select({ at: min(jobs.runAt) })
    .from(jobs)
    .where(eq(jobs.status, "queued"))
    .prepare(),
);

class NoHandler extends Error {
  constructor(type: string) {
    super(`no handler is registered for job type '${type}'`);
  }
}

interface Running {
  job: JobRow;
  abort: AbortController;
  /** Its definition said the work is no longer wanted: it ends without a retry. */
  abandoned: boolean;
  /** Resolves when the handler has returned (its result waits in `settling` for the next tick). */
  done: Promise<void>;
}

interface Settling {
  job: JobRow;
  outcome: JobOutcome;
  error: unknown;
  aborted: boolean;
  abandoned: boolean;
  runAgainAt?: number;
}

export class JobRunner implements BackgroundWorker {
  readonly name = "jobs";
  private readonly running = new Map<string, Running>();
  private readonly runningByKey = new Map<string, number>();
  private readonly settling: Settling[] = [];
  private active = false;
  private tickPending = false;
  private lastTickAt = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timerAt = Infinity;
  private renewTimer: ReturnType<typeof setInterval> | null = null;
  private periodicTimers: ReturnType<typeof setTimeout>[] = [];
  private unsubscribe: (() => void)[] = [];
  private keyCursor = "";

  // 256 jobs at once: most are webhook attempts waiting on the network (a socket each); CPU-heavy
  // pipeline stages have their own, much smaller, cap.
  constructor(
    private readonly opts: RunnerOptions = { concurrency: 256, pollMs: 1000, keysPerClaim: 200 },
  ) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    // Their attempt stays counted: one that reached maxAttempts is failed by the claim, not re-run.
    const orphans = db()
      .update(jobs)
      .set({
        status: "queued",
        leaseUntil: null,
        runAt: nowIso(),
        lastError: INTERRUPTED,
        updatedAt: nowIso(),
      })
      .where(eq(jobs.status, "running"))
      .returning({ id: jobs.id })
      .all().length;
    if (orphans)
      logger().info({ jobs: orphans }, "re-queued jobs left running by a previous process");
    this.unsubscribe = [
      onJobEnqueued(() => this.wake()),
      onWorkAbandoned(() => this.stopAbandoned()),
    ];
    this.renewTimer = setInterval(() => this.renewLeases(), LEASE_RENEW_MS);
    for (const task of periodicTasks())
      this.schedulePeriodic(task.name, task.run, Math.min(task.everyMs, 1000), task.everyMs);
    this.wake();
  }

  async stop(deadline: number): Promise<void> {
    if (!this.active) return;
    this.active = false;
    for (const off of this.unsubscribe.splice(0)) off();
    if (this.timer) clearTimeout(this.timer);
    if (this.renewTimer) clearInterval(this.renewTimer);
    for (const t of this.periodicTimers) clearTimeout(t);
    const all = () => Promise.all([...this.running.values()].map((r) => r.done));
    await Promise.race([all(), Bun.sleep(Math.max(0, deadline - Date.now()))]);
    this.tick(); // write the results of what finished
    if (this.running.size === 0) return;
    logger().warn(
      { jobs: this.running.size },
      "shutdown deadline reached: aborting running jobs, they will run again",
    );
    for (const r of this.running.values()) r.abort.abort(new Error("server shutting down"));
    await Promise.race([all(), Bun.sleep(1000)]);
    this.tick();
    // Whatever still ignores its signal is handed back to the queue for the next start (its attempt
    // counted: a run that cannot be stopped may be what stalls the server).
    const ids = [...this.running.keys()];
    if (ids.length)
      db()
        .update(jobs)
        .set({ status: "queued", leaseUntil: null, updatedAt: nowIso() })
        .where(inArray(jobs.id, ids))
        .run();
  }

  /** Look at the queue soon (coalesced: the wakes before the next tick make one look). */
  wake(): void {
    if (this.tickPending || (!this.active && this.settling.length === 0)) return;
    this.tickPending = true;
    const run = () => {
      this.tickPending = false;
      this.tick();
    };
    const wait = this.lastTickAt + GROUP_COMMIT_MS - performance.now();
    if (wait > 0) setTimeout(run, wait);
    else setImmediate(run);
  }

  /**
   * One write transaction per turn of the event loop (group commit): the results of every job that
   * finished since the last turn, then the claims that refill their slots.
   */
  private tick(): void {
    this.lastTickAt = performance.now();
    const batch = this.settling.splice(0);
    for (const s of batch) this.release(s.job);
    let claimed: JobRow[] = [];
    try {
      claimed = db().transaction((tx) => {
        for (const s of batch) this.settle(tx, s);
        return this.active ? this.claim(tx) : [];
      });
    } catch (err) {
      // Nothing of this turn was written: the batch's jobs stay `running` until their leases expire.
      logger().error({ err }, "job loop transaction failed");
    }
    for (const s of batch) if (s.runAgainAt !== undefined) this.wakeAt(s.runAgainAt);
    for (const job of claimed) this.run(job);
    if (this.active && !this.timer) this.poll();
  }

  /** The slow path, at most every pollMs: reclaim expired leases, then sleep until the next run_at. */
  private poll(): void {
    const now = nowIso();
    // Leases of a runner that died without releasing them (the serve lock makes that rare). Ours may
    // have lapsed while the event loop was busy: those jobs are still running here, never re-queued.
    const lapsed = expiredLeases(db())
      .all({ now })
      .map((r) => r.id)
      .filter((id) => !this.running.has(id));
    if (lapsed.length)
      db()
        .update(jobs)
        .set({ status: "queued", leaseUntil: null, lastError: INTERRUPTED, updatedAt: now })
        .where(and(inArray(jobs.id, lapsed), eq(jobs.status, "running")))
        .run();
    const next = nextRunAt(db()).get()?.at;
    const until = next ? Date.parse(next) - Date.now() : Infinity;
    // A due job we did not take is blocked by a cap: the end of a running job wakes us for it.
    this.wakeAt(Date.now() + (until > 0 ? Math.min(until, this.opts.pollMs) : this.opts.pollMs));
  }

  private wakeAt(at: number): void {
    if (!this.active || (this.timer && this.timerAt <= at)) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.wake();
        this.poll();
      },
      Math.max(0, at - Date.now()),
    );
  }

  /** Runs inside tick's transaction. */
  private claim(tx: Tx): JobRow[] {
    const free = this.opts.concurrency - this.running.size;
    if (free <= 0) return [];
    const now = nowIso();
    const candidates = dueUnkeyed(tx).all({ now, limit: free });
    // Walk the distinct keys that have queued work, taking from each only what its cap allows, so
    // a backlog on one key never hides another key's jobs. Rotates so no key starves.
    const start = this.keyCursor;
    let cursor = start;
    let wrapped = false;
    const visited = new Set<string>();
    for (let seen = 0; seen < this.opts.keysPerClaim && candidates.length < free; ) {
      const next = nextKey(tx).get({ after: cursor })?.key;
      if (!next || (wrapped && next > start)) {
        if (wrapped || start === "") break;
        wrapped = true; // continue from the first key, up to where this claim began
        cursor = "";
        continue;
      }
      cursor = next;
      seen++;
      if (visited.has(cursor)) break;
      visited.add(cursor);
      const room = concurrencyLimitFor(cursor) - (this.runningByKey.get(cursor) ?? 0);
      if (room > 0)
        candidates.push(...dueForKey(tx).all({ key: cursor, now, limit: Math.min(room, free) }));
    }
    this.keyCursor = cursor;
    candidates.sort((a, b) => (a.runAt < b.runAt ? -1 : a.runAt > b.runAt ? 1 : 0));
    const claimed: JobRow[] = [];
    for (const c of candidates.slice(0, free)) {
      const handler = jobHandler(c.type);
      const row = claimOne(tx).get({
        id: c.id,
        now,
        leaseUntil: isoAfter(handler?.leaseMs ?? DEFAULT_LEASE_MS),
      });
      if (row) claimed.push(row);
      else this.failExhausted(tx, c.id, now);
    }
    return claimed;
  }

  /** A due job with no attempt left (its last run never finished) is failed for good, not run. */
  private failExhausted(tx: Tx, id: string, now: string): void {
    const job = failExhausted(tx).get({ id, now, lastError: EXHAUSTED });
    if (!job) return;
    logger().error(
      { job_id: job.id, job_type: job.type, attempts: job.attempts },
      "job failed for good: its last attempt never finished",
    );
    this.giveUp(tx, job, { attempts: job.attempts, cause: "interrupted", error: EXHAUSTED });
  }

  /** The definition's onGiveUp, in a savepoint: its failure never blocks the settlement of the job. */
  private giveUp(tx: Tx, job: JobRow, reason: GiveUp): void {
    const hook = jobHandler(job.type)?.onGiveUp;
    if (!hook) return;
    try {
      inSavepoint(tx, (sp) => hook(sp, job.payload, reason));
    } catch (err) {
      logger().error({ err, job_id: job.id, job_type: job.type }, "job give-up hook failed");
    }
  }

  private run(job: JobRow): void {
    const handler = jobHandler(job.type);
    const abort = new AbortController();
    if (job.concurrencyKey)
      this.runningByKey.set(
        job.concurrencyKey,
        (this.runningByKey.get(job.concurrencyKey) ?? 0) + 1,
      );
    const entry: Running = { job, abort, abandoned: false, done: Promise.resolve() };
    this.running.set(job.id, entry);
    entry.done = (async () => {
      const result: Settling = {
        job,
        outcome: undefined,
        error: undefined,
        aborted: false,
        abandoned: false,
      };
      try {
        if (!handler) throw new NoHandler(job.type);
        result.outcome = await handler.run({
          id: job.id,
          type: job.type,
          payload: job.payload,
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
          signal: abort.signal,
        });
      } catch (err) {
        result.error = err;
      }
      result.aborted = abort.signal.aborted;
      result.abandoned = entry.abandoned;
      this.settling.push(result);
      this.wake();
    })();
  }

  private release(job: JobRow): void {
    this.running.delete(job.id);
    const key = job.concurrencyKey;
    if (!key) return;
    const n = (this.runningByKey.get(key) ?? 1) - 1;
    if (n > 0) this.runningByKey.set(key, n);
    else this.runningByKey.delete(key);
  }

  /** Inside the tick's transaction: the handler's own writes (in a savepoint), then the job's new state. */
  private settle(tx: Tx, s: Settling): void {
    const { job, outcome, aborted } = s;
    const handler = jobHandler(job.type);
    let error = s.error;
    if (!aborted && error === undefined && outcome?.persist) {
      try {
        inSavepoint(tx, outcome.persist); // a failure undoes only this job's writes
      } catch (err) {
        error = err;
      }
    }
    const now = nowIso();
    let status: JobRow["status"] = "succeeded";
    let runAt = job.runAt;
    let attempts = job.attempts;
    let lastError: string | null = null;
    if (s.abandoned) {
      lastError = "abandoned: the work it was doing is no longer wanted";
    } else if (aborted) {
      // Stopped by the shutdown: not an attempt, it runs again after the restart.
      [status, runAt, attempts] = ["queued", now, Math.max(0, attempts - 1)];
    } else if (error !== undefined) {
      lastError = error instanceof Error ? error.message : String(error);
      const final = job.attempts >= job.maxAttempts || error instanceof NoHandler;
      logger().warn(
        { job_id: job.id, job_type: job.type, attempt: job.attempts, final, error: lastError },
        "job failed",
      );
      if (final) {
        status = "failed";
        this.giveUp(tx, job, { attempts, cause: "error", error: lastError });
      } else
        [status, runAt] = [
          "queued",
          isoAfter((handler?.backoffMs ?? errorBackoffMs)(job.attempts)),
        ];
    } else if (outcome?.retryInMs !== undefined) {
      lastError = outcome.error ?? null;
      if (handler?.ownsRetries)
        [status, runAt, attempts] = ["queued", isoAfter(Math.max(0, outcome.retryInMs)), 0];
      else if (job.attempts < job.maxAttempts)
        [status, runAt] = ["queued", isoAfter(Math.max(0, outcome.retryInMs))];
      else {
        status = "failed";
        lastError ??= `asked for another run after its last attempt (${job.attempts})`;
        this.giveUp(tx, job, { attempts, cause: "error", error: lastError });
      }
    }
    settle(tx).run({ id: job.id, status, runAt, attempts, lastError, now });
    if (status === "queued") s.runAgainAt = Date.parse(runAt);
  }

  /** Aborts the running jobs whose definition says their work is no longer wanted (visit deleted, …). */
  private stopAbandoned(): void {
    for (const r of this.running.values()) {
      if (r.abandoned || r.abort.signal.aborted) continue;
      const abandoned = jobHandler(r.job.type)?.abandoned;
      if (!abandoned) continue;
      try {
        if (!abandoned(r.job.payload)) continue;
      } catch (err) {
        logger().error(
          { err, job_id: r.job.id, job_type: r.job.type },
          "job abandoned check failed",
        );
        continue;
      }
      r.abandoned = true;
      logger().info(
        { job_id: r.job.id, job_type: r.job.type },
        "stopping a job whose work is no longer wanted",
      );
      r.abort.abort(new Error("the work of this job is no longer wanted"));
    }
  }

  /** One transaction for every running job (one commit, not one per job, on the event loop). */
  private renewLeases(): void {
    if (this.running.size === 0) return;
    this.stopAbandoned();
    try {
      db().transaction(() => {
        for (const { job } of this.running.values())
          renewLease(db()).run({
            id: job.id,
            leaseUntil: isoAfter(jobHandler(job.type)?.leaseMs ?? DEFAULT_LEASE_MS),
          });
      });
    } catch (err) {
      logger().error({ err }, "job lease renewal failed");
    }
  }

  private schedulePeriodic(name: string, fn: () => unknown, delay: number, every: number): void {
    const timer = setTimeout(async () => {
      const i = this.periodicTimers.indexOf(timer);
      if (i >= 0) this.periodicTimers.splice(i, 1);
      if (!this.active) return;
      try {
        await fn();
      } catch (err) {
        logger().error({ err, task: name }, "periodic task failed");
      }
      if (this.active) this.schedulePeriodic(name, fn, every, every);
    }, delay);
    this.periodicTimers.push(timer);
  }

  /** For tests and benchmarks: how many jobs this process is running. */
  get busy(): number {
    return this.running.size;
  }
}

export const jobRunner = new JobRunner();
