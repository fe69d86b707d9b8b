// The response path as shipped: the suite normally turns Elysia's response-schema check on
// (SITEVISIT_VALIDATE_RESPONSES=1), which takes another path through httpCore's onAfterHandle. Here it
// is off, as in production, and the finished Response must still carry status, Request-Id, content
// type and body, replay the same for an Idempotency-Key, and leave error responses as they were.
import { expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";

const env = useServerWithTenant({ env: { SITEVISIT_VALIDATE_RESPONSES: "0" } });

test("a list, a create, its replay and a delete answer with their status, Request-Id and JSON", async () => {
  const list = await env.t.live.get("/properties?limit=1");
  expect(list.status).toBe(200);
  expect(list.headers.get("request-id")).toMatch(/^req_/);
  expect(list.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(list.body.data).toHaveLength(1);

  const created = await env.t.live.post(
    "/properties",
    { name: "Shipped path" },
    { idempotencyKey: "shipped-1" },
  );
  expect(created.status).toBe(201);
  expect(created.headers.get("request-id")).toMatch(/^req_/);
  expect(created.body.name).toBe("Shipped path");
  const replay = await env.t.live.post(
    "/properties",
    { name: "Shipped path" },
    { idempotencyKey: "shipped-1" },
  );
  expect(replay.status).toBe(201);
  expect(replay.headers.get("idempotent-replayed")).toBe("true");
  expect(replay.body).toEqual(created.body);

  const deleted = await env.t.live.request("DELETE", `/properties/${created.body.id}`);
  expect(deleted.status).toBe(204);
  expect(deleted.headers.get("request-id")).toMatch(/^req_/);
});

test("the request after an error is not affected by the error's status or headers", async () => {
  const missing = await env.t.live.get("/properties/prop_doesnotexist");
  expect(missing.status).toBe(404);
  expect(missing.body.error.code).toBe("resource_not_found");
  expect(missing.body.error.request_id).toBe(missing.headers.get("request-id"));
  const bad = await env.t.live.get("/properties?limit=0");
  expect(bad.status).toBe(400);
  expect(bad.body.error.param).toBe("limit");
  const ok = await env.t.live.get("/properties?limit=2");
  expect(ok.status).toBe(200);
  expect(ok.headers.get("allow")).toBeNull();
});
