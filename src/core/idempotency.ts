// Idempotency-Key handling (SPEC 5.3, CONTRACT 3). While a request runs, its key is held in memory
// (one server process owns the data directory, so memory is the whole truth about what is in
// flight); when it finishes, its response is written once, for replays. 401, 429 and 5xx are not
// stored, which releases the key. A crash mid-request leaves nothing behind, so a retry runs again,
// as it would have after any persisted claim timed out; the handler's own transaction either
// committed or left no trace.
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { db } from "../db/client";
import { prepared, placeholder, param } from "../db/prepared";
import { idempotencyKeys } from "../db/schema";
import { ApiError, validationError } from "./errors";
import { isoAfter, nowIso } from "./time";
import { RawBody } from "./body";
import type { Scope } from "./scope";

export const IDEMPOTENT_METHODS = new Set(["POST", "PATCH", "DELETE", "PUT"]);
const RETENTION_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

function fingerprint(method: string, path: string, body: unknown, request: Request): string {
  // Upload bodies are streamed, not read here: their type and length stand in for the content.
  const content =
    body instanceof RawBody ? `raw:${body.contentType}:${request.headers.get("content-length") ?? "?"}` : canonicalJson(body ?? {});
  return createHash("sha256").update(`${method} ${path}\n${content}`).digest("hex");
}

export type Claim = { kind: "claimed"; key: string } | { kind: "replay"; status: number; body: string };

// Every write request with a key runs these, so they are prepared once (src/db/prepared.ts).
const byKey = and(
  eq(idempotencyKeys.accountId, placeholder("accountId")),
  eq(idempotencyKeys.isTest, placeholder("isTest")),
  eq(idempotencyKeys.key, placeholder("key")),
);
const statements = prepared((d) => ({
  find: d.select().from(idempotencyKeys).where(byKey).prepare(),
  store: d
    .insert(idempotencyKeys)
    .values({
      accountId: placeholder("accountId"),
      isTest: placeholder("isTest"),
      key: placeholder("key"),
      fingerprint: placeholder("fingerprint"),
      responseStatus: placeholder("status"),
      responseBody: placeholder("body"),
      createdAt: placeholder("createdAt"),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.isTest, idempotencyKeys.key],
      set: { fingerprint: param("fingerprint"), responseStatus: param("status"), responseBody: param("body"), createdAt: param("createdAt") },
    })
    .prepare(),
}));

const inFlight = new Map<string, string>(); // scope + key → fingerprint
const flightKey = (scope: Scope, key: string) => `${scope.accountId}:${scope.isTest ? "test" : "live"}:${key}`;

export function claimIdempotencyKey(scope: Scope, key: string, method: string, path: string, body: unknown, request: Request): Claim {
  if (!KEY_PATTERN.test(key))
    throw validationError("Idempotency-Key", "Idempotency-Key must be 1 to 255 printable ASCII characters.");
  const fp = fingerprint(method, path, body, request);
  const id = flightKey(scope, key);
  if (inFlight.has(id))
    throw new ApiError("idempotency_request_in_progress", "A request with this Idempotency-Key is still in progress. Retry when it has finished.");
  const row = statements().find.get({ ...scope, key });
  if (row && row.responseStatus !== null && Date.parse(row.createdAt) > Date.now() - RETENTION_MS) {
    if (row.fingerprint !== fp)
      throw new ApiError("idempotency_key_in_use", "This Idempotency-Key was already used with a different request.");
    return { kind: "replay", status: row.responseStatus, body: row.responseBody ?? "" };
  }
  inFlight.set(id, fp);
  return { kind: "claimed", key };
}

/** Stores the response for replay, or just releases the key for statuses that must not be stored. */
export function finishIdempotencyKey(scope: Scope, key: string, status: number, body: string): void {
  const id = flightKey(scope, key);
  const fp = inFlight.get(id);
  inFlight.delete(id);
  if (fp === undefined || status === 401 || status === 429 || status >= 500) return;
  statements().store.run({ ...scope, key, fingerprint: fp, status, body, createdAt: nowIso() });
}

export function pruneIdempotencyKeys(): number {
  return (db().delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, isoAfter(-RETENTION_MS))).run() as unknown as { changes: number }).changes;
}
