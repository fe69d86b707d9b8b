// The end of every request, called by the server once the app has answered (src/server.ts): the
// Idempotency-Key released if its write did not store a response, the request counted for /metrics,
// and its one log line. Done right where the answer is handed to Bun rather than in an Elysia
// afterResponse hook, which schedules a macrotask for every request (docs/architecture.md, Request path).
import { infoLine, logger } from "../core/logger";
import { finishForRequest } from "./idempotency";
import { countRequest } from "./request-metrics";
import { requestState, type RequestState } from "./request-state";
import { redactPath } from "./redact-path";

/** nginx's status for a request its client closed before it was answered (see clientClosed in pipeline.ts). */
export const CLIENT_CLOSED_STATUS = 499;

/** What a request's log line says (the request log's reference: docs/operating.md, Logs). */
export interface RequestLine {
  id: string;
  method: string;
  /** Already redacted. */
  path: string;
  status: number;
  durationMs: number;
  auth?: RequestState["auth"];
}

/** The line's fields as an object, in the order they are written. */
export function requestLineFields(l: RequestLine): Record<string, unknown> {
  return {
    request_id: l.id,
    method: l.method,
    path: l.path,
    status: l.status,
    ...(l.status === CLIENT_CLOSED_STATUS ? { client_aborted: true } : {}),
    duration_ms: l.durationMs,
    account_id: l.auth?.scope.accountId,
    key_id: l.auth?.keyId,
    mode: l.auth ? (l.auth.scope.isTest ? "test" : "live") : undefined,
  };
}

/**
 * The same fields as JSON members, written out (a third of the cost of JSON.stringify on the
 * object, on every request). What the client sends (method, path) is quoted by JSON.stringify; the
 * ids are this server's own (a prefix, `_` and lowercase base32: src/core/ids.ts) and need none.
 */
export function requestLineMembers(l: RequestLine): string {
  const auth = l.auth;
  return `"request_id":"${l.id}","method":${JSON.stringify(l.method)},"path":${JSON.stringify(l.path)},"status":${l.status},"duration_ms":${l.durationMs}${
    auth
      ? `,"account_id":"${auth.scope.accountId}","key_id":"${auth.keyId}","mode":"${auth.scope.isTest ? "test" : "live"}"`
      : ""
  }`;
}

/**
 * `request` is the one the app was handed, `path` its URL's path; requests it never saw (a busy
 * page's 503) have no state.
 */
export function finishRequest(request: Request, path: string, status: number): void {
  const state = requestState(request);
  if (!state) return;
  // Whatever happened, a key must never stay claimed after its request is over.
  finishForRequest(state, 500, "");
  countRequest(status, path);
  const line: RequestLine = {
    id: state.id,
    method: request.method,
    path: redactPath(path),
    status,
    durationMs: Math.round((performance.now() - state.startedAt) * 100) / 100,
    auth: state.auth,
  };
  if (status === CLIENT_CLOSED_STATUS) logger().warn(requestLineFields(line), "request");
  else infoLine(requestLineMembers(line), () => requestLineFields(line), "request");
}
