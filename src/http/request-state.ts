// Per-request facts that the global hooks (logging, errors, idempotency) need, held by the Request
// object so they are reachable from every lifecycle hook without widening Elysia's context types.
import type { Scope } from "../db/scope";
import type { RawBodyClaim } from "./raw-body";

/** An Idempotency-Key this process holds for a request in flight (src/http/idempotency.ts owns its life). */
export interface IdempotencyClaim {
  scope: Scope;
  key: string;
  /** For a raw body a placeholder that matches nothing until `raw.digested`. */
  fingerprint: string;
  /** Set once the response is stored (or the key released); later calls are no-ops. */
  finished: boolean;
  raw?: RawBodyClaim;
}

export type Replay = { kind: "replay"; status: number; body: string };

/** A raw request under a key whose stored response came from a raw body of `size` bytes: compare the bodies. */
export type RawReplayCheck = {
  kind: "compare-body";
  raw: Omit<RawBodyClaim, "digested" | "reading">;
  size: number;
  fingerprint: string;
  replay: Replay;
};

export interface RequestState {
  id: string;
  startedAt: number;
  auth?: { keyId: string; scope: Scope };
  idempotency?: IdempotencyClaim;
  /** The Idempotency-Key held since the headers arrived, until it becomes `idempotency` or is let go. */
  heldKey?: string;
  /** A raw body to compare with a stored response's before the upload route runs (rawBodyReplay). */
  rawReplayCheck?: RawReplayCheck;
  /** A stored Idempotency-Key response that answers this request instead of its handler. */
  replay?: { status: number; body: string };
  /** The response body as serialized inside the write's transaction (runWrite), sent as is. */
  responseBody?: string;
}

// Kept on the Request itself under a symbol of this module's, not in a WeakMap: a WeakMap entry for
// every request cost more to add and to find, and left the collector one more entry to clear.
const STATE = Symbol("sitevisit.requestState");
type WithState = Request & { [STATE]?: RequestState };

export function setRequestState(request: Request, state: RequestState): void {
  (request as WithState)[STATE] = state;
}

export function requestState(request: Request): RequestState | undefined {
  return (request as WithState)[STATE];
}
