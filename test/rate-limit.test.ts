import { expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";

const env = useServerWithTenant({ env: { SITEVISIT_RATE_LIMIT: "2/5" } });

test("a key over its burst gets 429 with Retry-After; other keys are unaffected; 429 does not burn an Idempotency-Key", async () => {
  const results = await Promise.all(Array.from({ length: 8 }, () => env.t.live.get("/properties")));
  const statuses = results.map((r) => r.status);
  // The burst of 5 passes at once (a sixth only if a token refilled meanwhile), then 429.
  expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(5);
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(6);
  const limited = results.find((r) => r.status === 429)!;
  expectError(limited, 429, "rate_limited");
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

  // the test key has its own bucket
  expect((await env.t.test.get("/properties")).status).toBe(200);

  // On a loaded machine a token may refill between two requests: drain the bucket right before the
  // POST, and take a fresh key for each try until the POST itself is the one refused.
  let key = "";
  for (let i = 0; i < 20 && !key; i++) {
    while ((await env.t.live.get("/properties")).status !== 429);
    const post = await env.t.live.post(
      "/properties",
      { name: "After limit" },
      { idempotencyKey: `rl-${i}` },
    );
    if (post.status === 429) key = `rl-${i}`;
  }
  expect(key).not.toBe("");
  await Bun.sleep(1100);
  const retried = await env.t.live.post(
    "/properties",
    { name: "After limit" },
    { idempotencyKey: key },
  );
  expect(retried.status).toBe(201);
  expect(retried.headers.get("idempotent-replayed")).toBeNull();
});
