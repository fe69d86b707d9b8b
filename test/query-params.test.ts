// The query's integers and booleans (src/core/query-params.ts): declared types, the startup guards
// that keep Elysia's lenient and costly coercion out, and the conversion before validation.
import { expect, test } from "bun:test";
import { t } from "elysia";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import {
  coerceQuery,
  QueryBoolean,
  QueryInteger,
  registerQueryParams,
} from "../src/core/query-params";

test("a query integer converts decimal digits only; a boolean only true or false", () => {
  registerQueryParams({ qp_n: QueryInteger({ minimum: -5, maximum: 5 }), qp_b: QueryBoolean() });
  const cases: [string, unknown][] = [
    ["3", 3],
    ["-3", -3],
    ["007", 7],
    ["0x3", "0x3"],
    ["1e0", "1e0"],
    [" 3", " 3"],
    ["3 ", "3 "],
    ["+3", "+3"],
    ["3.0", "3.0"],
    ["", ""],
    ["1234567890123456", "1234567890123456"], // 16 digits: more than the 15 that always convert exactly
  ];
  for (const [text, expected] of cases) {
    const q: Record<string, unknown> = { qp_n: text, other: "7" };
    coerceQuery(q);
    expect(q).toEqual({ qp_n: expected, other: "7" });
  }
  for (const [text, expected] of [
    ["true", true],
    ["false", false],
    ["TRUE", "TRUE"],
    ["1", "1"],
  ] as const) {
    const q: Record<string, unknown> = { qp_b: text };
    coerceQuery(q);
    expect(q.qp_b).toBe(expected);
  }
  coerceQuery(undefined); // a route whose query was never parsed
});

test("the compiled check holds the bounds and refuses what was not converted", () => {
  const check = TypeCompiler.Compile(
    t.Object({
      n: t.Optional(QueryInteger({ minimum: 1, maximum: 100 })),
      b: t.Optional(QueryBoolean()),
    }),
  );
  expect(check.Check({ n: 1, b: true })).toBe(true);
  expect(check.Check({ n: 100 })).toBe(true);
  expect(check.Check({})).toBe(true);
  for (const bad of [{ n: 0 }, { n: 101 }, { n: 2.5 }, { n: "5" }, { b: "true" }, { b: 1 }])
    expect(check.Check(bad)).toBe(false);
  // What OpenAPI and the error messages read: the plain JSON Schema type and bounds.
  expect(QueryInteger({ minimum: 1, maximum: 100, default: 25 })).toMatchObject({
    type: "integer",
    minimum: 1,
    maximum: 100,
    default: 25,
  });
  expect(QueryBoolean()).toMatchObject({ type: "boolean" });
});

test("a list query may not use Elysia's coerced types, nor one name with two types", () => {
  for (const coerced of [t.Integer(), t.Number(), t.Boolean(), t.Numeric()])
    expect(() => registerQueryParams({ qp_x: t.Optional(coerced) })).toThrow(
      /declare it with QueryInteger or QueryBoolean/,
    );
  registerQueryParams({ qp_y: QueryInteger({}) });
  registerQueryParams({ qp_y: QueryInteger({ maximum: 3 }) }); // the same type again is fine
  expect(() => registerQueryParams({ qp_y: QueryBoolean() })).toThrow(/two different types/);
  expect(() => registerQueryParams({ qp_y: t.String() })).toThrow(/two different types/);
  registerQueryParams({ qp_z: t.String() }); // plain strings are left as they are
});
