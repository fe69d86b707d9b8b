// Cursor pagination (docs/api.md, Pagination): most-recent-first by (sort column desc, id desc); the cursor is the id
// of the previous page's last item, resolved inside the caller's scope.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Column, Table } from "drizzle-orm";
import { t, type TSchema } from "elysia";
import type { DbOrTx } from "./client";
import { ApiError } from "../core/errors";
import { QueryInteger, registerQueryParams } from "../core/query-params";
import { preparedByShape, rowMapper } from "./prepared";
import { inScope, inScopePrepared, type Scope } from "./scope";

export const pageQuery = {
  limit: t.Optional(
    QueryInteger({
      minimum: 1,
      maximum: 100,
      default: 25,
      description: "Items per page, 1 to 100.",
    }),
  ),
  starting_after: t.Optional(
    t.String({
      minLength: 1,
      maxLength: 64,
      description: "Id of the last item of the previous page (its `next_cursor`).",
    }),
  ),
};

/** A list endpoint's query: page parameters plus its filters; unknown parameters are a 400. */
export const ListQuery = <F extends Record<string, TSchema>>(filters: F) => {
  const properties = { ...pageQuery, ...filters };
  registerQueryParams(properties);
  return t.Object(properties, { additionalProperties: false });
};

export interface PageParams {
  limit?: number;
  starting_after?: string;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

export interface Keyset {
  table: SQLiteTable;
  sort: SQLiteColumn;
  id: SQLiteColumn;
  /**
   * Scope condition (account + dataset); the cursor must name an item inside it. A function defers
   * building it to the requests that carry a cursor (a first page, the common case, never needs it).
   */
  scope: SQL | (() => SQL);
}

/**
 * "After the cursor" in the list's order (newest first, or `asc`), as one row value: `(sort, id) <
 * (?, ?)` is a range SQLite seeks to in an index ending in (sort, id), so a deep page costs what a
 * first page does. The same
 * condition written `sort < ? OR (sort = ? AND id < ?)` is no range: SQLite walked the index from
 * the top to the cursor (53 ms at 300k items; 1 ms as a row value, bench/growth.ts).
 */
export const keysetAfter = (
  keyset: Pick<Keyset, "sort" | "id">,
  sort: unknown,
  id: unknown,
  order: "desc" | "asc" = "desc",
): SQL =>
  order === "desc"
    ? sql`(${keyset.sort}, ${keyset.id}) < (${sort}, ${id})`
    : sql`(${keyset.sort}, ${keyset.id}) > (${sort}, ${id})`;

/** The keyset condition and order with placeholders, for prepared list queries (see paginatePrepared). */
export function keysetClauses(keyset: Pick<Keyset, "sort" | "id">) {
  return {
    after: keysetAfter(keyset, sql.placeholder("cursorSort"), sql.placeholder("cursorId")),
    orderBy: [desc(keyset.sort), desc(keyset.id)],
    take: sql.placeholder("take"),
  };
}

export interface PageArgs {
  cursorSort?: unknown;
  cursorId?: string;
  take: number;
}

/**
 * A filtered list run on prepared statements, one per shape: which of its equality filters a request
 * sets, which of its flags are on, and whether it has a cursor. Each shape is built and compiled on
 * its first use, so a list with six optional filters pays SQLite's compile once per combination
 * seen, not drizzle's query builder on every request; its rows go through a mapper compiled once.
 * - `filters` maps a query parameter to its column (the value is read from the parameter of the
 *   same name), narrowest first: the first one a request sets is the one its index is searched by
 *   (each has an index on (account, dataset, column, sort, id)), and the others are written
 *   `+column = ?`, which keeps them from choosing an index, so they filter what it finds. Without
 *   that, SQLite (without statistics, or with them, on a skewed column) may walk every DONE item
 *   of the account to find one visit's. `flags` maps a boolean parameter to its condition;
 *   `conditions` maps a parameter to a condition that reads it (a range: `placeholder(name)`), on
 *   when the parameter is given.
 * - `columns` is the selection `build` selects, with the record under `row` (its id is the cursor).
 * - The scope is the placeholders of inScopePrepared.
 */
export function preparedList<R extends { row: { id: string } }>(o: {
  keyset: Pick<Keyset, "sort" | "id"> & {
    table: SQLiteTable & { accountId: SQLiteColumn; isTest: SQLiteColumn };
  };
  columns: Record<string, Column | SQL | SQL.Aliased | Table>;
  filters: Record<string, SQLiteColumn>;
  flags?: Record<string, SQL>;
  conditions?: Record<string, SQL>;
  /**
   * A condition that is a range of its own index, narrower than the filters from the one named on:
   * when it is set, those are written `+column` too (?overdue=true reads the overdue items by due
   * date and sorts them, rather than walking every HIGH item in list order to find them).
   */
  outranks?: Record<string, string>;
  build: (
    d: DbOrTx,
    where: SQL,
    order: ReturnType<typeof keysetClauses>,
  ) => { values(params: Record<string, unknown>): unknown[][] };
}): (
  ex: DbOrTx,
  scope: Scope,
  q: PageParams & Record<string, unknown>,
) => Page<R & { id: string }> {
  const flags = o.flags ?? {};
  const conditions = o.conditions ?? {};
  const statements = preparedByShape((d, shape) => {
    const k = keysetClauses(o.keyset);
    const on = new Set(shape.split(","));
    const names = Object.keys(o.filters);
    // Filters from this index on do not choose the index (a set range outranks them).
    const ranked = Object.entries(o.outranks ?? {})
      .filter(([condition]) => on.has(condition))
      .map(([, filter]) => names.indexOf(filter));
    const from = Math.min(names.length, ...ranked);
    const set = Object.entries(o.filters).filter(([name]) => on.has(name));
    const rangeChooses =
      ranked.length > 0 && (set.length === 0 || names.indexOf(set[0]![0]) >= from);
    const where = and(
      inScopePrepared(o.keyset.table),
      ...set.map(([name, column], i) =>
        i === 0 && names.indexOf(name) < from
          ? eq(column, sql.placeholder(name))
          : sql`+${column} = ${sql.placeholder(name)}`,
      ),
      ...Object.entries({ ...flags, ...conditions })
        .filter(([name]) => on.has(name))
        .map(([, condition]) => condition),
      on.has(":after")
        ? rangeChooses
          ? // Nor the cursor: it filters what the range finds.
            sql`(+${o.keyset.sort}, +${o.keyset.id}) < (${sql.placeholder("cursorSort")}, ${sql.placeholder("cursorId")})`
          : k.after
        : undefined,
    )!;
    return o.build(d, where, k);
  });
  const names = [...Object.keys(o.filters), ...Object.keys(flags), ...Object.keys(conditions)];
  const toRow = rowMapper<R>(o.columns);
  return (ex, scope, q) =>
    paginatePrepared(
      ex,
      q,
      { ...o.keyset, scope: () => inScope(o.keyset.table, scope) },
      (hasCursor, args) => {
        let shape = hasCursor ? ":after" : "";
        for (const name of names)
          if (name in flags ? q[name] === true : q[name] !== undefined) shape += `,${name}`;
        return statements(ex, shape)
          .values({ ...q, ...scope, ...args })
          .map((values) => {
            const r = toRow(values);
            return { ...r, id: r.row.id };
          });
      },
    );
}

/**
 * Like paginate(), for a prepared query: `run(hasCursor, args)` executes the statement for that shape
 * (built with keysetClauses()) with the cursor and page-size placeholders filled in.
 */
export function paginatePrepared<R extends { id: string }>(
  ex: DbOrTx,
  params: PageParams,
  keyset: Keyset,
  run: (hasCursor: boolean, args: PageArgs) => R[],
): Page<R> {
  const limit = params.limit ?? 25;
  const cursor =
    params.starting_after === undefined
      ? undefined
      : resolveCursor(ex, keyset, params.starting_after);
  const rows = run(cursor !== undefined, {
    cursorSort: cursor,
    cursorId: params.starting_after,
    take: limit + 1,
  });
  return toPage(rows, limit);
}

function resolveCursor(ex: DbOrTx, keyset: Keyset, id: string): unknown {
  const cursor = ex
    .select({ sort: keyset.sort })
    .from(keyset.table)
    .where(
      and(eq(keyset.id, id), typeof keyset.scope === "function" ? keyset.scope() : keyset.scope),
    )
    .get() as { sort: unknown } | undefined;
  if (!cursor)
    throw new ApiError("invalid_cursor", `starting_after '${id}' names no item of this list.`, {
      param: "starting_after",
    });
  return cursor.sort;
}

function toPage<R extends { id: string }>(rows: R[], limit: number): Page<R> {
  const has_more = rows.length > limit;
  const data = has_more ? rows.slice(0, limit) : rows;
  return { data, has_more, next_cursor: has_more ? data[data.length - 1]!.id : null };
}

/**
 * Runs `fetch` for one page. `fetch` gets the WHERE fragment for "after the cursor", the ORDER BY and
 * the number of rows to read (one more than the page, to learn has_more).
 */
export function paginate<R extends { id: string }>(
  ex: DbOrTx,
  params: PageParams,
  keyset: Keyset,
  fetch: (after: SQL | undefined, orderBy: SQL[], take: number) => R[],
): Page<R> {
  const limit = params.limit ?? 25;
  let after: SQL | undefined;
  if (params.starting_after !== undefined) {
    after = keysetAfter(
      keyset,
      resolveCursor(ex, keyset, params.starting_after),
      params.starting_after,
    );
  }
  return toPage(fetch(after, [desc(keyset.sort), desc(keyset.id)], limit + 1), limit);
}

export function mapPage<R extends { id: string }, T>(page: Page<R>, fn: (r: R) => T): Page<T> {
  return { ...page, data: page.data.map(fn) };
}
