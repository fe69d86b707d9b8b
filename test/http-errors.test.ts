// The shared request pipeline: envelopes, request ids, strict bodies, sizes, routing errors.
import { describe, expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { errorCodes } from "../src/core/error-codes";

const env = useServerWithTenant();

describe("bodies", () => {
  test("a body that is not JSON is 400 invalid_json", async () => {
    const res = await env.t.live.request("POST", "/properties", {
      raw: '{"name": "x"',
      headers: { "content-type": "application/json" },
    });
    expectError(res, 400, "invalid_json");
  });

  test("JSON sent with another Content-Type is 415", async () => {
    const res = await env.t.live.request("POST", "/properties", {
      raw: '{"name":"x"}',
      headers: { "content-type": "text/plain" },
    });
    expectError(res, 415, "unsupported_media_type");
  });

  test("a JSON body over 1 MiB is 413, one just under is accepted for parsing", async () => {
    const big = JSON.stringify({ name: "x", notes: "a".repeat(1024 * 1024) });
    expectError(
      await env.t.live.request("POST", "/properties", {
        raw: big,
        headers: { "content-type": "application/json" },
      }),
      413,
      "payload_too_large",
    );
    // Just under the cap: parsed, then refused by the notes bound (5,000) — a 400, not a 413.
    const under = JSON.stringify({ name: "x", notes: "a".repeat(1024 * 1024 - 40) });
    const e = expectError(
      await env.t.live.request("POST", "/properties", {
        raw: under,
        headers: { "content-type": "application/json" },
      }),
      400,
      "validation_error",
    );
    expect(e.param).toBe("notes");
  });

  test("a chunked body over 1 MiB (no Content-Length) is 413", async () => {
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream({
      pull(c) {
        if (sent === 0) c.enqueue(new TextEncoder().encode('{"name":"x","notes":"'));
        if (sent++ < 20) c.enqueue(chunk);
        else c.close();
      },
    });
    const res = await fetch(`${env.server.api}/properties`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.t.liveKey}`, "content-type": "application/json" },
      body: stream,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("payload_too_large");
  });

  test.each([
    ["an array", [1, 2]],
    ["a string", "name"],
    ["null", null],
  ])("a JSON body that is %s is 400 validation_error", async (_n, body) => {
    expectError(
      await env.t.live.request("POST", "/properties", {
        raw: JSON.stringify(body),
        headers: { "content-type": "application/json" },
      }),
      400,
      "validation_error",
    );
  });

  test("unknown fields are refused and named", async () => {
    const e = expectError(
      await env.t.live.post("/properties", { name: "x", colour: "red" }),
      400,
      "validation_error",
    );
    expect(e.param).toBe("colour");
    expect(e.message).toContain("colour");
  });
});

describe("routing", () => {
  test("unknown path is 404 route_not_found with the envelope", async () => {
    expectError(await env.t.live.get("/nothing-here"), 404, "route_not_found");
    expectError(await env.t.live.get("/../../etc/passwd"), 404, "route_not_found");
  });

  test("known path with another method is 405 with Allow", async () => {
    const res = await env.t.live.request("PUT", "/properties");
    expectError(res, 405, "method_not_allowed");
    expect(res.headers.get("allow")).toContain("GET");
  });

  test("every response carries a Request-Id, unique per request", async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(async () =>
        (await fetch(`${env.server.url}/healthz`)).headers.get("request-id"),
      ),
    );
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-z]+$/);
    expect(new Set(ids).size).toBe(3);
  });
});

describe("operator pages", () => {
  test("/docs/errors documents every code the API can return, by anchor", async () => {
    const res = await fetch(`${env.server.url}/docs/errors`);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    for (const code of Object.keys(errorCodes)) expect(html).toContain(`id="${code}"`);
  });

  test("/healthz and /readyz answer without a key; /metrics is Prometheus text", async () => {
    expect(await (await fetch(`${env.server.url}/healthz`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${env.server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).checks.database).toBe(true);
    const metrics = await (await fetch(`${env.server.url}/metrics`)).text();
    expect(metrics).toContain("sitevisit_http_requests_total");
  });

  test("one JSON log line per request with its id, and no key in any line", async () => {
    const res = await env.t.live.get("/properties", { headers: { "x-trace": "log-check" } });
    const id = res.headers.get("request-id")!;
    await Bun.sleep(50);
    const lines = env.server
      .logs()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const mine = lines.filter((l) => l.request_id === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      method: "GET",
      path: "/api/v1/properties",
      status: 200,
      account_id: env.t.accountId,
      mode: "live",
    });
    expect(env.server.logs()).not.toContain(env.t.liveKey);
    expect(env.server.logs()).not.toContain(env.t.liveKey.slice(9));
  });
});
