// bun bench/request-path.ts — GET /api/v1/properties?limit=25 through the server's whole request path
// (src/server.ts requestHandler: routing, hooks, auth, query, list, presenters, log line, metrics,
// negotiation) without the network, beside bare Elysia and the raw handler doing the same query, in
// one process on one database of 10,000 properties. bench/api.ts measures the same over HTTP, where a
// shared 2-core VM moves a round by ±10 µs; here the rounds of all three interleave in one process,
// so a change of 1-2 µs shows. Bun's HTTP (parsing, writing, the socket) is the same for all and is
// not in these figures. Prints the median and minimum µs per request over the rounds, and each one's
// ratio to raw and to bare Elysia (medians of the per-round ratios, with their spread); then what
// each layer of ours adds to the one before it (our list service alone, + the API key, our Elysia
// app, the whole path), timed in the same rounds: where our µs over raw go.
// BENCH_ROUNDS (20) rounds of BENCH_CALLS (2,000) requests each, a turn of the event loop every
// BENCH_TURN (32) of them; BENCH_EVICT (KiB, below) runs them with cold caches.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The request log goes to stdout at info, as a server's does: the figures include writing it. So the
// measuring runs in a child whose stdout is discarded, and reports on stderr.
if (!process.argv.includes("--child")) {
  const child = Bun.spawn([process.execPath, import.meta.path, "--child"], {
    stdout: "ignore",
    stderr: "inherit",
    env: { ...process.env, SITEVISIT_RATE_LIMIT: "0" }, // as bench/api.ts: no 429s mid-run
  });
  process.exit(await child.exited);
}

const { buildConfig, setConfig } = await import("../src/core/config");
const { openDatabase, rawSqlite } = await import("../src/db/client");
const { migrateDatabase } = await import("../src/db/migrate");
const { wireFeatures } = await import("../src/wiring");
const { createAccount } = await import("../src/accounts/service");
const { createKey } = await import("../src/keys/service");
const { createLogger } = await import("../src/core/logger");
const { setServerSecret } = await import("../src/core/server-secret");
const { loadServerSecret, dbPath, ensureDataDir } = await import("../src/core/data-dir");
const { createApp } = await import("../src/app");
const { requestHandler } = await import("../src/server");
const { seedProperties } = await import("./lib/seed");
const { bareElysia } = await import("./lib/bare-elysia");
const { openRawDb, rawHandler } = await import("./lib/raw-db");
const { listProperties } = await import("../src/properties/service");
const { authenticate } = await import("../src/keys/service");
const { db: database } = await import("../src/db/client");

const SEED = 10_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TURN = Number(process.env.BENCH_TURN ?? 32);

const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-request-path-"));
ensureDataDir(dataDir);
const cfg = setConfig(buildConfig({ dataDir }));
createLogger(cfg.logLevel);
setServerSecret(loadServerSecret(dataDir));
const db = openDatabase(dbPath(dataDir));
migrateDatabase(db);
wireFeatures();
const { accountId, key } = db.transaction((tx) => {
  const account = createAccount(tx, { name: "Bench", plan: "unlimited" });
  return {
    accountId: account.id,
    key: createKey(tx, { accountId: account.id, name: "bench", mode: "live" }).key,
  };
});
seedProperties(rawSqlite(), accountId, SEED);

type Handler = (request: Request) => Response | Promise<Response>;
const app = createApp();
const ours: Handler = requestHandler(app, { hsts: false });
const headers = { authorization: `Bearer ${key}`, "accept-encoding": "identity" };
const list = "/properties?limit=25";
// Our path in layers, each adding to the one before, for the accounting printed last: our list
// service answering as raw answers (the same page, its JSON and a Response, no framework); then
// with the API key checked; then our Elysia app (every hook of ours, no server around it); then the
// whole path (`sitevisit`: the server's wrapper, the request's end and its log line, negotiation).
const JSON_TYPE = { "content-type": "application/json; charset=utf-8" };
const pageResponse = (accountIdOf: () => string) =>
  new Response(
    JSON.stringify(
      listProperties(database(), { accountId: accountIdOf(), isTest: false }, { limit: 25 }),
    ),
    { headers: JSON_TYPE },
  );
const cases: { name: string; handle: Handler; path: string }[] = [
  { name: "sitevisit", handle: ours, path: `/api/v1${list}` },
  { name: "elysia", handle: bareElysia(dbPath(dataDir), false).fetch, path: list },
  { name: "elysia*", handle: bareElysia(dbPath(dataDir), true).fetch, path: list },
  { name: "raw", handle: rawHandler(openRawDb(dbPath(dataDir)), accountId), path: list },
  { name: "service", handle: () => pageResponse(() => accountId), path: list },
  {
    name: "+ key",
    handle: (r) =>
      pageResponse(() => authenticate(database(), r.headers.get("authorization")).scope.accountId),
    path: list,
  },
  { name: "app", handle: app.fetch, path: `/api/v1${list}` },
];

// Every case must answer the same page before it is timed, and our layers the very same bytes.
const bodies = new Map<string, string>();
for (const { name, handle, path } of cases) {
  const res = await handle(new Request(`http://localhost${path}`, { headers }));
  const text = await res.text();
  const page = JSON.parse(text) as { data: unknown[] };
  if (res.status !== 200 || page.data.length !== 25)
    throw new Error(`${name}: ${res.status}, ${page.data?.length} items`);
  bodies.set(name, text);
}
for (const layer of ["service", "+ key", "app"])
  if (bodies.get(layer) !== bodies.get("sitevisit"))
    throw new Error(`${layer} answers another body than the server`);

const times: number[][] = cases.map(() => []);
// BENCH_EVICT=KiB: between two requests, touch that much memory, as the kernel and Bun's HTTP do
// between requests over the network, so that each path runs without finding its caches warm. Its
// own time is left out of the figures.
const EVICT_KIB = Number(process.env.BENCH_EVICT ?? 0);
const evictBuffer = new Uint32Array((EVICT_KIB * 1024) / 4);
const evict = () => {
  for (let i = 0; i < evictBuffer.length; i += 16) evictBuffer[i]! += 1; // one write per 64-byte line
};
for (let round = 0; round < ROUNDS + 1; round++) {
  // Alternate the order so that no case always runs right after the same one.
  const order = round % 2 ? [...cases.keys()].reverse() : [...cases.keys()];
  for (const i of order) {
    const { handle, path } = cases[i]!;
    const url = `http://localhost${path}`;
    let evicting = 0;
    const t0 = performance.now();
    for (let n = 0; n < CALLS; n++) {
      const res = handle(new Request(url, { headers }));
      if (res instanceof Promise) await res;
      // A turn of the event loop every TURN requests, as a server under load takes (api.ts's load
      // served about 30 a turn): what ours does once a turn (the log's one write, the key cache's
      // data_version) is paid as in the server, and not put off to the end of the run.
      if (n % TURN === TURN - 1) await new Promise((turn) => setImmediate(turn));
      if (EVICT_KIB) {
        const e0 = performance.now();
        evict();
        evicting += performance.now() - e0;
      }
    }
    // Round 0 warms every case up and is not counted.
    if (round > 0) times[i]!.push(((performance.now() - t0 - evicting) / CALLS) * 1000);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const at = (name: string) => cases.findIndex((c) => c.name === name);
/** Per-round ratios of speed (time of `b` over time of `a`): median and spread. */
const ratio = (a: number, b: number) => {
  const rs = times[a]!.map((t, r) => times[b]![r]! / t);
  const pct = (x: number) => `${(x * 100).toFixed(0)}`;
  return `${pct(median(rs))} % (rounds ${pct(Math.min(...rs))}-${pct(Math.max(...rs))} %)`;
};
const log = (line: string) => process.stderr.write(`${line}\n`);
log(
  `GET /properties?limit=25 in one process, ${SEED} properties, no network: µs per request over ${ROUNDS} rounds of ${CALLS}${EVICT_KIB ? `, ${EVICT_KIB} KiB touched between requests` : ""}`,
);
for (const [i, { name }] of cases.entries())
  log(
    `${name.padEnd(10)} median ${median(times[i]!).toFixed(1).padStart(6)}   min ${Math.min(
      ...times[i]!,
    )
      .toFixed(1)
      .padStart(6)}`,
  );
log(`sitevisit / raw      ${ratio(at("sitevisit"), at("raw"))}`);
log(`sitevisit / elysia   ${ratio(at("sitevisit"), at("elysia"))}`);
log(`sitevisit / elysia*  ${ratio(at("sitevisit"), at("elysia*"))}`);
log(`elysia* / raw        ${ratio(at("elysia*"), at("raw"))}`);
// What each layer of ours adds to the one before, in the same rounds (medians of the per-round
// differences, and the middle half of them): where our µs over raw go.
const quartiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return [s[s.length >> 2]!, s[s.length >> 1]!, s[(3 * s.length) >> 2]!] as const;
};
log(
  "what each layer of ours adds to the one before it, µs per request (median of the rounds; middle half):",
);
const layers: [string, string, string][] = [
  ["raw", "service", "our list service: the same query through our statement, page and JSON"],
  ["service", "+ key", "the API key (cache, SHA-256, constant-time compare, scope)"],
  [
    "+ key",
    "app",
    "our Elysia app: request id, query check, hooks, Idempotency-Key claim, response",
  ],
  [
    "app",
    "sitevisit",
    "the server's wrapper: page check, the request's end and log line, negotiation",
  ],
  ["raw", "sitevisit", "in all"],
];
for (const [from, to, what] of layers) {
  const [q1, q2, q3] = quartiles(times[at(to)]!.map((t, r) => t - times[at(from)]![r]!));
  log(`  ${what.padEnd(84)} ${q2.toFixed(1).padStart(5)}  (${q1.toFixed(1)} to ${q3.toFixed(1)})`);
}
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
