// `sitevisit digest send [--account ID] [--date YYYY-MM-DD]`: the daily digest of that day, now
// (docs/dashboard.md, "Reminders"), for cron or for checking. It mails through the configured
// transport as every mail is (SMTP, or .eml files without one) and records each user's outcome as
// the job loop does, so a user already settled for that day (by the server or an earlier run) is
// skipped, and the server does not queue that day's digest again. It also mails the contractor
// reminders owed that day (src/work-orders/reminders.ts), each once. Prints
// { sent, skipped, contractorReminders: { due, overdue } }.
import { Command } from "commander";
import { db } from "../../src/db/client";
import { accounts } from "../../src/db/schema";
import { mailDestination, mailer } from "../../src/mail/mailer";
import { isCalendarDate, MAX_DUE_DATE, MIN_DUE_DATE } from "../../src/accounts/response-times";
import { getAccountRow } from "../../src/accounts/service";
import { claimDigestDay, sendAccountDigests } from "../../src/reminders/service";
import { sendAccountReminders } from "../../src/work-orders/reminders";
import { todayFor } from "../../src/action-items/work-list";
import { CliError, usageError } from "../errors";
import { action, openDataDir, withCommon } from "../shared";

function checkDate(date: string): string {
  if (!isCalendarDate(date) || date < MIN_DUE_DATE || date > MAX_DUE_DATE)
    throw usageError(
      `--date must be a calendar date YYYY-MM-DD from ${MIN_DUE_DATE} to ${MAX_DUE_DATE}, got '${date.replace(/[\u0000-\u001f\u007f]/g, "?").slice(0, 40)}'`,
    );
  return date;
}

export function digestCommand(): Command {
  const cmd = new Command("digest").description(
    "the daily digest email (items overdue and due this week) to each user of an account",
  );
  cmd.addCommand(
    withCommon(
      new Command("send")
        .description(
          "send the day's digests (and contractor reminders) now; prints { sent, skipped, ... }",
        )
        .option("--account <id>", "only this account (default: every account not disabled)")
        .option(
          "--date <YYYY-MM-DD>",
          "the day the digest is for (default: today in each account's time zone)",
        ),
      { json: "print the counts as one JSON document (it is printed so anyway)" },
    ).action(
      action(async (opts) => {
        const date = opts.date === undefined ? undefined : checkDate(String(opts.date));
        openDataDir(opts);
        const ids = opts.account
          ? [getAccountRow(db(), String(opts.account)).id]
          : db()
              .select({ id: accounts.id, disabledAt: accounts.disabledAt })
              .from(accounts)
              .all()
              .filter((a) => !a.disabledAt)
              .map((a) => a.id);
        const total = { sent: 0, skipped: 0, contractorReminders: { due: 0, overdue: 0 } };
        let left = 0;
        try {
          for (const accountId of ids) {
            const day = date ?? todayFor(db(), accountId);
            claimDigestDay(db(), accountId, day);
            const run = await sendAccountDigests(db(), { accountId, day });
            total.sent += run.sent;
            total.skipped += run.skipped;
            left += run.left;
            const reminded = await sendAccountReminders(db(), { accountId, day });
            total.contractorReminders.due += reminded.due;
            total.contractorReminders.overdue += reminded.overdue;
            left += reminded.left;
          }
        } finally {
          mailer().close();
        }
        process.stdout.write(`${JSON.stringify(total, null, opts.json ? 2 : undefined)}\n`);
        if (left)
          throw new CliError(
            "config_error",
            `${left} user(s) or contractor(s) not mailed: could not send through ${mailDestination()}; run it again`,
          );
      }),
    ),
  );
  return cmd;
}
