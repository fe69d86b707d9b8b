import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "bun:sqlite";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError, type Client } from "./helpers/api";
import { openDb } from "./helpers/db";
import { withEvents } from "./helpers/events";

let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let sqlite: Database;
// Visits are created in test mode (unmetered) unless the test is about live behaviour.
let propertyId: string;

beforeAll(async () => {
  server = await startServer();
  [tenant, other] = await Promise.all([createTenant(server), createTenant(server, "Other Co")]);
  await server.cli(["accounts", "set-plan", tenant.accountId, "unlimited"]);
  sqlite = openDb(server.dataDir, false);
  propertyId = (await tenant.test.post("/properties", { name: "12 Mill Lane" })).body.id;
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

async function newVisit(c: Client = tenant.test, body: Record<string, unknown> = {}) {
  const r = await c.post("/site-visits", {
    property_id: propertyId,
    title: "Quarterly check",
    ...body,
  });
  expect(r.status).toBe(201);
  return r.body;
}

const setStatus = (id: string, status: string) =>
  sqlite.query("UPDATE site_visits SET status = ? WHERE id = ?").run(status, id);

describe("create, get, list, patch, delete", () => {
  test("create returns a DRAFT visit with an unguessable public report URL", async () => {
    const { result: r, events } = await withEvents(tenant.test, () =>
      tenant.test.post("/site-visits", {
        property_id: propertyId,
        title: "Move-in inspection",
        visit_date: "2026-11-20T10:30:00+01:00",
        summary: "All fine",
        notes: "Keys with the agent",
      }),
    );
    expect(r.status).toBe(201);
    const v = r.body;
    expect(v).toMatchObject({
      propertyId,
      propertyName: "12 Mill Lane",
      title: "Move-in inspection",
      status: "DRAFT",
      visitDate: "2026-11-20T09:30:00.000Z",
      recipients: [],
      isTest: true,
      isSample: false,
      actionItemCount: 0,
      openActionItemCount: 0,
      summary: "All fine",
      notes: "Keys with the agent",
      sentAt: null,
      completedAt: null,
      processingError: null,
    });
    expect(v.id).toMatch(/^sv_/);
    const m = /^http:\/\/localhost:\d+\/r\/([0-9a-z]+)$/.exec(v.publicReportUrl);
    expect(m).not.toBeNull();
    expect(m![1]!.length * 5).toBeGreaterThanOrEqual(128);
    const stored = sqlite.query("SELECT report_token FROM site_visits WHERE id = ?").get(v.id) as {
      report_token: string;
    };
    expect(stored.report_token).toBe(m![1]!);
    expect(events.map((e) => e.event_type)).toEqual(["site_visit.created"]);
    expect(events[0]!.data).toEqual({ site_visit: v });
    expect(events[0]!.livemode).toBe(false);
  });

  test("visit_date defaults to now; GET one returns the same record", async () => {
    const before = new Date().toISOString();
    const v = await newVisit();
    expect(v.visitDate >= before.slice(0, 19)).toBe(true);
    expect(v.summary).toBeNull();
    const got = await tenant.test.get(`/site-visits/${v.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(v);
  });

  test("counts follow the visit's action items; the property counts them too", async () => {
    const prop = (await tenant.test.post("/properties", { name: "Counting House" })).body;
    const v = await newVisit(tenant.test, { property_id: prop.id });
    const items = [];
    for (const title of ["a", "b", "c"])
      items.push((await tenant.test.post("/action-items", { site_visit_id: v.id, title })).body);
    await tenant.test.post(`/action-items/${items[0].id}/complete`, {});
    expect((await tenant.test.get(`/site-visits/${v.id}`)).body).toMatchObject({
      actionItemCount: 3,
      openActionItemCount: 2,
    });
    expect((await tenant.test.get(`/properties/${prop.id}`)).body).toMatchObject({
      visitCount: 1,
      openItemCount: 2,
    });
    await tenant.test.del(`/action-items/${items[1].id}`);
    expect((await tenant.test.get(`/site-visits/${v.id}`)).body).toMatchObject({
      actionItemCount: 2,
      openActionItemCount: 1,
    });
    await tenant.test.del(`/site-visits/${v.id}`);
    expect((await tenant.test.get(`/properties/${prop.id}`)).body).toMatchObject({
      visitCount: 0,
      openItemCount: 0,
    });
  });

  test("list filters by status and property_id and orders by visit_date desc", async () => {
    const prop = (await tenant.test.post("/properties", { name: "Filter Court" })).body;
    const a = await newVisit(tenant.test, {
      property_id: prop.id,
      visit_date: "2026-01-01T00:00:00Z",
    });
    const b = await newVisit(tenant.test, {
      property_id: prop.id,
      visit_date: "2026-03-01T00:00:00Z",
    });
    const c = await newVisit(tenant.test, {
      property_id: prop.id,
      visit_date: "2026-02-01T00:00:00Z",
    });
    await tenant.test.post(`/site-visits/${c.id}/complete`, {});
    const all = await tenant.test.get(`/site-visits?property_id=${prop.id}`);
    expect(all.body.data.map((v: any) => v.id)).toEqual([b.id, c.id, a.id]);
    const done = await tenant.test.get(`/site-visits?property_id=${prop.id}&status=DONE`);
    expect(done.body.data.map((v: any) => v.id)).toEqual([c.id]);
    const drafts = await tenant.test.get(`/site-visits?status=DRAFT&property_id=${prop.id}`);
    expect(drafts.body.data.map((v: any) => v.id)).toEqual([b.id, a.id]);
    expectError(await tenant.test.get("/site-visits?status=done"), 400, "validation_error");
    expectError(await tenant.test.get("/site-visits?colour=red"), 400, "validation_error");
  });

  test("PATCH changes fields, emits site_visit.updated with the full record; a no-op emits nothing", async () => {
    const v = await newVisit(tenant.test, { summary: "old" });
    const { result: r, events } = await withEvents(tenant.test, () =>
      tenant.test.patch(`/site-visits/${v.id}`, {
        title: "Renamed",
        visit_date: "2026-05-05T05:05:05Z",
        summary: null,
        notes: "n",
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      title: "Renamed",
      visitDate: "2026-05-05T05:05:05.000Z",
      summary: null,
      notes: "n",
      status: "DRAFT",
    });
    expect(r.body.updatedAt > v.updatedAt).toBe(true);
    expect(events.map((e) => e.event_type)).toEqual(["site_visit.updated"]);
    expect(events[0]!.data).toEqual({ site_visit: r.body });

    // Same values (the date in another spelling): nothing changes.
    const noop = await withEvents(tenant.test, () =>
      tenant.test.patch(`/site-visits/${v.id}`, {
        title: "Renamed",
        visit_date: "2026-05-05T07:05:05.000+02:00",
        summary: null,
      }),
    );
    expect(noop.result.status).toBe(200);
    expect(noop.result.body).toEqual(r.body);
    expect(noop.events).toEqual([]);
  });

  test("status in a PATCH body is refused and nothing changes", async () => {
    const v = await newVisit();
    const e = expectError(
      await tenant.test.patch(`/site-visits/${v.id}`, { status: "DONE", title: "x" }),
      400,
      "validation_error",
    );
    expect(e.param).toBe("status");
    expect((await tenant.test.get(`/site-visits/${v.id}`)).body).toEqual(v);
  });

  test("DELETE removes the visit and emits the id-only site_visit.deleted", async () => {
    const v = await newVisit();
    const { result: r, events } = await withEvents(tenant.test, () =>
      tenant.test.del(`/site-visits/${v.id}`),
    );
    expect(r.status).toBe(204);
    expect(r.text).toBe("");
    expect(events.map((e) => [e.event_type, e.data])).toEqual([
      ["site_visit.deleted", { site_visit_id: v.id }],
    ]);
    expectError(await tenant.test.get(`/site-visits/${v.id}`), 404, "resource_not_found");
    expectError(await tenant.test.del(`/site-visits/${v.id}`), 404, "resource_not_found");
  });
});

describe("bad input", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["title missing", {}, "title"],
    ["title empty", { title: "" }, "title"],
    ["title 201 chars", { title: "x".repeat(201) }, "title"],
    ["title not a string", { title: 5 }, "title"],
    ["visit_date not a date-time", { title: "t", visit_date: "next tuesday" }, "visit_date"],
    ["visit_date without a time", { title: "t", visit_date: "2026-11-22" }, "visit_date"],
    ["visit_date without a zone", { title: "t", visit_date: "2026-11-22 10:00" }, "visit_date"],
    [
      "visit_date not on the calendar",
      { title: "t", visit_date: "2026-02-30T10:00:00Z" },
      "visit_date",
    ],
    ["visit_date month 13", { title: "t", visit_date: "2026-13-01T10:00:00Z" }, "visit_date"],
    ["summary over 20000", { title: "t", summary: "x".repeat(20001) }, "summary"],
    ["notes over 20000", { title: "t", notes: "x".repeat(20001) }, "notes"],
    ["unknown field", { title: "t", colour: "red" }, "colour"],
    ["status on create", { title: "t", status: "READY" }, "status"],
  ];
  for (const [name, body, param] of cases)
    test(`create: ${name} → 400 param ${param}`, async () => {
      const r = await tenant.test.post("/site-visits", { property_id: propertyId, ...body });
      expect(expectError(r, 400, "validation_error").param).toBe(param);
    });

  test("non-JSON bodies: 415 for another content type, 400 invalid_json for broken JSON", async () => {
    const v = await newVisit();
    const body = JSON.stringify({ property_id: propertyId, title: "t" });
    expectError(
      await tenant.test.request("POST", "/site-visits", {
        raw: body,
        headers: { "content-type": "text/plain" },
      }),
      415,
      "unsupported_media_type",
    );
    expectError(
      await tenant.test.request("POST", `/site-visits/${v.id}/send`, {
        raw: "{recipients:",
        headers: { "content-type": "application/json" },
      }),
      400,
      "invalid_json",
    );
    expectError(
      await tenant.test.request("POST", "/action-items", {
        raw: "x",
        headers: { "content-type": "text/plain" },
      }),
      415,
      "unsupported_media_type",
    );
  });

  test("create: title of exactly 200 chars and summary of 20000 are accepted", async () => {
    const v = await newVisit(tenant.test, { title: "x".repeat(200), summary: "s".repeat(20000) });
    expect(v.title).toHaveLength(200);
  });

  test("create under another account's property or the other dataset's property is 404", async () => {
    const otherProp = (await other.test.post("/properties", { name: "Theirs" })).body.id;
    expectError(
      await tenant.test.post("/site-visits", { property_id: otherProp, title: "t" }),
      404,
      "resource_not_found",
    );
    const liveProp = (await tenant.live.post("/properties", { name: "Live one" })).body.id;
    expectError(
      await tenant.test.post("/site-visits", { property_id: liveProp, title: "t" }),
      404,
      "resource_not_found",
    );
    expectError(
      await tenant.test.post("/site-visits", { property_id: "prop_nope", title: "t" }),
      404,
      "resource_not_found",
    );
  });

  test("a visit is invisible to other accounts and to the other dataset", async () => {
    const v = await newVisit();
    for (const c of [tenant.live, other.test, other.live]) {
      expectError(await c.get(`/site-visits/${v.id}`), 404, "resource_not_found");
      expectError(await c.patch(`/site-visits/${v.id}`, { title: "x" }), 404, "resource_not_found");
      expectError(await c.post(`/site-visits/${v.id}/complete`, {}), 404, "resource_not_found");
      expectError(
        await c.post(`/site-visits/${v.id}/send`, { recipients: ["a@example.com"] }),
        404,
        "resource_not_found",
      );
      expectError(await c.del(`/site-visits/${v.id}`), 404, "resource_not_found");
    }
    expect((await tenant.test.get(`/site-visits/${v.id}`)).body.status).toBe("DRAFT");
  });

  const sendCases: [string, unknown, string][] = [
    ["recipients missing", {}, "recipients"],
    ["recipients empty", { recipients: [] }, "recipients"],
    [
      "51 recipients",
      { recipients: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) },
      "recipients",
    ],
    ["not an email", { recipients: ["ok@example.com", "not-an-email"] }, "recipients[1]"],
    ["not a string", { recipients: [42] }, "recipients[0]"],
    ["message over 2000", { recipients: ["a@example.com"], message: "m".repeat(2001) }, "message"],
    ["unknown field", { recipients: ["a@example.com"], cc: ["b@example.com"] }, "cc"],
  ];
  for (const [name, body, param] of sendCases)
    test(`send: ${name} → 400 param ${param}, visit unchanged`, async () => {
      const v = await newVisit();
      const r = await tenant.test.post(`/site-visits/${v.id}/send`, body);
      expect(expectError(r, 400, "validation_error").param).toBe(param);
      expect((await tenant.test.get(`/site-visits/${v.id}`)).body).toEqual(v);
    });

  test("send: exactly 50 recipients and a 2000-char message are accepted", async () => {
    const v = await newVisit();
    const recipients = Array.from({ length: 50 }, (_, i) => `p${i}@example.com`);
    const r = await tenant.test.post(`/site-visits/${v.id}/send`, {
      recipients,
      message: "m".repeat(2000),
    });
    expect(r.status).toBe(200);
    expect(r.body.recipients).toEqual(recipients);
  });

  test("complete takes an empty object only", async () => {
    const v = await newVisit();
    expect(
      expectError(
        await tenant.test.post(`/site-visits/${v.id}/complete`, { force: true }),
        400,
        "validation_error",
      ).param,
    ).toBe("force");
    expect((await tenant.test.post(`/site-visits/${v.id}/complete`)).status).toBe(200);
  });
});

describe("state machine: complete and send (docs/api.md, Resources)", () => {
  type From = "DRAFT" | "PROCESSING" | "READY" | "SENT" | "DONE";
  // Brings a fresh visit into `from`. PROCESSING and READY belong to the video pipeline, so the
  // database is edited directly; SENT and DONE are reached through the API.
  async function visitIn(from: From) {
    const v = await newVisit();
    if (from === "PROCESSING" || from === "READY") setStatus(v.id, from);
    if (from === "DONE") await tenant.test.post(`/site-visits/${v.id}/complete`, {});
    if (from === "SENT")
      await tenant.test.post(`/site-visits/${v.id}/send`, { recipients: ["first@example.com"] });
    return (await tenant.test.get(`/site-visits/${v.id}`)).body;
  }

  const completeTable: [From, number, string, string[]][] = [
    ["DRAFT", 200, "DONE", ["site_visit.completed"]],
    ["READY", 200, "DONE", ["site_visit.completed"]],
    ["DONE", 200, "DONE", []],
    ["SENT", 200, "SENT", []],
    ["PROCESSING", 409, "PROCESSING", []],
  ];
  for (const [from, status, to, types] of completeTable)
    test(`complete from ${from} → ${status} ${to}, events [${types.join(", ")}]`, async () => {
      const before = await visitIn(from);
      const { result: r, events } = await withEvents(tenant.test, () =>
        tenant.test.post(`/site-visits/${before.id}/complete`, {}),
      );
      expect(r.status).toBe(status);
      if (status === 409)
        expect(expectError(r, 409, "invalid_state").message).toContain("PROCESSING");
      const after = (await tenant.test.get(`/site-visits/${before.id}`)).body;
      expect(after.status).toBe(to);
      expect(events.map((e) => e.event_type)).toEqual(types);
      if (types.length === 0) {
        expect(after).toEqual(before);
        return;
      }
      expect(r.body).toEqual(after);
      expect(after.completedAt).toBe(after.updatedAt);
      expect(after.sentAt).toBeNull();
      expect(events[0]!.data).toEqual({
        site_visit: {
          id: after.id,
          title: after.title,
          property_id: propertyId,
          sent_at: null,
          completed_at: after.completedAt,
          recipients: [],
        },
      });
      // Repeating complete keeps the original timestamp and emits nothing.
      const again = await withEvents(tenant.test, () =>
        tenant.test.post(`/site-visits/${before.id}/complete`, {}),
      );
      expect(again.result.body).toEqual(after);
      expect(again.events).toEqual([]);
    });

  const sendTable: [From, number, string[]][] = [
    ["DRAFT", 200, ["site_visit.sent", "site_visit.completed"]],
    ["READY", 200, ["site_visit.sent", "site_visit.completed"]],
    ["DONE", 200, ["site_visit.sent"]],
    ["SENT", 200, ["site_visit.sent"]],
    ["PROCESSING", 409, []],
  ];
  for (const [from, status, types] of sendTable)
    test(`send from ${from} → ${status}, events [${types.join(", ")}]`, async () => {
      const before = await visitIn(from);
      const { result: r, events } = await withEvents(tenant.test, () =>
        tenant.test.post(`/site-visits/${before.id}/send`, {
          recipients: [
            "owner@example.com",
            "Owner@Example.com",
            "first@example.com",
            "agent@example.com",
          ],
          message: "Report attached",
        }),
      );
      expect(r.status).toBe(status);
      const after = (await tenant.test.get(`/site-visits/${before.id}`)).body;
      expect(events.map((e) => e.event_type)).toEqual(types);
      const jobs = sqlite
        .query(
          "SELECT payload, max_attempts FROM jobs WHERE type = 'mail.send_report' AND json_extract(payload, '$.siteVisitId') = ?",
        )
        .all(before.id) as { payload: string; max_attempts: number }[];
      if (status === 409) {
        expectError(r, 409, "invalid_state");
        expect(after).toEqual(before);
        expect(jobs).toHaveLength(0);
        return;
      }
      expect(r.body).toEqual(after);
      expect(after.status).toBe("SENT");
      expect(after.sentAt).toBe(after.updatedAt);
      // A union with earlier sends, deduplicated case-insensitively, first spelling kept.
      expect(after.recipients).toEqual(
        from === "SENT"
          ? ["first@example.com", "owner@example.com", "agent@example.com"]
          : ["owner@example.com", "first@example.com", "agent@example.com"],
      );
      // completedAt is set by the first completion only.
      if (before.completedAt) expect(after.completedAt).toBe(before.completedAt);
      else expect(after.completedAt).toBe(after.sentAt);
      const subset = {
        id: after.id,
        title: after.title,
        property_id: propertyId,
        sent_at: after.sentAt,
        recipients: after.recipients,
      };
      expect(events[0]!.data).toEqual({ site_visit: subset });
      if (types.length === 2)
        expect(events[1]!.data).toEqual({
          site_visit: { ...subset, completed_at: after.completedAt },
        });
      // The email is queued in the same transaction, to this send's recipients.
      const last = JSON.parse(jobs[jobs.length - 1]!.payload);
      expect(last).toEqual({
        siteVisitId: before.id,
        recipients: ["owner@example.com", "first@example.com", "agent@example.com"],
        message: "Report attached",
      });
      expect(jobs[jobs.length - 1]!.max_attempts).toBe(14);
      // A later complete changes nothing and never fires a second site_visit.completed.
      const again = await withEvents(tenant.test, () =>
        tenant.test.post(`/site-visits/${before.id}/complete`, {}),
      );
      expect(again.result.body).toEqual(after);
      expect(again.events).toEqual([]);
    });

  test("status moves never emit site_visit.updated, and completed fires once over a visit's life", async () => {
    const v = await newVisit();
    const { events } = await withEvents(tenant.test, async () => {
      await tenant.test.post(`/site-visits/${v.id}/complete`, {});
      await tenant.test.post(`/site-visits/${v.id}/send`, { recipients: ["a@example.com"] });
      await tenant.test.post(`/site-visits/${v.id}/send`, { recipients: ["b@example.com"] });
      await tenant.test.post(`/site-visits/${v.id}/complete`, {});
      await tenant.test.patch(`/site-visits/${v.id}`, { title: "Edited after sending" });
    });
    expect(events.map((e) => e.event_type)).toEqual([
      "site_visit.completed",
      "site_visit.sent",
      "site_visit.sent",
      "site_visit.updated",
    ]);
    expect(events[3]!.data.site_visit).toMatchObject({
      status: "SENT",
      recipients: ["a@example.com", "b@example.com"],
    });
  });

  test("an Idempotency-Key replay of send returns the stored response and queues no second email", async () => {
    const v = await newVisit();
    const send = () =>
      tenant.test.post(
        `/site-visits/${v.id}/send`,
        { recipients: ["x@example.com"] },
        { idempotencyKey: `send-${v.id}` },
      );
    const first = await send();
    const second = await send();
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    const n = sqlite
      .query(
        "SELECT COUNT(*) AS n FROM jobs WHERE type = 'mail.send_report' AND json_extract(payload, '$.siteVisitId') = ?",
      )
      .get(v.id) as { n: number };
    expect(n.n).toBe(1);
  });
});

describe("sample tutorial visit", () => {
  test("each dataset's sample property holds one READY sample visit with three extracted items", async () => {
    for (const c of [tenant.live, tenant.test]) {
      const sampleProp = (await c.get("/properties")).body.data.find((p: any) => p.isSample);
      expect(sampleProp).toMatchObject({ visitCount: 1, openItemCount: 3 });
      const visits = (await c.get(`/site-visits?property_id=${sampleProp.id}`)).body.data;
      expect(visits).toHaveLength(1);
      const v = visits[0];
      expect(v).toMatchObject({
        status: "READY",
        isSample: true,
        isTest: c === tenant.test,
        actionItemCount: 3,
        openActionItemCount: 3,
      });
      expect(v.summary).toContain("kitchen");
      const items = await c.all(`/action-items?site_visit_id=${v.id}`);
      expect(items).toHaveLength(3);
      for (const item of items) {
        expect(typeof item.timestampSec).toBe("number");
        expect(item.transcriptQuote.length).toBeGreaterThan(10);
        expect(item.category).toBeTruthy();
        expect(item.location).toBeTruthy();
        expect(item).toMatchObject({
          status: "OPEN",
          isTest: c === tenant.test,
          propertyId: sampleProp.id,
        });
      }
      expect(items.map((i: any) => [i.order, i.priority, i.category]).sort()).toEqual([
        [1, "HIGH", "plumbing"],
        [2, "LOW", "decor"],
        [3, "HIGH", "safety"],
      ]);
    }
  });
});
