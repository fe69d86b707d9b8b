// Webhook delivery against real receivers: signatures verified with `standardwebhooks`, matching,
// and every receiver fault of docs/api.md, Webhooks (500, 302, 410, 429 + Retry-After, hang, dropped connection),
// endpoints paused or deleted with deliveries queued, manual retries and the delivery log API.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createServer, type Server as NetServer } from "node:net";
import { createServer as createHttpServer } from "node:http";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { eventually, startReceiver, type Receiver } from "./helpers/webhook-receiver";
import { PER_ENDPOINT_CONCURRENCY } from "../src/webhooks/delivery";

// Schedule 0.2 s, 0.2 s, 2 s: four attempts in all; Retry-After is clamped to [0.2 s, 2 s].
const TIMEOUT_MS = 400;
let server: TestServer;
let tenant: Tenant;
let other: Tenant;
const receivers: Receiver[] = [];

beforeAll(async () => {
  server = await startServer({
    args: ["--dev"],
    env: {
      SITEVISIT_WEBHOOK_RETRY_SCHEDULE: "0.2,0.2,2",
      SITEVISIT_WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
  [tenant, other] = await Promise.all([createTenant(server), createTenant(server, "Other")]);
});
afterAll(async () => {
  for (const r of receivers) r.stop();
  await server.stop();
});

async function endpointFor(
  receiver: Receiver,
  body: Record<string, unknown> = {},
  t = tenant,
  mode: "live" | "test" = "live",
) {
  const res = await t[mode].post("/webhook-endpoints", {
    name: "Test receiver",
    url: receiver.url,
    ...body,
  });
  expect(res.status).toBe(201);
  receiver.secret = res.body.signingSecret;
  return res.body as { id: string };
}

function receiver(reply?: Parameters<typeof startReceiver>[0]) {
  const r = startReceiver(reply);
  receivers.push(r);
  return r;
}

const deliveriesOf = async (endpointId: string, query = "") =>
  (await tenant.live.get(`/webhook-endpoints/${endpointId}/deliveries${query}`)).body.data as any[];
const detail = async (id: string) => (await tenant.live.get(`/webhook-deliveries/${id}`)).body;
/** Waits until the endpoint's only delivery satisfies `pred`, and returns its detail. */
async function settled(endpointId: string, pred: (d: any) => boolean, what: string) {
  return eventually(
    async () => {
      const [d] = await deliveriesOf(endpointId);
      if (!d || !pred(d)) return null;
      return detail(d.id);
    },
    15_000,
    what,
  );
}

describe("delivery", () => {
  test("a change is POSTed, signed (standardwebhooks verifies it) with the envelope of docs/api.md (Webhooks)", async () => {
    const r = receiver();
    const ep = await endpointFor(r);
    const prop = (await tenant.live.post("/properties", { name: "Harbour View" })).body;
    const [got] = await r.waitFor((x) => x.length >= 1, 10_000, "the delivery");
    expect(got!.verifyError).toBeNull();
    expect(got!.headers["content-type"]).toBe("application/json");
    expect(got!.headers["webhook-id"]).toBe(got!.body.id);
    expect(got!.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(Math.abs(Number(got!.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(
      300,
    );
    expect(Object.keys(got!.body).sort()).toEqual([
      "created_at",
      "data",
      "event_type",
      "id",
      "livemode",
    ]);
    expect(got!.body).toMatchObject({
      event_type: "property.created",
      livemode: true,
      data: { property: prop },
    });
    expect(got!.body.id).toMatch(/^evt_/);
    expect(got!.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const d = await settled(ep.id, (x) => x.status === "succeeded", "succeeded");
    expect(d).toMatchObject({
      endpointId: ep.id,
      eventId: got!.body.id,
      eventType: "property.created",
      attemptCount: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(d.id).toMatch(/^del_/);
    expect(d.attempts).toHaveLength(1);
    expect(d.attempts[0]).toMatchObject({ statusCode: 200, error: null, responseBody: "ok" });
    expect(Object.keys(d.attempts[0]).sort()).toEqual([
      "at",
      "durationMs",
      "error",
      "responseBody",
      "statusCode",
    ]);
  });

  test("a tampered body or a wrong secret fails verification (the check can fail)", async () => {
    const r = receiver();
    await endpointFor(r);
    r.secret = "whsec_" + Buffer.alloc(32, 7).toString("base64");
    await tenant.live.post("/properties", { name: "Wrong secret" });
    const [got] = await r.waitFor((x) => x.length >= 1);
    expect(got!.verifyError).not.toBeNull();
  });

  test("matching: event filter, live vs test, paused endpoints, other accounts", async () => {
    const all = receiver();
    const onlyDeleted = receiver();
    const testMode = receiver();
    const paused = receiver();
    const otherAcct = receiver();
    await endpointFor(all);
    await endpointFor(onlyDeleted, { events: ["property.deleted"] });
    await endpointFor(testMode, {}, tenant, "test");
    const p = await endpointFor(paused);
    await tenant.live.patch(`/webhook-endpoints/${p.id}`, { disabled: true });
    await endpointFor(otherAcct, {}, other);

    const live = (await tenant.live.post("/properties", { name: "Live one" })).body;
    await tenant.live.patch(`/properties/${live.id}`, { name: "Live one, renamed" });
    await tenant.live.del(`/properties/${live.id}`);
    const testProp = (await tenant.test.post("/properties", { name: "Test one" })).body;

    await all.waitFor((x) => x.length >= 3);
    await testMode.waitFor((x) => x.length >= 1);
    await onlyDeleted.waitFor((x) => x.length >= 1);
    await Bun.sleep(300); // anything wrongly sent would have arrived by now
    expect(all.received.map((x) => x.body.event_type).sort()).toEqual([
      "property.created",
      "property.deleted",
      "property.updated",
    ]);
    expect(all.received.every((x) => x.body.livemode === true && x.verifyError === null)).toBe(
      true,
    );
    expect(onlyDeleted.received.map((x) => x.body)).toEqual([
      expect.objectContaining({ event_type: "property.deleted", data: { property_id: live.id } }),
    ]);
    expect(
      testMode.received.map((x) => [x.body.event_type, x.body.livemode, x.body.data.property.id]),
    ).toEqual([["property.created", false, testProp.id]]);
    expect(paused.received).toHaveLength(0);
    expect(await deliveriesOf(p.id)).toHaveLength(0); // no delivery is created for a paused endpoint
    expect(otherAcct.received).toHaveLength(0);
  });

  test("connections to a receiver are kept alive and reused (at most the endpoint's concurrency)", async () => {
    let connections = 0;
    const ids = new Set<string>();
    const http = createHttpServer((req, res) => {
      req.resume();
      req.on("end", () => {
        ids.add(String(req.headers["webhook-id"]));
        res.end("ok");
      });
    });
    http.on("connection", () => connections++);
    await new Promise<void>((ok) => http.listen(0, "127.0.0.1", ok));
    try {
      const port = (http.address() as { port: number }).port;
      const ep = (
        await tenant.live.post("/webhook-endpoints", {
          name: "Keep-alive",
          url: `http://127.0.0.1:${port}/hook`,
          events: ["property.created"],
        })
      ).body;
      for (let i = 0; i < 24; i++) await tenant.live.post("/properties", { name: `Reuse ${i}` });
      await eventually(async () => ids.size >= 24, 15_000, "24 deliveries");
      expect(ids.size).toBe(24);
      expect(connections).toBeGreaterThanOrEqual(1);
      expect(connections).toBeLessThanOrEqual(8); // sequential events: one per delivery without reuse
      await tenant.live.del(`/webhook-endpoints/${ep.id}`);
    } finally {
      http.close();
      http.closeAllConnections();
    }
  });
});

describe("receiver faults", () => {
  test("500 is retried on the schedule, then the delivery is failed; every attempt carries the same webhook-id", async () => {
    const r = receiver(() => new Response("boom", { status: 500 }));
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Always failing" });
    const d = await settled(ep.id, (x) => x.status === "failed", "failed");
    expect(d).toMatchObject({
      attemptCount: 4,
      lastStatusCode: 500,
      lastError: "HTTP 500",
      nextAttemptAt: null,
    });
    expect(d.attempts.map((a: any) => [a.statusCode, a.responseBody])).toEqual(
      Array(4).fill([500, "boom"]),
    );
    expect(new Set(r.received.map((x) => x.headers["webhook-id"]))).toEqual(new Set([d.eventId]));
    expect(r.received.every((x) => x.verifyError === null)).toBe(true);
    await Bun.sleep(500);
    expect(r.received).toHaveLength(4);
  });

  test("a redirect is not followed and counts as a failure", async () => {
    const r = receiver((req) =>
      new URL(req.url).pathname === "/hook"
        ? new Response(null, { status: 302, headers: { location: "/elsewhere" } })
        : new Response("ok"),
    );
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Redirected" });
    const d = await settled(ep.id, (x) => x.attemptCount >= 2, "two attempts");
    expect(d.attempts[0]).toMatchObject({ statusCode: 302 });
    expect(d.attempts[0].error).toContain("redirect");
    expect(r.received.some((x) => x.path === "/elsewhere")).toBe(false);
  });

  test("410 Gone disables the endpoint and fails the delivery at once", async () => {
    const r = receiver(() => new Response("gone", { status: 410 }));
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Gone" });
    const d = await settled(ep.id, (x) => x.status === "failed", "failed");
    expect(d).toMatchObject({ attemptCount: 1, lastStatusCode: 410 });
    expect((await tenant.live.get(`/webhook-endpoints/${ep.id}`)).body.disabled).toBe(true);
    // The server disabled it itself: the next event passes it by (the fan-out's cache of endpoints
    // is told, src/webhooks/fanout.ts). Deliveries are made inside the event's own write.
    expect((await tenant.live.post("/properties", { name: "After gone" })).status).toBe(201);
    expect(await deliveriesOf(ep.id)).toHaveLength(1);
  });

  test("429 with Retry-After is honoured, clamped to the schedule's bounds", async () => {
    let n = 0;
    const r = receiver(() =>
      ++n === 1
        ? new Response("slow down", { status: 429, headers: { "retry-after": "1" } })
        : n === 2
          ? new Response("", { status: 503, headers: { "retry-after": "3600" } })
          : new Response("ok"),
    );
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Rate limited" });
    const d = await settled(ep.id, (x) => x.status === "succeeded", "succeeded");
    expect(d.attempts.map((a: any) => a.statusCode)).toEqual([429, 503, 200]);
    const at = d.attempts.map((a: any) => Date.parse(a.at));
    // Without Retry-After the next try would come after 0.2 s ± 20 %.
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(1000);
    // 3600 s is clamped to the schedule's longest step, 2 s.
    expect(at[2] - at[1]).toBeGreaterThanOrEqual(2000);
    expect(at[2] - at[1]).toBeLessThan(60_000);
  });

  test("a receiver that hangs past the timeout is a failed attempt, then retried", async () => {
    let n = 0;
    const r = receiver(async () => {
      if (++n === 1) await Bun.sleep(TIMEOUT_MS * 5);
      return new Response("ok");
    });
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Slow" });
    const d = await settled(ep.id, (x) => x.status === "succeeded", "succeeded");
    expect(d.attempts[0]).toMatchObject({
      statusCode: null,
      error: `timed out after ${TIMEOUT_MS} ms`,
      responseBody: null,
    });
    expect(d.attempts[1]).toMatchObject({ statusCode: 200 });
  });

  test("a receiver that drops the connection is a failed attempt", async () => {
    const sockets = createServer((s) => s.once("data", () => s.destroy()));
    await new Promise<void>((ok) => sockets.listen(0, "127.0.0.1", ok));
    try {
      const port = (sockets.address() as { port: number }).port;
      const ep = (
        await tenant.live.post("/webhook-endpoints", {
          name: "Dropper",
          url: `http://127.0.0.1:${port}/hook`,
        })
      ).body;
      await tenant.live.post("/properties", { name: "Dropped" });
      const d = await settled(ep.id, (x) => x.attemptCount >= 1, "an attempt");
      expect(d.attempts[0].statusCode).toBeNull();
      expect(d.attempts[0].error).toBeTruthy();
      expect(d.status).toBe("pending");
      await tenant.live.del(`/webhook-endpoints/${ep.id}`);
    } finally {
      (sockets as NetServer).close();
    }
  });

  test("the response body is kept up to 2 KiB", async () => {
    const r = receiver(() => new Response("x".repeat(10_000)));
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Chatty" });
    const d = await settled(ep.id, (x) => x.status === "succeeded", "succeeded");
    expect(d.attempts[0].responseBody).toBe("x".repeat(2048));
  });
});

describe("isolation", () => {
  test("an endpoint that hangs holds at most its concurrency in flight, and a healthy one beside it gets every event", async () => {
    // The default 10 s timeout, so the hung requests stay open for the whole test.
    const own = await startServer({ args: ["--dev"] });
    let inFlight = 0;
    let maxInFlight = 0;
    const hung = createHttpServer(() => {
      maxInFlight = Math.max(maxInFlight, ++inFlight); // never answered
    });
    await new Promise<void>((ok) => hung.listen(0, "127.0.0.1", ok));
    const healthy = receiver();
    try {
      const t = await createTenant(own, "Isolation");
      const port = (hung.address() as { port: number }).port;
      await t.live.post("/webhook-endpoints", {
        name: "Hangs",
        url: `http://127.0.0.1:${port}/hook`,
        events: ["property.created"],
      });
      healthy.secret = (
        await t.live.post("/webhook-endpoints", {
          name: "Healthy",
          url: healthy.url,
          events: ["property.created"],
        })
      ).body.signingSecret;
      const events = PER_ENDPOINT_CONCURRENCY + 16;
      for (let i = 0; i < events; i += 8)
        await Promise.all(
          Array.from({ length: Math.min(8, events - i) }, (_, j) =>
            t.live.post("/properties", { name: `Isolated ${i + j}` }),
          ),
        );
      await eventually(
        async () => healthy.received.length >= events,
        8_000,
        `${events} deliveries to the healthy endpoint`,
      );
      await eventually(
        async () => inFlight >= PER_ENDPOINT_CONCURRENCY,
        8_000,
        "the hung endpoint at its cap",
      );
      expect(healthy.received).toHaveLength(events);
      expect(healthy.received.map((r) => r.verifyError).filter(Boolean)).toEqual([]);
      expect(maxInFlight).toBe(PER_ENDPOINT_CONCURRENCY);
    } finally {
      hung.closeAllConnections();
      hung.close();
      await own.stop();
    }
  });
});

describe("endpoints changing under queued deliveries", () => {
  test("pausing parks pending deliveries (no attempts); enabling sends them", async () => {
    let ok = false;
    const r = receiver(() => new Response(ok ? "ok" : "no", { status: ok ? 200 : 500 }));
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Paused" });
    await settled(ep.id, (x) => x.attemptCount >= 1, "first attempt");
    await tenant.live.patch(`/webhook-endpoints/${ep.id}`, { disabled: true });
    const parked = await settled(
      ep.id,
      (x) => x.status === "pending" && x.nextAttemptAt === null,
      "parked",
    );
    const count = r.received.length;
    await Bun.sleep(600);
    expect(r.received).toHaveLength(count);
    expect((await detail(parked.id)).attempts).toHaveLength(parked.attemptCount);
    expectError(
      await tenant.live.post(`/webhook-deliveries/${parked.id}/retry`),
      409,
      "invalid_state",
    );
    ok = true;
    await tenant.live.patch(`/webhook-endpoints/${ep.id}`, { disabled: false });
    const d = await settled(ep.id, (x) => x.status === "succeeded", "succeeded after enable");
    expect(d.attempts.at(-1).statusCode).toBe(200);
  });

  test("a pause shows at once: a pending delivery's nextAttemptAt is null right after the PATCH", async () => {
    const r = receiver(() => new Response("no", { status: 500 }));
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Paused at once" });
    // After two attempts the third is due 2 s later (SITEVISIT_WEBHOOK_RETRY_SCHEDULE above).
    const due = await settled(
      ep.id,
      (x) => x.attemptCount >= 2 && x.status === "pending" && x.nextAttemptAt !== null,
      "a later attempt due",
    );
    // Scheduled, not yet null; whether its 2 s have already passed on a loaded machine does not matter:
    // a pending delivery's next attempt is cleared by the pause either way.
    expect(Number.isNaN(Date.parse(due.nextAttemptAt))).toBe(false);
    await tenant.live.patch(`/webhook-endpoints/${ep.id}`, { disabled: true });
    const [now] = await deliveriesOf(ep.id);
    expect(now.status).toBe("pending");
    expect(now.nextAttemptAt).toBeNull();
  });

  test("deleting the endpoint removes its deliveries and stops the retries", async () => {
    const r = receiver(() => new Response("no", { status: 500 }));
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Deleted" });
    const d = await settled(ep.id, (x) => x.attemptCount >= 1, "first attempt");
    expect((await tenant.live.del(`/webhook-endpoints/${ep.id}`)).status).toBe(204);
    expectError(await tenant.live.get(`/webhook-deliveries/${d.id}`), 404, "resource_not_found");
    const count = r.received.length;
    await Bun.sleep(700);
    expect(r.received).toHaveLength(count);
  });
});

describe("delivery log API", () => {
  test("retry re-sends a failed delivery now (202) and records the new attempt", async () => {
    let ok = false;
    const r = receiver(() => new Response("", { status: ok ? 204 : 500 }));
    const ep = await endpointFor(r);
    await tenant.live.post("/properties", { name: "Retry me" });
    const failed = await settled(ep.id, (x) => x.status === "failed", "failed");
    ok = true;
    const res = await tenant.live.post(`/webhook-deliveries/${failed.id}/retry`);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: failed.id, status: "pending", attemptCount: 4 });
    expect(res.body.nextAttemptAt).not.toBeNull();
    const d = await settled(ep.id, (x) => x.status === "succeeded", "succeeded after retry");
    expect(d).toMatchObject({ attemptCount: 5, lastStatusCode: 204, lastError: null });
    expect(r.received.map((x) => x.headers["webhook-id"])).toEqual(Array(5).fill(d.eventId));
    // Retrying a delivered event sends it once more (receivers dedupe on the id).
    expect((await tenant.live.post(`/webhook-deliveries/${d.id}/retry`)).status).toBe(202);
    await r.waitFor((x) => x.length === 6);
    expectError(
      await other.live.post(`/webhook-deliveries/${d.id}/retry`),
      404,
      "resource_not_found",
    );
    expectError(await tenant.test.get(`/webhook-deliveries/${d.id}`), 404, "resource_not_found");
    expectError(
      await tenant.live.post(`/webhook-deliveries/del_missing/retry`),
      404,
      "resource_not_found",
    );
    // The body is optional; if sent it must be an empty object.
    expect((await tenant.live.post(`/webhook-deliveries/${d.id}/retry`, {})).status).toBe(202);
    expect(
      expectError(
        await tenant.live.post(`/webhook-deliveries/${d.id}/retry`, { now: true }),
        400,
        "validation_error",
      ).param,
    ).toBe("now");
  });

  test("deliveries are paginated most-recent-first and filter by status", async () => {
    const r = receiver();
    const ep = await endpointFor(r, { events: ["property.created"] });
    for (const name of ["a", "b", "c"]) await tenant.live.post("/properties", { name });
    await r.waitFor((x) => x.length >= 3);
    await eventually(
      async () => (await deliveriesOf(ep.id, "?status=succeeded")).length === 3,
      10_000,
      "3 succeeded",
    );
    const page1 = (await tenant.live.get(`/webhook-endpoints/${ep.id}/deliveries?limit=2`)).body;
    expect(page1.data).toHaveLength(2);
    expect(page1.has_more).toBe(true);
    const page2 = (
      await tenant.live.get(
        `/webhook-endpoints/${ep.id}/deliveries?limit=2&starting_after=${page1.next_cursor}`,
      )
    ).body;
    expect(page2).toMatchObject({ has_more: false, next_cursor: null });
    const all = [...page1.data, ...page2.data];
    expect(new Set(all.map((d: any) => d.id)).size).toBe(3);
    const created = all.map((d: any) => d.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(await deliveriesOf(ep.id, "?status=failed")).toHaveLength(0);
    expect(await deliveriesOf(ep.id, "?status=pending")).toHaveLength(0);
    expect(
      expectError(
        await tenant.live.get(`/webhook-endpoints/${ep.id}/deliveries?status=lost`),
        400,
        "validation_error",
      ).param,
    ).toBe("status");
    expectError(
      await tenant.live.get(`/webhook-endpoints/${ep.id}/deliveries?limit=101`),
      400,
      "validation_error",
    );
    expectError(
      await tenant.live.get(`/webhook-endpoints/${ep.id}/deliveries?starting_after=del_nope`),
      400,
      "invalid_cursor",
    );
    expectError(
      await tenant.live.get(`/webhook-endpoints/we_nope/deliveries`),
      404,
      "resource_not_found",
    );
  });

  test("no secret or signature appears in the server's log", async () => {
    const r = receiver(() => new Response("no", { status: 500 }));
    const ep = (await tenant.live.post("/webhook-endpoints", { name: "Log check", url: r.url }))
      .body;
    r.secret = ep.signingSecret;
    await tenant.live.post("/properties", { name: "Logged" });
    const [got] = await r.waitFor((x) => x.length >= 2);
    await Bun.sleep(100);
    const logs = server.logs();
    expect(logs).toContain("webhook attempt failed");
    expect(logs).not.toContain(ep.signingSecret.slice(6, 30));
    expect(logs).not.toContain(got!.headers["webhook-signature"]!.slice(3));
  });
});
