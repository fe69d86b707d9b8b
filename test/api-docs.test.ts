// docs/api.md against the server itself, so the reference cannot drift from the code: its endpoint
// table is exactly the OpenAPI document's operations (summaries included), every `METHOD /path` it
// names is a route the server answers, and every error code it names with a status is one the API
// has, with that status.
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./helpers/server";
import { createApp } from "../src/app";
import { buildDocument } from "../src/docs/openapi";
import { errorCodes } from "../src/core/error-codes";

const md = readFileSync(join(ROOT, "docs/api.md"), "utf8");
const app = createApp();
const doc = buildDocument(app as any) as any;

test("the Endpoints table lists exactly the OpenAPI document's operations, with their summaries", () => {
  const start = md.indexOf("\n## Endpoints");
  expect(start).toBeGreaterThan(0);
  const section = md.slice(start, md.indexOf("\n## ", start + 1));
  const rows = [...section.matchAll(/^\| `([A-Z]+) (\/[^`]*)` \| (.+?) \|$/gm)].map(
    (m) => `${m[1]} ${m[2]}: ${m[3]}`,
  );
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops as Record<string, { summary: string }>).map(
      ([method, op]) => `${method.toUpperCase()} ${path}: ${op.summary}`,
    ),
  );
  expect(operations.length).toBeGreaterThan(30);
  expect(rows.sort()).toEqual(operations.sort());
});

test("every METHOD /path docs/api.md names is a route of the server", () => {
  // A route's path as a pattern: `:id` any one segment, `*` the rest.
  const routes = app.routes.map((r) => ({
    method: r.method,
    pattern: new RegExp(
      `^${r.path
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/:[^/]+/g, "[^/]+")
        .replace(/\*/g, ".*")}$`,
    ),
  }));
  const answers = (method: string, path: string) =>
    routes.some((r) => (r.method === method || r.method === "ALL") && r.pattern.test(path));
  const named = [...md.matchAll(/`(GET|POST|PUT|PATCH|DELETE|HEAD) (\/[^`\s?]*)/g)];
  expect(named.length).toBeGreaterThan(40);
  const unknown = named
    .map((m) => ({ method: m[1]!, path: m[2]!.replace(/\{[^}]+\}|<[^>]+>/g, "x1") }))
    // A path of the API is relative to {base_url}; the public pages (/r/, /c/, /media/) are not.
    .filter(({ method, path }) => !answers(method, path) && !answers(method, `/api/v1${path}`))
    .map(({ method, path }) => `${method} ${path}`);
  expect(unknown).toEqual([]);
});

test("every error code docs/api.md names with a status exists, with that status", () => {
  const named = [...md.matchAll(/\b([1-5]\d\d) `([a-z_]+)`/g)];
  expect(named.length).toBeGreaterThan(20);
  const codes: Record<string, { status: number }> = errorCodes;
  const wrong = named
    .filter(([, status, code]) => codes[code!]?.status !== Number(status))
    .map(
      ([, status, code]) =>
        `${status} ${code} (the API: ${codes[code!]?.status ?? "no such code"})`,
    );
  expect(wrong).toEqual([]);
});
