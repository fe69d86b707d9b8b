// Hot reads map their rows with a mapper compiled once (src/db/prepared.ts, rowMapper) instead of
// drizzle's own: for every table they read, the row must come out exactly as drizzle maps it
// (booleans, JSON columns, nulls), on records written through the API.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { join } from "node:path";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { closeDatabase, openDatabase } from "../src/db/client";
import { actionItems, properties, siteVisits, webhookEndpoints } from "../src/db/schema";
import { findInScope } from "../src/db/scope";

let server: TestServer;
let tenant: Tenant;
beforeAll(async () => {
  server = await startServer({ args: ["--dev"] });
  tenant = await createTenant(server);
});
afterAll(async () => {
  closeDatabase();
  await server.stop();
});

test("findInScope's rows are drizzle's rows, for every table it reads", async () => {
  const c = tenant.test;
  const property = (await c.post("/properties", { name: "12 Mill Lane" })).body;
  const visit = (
    await c.post("/site-visits", {
      property_id: property.id,
      title: "Quarterly",
    })
  ).body;
  const item = (
    await c.post("/action-items", {
      site_visit_id: visit.id,
      title: "Loose handrail",
      priority: "HIGH",
      location: "Stairwell",
    })
  ).body;
  const endpoint = (
    await c.post("/webhook-endpoints", {
      name: "Receiver",
      url: "http://localhost:9/hook",
      events: ["property.created", "action_item.created"],
    })
  ).body;
  for (const created of [property, visit, item, endpoint])
    expect(created.id, JSON.stringify(created)).toBeString();

  const db = openDatabase(join(server.dataDir, "sitevisit.db"));
  const scope = { accountId: tenant.accountId, isTest: true };
  // A JSON list in a column (a visit's recipients are set when it is sent).
  db.update(siteVisits)
    .set({ recipients: ["owner@example.com", "agent@example.com"] })
    .where(eq(siteVisits.id, visit.id))
    .run();
  const cases = [
    [properties, property.id, "property"],
    [siteVisits, visit.id, "site visit"],
    [actionItems, item.id, "action item"],
    [webhookEndpoints, endpoint.id, "webhook endpoint"],
  ] as const;
  for (const [table, id, what] of cases) {
    const drizzles = db.select().from(table).where(eq(table.id, id)).get();
    const ours = findInScope(db, table, scope, id, what);
    expect(ours).toEqual(drizzles!);
  }
  const visitRow = findInScope(db, siteVisits, scope, visit.id, "site visit");
  expect(visitRow.recipients).toEqual(["owner@example.com", "agent@example.com"]);
  expect(visitRow.isTest).toBe(true);
  const endpointRow = findInScope(db, webhookEndpoints, scope, endpoint.id, "webhook endpoint");
  expect(endpointRow.disabled).toBe(false);
  expect(endpointRow.events).toEqual(["property.created", "action_item.created"]);
  // Another dataset's or account's id is a 404, as a missing one.
  for (const other of [
    { ...scope, isTest: false },
    { accountId: "acct_someone_else", isTest: true },
  ])
    for (const [table, id, what] of cases)
      expect(() => findInScope(db, table, other, id, what)).toThrow(`No such ${what}: '${id}'`);
  expect(() => findInScope(db, properties, scope, "prop_missing", "property")).toThrow(
    "No such property: 'prop_missing'",
  );
});
