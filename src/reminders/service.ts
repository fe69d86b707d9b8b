// The daily digest's schedule and its record (docs/dashboard.md, "Reminders"; docs/operating.md,
// "The daily digest"). From SITEVISIT_DIGEST_HOUR in an account's time zone, its day's digest is
// due: the job loop's periodic task queues one job per account and day (a `digest_runs` row, in
// the same transaction, so it is queued once however often the task runs and across restarts), and
// the job mails each user of the account. Each user's outcome for the day is a `digest_sends` row
// (sent, nothing to say, turned off, refused): a user with one is never mailed that day's digest
// again, whether the job runs again after a crash or a retry, or `sitevisit digest send` runs too.
// A day missed while the server was down is not sent late: only the current day's digest is due.
import { eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { accounts, digestRuns, digestSends, users } from "../db/schema";
import { config } from "../core/config";
import { nowIso } from "../core/time";
import { notFound } from "../core/errors";
import { dayIn } from "../accounts/response-times";
import { enqueueJob } from "../jobs/queue";
import { MAIL_MAX_ATTEMPTS } from "../mail/schedule";
import { sendMail } from "../mail/mailer";
import { MailError } from "../mail/transport";
import { getAccountSettings } from "../account-settings/service";
import { composeDigest, type DigestContext } from "./digest";
import { renderDigestEmail } from "./digest-email";

type Outcome = (typeof digestSends.$inferSelect)["outcome"];

/** Digest records are kept this many days (what was sent when, for an operator's questions). */
export const DIGEST_RECORD_DAYS = 60;
// Messages in flight at once within one account's run, as the report email does.
const PARALLEL = 4;

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour (0-23) it is in `zone` at `at`; a zone the runtime no longer knows counts as UTC. */
export function hourIn(zone: string, at: Date): number {
  let f = hourFormatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "numeric", hourCycle: "h23" });
    } catch {
      return at.getUTCHours();
    }
    hourFormatters.set(zone, f);
  }
  return Number(f.formatToParts(at).find((p) => p.type === "hour")?.value ?? at.getUTCHours());
}

/**
 * Queues the digest of every account whose day has reached the digest hour and whose day's digest
 * is not queued yet: one job per account and day. The periodic task's work (src/background.ts).
 */
export function queueDueDigests(ex: DbOrTx, now = new Date()): number {
  const hour = config().digestHour;
  if (hour === null) return 0;
  const zones = ex
    .selectDistinct({ zone: accounts.timeZone })
    .from(accounts)
    .all()
    .map((r) => r.zone);
  let queued = 0;
  for (const zone of zones) {
    if (hourIn(zone, now) < hour) continue;
    const day = dayIn(zone, now);
    ex.transaction((tx) => {
      const due = tx.all<{ id: string }>(sql`
        INSERT INTO ${digestRuns} (account_id, day, queued_at)
        SELECT ${accounts.id}, ${day}, ${nowIso()} FROM ${accounts}
        WHERE ${accounts.timeZone} = ${zone} AND ${accounts.disabledAt} IS NULL
        ON CONFLICT DO NOTHING
        RETURNING account_id AS id`);
      for (const { id } of due)
        enqueueJob(
          tx,
          "reminders.send_digest",
          { accountId: id, day },
          { maxAttempts: MAIL_MAX_ATTEMPTS, concurrencyKey: "reminders.send_digest" },
        );
      queued += due.length;
    });
  }
  return queued;
}

/** Records older than DIGEST_RECORD_DAYS go (hourly). */
export function pruneDigestRecords(ex: DbOrTx, now = new Date()): number {
  const cutoff = new Date(now.getTime() - DIGEST_RECORD_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  // drizzle types bun:sqlite's run() as void; at run time it is bun's { changes, lastInsertRowid }.
  const changes = (r: unknown) => (r as { changes: number }).changes;
  const runs = changes(ex.delete(digestRuns).where(lt(digestRuns.day, cutoff)).run());
  return runs + changes(ex.delete(digestSends).where(lt(digestSends.day, cutoff)).run());
}

function record(ex: DbOrTx, userId: string, day: string, outcome: Outcome): void {
  ex.insert(digestSends).values({ userId, day, outcome, at: nowIso() }).onConflictDoNothing().run();
}

export interface DigestRun {
  /** Users mailed. */
  sent: number;
  /** Users not mailed: already settled for the day, turned off, nothing to say, or refused for good. */
  skipped: number;
  /** Users a transient failure kept from their digest: the job tries them again. */
  left: number;
}

/**
 * Mails one account's digest for `day` (YYYY-MM-DD in its time zone) to each of its users not yet
 * settled for that day: the job's work and `sitevisit digest send`'s. The sections are read once
 * for the account; each user's outcome is recorded as soon as it is known.
 */
export async function sendAccountDigests(
  ex: DbOrTx,
  o: { accountId: string; day: string; signal?: AbortSignal },
): Promise<DigestRun> {
  const account = ex
    .select({ name: accounts.name, zone: accounts.timeZone, disabledAt: accounts.disabledAt })
    .from(accounts)
    .where(eq(accounts.id, o.accountId))
    .get();
  if (!account) throw notFound("account", o.accountId);
  const people = ex
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      on: users.digestEmail,
      settled: sql<number>`EXISTS (SELECT 1 FROM ${digestSends} WHERE ${digestSends.userId} = ${users.id} AND ${digestSends.day} = ${o.day})`,
    })
    .from(users)
    .where(eq(users.accountId, o.accountId))
    .all();
  const open = people.filter((u) => !u.settled);
  const run: DigestRun = { sent: 0, skipped: people.length - open.length, left: 0 };
  if (account.disabledAt || open.length === 0) return { ...run, skipped: people.length };
  const wanting = open.filter((u) => u.on);
  for (const u of open) if (!u.on) record(ex, u.id, o.day, "off");
  run.skipped += open.length - wanting.length;
  if (wanting.length === 0) return run;
  const base = config().publicUrl;
  const ctx: DigestContext = {
    accountId: o.accountId,
    accountName: getAccountSettings(ex, o.accountId).firmName,
    day: o.day,
    timeZone: account.zone,
    url: (path) => `${base}${path}`,
  };
  const blocks = composeDigest(ex, ctx);
  if (blocks.length === 0) {
    for (const u of wanting) record(ex, u.id, o.day, "empty");
    run.skipped += wanting.length;
    return run;
  }
  const settingsUrl = `${base}/dashboard/settings#digest`;
  let next = 0;
  const worker = async () => {
    while (next < wanting.length && !o.signal?.aborted) {
      const u = wanting[next++]!;
      const mail = renderDigestEmail({
        accountName: ctx.accountName,
        name: u.name,
        day: o.day,
        blocks,
        settingsUrl,
      });
      try {
        await sendMail({ to: u.email, ...mail });
        record(ex, u.id, o.day, "sent");
        run.sent++;
      } catch (e) {
        if (e instanceof MailError && e.permanent) {
          record(ex, u.id, o.day, "refused");
          run.skipped++;
        } else run.left++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, wanting.length) }, worker));
  run.left += wanting.length - next;
  return run;
}

/** Marks `day`'s digests of an account as queued, so the job loop does not queue them again. */
export function claimDigestDay(ex: DbOrTx, accountId: string, day: string): void {
  ex.insert(digestRuns).values({ accountId, day, queuedAt: nowIso() }).onConflictDoNothing().run();
}

/** Whether the user gets the daily digest (Settings). */
export function digestEmailOn(ex: DbOrTx, userId: string): boolean {
  return (
    ex.select({ on: users.digestEmail }).from(users).where(eq(users.id, userId)).get()?.on ?? false
  );
}

export function setDigestEmail(ex: DbOrTx, userId: string, on: boolean): void {
  ex.update(users).set({ digestEmail: on, updatedAt: nowIso() }).where(eq(users.id, userId)).run();
}
