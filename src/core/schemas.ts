// TypeBox pieces shared by every feature's schema.ts: error envelope, page envelope, id params,
// request bodies, and the standard error responses for the OpenAPI document.
//
// Naming: a schema with a `title` becomes a named component of the OpenAPI document (the generator
// in src/docs/openapi.ts hoists titled schemas into components.schemas), and an `examples` entry is
// its example there. Both are annotations: validation ignores them.
import { t, type TSchema } from "elysia";
import type { TObject, TProperties } from "@sinclair/typebox";
import { errorCodes } from "./error-codes";

const ERROR_CODES = Object.keys(errorCodes) as [
  keyof typeof errorCodes,
  ...(keyof typeof errorCodes)[],
];

/** Named-schema options: the component name and one example. */
export interface Named<E = unknown> {
  title: string;
  examples: [E];
  description?: string;
}

export const ErrorEnvelope = t.Object(
  {
    error: t.Object(
      {
        code: t.UnionEnum(ERROR_CODES, {
          description:
            "One of the error catalog's codes; each is explained at /docs/errors#<code>.",
          // Redoc's and our /docs reference's per-value descriptions (JSON Schema has none for enum values).
          "x-enumDescriptions": Object.fromEntries(
            Object.entries(errorCodes).map(([code, { status, description }]) => [
              code,
              `${status}: ${description} See [/docs/errors#${code}](/docs/errors#${code}).`,
            ]),
          ),
        }),
        message: t.String({ description: "What went wrong, in plain words." }),
        docs_url: t.String({ format: "uri", description: "The /docs/errors anchor of `code`." }),
        request_id: t.String({
          description:
            "The request's id, as in the Request-Id header and the server log. A replayed error " +
            "(Idempotent-Replayed: true) is the first answer byte for byte: its request_id is the " +
            "first request's, as in the Original-Request header.",
        }),
        param: t.Optional(t.String({ description: "The offending field, for validation errors." })),
        upgrade_url: t.Optional(
          t.String({ format: "uri", description: "`plan_limit_exceeded` only." }),
        ),
        current_plan: t.Optional(t.String({ description: "`plan_limit_exceeded` only." })),
        used: t.Optional(
          t.Integer({ description: "`plan_limit_exceeded` only: visits counted this month." }),
        ),
        limit: t.Optional(
          t.Integer({
            description:
              "`plan_limit_exceeded`: the plan's monthly limit of visits; " +
              "`visit_item_limit_reached`: the most action items one visit may hold; " +
              "`item_photo_limit_reached`: the most evidence photos one item may hold.",
          }),
        ),
      },
      { additionalProperties: true },
    ),
  },
  {
    title: "Error",
    description:
      "The error envelope of every failed request (docs/api-objects.md, Objects (Error)).",
    examples: [
      {
        error: {
          code: "validation_error",
          message: "'name' must be 1 to 200 characters long (got 0).",
          docs_url: "https://visits.example.com/docs/errors#validation_error",
          request_id: "req_8m2k4q9z7c1x5v3b",
          param: "name",
        },
      },
    ],
  },
);
// t.UnionEnum gives its schema a default (see StringEnum below): not wanted on a response field.
delete (ErrorEnvelope.properties.error.properties.code as { default?: unknown }).default;

/**
 * A page of a list (docs/api.md, Pagination), named after its item: Page(Property) is the component PropertyList.
 * Its example is built from the item's.
 */
export const Page = <T extends TSchema>(item: T) => {
  const name = (item as { title?: string }).title;
  const example = (item as { examples?: unknown[] }).examples?.[0];
  return t.Object(
    {
      data: t.Array(item),
      has_more: t.Boolean({ description: "True when another page follows." }),
      next_cursor: Nullable(
        t.String({
          description: "Pass as `starting_after` to get the next page; null on the last page.",
        }),
      ),
    },
    {
      ...(name
        ? { title: `${name}List`, description: `A page of ${name} objects, most recent first.` }
        : {}),
      ...(example !== undefined
        ? { examples: [{ data: [example], has_more: false, next_cursor: null }] }
        : {}),
    },
  );
};

/** An object id in a path, body or filter (ids are prefixed random strings, well under 64). */
export const Id = t.String({ minLength: 1, maxLength: 64 });
/** The same, described: for a list's filter or a path parameter in the OpenAPI document. */
export const IdOf = (description: string) => t.String({ minLength: 1, maxLength: 64, description });
export const IdParams = t.Object({
  id: t.String({ minLength: 1, maxLength: 64, description: "The object's id." }),
});

// TypeBox marks optional and readonly properties with these (registered) symbols.
const MODIFIERS = [Symbol.for("TypeBox.Optional"), Symbol.for("TypeBox.Readonly")];

/**
 * JSON bodies are not coerced: Elysia's `t.Integer` is a transform that also accepts a string of
 * digits (`"3"` became 3), which suits query strings and path params, where every value is text, but
 * not JSON, which has numbers. This swaps each such integer for the plain TypeBox integer inside it,
 * keeping its bounds and its optional marker, so a string is a 400 `validation_error`. Booleans and
 * numbers (`t.Boolean`, `t.Number`) are already strict in bodies; query strings keep their coercion.
 */
function strictJson<S extends TSchema>(schema: S): S {
  const s = schema as any;
  const anyOf = s.anyOf as any[] | undefined;
  if (
    anyOf?.length === 2 &&
    anyOf[0]?.type === "string" &&
    anyOf[0]?.format === "integer" &&
    anyOf[1]?.type === "integer"
  ) {
    const plain = { ...anyOf[1] };
    for (const m of MODIFIERS) if (s[m] !== undefined) plain[m] = s[m];
    return plain;
  }
  const out = { ...s };
  if (s.properties)
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, strictJson(v as TSchema)]),
    );
  if (s.items) out.items = strictJson(s.items);
  if (anyOf) out.anyOf = anyOf.map(strictJson);
  return out;
}

/** A strict request body: unknown properties are a 400 (docs/api.md, Conventions), and no value is coerced. Named `<Operation>Request`. */
export const Body = <P extends TProperties>(props: P, named: Named<TObject<P>["static"]>) =>
  t.Object(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, strictJson(v)])) as P, {
    additionalProperties: false,
    ...named,
  });

const err = (description: string) => ({ ...ErrorEnvelope, description });

/** Error responses every authenticated route can produce, for the OpenAPI document. */
export const commonErrors = {
  400: err("Validation error (`validation_error`, `invalid_json`, `invalid_cursor`)"),
  401: err("Missing or invalid API key (`missing_api_key`, `invalid_api_key`)"),
  403: err("Account suspended (`forbidden`)"),
  409: err("Idempotency-Key request in progress (`idempotency_request_in_progress`)"),
  413: err("Body too large (`payload_too_large`)"),
  415: err("Body is not JSON (`unsupported_media_type`)"),
  422: err("Idempotency-Key reused with another body (`idempotency_key_in_use`)"),
  429: err("Rate limited (`rate_limited`); wait Retry-After seconds"),
  500: err("Internal error (`internal_error`)"),
} as const;

export const withErrors = <R extends Record<number, TSchema>>(
  ok: R,
  extra: Partial<Record<402 | 404 | 408 | 409 | 410 | 422, string>> = {},
) => ({
  ...commonErrors,
  // A 404 is always `resource_not_found`; the route names what was not found.
  ...Object.fromEntries(
    Object.entries(extra).map(([s, d]) => [
      s,
      err(s === "404" ? `${d} (\`resource_not_found\`)` : d!),
    ]),
  ),
  ...ok,
});

/** The success response of a delete: no body. */
export const NoContent = t.Null({ description: "Deleted; no body." });

export const Timestamp = t.String({ format: "date-time" });
export const Nullable = <T extends TSchema>(s: T) => t.Union([s, t.Null()]);

/**
 * A string enum. t.UnionEnum gives its schema a `default` (the first value), which Elysia fills in
 * for an absent optional field, turning "no filter" into a filter; this drops it.
 */
export const StringEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  options: { description?: string } = {},
) => {
  const schema = t.UnionEnum(values, options);
  delete (schema as { default?: unknown }).default;
  return schema;
};

/**
 * A raw-body media type in the OpenAPI document: no schema, which OpenAPI 3.1 reads as any bytes of
 * that type. `type: string, format: binary` (OpenAPI 3.0's way) makes generated clients
 * (openapi-typescript) type the body as a string; with no schema they take a Blob, a file or a
 * stream as it is (docs/api.md, Uploads).
 */
export const BINARY_MEDIA = {} as const;
