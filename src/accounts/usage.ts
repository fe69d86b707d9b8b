// The monthly plan visit limit (docs/cli.md): live, non-sample visits created this UTC month, deleted
// ones included, hence a counter rather than a COUNT over site_visits.
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { accounts, planUsage } from "../db/schema";
import { ApiError } from "../core/errors";
import { config } from "../core/config";
import { currentPeriod } from "../core/time";
import type { Scope } from "../db/scope";
import { visitLimit } from "./plans";

/** Where a blocked caller is sent: the error reference, which explains plans and how to change them. */
export const upgradeUrl = () => `${config().publicUrl}/docs/errors#plan_limit_exceeded`;

/**
 * Counts one visit creation against the plan, or throws 402 (rolling back the caller's transaction).
 * The increment comes first and is itself the check: the UPSERT takes SQLite's write lock, so two
 * concurrent creates at the limit can never both see room.
 */
export function chargeVisitCreation(tx: Tx, scope: Scope, now = new Date()): void {
  if (scope.isTest) return;
  const account = tx
    .select({ plan: accounts.plan })
    .from(accounts)
    .where(eq(accounts.id, scope.accountId))
    .get();
  if (!account) throw new Error(`account ${scope.accountId} vanished`);
  const { visitsCreated } = tx
    .insert(planUsage)
    .values({ accountId: scope.accountId, period: currentPeriod(now), visitsCreated: 1 })
    .onConflictDoUpdate({
      target: [planUsage.accountId, planUsage.period],
      set: { visitsCreated: sql`${planUsage.visitsCreated} + 1` },
    })
    .returning({ visitsCreated: planUsage.visitsCreated })
    .get()!;
  const limit = visitLimit(account.plan);
  if (limit === null || visitsCreated <= limit) return;
  const used = visitsCreated - 1;
  throw new ApiError(
    "plan_limit_exceeded",
    `The ${account.plan} plan allows ${limit} site visits per month and ${used} have been created this month. Upgrade the plan to create more.`,
    { upgrade_url: upgradeUrl(), current_plan: account.plan, used, limit },
  );
}
