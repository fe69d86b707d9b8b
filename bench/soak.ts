// bun bench/soak.ts [--minutes 10] [--settle 120] — memory under abuse (issue 8). Starts dist/sitevisit
// (run `bun run build` first), sends mixed normal and hostile traffic for N minutes, then stops and
// lets the server settle. Prints the server's RSS (VmRSS) every 10 s and the end figure against the
// start. Goal: RSS back within 20 % of its start once the load stops.
//
// Traffic, from closed loops (each sends its next request when the previous one is over):
//   normal  — property create (with Idempotency-Key), get, patch, list, delete; every write emits an
//             event that a webhook endpoint on a local receiver gets delivered
//   hostile — bad JSON, wrong types, unknown fields, prototype-named keys, 300 KB strings, 50,000-deep
//             nesting, unknown API keys, odd Host headers, requests aborted mid-body, and slow clients
//             trickling a body until the server's 408 (SITEVISIT_REQUEST_TIMEOUT_MS, default 30 s).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import net from "node:net";
import { parseArgs } from "node:util";
import { freePort } from "./lib/process";

const { values: flags } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    settle: { type: "string", default: "120" },
    warmup: { type: "string", default: "60" },
  },
});
const MINUTES = Number(flags.minutes);
const SETTLE_S = Number(flags.settle);
const WARMUP_S = Number(flags.warmup);
const SAMPLE_MS = 10_000;
/** How long the warm-up is followed by silence: longer than the server's idle trim (src/ops/memory-trim.ts). */
const QUIET_S = 30;
const NORMAL_LOOPS = 8;
const HOSTILE_LOOPS = 8;
const SLOW_CLIENTS = 16;

const ROOT = join(import.meta.dir, "..");
const BINARY = join(ROOT, "dist/sitevisit");
if (!(await Bun.file(BINARY).exists()))
  throw new Error("dist/sitevisit is missing: run `bun run build` first");

function cli(args: string[], dataDir: string) {
  const r = Bun.spawnSync([BINARY, ...args, "--json", "--data-dir", dataDir], {
    stdout: "pipe",
    stderr: "pipe",
  });
  if (r.exitCode !== 0) throw new Error(`${args.join(" ")}: ${r.stderr.toString()}`);
  return JSON.parse(r.stdout.toString());
}

// ---- the server ---------------------------------------------------------------------------------
const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-soak-"));
const account = cli(["accounts", "create", "--name", "Soak", "--plan", "unlimited"], dataDir);
const key: string = cli(
  ["keys", "create", "--account", account.id, "--name", "soak", "--mode", "live"],
  dataDir,
).key;
const port = freePort();
const server = Bun.spawn(
  [BINARY, "serve", "--dev", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dataDir],
  {
    env: { ...process.env, SITEVISIT_RATE_LIMIT: "0", SITEVISIT_LOG_LEVEL: "info" },
    stdout: "ignore", // one JSON line per request; the content is not what is measured
    stderr: "inherit",
  },
);
const base = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await Bun.sleep(50);
}

const rssBytes = async () =>
  Number(/VmRSS:\s+(\d+)/.exec(await Bun.file(`/proc/${server.pid}/status`).text())![1]) * 1024;
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
/** Where the RSS is: anonymous memory (heaps, caches) vs mapped files, and the JS heap from /metrics. */
async function breakdown(): Promise<string> {
  const status = await Bun.file(`/proc/${server.pid}/status`).text();
  const kb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  const metrics = await fetch(`${base}/metrics`)
    .then((r) => r.text())
    .catch(() => "");
  const heap = (kind: string) =>
    Number(
      new RegExp(`sitevisit_js_heap_bytes\\{kind="${kind}"\\} (\\d+)`).exec(metrics)?.[1] ?? NaN,
    );
  return `anon ${mb(kb("RssAnon"))}, files ${mb(kb("RssFile"))}, JS heap ${mb(heap("used"))} used of ${mb(heap("total"))}`;
}

// ---- a webhook receiver: most deliveries succeed, some fail and are retried --------------------
let delivered = 0;
const receiver = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(req) {
    await req.arrayBuffer();
    delivered++;
    return delivered % 10 === 0 ? new Response("busy", { status: 503 }) : new Response("ok");
  },
});

const auth = { authorization: `Bearer ${key}` };
const json = { ...auth, "content-type": "application/json" };
{
  const r = await fetch(`${base}/api/v1/webhook-endpoints`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name: "soak receiver", url: `http://127.0.0.1:${receiver.port}/hook` }),
  });
  if (r.status !== 201) throw new Error(`webhook endpoint: ${r.status} ${await r.text()}`);
}

// ---- traffic ----------------------------------------------------------------------------------
const counts = { requests: 0, "2xx": 0, "4xx": 0, "5xx": 0, errors: 0, slow408: 0, aborted: 0 };
let running = true;

async function send(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; text: string } | null> {
  try {
    const res = await fetch(base + path, init);
    const text = await res.text();
    counts.requests++;
    const cls = `${Math.floor(res.status / 100)}xx` as "2xx" | "4xx" | "5xx";
    if (cls in counts) counts[cls]++;
    return { status: res.status, text };
  } catch {
    counts.errors++;
    return null;
  }
}

let seq = 0;
async function normalLoop() {
  while (running) {
    const n = seq++;
    const created = await send("/api/v1/properties", {
      method: "POST",
      headers: { ...json, "idempotency-key": `soak-${n}` },
      body: JSON.stringify({
        name: `Soak property ${n}`,
        address: "1 Soak Street",
        notes: "x".repeat(n % 500),
      }),
    });
    const id: string | null = created?.status === 201 ? JSON.parse(created.text).id : null;
    await send("/api/v1/properties?limit=25", { headers: auth });
    if (!id) continue;
    await send(`/api/v1/properties/${id}`, { headers: auth });
    await send(`/api/v1/properties/${id}`, {
      method: "PATCH",
      headers: json,
      body: JSON.stringify({ notes: `changed ${n}` }),
    });
    await send("/api/v1/events?limit=10", { headers: auth });
    if (n % 2 === 0) await send(`/api/v1/properties/${id}`, { method: "DELETE", headers: auth });
  }
}

const deep = "[".repeat(50_000) + "]".repeat(50_000);
const hostileBodies = [
  "{nope",
  "[1,2,3]",
  '{"name": 5, "address": []}',
  '{"zzz_unknown": 1}',
  '{"name":{"toString":1}}',
  '{"name":{"__proto__":{"x":1}},"notes":{"valueOf":{}}}',
  JSON.stringify({ name: "n".repeat(300_000) }),
  deep,
];

function rawSocket(payload: string[], { gapMs = 0, abortAfter = Infinity } = {}): Promise<void> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1");
    let sent = 0;
    const end = () => {
      s.destroy();
      resolve();
    };
    s.on("data", () => {});
    s.on("close", end);
    s.on("error", end);
    s.setTimeout(60_000, end);
    s.on("connect", async () => {
      for (const p of payload) {
        if (s.destroyed) return;
        if (sent++ >= abortAfter) return end();
        s.write(p);
        if (gapMs) await Bun.sleep(gapMs);
      }
    });
  });
}

async function hostileLoop() {
  let i = 0;
  while (running) {
    const kind = i++ % 12;
    if (kind < hostileBodies.length) {
      await send("/api/v1/properties", {
        method: "POST",
        headers: {
          ...json,
          ...(i % 3 === 0 ? { "idempotency-key": `hostile-${i}-${Math.random()}` } : {}),
        },
        body: hostileBodies[kind],
      });
    } else if (kind === 8) {
      // unknown keys, each a new prefix
      const tail = crypto
        .getRandomValues(new Uint8Array(16))
        .reduce((s, b) => s + b.toString(16).padStart(2, "0"), "");
      await send("/api/v1/properties", { headers: { authorization: `Bearer svc_live_${tail}` } });
    } else if (kind === 9) {
      // an odd Host
      await rawSocket([
        `GET /xx/api/v1/properties HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`,
      ]);
      counts.requests++;
    } else if (kind === 10) {
      // aborted mid-body: headers promise 10 KB, half arrives, the client hangs up
      const body = JSON.stringify({ name: "a".repeat(10_000) });
      await rawSocket(
        [
          `POST /api/v1/properties HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
          body.slice(0, 5000),
          body.slice(5000),
        ],
        { gapMs: 20, abortAfter: 2 },
      );
      counts.aborted++;
    } else {
      // a fetch aborted while its (large) request is in flight
      const ac = new AbortController();
      const p = fetch(`${base}/api/v1/properties`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ name: "b".repeat(500_000) }),
        signal: ac.signal,
      }).catch(() => {});
      await Bun.sleep(1);
      ac.abort();
      await p;
      counts.aborted++;
    }
  }
}

async function slowClientLoop() {
  while (running) {
    const head = `POST /api/v1/properties HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`;
    // one byte every 500 ms: the body would take 8 minutes; the server cuts it off at its deadline
    await rawSocket([head, ..."{".repeat(1000).split("")], { gapMs: 500 });
    counts.slow408++;
  }
}

// ---- run ----------------------------------------------------------------------------------------
let phase = "warm-up";
async function runLoad(ms: number): Promise<void> {
  running = true;
  const loops = [
    ...Array.from({ length: NORMAL_LOOPS }, normalLoop),
    ...Array.from({ length: HOSTILE_LOOPS }, hostileLoop),
    ...Array.from({ length: SLOW_CLIENTS }, slowClientLoop),
  ];
  await Bun.sleep(ms);
  running = false;
  await Promise.all(loops);
}

const coldStart = await rssBytes();
const t0 = performance.now();
const samples: { s: number; rss: number }[] = [];
console.log(
  `sitevisit soak: ${WARMUP_S} s warm-up, ${MINUTES} min of load (${NORMAL_LOOPS} normal loops, ${HOSTILE_LOOPS} hostile loops, ${SLOW_CLIENTS} slow clients), then ${SETTLE_S} s settle`,
);
console.log(`cold RSS ${mb(coldStart)} (${await breakdown()})`);
const sampler = setInterval(async () => {
  const rss = await rssBytes();
  const s = Math.round((performance.now() - t0) / 1000);
  if (phase === "load" || phase === "settle") samples.push({ s, rss });
  console.log(
    `${String(s).padStart(5)} s  RSS ${mb(rss).padStart(9)}  ${phase.padEnd(7)}  requests ${counts.requests}  2xx ${counts["2xx"]}  4xx ${counts["4xx"]}  5xx ${counts["5xx"]}  errors ${counts.errors}  aborted ${counts.aborted}  slow ${counts.slow408}  webhooks ${delivered}`,
  );
}, SAMPLE_MS);

// A warm-up (every request kind, long enough for the JIT and caches to reach their working size)
// and a quiet spell (for the server's idle trim) give the start figure: what a server that has been
// in use looks like at rest. The cold figure is printed beside it.
if (WARMUP_S > 0) {
  await runLoad(WARMUP_S * 1000);
  phase = "quiet";
  await Bun.sleep(QUIET_S * 1000);
}
const start = await rssBytes();
console.log(`start RSS ${mb(start)} (${await breakdown()})`);
phase = "load";
samples.push({ s: Math.round((performance.now() - t0) / 1000), rss: start });
await runLoad(MINUTES * 60_000);
phase = "settle";
const loadEnd = performance.now();
const peak = Math.max(...samples.map((x) => x.rss));
const remaining = SETTLE_S * 1000 - (performance.now() - loadEnd);
if (remaining > 0) await Bun.sleep(remaining);
clearInterval(sampler);
const end = await rssBytes();
const endBreakdown = await breakdown();
console.log(
  `\ncold ${mb(coldStart)}  start ${mb(start)}  peak ${mb(peak)}  end ${mb(end)} after ${SETTLE_S} s settle  (end/start ${(end / start).toFixed(2)}; goal <= 1.20; end/cold ${(end / coldStart).toFixed(2)})` +
    `\nend: ${endBreakdown}` +
    `\n${counts.requests} requests, ${counts["5xx"]} 5xx, ${counts.errors} connection errors, ${delivered} webhook deliveries received` +
    `\ndatabase ${mb(Bun.file(join(dataDir, "sitevisit.db")).size)} (SQLite's page cache, up to 32 MiB, refills as jobs and requests read the database)`,
);
server.kill("SIGTERM");
await server.exited;
receiver.stop(true);
process.exit(0);
