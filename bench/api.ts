// bun bench/api.ts — issue 2's numbers: list and create throughput of the real server against a raw
// Bun.serve + bun:sqlite baseline doing the same queries, on the same seeded database, in one run;
// plus cold start, idle RSS and binary size of dist/sitevisit. Run `bun run build` first.
import { cpSync, mkdtempSync, statSync, copyFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { load, type LoadResult } from "./lib/load";
import { benchAccount, cpuMs, freePort, waitForOutput } from "./lib/process";
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
let trimmedRss = 0;
const rssOf = async (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(await Bun.file(`/proc/${pid}/status`).text())![1]) * 1024;
for (let i = 0; i < 5; i++) {
  const port = freePort();
  const t0 = performance.now();
  const p = Bun.spawn(
    [BINARY, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", coldDir],
    { stdout: i === 0 ? "pipe" : "ignore", stderr: "ignore" },
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
    idleRss = await rssOf(p.pid);
    // A server left alone gives back what start-up and requests left behind (src/ops/memory-trim.ts,
    // about 20 s after the last request): what it holds while it idles on a VPS.
    const trimmed = waitForOutput(p, /(idle: released cached memory)/).catch(() => "");
    const limit = Bun.sleep(60_000).then(() => "no trim within 60 s");
    if ((await Promise.race([trimmed, limit])) === "idle: released cached memory")
      trimmedRss = await rssOf(p.pid);
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
  `idle RSS           ${(idleRss / 1024 / 1024).toFixed(1)} MiB (1 s after start, ${SEED} properties), ` +
    `${trimmedRss ? `${(trimmedRss / 1024 / 1024).toFixed(1)} MiB` : "not measured"} after its idle trim\n`,
);

// --- throughput -----------------------------------------------------------------------------------
// Both servers run side by side (each alone in its turn under load) and take turns in short rounds,
// so drift in the machine's speed (this is a shared VM) hits both alike; medians over the rounds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

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

// Identity on the wire: the baselines do not compress, so the comparison is of the same work. What
// compression costs is measured on its own below.
const IDENTITY = { "accept-encoding": "identity" };

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
    list: () => new Request(base + listPath, { headers: { ...IDENTITY, ...auth } }),
    create: (i) =>
      new Request(base + createPath, {
        method: "POST",
        headers: {
          ...IDENTITY,
          ...auth,
          "content-type": "application/json",
          "idempotency-key": `${tag}-${i}`,
        },
        body: JSON.stringify({ name: `Bench ${i}` }),
      }),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) =>
  `${(Math.min(...xs) * 100).toFixed(0)}-${(Math.max(...xs) * 100).toFixed(0)} %`;

/** A load run plus the server's CPU time per request over it (µs): on a shared machine the fairer figure. */
type Measured = LoadResult & { cpuUs: number };

async function measure(
  t: Target,
  make: (n: number) => Request,
  seconds: number,
): Promise<Measured> {
  const cpuBefore = await cpuMs(t.pid);
  const r = await load(make, { connections: CONNECTIONS, seconds });
  return { ...r, cpuUs: (((await cpuMs(t.pid)) - cpuBefore) * 1000) / Math.max(1, r.requests) };
}

/**
 * Every target in turn, round after round (every other round in reverse): per round, each
 * target's ratio to the last one (raw); the medians of those ratios and their spread over the rounds.
 */
async function rounds(targets: Target[], kind: "list" | "create") {
  const results: Measured[][] = targets.map(() => []);
  let counter = 0;
  const make = (t: Target, base: number) => (n: number) =>
    kind === "list" ? t.list() : t.create(base + n);
  for (const t of targets)
    await load(make(t, (counter += 1_000_000)), { connections: CONNECTIONS, seconds: 1 });
  // Every other round in reverse order: a shared machine's speed drifts within a round's minute,
  // and a fixed order would hand the same position the same part of the drift each time.
  for (let r = 0; r < ROUNDS; r++)
    for (const i of r % 2 ? [...targets.keys()].reverse() : targets.keys())
      results[i]!.push(
        await measure(targets[i]!, make(targets[i]!, (counter += 1_000_000)), SECONDS / ROUNDS),
      );
  const versus = (a: number, b: number) => ({
    rps: results[a]!.map((r, i) => r.rps / results[b]![i]!.rps),
    cpu: results[a]!.map((r, i) => results[b]![i]!.cpuUs / r.cpuUs),
  });
  return { results, versus };
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
const serve = (cmd: string[], dir: string, at: number) =>
  Bun.spawn([...cmd, "serve", "--port", String(at), "--host", "127.0.0.1", "--data-dir", dir], {
    stdout: "ignore",
    stderr: "inherit",
    env: { ...process.env, SITEVISIT_RATE_LIMIT: "0" },
  });
const server = serve(serverCmd, dataDir, port);
const real = `http://127.0.0.1:${port}`;
await waitHealthy(real);
// BENCH_BEFORE=path: another build (e.g. a copy of dist/sitevisit made before a change) on a copy of
// the same data, as one more row of the same rounds: a before/after that the machine's drift spares.
const BEFORE = process.env.BENCH_BEFORE;
const beforeDir = mkdtempSync(join(tmpdir(), "sitevisit-before-"));
const beforePort = freePort();
// The running server's serve lock stays behind: the copy is another data directory.
if (BEFORE)
  cpSync(dataDir, beforeDir, { recursive: true, filter: (f) => !f.endsWith("serve.lock") });
const before = BEFORE ? serve([BEFORE], beforeDir, beforePort) : null;
if (before) await waitHealthy(`http://127.0.0.1:${beforePort}`);
const spawnBaseline = (file: string, ...args: string[]) =>
  Bun.spawn(["bun", join(import.meta.dir, "lib", file), join(dataDir, "sitevisit.db"), ...args], {
    stdout: "pipe",
    stderr: "inherit",
  });
const elysia = spawnBaseline("baseline-elysia.ts");
const elysiaKept = spawnBaseline("baseline-elysia.ts", "--key-kept");
const baseline = spawnBaseline("baseline-api.ts", accountId);
const [elysiaUrl, elysiaKeptUrl, baseUrl] = await Promise.all([
  waitForOutput(elysia, /"url":"([^"]+)"/),
  waitForOutput(elysiaKept, /"url":"([^"]+)"/),
  waitForOutput(baseline, /"url":"([^"]+)"/),
]);
const auth = { authorization: `Bearer ${key}` };
const targets: Target[] = [
  target("sitevisit", server.pid, real, "/api/v1/properties?limit=25", "/api/v1/properties", auth),
  ...(before
    ? [
        target(
          "before",
          before.pid,
          `http://127.0.0.1:${beforePort}`,
          "/api/v1/properties?limit=25",
          "/api/v1/properties",
          auth,
        ),
      ]
    : []),
  target("elysia", elysia.pid, elysiaUrl, "/properties", "/properties", auth),
  target("elysia*", elysiaKept.pid, elysiaKeptUrl, "/properties", "/properties", auth),
  target("raw", baseline.pid, baseUrl, "/properties", "/properties", {}),
];
const at = (name: string) => targets.findIndex((t) => t.name === name);

const summary = (rs: Measured[]) =>
  `${median(rs.map((r) => r.rps))
    .toFixed(0)
    .padStart(
      6,
    )} req/s  p50 ${median(rs.map((r) => r.p50)).toFixed(2)} ms  p99 ${median(rs.map((r) => r.p99)).toFixed(2)} ms  CPU ${median(rs.map((r) => r.cpuUs)).toFixed(0)} µs/req  (${rs.reduce((a, r) => a + r.requests, 0)} requests, ${rs.reduce((a, r) => a + r.errors, 0)} errors)`;

function report(
  label: string,
  run: Awaited<ReturnType<typeof rounds>>,
  goalRaw: number,
  goalElysia?: number,
) {
  const pad = " ".repeat(label.length);
  for (const [i, t] of targets.entries())
    console.log(`${i === 0 ? label : pad} ${t.name.padEnd(9)} ${summary(run.results[i]!)}`);
  const line = (what: string, v: { rps: number[]; cpu: number[] }, goal?: number) =>
    console.log(
      `${pad} ${what.padEnd(21)} ${(median(v.rps) * 100).toFixed(0)} % by req/s (rounds ${spread(v.rps)}), ${(median(v.cpu) * 100).toFixed(0)} % by CPU/request (rounds ${spread(v.cpu)})${goal ? `; goal ≥ ${goal} %` : ""}`,
    );
  const [elysiaAt, keptAt, rawAt] = [at("elysia"), at("elysia*"), at("raw")];
  line("sitevisit / raw", run.versus(0, rawAt), goalRaw);
  line("sitevisit / elysia", run.versus(0, elysiaAt), goalElysia);
  line("elysia / raw", run.versus(elysiaAt, rawAt));
  line("elysia* / raw", run.versus(keptAt, rawAt));
  if (before) line("sitevisit / before", run.versus(0, at("before")));
}

// BENCH_ONLY=list|create|compression: one part (a profile of one request kind)
const ONLY = process.env.BENCH_ONLY;
const reads = !ONLY || ONLY === "list" ? await rounds(targets, "list") : null;
const writes = !ONLY || ONLY === "create" ? await rounds(targets, "create") : null;

// --- compression: the same list, each encoding beside identity, on our server alone --------------
const ENCODINGS = ["identity", "zstd", "br", "gzip"] as const;
const packed =
  !ONLY || ONLY === "compression"
    ? await (async () => {
        const ours = targets[0]!;
        const url = `${real}/api/v1/properties?limit=25`;
        const req = (enc: string) => () =>
          new Request(url, { headers: { ...auth, "accept-encoding": enc } });
        const sizes: Record<string, number> = {};
        for (const enc of ENCODINGS) {
          const res = await fetch(req(enc)(), { decompress: false } as RequestInit);
          sizes[enc] = (await res.bytes()).length;
        }
        const runs: Record<string, Measured[]> = Object.fromEntries(ENCODINGS.map((e) => [e, []]));
        // Every other round in reverse order, as the throughput rounds above.
        for (let r = 0; r < ROUNDS; r++)
          for (const enc of r % 2 ? [...ENCODINGS].reverse() : ENCODINGS)
            runs[enc]!.push(await measure(ours, req(enc), SECONDS / ROUNDS / 2));
        return { sizes, runs };
      })()
    : null;

const children = [server, baseline, elysia, elysiaKept, ...(before ? [before] : [])];
for (const p of children) p.kill("SIGTERM");
await Promise.all(children.map((p) => p.exited));
for (const dir of [dataDir, coldDir, beforeDir]) rmSync(dir, { recursive: true, force: true });

console.log(
  `throughput: median of ${ROUNDS} alternating rounds (${(SECONDS / ROUNDS).toFixed(1)} s each), ${CONNECTIONS} connections, identity encoding; sitevisit logs at info (to /dev/null); load average ${(await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ")}`,
);
console.log(
  "elysia: bare Elysia with the key looked up on every request; elysia*: the same, the key kept after its first lookup (the framework alone against raw)",
);
if (reads) report("GET  /properties?limit=25  ", reads, 80, 90);
if (writes) report("POST /properties + Idem-Key", writes, 75);
if (packed) {
  console.log(
    "\ncompression of GET /properties?limit=25 (sitevisit alone, medians of the rounds; CPU beside identity in the same round, and its spread):",
  );
  const idRuns = packed.runs.identity!;
  for (const enc of ENCODINGS) {
    const cpu = median(packed.runs[enc]!.map((r) => r.cpuUs));
    const extra = packed.runs[enc]!.map((r, i) => r.cpuUs - idRuns[i]!.cpuUs);
    console.log(
      `  ${enc.padEnd(8)} ${String(packed.sizes[enc]).padStart(6)} bytes (${((1 - packed.sizes[enc]! / packed.sizes.identity!) * 100).toFixed(0)} % saved)  ${median(
        packed.runs[enc]!.map((r) => r.rps),
      )
        .toFixed(0)
        .padStart(
          6,
        )} req/s  CPU ${cpu.toFixed(0)} µs/req (${enc === "identity" ? "—" : `+${median(extra).toFixed(0)} µs, rounds ${Math.min(...extra).toFixed(0)} to ${Math.max(...extra).toFixed(0)}`})`,
    );
  }
}
