// Idempotency-Key handling (SPEC 5.3, CONTRACT 3).
//  - The response of a write is stored in the SAME transaction as the write's effects (rows, events,
//    jobs): see runWrite(). After a crash, a retry either finds that response and replays it, or
//    finds nothing because nothing was committed, and runs once.
//  - While a request runs, its key is held in memory. One server process owns the data directory
//    (the serve lock), so memory is the whole truth about what is in flight, and a crash takes every
//    in-flight claim with it: there is nothing left behind to take over.
//  - Responses that had no effects (4xx) are stored after the fact, outside any transaction. 401,
//    429 and 5xx are not stored, which releases the key.
//  - Stored responses are sealed (src/core/secret-box.ts): a replayed webhook endpoint creation
//    carries its signing secret, and recipients' addresses are personal data.
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { prepared, placeholder, param } from "../db/prepared";
import { idempotencyKeys } from "../db/schema";
import { ApiError, validationError } from "../core/errors";
import { isoAfter, nowIso } from "../core/time";
import { RawBody } from "./body";
import { isSealed, open, seal } from "../core/secret-box";
import type { Scope } from "../db/scope";

export const IDEMPOTENT_METHODS = new Set(["POST", "PATCH", "DELETE", "PUT"]);
const RETENTION_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/** Sorted-key JSON. Bodies reach here only after the nesting limit of the body parser, so recursion is bounded. */
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

/** A key this process holds for a request in flight. */
export interface IdempotencyClaim {
  scope: Scope;
  key: string;
  fingerprint: string;
  /** Set once the response is stored (or the key released); later calls are no-ops. */
  finished: boolean;
}

export type ClaimResult = { kind: "claimed"; claim: IdempotencyClaim } | { kind: "replay"; status: number; body: string };

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

const inFlight = new Set<string>();
const flightKey = (scope: Scope, key: string) => `${scope.accountId}:${scope.isTest ? "test" : "live"}:${key}`;

export function claimIdempotencyKey(ex: DbOrTx, scope: Scope, key: string, method: string, path: string, body: unknown, request: Request): ClaimResult {
  if (!KEY_PATTERN.test(key))
    throw validationError("Idempotency-Key", "Idempotency-Key must be 1 to 255 printable ASCII characters.");
  const fp = fingerprint(method, path, body, request);
  const id = flightKey(scope, key);
  if (inFlight.has(id))
    throw new ApiError("idempotency_request_in_progress", "A request with this Idempotency-Key is still in progress. Retry when it has finished.");
  const row = statements(ex).find.get({ ...scope, key });
  if (row && row.responseStatus !== null && Date.parse(row.createdAt) > Date.now() - RETENTION_MS) {
    if (row.fingerprint !== fp)
      throw new ApiError("idempotency_key_in_use", "This Idempotency-Key was already used with a different request.");
    const stored = row.responseBody ?? "";
    return { kind: "replay", status: row.responseStatus, body: isSealed(stored) ? open(stored) : stored };
  }
  inFlight.add(id);
  return { kind: "claimed", claim: { scope, key, fingerprint: fp, finished: false } };
}

/** Stores the response for replays and releases the key. Pass the write's own transaction when it has effects. */
export function storeIdempotentResponse(ex: DbOrTx, claim: IdempotencyClaim, status: number, body: string): void {
  if (claim.finished) return;
  statements(ex).store.run({
    ...claim.scope,
    key: claim.key,
    fingerprint: claim.fingerprint,
    status,
    body: body === "" ? "" : seal(body),
    createdAt: nowIso(),
  });
  claim.finished = true;
  inFlight.delete(flightKey(claim.scope, claim.key));
}

/** The end of a request whose response was not stored in its transaction: store it (4xx) or release the key (401, 429, 5xx). */
export function finishIdempotencyKey(ex: DbOrTx, claim: IdempotencyClaim, status: number, body: string): void {
  if (claim.finished) return;
  if (status === 401 || status === 429 || status >= 500) {
    claim.finished = true;
    inFlight.delete(flightKey(claim.scope, claim.key));
    return;
  }
  storeIdempotentResponse(ex, claim, status, body);
}

export function pruneIdempotencyKeys(ex: DbOrTx): number {
  return (ex.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, isoAfter(-RETENTION_MS))).run() as unknown as { changes: number }).changes;
}
