// Accounts are created and managed by admins through the CLI; the API only ever sees its own.
import { asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { accounts } from "../db/schema";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { isPlan, PLANS, visitLimit, type Plan } from "./plans";
import { seedSampleData } from "../samples/seed";
import { UserError } from "../core/user-error";
import { forgetCachedKeys } from "../keys/service";
import { getAccountRow, type AccountRow } from "./lookup";


export function presentAccount(a: AccountRow) {
  return {
    id: a.id,
    name: a.name,
    plan: a.plan,
    visitLimit: visitLimit(a.plan),
    disabled: a.disabledAt !== null,
    disabledAt: a.disabledAt,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

export function parsePlan(plan: string): Plan {
  if (!isPlan(plan)) throw new UserError(`unknown plan '${plan}': choose one of ${Object.keys(PLANS).join(", ")}`);
  return plan;
}

export function createAccount(tx: Tx, input: { name: string; plan?: string }) {
  const name = input.name.trim();
  if (!name || name.length > 200) throw new UserError("account name must be 1 to 200 characters");
  const plan = parsePlan(input.plan ?? "free");
  const now = nowIso();
  const row: AccountRow = { id: newId("acct"), name, plan, disabledAt: null, createdAt: now, updatedAt: now };
  tx.insert(accounts).values(row).run();
  // Every account starts with the tutorial property in both datasets.
  seedSampleData(tx, { accountId: row.id, isTest: false });
  seedSampleData(tx, { accountId: row.id, isTest: true });
  return presentAccount(row);
}

export function listAccounts(ex: DbOrTx) {
  return ex.select().from(accounts).orderBy(asc(accounts.createdAt)).all().map(presentAccount);
}

export { getAccountRow };

function update(ex: DbOrTx, id: string, values: Partial<AccountRow>) {
  getAccountRow(ex, id);
  ex.update(accounts).set({ ...values, updatedAt: nowIso() }).where(eq(accounts.id, id)).run();
  forgetCachedKeys();
  return presentAccount(getAccountRow(ex, id));
}

export const setPlan = (ex: DbOrTx, id: string, plan: string) => update(ex, id, { plan: parsePlan(plan) });
export const disableAccount = (ex: DbOrTx, id: string) => update(ex, id, { disabledAt: getAccountRow(ex, id).disabledAt ?? nowIso() });
export const enableAccount = (ex: DbOrTx, id: string) => update(ex, id, { disabledAt: null });
