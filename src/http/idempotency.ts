// Idempotency-Key handling (docs/api.md, Conventions): the one module that owns a key's life, from the
// hold taken when the request's headers arrive (holdOnHeaders, from the body parser: before the
// body is read, so a slow body keeps its key from a faster request sent after it) and the claim
// (claimForRequest, in the API context) through the replay (replayResponse), the response
// stored in the write's transaction (storeInWrite, from runWrite) to the release or after-the-fact
// store when the request ends (finishForRequest, from the request pipeline).
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
//  - Raw (upload) bodies are fingerprinted by their bytes (raw-body.ts, rawRequestBody() below): the claim's
//    fingerprint is finished when the route has read the body. A response to a raw request whose
//    body was never read to its end cannot be matched to a body, so it is not stored (4xx: the key
//    is released) or stored under a fingerprint nothing matches (a write: any reuse is a 422). A
//    retry of a stored raw request is read and hashed (at most the original's size) before it is
//    replayed or refused.
import { sha256Hex } from "../core/digest";
import { and, eq } from "drizzle-orm";
import { deleteInBatches } from "../db/batches";
import type { DbOrTx } from "../db/client";
import { prepared, placeholder, param } from "../db/prepared";
import { idempotencyKeys } from "../db/schema";
import { ApiError, requestTimeout, validationError } from "../core/errors";
import { isoAfter, nowIso } from "../core/time";
import { config } from "../core/config";
import { db } from "../db/client";
import { hashingStream, RawBody, rawFingerprint, rawFingerprintSize } from "./raw-body";
import {
  requestState,
  type IdempotencyClaim,
  type RawReplayCheck,
  type Replay,
  type RequestState,
} from "./request-state";
import { liftIdleTimeout } from "./connection";
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
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

function jsonFingerprint(method: string, path: string, body: unknown): string {
  return sha256Hex(`${method} ${path}\n${canonicalJson(body ?? {})}`);
}

/** Stored for a write whose raw body was never read to its end: no fingerprint matches it. */
const UNREAD_BODY = "raw:unread";

export type { IdempotencyClaim };

export type ClaimResult = { kind: "claimed"; claim: IdempotencyClaim } | Replay | RawReplayCheck;

const keyInUse = () =>
  new ApiError(
    "idempotency_key_in_use",
    "This Idempotency-Key was already used with a different request.",
  );

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
      set: {
        fingerprint: param("fingerprint"),
        responseStatus: param("status"),
        responseBody: param("body"),
        createdAt: param("createdAt"),
      },
    })
    .prepare(),
}));

const inFlight = new Set<string>();
const flightKey = (scope: Scope, key: string) =>
  `${scope.accountId}:${scope.isTest ? "test" : "live"}:${key}`;

const inProgress = () =>
  new ApiError(
    "idempotency_request_in_progress",
    "A request with this Idempotency-Key is still in progress. Retry when it has finished.",
  );

/**
 * Holds the request's Idempotency-Key from the moment its headers have arrived, before its body is
 * read: another request with the key is a 409 while this one is in flight, however long its body
 * takes. `scopeOf` is the caller's scope from its API key, or undefined without a valid one (the
 * API context answers that 401 later, holding nothing). The hold becomes the request's claim in
 * claimForRequest, or is let go there (a replay) or when the request ends (its body failed: too
 * large, not JSON, too slow, cut off).
 */
export function holdOnHeaders(
  request: Request,
  scopeOf: (request: Request) => Scope | undefined,
): void {
  if (!IDEMPOTENT_METHODS.has(request.method)) return;
  const key = request.headers.get("idempotency-key");
  const state = requestState(request);
  if (key === null || !KEY_PATTERN.test(key) || !state || state.heldKey) return;
  const scope = scopeOf(request);
  if (!scope) return;
  const id = flightKey(scope, key);
  if (inFlight.has(id)) throw inProgress();
  inFlight.add(id);
  state.heldKey = id;
}

/** Lets go of a hold that did not become a claim. */
function releaseHold(state: RequestState): void {
  if (state.heldKey === undefined) return;
  inFlight.delete(state.heldKey);
  state.heldKey = undefined;
}

export function claimIdempotencyKey(
  ex: DbOrTx,
  scope: Scope,
  key: string,
  method: string,
  path: string,
  body: unknown,
  /** The hold this request took on its headers (holdOnHeaders): its own, not another's in flight. */
  held?: string,
): ClaimResult {
  if (!KEY_PATTERN.test(key))
    throw validationError(
      "Idempotency-Key",
      "Idempotency-Key must be 1 to 255 printable ASCII characters.",
    );
  const raw = body instanceof RawBody ? { method, path, contentType: body.contentType } : null;
  const fp = raw ? UNREAD_BODY : jsonFingerprint(method, path, body);
  const id = flightKey(scope, key);
  if (inFlight.has(id) && held !== id) throw inProgress();
  const row = statements(ex).find.get({ ...scope, key });
  if (row && row.responseStatus !== null && Date.parse(row.createdAt) > Date.now() - RETENTION_MS) {
    const stored = row.responseBody ?? "";
    const replay: Replay = {
      kind: "replay",
      status: row.responseStatus,
      body: isSealed(stored) ? open(stored) : stored,
    };
    const size = rawFingerprintSize(row.fingerprint);
    if (raw && size !== null)
      return { kind: "compare-body", raw, size, fingerprint: row.fingerprint, replay };
    if (row.fingerprint !== fp || raw) throw keyInUse();
    return replay;
  }
  inFlight.add(id);
  return {
    kind: "claimed",
    claim: {
      scope,
      key,
      fingerprint: fp,
      finished: false,
      ...(raw ? { raw: { ...raw, digested: false, reading: false } } : {}),
    },
  };
}

/** Below this average rate a replayed body may take longer than the request deadline to arrive. */
const REPLAY_MIN_BYTES_PER_S = 64 * 1024;

/**
 * Reads and hashes the body of a raw request whose key holds a stored response: the response if the
 * bodies are the same bytes, else 422. A longer body is refused once it passes the stored size; the
 * body must arrive within the request deadline (longer for a large one: at 64 KiB/s), else 408.
 */
export async function checkRawReplay(request: Request, check: RawReplayCheck): Promise<Replay> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) !== check.size) throw keyInUse();
  const deadlineMs = Math.max(
    config().requestTimeoutMs,
    Math.ceil((check.size / REPLAY_MIN_BYTES_PER_S) * 1000),
  );
  let fp: string | null = request.body ? null : rawFingerprint(check.raw, 0, sha256Hex(""));
  if (request.body) {
    const reader = hashingStream(
      request.body,
      (n, sha) => (fp = rawFingerprint(check.raw, n, sha)),
    ).getReader();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reader.cancel().catch(() => {});
    }, deadlineMs);
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > check.size) {
          await reader.cancel().catch(() => {});
          throw keyInUse();
        }
      }
    } finally {
      clearTimeout(timer);
    }
    if (timedOut) throw requestTimeout(deadlineMs);
  }
  if (fp !== check.fingerprint) throw keyInUse();
  return check.replay;
}

/** Stores the response for replays and releases the key. Pass the write's own transaction when it has effects. */
export function storeIdempotentResponse(
  ex: DbOrTx,
  claim: IdempotencyClaim,
  status: number,
  body: string,
): void {
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
export function finishIdempotencyKey(
  ex: DbOrTx,
  claim: IdempotencyClaim,
  status: number,
  body: string,
): void {
  if (claim.finished) return;
  // A raw body not read to its end (refused early, too large, timed out) has no fingerprint to keep.
  // 413 and 408 answer how the body travelled, not what it held: however much of it was hashed by
  // then (streams read ahead), they are never kept.
  const rawUnmatched = claim.raw && (!claim.raw.digested || status === 413 || status === 408);
  if (status === 401 || status === 429 || status >= 500 || rawUnmatched) {
    claim.finished = true;
    inFlight.delete(flightKey(claim.scope, claim.key));
    return;
  }
  storeIdempotentResponse(ex, claim, status, body);
}

export function pruneIdempotencyKeys(): Promise<number> {
  // One record per write: under load, a day holds millions, so in batches (src/db/batches.ts).
  return deleteInBatches("idempotency_keys", "created_at < $cutoff", {
    cutoff: isoAfter(-RETENTION_MS),
  });
}

/**
 * Claims the request's Idempotency-Key (if it carries one on a writing method): the claim, or the
 * stored response to replay, is kept on the request's state. A raw body under a key that holds a
 * stored raw response is read and compared first.
 */
export function claimForRequest(
  request: Request,
  ex: DbOrTx,
  scope: Scope,
  path: string,
  body: unknown,
): void {
  if (!IDEMPOTENT_METHODS.has(request.method)) return;
  const key = request.headers.get("idempotency-key");
  if (key === null) return;
  const state = requestState(request)!;
  const claim = claimIdempotencyKey(ex, scope, key, request.method, path, body, state.heldKey);
  // The hold is now the claim's (the same in-flight entry), or let go: a replay holds nothing.
  if (claim.kind === "claimed") state.heldKey = undefined;
  else releaseHold(state);
  if (claim.kind === "claimed") state.idempotency = claim.claim;
  else if (claim.kind === "replay") state.replay = claim;
  else state.rawReplayCheck = claim;
}

/**
 * What an upload route does first: a raw body sent under a key that holds a stored response is read
 * and compared with the original (a replay, or 422 when it differs). Left to the upload routes, which
 * read their bodies anyway, so the claim itself stays synchronous and so does every other route.
 * Reading a raw body before this has run is refused (see assertRawReplaySettled).
 */
export async function rawBodyReplay(request: Request): Promise<Response | undefined> {
  const state = requestState(request);
  const check = state?.rawReplayCheck;
  if (!state || !check) return undefined;
  state.rawReplayCheck = undefined;
  // The comparison's own deadline bounds the read (a replayed video may take longer than Bun's idle timeout).
  liftIdleTimeout(request);
  state.replay = await checkRawReplay(request, check);
  return replayResponse(request);
}

/** A route that reads a raw body without rawBodyReplay() first would run a replay twice: a bug, said loudly. */
function assertRawReplaySettled(request: Request): void {
  if (requestState(request)?.rawReplayCheck)
    throw new Error(
      `${request.method} reads a raw body under a stored Idempotency-Key without rawBodyReplay() first`,
    );
}

/** The `request_id` of a stored error envelope: the request that first got this answer. */
function originalRequestId(body: string): string | undefined {
  if (!body.startsWith('{"error":')) return undefined;
  try {
    const id = (JSON.parse(body) as { error?: { request_id?: unknown } }).error?.request_id;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A stored Idempotency-Key response, when this request is a replay. Validation runs between claiming
 * the key and the handler, so a replay is answered from onError as well as from beforeHandle.
 * The body is the stored one byte for byte, so a replayed error keeps the first request's
 * `request_id`; `Request-Id` is this request's own (as in the log), and `Original-Request` names
 * the first, as Stripe does (docs/api.md, Idempotency).
 */
export function replayResponse(request: Request): Response | undefined {
  const state = requestState(request);
  const replay = state?.replay;
  if (!replay) return undefined;
  const headers: Record<string, string> = { "Idempotent-Replayed": "true", "Request-Id": state.id };
  const original = originalRequestId(replay.body);
  if (original) headers["Original-Request"] = original;
  if (replay.body) headers["Content-Type"] = "application/json";
  return new Response(replay.body || null, { status: replay.status, headers });
}

/** Inside a write's transaction: stores its response (serialized as `body`) with its effects. */
export function storeInWrite(
  tx: DbOrTx,
  state: RequestState,
  status: number,
  body: () => string,
): void {
  const claim = state.idempotency;
  if (!claim || claim.finished) return;
  state.responseBody = body();
  storeIdempotentResponse(tx, claim, status, state.responseBody);
}

/** Whether the request still holds a key that its write did not store (the test suite's guard). */
export const holdsUnstoredKey = (state: RequestState | undefined) =>
  !!state?.idempotency && !state.idempotency.finished;

/** The end of a request: stores a response that had no effects (4xx), or releases the key. */
export function finishForRequest(
  state: RequestState | undefined,
  status: number,
  body: string,
): void {
  if (state) releaseHold(state);
  const claim = state?.idempotency;
  if (!claim || claim.finished) return;
  finishIdempotencyKey(db(), claim, status, body);
}

/**
 * The request's body as an upload route should read it: hashed on its way when the request holds an
 * Idempotency-Key claim, which completes the claim's fingerprint when the body ends.
 */
export function rawRequestBody(request: Request): ReadableStream<Uint8Array> | null {
  assertRawReplaySettled(request);
  const body = request.body;
  const claim = requestState(request)?.idempotency;
  const raw = claim?.raw;
  if (!body || !claim || !raw || raw.reading) return body;
  raw.reading = true;
  return hashingStream(body, (size, sha256) => {
    claim.fingerprint = rawFingerprint(raw, size, sha256);
    raw.digested = true;
  });
}

/** Whether the request's body must be read through rawRequestBody (an unfinished raw fingerprint). */
export function needsBodyHash(request: Request): boolean {
  assertRawReplaySettled(request);
  const raw = requestState(request)?.idempotency?.raw;
  return !!raw && !raw.reading;
}
