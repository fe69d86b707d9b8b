// The claim/finish protocol of src/core/idempotency.ts in-process, on a real SQLite file: the states
// an HTTP test cannot hold open (our handlers finish within one tick).
import { beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { tempDir } from "./helpers/server";
import { setConfig, buildConfig } from "../src/core/config";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { claimIdempotencyKey, finishIdempotencyKey, pruneIdempotencyKeys } from "../src/core/idempotency";
import { rawSqlite } from "../src/db/client";
import { createAccount } from "../src/accounts/service";
import { ApiError } from "../src/core/errors";

let scope: { accountId: string; isTest: boolean };
const req = () => new Request("http://x/api/v1/properties", { method: "POST" });
const claim = (key: string, body: unknown) => claimIdempotencyKey(scope, key, "POST", "/api/v1/properties", body, req());
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return "ok";
  } catch (e) {
    return e instanceof ApiError ? e.code : String(e);
  }
};

beforeAll(() => {
  const dir = tempDir();
  setConfig(buildConfig({ dataDir: dir }));
  migrateDatabase(openDatabase(join(dir, "sitevisit.db")));
  scope = { accountId: createAccount({ name: "Claims" }).id, isTest: false };
});

test("a key in flight gets 409 whatever the body; once finished it replays", () => {
  expect(claim("k1", { name: "a" })).toEqual({ kind: "claimed", key: "k1" });
  expect(codeOf(() => claim("k1", { name: "a" }))).toBe("idempotency_request_in_progress");
  expect(codeOf(() => claim("k1", { name: "b" }))).toBe("idempotency_request_in_progress");
  finishIdempotencyKey(scope, "k1", 201, '{"id":"prop_1"}');
  expect(claim("k1", { name: "a" })).toEqual({ kind: "replay", status: 201, body: '{"id":"prop_1"}' });
  expect(codeOf(() => claim("k1", { name: "b" }))).toBe("idempotency_key_in_use");
});

test("401, 429 and 5xx release the key without storing anything", () => {
  for (const status of [401, 429, 500, 503]) {
    const key = `release-${status}`;
    claim(key, {});
    finishIdempotencyKey(scope, key, status, "{}");
    expect(claim(key, {})).toEqual({ kind: "claimed", key });
    finishIdempotencyKey(scope, key, 200, "{}");
  }
});

test("the same key in the other dataset is independent", () => {
  claim("shared", {});
  const testScope = { ...scope, isTest: true };
  expect(claimIdempotencyKey(testScope, "shared", "POST", "/api/v1/properties", {}, req()).kind).toBe("claimed");
  finishIdempotencyKey(testScope, "shared", 201, "{}");
  finishIdempotencyKey(scope, "shared", 201, "{}");
});

test("pruning removes records older than 24 hours and keeps the rest", () => {
  for (const key of ["old", "recent"]) {
    claim(key, {});
    finishIdempotencyKey(scope, key, 201, "{}");
  }
  rawSqlite().query("UPDATE idempotency_keys SET created_at = ? WHERE key = 'old'").run(new Date(Date.now() - 25 * 3600_000).toISOString());
  expect(pruneIdempotencyKeys()).toBe(1);
  expect(claim("old", {}).kind).toBe("claimed");
  expect(claim("recent", {}).kind).toBe("replay");
});
