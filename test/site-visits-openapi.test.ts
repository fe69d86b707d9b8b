import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let doc: any;

beforeAll(async () => {
  server = await startServer();
  doc = await fetch(`${server.api}/openapi.json`).then((r) => r.json());
});
afterAll(async () => {
  await server.stop();
});

// [path, method, success status, error statuses that must be documented]
const routes: [string, string, string, string[]][] = [
  ["/site-visits", "get", "200", ["400", "401"]],
  ["/site-visits", "post", "201", ["400", "401", "402", "404", "409", "422"]],
  ["/site-visits/{id}", "get", "200", ["401", "404"]],
  ["/site-visits/{id}", "patch", "200", ["400", "401", "404"]],
  ["/site-visits/{id}", "delete", "204", ["401", "404"]],
  ["/site-visits/{id}/complete", "post", "200", ["401", "404", "409"]],
  ["/site-visits/{id}/send", "post", "200", ["400", "401", "404", "409"]],
  ["/action-items", "get", "200", ["400", "401"]],
  ["/action-items", "post", "201", ["400", "401", "404", "409", "422"]],
  ["/action-items/{id}", "get", "200", ["401", "404"]],
  ["/action-items/{id}", "patch", "200", ["400", "401", "404"]],
  ["/action-items/{id}", "delete", "204", ["401", "404"]],
  ["/action-items/{id}/complete", "post", "200", ["400", "401", "404"]],
  ["/events", "get", "200", ["400", "401"]],
  ["/events/{id}", "get", "200", ["401", "404"]],
];

for (const [path, method, ok, errors] of routes)
  test(`OpenAPI documents ${method.toUpperCase()} ${path}`, () => {
    const op = doc.paths?.[path]?.[method];
    expect(op).toBeDefined();
    expect(op.summary).toBeTruthy();
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining([ok, ...errors]));
  });

test("request schemas carry the bounds in docs/api-objects.md (Limits of the API) and enums", () => {
  const body = (path: string, method: string) => {
    const schema = doc.paths[path][method].requestBody.content["application/json"].schema;
    return schema.$ref ? doc.components.schemas[schema.$ref.split("/").pop()] : schema;
  };
  const item = body("/action-items", "post");
  expect(item.additionalProperties).toBe(false);
  expect(item.required).toEqual(expect.arrayContaining(["site_visit_id", "title"]));
  expect(item.properties.title).toMatchObject({ minLength: 1, maxLength: 200 });
  expect(item.properties.description.maxLength).toBe(5000);
  expect(item.properties.priority.enum).toEqual(["LOW", "MEDIUM", "HIGH"]);
  const send = body("/site-visits/{id}/send", "post");
  expect(send.properties.recipients).toMatchObject({ minItems: 1, maxItems: 50 });
});

test("the error reference explains the codes these routes return", async () => {
  const html = await fetch(`${server.url}/docs/errors`).then((r) => r.text());
  for (const code of [
    "plan_limit_exceeded",
    "invalid_state",
    "resource_not_found",
    "validation_error",
    "invalid_cursor",
  ])
    expect(html).toContain(`id="${code}"`);
  expect(html).toContain("accounts set-plan");
});
