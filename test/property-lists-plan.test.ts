// One property's visits and items (the property page, ?property_id=, the delete confirmation) are read
// through an index on (account, dataset, property, list order): SQLite must not walk every visit or
// item of the account. Checked on a fresh database without ANALYZE statistics, as a new server has,
// against the SQL the real services run.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase, rawSqlite } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { listSiteVisits } from "../src/site-visits/service";
import { listActionItems } from "../src/action-items/service";
import { propertyContents } from "../src/properties/service";

const dir = mkdtempSync(join(tmpdir(), "sitevisit-plan-"));
afterAll(() => {
  closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});

test("the property's lists and counts search by property, never scan the account", () => {
  const db = openDatabase(join(dir, "sitevisit.db"));
  migrateDatabase(db);
  const sqlite = rawSqlite();
  const now = new Date().toISOString();
  sqlite.run(
    "INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_1', 'A', 'free', ?, ?)",
    [now, now],
  );
  sqlite.run(
    "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES ('prop_1', 'acct_1', 0, 'P', 0, ?, ?)",
    [now, now],
  );

  const seen: string[] = [];
  const query = sqlite.query.bind(sqlite);
  sqlite.query = ((text: string) => {
    seen.push(text);
    return query(text);
  }) as typeof sqlite.query;
  const scope = { accountId: "acct_1", isTest: false };
  listSiteVisits(db, scope, { property_id: "prop_1", limit: 20 });
  listActionItems(db, scope, { property_id: "prop_1", status: "OPEN", limit: 50 });
  listActionItems(db, scope, { property_id: "prop_1", open: true, limit: 10 });
  propertyContents(db, scope, "prop_1");
  sqlite.query = query;

  const reads = seen.filter(
    (s) =>
      /^select/i.test(s) &&
      /"property_id" = \?/.test(s) &&
      /from "(site_visits|action_items)"/i.test(s),
  );
  expect(reads.length).toBeGreaterThanOrEqual(5);
  for (const s of reads) {
    const plan = (
      sqlite
        .query(`EXPLAIN QUERY PLAN ${s}`)
        .all(...Array(sqlite.query(s).paramsCount).fill(null)) as { detail: string }[]
    ).map((r) => r.detail);
    const outer = plan.find((d) => /^(SEARCH|SCAN) (site_visits|action_items)\b/.test(d));
    expect(`${outer}`).toMatch(
      /USING (COVERING )?INDEX (site_visits|action_items)_property_list_idx \(account_id=\? AND is_test=\? AND property_id=\?\)/,
    );
  }
});
