// A client generated from the served document drives a full scenario against the real server:
// openapi-typescript writes the types, tsc checks examples/ against them (no casts, no `any`), and
// examples/scenario.ts runs, its webhook receiver (examples/webhook-receiver.ts) included.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { documentValidator } from "./helpers/openapi-validator";
import { startReceiver } from "./helpers/webhook-receiver";

const EXAMPLES = join(ROOT, "examples");
let server: TestServer;
let tenant: Tenant;
beforeAll(async () => {
  server = await startServer({ args: ["--dev"] }); // --dev: the scenario's receiver is http://127.0.0.1
  tenant = await createTenant(server);
});
afterAll(() => server?.stop());

async function run(cmd: string[], env: Record<string, string> = {}, cwd = ROOT) {
  const p = Bun.spawn(cmd, {
    cwd,
    stdout: "pipe",
    stderr: "pipe",
    env: { ...process.env, ...env },
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(p.stdout).text(),
    new Response(p.stderr).text(),
    p.exited,
  ]);
  return { stdout, stderr, code };
}

test("the examples are written without casts or any", () => {
  for (const f of readdirSync(EXAMPLES).filter((f) => f.endsWith(".ts"))) {
    const code = readFileSync(join(EXAMPLES, f), "utf8").replace(/\/\/.*$/gm, "");
    expect({ f, casts: code.match(/\bas (?!const\b)\w+|<\w+>\s*\w+\(|!\./g) ?? [] }).toEqual({
      f,
      casts: [],
    });
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
  const gen = await run([
    join(EXAMPLES, "node_modules/.bin/openapi-typescript"),
    `${server.api}/openapi.json`,
    "-o",
    join(EXAMPLES, "generated/api.d.ts"),
  ]);
  if (gen.code !== 0) throw new Error(gen.stdout + gen.stderr);
  const types = readFileSync(join(EXAMPLES, "generated/api.d.ts"), "utf8");
  for (const name of [
    "PropertyList",
    "SiteVisit",
    "CreateSiteVisitRequest",
    "SiteVisitSentEvent",
    "Error",
  ])
    expect(types).toContain(`${name}: {`);
  expect(types).toContain("export interface webhooks");
  // Raw bodies (photos, videos) are typed so that a Blob goes in without a cast (examples/uploads.ts,
  // type-checked below): no media type of a raw-body route is typed as a string.
  for (const media of ["image/jpeg", "video/mp4", "application/offset+octet-stream"])
    expect(types).toContain(`"${media}": unknown;`);
  expect(types).not.toContain('"image/jpeg": string;');

  const tsc = await run(["bunx", "tsc", "--noEmit", "-p", "examples/tsconfig.json"]);
  if (tsc.code !== 0) throw new Error(tsc.stdout + tsc.stderr);

  const scenario = await run(["bun", join(EXAMPLES, "scenario.ts")], {
    SITEVISIT_URL: server.url,
    SITEVISIT_API_KEY: tenant.testKey,
  });
  if (scenario.code !== 0) throw new Error(scenario.stdout + scenario.stderr);
  console.log(scenario.stdout);
  expect(scenario.stdout).toContain("✓ every webhook payload equals its GET /events envelope");
  expect(scenario.stdout).toContain(
    '  webhook: site_visit.sent: "Quarterly inspection" to owner@example.com',
  );
  expect(scenario.stdout).toContain(
    '  webhook: action_item.assigned: "Clear the gutters" from nobody to Sam',
  );
  expect(scenario.stdout.trim()).toEndWith("scenario complete");
}, 120_000);

test("what the server POSTs to an endpoint is what the document's webhooks section says, type by type", async () => {
  const receiver = startReceiver();
  const api = tenant.live; // every response below is also checked against the document (helpers/api.ts)
  try {
    const endpoint = await api.post("/webhook-endpoints", {
      name: "document check",
      url: receiver.url,
    });
    expect(endpoint.status).toBe(201);
    receiver.secret = endpoint.body.signingSecret;
    const property = (await api.post("/properties", { name: "Webhook shapes" })).body;
    await api.patch(`/properties/${property.id}`, { notes: "changed" });
    const visit = (await api.post("/site-visits", { property_id: property.id, title: "Shapes" }))
      .body;
    await api.patch(`/site-visits/${visit.id}`, { summary: "s" });
    const item = (await api.post("/action-items", { site_visit_id: visit.id, title: "One" })).body;
    await api.patch(`/action-items/${item.id}`, { assignee: "Sam" });
    await api.post(`/action-items/${item.id}/complete`, {});
    await api.patch(`/action-items/${item.id}`, { status: "OPEN" });
    await api.post(`/site-visits/${visit.id}/send`, { recipients: ["a@example.com"] });
    await api.del(`/action-items/${item.id}`);
    await api.del(`/site-visits/${visit.id}`);
    await api.del(`/properties/${property.id}`);
    const expected = [
      ...[
        "property.created",
        "property.updated",
        "property.deleted",
        "site_visit.created",
        "site_visit.updated",
        "site_visit.sent",
      ],
      ...[
        "site_visit.completed",
        "site_visit.deleted",
        "action_item.created",
        "action_item.updated",
        "action_item.assigned",
      ],
      ...["action_item.completed", "action_item.reopened", "action_item.deleted"],
    ];
    const received = await receiver.waitFor(
      (r) => expected.every((t) => r.some((x) => x.body?.event_type === t)),
      15_000,
      "one delivery of each type",
    );
    const doc = await documentValidator(new URL(server.url).origin);
    for (const r of received) {
      expect(r.verifyError).toBeNull();
      expect(r.headers["webhook-id"]).toBe(r.body.id);
      expect(r.headers["webhook-timestamp"]).toMatch(/^\d+$/);
      doc.checkWebhook(r.body);
    }
    expect(() => doc.checkWebhook({ ...received[0]!.body, data: {} })).toThrow(/does not match/);
  } finally {
    receiver.stop();
  }
}, 60_000);
