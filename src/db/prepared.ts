// Hot-path queries as drizzle prepared statements: built and compiled by SQLite once instead of on
// every call, which is most of their cost. Values go in as placeholders. A statement is run on the
// executor the caller passes (the database or an open transaction): statements are cached per
// session, and a transaction shares its database's session (one SQLite connection), so a statement
// built once also runs inside any transaction on that connection.
import { Column, getTableColumns, is, Param, Placeholder, sql, Table, type SQL } from "drizzle-orm";
import type { Statement } from "bun:sqlite";
import type { Db, DbOrTx } from "./client";

/** One fixed statement: `const q = prepared((d) => d.select()….prepare())`, then `q(tx).all({...})`. */
export function prepared<T>(build: (d: DbOrTx) => T): (ex: DbOrTx) => T {
  const cache = new WeakMap<object, T>();
  return (ex) => {
    const session = (ex as unknown as { session: object }).session;
    let q = cache.get(session);
    if (q === undefined) cache.set(session, (q = build(ex)));
    return q;
  };
}

/** A family of statements whose shape varies (e.g. a list with or without a cursor), one per key. */
export function preparedByShape<T>(
  build: (d: DbOrTx, shape: string) => T,
): (ex: DbOrTx, shape: string) => T {
  const shapes = new Map<string, (ex: DbOrTx) => T>();
  return (ex, shape) => {
    let q = shapes.get(shape);
    if (!q) shapes.set(shape, (q = prepared((d) => build(d, shape))));
    return q(ex);
  };
}

export type { Db };

/**
 * A named placeholder compared with or inserted into a column: drizzle encodes the value with the
 * column's mapping (booleans, JSON).
 */
export const placeholder = sql.placeholder;

/** A named placeholder as raw SQL, for places drizzle wants SQL rather than a value (e.g. .set()); not encoded. */
export const param = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * `column IN (the list)` for a prepared statement whose list varies in length: the values go in as one
 * JSON array under the placeholder `name` (pass `JSON.stringify(values)`), so one compiled statement
 * serves every length. SQLite still searches the column's index once per value.
 */
export const inJsonList = (column: Column, name: string) =>
  sql`${column} IN (SELECT value FROM json_each(${sql.placeholder(name)}))`;

/** A column whose stored value is not what the API shows (booleans stored as 0/1, JSON as text). */
const hasOwnMapping = (field: unknown): field is Column =>
  is(field, Column) && field.mapFromDriverValue !== Column.prototype.mapFromDriverValue;

/**
 * A row mapper compiled once for a flat selection, for prepared selects run with `.values()`.
 * drizzle's own mapper walks the selection for every row; on a 25-item list page that was about a
 * third of the request. Keys map in the selection's insertion order, which is the order drizzle
 * writes the SELECT list in. Columns with a mapping of their own (booleans, JSON) decode through it;
 * the rest are copied. The mapper is generated as one object literal so that every row gets the same
 * shape at once (the keys are our schema's field names, never data).
 */
export function rowMapper<T>(
  fields: Record<string, Column | SQL | SQL.Aliased | Table>,
): (row: unknown[]) => T {
  // A table in the selection (`{ row: actionItems, propertyName: … }`) is a nested object of its
  // columns, which drizzle writes into the SELECT list in place.
  const flat: Column[] = [];
  const objectOf = (entries: [string, unknown][]): string =>
    `{ ${entries
      .map(([k, f]) => {
        if (is(f, Table))
          return `${JSON.stringify(k)}: ${objectOf(Object.entries(getTableColumns(f)))}`;
        flat.push(f as Column);
        const i = flat.length - 1;
        return `${JSON.stringify(k)}: ${hasOwnMapping(f) ? `d[${i}](row[${i}])` : `row[${i}]`}`;
      })
      .join(", ")} }`;
  const literal = objectOf(Object.entries(fields));
  const decoders = flat.map((f) =>
    is(f, Column) ? (v: unknown) => (v === null ? null : f.mapFromDriverValue(v)) : null,
  );
  const build = new Function("d", `return (row) => (${literal});`) as (
    d: typeof decoders,
  ) => (row: unknown[]) => T;
  return build(decoders);
}

/**
 * A flat selection for a list the API shows as it is: every field aliased to its key, so each result
 * column is named after its field and bun:sqlite builds the row objects itself, one shape for all,
 * where `.values()` and a row mapper build arrays and then copy them into objects (2-3 µs of a
 * 25-item page, bench/README.md). Keys keep the selection's order, which is the JSON's. Fields with
 * a mapping of their own (booleans, JSON) are decoded in place by `decode`. Run with allObjects().
 */
export function aliasedSelection(fields: Record<string, Column | SQL>): {
  selection: Record<string, SQL.Aliased>;
  decode: (row: Record<string, unknown>) => void;
} {
  const selection = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)]),
  );
  const mapped = Object.entries(fields).filter((e): e is [string, Column] => hasOwnMapping(e[1]));
  // Generated like rowMapper's literal: the keys are our schema's field names, never data.
  const body = mapped
    .map(([key], i) => {
      const k = JSON.stringify(key);
      return `if (row[${k}] !== null) row[${k}] = d[${i}](row[${k}]);`;
    })
    .join("\n");
  const decode = new Function("d", `return (row) => {\n${body}\n};`)(
    mapped.map(
      ([, column]) =>
        (v: unknown) =>
          column.mapFromDriverValue(v),
    ),
  ) as (row: Record<string, unknown>) => void;
  return { selection, decode };
}

/**
 * Runs a prepared select built on an aliasedSelection(): its rows as bun:sqlite's own objects,
 * decoded in place. The statement underneath is drizzle's, run with `all()` instead of drizzle's
 * array-and-map; its parameters are filled as drizzle fills them (each value encoded by its
 * column), by a filler worked out once per statement (fillers) instead of drizzle's per-call walk.
 */
export function allObjects<T>(
  query: object,
  values: Record<string, unknown>,
  decode: (row: Record<string, unknown>) => void,
): T[] {
  const { stmt } = query as { stmt: Statement };
  let fill = fillers.get(query);
  if (fill === undefined) fillers.set(query, (fill = fillerOf(query)));
  const rows = stmt.all(...(fill(values) as never[])) as Record<string, unknown>[];
  for (const row of rows) decode(row);
  return rows as T[];
}

const fillers = new WeakMap<object, (values: Record<string, unknown>) => unknown[]>();

/** drizzle's fillPlaceholders for one statement's parameters, their kinds sorted out once. */
function fillerOf(query: object): (values: Record<string, unknown>) => unknown[] {
  const { params } = (query as { query: { params: unknown[] } }).query;
  const steps = params.map((p): ((values: Record<string, unknown>) => unknown) => {
    const named =
      (name: string, encode: (v: unknown) => unknown) => (values: Record<string, unknown>) => {
        if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
        return encode(values[name]);
      };
    if (is(p, Placeholder)) return named(p.name, (v) => v);
    // A Param always has an encoder (drizzle's default passes values through).
    if (is(p, Param) && is(p.value, Placeholder))
      return named(p.value.name, (v) => p.encoder.mapToDriverValue(v));
    return () => p;
  });
  return (values) => steps.map((step) => step(values));
}
