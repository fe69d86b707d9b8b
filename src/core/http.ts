// The request pipeline every route shares, in one place:
//  - httpCore (global): request id, body parsing, the error envelope, one log line per request;
//  - apiContext (used by every /api/v1 feature plugin): auth, rate limit, idempotency.
import { Elysia } from "elysia";
import { newId } from "./ids";
import { ApiError, errorEnvelope } from "./errors";
import { config } from "./config";
import { logger } from "./logger";
import { parseBody, RawBody } from "./body";
import { requestState, setRequestState, type RequestState } from "./request-state";
import { authenticate } from "../keys/service";
import { takeToken } from "./rate-limit";
import { claimIdempotencyKey, finishIdempotencyKey, IDEMPOTENT_METHODS } from "./idempotency";
import type { Scope } from "./scope";
import { countRequest } from "../ops/metrics";
import { finishedResponse } from "./finished-response";

// Requests whose Idempotency-Key matched a stored response. Validation runs between claiming the key
// and the handler, so a replay is answered from onError as well as from beforeHandle.
const replays = new WeakMap<Request, { status: number; body: string }>();

function replayResponse(request: Request): Response | undefined {
  const replay = replays.get(request);
  if (!replay) return undefined;
  const headers: Record<string, string> = { "Idempotent-Replayed": "true", "Request-Id": requestState(request)!.id };
  if (replay.body) headers["Content-Type"] = "application/json";
  return new Response(replay.body || null, { status: replay.status, headers });
}

// ---- routing facts for 404 vs 405 -------------------------------------------------------------
let knownRoutes: { method: string; pattern: RegExp }[] = [];

export function registerRouteTable(routes: { method: string; path: string }[]): void {
  knownRoutes = routes.map((r) => ({
    method: r.method.toUpperCase(),
    pattern: new RegExp(
      "^" + r.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\/:[^/]+/g, "/[^/]+").replace(/\*/g, ".*") + "/?$",
    ),
  }));
}

function notFoundError(method: string, path: string): ApiError {
  const methods = knownRoutes.filter((r) => r.pattern.test(path) && r.method !== method).map((r) => r.method);
  if (methods.length > 0) {
    const allow = [...new Set(methods)].join(", ");
    return new ApiError("method_not_allowed", `${method} is not allowed on ${path}. Allowed: ${allow}.`, {}, { Allow: allow });
  }
  return new ApiError("route_not_found", `No route ${method} ${path}. See ${config().publicUrl}/api/v1/openapi.json.`);
}

// ---- validation errors -> validation_error with `param` ---------------------------------------
function toParam(path: string | undefined): string | undefined {
  if (!path) return undefined;
  return path.replace(/^\//, "").split("/").map((seg, i) => (/^\d+$/.test(seg) ? `[${seg}]` : (i ? "." : "") + seg)).join("");
}

// Elysia reports a coerced query value that fails its bounds without its name; recover the name by
// finding the query parameter that carries the offending value.
function queryParamFor(request: Request, value: unknown): string | undefined {
  for (const [k, v] of new URL(request.url).searchParams) if (v === String(value)) return k;
  return undefined;
}

function describeType(schema: any): string | undefined {
  const types = new Set<string>([schema?.type, ...(schema?.anyOf ?? []).map((s: any) => s.type)].filter(Boolean));
  const range =
    schema?.minimum !== undefined || schema?.maximum !== undefined
      ? ` between ${schema.minimum ?? "-∞"} and ${schema.maximum ?? "∞"}`
      : "";
  if (types.has("integer")) return `an integer${range}`;
  if (types.has("number")) return `a number${range}`;
  if (types.has("boolean")) return "true or false";
  if (schema?.format === "date-time") return "an ISO 8601 date-time (e.g. 2026-11-22T09:30:00Z)";
  if (schema?.format === "email") return "an email address";
  if (types.has("array")) return "an array";
  if (types.has("string")) return "a string";
  if (types.has("object")) return "an object";
  return undefined;
}

function validationToApiError(error: any, request: Request): ApiError {
  if (error?.type === "response") return new ApiError("internal_error", "The server produced an invalid response.");
  if (error?.value instanceof RawBody)
    return new ApiError("unsupported_media_type", "This endpoint accepts JSON: send 'Content-Type: application/json'.");
  const first = error?.valueError ?? error?.all?.[0];
  if (error?.type === "body" && (!first?.path || first.path === "") && (typeof error.value !== "object" || error.value === null || Array.isArray(error.value)))
    return new ApiError("validation_error", "The request body must be a JSON object.");
  const param = toParam(first?.path) || (error?.type === "property" ? queryParamFor(request, first?.value) : undefined);
  const name = param ?? "request";
  const schema = first?.schema;
  let message: string;
  if (first?.message === "Unexpected property" || /should not be provided/.test(first?.summary ?? "")) {
    message = `Unknown field '${name}'.`;
  } else if (first && first.value === undefined) {
    message = `'${name}' is required.`;
  } else if (schema?.enum || (schema?.anyOf?.length && schema.anyOf.every((s: any) => s.const !== undefined))) {
    const values = schema.enum ?? schema.anyOf.map((s: any) => s.const);
    message = `'${name}' must be one of: ${values.join(", ")}.`;
  } else if (typeof first?.value === "string" && (schema?.minLength !== undefined || schema?.maxLength !== undefined) && /length/i.test(first.message)) {
    message = `'${name}' must be ${schema.minLength ?? 0} to ${schema.maxLength ?? "∞"} characters long (got ${first.value.length}).`;
  } else if (schema?.maxItems !== undefined && Array.isArray(first?.value) && first.value.length > schema.maxItems) {
    message = `'${name}' may hold at most ${schema.maxItems} items.`;
  } else if (schema?.minItems !== undefined && Array.isArray(first?.value) && first.value.length < schema.minItems) {
    message = `'${name}' must hold at least ${schema.minItems} item(s).`;
  } else if (describeType(schema)) {
    message = `'${name}' must be ${describeType(schema)}.`;
  } else {
    message = `Invalid value for '${name}': ${first?.message ?? "does not match the schema"}.`;
  }
  return new ApiError("validation_error", message, param ? { param } : {});
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
      return new ApiError("internal_error", "An internal error occurred. The request id has been logged.");
  }
}

function redactPath(path: string): string {
  // Capture tokens, report tokens and media keys are bearer secrets in the path.
  return path.replace(/^\/(c|r|media)\/[^/]+/, "/$1/[redacted]");
}

function finishIdempotency(state: RequestState | undefined, status: number, body: string): void {
  const idem = state?.idempotency;
  if (!idem || idem.finished) return;
  idem.finished = true;
  finishIdempotencyKey({ accountId: idem.accountId, isTest: idem.isTest }, idem.key, status, body);
}

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
  .onParse({ as: "global" }, ({ request, contentType }) => parseBody(request, contentType, config().maxJsonBytes))
  .onError({ as: "global" }, ({ request, code, error, set, path }) => {
    const replay = replayResponse(request);
    if (replay) return replay;
    const state = requestState(request);
    const apiError = toApiError(code, error, request, path);
    if (apiError.status >= 500) {
      logger().error({ request_id: state?.id, err: error }, "unhandled error");
    }
    const body = errorEnvelope(apiError, state?.id ?? "req_unknown");
    finishIdempotency(state, apiError.status, JSON.stringify(body));
    set.status = apiError.status;
    Object.assign(set.headers, apiError.headers);
    return body;
  })
  // Serializes every handler result once: the same string is stored for Idempotency-Key replays and
  // sent. Returning a Response also skips Elysia's per-response schema check, which costs ~10 % of a
  // list request; the test suite turns that check on (SITEVISIT_VALIDATE_RESPONSES=1) so any drift
  // between handlers and the documented schemas fails a test instead.
  .onAfterHandle({ as: "global" }, ({ request, response, set }) => {
    // API handlers return values; a ready-made Response (metrics, docs pages) passes through, and
    // a key it carried is released by onAfterResponse rather than stored.
    if (response instanceof Response) return;
    const status = statusOf(set, response);
    const body = response === undefined || response === null ? "" : JSON.stringify(response);
    finishIdempotency(requestState(request), status, body);
    if (config().validateResponses) return;
    return finishedResponse(set, status, body);
  })
  .onAfterResponse({ as: "global" }, ({ request, set, path, responseValue }) => {
    const state = requestState(request);
    // Whatever happened, a key must never stay claimed after its request is over.
    finishIdempotency(state, 500, "");
    const auth = state?.auth;
    const status = statusOf(set, responseValue);
    countRequest(status);
    logger().info(
      {
        request_id: state?.id,
        method: request.method,
        path: redactPath(path),
        status,
        duration_ms: state ? Math.round((performance.now() - state.startedAt) * 100) / 100 : undefined,
        account_id: auth?.scope.accountId,
        key_id: auth?.keyId,
        mode: auth ? (auth.scope.isTest ? "test" : "live") : undefined,
      },
      "request",
    );
  });

/** Used by every /api/v1 feature plugin: gives handlers `scope` and runs auth, rate limit, idempotency. */
export const apiContext = new Elysia({ name: "api-context" })
  .derive({ as: "scoped" }, ({ request, body, path }): { scope: Scope } => {
    const state = requestState(request)!;
    const auth = authenticate(request.headers.get("authorization"));
    const scope: Scope = { accountId: auth.accountId, isTest: auth.isTest };
    state.auth = { keyId: auth.keyId, scope };
    takeToken(auth.keyId);
    const key = request.headers.get("idempotency-key");
    if (key !== null && IDEMPOTENT_METHODS.has(request.method)) {
      const claim = claimIdempotencyKey(scope, key, request.method, path, body, request);
      if (claim.kind === "replay") replays.set(request, claim);
      else state.idempotency = { ...scope, key, finished: false };
    }
    return { scope };
  })
  .onBeforeHandle({ as: "scoped" }, ({ request }) => replayResponse(request));

