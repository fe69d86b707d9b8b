// The dashboard browser suites' usual setup: the built binary, one tenant (plan unlimited) with one
// property, and Chromium, started before the file's first test and closed after its last. Read
// `env.server`, `env.t`, `env.propertyId` and `env.chromium` inside tests.
import { afterAll, beforeAll } from "bun:test";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { createTenant, type Tenant } from "./fixtures";
import { startServer, type TestServer } from "./server";

export function useBrowserSuite(tenant = "Harbour Lettings", property = "Flat 2, 14 Quay Street") {
  const env = {} as { server: TestServer; t: Tenant; propertyId: string; chromium: Browser };
  beforeAll(async () => {
    env.server = await startServer({ binary: true });
    env.t = await createTenant(env.server, tenant, { plan: "unlimited" });
    env.propertyId = (await env.t.live.post("/properties", { name: property })).body.id;
    env.chromium = await launchBrowser();
  });
  afterAll(async () => {
    await env.chromium?.close();
    await env.server?.stop();
  });
  return env;
}
