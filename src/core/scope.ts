import { and, eq, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

/** Who a request acts for: one account and one of its two datasets (SPEC 5.2). */
export interface Scope {
  accountId: string;
  isTest: boolean;
}

/** The WHERE condition that keeps a query inside one account's dataset. Every tenant query uses it. */
export function inScope(table: { accountId: SQLiteColumn; isTest: SQLiteColumn }, scope: Scope): SQL {
  return and(eq(table.accountId, scope.accountId), eq(table.isTest, scope.isTest))!;
}
