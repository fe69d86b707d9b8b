import { expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";

const env = useServerWithTenant({ env: { SITEVISIT_RATE_LIMIT: "2/5" } });

test("a key over its burst gets 429 with Retry-After; other keys are unaffected; 429 does not burn an Idempotency-Key", async () => {
  const results = await Promise.all(Array.from({ length: 8 }, () => env.t.live.get("/properties")));
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200).length).toBe(5);
  const limited = results.find((r) => r.status === 429)!;
  expectError(limited, 429, "rate_limited");
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

  // the test key has its own bucket
  expect((await env.t.test.get("/properties")).status).toBe(200);

  const limitedPost = await env.t.live.post("/properties", { name: "After limit" }, { idempotencyKey: "rl" });
  expect(limitedPost.status).toBe(429);
  await Bun.sleep(1100);
  const retried = await env.t.live.post("/properties", { name: "After limit" }, { idempotencyKey: "rl" });
  expect(retried.status).toBe(201);
  expect(retried.headers.get("idempotent-replayed")).toBeNull();
});
