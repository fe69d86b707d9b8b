import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { openDb } from "./helpers/db";

let server: TestServer;
let tenant: Tenant;
let sqlite: Database;

beforeAll(async () => {
  server = await startServer();
  tenant = await createTenant(server);
  sqlite = openDb(server.dataDir, false);
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

/** A property with two visits, each with two items, each item with an evidence row and a capture token. */
async function tree() {
  const c = tenant.test;
  const property = (await c.post("/properties", { name: "Cascade Court" })).body.id as string;
  const visits: string[] = [];
  const items: string[] = [];
  for (let v = 0; v < 2; v++) {
    const visit = (await c.post("/site-visits", { property_id: property, title: `v${v}` })).body.id;
    visits.push(visit);
    for (let i = 0; i < 2; i++) {
      const item = (await c.post("/action-items", { site_visit_id: visit, title: `i${i}` })).body
        .id;
      items.push(item);
      const now = new Date().toISOString();
      sqlite
        .query(
          "INSERT INTO evidence (id, account_id, is_test, action_item_id, blob_key, created_at) VALUES (?, ?, 1, ?, ?, ?)",
        )
        .run(`ev_${item}`, tenant.accountId, item, `key_${item}`, now);
      sqlite
        .query(
          "INSERT INTO capture_tokens (id, account_id, is_test, action_item_id, purpose, upload_limit, uploads_used, expires_at, created_at) VALUES (?, ?, 1, ?, 'evidence', 5, 0, ?, ?)",
        )
        .run(`cap_${item}`, tenant.accountId, item, now, now);
    }
  }
  return { property, visits, items };
}

/** Rows still stored for these ids, looked up by id and by parent id. */
function remaining(ids: { property: string; visits: string[]; items: string[] }) {
  const count = (table: string, column: string, values: string[]) =>
    (
      sqlite
        .query(
          `SELECT COUNT(*) AS n FROM ${table} WHERE ${column} IN (${values.map(() => "?").join(",")})`,
        )
        .get(...values) as { n: number }
    ).n;
  return {
    properties: count("properties", "id", [ids.property]),
    visits: count("site_visits", "id", ids.visits),
    items: count("action_items", "site_visit_id", ids.visits),
    evidence: count("evidence", "action_item_id", ids.items),
    captureTokens: count("capture_tokens", "action_item_id", ids.items),
    rowsUnderProperty:
      count("site_visits", "property_id", [ids.property]) +
      count("action_items", "property_id", [ids.property]),
  };
}

test("deleting a property leaves no visit, item, evidence or capture-token row behind", async () => {
  const ids = await tree();
  expect(remaining(ids)).toEqual({
    properties: 1,
    visits: 2,
    items: 4,
    evidence: 4,
    captureTokens: 4,
    rowsUnderProperty: 6,
  });
  expect((await tenant.test.del(`/properties/${ids.property}`)).status).toBe(204);
  expect(remaining(ids)).toEqual({
    properties: 0,
    visits: 0,
    items: 0,
    evidence: 0,
    captureTokens: 0,
    rowsUnderProperty: 0,
  });
  expect(sqlite.query("PRAGMA foreign_key_check").all()).toEqual([]);
});

test("deleting a visit removes its items and their evidence, and nothing of its sibling", async () => {
  const ids = await tree();
  expect((await tenant.test.del(`/site-visits/${ids.visits[0]}`)).status).toBe(204);
  const gone = { property: ids.property, visits: [ids.visits[0]!], items: ids.items.slice(0, 2) };
  const kept = { property: ids.property, visits: [ids.visits[1]!], items: ids.items.slice(2) };
  expect(remaining(gone)).toMatchObject({ visits: 0, items: 0, evidence: 0, captureTokens: 0 });
  expect(remaining(kept)).toMatchObject({ visits: 1, items: 2, evidence: 2, captureTokens: 2 });
  expect((await tenant.test.get(`/properties/${ids.property}`)).body).toMatchObject({
    visitCount: 1,
    openItemCount: 2,
  });
});
