// Cursor pagination (SPEC 4.1): most-recent-first by (sort column desc, id desc); the cursor is the id
// of the previous page's last item, resolved inside the caller's scope.
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { t } from "elysia";
import { db } from "../db/client";
import { ApiError } from "./errors";

export const pageQuery = {
  limit: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 25, description: "Items per page, 1 to 100." })),
  starting_after: t.Optional(t.String({ minLength: 1, maxLength: 64, description: "Id of the last item of the previous page (its `next_cursor`)." })),
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
  /** Scope condition (account + dataset); the cursor must name an item inside it. */
  scope: SQL;
}

/**
 * Runs `fetch` for one page. `fetch` gets the WHERE fragment for "after the cursor", the ORDER BY and
 * the number of rows to read (one more than the page, to learn has_more).
 */
export function paginate<R extends { id: string }>(
  params: PageParams,
  keyset: Keyset,
  fetch: (after: SQL | undefined, orderBy: SQL[], take: number) => R[],
): Page<R> {
  const limit = params.limit ?? 25;
  let after: SQL | undefined;
  if (params.starting_after !== undefined) {
    const cursor = db()
      .select({ sort: keyset.sort })
      .from(keyset.table)
      .where(and(eq(keyset.id, params.starting_after), keyset.scope))
      .get() as { sort: unknown } | undefined;
    if (!cursor)
      throw new ApiError("invalid_cursor", `starting_after '${params.starting_after}' names no item of this list.`, {
        param: "starting_after",
      });
    after = or(lt(keyset.sort, cursor.sort), and(eq(keyset.sort, cursor.sort), lt(keyset.id, params.starting_after)));
  }
  const rows = fetch(after, [desc(keyset.sort), desc(keyset.id)], limit + 1);
  const has_more = rows.length > limit;
  const data = has_more ? rows.slice(0, limit) : rows;
  return { data, has_more, next_cursor: has_more ? data[data.length - 1]!.id : null };
}

export function mapPage<R extends { id: string }, T>(page: Page<R>, fn: (r: R) => T): Page<T> {
  return { ...page, data: page.data.map(fn) };
}
