// Every API write runs here: one transaction for the write's effects and, when the request carries an
// Idempotency-Key, the response stored for replays. Both commit together or not at all.
import { db, type Tx } from "../db/client";
import { storeIdempotentResponse } from "./idempotency";
import type { RequestState } from "./request-state";

/** Serialized once: the same string is stored for replays and sent (see httpCore's onAfterHandle). */
export function serializeResponse(result: unknown): string {
  return result === undefined || result === null ? "" : JSON.stringify(result);
}

export function runWrite<T>(state: RequestState, status: number, fn: (tx: Tx) => T): T {
  return db().transaction((tx) => {
    const result = fn(tx);
    const claim = state.idempotency;
    if (claim && !claim.finished) {
      const body = serializeResponse(result);
      storeIdempotentResponse(tx, claim, status, body);
      state.responseBody = body;
    }
    return result;
  });
}

/** Runs `fn` in one write transaction. Services with async work before their write (a DNS check) take one. */
export type WriteFn = <T>(fn: (tx: Tx) => T) => T;

/** The WriteFn of code outside a request (the CLI): a plain transaction. */
export const plainWrite: WriteFn = (fn) => db().transaction(fn);
