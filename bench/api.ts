// bun bench/api.ts — issue 2's numbers: list and create throughput of the real server against a raw
// Bun.serve + bun:sqlite baseline doing the same queries, on the same seeded database, in one run;
// plus cold start, idle RSS and binary size of dist/sitevisit. Run `bun run build` first.
import { mkdtempSync, statSync, copyFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { load, type LoadResult } from "./lib/load";
import { benchAccount, cpuMs, waitForOutput } from "./lib/process";
import { seedProperties } from "./lib/seed";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit"); // BENCH_BINARY: e.g. an older build, for before/after
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10); // per side, split over the rounds
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SEED = 10_000;

const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-"));
const { accountId, key } = benchAccount(BINARY, dataDir);

{
  const db = new Database(join(dataDir, "sitevisit.db"));
  seedProperties(db, accountId, SEED);
  db.close();
}

console.log(
  `sitevisit bench: ${SEED} properties seeded, ${CONNECTIONS} connections, ${SECONDS} s per run, ${navigator.hardwareConcurrency} cores\n`,
);

// --- cold start, idle RSS, size -------------------------------------------------------------------
const coldDir = mkdtempSync(join(tmpdir(), "sitevisit-cold-"));
copyFileSync(join(dataDir, "sitevisit.db"), join(coldDir, "sitevisit.db"));
const coldStarts: number[] = [];
let idleRss = 0;
for (let i = 0; i < 5; i++) {
  const port = freePort();
  const t0 = performance.now();
  const p = Bun.spawn(
    [BINARY, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", coldDir],
    { stdout: "ignore", stderr: "ignore" },
  );
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) break;
    } catch {}
    await Bun.sleep(2);
  }
  coldStarts.push(performance.now() - t0);
  if (i === 0) {
    await Bun.sleep(1000);
    idleRss =
      Number(/VmRSS:\s+(\d+)/.exec(await Bun.file(`/proc/${p.pid}/status`).text())![1]) * 1024;
  }
  p.kill("SIGTERM");
  await p.exited;
}
coldStarts.sort((a, b) => a - b);
console.log(`binary size        ${(statSync(BINARY).size / 1024 / 1024).toFixed(1)} MiB`);
console.log(
  `cold start         median ${coldStarts[2]!.toFixed(0)} ms (min ${coldStarts[0]!.toFixed(0)}, max ${coldStarts[4]!.toFixed(0)}) process start → first 200 on /healthz`,
);
console.log(
  `idle RSS           ${(idleRss / 1024 / 1024).toFixed(1)} MiB (1 s after start, ${SEED} properties)\n`,
);

// --- throughput -----------------------------------------------------------------------------------
// Both servers run side by side (each alone in its turn under load) and take turns in short rounds,
// so drift in the machine's speed (this is a shared VM) hits both alike; medians over the rounds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

function freePort(): number {
  const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = s.port!;
  s.stop(true);
  return port;
}

async function waitHealthy(url: string) {
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return;
    } catch {}
    await Bun.sleep(5);
  }
}

interface Target {
  name: string;
  pid: number;
  list: () => Request;
  create: (i: number) => Request;
}

function target(
  name: string,
  pid: number,
  base: string,
  listPath: string,
  createPath: string,
  auth: Record<string, string>,
): Target {
  const tag = `${name}-${Date.now()}`;
  return {
    name,
    pid,
    list: () => new Request(base + listPath, { headers: auth }),
    create: (i) =>
      new Request(base + createPath, {
        method: "POST",
        headers: { ...auth, "content-type": "application/json", "idempotency-key": `${tag}-${i}` },
        body: JSON.stringify({ name: `Bench ${i}` }),
      }),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A load run plus the server's CPU time per request over it (µs): on a shared machine the fairer figure. */
type Measured = LoadResult & { cpuUs: number };

async function rounds(targets: [Target, Target], kind: "list" | "create") {
  const results: [Measured[], Measured[]] = [[], []];
  let counter = 0;
  for (const t of targets)
    await load((i) => (kind === "list" ? t.list() : t.create(counter++ + i)), {
      connections: CONNECTIONS,
      seconds: 1,
    });
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, t] of targets.entries()) {
      const base = (counter += 1_000_000);
      const cpuBefore = await cpuMs(t.pid);
      const r = await load((n) => (kind === "list" ? t.list() : t.create(base + n)), {
        connections: CONNECTIONS,
        seconds: SECONDS / ROUNDS,
      });
      results[i]!.push({
        ...r,
        cpuUs: (((await cpuMs(t.pid)) - cpuBefore) * 1000) / Math.max(1, r.requests),
      });
    }
  }
  const ratios = results[0].map((r, i) => r.rps / results[1][i]!.rps);
  const cpuRatios = results[0].map((r, i) => results[1][i]!.cpuUs / r.cpuUs);
  return { sv: results[0], raw: results[1], ratio: median(ratios), cpuRatio: median(cpuRatios) };
}

const port = freePort();
// BENCH_CPU_PROF=DIR: run the server from source under Bun's profiler (markdown profile into DIR on exit).
const serverCmd = process.env.BENCH_CPU_PROF
  ? [
      "bun",
      "--cpu-prof",
      "--cpu-prof-md",
      `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`,
      join(ROOT, "cli/main.ts"),
    ]
  : [BINARY];
const server = Bun.spawn(
  [...serverCmd, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir],
  {
    stdout: "ignore",
    stderr: "inherit",
    env: { ...process.env, SITEVISIT_RATE_LIMIT: "0" },
  },
);
const real = `http://127.0.0.1:${port}`;
await waitHealthy(real);
const baseline = Bun.spawn(
  ["bun", join(import.meta.dir, "lib/baseline-api.ts"), join(dataDir, "sitevisit.db"), accountId],
  { stdout: "pipe", stderr: "inherit" },
);
const baseUrl = await waitForOutput(baseline, /"url":"([^"]+)"/);
const targets: [Target, Target] = [
  target("sitevisit", server.pid, real, "/api/v1/properties?limit=25", "/api/v1/properties", {
    authorization: `Bearer ${key}`,
  }),
  target("baseline", baseline.pid, baseUrl, "/properties", "/properties", {}),
];

const summary = (rs: Measured[]) =>
  `${median(rs.map((r) => r.rps))
    .toFixed(0)
    .padStart(
      6,
    )} req/s  p50 ${median(rs.map((r) => r.p50)).toFixed(2)} ms  p99 ${median(rs.map((r) => r.p99)).toFixed(2)} ms  CPU ${median(rs.map((r) => r.cpuUs)).toFixed(0)} µs/req  (${rs.reduce((a, r) => a + r.requests, 0)} requests, ${rs.reduce((a, r) => a + r.errors, 0)} errors)`;
// BENCH_ONLY=list|create: one of the two (a profile of one request kind)
const ONLY = process.env.BENCH_ONLY;
const reads = ONLY === "create" ? null : await rounds(targets, "list");
const writes = ONLY === "list" ? null : await rounds(targets, "create");
for (const p of [server, baseline]) p.kill("SIGTERM");
await Promise.all([server.exited, baseline.exited]);
for (const dir of [dataDir, coldDir]) rmSync(dir, { recursive: true, force: true });

console.log(
  `throughput: median of ${ROUNDS} alternating rounds, ${CONNECTIONS} connections; sitevisit logs at info (to /dev/null)`,
);
if (reads) {
  console.log(`GET  /properties?limit=25   sitevisit ${summary(reads.sv)}`);
  console.log(`                            baseline  ${summary(reads.raw)}`);
  console.log(
    `                            ratio     ${(reads.ratio * 100).toFixed(0)} % of baseline (goal ≥ 60 %); by CPU per request ${(reads.cpuRatio * 100).toFixed(0)} %`,
  );
}
if (writes) {
  console.log(`POST /properties + Idem-Key sitevisit ${summary(writes.sv)}`);
  console.log(`                            baseline  ${summary(writes.raw)}`);
  console.log(
    `                            ratio     ${(writes.ratio * 100).toFixed(0)} % of baseline (goal ≥ 50 %); by CPU per request ${(writes.cpuRatio * 100).toFixed(0)} %`,
  );
}
