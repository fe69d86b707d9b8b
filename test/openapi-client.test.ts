// A client generated from the served document drives a full scenario against the real server:
// openapi-typescript writes the types, tsc checks examples/ against them (no casts, no `any`), and
// examples/scenario.ts runs, its webhook receiver (examples/webhook-receiver.ts) included.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";

const EXAMPLES = join(ROOT, "examples");
let server: TestServer;
let tenant: Tenant;
beforeAll(async () => {
  server = await startServer({ args: ["--dev"] }); // --dev: the scenario's receiver is http://127.0.0.1
  tenant = await createTenant(server);
});
afterAll(() => server?.stop());

async function run(cmd: string[], env: Record<string, string> = {}, cwd = ROOT) {
  const p = Bun.spawn(cmd, { cwd, stdout: "pipe", stderr: "pipe", env: { ...process.env, ...env } });
  const [stdout, stderr, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  return { stdout, stderr, code };
}

test("the examples are written without casts or any", () => {
  for (const f of readdirSync(EXAMPLES).filter((f) => f.endsWith(".ts"))) {
    const code = readFileSync(join(EXAMPLES, f), "utf8").replace(/\/\/.*$/gm, "");
    expect({ f, casts: code.match(/\bas (?!const\b)\w+|<\w+>\s*\w+\(|!\./g) ?? [] }).toEqual({ f, casts: [] });
    expect({ f, any: code.match(/\bany\b/g) ?? [] }).toEqual({ f, any: [] });
  }
});

test("types generated from the served document type-check the scenario and the receiver, which then run", async () => {
  // examples/ is an integrator's own project (openapi-typescript needs TypeScript 5's compiler API,
  // the server builds with TypeScript 7): installed from its lockfile on first use.
  if (!existsSync(join(EXAMPLES, "node_modules/.bin/openapi-typescript"))) {
    const install = await run(["bun", "install", "--frozen-lockfile"], {}, EXAMPLES);
    if (install.code !== 0) throw new Error(install.stdout + install.stderr);
  }
  const gen = await run([join(EXAMPLES, "node_modules/.bin/openapi-typescript"), `${server.api}/openapi.json`, "-o", join(EXAMPLES, "generated/api.d.ts")]);
  if (gen.code !== 0) throw new Error(gen.stdout + gen.stderr);
  const types = readFileSync(join(EXAMPLES, "generated/api.d.ts"), "utf8");
  for (const name of ["PropertyList", "SiteVisit", "CreateSiteVisitRequest", "SiteVisitSentEvent", "Error"]) expect(types).toContain(`${name}: {`);
  expect(types).toContain("export interface webhooks");

  const tsc = await run(["bunx", "tsc", "--noEmit", "-p", "examples/tsconfig.json"]);
  if (tsc.code !== 0) throw new Error(tsc.stdout + tsc.stderr);

  const scenario = await run(["bun", join(EXAMPLES, "scenario.ts")], { SITEVISIT_URL: server.url, SITEVISIT_API_KEY: tenant.testKey });
  if (scenario.code !== 0) throw new Error(scenario.stdout + scenario.stderr);
  console.log(scenario.stdout);
  expect(scenario.stdout).toContain("✓ every webhook payload equals its GET /events envelope");
  expect(scenario.stdout).toContain("  webhook: site_visit.sent: \"Quarterly inspection\" to owner@example.com");
  expect(scenario.stdout).toContain("  webhook: action_item.assigned: \"Clear the gutters\" from nobody to Sam");
  expect(scenario.stdout.trim()).toEndWith("scenario complete");
}, 120_000);
