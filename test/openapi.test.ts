// The OpenAPI document is generated from the route schemas and must cover every API route.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createApp } from "../src/app";

let server: TestServer;
let doc: any;
beforeAll(async () => {
  server = await startServer();
  const res = await fetch(`${server.api}/openapi.json`); // public: no key
  expect(res.status).toBe(200);
  doc = await res.json();
});
afterAll(() => server.stop());

test("OpenAPI 3.1, info.version 1.0.0, bearer security", () => {
  expect(doc.openapi).toStartWith("3.1");
  expect(doc.info.version).toBe("1.0.0");
  expect(doc.servers[0].url).toMatch(/^http:\/\/localhost:\d+\/api\/v1$/);
  expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
});

test("every /api/v1 route is documented with its success and error responses", () => {
  const routes = createApp()
    .routes.filter((r) => r.path.startsWith("/api/v1/") && !["/api/v1/openapi.json", "/api/v1/docs"].includes(r.path))
    .map((r) => ({ method: r.method.toLowerCase(), path: r.path.replace(/^\/api\/v1/, "").replace(/:([a-z_]+)/gi, "{$1}") }));
  expect(routes.length).toBeGreaterThan(4);
  for (const r of routes) {
    const op = doc.paths[r.path]?.[r.method];
    if (!op) throw new Error(`${r.method.toUpperCase()} ${r.path} is missing from the OpenAPI document`);
    const statuses = Object.keys(op.responses);
    expect(statuses.some((s) => s.startsWith("2"))).toBe(true);
    for (const s of ["400", "401", "429", "500"]) expect(statuses).toContain(s);
    expect(op.responses["401"].content["application/json"].schema.properties.error.required).toEqual(
      expect.arrayContaining(["code", "message", "docs_url", "request_id"]),
    );
    expect(op.summary).toBeString();
  }
});

test("request bodies are strict in the document too", () => {
  const body = doc.paths["/properties"].post.requestBody.content["application/json"].schema;
  expect(body.additionalProperties).toBe(false);
  expect(body.required).toEqual(["name"]);
});

test("read operations list only the errors a read can produce; writes take Idempotency-Key", () => {
  const list = doc.paths["/properties"].get;
  expect(Object.keys(list.responses)).not.toContain("422");
  expect(list.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(["limit", "starting_after", "exclude_sample"]));
  const create = doc.paths["/properties"].post;
  expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(["201", "409", "413", "415", "422"]));
  expect(create.parameters.map((p: any) => p.name)).toContain("Idempotency-Key");
});
