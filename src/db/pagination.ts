// Cursor pagination (docs/api.md, Pagination): most-recent-first by (sort column desc, id desc); the cursor is the id
// of the previous page's last item, resolved inside the caller's scope.
import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { t, type TSchema } from "elysia";
import type { DbOrTx } from "./client";
import { ApiError } from "../core/errors";

export const pageQuery = {
  limit: t.Optional(
    t.Integer({ minimum: 1, maximum: 100, default: 25, description: "Items per page, 1 to 100." }),
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
export const ListQuery = <F extends Record<string, TSchema>>(filters: F) =>
  t.Object({ ...pageQuery, ...filters }, { additionalProperties: false });

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

/** The keyset condition and order with placeholders, for prepared list queries (see paginatePrepared). */
export function keysetClauses(keyset: Pick<Keyset, "sort" | "id">) {
  const sort = sql.placeholder("cursorSort");
  const id = sql.placeholder("cursorId");
  return {
    after: or(lt(keyset.sort, sort), and(eq(keyset.sort, sort), lt(keyset.id, id)))!,
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
    const sort = resolveCursor(ex, keyset, params.starting_after);
    after = or(
      lt(keyset.sort, sort),
      and(eq(keyset.sort, sort), lt(keyset.id, params.starting_after)),
    );
  }
  return toPage(fetch(after, [desc(keyset.sort), desc(keyset.id)], limit + 1), limit);
}

export function mapPage<R extends { id: string }, T>(page: Page<R>, fn: (r: R) => T): Page<T> {
  return { ...page, data: page.data.map(fn) };
}
