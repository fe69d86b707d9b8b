// Contractor reminders (docs/api.md, "Work orders"): an open order (sent, opened or started, its
// link not expired, its item not done) gets one email the day before its item's due date ("due")
// and one the first day it is overdue ("overdue"), days in the account's time zone. Each is recorded
// on the order (reminded_due_at, reminded_overdue_at), set in the same transaction as queuing the
// mail, so it is sent once across restarts and however often the check runs. The job loop checks
// from SITEVISIT_DIGEST_HOUR as the daily digest does (src/reminders/service.ts);
// `sitevisit digest send --date` sends a given day's now. A day missed is not made up for the
// "due" reminder (it would be wrong the day after); the overdue one is sent on a later day, but
// only for an item that became overdue while the order was out.
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { accounts, actionItems, workOrders } from "../db/schema";
import { config } from "../core/config";
import { nowIso } from "../core/time";
import { addDays, dayIn } from "../accounts/response-times";
import { enqueueJob } from "../jobs/queue";
import { MAIL_MAX_ATTEMPTS } from "../mail/schedule";
import { MailError } from "../mail/transport";
import { hourIn } from "../reminders/service";
import { OPEN_STATUSES } from "./schema";
import { sendWorkOrderMail } from "./jobs";

export type ReminderKind = "due" | "overdue";
const FIELD = { due: "remindedDueAt", overdue: "remindedOverdueAt" } as const;

interface Reminder {
  workOrderId: string;
  kind: ReminderKind;
}

/** The reminders owed on `day` (YYYY-MM-DD) to orders of the accounts matched by `where`. */
function owed(ex: DbOrTx, day: string, zone: string, where: ReturnType<typeof eq>): Reminder[] {
  const rows = ex
    .select({
      id: workOrders.id,
      due: actionItems.dueDate,
      createdAt: workOrders.createdAt,
      dueSent: workOrders.remindedDueAt,
    })
    .from(workOrders)
    .innerJoin(actionItems, eq(actionItems.id, workOrders.actionItemId))
    .innerJoin(accounts, eq(accounts.id, workOrders.accountId))
    .where(
      and(
        where,
        isNull(accounts.disabledAt),
        inArray(workOrders.status, [...OPEN_STATUSES]),
        sql`${workOrders.expiresAt} > ${nowIso()}`,
        sql`${actionItems.status} <> 'DONE'`,
        or(
          and(eq(actionItems.dueDate, addDays(day, 1)), isNull(workOrders.remindedDueAt)),
          and(lt(actionItems.dueDate, day), isNull(workOrders.remindedOverdueAt)),
        ),
      ),
    )
    .all();
  const out: Reminder[] = [];
  for (const r of rows) {
    const sentOn = dayIn(zone, new Date(r.createdAt));
    // Not on the day the job itself was mailed, and not for an item already late when sent.
    if (sentOn >= day || !r.due) continue;
    if (r.due === addDays(day, 1)) out.push({ workOrderId: r.id, kind: "due" });
    else if (r.due >= sentOn) out.push({ workOrderId: r.id, kind: "overdue" });
  }
  return out;
}

/** Records the reminder as sent; false when it already was (another run got there first). */
function claim(ex: DbOrTx, r: Reminder): boolean {
  return (
    ex
      .update(workOrders)
      .set({ [FIELD[r.kind]]: nowIso() })
      .where(and(eq(workOrders.id, r.workOrderId), isNull(workOrders[FIELD[r.kind]])))
      .returning({ id: workOrders.id })
      .all().length > 0
  );
}

/**
 * The job loop's check (src/background.ts): for each time zone whose day has reached the digest
 * hour, queues that day's reminders, each claimed in the transaction that queues its mail.
 */
export function queueDueReminders(ex: DbOrTx, now = new Date()): number {
  const hour = config().digestHour;
  if (hour === null) return 0;
  const zones = ex.selectDistinct({ zone: accounts.timeZone }).from(accounts).all();
  let queued = 0;
  for (const { zone } of zones) {
    if (hourIn(zone, now) < hour) continue;
    const due = owed(ex, dayIn(zone, now), zone, eq(accounts.timeZone, zone));
    for (const r of due)
      ex.transaction((tx) => {
        if (!claim(tx, r)) return;
        enqueueJob(tx, "mail.send_work_order", r, { maxAttempts: MAIL_MAX_ATTEMPTS });
        queued++;
      });
  }
  return queued;
}

export interface ReminderRun {
  due: number;
  overdue: number;
  /** Reminders a transient mail failure kept back: unclaimed again, for the next run. */
  left: number;
}

/**
 * `sitevisit digest send`'s part: one account's reminders for `day`, mailed now. Each is claimed
 * before it is sent; a transient failure unclaims it so a later run (or the server) sends it.
 */
export async function sendAccountReminders(
  ex: DbOrTx,
  o: { accountId: string; day: string },
): Promise<ReminderRun> {
  const account = ex
    .select({ zone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, o.accountId))
    .get();
  const run: ReminderRun = { due: 0, overdue: 0, left: 0 };
  if (!account) return run;
  for (const r of owed(ex, o.day, account.zone, eq(accounts.id, o.accountId))) {
    if (!claim(ex, r)) continue;
    try {
      if ((await sendWorkOrderMail(ex, r.workOrderId, r.kind)) === null) run[r.kind]++;
    } catch (e) {
      if (e instanceof MailError && e.permanent) continue;
      ex.update(workOrders)
        .set({ [FIELD[r.kind]]: null })
        .where(eq(workOrders.id, r.workOrderId))
        .run();
      run.left++;
    }
  }
  return run;
}
