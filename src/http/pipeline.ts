// The request pipeline every route shares (httpCore, global): request id, body parsing, the error
// envelope, idempotent replays. The end of a request (release, metrics, its log line) is in
// request-log.ts, called by the server. Auth and the per-route context
// of /api/v1 are in src/http/context.ts; an Idempotency-Key's life in src/http/idempotency.ts.
import { Elysia } from "elysia";
import { newId } from "../core/ids";
import { ApiError, errorEnvelope } from "../core/errors";
import { config } from "../core/config";
import { logger } from "../core/logger";
import { parseBody } from "./body";
import { validationToApiError } from "./validation-errors";
import { requestState, setRequestState } from "./request-state";
import { finishForRequest, holdOnHeaders, holdsUnstoredKey, replayResponse } from "./idempotency";
import { headerScope } from "./context";
import { CLIENT_CLOSED_STATUS } from "./request-log";
import { serializeResponse } from "./write";
import { finishedResponse, handOver } from "./finished-response";

// ---- routing facts for 404 vs 405 -------------------------------------------------------------
let knownRoutes: { method: string; pattern: RegExp }[] = [];

export function registerRouteTable(routes: { method: string; path: string }[]): void {
  knownRoutes = routes.map((r) => ({
    method: r.method.toUpperCase(),
    pattern: new RegExp(
      "^" +
        r.path
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\/:[^/]+/g, "/[^/]+")
          .replace(/\*/g, ".*") +
        "/?$",
    ),
  }));
}

function notFoundError(method: string, path: string): ApiError {
  const methods = knownRoutes
    .filter((r) => r.pattern.test(path) && r.method !== method)
    .map((r) => r.method);
  if (methods.length > 0) {
    const allow = [...new Set(methods)].join(", ");
    return new ApiError(
      "method_not_allowed",
      `${method} is not allowed on ${path}. Allowed: ${allow}.`,
      {},
      { Allow: allow },
    );
  }
  return new ApiError(
    "route_not_found",
    `No route ${method} ${path}. See ${config().publicUrl}/api/v1/openapi.json.`,
  );
}

function toApiError(code: unknown, error: any, request: Request, path: string): ApiError {
  if (error instanceof ApiError) return error;
  switch (code) {
    case "VALIDATION":
      return validationToApiError(error, request);
    case "NOT_FOUND":
      return notFoundError(request.method, path);
    case "PARSE":
      // Elysia wraps whatever our body parser threw (413, invalid_json) in a ParseError.
      if (error?.cause instanceof ApiError) return error.cause;
      return new ApiError("invalid_json", "The request body is not valid JSON.");
    case "INVALID_COOKIE_SIGNATURE":
      return new ApiError("validation_error", "Invalid cookie.");
    default:
      return new ApiError(
        "internal_error",
        "An internal error occurred. The request id has been logged.",
      );
  }
}

/**
 * The client closed the connection before its request was read (an upload cut off mid-body). Not a
 * server fault: logged as a client abort with nginx's 499, counted as 4xx, and its Idempotency-Key
 * released, never stored (the client never saw an answer).
 */
export function clientClosed(request: Request, error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  return (
    request.signal?.aborted === true ||
    (e?.name === "AbortError" && /connection was closed/i.test(String(e?.message)))
  );
}

/** What a request cut off by its client is recorded as (no client reads it). */
export const clientClosedError = () =>
  new ApiError(
    "client_closed_request",
    "The client closed the connection before the request was read.",
  );

function statusOf(set: { status?: number | string }, response: unknown): number {
  if (response instanceof Response) return response.status;
  return typeof set.status === "number" ? set.status : 200;
}

export const httpCore = new Elysia({ name: "http-core" })
  .onRequest(({ request, set }) => {
    const id = newId("req");
    setRequestState(request, { id, startedAt: performance.now() });
    set.headers["request-id"] = id;
  })
  // The Idempotency-Key is held before the body is read (src/http/idempotency.ts, holdOnHeaders).
  .onParse({ as: "global" }, ({ request, contentType }) => {
    holdOnHeaders(request, headerScope);
    return parseBody(request, contentType, config().maxJsonBytes);
  })
  .onError({ as: "global" }, ({ request, code, error, set, path }) => {
    const replay = replayResponse(request);
    if (replay) return replay;
    const state = requestState(request);
    if (!(error instanceof ApiError) && clientClosed(request, error)) {
      finishForRequest(state, 500, ""); // released: nothing was answered
      set.status = CLIENT_CLOSED_STATUS;
      return errorEnvelope(clientClosedError(), state?.id ?? "req_unknown");
    }
    const apiError = toApiError(code, error, request, path);
    if (apiError.status >= 500) {
      logger().error({ request_id: state?.id, err: error }, "unhandled error");
    }
    const body = errorEnvelope(apiError, state?.id ?? "req_unknown");
    finishForRequest(state, apiError.status, JSON.stringify(body));
    set.status = apiError.status;
    Object.assign(set.headers, apiError.headers);
    return body;
  })
  // Serializes every handler result once: the same string is stored for Idempotency-Key replays and
  // sent. Returning a Response also skips Elysia's per-response schema check, which costs ~10 % of a
  // list request; the test suite turns that check on (SITEVISIT_VALIDATE_RESPONSES=1) so any drift
  // between handlers and the documented schemas fails a test instead.
  .onAfterHandle({ as: "global" }, ({ request, response, set }) => {
    // API handlers return values; a ready-made Response (pages, metrics, docs) passes through, and
    // a key it carried is released by finishRequest rather than stored.
    if (response instanceof Response) {
      handOver(set, response);
      return;
    }
    // Elysia awaits only what is declared async (patches/elysia*.patch): a handler that returns a
    // Promise without `async` would be answered without its errors going through onError.
    if (response instanceof Promise)
      throw new Error(
        `${request.method} ${new URL(request.url).pathname}: the handler returns a Promise but is not declared async`,
      );
    const status = statusOf(set, response);
    const state = requestState(request);
    const body = state?.responseBody ?? serializeResponse(response);
    // The test suite's guard that every write route stores its response in its own transaction.
    if (holdsUnstoredKey(state) && status < 300 && config().validateResponses)
      throw new Error(
        `${request.method} ${new URL(request.url).pathname} did not store its Idempotency-Key response in its transaction: use write()`,
      );
    finishForRequest(state, status, body);
    if (config().validateResponses) return;
    return finishedResponse(request, set, status, body);
  });
