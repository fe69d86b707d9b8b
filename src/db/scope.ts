import { and, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DbOrTx } from "./client";
import { notFound } from "../core/errors";
import { placeholder } from "./prepared";

/** Who a request acts for: one account and one of its two datasets (docs/api.md, Conventions). */
export interface Scope {
  accountId: string;
  isTest: boolean;
}

type ScopedTable = SQLiteTable & {
  id: SQLiteColumn;
  accountId: SQLiteColumn;
  isTest: SQLiteColumn;
};

/** The WHERE condition that keeps a query inside one account's dataset. Every tenant query uses it. */
export function inScope(
  table: { accountId: SQLiteColumn; isTest: SQLiteColumn },
  scope: Scope,
): SQL {
  return and(eq(table.accountId, scope.accountId), eq(table.isTest, scope.isTest))!;
}

/**
 * inScope for a prepared statement: the scope as the placeholders `accountId` and `isTest`, filled
 * from a Scope spread into the statement's values.
 */
export function inScopePrepared(table: { accountId: SQLiteColumn; isTest: SQLiteColumn }): SQL {
  return and(
    eq(table.accountId, placeholder("accountId")),
    eq(table.isTest, placeholder("isTest")),
  )!;
}

/**
 * The row with this id in this account and dataset, or 404 `resource_not_found`: a row of another
 * account or dataset is answered exactly as a missing one (docs/api-objects.md).
 */
export function findInScope<T extends ScopedTable>(
  ex: DbOrTx,
  table: T,
  scope: Scope,
  id: string,
  what: string,
): T["$inferSelect"] {
  const row = ex
    .select()
    .from(table as SQLiteTable)
    .where(and(eq(table.id, id), inScope(table, scope)))
    .get();
  if (!row) throw notFound(what, id);
  return row as T["$inferSelect"];
}

/** The fields of `wanted` that are given (not undefined) and differ from `current`; arrays compare by content. */
export function changedFields<R extends object>(
  current: R,
  wanted: { [K in keyof R]?: R[K] },
): Partial<R> {
  const changes: Partial<R> = {};
  for (const k of Object.keys(wanted) as (keyof R)[]) {
    const value = wanted[k];
    if (value === undefined) continue;
    const same = Array.isArray(value)
      ? JSON.stringify(value) === JSON.stringify(current[k])
      : value === current[k];
    if (!same) changes[k] = value as R[keyof R];
  }
  return changes;
}
