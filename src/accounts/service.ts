// Accounts are created and managed by admins through the CLI; the API only ever sees its own.
import { asc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { accounts } from "../db/schema";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { isPlan, PLANS, visitLimit, type Plan } from "./plans";
import { seedSampleData } from "../samples/seed";
import { UserError } from "../core/user-error";
import { forgetCachedKeys } from "../keys/service";

type AccountRow = typeof accounts.$inferSelect;

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

export function createAccount(input: { name: string; plan?: string }) {
  const name = input.name.trim();
  if (!name || name.length > 200) throw new UserError("account name must be 1 to 200 characters");
  const plan = parsePlan(input.plan ?? "free");
  const now = nowIso();
  const row: AccountRow = { id: newId("acct"), name, plan, disabledAt: null, createdAt: now, updatedAt: now };
  db().transaction((tx) => {
    tx.insert(accounts).values(row).run();
    // Every account starts with the tutorial property in both datasets.
    seedSampleData(tx, { accountId: row.id, isTest: false });
    seedSampleData(tx, { accountId: row.id, isTest: true });
  });
  return presentAccount(row);
}

export function listAccounts() {
  return db().select().from(accounts).orderBy(asc(accounts.createdAt)).all().map(presentAccount);
}

export function getAccountRow(id: string): AccountRow {
  const row = db().select().from(accounts).where(eq(accounts.id, id)).get();
  if (!row) throw new UserError(`no account with id '${id}'`);
  return row;
}

function update(id: string, values: Partial<AccountRow>) {
  getAccountRow(id);
  db().update(accounts).set({ ...values, updatedAt: nowIso() }).where(eq(accounts.id, id)).run();
  forgetCachedKeys();
  return presentAccount(getAccountRow(id));
}

export const setPlan = (id: string, plan: string) => update(id, { plan: parsePlan(plan) });
export const disableAccount = (id: string) => update(id, { disabledAt: getAccountRow(id).disabledAt ?? nowIso() });
export const enableAccount = (id: string) => update(id, { disabledAt: null });
