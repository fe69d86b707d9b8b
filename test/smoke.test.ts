import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";

let server: TestServer;
let tenant: Tenant;
beforeAll(async () => {
  server = await startServer();
  tenant = await createTenant(server);
});
afterAll(async () => {
  await server.stop();
});

test("a new account sees its sample property in both datasets", async () => {
  const live = await tenant.live.get("/properties");
  expect(live.status).toBe(200);
  expect(live.body.data).toHaveLength(1);
  expect(live.body.data[0]).toMatchObject({ isSample: true, isTest: false });
  const test = await tenant.test.get("/properties");
  expect(test.body.data[0]).toMatchObject({ isSample: true, isTest: true });
});
