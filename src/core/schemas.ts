// TypeBox pieces shared by every feature's schema.ts: error envelope, page envelope, id params,
// and the standard error responses for the OpenAPI document.
import { t, type TSchema } from "elysia";

export const ErrorEnvelope = t.Object(
  {
    error: t.Object(
      {
        code: t.String(),
        message: t.String(),
        docs_url: t.String({ format: "uri" }),
        request_id: t.String(),
        param: t.Optional(t.String()),
      },
      { additionalProperties: true },
    ),
  },
  { title: "Error" },
);

export const Page = <T extends TSchema>(item: T) =>
  t.Object({ data: t.Array(item), has_more: t.Boolean(), next_cursor: t.Union([t.String(), t.Null()]) });

/** An object id in a path, body or filter (ids are prefixed random strings, well under 64). */
export const Id = t.String({ minLength: 1, maxLength: 64 });
export const IdParams = t.Object({ id: Id });

/** A strict request body: unknown properties are a 400 (CONTRACT 3). */
export const Body = <P extends Record<string, TSchema>>(props: P) => t.Object(props, { additionalProperties: false });

const err = (description: string) => ({ ...ErrorEnvelope, description });

/** Error responses every authenticated route can produce, for the OpenAPI document. */
export const commonErrors = {
  400: err("Validation error (`validation_error`, `invalid_json`, `invalid_cursor`)"),
  401: err("Missing or invalid API key"),
  403: err("Account suspended"),
  409: err("Idempotency-Key request in progress"),
  413: err("Body too large"),
  415: err("Body is not JSON"),
  422: err("Idempotency-Key reused with another body"),
  429: err("Rate limited"),
  500: err("Internal error"),
} as const;

export const withErrors = <R extends Record<number, TSchema>>(
  ok: R,
  extra: Partial<Record<402 | 404 | 409 | 410, string>> = {},
) => ({
  ...commonErrors,
  ...Object.fromEntries(Object.entries(extra).map(([s, d]) => [s, err(d!)])),
  ...ok,
});

export const Timestamp = t.String({ format: "date-time" });
export const Nullable = <T extends TSchema>(s: T) => t.Union([s, t.Null()]);

/**
 * A string enum. t.UnionEnum gives its schema a `default` (the first value), which Elysia fills in
 * for an absent optional field, turning "no filter" into a filter; this drops it.
 */
export const StringEnum = <const T extends readonly [string, ...string[]]>(values: T) => {
  const schema = t.UnionEnum(values);
  delete (schema as { default?: unknown }).default;
  return schema;
};
