import { expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";

const env = useServerWithTenant();

test("a new account sees its sample property in both datasets", async () => {
  const live = await env.t.live.get("/properties");
  expect(live.status).toBe(200);
  expect(live.body.data).toHaveLength(1);
  expect(live.body.data[0]).toMatchObject({ isSample: true, isTest: false });
  const test = await env.t.test.get("/properties");
  expect(test.body.data[0]).toMatchObject({ isSample: true, isTest: true });
});
