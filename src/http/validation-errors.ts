// Elysia/TypeBox validation failures -> 400 validation_error naming the field in `param`.
// The value that failed is user data: this file only tests its type and reads intrinsic facts
// (a string's or array's length), never calls a method on it (String(v), `${v}`, v.toString()):
// JSON objects can carry own keys named toString or valueOf that make such calls throw.
import { characterCount } from "../core/characters";
import { ApiError } from "../core/errors";
import { RawBody } from "./raw-body";

/** Field names in messages are cut here, so a hostile 500 KB key is not echoed back whole. */
const MAX_NAME_CHARS = 100;

function toParam(path: unknown): string | undefined {
  if (typeof path !== "string" || !path) return undefined;
  return path
    .replace(/^\//, "")
    .split("/")
    .map((seg, i) => (/^\d+$/.test(seg) ? `[${seg}]` : (i ? "." : "") + seg))
    .join("");
}

/** The text of a primitive, or undefined for anything that would need a method call to print. */
function primitiveText(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return `${value}`;
    default:
      return undefined;
  }
}

// Elysia reports a coerced query value that fails its bounds without its name; recover the name by
// finding the query parameter that carries the offending value.
function queryParamFor(request: Request, value: unknown): string | undefined {
  const text = primitiveText(value);
  if (text === undefined) return undefined;
  const q = request.url.indexOf("?");
  if (q < 0) return undefined;
  for (const [k, v] of new URLSearchParams(request.url.slice(q + 1))) if (v === text) return k;
  return undefined;
}

function describeType(schema: any): string | undefined {
  const types = new Set<string>(
    [schema?.type, ...(schema?.anyOf ?? []).map((s: any) => s.type)].filter(Boolean),
  );
  const range =
    schema?.minimum !== undefined || schema?.maximum !== undefined
      ? ` between ${schema.minimum ?? "-∞"} and ${schema.maximum ?? "∞"}`
      : "";
  if (types.has("integer")) return `an integer${range}`;
  if (types.has("number")) return `a number${range}`;
  if (types.has("boolean")) return "true or false";
  if (schema?.format === "date-time") return "an ISO 8601 date-time (e.g. 2026-11-22T09:30:00Z)";
  const format = schema?.format ?? schema?.anyOf?.find((s: any) => s.format)?.format;
  if (format === "date") return "a date, YYYY-MM-DD (e.g. 2026-12-01)";
  if (schema?.format === "email") return "an email address";
  if (types.has("array")) return "an array";
  if (types.has("string")) return "a string";
  if (types.has("object")) return "an object";
  return undefined;
}

/** The length bounds of a string field, also when it is nullable (a union of the string and null). */
function lengthRule(schema: any): { minLength?: number; maxLength?: number } | undefined {
  const str =
    schema?.type === "string" ? schema : schema?.anyOf?.find((s: any) => s.type === "string");
  return str && (str.minLength !== undefined || str.maxLength !== undefined) ? str : undefined;
}

const outOfLength = (rule: { minLength?: number; maxLength?: number } | undefined, n: number) =>
  rule !== undefined && (n < (rule.minLength ?? 0) || n > (rule.maxLength ?? Infinity));

const isPlainObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);

export function validationToApiError(error: any, request: Request): ApiError {
  if (error?.type === "response")
    return new ApiError("internal_error", "The server produced an invalid response.");
  if (error?.value instanceof RawBody)
    return new ApiError(
      "unsupported_media_type",
      "This endpoint accepts JSON: send 'Content-Type: application/json'.",
    );
  // valueError is TypeBox's first error, set when Elysia built the error. (`error.all` is not used:
  // Elysia's getter formats the failing values into summaries.)
  const first = error?.valueError;
  if (error?.type === "body" && !first?.path && !isPlainObject(error.value))
    return new ApiError("validation_error", "The request body must be a JSON object.");
  const param =
    toParam(first?.path) ||
    (error?.type === "property" ? queryParamFor(request, first?.value) : undefined);
  const name =
    param === undefined
      ? "request"
      : param.length > MAX_NAME_CHARS
        ? `${param.slice(0, MAX_NAME_CHARS)}…`
        : param;
  const schema = first?.schema;
  const value: unknown = first?.value;
  const tbMessage = typeof first?.message === "string" ? first.message : "";
  const summary = typeof first?.summary === "string" ? first.summary : "";
  let message: string;
  if (tbMessage === "Unexpected property" || /should not be provided/.test(summary)) {
    message = `Unknown field '${name}'.`;
  } else if (first && value === undefined) {
    message = `'${name}' is required.`;
  } else if (
    schema?.enum ||
    (schema?.anyOf?.length && schema.anyOf.every((s: any) => s.const !== undefined))
  ) {
    const values: unknown[] = schema.enum ?? schema.anyOf.map((s: any) => s.const);
    message = `'${name}' must be one of: ${values.join(", ")}.`;
  } else if (typeof value === "string" && outOfLength(lengthRule(schema), characterCount(value))) {
    const rule = lengthRule(schema)!;
    message = `'${name}' must be ${rule.minLength ?? 0} to ${rule.maxLength ?? "∞"} characters long (got ${characterCount(value)}).`;
  } else if (
    schema?.maxItems !== undefined &&
    Array.isArray(value) &&
    value.length > schema.maxItems
  ) {
    message = `'${name}' may hold at most ${schema.maxItems} items.`;
  } else if (
    schema?.minItems !== undefined &&
    Array.isArray(value) &&
    value.length < schema.minItems
  ) {
    message = `'${name}' must hold at least ${schema.minItems} item(s).`;
  } else if (describeType(schema)) {
    message = `'${name}' must be ${describeType(schema)}.`;
  } else {
    message = `Invalid value for '${name}': ${tbMessage || "does not match the schema"}.`;
  }
  return new ApiError("validation_error", message, param ? { param } : {});
}
