// The claim/store protocol of src/http/idempotency.ts and runWrite() in-process, on a real SQLite
// file: the states an HTTP test cannot hold open (our handlers finish within one tick).
import { beforeAll, expect, test } from "bun:test";
import { join } from "node:path";
import { tempDir } from "./helpers/server";
import { setConfig, buildConfig } from "../src/core/config";
import { db, openDatabase, rawSqlite } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import {
  claimIdempotencyKey,
  finishIdempotencyKey,
  pruneIdempotencyKeys,
  type IdempotencyClaim,
} from "../src/http/idempotency";
import { runWrite } from "../src/http/write";
import { setServerSecret } from "../src/core/server-secret";
import { createAccount } from "../src/accounts/service";
import { createProperty } from "../src/properties/service";
import { ApiError } from "../src/core/errors";
import type { Scope } from "../src/db/scope";
import type { RequestState } from "../src/http/request-state";
import { RawBody } from "../src/http/raw-body";

let scope: Scope;
const claimIn = (s: Scope, key: string, body: unknown) =>
  claimIdempotencyKey(db(), s, key, "POST", "/api/v1/properties", body);
const claim = (key: string, body: unknown) => claimIn(scope, key, body);
const claimed = (key: string, body: unknown = {}): IdempotencyClaim => {
  const c = claim(key, body);
  if (c.kind !== "claimed") throw new Error(`expected a claim, got ${c.kind}`);
  return c.claim;
};
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return "ok";
  } catch (e) {
    return e instanceof ApiError ? e.code : String(e);
  }
};
const storedBody = (key: string) =>
  (
    rawSqlite().query("SELECT response_body AS b FROM idempotency_keys WHERE key = ?").get(key) as {
      b: string;
    } | null
  )?.b;
const propertiesNamed = (name: string) =>
  (
    rawSqlite().query("SELECT COUNT(*) AS n FROM properties WHERE name = ?").get(name) as {
      n: number;
    }
  ).n;

beforeAll(() => {
  const dir = tempDir();
  setConfig(buildConfig({ dataDir: dir }));
  setServerSecret(new Uint8Array(32).fill(7));
  migrateDatabase(openDatabase(join(dir, "sitevisit.db")));
  scope = {
    accountId: db().transaction((tx) => createAccount(tx, { name: "Claims" })).id,
    isTest: false,
  };
});

test("a key in flight gets 409 whatever the body; once stored it replays", () => {
  const c = claimed("k1", { name: "a" });
  expect(codeOf(() => claim("k1", { name: "a" }))).toBe("idempotency_request_in_progress");
  expect(codeOf(() => claim("k1", { name: "b" }))).toBe("idempotency_request_in_progress");
  finishIdempotencyKey(db(), c, 201, '{"id":"prop_1"}');
  expect(claim("k1", { name: "a" })).toEqual({
    kind: "replay",
    status: 201,
    body: '{"id":"prop_1"}',
  });
  expect(codeOf(() => claim("k1", { name: "b" }))).toBe("idempotency_key_in_use");
});

test("stored responses are sealed at rest: the database never holds the body in clear", () => {
  const c = claimed("sealed");
  finishIdempotencyKey(db(), c, 201, '{"signingSecret":"whsec_c2VjcmV0"}');
  expect(storedBody("sealed")).toStartWith("sb1.");
  expect(storedBody("sealed")).not.toContain("whsec_");
  expect(claim("sealed", {})).toEqual({
    kind: "replay",
    status: 201,
    body: '{"signingSecret":"whsec_c2VjcmV0"}',
  });
});

test("401, 429 and 5xx release the key without storing anything", () => {
  for (const status of [401, 429, 500, 503]) {
    const key = `release-${status}`;
    finishIdempotencyKey(db(), claimed(key), status, "{}");
    expect(storedBody(key)).toBeUndefined();
    finishIdempotencyKey(db(), claimed(key), 200, "{}");
  }
});

test("the same key in the other dataset is independent", () => {
  const live = claimed("shared");
  const testScope = { ...scope, isTest: true };
  const other = claimIn(testScope, "shared", {});
  expect(other.kind).toBe("claimed");
  if (other.kind === "claimed") finishIdempotencyKey(db(), other.claim, 201, "{}");
  finishIdempotencyKey(db(), live, 201, "{}");
});

test("runWrite commits the write's rows and its stored response together", () => {
  const state: RequestState = {
    id: "req_1",
    startedAt: 0,
    idempotency: claimed("together", { name: "Together" }),
  };
  const dto = runWrite(state, 201, (tx) => createProperty(tx, scope, { name: "Together" }));
  expect(propertiesNamed("Together")).toBe(1);
  expect(state.responseBody).toBe(JSON.stringify(dto));
  expect(claim("together", { name: "Together" })).toEqual({
    kind: "replay",
    status: 201,
    body: JSON.stringify(dto),
  });
});

test("runWrite that fails after writing leaves neither the rows nor a stored response, and the key is free again", () => {
  const c = claimed("rolled-back", { name: "Rolled back" });
  const state = { id: "req_2", startedAt: 0, idempotency: c };
  expect(() =>
    runWrite(state, 201, (tx) => {
      createProperty(tx, scope, { name: "Rolled back" });
      throw new Error("crash after the insert");
    }),
  ).toThrow("crash after the insert");
  expect(propertiesNamed("Rolled back")).toBe(0);
  expect(storedBody("rolled-back")).toBeUndefined();
  // The pipeline's error path then releases the key (a 500 is never stored): a retry runs once.
  finishIdempotencyKey(db(), c, 500, "");
  const retry = claimed("rolled-back", { name: "Rolled back" });
  runWrite({ id: "req_3", startedAt: 0, idempotency: retry }, 201, (tx) =>
    createProperty(tx, scope, { name: "Rolled back" }),
  );
  expect(propertiesNamed("Rolled back")).toBe(1);
});

test("a raw (upload) body never read to its end: a 4xx releases the key; a write is stored under a fingerprint nothing matches", () => {
  const upload = () => new RawBody("image/png");
  finishIdempotencyKey(db(), claimed("raw-early", upload()), 415, "{}");
  expect(storedBody("raw-early")).toBeUndefined();
  expect(claim("raw-early", upload()).kind).toBe("claimed");

  const c = claimed("raw-unread", upload());
  runWrite({ id: "req_4", startedAt: 0, idempotency: c }, 201, (tx) =>
    createProperty(tx, scope, { name: "Unread" }),
  );
  expect(codeOf(() => claim("raw-unread", upload()))).toBe("idempotency_key_in_use");
  expect(codeOf(() => claim("raw-unread", {}))).toBe("idempotency_key_in_use");
});

test("pruning removes records older than 24 hours and keeps the rest", async () => {
  for (const key of ["old", "recent"]) finishIdempotencyKey(db(), claimed(key), 201, "{}");
  rawSqlite()
    .query("UPDATE idempotency_keys SET created_at = ? WHERE key = 'old'")
    .run(new Date(Date.now() - 25 * 3600_000).toISOString());
  expect(await pruneIdempotencyKeys()).toBe(1);
  expect(claim("old", {}).kind).toBe("claimed");
  expect(claim("recent", {}).kind).toBe("replay");
});
