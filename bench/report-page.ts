// bun bench/report-page.ts — the public report page of a visit at the item limit (1,000 items; issue
// 27's targets: server RSS growth under 200 MB and /healthz p99 under 100 ms while 30 clients load
// the report at once). Reports the page's bytes (first page, and all pages together), its time to
// first byte under load, the server's RSS before and at its peak, and /healthz p99 sampled one
// request after another during the load beside the same server idle, in the same run. Then a burst of
// BENCH_BURST (3,000) page loads at once: how many were refused (503) and /healthz p99 meanwhile.
// Run `bun run build` first; BENCH_BINARY=path measures another build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { healthzWhile, load, p99 } from "./lib/load";
import { benchAccount, waitForOutput } from "./lib/process";
import { measure } from "./lib/rss";
import { fillVisitItems } from "./lib/seed";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 30);
const BURST = Number(process.env.BENCH_BURST ?? 3000);
const ITEMS = 1000;

const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-report-"));
const { key } = benchAccount(BINARY, dataDir);
const server = Bun.spawn(
  [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
  // One client makes the whole burst: its own page rate (SITEVISIT_PAGE_CLIENT_RATE) is lifted, so
  // what is measured is the gate's queue, as a crowd of addresses would meet it.
  {
    env: { ...process.env, SITEVISIT_RATE_LIMIT: "0", SITEVISIT_PAGE_CLIENT_RATE: "0" },
    stdout: "pipe",
    stderr: "inherit",
  },
);
const base = await waitForOutput(server, /"url":"(http:\/\/[^"]+)"/);

const api = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Record<string, any>;
};

const healthz = (until: Promise<unknown>) => healthzWhile(base, until, 50);
const ms = (x: number) => `${x.toFixed(1)} ms`;

try {
  const property = await api("POST", "/properties", { name: "Bench House", address: "1 Bench St" });
  const visit = await api("POST", "/site-visits", { property_id: property.id, title: "Big visit" });
  const first = await api("POST", "/action-items", { site_visit_id: visit.id, title: "Item 1" });
  const db = new Database(join(dataDir, "sitevisit.db"));
  fillVisitItems(db, visit.id, first.id, ITEMS);
  db.close();
  const report = visit.publicReportUrl.replace(/^https?:\/\/[^/]+/, base) as string;

  let allBytes = 0;
  let pages = 0;
  for (let page = 1; ; page++) {
    const html = await (await fetch(`${report}?page=${page}`)).text();
    allBytes += html.length;
    pages++;
    if (!html.includes('rel="next"')) break;
  }
  const firstBytes = (await (await fetch(report)).arrayBuffer()).byteLength;

  const idle = await healthz(Bun.sleep(2000));
  let result!: Awaited<ReturnType<typeof load>>;
  let busy: number[] = [];
  const rss = await measure(server.pid, async () => {
    const loading = load(() => new Request(report), {
      connections: CONNECTIONS,
      seconds: SECONDS,
      expectStatus: [200],
    });
    [result, busy] = await Promise.all([loading, healthz(loading)]);
  });

  let refused = 0;
  const burst = Promise.all(
    Array.from({ length: BURST }, () =>
      fetch(report)
        .then(async (r) => {
          if (r.status === 503) refused++;
          await r.arrayBuffer();
        })
        .catch(() => {}),
    ),
  );
  const duringBurst = await healthz(burst);

  console.log(`report page at ${ITEMS} items (${pages} pages of 100)`);
  console.log(
    `  bytes: first page ${(firstBytes / 1024).toFixed(0)} KiB, all pages ${(allBytes / 1024).toFixed(0)} KiB`,
  );
  console.log(
    `  ${CONNECTIONS} concurrent loads for ${SECONDS} s: ${result.rps.toFixed(0)} pages/s, TTFB p50 ${ms(result.ttfb50)} p99 ${ms(result.ttfb99)}, ${result.errors} errors`,
  );
  console.log(
    `  server RSS: ${rss.before.toFixed(0)} MiB before, ${rss.peak.toFixed(0)} MiB at peak (growth ${rss.growth.toFixed(0)} MiB)`,
  );
  console.log(
    `  /healthz p99: idle ${ms(p99(idle))}, under the load ${ms(p99(busy))} (${busy.length} samples)`,
  );
  console.log(
    `  burst of ${BURST} loads at once: ${refused} refused with 503; /healthz p99 meanwhile ${ms(p99(duringBurst))} (${duringBurst.length} samples)`,
  );
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
