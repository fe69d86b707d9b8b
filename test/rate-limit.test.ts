import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";

let server: TestServer;
let t: Tenant;
beforeAll(async () => {
  server = await startServer({ env: { SITEVISIT_RATE_LIMIT: "2/5" } });
  t = await createTenant(server);
});
afterAll(() => server.stop());

test("a key over its burst gets 429 with Retry-After; other keys are unaffected; 429 does not burn an Idempotency-Key", async () => {
  const results = await Promise.all(Array.from({ length: 8 }, () => t.live.get("/properties")));
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200).length).toBe(5);
  const limited = results.find((r) => r.status === 429)!;
  expectError(limited, 429, "rate_limited");
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

  // the test key has its own bucket
  expect((await t.test.get("/properties")).status).toBe(200);

  const limitedPost = await t.live.post("/properties", { name: "After limit" }, { idempotencyKey: "rl" });
  expect(limitedPost.status).toBe(429);
  await Bun.sleep(1100);
  const retried = await t.live.post("/properties", { name: "After limit" }, { idempotencyKey: "rl" });
  expect(retried.status).toBe(201);
  expect(retried.headers.get("idempotent-replayed")).toBeNull();
});
