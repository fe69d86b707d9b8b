// Webhook delivery benchmark (loopback only, bounded loops). Run: `bun bench/webhooks.ts`
//  (a) one endpoint, a steady EVENTS_PER_S events/s for DURATION_S s, driven by POST /properties from
//      CLIENTS concurrent clients: delivered count, latency from the API response to receipt.
//  (b) 10,000 deliveries queued while the server is down, drained after start, beside a raw
//      baseline of plain fetch POSTs to the same receiver.
//  (c) the same steady load, with a second endpoint that never answers (hangs until the timeout):
//      latency of the healthy endpoint, BENCH_RUNS (5) times, each beside a run without the hung one.
//  (0) the same load with no endpoint: the API's own cost, for comparison.
// Pass the scenarios to run as the first argument (default "0abc"). Environment: BENCH_RATE (1000), BENCH_SECONDS (30), BENCH_HANG_SECONDS (20), BENCH_CLIENTS (16), BENCH_RUNS (5),
// BENCH_QUEUED (10000), BENCH_CPU_PROF (a directory: profile the server).
import { Webhook } from "standardwebhooks";
import { command, removeDir, runCli, tempDir, type TestServer } from "../test/helpers/server";
import { createTenant, type Tenant } from "../test/helpers/fixtures";
import { setConfig, buildConfig } from "../src/core/config";
import { openDatabase, db, closeDatabase } from "../src/db/client";
import { dbPath } from "../src/core/data-dir";
import { emitEvent } from "../src/events/service";
import { wireFeatures } from "../src/wiring";
import { PER_ENDPOINT_CONCURRENCY } from "../src/webhooks/delivery";
import { cpuMs } from "./lib/process";

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const HANG_SECONDS = Number(process.env.BENCH_HANG_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const QUEUED = Number(process.env.BENCH_QUEUED ?? 10_000);
const RUNS_C = Number(process.env.BENCH_RUNS ?? 5);
const env = { SITEVISIT_RATE_LIMIT: "0" };

/**
 * The real server as a child process, like the tests' startServer, but its log goes to a file in its
 * data dir: a pipe that this (busy) process drains late would block the server's log writes and
 * measure this process instead of the server.
 */
async function startServer(opts: {
  args?: string[];
  env?: Record<string, string>;
  dataDir?: string;
}) {
  const dataDir = opts.dataDir ?? tempDir("sitevisit-bench-");
  const logFile = `${dataDir}/bench-server-${Date.now()}.log`;
  // BENCH_CPU_PROF=DIR: the server writes a CPU profile (markdown, grep-friendly) into DIR on exit.
  const [bun, ...rest] = command();
  const prof = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", "--cpu-prof-md", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const proc = Bun.spawn(
    [
      bun!,
      ...prof,
      ...rest,
      "serve",
      "--port",
      "0",
      "--host",
      "127.0.0.1",
      "--data-dir",
      dataDir,
      ...(opts.args ?? []),
    ],
    {
      env: { ...process.env, SITEVISIT_LOG_LEVEL: "info", ...opts.env },
      stdout: Bun.file(logFile),
      stderr: "inherit",
      stdin: "ignore",
    },
  );
  let url: string | undefined;
  for (const until = Date.now() + 30_000; !url; await Bun.sleep(20)) {
    if (proc.exitCode !== null || Date.now() > until)
      throw new Error(
        `server did not start: ${await Bun.file(logFile)
          .text()
          .catch(() => "")}`,
      );
    const head = await Bun.file(logFile)
      .text()
      .catch(() => "");
    url = /"msg":"sitevisit listening"/.test(head)
      ? /"url":"(http:\/\/[^"]+)"/.exec(head)?.[1]
      : undefined;
  }
  const server = {
    url,
    pid: proc.pid,
    api: `${url}/api/v1`,
    dataDir,
    cli: (args: string[]) => runCli(args, { dataDir }),
    async stop() {
      if (proc.exitCode === null) proc.kill("SIGTERM");
      return await proc.exited;
    },
  };
  return server;
}
type BenchServer = Awaited<ReturnType<typeof startServer>>;

/** createTenant only uses the server's CLI and API address. */
const newTenant = (server: BenchServer) => createTenant(server as unknown as TestServer);

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** A receiver that timestamps each event's first arrival; verifies every 100th signature. */
function receiver(opts: { hang?: boolean } = {}) {
  const firstSeen = new Map<string, number>();
  let requests = 0;
  let verified = 0;
  let secret = "";
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    idleTimeout: 0,
    async fetch(req) {
      const raw = await req.text();
      if (opts.hang) return new Promise<Response>(() => {}); // never answers; the sender times out
      const now = performance.now();
      requests++;
      if (requests % 100 === 1 && secret && req.headers.has("webhook-signature")) {
        new Webhook(secret).verify(raw, Object.fromEntries(req.headers));
        verified++;
      }
      const id = req.headers.get("webhook-id")!;
      if (!firstSeen.has(id)) {
        const body = JSON.parse(raw);
        firstSeen.set(body.data?.property?.id ?? id, now);
      }
      return new Response("ok");
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/hook`,
    firstSeen,
    get requests() {
      return requests;
    },
    get verified() {
      return verified;
    },
    setSecret: (s: string) => (secret = s),
    stop: () => server.stop(true),
  };
}
type Receiver = ReturnType<typeof receiver>;

async function addEndpoint(t: Tenant, r: Receiver, name: string) {
  const res = await t.live.post("/webhook-endpoints", {
    name,
    url: r.url,
    events: ["property.created"],
  });
  if (res.status !== 201) throw new Error(`endpoint: ${res.status} ${res.text}`);
  r.setSecret(res.body.signingSecret);
  return res.body.id as string;
}

/** Open-loop load: request i is due at start + i/RATE s; CLIENTS workers send them. */
async function steadyLoad(server: BenchServer, key: string, seconds: number) {
  const total = RATE * seconds;
  const responded = new Map<string, number>();
  const sentAt = new Map<string, number>();
  let next = 0;
  let errors = 0;
  let maxLagMs = 0;
  const start = performance.now() + 100;
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 1) await Bun.sleep(wait);
      maxLagMs = Math.max(maxLagMs, performance.now() - due);
      const t0 = performance.now();
      const res = await fetch(`${server.api}/properties`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name: `Load ${i}` }),
      });
      const t1 = performance.now();
      if (res.status !== 201) {
        errors++;
        await res.text();
        continue;
      }
      const { id } = (await res.json()) as { id: string };
      responded.set(id, t1);
      sentAt.set(id, t0);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const elapsed = (performance.now() - start) / 1000;
  return { total, responded, sentAt, errors, elapsed, maxLagMs };
}

async function waitForAll(r: Receiver, ids: Iterable<string>, timeoutMs: number) {
  const want = [...ids];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && want.some((id) => !r.firstSeen.has(id))) await Bun.sleep(50);
  return want.filter((id) => r.firstSeen.has(id)).length;
}

function latencies(r: Receiver, load: Awaited<ReturnType<typeof steadyLoad>>) {
  const fromResponse: number[] = [];
  const fromRequest: number[] = [];
  for (const [id, t1] of load.responded) {
    const seen = r.firstSeen.get(id);
    if (seen === undefined) continue;
    fromResponse.push(seen - t1);
    fromRequest.push(seen - load.sentAt.get(id)!);
  }
  return { fromResponse, fromRequest };
}

function report(
  label: string,
  r: Receiver,
  load: Awaited<ReturnType<typeof steadyLoad>>,
  delivered: number,
) {
  const { fromResponse, fromRequest } = latencies(r, load);
  const early = fromResponse.filter((x) => x < 0).length;
  console.log(
    `${label}: sent ${load.total} (${load.errors} API errors) in ${load.elapsed.toFixed(1)} s = ${(load.total / load.elapsed).toFixed(0)} events/s (max pacing lag ${ms(load.maxLagMs)}); ` +
      `delivered ${delivered}/${load.responded.size}, lost ${load.responded.size - delivered}; ` +
      `latency response→receipt p50 ${ms(pct(fromResponse, 50))} p99 ${ms(pct(fromResponse, 99))} max ${ms(pct(fromResponse, 100))} ` +
      `(${early} arrived before the client had read the response); request→receipt p50 ${ms(pct(fromRequest, 50))} p99 ${ms(pct(fromRequest, 99))}; ` +
      `signatures verified ${r.verified}`,
  );
  return pct(fromResponse, 99);
}

/** (0) The same load with no endpoint at all: what the API alone costs on this machine. */
async function scenarioBaseline() {
  const server = await startServer({ args: ["--dev"], env });
  try {
    const t = await newTenant(server);
    const load = await steadyLoad(server, t.liveKey, SECONDS);
    const api = [...load.responded].map(([id, t1]) => t1 - load.sentAt.get(id)!);
    console.log(
      `(0) API only, no endpoint, ${RATE}/s for ${SECONDS} s: sent ${load.total} (${load.errors} errors) = ${(load.total / load.elapsed).toFixed(0)} events/s ` +
        `(max pacing lag ${ms(load.maxLagMs)}); POST /properties latency p50 ${ms(pct(api, 50))} p99 ${ms(pct(api, 99))}`,
    );
  } finally {
    await server.stop();
    removeDir(server.dataDir);
  }
}

async function scenarioA() {
  const r = receiver();
  const server = await startServer({ args: ["--dev"], env });
  try {
    const t = await newTenant(server);
    await addEndpoint(t, r, "steady");
    const load = await steadyLoad(server, t.liveKey, SECONDS);
    const delivered = await waitForAll(r, load.responded.keys(), 30_000);
    return report(`(a) steady ${RATE}/s for ${SECONDS} s, one endpoint`, r, load, delivered);
  } finally {
    await server.stop();
    removeDir(server.dataDir);
    r.stop();
  }
}

async function scenarioB() {
  const r = receiver();
  let server = await startServer({ args: ["--dev"], env });
  const dataDir = server.dataDir;
  try {
    const t = await newTenant(server);
    await addEndpoint(t, r, "drain");
    await server.stop();
    // Queue the deliveries through the real code path (event + fan-out), with the server down.
    setConfig(buildConfig({ dataDir, dev: true }));
    wireFeatures();
    openDatabase(dbPath(dataDir));
    const scope = { accountId: t.accountId, isTest: false };
    const ids: string[] = [];
    for (let batch = 0; batch < QUEUED / 1000; batch++)
      db().transaction((tx) => {
        for (let i = 0; i < 1000; i++) {
          const id = `prop_bench${batch}_${i}`;
          ids.push(id);
          // A whole Property: emitEvent's data is typed by the feature's event table (properties/schema.ts).
          const at = new Date().toISOString();
          const property = {
            id,
            name: `Queued ${i}`,
            isSample: false,
            isTest: false,
            createdAt: at,
            updatedAt: at,
            visitCount: 0,
            openItemCount: 0,
          };
          emitEvent(tx, scope, "property.created", {
            property: {
              ...property,
              address: null,
              notes: null,
              iconEmoji: null,
              coverImageUrl: null,
              inspectionIntervalMonths: null,
              nextInspectionDue: null,
            },
          });
        }
      });
    closeDatabase();
    const start = performance.now();
    server = await startServer({ args: ["--dev"], env, dataDir });
    const listening = performance.now();
    const cpuBefore = await cpuMs(server.pid);
    const delivered = await waitForAll(r, ids, 120_000);
    const cpuPerDelivery = ((await cpuMs(server.pid)) - cpuBefore) / delivered;
    const last = Math.max(...[...r.firstSeen.values()]);
    const drainS = (last - listening) / 1000;
    console.log(
      `(b) ${QUEUED} queued deliveries, one endpoint (${PER_ENDPOINT_CONCURRENCY} in flight): delivered ${delivered} in ${drainS.toFixed(2)} s after listening ` +
        `= ${(delivered / drainS).toFixed(0)}/s (server start took ${((listening - start) / 1000).toFixed(2)} s); receiver saw ${r.requests} requests; ` +
        `server CPU ${(cpuPerDelivery * 1000).toFixed(0)} µs per delivery`,
    );
    // Raw baseline: plain fetch POSTs of an envelope of the same size, same concurrency, same receiver.
    const body = JSON.stringify({
      id: "evt_x",
      event_type: "property.created",
      livemode: true,
      created_at: new Date().toISOString(),
      data: { property: { id: "prop_x", name: "Queued 1" } },
    });
    let n = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: PER_ENDPOINT_CONCURRENCY }, async () => {
        while (n < QUEUED) {
          n++;
          const res = await fetch(r.url, {
            method: "POST",
            headers: { "content-type": "application/json", "webhook-id": `raw_${n}` },
            body,
          });
          await res.text();
        }
      }),
    );
    const rawS = (performance.now() - t0) / 1000;
    console.log(
      `(b) raw baseline: ${QUEUED} plain fetch POSTs, ${PER_ENDPOINT_CONCURRENCY} concurrent, in ${rawS.toFixed(2)} s = ${(QUEUED / rawS).toFixed(0)}/s`,
    );
  } finally {
    await server.stop();
    removeDir(dataDir);
    r.stop();
  }
}

/**
 * One run of the steady load against a healthy endpoint, with or without a second endpoint that
 * hangs; returns the healthy endpoint's response→receipt p99. Also tells where in the run the worst
 * second fell, so a stall can be told apart from a slow drift.
 */
async function healthyBesideHung(withHung: boolean, label: string) {
  const healthy = receiver();
  const hung = receiver({ hang: true });
  const server = await startServer({ args: ["--dev"], env });
  try {
    const t = await newTenant(server);
    await addEndpoint(t, healthy, "healthy");
    if (withHung) await addEndpoint(t, hung, "hung");
    const load = await steadyLoad(server, t.liveKey, HANG_SECONDS);
    const delivered = await waitForAll(healthy, load.responded.keys(), 30_000);
    const p99 = report(label, healthy, load, delivered);
    const t0 = Math.min(...load.responded.values());
    const bySecond = new Map<number, number[]>();
    for (const [id, t1] of load.responded) {
      const seen = healthy.firstSeen.get(id);
      if (seen === undefined) continue;
      const s = Math.floor((t1 - t0) / 1000);
      bySecond.set(s, [...(bySecond.get(s) ?? []), seen - t1]);
    }
    const [worstS, worst] = [...bySecond].reduce((a, b) => (pct(b[1], 99) > pct(a[1], 99) ? b : a));
    console.log(
      `    worst second of the run: ${worstS}-${worstS + 1} s, p99 ${ms(pct(worst, 99))} over ${worst.length} deliveries`,
    );
    return p99;
  } finally {
    await server.stop();
    removeDir(server.dataDir);
    healthy.stop();
    hung.stop();
  }
}

/**
 * (c) RUNS_C runs of the same steady load with a healthy endpoint beside one that hangs, each paired
 * with a run without the hung endpoint (alternating, so drift in the shared machine hits both alike).
 * Goal: in every pair, the hung neighbour at most doubles the healthy endpoint's p99.
 */
async function scenarioC() {
  const pairs: { alone: number; beside: number }[] = [];
  for (let run = 1; run <= RUNS_C; run++) {
    const alone = await healthyBesideHung(
      false,
      `(c) run ${run}/${RUNS_C}, ${RATE}/s for ${HANG_SECONDS} s, healthy endpoint alone`,
    );
    const beside = await healthyBesideHung(
      true,
      `(c) run ${run}/${RUNS_C}, ${RATE}/s for ${HANG_SECONDS} s, healthy endpoint beside one that hangs`,
    );
    pairs.push({ alone, beside });
  }
  console.log(`(c) healthy endpoint p99, alone → beside a hung endpoint:`);
  for (const [i, p] of pairs.entries())
    console.log(
      `    run ${i + 1}: ${ms(p.alone)} → ${ms(p.beside)} (×${(p.beside / p.alone).toFixed(2)})`,
    );
  const worst = pairs.reduce((a, b) => (b.beside / b.alone > a.beside / a.alone ? b : a));
  const worstBeside = Math.max(...pairs.map((p) => p.beside));
  console.log(
    `(c) worst: p99 ${ms(worstBeside)} beside the hung endpoint (worst alone ${ms(Math.max(...pairs.map((p) => p.alone)))}); ` +
      `worst ratio ×${(worst.beside / worst.alone).toFixed(2)} (goal < ×2 in every run)`,
  );
  return worstBeside;
}

const which = process.argv[2] ?? "0abc";
if (which.includes("0")) await scenarioBaseline();
if (which.includes("a")) await scenarioA();
if (which.includes("b")) await scenarioB();
if (which.includes("c")) await scenarioC();
