// Report links (docs/api.md "Report links"): rotate, expire, the old link dead at once, the expired link a
// readable 410, send renewing an expired link, and the bad inputs of POST /site-visits/{id}/report-link.
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
let propertyId: string;

beforeAll(async () => {
  server = await startServer();
  [tenant, other] = await Promise.all([createTenant(server), createTenant(server, "Other Co")]);
  sqlite = openDb(server.dataDir, false);
  propertyId = (
    await tenant.test.post("/properties", {
      name: "4 Canal Street",
      address: "4 Canal Street, Leeds",
    })
  ).body.id;
});
afterAll(async () => {
  sqlite.close();
  await server.stop();
});

async function newVisit() {
  const r = await tenant.test.post("/site-visits", {
    property_id: propertyId,
    title: "Check-out inspection",
    summary: "Tidy overall.",
  });
  expect(r.status).toBe(201);
  return r.body;
}

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const fetchPage = (url: string) => fetch(url, { redirect: "manual" });
const tokenOf = (url: string) => new URL(url).pathname.split("/")[2]!;

describe("a new visit's link", () => {
  test("has no expiry, opens the report, and the visit says processingStage null", async () => {
    const v = await newVisit();
    expect(v.publicReportExpiresAt).toBeNull();
    expect(v.processingStage).toBeNull();
    expect(new URL(v.publicReportUrl).port).toBe(new URL(server.url).port);
    expect(new URL(v.publicReportUrl).pathname).toMatch(/^\/r\/[0-9a-z]{26}$/);
    const res = await fetchPage(v.publicReportUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(await res.text()).toContain("Check-out inspection");
  });

  test("processingStage shows the pipeline stage only while PROCESSING", async () => {
    const v = await newVisit();
    sqlite
      .query(
        "UPDATE site_visits SET status = 'PROCESSING', processing_stage = 'transcribe' WHERE id = ?",
      )
      .run(v.id);
    expect((await tenant.test.get(`/site-visits/${v.id}`)).body.processingStage).toBe("transcribe");
    sqlite.query("UPDATE site_visits SET status = 'READY' WHERE id = ?").run(v.id);
    expect((await tenant.test.get(`/site-visits/${v.id}`)).body.processingStage).toBeNull();
  });
});

describe("rotate", () => {
  test("a new token replaces the old: the old link is 404 at once, the new one works; no event", async () => {
    const v = await newVisit();
    const { result: r, events } = await withEvents(tenant.test, () =>
      tenant.test.post(`/site-visits/${v.id}/report-link`, {}),
    );
    expect(r.status).toBe(200);
    expect(events).toEqual([]);
    expect(r.body.publicReportUrl).not.toBe(v.publicReportUrl);
    expect(r.body.publicReportExpiresAt).toBeNull();
    expect(r.body).toEqual((await tenant.test.get(`/site-visits/${v.id}`)).body);
    expect({ ...r.body, publicReportUrl: v.publicReportUrl, updatedAt: v.updatedAt }).toEqual(v);
    expect(tokenOf(r.body.publicReportUrl)).toMatch(/^[0-9a-z]{26}$/);

    const old = await fetchPage(v.publicReportUrl);
    expect(old.status).toBe(404);
    expect(old.headers.get("content-type")).toContain("text/html");
    expect(await old.text()).toContain("Report not found");
    expect((await fetchPage(r.body.publicReportUrl)).status).toBe(200);
  });

  test("an empty body and a null expires_at both mean no expiry; rotating again kills the second link too", async () => {
    const v = await newVisit();
    const a = (await tenant.test.request("POST", `/site-visits/${v.id}/report-link`)).body;
    const b = (await tenant.test.post(`/site-visits/${v.id}/report-link`, { expires_at: null }))
      .body;
    expect(a.publicReportExpiresAt).toBeNull();
    expect(b.publicReportExpiresAt).toBeNull();
    expect(new Set([v.publicReportUrl, a.publicReportUrl, b.publicReportUrl]).size).toBe(3);
    expect((await fetchPage(a.publicReportUrl)).status).toBe(404);
    expect((await fetchPage(b.publicReportUrl)).status).toBe(200);
  });

  test("an idempotent replay returns the same link and rotates once", async () => {
    const v = await newVisit();
    const first = await tenant.test.post(
      `/site-visits/${v.id}/report-link`,
      {},
      { idempotencyKey: `rot-${v.id}` },
    );
    const again = await tenant.test.post(
      `/site-visits/${v.id}/report-link`,
      {},
      { idempotencyKey: `rot-${v.id}` },
    );
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.publicReportUrl).toBe(first.body.publicReportUrl);
    expect((await fetchPage(first.body.publicReportUrl)).status).toBe(200);
  });

  test("another account's, the other dataset's and a missing visit are 404", async () => {
    const v = await newVisit();
    for (const c of [other.test, tenant.live])
      expectError(await c.post(`/site-visits/${v.id}/report-link`, {}), 404, "resource_not_found");
    expectError(
      await tenant.test.post(`/site-visits/sv_missing/report-link`, {}),
      404,
      "resource_not_found",
    );
    expect((await fetchPage(v.publicReportUrl)).status).toBe(200);
  });
});

describe("expiry", () => {
  test("with expires_at the link works until then, then answers a readable 410", async () => {
    const v = await newVisit();
    const at = new Date(Date.now() + 1500);
    const r = await tenant.test.post(`/site-visits/${v.id}/report-link`, {
      expires_at: at.toISOString(),
    });
    expect(r.status).toBe(200);
    expect(r.body.publicReportExpiresAt).toBe(at.toISOString());
    expect((await fetchPage(r.body.publicReportUrl)).status).toBe(200);
    await Bun.sleep(at.getTime() - Date.now() + 100);
    const res = await fetchPage(r.body.publicReportUrl);
    expect(res.status).toBe(410);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const text = await res.text();
    expect(text).toContain("expired");
    expect(text).not.toContain("Check-out inspection");
  });

  test("an expires_at with an offset is stored in UTC; rotating without one removes the expiry", async () => {
    const v = await newVisit();
    const local = new Date(Date.now() + 86_400_000);
    local.setUTCMilliseconds(0);
    // The same instant written as +02:00 local time.
    const shifted = new Date(local.getTime() + 2 * 3600_000).toISOString().slice(0, 19) + "+02:00";
    const r = await tenant.test.post(`/site-visits/${v.id}/report-link`, { expires_at: shifted });
    expect(r.status).toBe(200);
    expect(r.body.publicReportExpiresAt).toBe(local.toISOString());
    const cleared = await tenant.test.post(`/site-visits/${v.id}/report-link`, {});
    expect(cleared.body.publicReportExpiresAt).toBeNull();
  });

  test("sending a visit whose link has expired first issues a new link without expiry", async () => {
    const v = await newVisit();
    const r = await tenant.test.post(`/site-visits/${v.id}/report-link`, { expires_at: inDays(1) });
    // Move the expiry into the past, as time would.
    sqlite
      .query("UPDATE site_visits SET report_expires_at = ? WHERE id = ?")
      .run(new Date(Date.now() - 1000).toISOString(), v.id);
    expect((await fetchPage(r.body.publicReportUrl)).status).toBe(410);
    const sent = await tenant.test.post(`/site-visits/${v.id}/send`, {
      recipients: ["owner@example.com"],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.publicReportExpiresAt).toBeNull();
    expect(sent.body.publicReportUrl).not.toBe(r.body.publicReportUrl);
    expect((await fetchPage(sent.body.publicReportUrl)).status).toBe(200);
    // The expired token is gone for good: it is 404 now, not 410.
    expect((await fetchPage(r.body.publicReportUrl)).status).toBe(404);
  });

  test("sending a visit whose link has not expired keeps the link and its expiry", async () => {
    const v = await newVisit();
    const r = await tenant.test.post(`/site-visits/${v.id}/report-link`, {
      expires_at: inDays(30),
    });
    const sent = await tenant.test.post(`/site-visits/${v.id}/send`, {
      recipients: ["owner@example.com"],
    });
    expect(sent.body.publicReportUrl).toBe(r.body.publicReportUrl);
    expect(sent.body.publicReportExpiresAt).toBe(r.body.publicReportExpiresAt);
  });
});

describe("bad input", () => {
  const cases: [string, unknown][] = [
    ["in the past", { expires_at: new Date(Date.now() - 60_000).toISOString() }],
    ["more than 365 days ahead", { expires_at: inDays(366) }],
    ["not a string", { expires_at: 1767225600 }],
    ["not a date-time", { expires_at: "next tuesday" }],
    ["a date without a time", { expires_at: "2031-01-01" }],
    ["no zone", { expires_at: "2031-01-01T10:00:00" }],
    ["not a calendar date", { expires_at: `${new Date().getUTCFullYear() + 1}-02-30T10:00:00Z` }],
    ["a boolean", { expires_at: true }],
  ];
  for (const [name, body] of cases)
    test(`expires_at ${name} → 400 param expires_at, link unchanged`, async () => {
      const v = await newVisit();
      const r = await tenant.test.post(`/site-visits/${v.id}/report-link`, body);
      expect(expectError(r, 400, "validation_error").param).toBe("expires_at");
      expect((await tenant.test.get(`/site-visits/${v.id}`)).body).toEqual(v);
      expect((await fetchPage(v.publicReportUrl)).status).toBe(200);
    });

  test("365 days ahead (just under) is accepted", async () => {
    const v = await newVisit();
    const r = await tenant.test.post(`/site-visits/${v.id}/report-link`, {
      expires_at: inDays(364.99),
    });
    expect(r.status).toBe(200);
  });

  test("an unknown field is a 400 naming it; a non-object body is a 400", async () => {
    const v = await newVisit();
    expect(
      expectError(
        await tenant.test.post(`/site-visits/${v.id}/report-link`, { ttl: 3 }),
        400,
        "validation_error",
      ).param,
    ).toBe("ttl");
    expect((await tenant.test.post(`/site-visits/${v.id}/report-link`, [1])).status).toBe(400);
  });

  test("guessed, truncated, lengthened and odd tokens are all the same 404 page", async () => {
    const v = await newVisit();
    const token = tokenOf(v.publicReportUrl);
    const wrongChar = token.slice(0, -1) + (token.endsWith("a") ? "b" : "a");
    const paths = [
      wrongChar,
      token.slice(0, -1),
      token + "0",
      token.toUpperCase(),
      "..%2fapi%2fv1%2fproperties",
      "%00",
      "x".repeat(5000),
      `${token}%2f..`,
    ];
    for (const p of paths) {
      const res = await fetchPage(`${server.url}/r/${p}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("Report not found");
    }
    expect((await fetchPage(v.publicReportUrl)).status).toBe(200);
  });

  test("tokens never reach the log: report paths are written redacted", async () => {
    const v = await newVisit();
    await fetchPage(v.publicReportUrl);
    await fetchPage(`${server.url}/r/${tokenOf(v.publicReportUrl)}x`);
    await Bun.sleep(100);
    expect(server.logs()).toContain("/r/[redacted]");
    expect(server.logs()).not.toContain(tokenOf(v.publicReportUrl));
  });
});
