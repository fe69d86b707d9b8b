// A property's visit and open-item counts are columns kept by SQLite triggers (src/db/schema.ts,
// migration 0021), so a page of properties reads them instead of counting each property's items.
// Here, on a real database file: the migration fills them in for the rows already there, and every
// kind of write after it (insert, status change, move, delete, a visit's and a property's cascade)
// leaves them equal to the counts they stand for.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase, rawSqlite } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { embeddedMigrations } from "../src/db/migrations.generated";

const dir = mkdtempSync(join(tmpdir(), "sitevisit-property-counts-"));
afterAll(() => {
  closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});
const db = openDatabase(join(dir, "sitevisit.db"));
const sqlite = rawSqlite();
const now = new Date().toISOString();
const COUNTS = embeddedMigrations.findIndex((m) => m.sql.includes("open_item_count"));

const property = (id: string) =>
  sqlite.run(
    "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES (?, 'acct_1', 0, 'P', 0, ?, ?)",
    [id, now, now],
  );
const visit = (id: string, propertyId: string) =>
  sqlite.run(
    "INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients, report_token, is_sample, created_at, updated_at) VALUES (?, 'acct_1', 0, ?, 'V', 'DONE', ?, '[]', ?, 0, ?, ?)",
    [id, propertyId, now, `tok_${id}`, now, now],
  );
const item = (id: string, visitId: string, propertyId: string, status: string) =>
  sqlite.run(
    `INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, priority, status,
       "order", created_at, updated_at) VALUES (?, 'acct_1', 0, ?, ?, 'T', 'LOW', ?, 1, ?, ?)`,
    [id, visitId, propertyId, status, now, now],
  );

/** Each property's stored counts beside the counts they stand for. */
function counts() {
  return sqlite
    .query(
      `SELECT id, visit_count AS visits, open_item_count AS open,
         (SELECT COUNT(*) FROM site_visits sv WHERE sv.property_id = p.id) AS countedVisits,
         (SELECT COUNT(*) FROM action_items ai WHERE ai.property_id = p.id AND ai.status <> 'DONE') AS countedOpen
       FROM properties p ORDER BY id`,
    )
    .all() as {
    id: string;
    visits: number;
    open: number;
    countedVisits: number;
    countedOpen: number;
  }[];
}
const expectKept = () => {
  for (const c of counts())
    expect(c).toEqual({ ...c, visits: c.countedVisits, open: c.countedOpen });
};

test("the migration counts the rows already there", () => {
  expect(COUNTS).toBeGreaterThan(0);
  migrateDatabase(db, embeddedMigrations.slice(0, COUNTS));
  sqlite.run(
    "INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_1', 'A', 'free', ?, ?)",
    [now, now],
  );
  property("prop_a");
  property("prop_b");
  visit("sv_a1", "prop_a");
  visit("sv_a2", "prop_a");
  item("ai_1", "sv_a1", "prop_a", "OPEN");
  item("ai_2", "sv_a1", "prop_a", "IN_PROGRESS");
  item("ai_3", "sv_a2", "prop_a", "DONE");
  migrateDatabase(db);
  expect(counts().map((c) => [c.id, c.visits, c.open])).toEqual([
    ["prop_a", 2, 2],
    ["prop_b", 0, 0],
  ]);
});

test("every write after it keeps them", () => {
  visit("sv_b1", "prop_b");
  item("ai_4", "sv_b1", "prop_b", "OPEN");
  expectKept();
  sqlite.run("UPDATE action_items SET status = 'DONE' WHERE id = 'ai_1'");
  sqlite.run("UPDATE action_items SET status = 'OPEN' WHERE id = 'ai_3'");
  sqlite.run("UPDATE action_items SET status = 'IN_PROGRESS' WHERE id = 'ai_4'"); // still open
  sqlite.run("UPDATE action_items SET title = 'Renamed' WHERE id = 'ai_2'");
  expectKept();
  sqlite.run("UPDATE action_items SET property_id = 'prop_b' WHERE id = 'ai_2'");
  sqlite.run("UPDATE site_visits SET property_id = 'prop_b' WHERE id = 'sv_a2'");
  expectKept();
  sqlite.run("DELETE FROM action_items WHERE id = 'ai_4'");
  expectKept();
  sqlite.run("DELETE FROM site_visits WHERE id = 'sv_a1'"); // its items go with it
  expectKept();
  // ai_3 (open) stays prop_a's though its visit moved; ai_2 went with its visit.
  expect(counts().map((c) => [c.id, c.visits, c.open])).toEqual([
    ["prop_a", 0, 1],
    ["prop_b", 2, 0],
  ]);
  sqlite.run("DELETE FROM properties WHERE id = 'prop_b'");
  expectKept();
});
