// Per-request facts that the global hooks (logging, errors, idempotency) need, keyed by the Request
// object so they are reachable from every lifecycle hook without widening Elysia's context types.
import type { Scope } from "../db/scope";
import type { IdempotencyClaim } from "./idempotency";

export interface RequestState {
  id: string;
  startedAt: number;
  auth?: { keyId: string; scope: Scope };
  idempotency?: IdempotencyClaim;
  /** A stored Idempotency-Key response that answers this request instead of its handler. */
  replay?: { status: number; body: string };
  /** The response body as serialized inside the write's transaction (runWrite), sent as is. */
  responseBody?: string;
}

const states = new WeakMap<Request, RequestState>();

export function setRequestState(request: Request, state: RequestState): void {
  states.set(request, state);
}

export function requestState(request: Request): RequestState | undefined {
  return states.get(request);
}
