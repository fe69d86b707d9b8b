// bun bench/list-query.ts — the list path without HTTP: `listProperties()` (drizzle prepared
// statement, row mapping, presenter, page) against the same SQL run raw through bun:sqlite, on one
// database of 10,000 properties, in one process. With no network and no second process this is
// far steadier than bench/api.ts on a shared machine, so it shows what our own code adds to the query.
// Prints the minimum and the median of 15 interleaved rounds of 2,000 calls each.
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, rawSqlite } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { listProperties } from "../src/properties/service";
import { createAccount } from "../src/accounts/service";
import { wireFeatures } from "../src/wiring";
import { RAW_LIST_SQL, seedProperties } from "./lib/seed";

const SEED = 10_000;
const CALLS = 2_000;
const ROUNDS = 15;

const dir = mkdtempSync(join(tmpdir(), "sitevisit-list-query-"));
const file = join(dir, "sitevisit.db");
const db = openDatabase(file);
migrateDatabase(db);
wireFeatures();
const account = db.transaction((tx) => createAccount(tx, { name: "Bench", plan: "unlimited" }));
seedProperties(rawSqlite(), account.id, SEED);

// The baseline: the query bench/lib/baseline-api.ts serves, on its own connection.
const raw = new Database(file);
const rawList = raw.query(RAW_LIST_SQL);
const scope = { accountId: account.id, isTest: false };

const cases: Record<string, () => unknown> = {
  "raw query": () => rawList.all(account.id),
  "listProperties()": () => listProperties(db, scope, { limit: 25 }),
  "raw query + JSON": () => JSON.stringify(rawList.all(account.id)),
  "listProperties() + JSON": () => JSON.stringify(listProperties(db, scope, { limit: 25 })),
};
const times: Record<string, number[]> = {};
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, run] of Object.entries(cases)) {
    const t = performance.now();
    for (let i = 0; i < CALLS; i++) run();
    (times[name] ??= []).push(((performance.now() - t) / CALLS) * 1000);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
console.log(
  `list query, ${SEED} properties, page of 25: µs per call, ${ROUNDS} rounds of ${CALLS}`,
);
for (const [name, xs] of Object.entries(times))
  console.log(
    `${name.padEnd(26)} min ${Math.min(...xs)
      .toFixed(1)
      .padStart(6)}   median ${median(xs).toFixed(1).padStart(6)}`,
  );
const overhead = (a: string, b: string) => Math.min(...times[a]!) - Math.min(...times[b]!);
console.log(
  `our code adds ${overhead("listProperties()", "raw query").toFixed(1)} µs to the query (${overhead("listProperties() + JSON", "raw query + JSON").toFixed(1)} µs with JSON)`,
);
raw.close();
rmSync(dir, { recursive: true, force: true });
