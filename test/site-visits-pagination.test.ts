import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { openDb } from "./helpers/db";

let server: TestServer;
let tenant: Tenant;
let sqlite: Database;
let propertyId: string;

beforeAll(async () => {
  server = await startServer();
  tenant = await createTenant(server);
  sqlite = openDb(server.dataDir, false);
  propertyId = (await tenant.test.post("/properties", { name: "Paging Place" })).body.id;
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

const byKeyDesc = (key: string) => (a: any, b: any) =>
  a[key] === b[key] ? (a.id < b.id ? 1 : -1) : a[key] < b[key] ? 1 : -1;

async function inBatches<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += 25)
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(25, n - i) }, (_, k) => make(i + k)))),
    );
  return out;
}

test("250 site visits sharing visit dates: every visit exactly once, in (visit_date desc, id desc) order", async () => {
  // Five distinct dates, so each date is shared by 50 visits.
  const dates = [
    "2026-01-01T09:00:00.000Z",
    "2026-02-01T09:00:00.000Z",
    "2026-03-01T09:00:00.000Z",
    "2026-04-01T09:00:00.000Z",
    "2026-05-01T09:00:00.000Z",
  ];
  const created = await inBatches(250, async (i) => {
    const r = await tenant.test.post("/site-visits", {
      property_id: propertyId,
      title: `v${i}`,
      visit_date: dates[i % 5],
    });
    expect(r.status).toBe(201);
    return r.body;
  });
  for (const limit of [1, 7, 25, 100]) {
    const seen = await tenant.test.all(`/site-visits?property_id=${propertyId}&limit=${limit}`);
    expect(seen).toHaveLength(250);
    expect(new Set(seen.map((v: any) => v.id)).size).toBe(250);
    expect(seen.map((v: any) => v.id)).toEqual(
      [...created].sort(byKeyDesc("visitDate")).map((v: any) => v.id),
    );
  }
  // With a status filter too (the cursor is resolved in scope, the filter narrows the page).
  const some = created.filter((_, i) => i % 3 === 0);
  for (const v of some) await tenant.test.post(`/site-visits/${v.id}/complete`, {});
  const done = await tenant.test.all(`/site-visits?property_id=${propertyId}&status=DONE&limit=9`);
  expect(done.map((v: any) => v.id)).toEqual(
    [...some].sort(byKeyDesc("visitDate")).map((v: any) => v.id),
  );
});

test("250 action items with identical created_at: every item exactly once, in (created_at desc, id desc) order", async () => {
  const visit = (
    await tenant.test.post("/site-visits", { property_id: propertyId, title: "Many findings" })
  ).body.id;
  await inBatches(250, async (i) => {
    const r = await tenant.test.post("/action-items", {
      site_visit_id: visit,
      title: `item ${i}`,
      priority: i % 2 ? "HIGH" : "LOW",
    });
    expect(r.status).toBe(201);
  });
  // Ties: ten timestamps, 25 items each, written straight into the file.
  const stamps = Array.from({ length: 10 }, (_, d) =>
    new Date(Date.UTC(2026, 5, d + 1)).toISOString(),
  );
  const rows = sqlite.query("SELECT id FROM action_items WHERE site_visit_id = ?").all(visit) as {
    id: string;
  }[];
  rows.forEach((r, i) =>
    sqlite.query("UPDATE action_items SET created_at = ? WHERE id = ?").run(stamps[i % 10]!, r.id),
  );
  const expected = rows
    .map((r, i) => ({ id: r.id, createdAt: stamps[i % 10]! }))
    .sort(byKeyDesc("createdAt"))
    .map((r) => r.id);
  for (const limit of [1, 7, 100]) {
    const seen = await tenant.test.all(`/action-items?site_visit_id=${visit}&limit=${limit}`);
    expect(seen).toHaveLength(250);
    expect(new Set(seen.map((i: any) => i.id)).size).toBe(250);
    expect(seen.map((i: any) => i.id)).toEqual(expected);
  }
  const high = await tenant.test.all(`/action-items?site_visit_id=${visit}&priority=HIGH&limit=13`);
  expect(high).toHaveLength(125);
  expect(high.every((i: any) => i.priority === "HIGH")).toBe(true);
  expect(high.map((i: any) => i.id)).toEqual(
    [...high].sort(byKeyDesc("createdAt")).map((i: any) => i.id),
  );
});
