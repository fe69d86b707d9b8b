import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError, type Client } from "./helpers/api";
import { openDb } from "./helpers/db";
import { withEvents } from "./helpers/events";

let server: TestServer;
let sqlite: Database;

beforeAll(async () => {
  server = await startServer();
  sqlite = openDb(server.dataDir, false);
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

async function propertyOf(c: Client) {
  return (await c.post("/properties", { name: "Metered Mews" })).body.id as string;
}
const createVisit = (c: Client, propertyId: string) =>
  c.post("/site-visits", { property_id: propertyId, title: "Visit" });
const visitRows = (accountId: string) =>
  (
    sqlite
      .query(
        "SELECT COUNT(*) AS n FROM site_visits WHERE account_id = ? AND is_test = 0 AND is_sample = 0",
      )
      .get(accountId) as { n: number }
  ).n;
const usage = (accountId: string) =>
  (
    sqlite
      .query("SELECT COALESCE(SUM(visits_created), 0) AS n FROM plan_usage WHERE account_id = ?")
      .get(accountId) as { n: number }
  ).n;

test("free plan: 10 live visits a month; the 11th is 402 with the plan details; sample and test visits never count", async () => {
  const t: Tenant = await createTenant(server, "Free Co");
  const live = await propertyOf(t.live);
  const testProp = await propertyOf(t.test);
  // Test-mode visits first: they must not use up the live allowance.
  for (let i = 0; i < 12; i++) expect((await createVisit(t.test, testProp)).status).toBe(201);
  for (let i = 0; i < 10; i++) expect((await createVisit(t.live, live)).status).toBe(201);
  expect(usage(t.accountId)).toBe(10);

  const { result: r, events } = await withEvents(t.live, () => createVisit(t.live, live));
  const e = expectError(r, 402, "plan_limit_exceeded");
  expect(e).toMatchObject({ current_plan: "free", used: 10, limit: 10 });
  expect(e.upgrade_url).toMatch(/^http:\/\/localhost:\d+\/docs\/errors#plan_limit_exceeded$/);
  expect(events).toEqual([]);
  expect(visitRows(t.accountId)).toBe(10);
  expect(usage(t.accountId)).toBe(10);

  // Test mode is never blocked.
  expect((await createVisit(t.test, testProp)).status).toBe(201);

  // Deleted visits still count.
  const first = (await t.live.get("/site-visits?limit=1")).body.data[0];
  expect((await t.live.del(`/site-visits/${first.id}`)).status).toBe(204);
  expectError(await createVisit(t.live, live), 402, "plan_limit_exceeded");

  // A higher plan (set by the operator through the CLI) raises the limit at once.
  const set = await server.cli(["accounts", "set-plan", t.accountId, "starter", "--json"]);
  expect(set.code).toBe(0);
  expect(set.json).toMatchObject({ plan: "starter", visitLimit: 100 });
  expect((await createVisit(t.live, live)).status).toBe(201);
  expect(usage(t.accountId)).toBe(11);

  // Downgrading below the month's usage blocks, reporting the real count.
  await server.cli(["accounts", "set-plan", t.accountId, "free"]);
  expect(expectError(await createVisit(t.live, live), 402, "plan_limit_exceeded")).toMatchObject({
    used: 11,
    limit: 10,
    current_plan: "free",
  });

  // The allowance is per UTC month: last month's usage does not count.
  sqlite.query("UPDATE plan_usage SET period = '2000-01' WHERE account_id = ?").run(t.accountId);
  expect((await createVisit(t.live, live)).status).toBe(201);
});

test("unlimited plan never blocks", async () => {
  const t = await createTenant(server, "Big Co");
  await server.cli(["accounts", "set-plan", t.accountId, "unlimited"]);
  const p = await propertyOf(t.live);
  for (let i = 0; i < 12; i++) expect((await createVisit(t.live, p)).status).toBe(201);
  expect(usage(t.accountId)).toBe(12);
});

test("concurrent creates at the limit: exactly the remaining allowance passes", async () => {
  const t = await createTenant(server, "Race Co");
  const p = await propertyOf(t.live);
  for (let i = 0; i < 8; i++) expect((await createVisit(t.live, p)).status).toBe(201);
  const results = await Promise.all(Array.from({ length: 8 }, () => createVisit(t.live, p)));
  const statuses = results.map((r) => r.status).sort();
  expect(statuses).toEqual([201, 201, 402, 402, 402, 402, 402, 402]);
  expect(visitRows(t.accountId)).toBe(10);
  expect(usage(t.accountId)).toBe(10);
});

test("two creates in flight at once at the last slot: one passes", async () => {
  const t = await createTenant(server, "Pair Co");
  const p = await propertyOf(t.live);
  for (let i = 0; i < 9; i++) expect((await createVisit(t.live, p)).status).toBe(201);
  const [a, b] = await Promise.all([createVisit(t.live, p), createVisit(t.live, p)]);
  expect([a!.status, b!.status].sort()).toEqual([201, 402]);
  expect(visitRows(t.accountId)).toBe(10);
});
