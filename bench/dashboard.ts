// bun bench/dashboard.ts — the dashboard's pages against the API list of the same rows, on one server
// with 1,000 properties and 10,000 action items (issue 19's targets: p99 time to first byte under
// 50 ms, at least 50 % of the API list's requests/s), plus each page's bytes of CSS and script.
// Run `bun run build` first. The API list is the baseline: the same service call, serialized as JSON.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { load, loadRounds } from "./lib/load";
import { dashboardCookie, sh, waitForOutput } from "./lib/process";
import { seedProperties } from "./lib/seed";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6); // per target, split over the rounds
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// Pages and API requests ask for what a browser asks for (fetch's default Accept-Encoding: zstd, br,
// gzip), so pages over 1 KiB are compressed and a single record's JSON is not. BENCH_ENCODING=identity
// compares the page's own work with the API's, as bench/api.ts does (its compression rows apart).
const ENCODING = process.env.BENCH_ENCODING;
const PROPERTIES = 1_000;
const ITEMS_PER_PROPERTY = 10;

const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-dashboard-"));
const server = Bun.spawn(
  [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
  {
    env: { ...process.env, SITEVISIT_RATE_LIMIT: "0" },
    stdout: "pipe",
    stderr: "inherit",
  },
);
const base = await waitForOutput(server, /"url":"(http:\/\/[^"]+)"/);
const cli = (args: string[]) => sh([BINARY, ...args, "--json", "--data-dir", dataDir]);

try {
  const account = cli(["accounts", "create", "--name", "Bench", "--plan", "unlimited"]);
  const key = cli([
    "keys",
    "create",
    "--account",
    account.id,
    "--name",
    "bench",
    "--mode",
    "live",
  ]).key;
  seed(account.id);
  const cookie = await dashboardCookie(BINARY, dataDir, base, account.id);

  // Each dashboard page beside the API requests that read the same rows (the baseline). Where a page
  // shows rows of several lists (the property page: the property, its visits, its open items) the
  // baseline is those requests one after another: 1 / (1/r1 + 1/r2 + …) of their measured rates.
  const P = "prop_seed000500";
  const pairs: [page: string, dashboard: string, api: string[]][] = [
    // The first page is also the home page: above the list, the visits that need the manager
    // (src/dashboard/views/home.ts: READY to review, PROCESSING, recently SENT; five of each shown).
    ["properties", "/dashboard/properties", ["/properties?limit=50"]],
    [
      "properties with the home queue",
      "/dashboard/properties",
      [
        "/properties?limit=50",
        "/site-visits?status=READY&limit=5",
        "/site-visits?status=PROCESSING&limit=5",
        "/site-visits?status=SENT&limit=5",
      ],
    ],
    ["action items", "/dashboard/action-items", ["/action-items?limit=50"]],
    [
      "action items of a property",
      `/dashboard/action-items?property=${P}&status=OPEN`,
      [`/action-items?property_id=${P}&status=OPEN&limit=50`],
    ],
    [
      "property page",
      `/dashboard/properties/${P}`,
      [
        `/properties/${P}`,
        `/site-visits?property_id=${P}&limit=20`,
        `/action-items?property_id=${P}&status=OPEN&limit=10`,
      ],
    ],
    ["edit form", `/dashboard/properties/${P}/edit`, [`/properties/${P}`]],
    [
      "delete confirmation",
      `/dashboard/properties/${P}/delete`,
      [
        `/properties/${P}`,
        `/site-visits?property_id=${P}&limit=100`,
        `/action-items?property_id=${P}&limit=100`,
      ],
    ],
  ];
  const targets: Record<string, () => Request> = {};
  for (const [, page, apis] of pairs) {
    const encoding: Record<string, string> = ENCODING ? { "accept-encoding": ENCODING } : {};
    targets[`dashboard ${page}`] = () =>
      new Request(base + page, { headers: { cookie, ...encoding } });
    for (const api of apis)
      targets[`api ${api}`] = () =>
        new Request(`${base}/api/v1${api}`, {
          headers: { authorization: `Bearer ${key}`, ...encoding },
        });
  }
  for (const make of Object.values(targets)) await load(make, { connections: 4, seconds: 0.5 }); // warm-up

  console.log(
    `dashboard bench: ${PROPERTIES} properties, ${PROPERTIES * ITEMS_PER_PROPERTY} action items, pages of 50; ${navigator.hardwareConcurrency} cores; Accept-Encoding ${ENCODING ?? "as fetch sends it"}\n`,
  );
  const { throughput, latency } = await loadRounds(targets, {
    rounds: ROUNDS,
    connections: CONNECTIONS,
    seconds: SECONDS / ROUNDS,
  });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const rps = (n: string) => median(throughput[n]!.map((x) => x.rps));
  for (const name of Object.keys(targets)) {
    const errors =
      throughput[name]!.reduce((s, x) => s + x.errors, 0) +
      latency[name]!.reduce((s, x) => s + x.errors, 0);
    const m = (k: "ttfb99" | "ttfb50" | "p99") =>
      median(latency[name]!.map((x) => x[k])).toFixed(2);
    console.log(
      `${name.padEnd(60)} ${rps(name).toFixed(0).padStart(6)} req/s at ${CONNECTIONS} connections   ` +
        `time to first byte p99 ${m("ttfb99")} ms, p50 ${m("ttfb50")} ms; whole response p99 ${m("p99")} ms, one at a time` +
        (errors ? `   ${errors} errors` : ""),
    );
  }
  console.log("");
  // The ratio is taken in each round (page and baseline measured minutes apart drift apart on a
  // shared machine), then its median and spread over the rounds.
  const baselineIn = (apis: string[], r: number) =>
    1 / apis.reduce((sum, api) => sum + 1 / throughput[`api ${api}`]![r]!.rps, 0);
  for (const [name, page, apis] of pairs) {
    const baseline = 1 / apis.reduce((sum, api) => sum + 1 / rps(`api ${api}`), 0);
    const dash = rps(`dashboard ${page}`);
    const ratios = throughput[`dashboard ${page}`]!.map((d, r) => d.rps / baselineIn(apis, r));
    const pct = (x: number) => `${(x * 100).toFixed(0)}`;
    console.log(
      `${name.padEnd(28)} dashboard ${dash.toFixed(0).padStart(5)} req/s, API baseline (${apis.length} request${apis.length > 1 ? "s" : ""}) ${baseline.toFixed(0).padStart(5)} req/s: ${pct(median(ratios)).padStart(4)} % (rounds ${pct(Math.min(...ratios))}-${pct(Math.max(...ratios))} %)`,
    );
  }

  // A page's own bytes, and what it loads besides (content-hashed files a browser keeps: the shared
  // stylesheet and the scripts), counted once more beside it.
  const linked = (html: string) => [
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  console.log(
    "\nbytes per page (uncompressed; inline CSS and script, then the files it links, cached by the browser):",
  );
  for (const path of [
    "/dashboard/sign-in",
    "/dashboard/properties/new",
    ...new Set(pairs.map(([, page]) => page)),
  ]) {
    const html = await (
      await fetch(base + path, { headers: path.endsWith("sign-in") ? {} : { cookie } })
    ).text();
    const inline = (re: RegExp) =>
      [...html.matchAll(re)].reduce((n, m) => n + Buffer.byteLength(m[1]!), 0);
    const css = inline(/<style[^>]*>([\s\S]*?)<\/style>/g);
    const js = inline(/<script[^>]*>([\s\S]*?)<\/script>/g);
    let files = 0;
    for (const href of linked(html)) files += (await (await fetch(base + href)).bytes()).length;
    console.log(
      `${path.padEnd(58)} HTML ${(Buffer.byteLength(html) / 1024).toFixed(1).padStart(5)} KiB   inline CSS ${(css / 1024).toFixed(1)} KiB   inline JS ${(js / 1024).toFixed(1)} KiB` +
        `   linked files ${(files / 1024).toFixed(1)} KiB`,
    );
  }

  // On the wire, as a browser asks for them (src/http/compression.ts): the visit page and the pages
  // above, each encoding beside identity, alone (a browser that has the linked files) and with the
  // files it links (a first visit).
  const visitId = (
    (await (
      await fetch(`${base}/api/v1/site-visits?property_id=${P}&limit=1`, {
        headers: { authorization: `Bearer ${key}` },
      })
    ).json()) as { data: { id: string }[] }
  ).data[0]!.id;
  const onWire = async (path: string, encoding: string) => {
    const res = await fetch(base + path, {
      headers: { "accept-encoding": encoding, ...(path.endsWith("sign-in") ? {} : { cookie }) },
      decompress: false,
    } as RequestInit);
    const raw = await res.bytes();
    return { bytes: raw.length, body: new TextDecoder().decode(raw) };
  };
  console.log(
    "\nbytes on the wire (KiB, identity / zstd / br / gzip): the page alone, then with the files it links",
  );
  for (const path of [`/dashboard/visits/${visitId}`, ...new Set(pairs.map(([, page]) => page))]) {
    const files = linked((await onWire(path, "identity")).body);
    const alone: string[] = [];
    const first: string[] = [];
    for (const encoding of ["identity", "zstd", "br", "gzip"]) {
      const page = (await onWire(path, encoding)).bytes;
      let total = page;
      for (const src of files) total += (await onWire(src, encoding)).bytes;
      alone.push((page / 1024).toFixed(1));
      first.push((total / 1024).toFixed(1));
    }
    console.log(
      `${path.padEnd(58)} ${alone.join(" / ")}   with ${files.length} file${files.length === 1 ? "" : "s"}: ${first.join(" / ")}`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

/** Rows straight into the file: properties (the shared seed), one visit each, and its items. */
function seed(accountId: string) {
  const db = new Database(join(dataDir, "sitevisit.db"));
  db.exec("PRAGMA busy_timeout = 10000");
  seedProperties(db, accountId, PROPERTIES);
  const visit = db.query(
    "INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients, report_token, is_sample, created_at, updated_at) VALUES (?, ?, 0, ?, 'Inspection', 'READY', ?, '[]', ?, 0, ?, ?)",
  );
  const item = db.query(
    "INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, location, priority, status, \"order\", created_at, updated_at) VALUES (?, ?, 0, ?, ?, ?, 'Kitchen', ?, 'OPEN', ?, ?, ?)",
  );
  db.transaction(() => {
    for (let p = 0; p < PROPERTIES; p++) {
      const pid = `prop_seed${String(p).padStart(6, "0")}`;
      const ts = new Date(Date.UTC(2026, 1, 1) + p * 1000).toISOString();
      const vid = `sv_seed${String(p).padStart(6, "0")}`;
      visit.run(vid, accountId, pid, ts, `tok${p}`, ts, ts);
      for (let i = 0; i < ITEMS_PER_PROPERTY; i++)
        item.run(
          `ai_seed${p}_${i}`,
          accountId,
          vid,
          pid,
          `Finding ${i} at property ${p}`,
          ["LOW", "MEDIUM", "HIGH"][i % 3]!,
          i + 1,
          ts,
          ts,
        );
    }
  })();
  db.close();
}
