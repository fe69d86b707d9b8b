// Reading one account by id: shared by accounts and keys without either importing the other.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { accounts } from "../db/schema";
import { UserError } from "../core/user-error";

export type AccountRow = typeof accounts.$inferSelect;

export function getAccountRow(ex: DbOrTx, id: string): AccountRow {
  const row = ex.select().from(accounts).where(eq(accounts.id, id)).get();
  if (!row) throw new UserError(`no account with id '${id}'`);
  return row;
}
