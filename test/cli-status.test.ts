// `sitevisit status` for the operator, run from dist/sitevisit against a real server's data directory:
// server liveness from serve.lock, database size, the job queue by type, webhook endpoints that fail
// or are paused, and the last backup.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, statSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { BINARY, runCli, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { startReceiver, type Receiver } from "./helpers/webhook-receiver";
import { openDb } from "./helpers/db";

test("dist/sitevisit exists (bun run test builds it first)", () => {
  expect(existsSync(BINARY)).toBe(true);
});

const status = async (dataDir: string) => {
  const r = await runCli(["status", "--json"], { binary: true, dataDir });
  if (r.code !== 0) throw new Error(`status failed: ${r.stderr}`);
  return r.json;
};
const human = async (dataDir: string) => {
  const r = await runCli(["status"], { binary: true, dataDir });
  expect(r.code).toBe(0);
  return r.stdout;
};

async function until<T>(
  what: string,
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await Bun.sleep(100);
  }
}

/** A job row as another process (a CLI, an older version) would leave it in the shared queue. */
function insertJob(dataDir: string, id: string, type: string, runAt: string) {
  const db = openDb(dataDir, false);
  try {
    const now = new Date().toISOString();
    db.query(
      "INSERT INTO jobs (id, type, payload, status, concurrency_key, run_at, attempts, max_attempts, lease_until, last_error, created_at, updated_at) VALUES (?, ?, '{}', 'queued', NULL, ?, 0, 1, NULL, NULL, ?, ?)",
    ).run(id, type, runAt, now, now);
  } finally {
    db.close();
  }
}

test("an empty data directory: nothing running, no database, and status creates none", async () => {
  const dir = tempDir();
  const s = await status(dir);
  expect(s).toMatchObject({
    dataDir: dir,
    server: { running: false, pid: null, staleLockPid: null },
    database: { exists: false, bytes: 0, walBytes: 0, totalBytes: 0 },
    jobs: { queued: 0, due: 0, running: 0, failed: 0, byType: [] },
    webhooks: { endpoints: [] },
    lastBackup: null,
  });
  const text = await human(dir);
  expect(text).toContain("not running");
  expect(text).toContain("none yet");
  expect(text).toContain("none recorded");
  expect(readdirSync(dir)).toEqual([]);
});

describe("beside a running server", () => {
  let server: TestServer;
  let tenant: Tenant;
  let receiver: Receiver;
  const ids: Record<"gone" | "failing" | "healthy" | "paused", string> = {
    gone: "",
    failing: "",
    healthy: "",
    paused: "",
  };

  beforeAll(async () => {
    // One immediate retry, then an hour: a failing endpoint is left "retrying" for the whole test.
    server = await startServer({
      binary: true,
      args: ["--dev"],
      env: { SITEVISIT_WEBHOOK_RETRY_SCHEDULE: "0,3600" },
    });
    tenant = await createTenant(server, "Status Co");
    receiver = startReceiver((req) => {
      const path = new URL(req.url).pathname;
      return new Response("", {
        status: path.endsWith("/gone") ? 410 : path.endsWith("/failing") ? 500 : 200,
      });
    });
    for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
      const r = await server.cli([
        "webhooks",
        "create",
        "--dev",
        "--account",
        tenant.accountId,
        "--name",
        name,
        "--url",
        `${receiver.url}/${name}`,
        "--json",
      ]);
      expect(r.code).toBe(0);
      ids[name] = r.json.id;
    }
    expect((await server.cli(["webhooks", "disable", ids.paused])).code).toBe(0);
  });
  afterAll(async () => {
    receiver?.stop();
    await server?.stop("SIGKILL");
  });

  test("reports the server's pid and the database size (file + WAL)", async () => {
    const s = await status(server.dataDir);
    expect(s.server).toEqual({ running: true, pid: server.proc.pid, staleLockPid: null });
    expect(s.database.exists).toBe(true);
    expect(s.database.bytes).toBeGreaterThan(0);
    expect(s.database.totalBytes).toBe(s.database.bytes + s.database.walBytes);
    expect(await human(server.dataDir)).toContain(`running (pid ${server.proc.pid})`);
  });

  test("lists endpoints whose deliveries fail or that are paused, not healthy ones", async () => {
    const res = await tenant.live.post("/properties", { name: "Triggers four endpoints" });
    expect(res.status).toBe(201);
    // settled: the 410 recorded, and the failing delivery's second attempt recorded with its next one an hour away
    const deliverJobs = (s: any) => s.jobs.byType.find((t: any) => t.type === "webhook.deliver");
    const s = await until(
      "the failing endpoint's second attempt and the 410",
      () => status(server.dataDir),
      (s) =>
        s.webhooks.endpoints.some((e: any) => e.id === ids.gone && e.failedDeliveries) &&
        deliverJobs(s)?.queued === 1 &&
        deliverJobs(s).due === 0 &&
        deliverJobs(s).running === 0,
    );
    expect(receiver.received.filter((r) => r.path.endsWith("/failing"))).toHaveLength(2);
    expect(receiver.received.filter((r) => r.path.endsWith("/healthy"))).toHaveLength(1);
    const byId = Object.fromEntries(s.webhooks.endpoints.map((e: any) => [e.id, e]));
    expect(Object.keys(byId).sort()).toEqual([ids.gone, ids.failing, ids.paused].sort());
    expect(byId[ids.gone]).toMatchObject({
      disabled: true,
      failedDeliveries: 1,
      retryingDeliveries: 0,
      lastError: "receiver answered 410 Gone: endpoint disabled",
      mode: "live",
      accountId: tenant.accountId,
    });
    expect(byId[ids.failing]).toMatchObject({
      disabled: false,
      failedDeliveries: 0,
      retryingDeliveries: 1,
      lastError: "HTTP 500",
      name: "failing",
    });
    expect(byId[ids.failing].lastFailureAt).toMatch(/Z$/);
    expect(byId[ids.paused]).toMatchObject({
      disabled: true,
      failedDeliveries: 0,
      retryingDeliveries: 0,
      lastError: null,
    });
    expect(deliverJobs(s).failed).toBe(0);

    const text = await human(server.dataDir);
    expect(text).toContain("3 endpoint(s) need attention");
    expect(text).toMatch(
      new RegExp(`${ids.failing} \\(failing, live\\) .*1 retrying, last error: HTTP 500`),
    );
    expect(text).toMatch(new RegExp(`${ids.paused} \\(paused, live\\) .*DISABLED`));
    expect(text).not.toContain(ids.healthy);
  });

  test("counts failed jobs by type with the last error", async () => {
    insertJob(server.dataDir, "job_status_test", "report.unknown", new Date().toISOString());
    const s = await until(
      "the job loop to give up on the unknown job",
      () => status(server.dataDir),
      (s) => s.jobs.failed > 0,
    );
    expect(s.jobs.failed).toBe(1);
    const failed = s.jobs.byType.find((t: any) => t.type === "report.unknown");
    expect(failed).toMatchObject({ queued: 0, running: 0, failed: 1 });
    expect(failed.lastFailure.error).toContain(
      "no handler is registered for job type 'report.unknown'",
    );
    const text = await human(server.dataDir);
    expect(text).toMatch(/jobs\s+1 queued \(0 due\), 0 running, 1 failed/);
    expect(text).toMatch(
      /report\.unknown\s+queued 0\s+running 0\s+failed 1\s+last failure .*no handler/,
    );
  });

  test("shows the last backup, and notices when its file is gone", async () => {
    const file = join(tempDir(), "status-backup.db");
    const before = new Date().toISOString();
    const b = await server.cli(["backup", file, "--json"]);
    const after = new Date().toISOString();
    expect(b.code).toBe(0);
    let s = await status(server.dataDir);
    expect(s.lastBackup).toMatchObject({ path: file, bytes: statSync(file).size, exists: true });
    expect(s.lastBackup.at >= before && s.lastBackup.at <= after).toBe(true);
    expect(await human(server.dataDir)).toContain(file);
    unlinkSync(file);
    s = await status(server.dataDir);
    expect(s.lastBackup.exists).toBe(false);
    expect(await human(server.dataDir)).toContain("no longer there");
  });

  test("after the server is killed: not running, its stale lock named, due jobs pointed out", async () => {
    const pid = server.proc.pid;
    await server.stop("SIGKILL");
    insertJob(
      server.dataDir,
      "job_status_due",
      "report.unknown",
      new Date(Date.now() - 1000).toISOString(),
    );
    const s = await status(server.dataDir);
    expect(s.server).toEqual({ running: false, pid: null, staleLockPid: pid });
    expect(s.jobs).toMatchObject({ queued: 2, due: 1 });
    const text = await human(server.dataDir);
    expect(text).toContain(`stale serve.lock of dead pid ${pid}`);
    expect(text).toContain("jobs are due but no server is running");
  });
});
