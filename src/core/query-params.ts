// Numbers and booleans in a query string (docs/api.md, Query parameters): checked strictly and
// converted once, before validation, rather than by Elysia's query coercion, for two reasons.
// - Strictness. Elysia reads a query number with `+value`, which takes "0x10", "1e1", " 25" and
//   "5.0" for integers. Here an integer is decimal digits (with a leading "-" for a negative one)
//   and a boolean is exactly `true` or `false`; anything else stays the string it was and fails the
//   compiled check with the usual message ("'limit' must be an integer between 1 and 100.").
// - Cost. Elysia's coercion makes a query schema a TypeBox Transform, which every request then
//   decodes by walking the whole schema (interpretive, 0.8-0.9 µs of a list request), even when the
//   parameter is absent. These schemas are plain checks with no transform.
//
// A query parameter is declared with QueryInteger or QueryBoolean (never t.Integer, t.Number or
// t.Boolean, which Elysia coerces) inside a list's query schema (ListQuery in src/db/pagination.ts,
// which registers its names here); coerceQuery runs in the API context's transform hook.
import {
  Kind,
  TransformKind,
  Type,
  TypeRegistry,
  type TSchema,
  type TUnsafe,
} from "@sinclair/typebox";

const INTEGER = "QueryInteger";
const BOOLEAN = "QueryBoolean";

type Bounds = { minimum?: number; maximum?: number };

TypeRegistry.Set<Bounds>(
  INTEGER,
  (schema, value) =>
    typeof value === "number" &&
    Number.isSafeInteger(value) &&
    (schema.minimum === undefined || value >= schema.minimum) &&
    (schema.maximum === undefined || value <= schema.maximum),
);
TypeRegistry.Set(BOOLEAN, (_schema, value) => typeof value === "boolean");

/** A query integer; its JSON Schema (`type: integer` with the bounds) is what OpenAPI shows. */
export const QueryInteger = (
  options: Bounds & { default?: number; description?: string },
): TUnsafe<number> => Type.Unsafe<number>({ ...options, [Kind]: INTEGER, type: "integer" });

/** A query boolean: `true` or `false`. */
export const QueryBoolean = (options: { description?: string } = {}): TUnsafe<boolean> =>
  Type.Unsafe<boolean>({ ...options, [Kind]: BOOLEAN, type: "boolean" });

// Up to 15 digits: every such number is a safe integer, so the conversion is exact.
const DECIMAL = /^-?[0-9]{1,15}$/;

const toInteger = (v: string): unknown => (DECIMAL.test(v) ? Number(v) : v);
const toBoolean = (v: string): unknown => (v === "true" ? true : v === "false" ? false : v);

// The query parameters declared with the types above, by name, across every list: names are the
// API's conventions (`limit` is a page size everywhere), so one name has one type.
const converters = new Map<string, (v: string) => unknown>();

/** Registers the query integers and booleans among `properties` (throws on a name with two types). */
export function registerQueryParams(properties: Record<string, TSchema>): void {
  for (const [name, schema] of Object.entries(properties)) {
    const kind = schema[Kind];
    if (kind === "Integer" || kind === "Number" || kind === "Boolean" || TransformKind in schema)
      throw new Error(
        `query parameter '${name}': declare it with QueryInteger or QueryBoolean (src/core/query-params.ts)`,
      );
    const convert = kind === INTEGER ? toInteger : kind === BOOLEAN ? toBoolean : undefined;
    const known = converters.get(name);
    if (known !== undefined && known !== convert)
      throw new Error(`query parameter '${name}' is declared with two different types`);
    if (convert) converters.set(name, convert);
  }
}

/** Converts the query's registered parameters in place, before its schema is checked. */
export function coerceQuery(query: Record<string, unknown> | undefined): void {
  if (query === undefined) return;
  for (const [name, convert] of converters) {
    const v = query[name];
    if (typeof v === "string") query[name] = convert(v);
  }
}
