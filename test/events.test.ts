import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { join } from "node:path";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { openDb } from "./helpers/db";
import { eventsSince, withEvents } from "./helpers/events";
import { EVENT_TYPES } from "../src/events/types";

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let sqlite: Database;
let serverStartedAt = 0;

beforeAll(async () => {
  server = await startServer();
  serverStartedAt = Date.now();
  [tenant, other] = await Promise.all([createTenant(server), createTenant(server, "Other Co")]);
  sqlite = openDb(server.dataDir, false);
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

test("a new account's log is empty: seeding the sample data emits nothing", async () => {
  for (const c of [tenant.live, tenant.test])
    expect((await c.get("/events")).body).toEqual({ data: [], has_more: false, next_cursor: null });
});

test("envelopes, type filter, GET one, and scoping by account and mode", async () => {
  const { events } = await withEvents(tenant.test, async () => {
    const p = (await tenant.test.post("/properties", { name: "Eventful House" })).body;
    const v = (await tenant.test.post("/site-visits", { property_id: p.id, title: "v" })).body;
    await tenant.test.post("/action-items", { site_visit_id: v.id, title: "i" });
    await tenant.test.post("/action-items", { site_visit_id: v.id, title: "j" });
  });
  expect(events.map((e) => e.event_type)).toEqual([
    "property.created",
    "site_visit.created",
    "action_item.created",
    "action_item.created",
  ]);
  for (const e of events) {
    expect(Object.keys(e).sort()).toEqual(["created_at", "data", "event_type", "id", "livemode"]);
    expect(e.id).toMatch(/^evt_/);
    expect(e.livemode).toBe(false);
    expect(new Date(e.created_at).toISOString()).toBe(e.created_at);
  }
  const created = await tenant.test.get("/events?type=action_item.created");
  expect(created.body.data.map((e: any) => e.id)).toEqual([events[3]!.id, events[2]!.id]);
  const one = await tenant.test.get(`/events/${events[1]!.id}`);
  expect(one.status).toBe(200);
  expect(one.body).toEqual(events[1]);

  // Invisible from the other mode and the other account.
  for (const c of [tenant.live, other.test, other.live]) {
    expectError(await c.get(`/events/${events[1]!.id}`), 404, "resource_not_found");
    expect((await c.get("/events")).body.data.map((e: any) => e.id)).not.toContain(events[1]!.id);
  }
  const live = await withEvents(tenant.live, () =>
    tenant.live.post("/properties", { name: "Live House" }),
  );
  expect(live.events.map((e) => [e.event_type, e.livemode])).toEqual([["property.created", true]]);
});

test("type must be one of the 17 event types; unknown query parameters and bad cursors are 400", async () => {
  expect(EVENT_TYPES).toHaveLength(17);
  for (const type of EVENT_TYPES)
    expect((await tenant.test.get(`/events?type=${type}`)).status).toBe(200);
  expect(
    expectError(await tenant.test.get("/events?type=site_visit.exploded"), 400, "validation_error")
      .param,
  ).toBe("type");
  expect(
    expectError(await tenant.test.get("/events?type=SITE_VISIT.CREATED"), 400, "validation_error")
      .param,
  ).toBe("type");
  expect(expectError(await tenant.test.get("/events?kind=x"), 400, "validation_error").param).toBe(
    "kind",
  );
  expectError(await tenant.test.get("/events?starting_after=evt_nope"), 400, "invalid_cursor");
  expectError(await tenant.test.get("/events?limit=101"), 400, "validation_error");
  expectError(await tenant.test.get("/events/evt_nope"), 404, "resource_not_found");
  expectError(await tenant.test.get("/events", { key: null }), 401, "missing_api_key");
});

test("events page most recent first, each exactly once", async () => {
  const p = (await tenant.test.post("/properties", { name: "Paging" })).body.id;
  for (let i = 0; i < 30; i++) await tenant.test.patch(`/properties/${p}`, { name: `Paging ${i}` });
  const all = await tenant.test.all("/events?limit=7");
  const ids = all.map((e: any) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  const sorted = [...all].sort((a: any, b: any) =>
    a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1,
  );
  expect(ids).toEqual(sorted.map((e: any) => e.id));
  const renames = all
    .filter((e: any) => e.event_type === "property.updated")
    .map((e: any) => e.data.property.name);
  expect(renames.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => `Paging ${29 - i}`));
});

test("pruneOldEvents deletes events older than 30 days, and only those", async () => {
  // The server runs its retention tasks once about a second after start, then hourly. Let that first
  // pass go by, so the function below is the only thing pruning while this test ages rows.
  await Bun.sleep(Math.max(0, 1500 - (Date.now() - serverStartedAt)));
  const { events } = await withEvents(tenant.test, async () => {
    for (const name of ["old 1", "old 2", "borderline", "fresh"])
      await tenant.test.post("/properties", { name });
  });
  const day = 24 * 3600 * 1000;
  const age = (id: string, ms: number) =>
    sqlite
      .query("UPDATE events SET created_at = ? WHERE id = ?")
      .run(new Date(Date.now() - ms).toISOString(), id);
  age(events[0]!.id, 31 * day);
  age(events[1]!.id, 90 * day);
  age(events[2]!.id, 29 * day);
  // Past the window, reads hide events even before the prune has run.
  expectError(await tenant.test.get(`/events/${events[0]!.id}`), 404, "resource_not_found");
  expect((await eventsSince(tenant.test, null)).map((e) => e.id)).not.toContain(events[1]!.id);
  const stored = () =>
    (
      sqlite
        .query(`SELECT COUNT(*) AS n FROM events WHERE id IN (${events.map(() => "?").join(",")})`)
        .get(...events.map((e) => e.id)) as { n: number }
    ).n;
  expect(stored()).toBe(4);
  // In-process: the function the job loop calls, on the same database file the server uses.
  const { openDatabase, closeDatabase } = await import("../src/db/client");
  const { pruneOldEvents } = await import("../src/events/service");
  const db = openDatabase(join(server.dataDir, "sitevisit.db"));
  try {
    expect(await pruneOldEvents()).toBe(2);
    expect(await pruneOldEvents()).toBe(0);
  } finally {
    closeDatabase();
  }
  expect(stored()).toBe(2);
  expectError(await tenant.test.get(`/events/${events[0]!.id}`), 404, "resource_not_found");
  expectError(await tenant.test.get(`/events/${events[1]!.id}`), 404, "resource_not_found");
  expect((await tenant.test.get(`/events/${events[2]!.id}`)).status).toBe(200);
  expect((await tenant.test.get(`/events/${events[3]!.id}`)).status).toBe(200);
});

test("the server's job loop prunes old events by itself", async () => {
  const { events } = await withEvents(tenant.test, async () => {
    await tenant.test.post("/properties", { name: "to be pruned by the job loop" });
  });
  await server.stop();
  sqlite
    .query("UPDATE events SET created_at = ? WHERE id = ?")
    .run(new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString(), events[0]!.id);
  server = await startServer({ dataDir: server.dataDir });
  const present = () =>
    (
      sqlite.query("SELECT COUNT(*) AS n FROM events WHERE id = ?").get(events[0]!.id) as {
        n: number;
      }
    ).n;
  for (let i = 0; i < 100 && present() > 0; i++) await Bun.sleep(100);
  expect(present()).toBe(0);
  expect(await server.logged("pruned events older than 30 days")).toBe(true);
});
