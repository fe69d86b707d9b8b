// The request path stays synchronous where it can (docs/architecture.md, Request path): the app
// answers a read with a Response, not a Promise, which Bun serves faster; and a handler that returns
// a Promise without being declared async (Elysia would not await it) is refused loudly.
import { beforeAll, describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { buildConfig, setConfig } from "../src/core/config";
import { dbPath, ensureDataDir, loadServerSecret } from "../src/core/data-dir";
import { setServerSecret } from "../src/core/server-secret";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { wireFeatures } from "../src/wiring";
import { createApp } from "../src/app";
import { createAccount } from "../src/accounts/service";
import { createKey } from "../src/keys/service";
import { httpCore } from "../src/http/pipeline";
import { rawRequestBody } from "../src/http/idempotency";
import { setRequestState } from "../src/http/request-state";
import { pathOf } from "../src/http/url-path";
import { tempDir } from "./helpers/server";

let app: ReturnType<typeof createApp>;
let auth: Record<string, string>;
let propertyId: string;

beforeAll(async () => {
  const dataDir = tempDir("sitevisit-request-path-");
  setConfig(buildConfig({ dataDir, rateLimit: "0" } as never));
  wireFeatures();
  ensureDataDir(dataDir);
  setServerSecret(loadServerSecret(dataDir));
  const db = openDatabase(dbPath(dataDir));
  migrateDatabase(db);
  const account = db.transaction((tx) => createAccount(tx, { name: "Path", plan: "unlimited" }));
  const { key } = db.transaction((tx) =>
    createKey(tx, { accountId: account.id, name: "path", mode: "live" }),
  );
  auth = { authorization: `Bearer ${key}` };
  app = createApp();
  const created = await app.fetch(
    new Request("http://localhost/api/v1/properties", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: "12 Elm Row" }),
    }),
  );
  expect(created.status).toBe(201);
  propertyId = ((await created.json()) as { id: string }).id;
});

describe("reads are answered without a Promise", () => {
  for (const path of [
    "/healthz",
    "/api/v1/properties?limit=25",
    "/api/v1/properties/:property",
    "/api/v1/site-visits",
    "/api/v1/action-items",
    "/api/v1/events",
  ])
    test(`GET ${path}`, async () => {
      const url = `http://localhost${path.replace(":property", propertyId)}`;
      const answer = app.fetch(new Request(url, { headers: auth }));
      expect(answer instanceof Promise).toBe(false);
      expect((await answer).status).toBe(200);
    });

  test("an error still goes through the error hook (Elysia's is async), with its envelope", async () => {
    const res = await app.fetch(
      new Request("http://localhost/api/v1/properties/prop_nosuch", { headers: auth }),
    );
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      "resource_not_found",
    );
  });
});

test("a handler that returns a Promise without `async` is a 500 that names the route, not a silent success", async () => {
  const faulty = new Elysia()
    .use(httpCore)
    .get("/faulty", () => Promise.resolve({ ok: true }))
    .get("/declared", async () => ({ ok: true }));
  const bad = await faulty.fetch(new Request("http://localhost/faulty"));
  expect(bad.status).toBe(500);
  expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("internal_error");
  const good = await faulty.fetch(new Request("http://localhost/declared"));
  expect(good.status).toBe(200);
  expect(await good.json()).toEqual({ ok: true });
});

test("an upload route that reads its body before rawBodyReplay() is refused, so a replay never runs twice", () => {
  const request = new Request("http://localhost/api/v1/uploads", { method: "POST", body: "x" });
  setRequestState(request, {
    id: "req_test",
    startedAt: 0,
    rawReplayCheck: {
      kind: "compare-body",
      raw: { method: "POST", path: "/api/v1/uploads", contentType: "image/jpeg" },
      size: 1,
      fingerprint: "raw:1:0",
      replay: { kind: "replay", status: 201, body: "{}" },
    },
  });
  expect(() => rawRequestBody(request)).toThrow("without rawBodyReplay() first");
});

test("pathOf: the path Elysia routes on, from absolute and origin-form URLs", () => {
  expect(pathOf("http://127.0.0.1:8080/api/v1/properties?limit=25")).toBe("/api/v1/properties");
  expect(pathOf("http://localhost/r/abc#top")).toBe("/r/abc");
  expect(pathOf("/c/token?x=1")).toBe("/c/token");
  expect(pathOf("http://localhost")).toBe("/");
  expect(pathOf("https://example.com/%2e%2e/x")).toBe("/%2e%2e/x");
});
