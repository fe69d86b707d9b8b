// What an integrator reads, checked against the served OpenAPI document and the server itself
// (issue 51): docs/api-objects.md names every field of each object; the document describes every
// parameter, says who to contact and under what terms, gives Error's `limit` for every code that
// carries it, and its Error example is a message in our own words; deletes cascade silently, as the
// docs say; and the document lints clean in Redocly and Spectral (spectral:oas), warnings included.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { ROOT, startServer, tempDir, type TestServer } from "./helpers/server";
import { withEvents } from "./helpers/events";

let server: TestServer;
let t: Tenant;
let doc: any;
let file: string;

beforeAll(async () => {
  // A public URL as a deployment has one (a dev server's localhost is what no-server-example.com flags).
  server = await startServer({
    binary: true,
    args: ["--public-url", "https://visits.sitevisit.test"],
  });
  t = await createTenant(server, "Integrator", { plan: "unlimited" });
  doc = await (await fetch(`${server.api}/openapi.json`)).json();
  file = join(tempDir("sitevisit-integrator-"), "openapi.json");
  writeFileSync(file, JSON.stringify(doc, null, 2));
});
afterAll(() => server?.stop());

const objects = readFileSync(join(ROOT, "docs/api-objects.md"), "utf8");
const api = readFileSync(join(ROOT, "docs/api.md"), "utf8");

/** The text of docs/api-objects.md's bullet for `name` (with its sub-bullets), under Objects. */
function bullet(name: string): string {
  const start = objects.indexOf(`\n- **${name}**`);
  expect(start).toBeGreaterThan(0);
  const end = objects.slice(start + 1).search(/\n- \*\*|\n## /);
  return objects.slice(start, start + 1 + end);
}

test("docs/api-objects.md names every field of each object the document defines", () => {
  const missing: string[] = [];
  for (const [heading, component] of [
    ["Property", "Property"],
    ["Site visit", "SiteVisit"],
    ["Action item", "ActionItem"],
    ["Webhook endpoint", "WebhookEndpoint"],
  ] as const) {
    const text = bullet(heading);
    for (const field of Object.keys(doc.components.schemas[component].properties))
      if (!text.includes(`\`${field}\``)) missing.push(`${heading}: ${field}`);
  }
  expect(missing).toEqual([]);
});

test("every parameter is described; the document has a contact and a licence", () => {
  const bare = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(
    ([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        (op.parameters ?? [])
          .filter((p: any) => !p.description && !p.schema?.description)
          .map((p: any) => `${method.toUpperCase()} ${path} ${p.in} ${p.name}`),
      ),
  );
  expect(bare).toEqual([]);
  expect(doc.info.contact.url).toBe("https://visits.sitevisit.test/docs");
  expect(doc.info.license.name).toBeTruthy();
});

test("Error: `limit` is documented for each code that carries it, and the example is our message", async () => {
  const error = doc.components.schemas.Error;
  const limit = error.properties.error.properties.limit.description;
  for (const code of [
    "plan_limit_exceeded",
    "visit_item_limit_reached",
    "item_photo_limit_reached",
  ])
    expect(limit).toContain(code);
  const example = error.examples[0].error;
  const real = await t.live.post("/properties", { name: "" });
  expect(real.body.error.code).toBe(example.code);
  expect(real.body.error.param).toBe(example.param);
  expect(real.body.error.message).toBe(example.message);
});

test("deletes cascade silently: one event for the deleted record, as the docs say", async () => {
  expect(objects).toContain("**Cascades are silent.**");
  expect(api).toContain("Cascades are silent");
  const p = (await t.live.post("/properties", { name: "To go" })).body;
  const v = (await t.live.post("/site-visits", { property_id: p.id, title: "Visit" })).body;
  await t.live.post("/action-items", { site_visit_id: v.id, title: "Item" });
  const v2 = (await t.live.post("/site-visits", { property_id: p.id, title: "Visit 2" })).body;
  await t.live.post("/action-items", { site_visit_id: v2.id, title: "Item 2" });

  const visit = await withEvents(t.live, () => t.live.del(`/site-visits/${v2.id}`));
  expect(visit.result.status).toBe(204);
  expect(visit.events.map((e) => e.event_type)).toEqual(["site_visit.deleted"]);
  const property = await withEvents(t.live, () => t.live.del(`/properties/${p.id}`));
  expect(property.result.status).toBe(204);
  expect(property.events.map((e) => e.event_type)).toEqual(["property.deleted"]);
}, 60_000);

async function run(cmd: string[]) {
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe", cwd: ROOT });
  const [out, err, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { out, err, code };
}

test("redocly lint: no error and no warning on the served document", async () => {
  const r = await run([join(ROOT, "node_modules/.bin/redocly"), "lint", file, "--format=json"]);
  const report = JSON.parse(r.out.slice(r.out.indexOf("{")));
  expect(report.problems.map((p: any) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  expect(r.code).toBe(0);
}, 120_000);

test("spectral lint (spectral:oas): no problem of any severity on the served document", async () => {
  const ruleset = join(tempDir("sitevisit-spectral-"), ".spectral.yaml");
  writeFileSync(ruleset, 'extends: ["spectral:oas"]\n');
  const r = await run([
    join(ROOT, "node_modules/.bin/spectral"),
    "lint",
    "--ruleset",
    ruleset,
    "--format",
    "json",
    "--quiet",
    file,
  ]);
  const results = JSON.parse(r.out.slice(r.out.indexOf("[")) || "[]");
  expect(results.map((p: any) => `${p.code}: ${p.message} at ${p.path?.join(".")}`)).toEqual([]);
  expect(r.code).toBe(0);
}, 120_000);
