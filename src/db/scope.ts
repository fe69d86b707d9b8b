import { and, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DbOrTx } from "./client";
import { notFound } from "../core/errors";
import { placeholder, prepared, rowMapper } from "./prepared";

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

// One prepared statement per table (and connection), its rows mapped by a mapper compiled once:
// built with drizzle's query builder on every call, this lookup cost 40 µs; prepared, 5.
const findStatements = new Map<
  SQLiteTable,
  {
    statement: (ex: DbOrTx) => { values(p: Record<string, unknown>): unknown[][] };
    toRow: (v: unknown[]) => unknown;
  }
>();

function findStatementOf(table: ScopedTable) {
  let found = findStatements.get(table);
  if (!found) {
    const columns = getTableColumns(table);
    found = {
      statement: prepared((d) =>
        d
          .select(columns)
          .from(table as SQLiteTable)
          .where(and(eq(table.id, placeholder("id")), inScopePrepared(table)))
          .prepare(),
      ),
      toRow: rowMapper(columns),
    };
    findStatements.set(table, found);
  }
  return found;
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
  const { statement, toRow } = findStatementOf(table);
  const [values] = statement(ex).values({ id, accountId: scope.accountId, isTest: scope.isTest });
  if (!values) throw notFound(what, id);
  return toRow(values) as T["$inferSelect"];
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
