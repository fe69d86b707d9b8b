// Accounts are created and managed by admins through the CLI; the API only ever sees its own.
import { asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { accounts } from "../db/schema";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { isPlan, PLANS, visitLimit, type Plan } from "./plans";
import { UserError } from "../core/user-error";
import { Hook } from "../core/hooks";
import { DEFAULT_RESPONSE_DAYS, DEFAULT_TIME_ZONE } from "./response-times";

export type AccountRow = typeof accounts.$inferSelect;

/** Runs in the creating transaction (the sample data is attached here, in src/wiring.ts). */
export const accountCreated = new Hook<[tx: Tx, account: AccountRow]>();
/** Runs in the suspending write: sessions and sign-in links of the account end there (src/wiring.ts). */
export const accountSuspended = new Hook<[ex: DbOrTx, accountId: string]>();
/** Runs after a plan change, suspension or reinstatement through this process's connection. */
export const accountChanged = new Hook<[accountId: string]>();

export function getAccountRow(ex: DbOrTx, id: string): AccountRow {
  const row = ex.select().from(accounts).where(eq(accounts.id, id)).get();
  if (!row) throw new UserError(`no account with id '${id}'`);
  return row;
}

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
  if (!isPlan(plan))
    throw new UserError(`unknown plan '${plan}': choose one of ${Object.keys(PLANS).join(", ")}`);
  return plan;
}

export function createAccount(tx: Tx, input: { name: string; plan?: string }) {
  const name = input.name.trim();
  if (!name || name.length > 200) throw new UserError("account name must be 1 to 200 characters");
  const plan = parsePlan(input.plan ?? "free");
  const now = nowIso();
  const row: AccountRow = {
    id: newId("acct"),
    name,
    plan,
    disabledAt: null,
    displayName: null,
    logoKey: null,
    replyTo: null,
    defaultRecipients: [],
    responseDays: { ...DEFAULT_RESPONSE_DAYS },
    timeZone: DEFAULT_TIME_ZONE,
    createdAt: now,
    updatedAt: now,
  };
  tx.insert(accounts).values(row).run();
  accountCreated.run(tx, row);
  return presentAccount(row);
}

export function listAccounts(ex: DbOrTx) {
  return ex.select().from(accounts).orderBy(asc(accounts.createdAt)).all().map(presentAccount);
}

function update(ex: DbOrTx, id: string, values: Partial<AccountRow>) {
  getAccountRow(ex, id);
  ex.update(accounts)
    .set({ ...values, updatedAt: nowIso() })
    .where(eq(accounts.id, id))
    .run();
  accountChanged.run(id);
  return presentAccount(getAccountRow(ex, id));
}

export const setPlan = (ex: DbOrTx, id: string, plan: string) =>
  update(ex, id, { plan: parsePlan(plan) });
/** Suspends the account; every session of its users ends and every unused sign-in link is void, for good. */
export function disableAccount(ex: DbOrTx, id: string) {
  const done = update(ex, id, { disabledAt: getAccountRow(ex, id).disabledAt ?? nowIso() });
  accountSuspended.run(ex, id);
  return done;
}
export const enableAccount = (ex: DbOrTx, id: string) => update(ex, id, { disabledAt: null });
