// The generic job loop, in-process on a real SQLite file (it has no HTTP surface of its own; the
// webhook tests exercise it end to end through the server): caps, retries, persistence, restarts,
// draining, periodic tasks and pruning.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { join } from "node:path";
import { buildConfig, setConfig } from "../src/core/config";
import { closeDatabase, db, openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { jobs } from "../src/db/schema";
import { abandonWork, enqueueAnyJob as enqueueJob, requeueJob } from "../src/jobs/queue";
import {
  registerJobHandler,
  registerPeriodicTask,
  setConcurrencyLimit,
} from "../src/jobs/registry";
import { JobRunner } from "../src/jobs/runner";
import { pruneJobsAndAttempts } from "../src/jobs/prune";
import { removeDir, tempDir } from "./helpers/server";
import { eventually } from "./helpers/webhook-receiver";

const dir = tempDir();
beforeAll(() => {
  setConfig(buildConfig({ dataDir: dir, logLevel: "silent" }));
  process.env.SITEVISIT_LOG_LEVEL = "silent";
  migrateDatabase(openDatabase(join(dir, "sitevisit.db")));
});
afterAll(() => {
  closeDatabase();
  removeDir(dir);
});

const row = (id: string) => db().select().from(jobs).where(eq(jobs.id, id)).get()!;
const runner = () => new JobRunner({ concurrency: 16, pollMs: 50, keysPerClaim: 50 });

test("a concurrency key caps its jobs without holding up other keys", async () => {
  setConcurrencyLimit("t-cap:", 2);
  const running = new Map<string, number>();
  const peak = new Map<string, number>();
  const finished: string[] = [];
  registerJobHandler("t.cap", async (job) => {
    const key = String(job.payload.key);
    running.set(key, (running.get(key) ?? 0) + 1);
    peak.set(key, Math.max(peak.get(key) ?? 0, running.get(key)!));
    await Bun.sleep(key === "t-cap:slow" ? 100 : 5);
    running.set(key, running.get(key)! - 1);
    finished.push(key);
  });
  const r = runner();
  r.start();
  try {
    for (let i = 0; i < 10; i++)
      enqueueJob(db(), "t.cap", { key: "t-cap:slow" }, { concurrencyKey: "t-cap:slow" });
    for (let i = 0; i < 6; i++)
      enqueueJob(db(), "t.cap", { key: "t-cap:fast" }, { concurrencyKey: "t-cap:fast" });
    await eventually(async () => finished.length === 16, 10_000, "all jobs");
  } finally {
    await r.stop(Date.now() + 1000);
  }
  expect(peak.get("t-cap:slow")).toBe(2);
  expect(peak.get("t-cap:fast")).toBe(2);
  // The fast key's six jobs were done long before the slow key's backlog of ten (five rounds of 100 ms).
  expect(finished.lastIndexOf("t-cap:fast")).toBeLessThan(finished.indexOf("t-cap:slow") + 6);
});

test("a thrown error is retried with backoff until maxAttempts, then the job is failed", async () => {
  let calls = 0;
  registerJobHandler(
    "t.boom",
    () => {
      calls++;
      throw new Error(`boom ${calls}`);
    },
    { backoffMs: () => 20 },
  );
  const r = runner();
  r.start();
  const id = enqueueJob(db(), "t.boom", {}, { maxAttempts: 3 });
  try {
    await eventually(async () => row(id).status === "failed", 5000, "failed");
  } finally {
    await r.stop(Date.now() + 1000);
  }
  expect(calls).toBe(3);
  expect(row(id)).toMatchObject({ attempts: 3, lastError: "boom 3", leaseUntil: null });
});

test("retryInMs re-runs the job; persist is written with the job's settlement, and a failing persist is an error", async () => {
  const seen: number[] = [];
  registerJobHandler(
    "t.again",
    (job) => {
      seen.push(job.attempt);
      if (job.attempt === 1) return { retryInMs: 10, error: "not yet" };
      if (job.attempt === 2)
        return {
          retryInMs: 10,
          persist: () => {
            throw new Error("disk on fire");
          },
        };
      return {
        persist: () =>
          void db()
            .update(jobs)
            .set({ lastError: "persisted" })
            .where(eq(jobs.id, "job_marker"))
            .run(),
      };
    },
    { backoffMs: () => 10 },
  );
  enqueueJob(db(), "t.none", {}, { id: "job_marker", runAt: "2999-01-01T00:00:00.000Z" });
  const r = runner();
  r.start();
  const id = enqueueJob(db(), "t.again", {}, { maxAttempts: 5 });
  try {
    await eventually(async () => row(id).status === "succeeded", 5000, "succeeded");
  } finally {
    await r.stop(Date.now() + 1000);
  }
  expect(seen).toEqual([1, 2, 3]);
  expect(row("job_marker").lastError).toBe("persisted");
});

test("jobs left running by a dead process run again at start; requeueJob makes a finished job due again, with its attempts", async () => {
  let runs = 0;
  registerJobHandler("t.orphan", () => void runs++);
  const id = enqueueJob(db(), "t.orphan", {}, { maxAttempts: 3 });
  db()
    .update(jobs)
    .set({ status: "running", attempts: 1, leaseUntil: "2999-01-01T00:00:00.000Z" })
    .where(eq(jobs.id, id))
    .run();
  const r = runner();
  r.start();
  try {
    await eventually(async () => row(id).status === "succeeded", 5000, "orphan re-run");
    expect(row(id).attempts).toBe(2);
    expect(requeueJob(db(), id)).toBe(true);
    expect(requeueJob(db(), "job_does_not_exist")).toBe(false);
    await eventually(
      async () => runs === 2 && row(id).status === "succeeded",
      5000,
      "requeued run",
    );
  } finally {
    await r.stop(Date.now() + 1000);
  }
  expect(row(id).attempts).toBe(1);
});

test("a job whose last attempt died with the process is failed for good at the next start, never run past maxAttempts", async () => {
  let runs = 0;
  const gaveUp: { payload: unknown; reason: unknown }[] = [];
  registerJobHandler("t.crashy", () => void runs++, {
    onGiveUp: (_tx, payload, reason) => void gaveUp.push({ payload, reason }),
  });
  // Died during its 3rd of 3 attempts; and one an older version re-queued past its maximum.
  const died = enqueueJob(db(), "t.crashy", { n: 1 }, { maxAttempts: 3 });
  db()
    .update(jobs)
    .set({ status: "running", attempts: 3, leaseUntil: "2999-01-01T00:00:00.000Z" })
    .where(eq(jobs.id, died))
    .run();
  const over = enqueueJob(db(), "t.crashy", { n: 2 }, { maxAttempts: 3 });
  db().update(jobs).set({ attempts: 4 }).where(eq(jobs.id, over)).run();
  const r = runner();
  r.start();
  try {
    await eventually(
      async () => row(died).status === "failed" && row(over).status === "failed",
      5000,
      "given up",
    );
  } finally {
    await r.stop(Date.now() + 1000);
  }
  expect(runs).toBe(0);
  expect(row(died)).toMatchObject({ attempts: 3, leaseUntil: null });
  expect(row(died).lastError).toMatch(/never finished/);
  gaveUp.sort((a, b) => (a.payload as { n: number }).n - (b.payload as { n: number }).n);
  expect(gaveUp).toEqual([
    {
      payload: { n: 1 },
      reason: { attempts: 3, cause: "interrupted", error: row(died).lastError },
    },
    {
      payload: { n: 2 },
      reason: { attempts: 4, cause: "interrupted", error: row(over).lastError },
    },
  ]);
});

test("the give-up hook runs with the last error when the final attempt throws; a shutdown abort costs no attempt", async () => {
  const reasons: unknown[] = [];
  registerJobHandler(
    "t.fails",
    (job) => {
      throw new Error(`bad ${job.attempt}`);
    },
    { backoffMs: () => 5, onGiveUp: (_tx, _p, reason) => void reasons.push(reason) },
  );
  registerJobHandler(
    "t.hangs",
    (job) =>
      new Promise((_, no) => job.signal.addEventListener("abort", () => no(new Error("aborted")))),
  );
  const r = runner();
  r.start();
  const fails = enqueueJob(db(), "t.fails", {}, { maxAttempts: 2 });
  const hangs = enqueueJob(db(), "t.hangs", {}, { maxAttempts: 1 });
  try {
    await eventually(
      async () => row(fails).status === "failed" && row(hangs).status === "running",
      5000,
      "failed",
    );
  } finally {
    await r.stop(Date.now() + 50);
  }
  expect(reasons).toEqual([{ attempts: 2, cause: "error", error: "bad 2" }]);
  // Its one attempt was given back: the next start runs it again.
  expect(row(hangs)).toMatchObject({ status: "queued", attempts: 0 });
  db().delete(jobs).where(eq(jobs.id, hangs)).run();
});

test("a lease that lapses while the event loop is blocked does not hand the running job to a second run", async () => {
  let runs = 0;
  let release = () => {};
  registerJobHandler(
    "t.stall",
    () => {
      runs++;
      return new Promise<void>((done) => (release = done));
    },
    { leaseMs: 50 },
  );
  const r = runner();
  r.start();
  const id = enqueueJob(db(), "t.stall", {}, { maxAttempts: 3 });
  try {
    await eventually(async () => runs === 1, 5000, "running");
    const until = Date.now() + 200;
    while (Date.now() < until); // the event loop stalls past the lease
    await Bun.sleep(300); // several polls
    expect(runs).toBe(1);
    expect(row(id)).toMatchObject({ status: "running", attempts: 1 });
    release();
    await eventually(async () => row(id).status === "succeeded", 5000, "done");
  } finally {
    await r.stop(Date.now() + 1000);
  }
  expect(runs).toBe(1);
});

test("abandonWork() aborts the running jobs whose definition says they are abandoned; they are not run again", async () => {
  const wanted = new Set(["a", "b"]);
  const started: string[] = [];
  registerJobHandler(
    "t.abandon",
    (job) => {
      started.push(String(job.payload.name));
      return new Promise((_, no) =>
        job.signal.addEventListener("abort", () => no(job.signal.reason)),
      );
    },
    { abandoned: (p) => !wanted.has(p.name) },
  );
  const r = runner();
  r.start();
  const a = enqueueJob(db(), "t.abandon", { name: "a" }, { maxAttempts: 3 });
  const b = enqueueJob(db(), "t.abandon", { name: "b" }, { maxAttempts: 3 });
  try {
    await eventually(async () => started.length === 2, 5000, "both running");
    wanted.delete("a");
    abandonWork();
    await eventually(async () => row(a).status === "succeeded", 5000, "a stopped");
    await Bun.sleep(100);
    expect(row(a).lastError).toMatch(/abandoned/);
    expect(row(b).status).toBe("running");
  } finally {
    await r.stop(Date.now() + 50);
  }
  expect(started.sort()).toEqual(["a", "b"]);
  db().delete(jobs).where(eq(jobs.id, b)).run();
});

test("a definition that owns its retries: retryInMs resets the attempts, so they never pass maxAttempts", async () => {
  const seen: number[] = [];
  registerJobHandler(
    "t.own",
    (job) => {
      seen.push(job.attempt);
      return seen.length < 5 ? { retryInMs: 1 } : undefined;
    },
    { ownsRetries: true },
  );
  registerJobHandler("t.counted", () => ({ retryInMs: 1, error: "still not" }));
  const r = runner();
  r.start();
  const own = enqueueJob(db(), "t.own", {}, { maxAttempts: 2 });
  const counted = enqueueJob(db(), "t.counted", {}, { maxAttempts: 2 });
  try {
    await eventually(
      async () => row(own).status === "succeeded" && row(counted).status === "failed",
      5000,
      "settled",
    );
  } finally {
    await r.stop(Date.now() + 1000);
  }
  expect(seen).toEqual([1, 1, 1, 1, 1]);
  expect(row(counted)).toMatchObject({ attempts: 2, lastError: "still not" });
});

test("a job of an unknown type fails instead of blocking the queue", async () => {
  const id = enqueueJob(db(), "t.unregistered", {}, { maxAttempts: 5 });
  const r = runner();
  r.start();
  try {
    await eventually(async () => row(id).status === "failed", 5000, "failed");
  } finally {
    await r.stop(Date.now() + 1000);
  }
  expect(row(id).lastError).toContain("no handler");
});

test("stop() waits for running jobs; past the deadline it aborts them and puts them back in the queue", async () => {
  registerJobHandler("t.slow", async (job) => {
    await Promise.race([
      Bun.sleep(Number(job.payload.ms)),
      new Promise((_, no) => job.signal.addEventListener("abort", () => no(new Error("aborted")))),
    ]);
  });
  const r = runner();
  r.start();
  const quick = enqueueJob(db(), "t.slow", { ms: 100 });
  const stuck = enqueueJob(db(), "t.slow", { ms: 60_000 });
  await eventually(async () => r.busy === 2, 5000, "both running");
  await r.stop(Date.now() + 300);
  expect(row(quick).status).toBe("succeeded");
  expect(row(stuck)).toMatchObject({ status: "queued", leaseUntil: null });
});

test("periodic tasks run while the runner runs; pruning keeps recent and unfinished jobs", async () => {
  let ticks = 0;
  registerPeriodicTask("t.tick", 30, () => void ticks++);
  const r = runner();
  r.start();
  await eventually(async () => ticks >= 2, 5000, "two periodic runs");
  await r.stop(Date.now() + 1000);
  const before = ticks;
  await Bun.sleep(100);
  expect(ticks).toBe(before);

  const old = "2000-01-01T00:00:00.000Z";
  const oldDone = enqueueJob(db(), "t.none", {});
  const oldFailed = enqueueJob(db(), "t.none", {});
  const oldQueued = enqueueJob(db(), "t.none", {}, { runAt: "2999-01-01T00:00:00.000Z" });
  const freshDone = enqueueJob(db(), "t.none", {}, { runAt: "2999-01-01T00:00:00.000Z" });
  db().update(jobs).set({ status: "succeeded", updatedAt: old }).where(eq(jobs.id, oldDone)).run();
  db().update(jobs).set({ status: "failed", updatedAt: old }).where(eq(jobs.id, oldFailed)).run();
  db().update(jobs).set({ updatedAt: old }).where(eq(jobs.id, oldQueued)).run();
  db().update(jobs).set({ status: "succeeded" }).where(eq(jobs.id, freshDone)).run();
  expect((await pruneJobsAndAttempts()).jobs).toBeGreaterThanOrEqual(2);
  expect(db().select().from(jobs).where(eq(jobs.id, oldDone)).get()).toBeUndefined();
  expect(db().select().from(jobs).where(eq(jobs.id, oldFailed)).get()).toBeUndefined();
  expect(row(oldQueued).status).toBe("queued");
  expect(row(freshDone).status).toBe("succeeded");
});
