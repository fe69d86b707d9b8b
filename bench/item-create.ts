// bun bench/item-create.ts — POST /action-items at a property that already holds many items: each new
// item is compared with the property's earlier ones (the recurrence note, src/pipeline/recurring.ts),
// so its cost grows with the property until the look-back limit. For 0, 1,000 and 6,000 earlier items
// (one visit per 30), the server's requests/s and CPU per request at 8 connections, beside a raw
// Bun.serve + bun:sqlite baseline that inserts the item and its event in one transaction after
// reading the visit. Run `bun run build` first; BENCH_BINARY measures another build.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { load } from "./lib/load";
import { benchAccount, cpuMs, waitForOutput } from "./lib/process";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SIZES = [0, 1_000, 6_000];
/** Today's visits the new items go to (a visit holds at most 1,000 items). */
const NEW_VISITS = 50;

const RAW = `
import { Database } from "bun:sqlite";
const db = new Database(process.argv[2]);
db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000");
const visit = db.query("SELECT account_id, is_test, property_id FROM site_visits WHERE id = ?");
const order = db.query('SELECT COALESCE(MAX("order"), 0) AS n FROM action_items WHERE site_visit_id = ?');
const item = db.query("INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, location, priority, status, \\"order\\", created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'MEDIUM', 'OPEN', ?, ?, ?)");
const event = db.query("INSERT INTO events (id, account_id, is_test, type, data, created_at) VALUES (?, ?, ?, 'action_item.created', ?, ?)");
let n = 0;
const create = db.transaction((b) => {
  const v = visit.get(b.site_visit_id);
  const now = new Date().toISOString();
  const id = "ai_raw" + (n++) + "_" + process.pid;
  item.run(id, v.account_id, v.is_test, b.site_visit_id, v.property_id, b.title, b.location, order.get(b.site_visit_id).n + 1, now, now);
  const body = JSON.stringify({ id, title: b.title, location: b.location });
  event.run("evt_" + id, v.account_id, v.is_test, body, now);
  return body;
});
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", async fetch(req) {
  return new Response(create(await req.json()), { status: 201, headers: { "content-type": "application/json" } });
} });
console.log(JSON.stringify({ url: "http://127.0.0.1:" + server.port }));
`;

console.log(
  `item-create bench: POST /action-items, ${CONNECTIONS} connections, ${SECONDS} s each, ${navigator.hardwareConcurrency} cores\n`,
);
const rawFile = join(mkdtempSync(join(tmpdir(), "sitevisit-bench-raw-")), "raw.ts");
await Bun.write(rawFile, RAW);
for (const size of SIZES) {
  const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-items-"));
  const { accountId, key } = benchAccount(BINARY, dataDir);
  seed(dataDir, accountId, size);
  // New items spread over today's visits, as a day of inspections at a large block files them.
  const body = (i: number) =>
    JSON.stringify({
      site_visit_id: `sv_new${i % NEW_VISITS}`,
      title: `Tap dripping in flat ${i}`,
      location: "Kitchen",
    });
  const rows: string[] = [];
  for (const which of ["ours", "raw"] as const) {
    const proc =
      which === "ours"
        ? Bun.spawn(
            [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
            {
              // Every new item goes to one visit: its item cap is lifted for the bench.
              env: {
                ...process.env,
                SITEVISIT_RATE_LIMIT: "0",
                SITEVISIT_MAX_ITEMS_PER_VISIT: "10000000",
              },
              stdout: "pipe",
              stderr: "ignore",
            },
          )
        : Bun.spawn(["bun", rawFile, join(dataDir, "sitevisit.db")], { stdout: "pipe" });
    const url = await waitForOutput(proc, /"url":"(http:\/\/[^"]+)"/);
    const target = which === "ours" ? `${url}/api/v1/action-items` : `${url}/action-items`;
    const make = (i: number) =>
      new Request(target, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: body(i),
      });
    await load(make, { connections: CONNECTIONS, seconds: 0.5, expectStatus: [201] });
    const cpu0 = await cpuMs(proc.pid);
    const r = await load(make, { connections: CONNECTIONS, seconds: SECONDS, expectStatus: [201] });
    const cpu = ((await cpuMs(proc.pid)) - cpu0) / r.requests;
    rows.push(
      `  ${(which === "ours" ? "sitevisit" : which).padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(1).padStart(6)} ms  CPU ${(cpu * 1000).toFixed(0).padStart(5)} µs/req${r.errors ? `  ${r.errors} errors` : ""}`,
    );
    proc.kill("SIGTERM");
    await proc.exited;
  }
  console.log(`${size.toLocaleString("en")} earlier items at the property:\n${rows.join("\n")}`);
  rmSync(dataDir, { recursive: true, force: true });
}
rmSync(rawFile, { force: true });

/** A property with `items` open items over one visit per 30, plus the visits new items go to. */
function seed(dataDir: string, accountId: string, items: number): void {
  const db = new Database(join(dataDir, "sitevisit.db"));
  db.exec("PRAGMA busy_timeout = 10000");
  const now = Date.UTC(2026, 0, 1);
  const at = (ms: number) => new Date(ms).toISOString();
  const property = db.query(
    "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES ('prop_bench', ?, 0, 'Harbour House', 0, ?, ?)",
  );
  const visit = db.query(
    "INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients, report_token, is_sample, created_at, updated_at) VALUES (?, ?, 0, 'prop_bench', ?, 'READY', ?, '[]', ?, 0, ?, ?)",
  );
  const item = db.query(
    "INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, location, priority, status, \"order\", created_at, updated_at) VALUES (?, ?, 0, ?, 'prop_bench', ?, ?, 'MEDIUM', 'OPEN', ?, ?, ?)",
  );
  const titles = [
    "Loose handrail",
    "Cracked tile",
    "Damp patch on ceiling",
    "Broken light",
    "Sticking door",
  ];
  db.transaction(() => {
    property.run(accountId, at(now), at(now));
    for (let i = 0; i < items; i++) {
      const v = Math.floor(i / 30);
      const visitId = `sv_bench${v}`;
      if (i % 30 === 0)
        visit.run(
          visitId,
          accountId,
          `Visit ${v}`,
          at(now + v * 86_400_000),
          `tok${v}`,
          at(now),
          at(now),
        );
      item.run(
        `ai_bench${i}`,
        accountId,
        visitId,
        titles[i % titles.length]!,
        `Room ${i % 40}`,
        (i % 30) + 1,
        at(now + i),
        at(now + i),
      );
    }
    for (let v = 0; v < NEW_VISITS; v++)
      visit.run(
        `sv_new${v}`,
        accountId,
        `Today ${v}`,
        at(now + 400 * 86_400_000),
        `toknew${v}`,
        at(now),
        at(now),
      );
  })();
  db.close();
}
