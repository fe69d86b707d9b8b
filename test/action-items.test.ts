import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { openDb } from "./helpers/db";
import { withEvents } from "./helpers/events";

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let sqlite: Database;
let visitId: string;
let propertyId: string;
const c = () => tenant.test;

beforeAll(async () => {
  server = await startServer();
  [tenant, other] = await Promise.all([createTenant(server), createTenant(server, "Other Co")]);
  sqlite = openDb(server.dataDir, false);
  propertyId = (await c().post("/properties", { name: "7 Quay Street" })).body.id;
  visitId = (await c().post("/site-visits", { property_id: propertyId, title: "Spring check" }))
    .body.id;
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

async function newItem(body: Record<string, unknown> = {}) {
  const r = await c().post("/action-items", {
    site_visit_id: visitId,
    title: "Loose handrail",
    ...body,
  });
  expect(r.status).toBe(201);
  return r.body;
}

/** A stored upload, as POST /uploads (another feature) would leave it. */
function insertBlob(
  accountId: string,
  isTest: boolean,
  key = `k${crypto.randomUUID().replaceAll("-", "")}`,
) {
  sqlite
    .query(
      "INSERT INTO blobs (key, account_id, is_test, kind, content_type, size, created_at) VALUES (?, ?, ?, 'upload', 'image/jpeg', 10, ?)",
    )
    .run(key, accountId, isTest ? 1 : 0, new Date().toISOString());
  return key;
}

describe("create, get, list, delete", () => {
  test("create: OPEN, MEDIUM by default, order after the visit's highest, full record in action_item.created", async () => {
    const visit = (await c().post("/site-visits", { property_id: propertyId, title: "Ordering" }))
      .body;
    const { result: first, events } = await withEvents(c(), () =>
      c().post("/action-items", {
        site_visit_id: visit.id,
        title: "Gutter blocked",
        description: "Leaves",
        category: "roofing",
        location: "Rear",
        assignee: "Sam",
      }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      siteVisitId: visit.id,
      propertyId,
      propertyName: "7 Quay Street",
      title: "Gutter blocked",
      description: "Leaves",
      category: "roofing",
      location: "Rear",
      priority: "MEDIUM",
      status: "OPEN",
      assignee: "Sam",
      timestampSec: null,
      transcriptQuote: null,
      completedAt: null,
      completedBy: null,
      completionNote: null,
      completionPhotoUrl: null,
      evidenceImageUrls: [],
      isTest: true,
      order: 1,
    });
    expect(first.body.id).toMatch(/^ai_/);
    expect(events.map((e) => [e.event_type, e.data])).toEqual([
      ["action_item.created", { action_item: first.body }],
    ]);
    const second = (
      await c().post("/action-items", { site_visit_id: visit.id, title: "b", priority: "HIGH" })
    ).body;
    expect(second).toMatchObject({ order: 2, priority: "HIGH", description: null, assignee: null });
    // Order continues after the highest, not the count.
    sqlite.query('UPDATE action_items SET "order" = 10 WHERE id = ?').run(second.id);
    expect(
      (await c().post("/action-items", { site_visit_id: visit.id, title: "c" })).body.order,
    ).toBe(11);
    expect((await c().get(`/action-items/${first.body.id}`)).body).toEqual(first.body);
  });

  test("evidence rows become evidenceImageUrls, in upload order", async () => {
    const item = await newItem();
    const keys = ["evkeyaaaa", "evkeybbbb"];
    keys.forEach((key, i) =>
      sqlite
        .query(
          "INSERT INTO evidence (id, account_id, is_test, action_item_id, blob_key, created_at) VALUES (?, ?, 1, ?, ?, ?)",
        )
        .run(
          `ev_test${i}${item.id}`,
          tenant.accountId,
          item.id,
          key,
          new Date(Date.now() + i).toISOString(),
        ),
    );
    const got = (await c().get(`/action-items/${item.id}`)).body;
    expect(got.evidenceImageUrls).toEqual(
      keys.map((k) => `http://localhost:${new URL(got.evidenceImageUrls[0]).port}/media/${k}`),
    );
    const listed = (await c().all(`/action-items?site_visit_id=${visitId}`)).find(
      (i: any) => i.id === item.id,
    );
    expect(listed.evidenceImageUrls).toEqual(got.evidenceImageUrls);
  });

  test("list filters: status, priority, site_visit_id, property_id, assignee", async () => {
    const prop = (await c().post("/properties", { name: "Filter House" })).body;
    const v1 = (await c().post("/site-visits", { property_id: prop.id, title: "v1" })).body;
    const v2 = (await c().post("/site-visits", { property_id: prop.id, title: "v2" })).body;
    const a = (
      await c().post("/action-items", {
        site_visit_id: v1.id,
        title: "a",
        priority: "HIGH",
        assignee: "Ann",
      })
    ).body;
    const b = (
      await c().post("/action-items", { site_visit_id: v1.id, title: "b", priority: "LOW" })
    ).body;
    const d = (
      await c().post("/action-items", {
        site_visit_id: v2.id,
        title: "d",
        priority: "HIGH",
        assignee: "Ann",
      })
    ).body;
    await c().post(`/action-items/${d.id}/complete`, {});
    const ids = async (q: string) =>
      (await c().all(`/action-items?property_id=${prop.id}&${q}`)).map((i: any) => i.id);
    expect(await ids("")).toEqual([d.id, b.id, a.id]);
    expect(await ids(`site_visit_id=${v1.id}`)).toEqual([b.id, a.id]);
    expect(await ids("status=DONE")).toEqual([d.id]);
    expect(await ids("status=OPEN")).toEqual([b.id, a.id]);
    expect(await ids("priority=HIGH")).toEqual([d.id, a.id]);
    expect(await ids("assignee=Ann&status=OPEN")).toEqual([a.id]);
    expect(await ids("assignee=Nobody")).toEqual([]);
    expect(
      expectError(await c().get("/action-items?status=open"), 400, "validation_error").param,
    ).toBe("status");
    expect(
      expectError(await c().get("/action-items?priority=high"), 400, "validation_error").param,
    ).toBe("priority");
  });

  test("DELETE emits the id-only action_item.deleted and removes the item's evidence", async () => {
    const item = await newItem();
    sqlite
      .query(
        "INSERT INTO evidence (id, account_id, is_test, action_item_id, blob_key, created_at) VALUES (?, ?, 1, ?, 'k', ?)",
      )
      .run(`ev_del${item.id}`, tenant.accountId, item.id, new Date().toISOString());
    const { result: r, events } = await withEvents(c(), () => c().del(`/action-items/${item.id}`));
    expect(r.status).toBe(204);
    expect(events.map((e) => [e.event_type, e.data])).toEqual([
      ["action_item.deleted", { action_item_id: item.id }],
    ]);
    expectError(await c().get(`/action-items/${item.id}`), 404, "resource_not_found");
    expect(
      sqlite.query("SELECT COUNT(*) AS n FROM evidence WHERE action_item_id = ?").get(item.id),
    ).toEqual({ n: 0 });
  });
});

describe("bad input", () => {
  const bounds: [string, number][] = [
    ["title", 200],
    ["description", 5000],
    ["category", 100],
    ["location", 200],
    ["assignee", 100],
  ];
  for (const [field, max] of bounds) {
    test(`${field}: ${max} chars accepted, ${max + 1} refused (create and update)`, async () => {
      const ok = await c().post("/action-items", {
        site_visit_id: visitId,
        title: "t",
        [field]: "x".repeat(max),
      });
      expect(ok.status).toBe(201);
      expect(ok.body[field]).toHaveLength(max);
      const bad = await c().post("/action-items", {
        site_visit_id: visitId,
        title: "t",
        [field]: "x".repeat(max + 1),
      });
      // The message names the bound, for nullable fields too (not "must be a string").
      const refused = expectError(bad, 400, "validation_error");
      expect(refused.param).toBe(field);
      expect(refused.message).toBe(
        `'${field}' must be ${field === "title" ? 1 : 0} to ${max} characters long (got ${max + 1}).`,
      );
      const patched = await c().patch(`/action-items/${ok.body.id}`, { [field]: "y".repeat(max) });
      expect(patched.status).toBe(200);
      const badPatch = await c().patch(`/action-items/${ok.body.id}`, {
        [field]: "y".repeat(max + 1),
      });
      expect(expectError(badPatch, 400, "validation_error").param).toBe(field);
      expect((await c().get(`/action-items/${ok.body.id}`)).body).toEqual(patched.body);
    });
  }

  const createCases: [string, Record<string, unknown>, string][] = [
    ["title empty", { title: "" }, "title"],
    ["title missing", { title: undefined }, "title"],
    ["site_visit_id missing", { site_visit_id: undefined }, "site_visit_id"],
    ["priority lower case", { priority: "high" }, "priority"],
    ["priority unknown", { priority: "URGENT" }, "priority"],
    ["status on create", { status: "OPEN" }, "status"],
    ["unknown field", { colour: "red" }, "colour"],
    ["title not a string", { title: 7 }, "title"],
    ["description null on create", { description: null }, "description"],
  ];
  for (const [name, body, param] of createCases)
    test(`create: ${name} → 400 param ${param}`, async () => {
      const r = await c().post("/action-items", { site_visit_id: visitId, title: "t", ...body });
      expect(expectError(r, 400, "validation_error").param).toBe(param);
    });

  const patchCases: [string, Record<string, unknown>, string][] = [
    ["status lower case", { status: "open" }, "status"],
    ["status unknown", { status: "CLOSED" }, "status"],
    ["priority lower case", { priority: "low" }, "priority"],
    ["title empty", { title: "" }, "title"],
    ["title null", { title: null }, "title"],
    ["unknown field", { site_visit_id: "sv_elsewhere" }, "site_visit_id"],
  ];
  for (const [name, body, param] of patchCases)
    test(`patch: ${name} → 400 param ${param}, item unchanged`, async () => {
      const item = await newItem();
      expect(
        expectError(await c().patch(`/action-items/${item.id}`, body), 400, "validation_error")
          .param,
      ).toBe(param);
      expect((await c().get(`/action-items/${item.id}`)).body).toEqual(item);
    });

  test("site_visit_id of another account or of the other dataset is 404", async () => {
    const otherProp = (await other.test.post("/properties", { name: "Theirs" })).body.id;
    const otherVisit = (
      await other.test.post("/site-visits", { property_id: otherProp, title: "t" })
    ).body.id;
    expectError(
      await c().post("/action-items", { site_visit_id: otherVisit, title: "t" }),
      404,
      "resource_not_found",
    );
    const liveProp = (await tenant.live.post("/properties", { name: "Live" })).body.id;
    const liveVisit = (
      await tenant.live.post("/site-visits", { property_id: liveProp, title: "t" })
    ).body.id;
    expectError(
      await c().post("/action-items", { site_visit_id: liveVisit, title: "t" }),
      404,
      "resource_not_found",
    );
    // The live item under the live visit is live: a child's mode is its parent's.
    const liveItem = await tenant.live.post("/action-items", {
      site_visit_id: liveVisit,
      title: "t",
    });
    expect(liveItem.body.isTest).toBe(false);
    for (const client of [tenant.test, other.live]) {
      expectError(await client.get(`/action-items/${liveItem.body.id}`), 404, "resource_not_found");
      expectError(
        await client.patch(`/action-items/${liveItem.body.id}`, { title: "x" }),
        404,
        "resource_not_found",
      );
      expectError(
        await client.post(`/action-items/${liveItem.body.id}/complete`, {}),
        404,
        "resource_not_found",
      );
      expectError(await client.del(`/action-items/${liveItem.body.id}`), 404, "resource_not_found");
    }
  });

  test("complete: bounds and completion_photo_key of this account and dataset only", async () => {
    const item = await newItem();
    const cases: [Record<string, unknown>, string][] = [
      [{ completed_by: "x".repeat(101) }, "completed_by"],
      [{ completion_note: "x".repeat(5001) }, "completion_note"],
      [{ completion_photo_key: "no-such-key" }, "completion_photo_key"],
      [{ completion_photo_key: insertBlob(tenant.accountId, false) }, "completion_photo_key"],
      [{ completion_photo_key: insertBlob(other.accountId, true) }, "completion_photo_key"],
      [{ completed_at: "2026-01-01T00:00:00Z" }, "completed_at"],
    ];
    for (const [body, param] of cases) {
      const r = await c().post(`/action-items/${item.id}/complete`, body);
      expect(expectError(r, 400, "validation_error").param).toBe(param);
    }
    expect((await c().get(`/action-items/${item.id}`)).body).toEqual(item);
    const ok = await c().post(`/action-items/${item.id}/complete`, {
      completed_by: "x".repeat(100),
      completion_note: "n".repeat(5000),
    });
    expect(ok.status).toBe(200);
  });
});

describe("state machine (docs/api-objects.md, States, docs/api.md, Resources)", () => {
  type State = "OPEN" | "IN_PROGRESS" | "DONE";
  const photoKey = () => insertBlob(tenant.accountId, true);

  async function itemIn(state: State, extra: Record<string, unknown> = {}) {
    const item = await newItem(extra);
    if (state === "IN_PROGRESS")
      await c().patch(`/action-items/${item.id}`, { status: "IN_PROGRESS" });
    if (state === "DONE")
      await c().post(`/action-items/${item.id}/complete`, {
        completed_by: "Pat",
        completion_note: "Fixed",
        completion_photo_key: photoKey(),
      });
    return (await c().get(`/action-items/${item.id}`)).body;
  }

  test("complete via POST from OPEN and IN_PROGRESS: DONE with details, events completed + updated (+ evidence.attached for the photo); repeat is a no-op", async () => {
    for (const from of ["OPEN", "IN_PROGRESS"] as const) {
      const before = await itemIn(from);
      const key = photoKey();
      const { result: r, events } = await withEvents(c(), () =>
        c().post(`/action-items/${before.id}/complete`, {
          completed_by: "Pat",
          completion_note: "Replaced the bracket",
          completion_photo_key: key,
        }),
      );
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        status: "DONE",
        completedBy: "Pat",
        completionNote: "Replaced the bracket",
      });
      expect(r.body.completionPhotoUrl).toMatch(new RegExp(`/media/${key}$`));
      expect(r.body.completedAt).toBe(r.body.updatedAt);
      expect(events.map((e) => e.event_type)).toEqual([
        "action_item.completed",
        "action_item.updated",
        "evidence.attached",
      ]);
      for (const e of events.slice(0, 2)) expect(e.data).toEqual({ action_item: r.body });
      expect(events[2]!.data).toMatchObject({
        target_type: "completion_photo",
        action_item: r.body,
        evidence: { id: null, url: r.body.completionPhotoUrl },
      });

      const again = await withEvents(c(), () =>
        c().post(`/action-items/${before.id}/complete`, { completed_by: "Someone else" }),
      );
      expect(again.result.status).toBe(200);
      expect(again.result.body).toEqual(r.body);
      expect(again.events).toEqual([]);
    }
  });

  test("complete with an empty body sets only completedAt", async () => {
    const before = await itemIn("OPEN");
    const r = await c().post(`/action-items/${before.id}/complete`, {});
    expect(r.body).toMatchObject({
      status: "DONE",
      completedBy: null,
      completionNote: null,
      completionPhotoUrl: null,
    });
    expect(r.body.completedAt).not.toBeNull();
  });

  // [from, patch, expected status, events, completedAt afterwards]
  const patchTable: [State, Record<string, unknown>, State, string[], "set" | "null" | "kept"][] = [
    ["OPEN", { status: "IN_PROGRESS" }, "IN_PROGRESS", ["action_item.updated"], "null"],
    ["IN_PROGRESS", { status: "OPEN" }, "OPEN", ["action_item.updated"], "null"],
    ["OPEN", { status: "DONE" }, "DONE", ["action_item.updated"], "set"],
    ["IN_PROGRESS", { status: "DONE" }, "DONE", ["action_item.updated"], "set"],
    ["DONE", { status: "OPEN" }, "OPEN", ["action_item.updated", "action_item.reopened"], "null"],
    [
      "DONE",
      { status: "IN_PROGRESS" },
      "IN_PROGRESS",
      ["action_item.updated", "action_item.reopened"],
      "null",
    ],
    ["DONE", { status: "DONE" }, "DONE", [], "kept"],
    ["DONE", { title: "Renamed" }, "DONE", ["action_item.updated"], "kept"],
    ["OPEN", { assignee: "Jo" }, "OPEN", ["action_item.updated", "action_item.assigned"], "null"],
    [
      "DONE",
      { assignee: "Jo", status: "OPEN" },
      "OPEN",
      ["action_item.updated", "action_item.assigned", "action_item.reopened"],
      "null",
    ],
    ["OPEN", { title: "Loose handrail", priority: "MEDIUM" }, "OPEN", [], "null"],
  ];
  for (const [from, body, to, types, completed] of patchTable)
    test(`PATCH ${JSON.stringify(body)} from ${from} → ${to}, events [${types.join(", ")}]`, async () => {
      const before = await itemIn(from);
      const { result: r, events } = await withEvents(c(), () =>
        c().patch(`/action-items/${before.id}`, body),
      );
      expect(r.status).toBe(200);
      expect(r.body.status).toBe(to);
      expect(events.map((e) => e.event_type)).toEqual(types);
      expect((await c().get(`/action-items/${before.id}`)).body).toEqual(r.body);
      if (types.length === 0) {
        expect(r.body).toEqual(before);
        return;
      }
      expect(r.body.updatedAt > before.updatedAt).toBe(true);
      if (completed === "set") expect(r.body.completedAt).toBe(r.body.updatedAt);
      if (completed === "kept") expect(r.body.completedAt).toBe(before.completedAt);
      if (completed === "null")
        expect(r.body).toMatchObject({
          completedAt: null,
          completedBy: null,
          completionNote: null,
          completionPhotoUrl: null,
        });
      for (const e of events) {
        if (e.event_type === "action_item.updated") expect(e.data).toEqual({ action_item: r.body });
        if (e.event_type === "action_item.assigned")
          expect(e.data).toEqual({ action_item: r.body, previous_assignee: before.assignee });
        if (e.event_type === "action_item.reopened")
          expect(e.data).toEqual({ action_item: r.body, previous_status: "DONE" });
      }
    });

  test("assigned fires for first set, change and clear, each with previous_assignee", async () => {
    const item = await newItem();
    const steps: [string | null, string | null][] = [
      ["Ann", null],
      ["Bo", "Ann"],
      [null, "Bo"],
    ];
    for (const [assignee, previous] of steps) {
      const { result: r, events } = await withEvents(c(), () =>
        c().patch(`/action-items/${item.id}`, { assignee }),
      );
      expect(r.body.assignee).toBe(assignee);
      expect(events.map((e) => e.event_type)).toEqual([
        "action_item.updated",
        "action_item.assigned",
      ]);
      expect(events[1]!.data).toEqual({ action_item: r.body, previous_assignee: previous });
    }
  });

  test("nullable fields clear with null, and a PATCH to DONE never emits completed", async () => {
    const item = await newItem({ description: "d", category: "c", location: "l", assignee: "a" });
    const r = await c().patch(`/action-items/${item.id}`, {
      description: null,
      category: null,
      location: null,
    });
    expect(r.body).toMatchObject({
      description: null,
      category: null,
      location: null,
      assignee: "a",
    });
    const { events } = await withEvents(c(), () =>
      c().patch(`/action-items/${item.id}`, { status: "DONE" }),
    );
    expect(events.map((e) => e.event_type)).not.toContain("action_item.completed");
  });
});

// The lists map their rows through a mapper compiled once, GET through drizzle's: after everything
// above (evidence, completion photos, every state), each listed record is exactly its own GET.
test("every listed item and visit is exactly what GET shows for it", async () => {
  const items = await c().all("/action-items");
  const visits = await c().all("/site-visits");
  expect(items.length).toBeGreaterThan(20);
  expect(items.some((i: any) => i.evidenceImageUrls.length > 0)).toBe(true);
  expect(items.some((i: any) => i.status === "DONE")).toBe(true);
  for (const item of items) expect((await c().get(`/action-items/${item.id}`)).body).toEqual(item);
  for (const visit of visits)
    expect((await c().get(`/site-visits/${visit.id}`)).body).toEqual(visit);
});
