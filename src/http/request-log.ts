// The end of every request, called by the server once the app has answered (src/server.ts): the
// Idempotency-Key released if its write did not store a response, the request counted for /metrics,
// and its one log line. Done right where the answer is handed to Bun rather than in an Elysia
// afterResponse hook, which schedules a macrotask for every request (docs/architecture.md, Request path).
import { infoLine, logger } from "../core/logger";
import { finishForRequest } from "./idempotency";
import { countRequest } from "./request-metrics";
import { requestState } from "./request-state";
import { redactPath } from "./redact-path";
import { pathOf } from "./url-path";

/** nginx's status for a request its client closed before it was answered (see clientClosed in pipeline.ts). */
export const CLIENT_CLOSED_STATUS = 499;

/** `request` is the one the app was handed; requests it never saw (a busy page's 503) have no state. */
export function finishRequest(request: Request, status: number): void {
  const state = requestState(request);
  if (!state) return;
  // Whatever happened, a key must never stay claimed after its request is over.
  finishForRequest(state, 500, "");
  const path = pathOf(request.url);
  countRequest(status, path);
  const aborted = status === CLIENT_CLOSED_STATUS;
  const auth = state.auth;
  const line = {
    request_id: state.id,
    method: request.method,
    path: redactPath(path),
    status,
    ...(aborted ? { client_aborted: true } : {}),
    duration_ms: Math.round((performance.now() - state.startedAt) * 100) / 100,
    account_id: auth?.scope.accountId,
    key_id: auth?.keyId,
    mode: auth ? (auth.scope.isTest ? "test" : "live") : undefined,
  };
  if (aborted) logger().warn(line, "request");
  else infoLine(line, "request");
}
