// bun bench/work-list.ts — the dashboard's work list (/dashboard/action-items) on an account with
// 10,000 action items over 100 properties (a third overdue, some due this week, some undated, a
// quarter DONE), against the baseline of the API list of the same number of rows
// (GET /action-items?limit=100, the same rows as JSON) in the same rounds. Reports req/s at
// BENCH_CONNECTIONS, time to first byte one request at a time, and each page's bytes (as fetch asks
// for them, compressed, and uncompressed). Run `bun run build` first; BENCH_BINARY=path measures
// another build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { load, loadRounds } from "./lib/load";
import { apiPost, benchAccount, dashboardCookie, serveBench } from "./lib/process";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2); // per target and round
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROPERTIES = 100;
const ITEMS = 10_000;

const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-work-list-"));
const { accountId, key } = benchAccount(BINARY, dataDir);
const { server, base } = await serveBench(BINARY, dataDir, { SITEVISIT_DIGEST_HOUR: "off" });
const api = apiPost(base, key);

try {
  const visits: string[] = [];
  for (let p = 0; p < PROPERTIES; p++) {
    const prop = await api("/properties", { name: `Bench property ${p}` });
    visits.push((await api("/site-visits", { property_id: prop.id, title: "Inspection" })).id);
  }
  const template = await api("/action-items", { site_visit_id: visits[0], title: "Template" });
  // The rest straight into the file, spread over the visits: the API would take a while and
  // measure nothing new. Due dates from 60 days ago to 60 days ahead; every 10th undated.
  const db = new Database(join(dataDir, "sitevisit.db"));
  const insert = db.query(
    `INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, description,
       location, priority, status, assignee, due_date, due_date_source, review_state, "order",
       created_at, updated_at)
     SELECT ?, account_id, 0, ?, (SELECT property_id FROM site_visits WHERE id = ?), ?,
       'A description long enough to weigh something, as real ones do.', 'Kitchen', ?, ?, ?, ?, 'set',
       'confirmed', ?, ?, ?
     FROM action_items WHERE id = ?`,
  );
  const today = Date.now();
  db.transaction(() => {
    for (let i = 1; i < ITEMS; i++) {
      const visit = visits[i % PROPERTIES]!;
      const due = i % 10 === 0 ? null : new Date(today + ((i % 121) - 60) * 86_400_000);
      const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
      insert.run(
        `ai_bench${String(i).padStart(8, "0")}`,
        visit,
        visit,
        `Work item ${i}`,
        ["HIGH", "MEDIUM", "LOW"][i % 3]!,
        i % 4 === 0 ? "DONE" : i % 4 === 1 ? "IN_PROGRESS" : "OPEN",
        i % 5 === 0 ? null : `Contractor ${i % 7}`,
        due ? due.toISOString().slice(0, 10) : null,
        i,
        at,
        at,
        template.id,
      );
    }
  })();
  db.run("ANALYZE");
  db.close();
  const cookie = await dashboardCookie(BINARY, dataDir, base, accountId);
  const secondPage = /href="([^"]+)">Next page/
    .exec(
      await (await fetch(`${base}/dashboard/action-items`, { headers: { cookie } })).text(),
    )![1]!
    .replaceAll("&amp;", "&");
  const pages: [string, string][] = [
    ["work list, first page (100 rows)", "/dashboard/action-items"],
    ["work list, second page", secondPage],
    ["overdue only", "/dashboard/action-items?overdue=1"],
    ["due this week, HIGH", "/dashboard/action-items?week=1&priority=HIGH"],
    ["one property, any status", "/dashboard/action-items?property=" + "x"],
    ["home (with the due counts)", "/dashboard/properties"],
  ];
  const property = (
    (await (
      await fetch(`${base}/api/v1/properties?limit=1`, {
        headers: { authorization: `Bearer ${key}` },
      })
    ).json()) as { data: { id: string }[] }
  ).data[0]!.id;
  pages[4]![1] = `/dashboard/action-items?property=${property}&status=any`;
  const targets: Record<string, () => Request> = {
    "API GET /action-items?limit=100 (baseline)": () =>
      new Request(`${base}/api/v1/action-items?limit=100`, {
        headers: { authorization: `Bearer ${key}` },
      }),
  };
  for (const [name, path] of pages)
    targets[name] = () => new Request(base + path, { headers: { cookie } });
  for (const make of Object.values(targets)) await load(make, { connections: 2, seconds: 0.3 });

  const { throughput, latency } = await loadRounds(targets, {
    rounds: ROUNDS,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const baseName = Object.keys(targets)[0]!;
  console.log(
    `work-list bench: ${ITEMS.toLocaleString("en")} items, ${PROPERTIES} properties; ${navigator.hardwareConcurrency} cores; ${ROUNDS} rounds of ${SECONDS} s; medians\n`,
  );
  for (const name of Object.keys(targets)) {
    const rps = median(throughput[name]!.map((x) => x.rps));
    const ratios = throughput[name]!.map((x, i) => x.rps / throughput[baseName]![i]!.rps);
    const errors = throughput[name]!.reduce((n, x) => n + x.errors, 0);
    const path = name === baseName ? null : pages.find(([n]) => n === name)![1];
    // On the wire as a browser asks (src/http/compression.ts picks zstd, then br, then gzip).
    const asked = targets[name]!();
    asked.headers.set("accept-encoding", "zstd, br, gzip");
    const res = await fetch(asked, { decompress: false } as RequestInit);
    const wire = (await res.bytes()).length;
    const plain = path
      ? Buffer.byteLength(
          await (
            await fetch(base + path, { headers: { cookie, "accept-encoding": "identity" } })
          ).text(),
        )
      : Buffer.byteLength(
          await (
            await fetch(`${base}/api/v1/action-items?limit=100`, {
              headers: { authorization: `Bearer ${key}`, "accept-encoding": "identity" },
            })
          ).text(),
        );
    console.log(
      `${name.padEnd(44)} ${rps.toFixed(0).padStart(5)} req/s at ${CONNECTIONS} (${(median(ratios) * 100).toFixed(0)} % of the API list)   ` +
        `one at a time: first byte p50 ${median(latency[name]!.map((x) => x.ttfb50)).toFixed(1)} ms, p99 ${median(latency[name]!.map((x) => x.ttfb99)).toFixed(1)} ms   ` +
        `${(wire / 1024).toFixed(1)} KiB ${res.headers.get("content-encoding") ?? "identity"} (${(plain / 1024).toFixed(1)} KiB uncompressed)` +
        (errors ? `   ${errors} errors` : ""),
    );
  }
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
