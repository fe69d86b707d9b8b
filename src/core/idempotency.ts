// Idempotency-Key handling (SPEC 5.3, CONTRACT 3). A key is claimed synchronously (bun:sqlite is
// synchronous, so no other request can interleave between the read and the insert); the response
// the handler produced is stored when it finishes; 401, 429 and 5xx release the key.
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
// A claim older than this with no response belongs to a request that died with its process.
const STALE_CLAIM_MS = 5 * 60 * 1000;
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
  remove: d.delete(idempotencyKeys).where(byKey).prepare(),
  claim: d
    .insert(idempotencyKeys)
    .values({
      accountId: placeholder("accountId"),
      isTest: placeholder("isTest"),
      key: placeholder("key"),
      fingerprint: placeholder("fingerprint"),
      responseStatus: null,
      responseBody: null,
      createdAt: placeholder("createdAt"),
    })
    .prepare(),
  store: d
    .update(idempotencyKeys)
    .set({ responseStatus: param("status"), responseBody: param("body") })
    .where(byKey)
    .prepare(),
}));

export function claimIdempotencyKey(scope: Scope, key: string, method: string, path: string, body: unknown, request: Request): Claim {
  if (!KEY_PATTERN.test(key))
    throw validationError("Idempotency-Key", "Idempotency-Key must be 1 to 255 printable ASCII characters.");
  const fp = fingerprint(method, path, body, request);
  const q = statements();
  const args = { ...scope, key };
  // No transaction needed: bun:sqlite is synchronous and this process is the only writer of this
  // table, so no other request can run between the read and the insert.
  const row = q.find.get(args);
  const now = Date.now();
  const live =
    row &&
    Date.parse(row.createdAt) > now - RETENTION_MS &&
    (row.responseStatus !== null || Date.parse(row.createdAt) > now - STALE_CLAIM_MS);
  if (live) {
    if (row.responseStatus === null)
      throw new ApiError("idempotency_request_in_progress", "A request with this Idempotency-Key is still in progress. Retry when it has finished.");
    if (row.fingerprint !== fp)
      throw new ApiError("idempotency_key_in_use", "This Idempotency-Key was already used with a different request.");
    return { kind: "replay", status: row.responseStatus, body: row.responseBody ?? "" } as const;
  }
  if (row) q.remove.run(args);
  q.claim.run({ ...args, fingerprint: fp, createdAt: nowIso() });
  return { kind: "claimed", key } as const;
}

/** Stores the response for replay, or releases the key for statuses that must not be stored. */
export function finishIdempotencyKey(scope: Scope, key: string, status: number, body: string): void {
  const q = statements();
  if (status === 401 || status === 429 || status >= 500) q.remove.run({ ...scope, key });
  else q.store.run({ ...scope, key, status, body });
}

export function pruneIdempotencyKeys(): number {
  return (db().delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, isoAfter(-RETENTION_MS))).run() as unknown as { changes: number }).changes;
}
