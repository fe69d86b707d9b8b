// The context every /api/v1 feature plugin shares: auth (scope), rate limit, the Idempotency-Key
// claim, and the two ways a handler touches the database:
//  - `db`: the database, for reads;
//  - `write(status, tx => …)`: one transaction for the write's effects and its stored response.
import { Elysia } from "elysia";
import { db as database, type Db, type Tx } from "../db/client";
import { requestState } from "./request-state";
import { takeToken } from "./rate-limit";
import { claimForRequest, replayResponse } from "./idempotency";
import { runWrite } from "./write";
import type { Scope } from "../db/scope";
import { authenticate } from "../keys/service";
import { coerceQuery } from "../core/query-params";

export type ApiContext = {
  scope: Scope;
  /** The calling API key's id (key_…): who made or confirmed a record. */
  keyId: string;
  db: Db;
  write: <T>(status: number, fn: (tx: Tx) => T) => T;
};

/**
 * The caller's Scope from its API key (401 without a valid one), counted by the rate limiter and
 * noted for the request log. Routes outside apiContext (tus uploads) resolve their caller with it.
 */
export function apiKeyScope(request: Request): Scope {
  const state = requestState(request)!;
  const auth = state.auth ?? authenticate(database(), request.headers.get("authorization"));
  state.auth = auth;
  takeToken(auth.keyId);
  return auth.scope;
}

/**
 * The caller's Scope when its headers carry a valid API key, else undefined (nothing thrown: the
 * API context answers the 401). Kept for apiKeyScope, so the key is looked up once. For the
 * Idempotency-Key hold taken before the body is read (holdOnHeaders).
 */
export function headerScope(request: Request): Scope | undefined {
  const state = requestState(request);
  if (!state || !request.headers.has("authorization")) return undefined;
  try {
    state.auth ??= authenticate(database(), request.headers.get("authorization"));
  } catch {
    return undefined;
  }
  return state.auth.scope;
}

export const apiContext = new Elysia({ name: "api-context" })
  // Query integers and booleans are converted here, before the route's schema checks them
  // (src/core/query-params.ts).
  .onTransform({ as: "scoped" }, ({ query }) => coerceQuery(query))
  // Synchronous, like every hook here: a route with no async part answers without a Promise, which
  // Bun serves faster (docs/architecture.md, Request path). Uploads finish their claim in rawBodyReplay().
  .derive({ as: "scoped" }, ({ request, body, path, set }): ApiContext => {
    const state = requestState(request)!;
    const db = database();
    const scope = apiKeyScope(request);
    claimForRequest(request, db, scope, path, body);
    const write = <T>(status: number, fn: (tx: Tx) => T): T => {
      set.status = status;
      return runWrite(state, status, fn);
    };
    return { scope, keyId: state.auth!.keyId, db, write };
  })
  .onBeforeHandle({ as: "scoped" }, ({ request }) => replayResponse(request));
