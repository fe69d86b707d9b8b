// Users of an account and how they sign in to the dashboard: invitations and emailed one-time links
// (no passwords), and sessions. Tokens are 32 random bytes; only their SHA-256 is stored (tokens.ts).
// Like every service, each function takes the executor it runs on first; the CLI and the dashboard
// routes call these, never SQL of their own.
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { accounts, sessions, signInLinks, users } from "../db/schema";
import { config } from "../core/config";
import { newId } from "../core/ids";
import { isoAfter, nowIso } from "../core/time";
import { characterCount } from "../core/characters";
import { invalidState, notFound, validationError } from "../core/errors";
import { getAccountRow } from "../accounts/service";
import { isValidEmailAddress } from "../core/email-address";
import { enqueueJob } from "../jobs/queue";
import { placeholder, prepared } from "../db/prepared";
import { RowCache } from "../db/row-cache";
import { hashToken, isTokenShaped, newToken, sameSecret } from "./tokens";
import { type Actor, checkManage, type Role, ROLE_LABELS } from "./roles";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long each kind of secret lives (docs/dashboard.md). */
export const LIMITS = {
  inviteLinkMs: DAY,
  signInLinkMs: 15 * MINUTE,
  /** Sliding: every request pushes the expiry this far ahead again (written at most once a minute). */
  sessionMs: 30 * DAY,
  /** Absolute: no session outlives this, however often it is used (SITEVISIT_SESSION_MAX_AGE_DAYS). */
  sessionMaxAgeMs: () => config().sessionMaxAgeDays * DAY,
  sessionTouchMs: MINUTE,
} as const;

type UserRow = typeof users.$inferSelect;

export function presentUser(u: UserRow) {
  return {
    id: u.id,
    accountId: u.accountId,
    email: u.email,
    name: u.name,
    role: u.role,
    lastSignInAt: u.lastSignInAt,
    createdAt: u.createdAt,
  };
}
export type UserDto = ReturnType<typeof presentUser>;

/** Trimmed and lower-cased, or null when it is not a plain address. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const email = raw.trim().toLowerCase();
  return isValidEmailAddress(email) ? email : null;
}

function requireEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!email) throw validationError("email", `'${raw.trim()}' is not an email address.`);
  return email;
}

function cleanName(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  if (characterCount(name) > 100)
    throw validationError("name", "The name must be at most 100 characters.");
  return name || null;
}

/** The link a person follows to sign in: a confirm page, so a mail scanner's GET does not use it up. */
export function signInUrl(token: string): string {
  return `${config().publicUrl}/dashboard/sign-in/confirm?token=${token}`;
}

export interface IssuedLink {
  url: string;
  expiresAt: string;
}

function issueLink(tx: DbOrTx, userId: string, purpose: "invite" | "sign_in"): IssuedLink {
  const token = newToken();
  const expiresAt = isoAfter(purpose === "invite" ? LIMITS.inviteLinkMs : LIMITS.signInLinkMs);
  tx.insert(signInLinks)
    .values({
      id: newId("sil"),
      userId,
      tokenHash: hashToken(token),
      purpose,
      expiresAt,
      usedAt: null,
      createdAt: nowIso(),
    })
    .run();
  return { url: signInUrl(token), expiresAt };
}

const userByEmail = (tx: DbOrTx, accountId: string, email: string) =>
  tx
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.email, email)))
    .get();

function insertUser(tx: Tx, accountId: string, email: string, name: string | null, role: Role) {
  const now = nowIso();
  const row: UserRow = {
    id: newId("usr"),
    accountId,
    email,
    name,
    role,
    lastSignInAt: null,
    digestEmail: true,
    createdAt: now,
    updatedAt: now,
  };
  tx.insert(users).values(row).run();
  return row;
}

const hasOwner = (ex: DbOrTx, accountId: string) =>
  ex
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, "owner")))
    .limit(1)
    .get() !== undefined;

/**
 * `sitevisit users invite`: adds a user to an account (or finds the one with that email) and issues
 * a one-time sign-in link valid for 24 h. The link is returned once, to be printed and mailed; only
 * its hash is kept. A new user's role is `role`, else owner for the account's first owner and member
 * after; an existing user keeps theirs (a different `role` is refused: `users role` changes it).
 */
export function inviteUser(
  tx: Tx,
  input: { accountId: string; email: string; name?: string; role?: Role },
) {
  const account = getAccountRow(tx, input.accountId);
  const email = requireEmail(input.email);
  const name = cleanName(input.name);
  let row = userByEmail(tx, account.id, email);
  const created = !row;
  if (!row) {
    row = insertUser(
      tx,
      account.id,
      email,
      name,
      input.role ?? (hasOwner(tx, account.id) ? "member" : "owner"),
    );
  } else if (input.role && input.role !== row.role) {
    throw invalidState(
      `${email} is already a user of ${account.name} as ${row.role}: change the role with 'sitevisit users role ${row.id} ${input.role}'`,
    );
  } else if (name !== null && name !== row.name) {
    tx.update(users).set({ name, updatedAt: nowIso() }).where(eq(users.id, row.id)).run();
    row = { ...row, name };
  }
  return {
    user: presentUser(row),
    created,
    account: { id: account.id, name: account.name },
    link: issueLink(tx, row.id, "invite"),
  };
}

export function listUsers(ex: DbOrTx, accountId: string): UserDto[] {
  getAccountRow(ex, accountId);
  return ex
    .select()
    .from(users)
    .where(eq(users.accountId, accountId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .all()
    .map(presentUser);
}

/**
 * An invitation from the dashboard's People page: a new person of the account with `role`, whose
 * one-time link (the CLI's: 24 h, once) is issued and mailed by the `users.send_invite` job. An
 * address that already is a person of the account is refused, as is a role the inviter may not give.
 */
export function invitePerson(
  tx: Tx,
  accountId: string,
  by: Actor,
  input: { email: string; name?: string; role: Role },
): UserDto {
  checkManage(by, null, input.role);
  const account = getAccountRow(tx, accountId);
  const email = requireEmail(input.email);
  const name = cleanName(input.name);
  const existing = userByEmail(tx, account.id, email);
  if (existing)
    throw invalidState(
      `${email} is already one of your people (${ROLE_LABELS[existing.role]}${existing.lastSignInAt ? "" : ", invited"}).`,
    );
  const row = insertUser(tx, account.id, email, name, input.role);
  queueInvite(tx, row.id);
  return presentUser(row);
}

/** Mails a fresh invitation link (src/users/jobs.ts); the ones sent before stop working. */
function queueInvite(tx: Tx, userId: string): void {
  enqueueJob(tx, "users.send_invite", { userId }, { maxAttempts: 3 });
}

/** `accountId` null is the operator's CLI, which reaches every account's users by id. */
function personOf(ex: DbOrTx, accountId: string | null, id: string): UserRow {
  const row = ex.select().from(users).where(eq(users.id, id)).get();
  // Another account's person is a 404 exactly like a missing one.
  if (!row || (accountId !== null && row.accountId !== accountId))
    throw accountId === null ? notFound("user", id) : notFound("person", id);
  return row;
}

/** A person of the account (404 for another account's). */
export const getPerson = (ex: DbOrTx, accountId: string, id: string): UserDto =>
  presentUser(personOf(ex, accountId, id));

/** The actor as the database has them now (their role may have changed since the page was drawn). */
function current(ex: DbOrTx, by: Actor): Actor {
  if (by === "operator") return by;
  const row = ex.select({ role: users.role }).from(users).where(eq(users.id, by.userId)).get();
  return { userId: by.userId, role: row?.role ?? "member" };
}

/**
 * Refuses to demote or remove the account's last owner. An owner who has signed in also needs another
 * owner who has: an invitation not yet accepted (which may never be) is no one to hand the firm to.
 */
function refuseLastOwner(ex: DbOrTx, row: UserRow, what: string): void {
  if (row.role !== "owner") return;
  const others = ex
    .select({ signedIn: users.lastSignInAt })
    .from(users)
    .where(and(eq(users.accountId, row.accountId), eq(users.role, "owner"), ne(users.id, row.id)))
    .all();
  const active = others.some((o) => o.signedIn !== null);
  if (others.length === 0 || (row.lastSignInAt !== null && !active))
    throw invalidState(
      others.length === 0
        ? `${row.name ?? row.email} is the account's last owner and cannot be ${what}: make someone else an owner first.`
        : `${row.name ?? row.email} is the account's last owner who has signed in and cannot be ${what}: the other owners have not accepted their invitations yet.`,
    );
}

/** Changes a person's role (owners and admins; only owners touch owners; never the last owner). */
export function setUserRole(
  tx: Tx,
  accountId: string | null,
  by: Actor,
  id: string,
  role: Role,
): { user: UserDto; previousRole: Role } {
  const row = personOf(tx, accountId, id);
  checkManage(current(tx, by), row.role, role);
  if (role !== row.role) {
    if (role !== "owner") refuseLastOwner(tx, row, "demoted");
    tx.update(users).set({ role, updatedAt: nowIso() }).where(eq(users.id, id)).run();
  }
  return { user: presentUser({ ...row, role }), previousRole: row.role };
}

/**
 * Deletes the user with their sessions and links: every session of theirs ends at once. The last
 * owner is refused; `pendingOnly` (revoking an invitation) refuses someone who has signed in.
 */
export function removeUser(
  tx: Tx,
  id: string,
  o: { accountId: string | null; by: Actor; pendingOnly?: boolean } = {
    accountId: null,
    by: "operator",
  },
): { user: UserDto; sessionsEnded: number } {
  const row = personOf(tx, o.accountId, id);
  checkManage(current(tx, o.by), row.role, null);
  if (o.pendingOnly && row.lastSignInAt)
    throw invalidState(`${row.email} has accepted the invitation: remove them instead.`);
  refuseLastOwner(tx, row, "removed");
  const sessionsEnded = endAllSessions(tx, id);
  tx.delete(users).where(eq(users.id, id)).run();
  return { user: presentUser(row), sessionsEnded };
}

/** Sends a person who has not signed in yet a fresh invitation (the older links stop working). */
export function resendInvite(tx: Tx, accountId: string, by: Actor, id: string): UserDto {
  const row = personOf(tx, accountId, id);
  checkManage(current(tx, by), row.role, row.role);
  if (row.lastSignInAt) throw invalidState(`${row.email} has already accepted the invitation.`);
  queueInvite(tx, row.id);
  return presentUser(row);
}

/**
 * The job's half of an invitation: voids the person's unused invitation links and issues a new one,
 * or nothing when the invitation was revoked, accepted or the account suspended meanwhile.
 */
export function issueInvite(tx: Tx, userId: string) {
  const found = tx
    .select({ user: users, accountName: accounts.name, disabledAt: accounts.disabledAt })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId))
    .get();
  if (!found || found.disabledAt || found.user.lastSignInAt) return null;
  tx.update(signInLinks)
    .set({ usedAt: nowIso() })
    .where(
      and(
        eq(signInLinks.userId, userId),
        eq(signInLinks.purpose, "invite"),
        isNull(signInLinks.usedAt),
      ),
    )
    .run();
  return {
    user: presentUser(found.user),
    accountName: found.accountName,
    link: issueLink(tx, userId, "invite"),
  };
}

/**
 * The emailed sign-in: a fresh 15-minute link for every user with this address whose account is
 * active (none for an unknown address). Runs in a background job, so the page that asked answers
 * the same, in the same time, whether or not the address is known.
 */
export function issueSignInLinks(tx: Tx, email: string) {
  const found = tx
    .select({ user: users, accountName: accounts.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.email, email), isNull(accounts.disabledAt)))
    .orderBy(asc(users.createdAt))
    .all();
  return found.map((f) => ({
    user: presentUser(f.user),
    accountName: f.accountName,
    link: issueLink(tx, f.user.id, "sign_in"),
  }));
}

/** The sign-in page's request: queued as it is, so the page cannot tell known addresses from unknown ones. */
export function requestSignIn(tx: DbOrTx, email: string): void {
  enqueueJob(tx, "users.send_sign_in_link", { email }, { maxAttempts: 3 });
}

export type LinkState = "valid" | "invalid" | "expired" | "used";

function findLink(ex: DbOrTx, token: unknown) {
  if (!isTokenShaped(token)) return undefined;
  const hash = hashToken(token);
  const row = ex.select().from(signInLinks).where(eq(signInLinks.tokenHash, hash)).get();
  // The index found it by hash; the compare that decides is constant-time all the same.
  return row && sameSecret(row.tokenHash, hash) ? row : undefined;
}

function linkState(row: typeof signInLinks.$inferSelect | undefined, now: string): LinkState {
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  return row.expiresAt <= now ? "expired" : "valid";
}

/** What the confirm page says before anything is used up. */
export function checkSignInLink(ex: DbOrTx, token: unknown): LinkState {
  return linkState(findLink(ex, token), nowIso());
}

export interface NewSession {
  id: string;
  /** The cookie value: returned once, stored only hashed. */
  token: string;
  userId: string;
  expiresAt: string;
}

/** The sliding expiry from `nowMs`, never past the session's absolute end. */
function slidingExpiry(createdAt: string, nowMs: number): string {
  const end = Date.parse(createdAt) + LIMITS.sessionMaxAgeMs();
  return new Date(Math.min(nowMs + LIMITS.sessionMs, end)).toISOString();
}

export function createSession(tx: DbOrTx, userId: string): NewSession {
  const token = newToken();
  const now = nowIso();
  const row = {
    id: newId("ses"),
    userId,
    tokenHash: hashToken(token),
    isTest: false,
    expiresAt: slidingExpiry(now, Date.parse(now)),
    lastSeenAt: now,
    createdAt: now,
  };
  tx.insert(sessions).values(row).run();
  return { id: row.id, token, userId, expiresAt: row.expiresAt };
}

/**
 * Uses the link (once: the update only matches an unused, unexpired link, so two concurrent
 * confirms cannot both win) and opens a new session for its user.
 */
export function consumeSignInLink(
  tx: Tx,
  token: unknown,
): { ok: true; session: NewSession } | { ok: false; state: LinkState } {
  const row = findLink(tx, token);
  const now = nowIso();
  const state = linkState(row, now);
  if (state !== "valid") return { ok: false, state };
  const used = tx
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(eq(signInLinks.id, row!.id), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)),
    )
    .returning({ userId: signInLinks.userId })
    .all();
  if (used.length !== 1) return { ok: false, state: "used" };
  const account = tx
    .select({ disabledAt: accounts.disabledAt })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, row!.userId))
    .get();
  if (!account || account.disabledAt) return { ok: false, state: "invalid" };
  tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, row!.userId)).run();
  return { ok: true, session: createSession(tx, row!.userId) };
}

export interface SessionInfo {
  id: string;
  userId: string;
  isTest: boolean;
  expiresAt: string;
  /** The expiry moved on this request: the cookie is sent again with it. */
  renewed: boolean;
  user: { email: string; name: string | null; role: Role };
  account: { id: string; name: string };
}

// Prepared once: every dashboard request resolves its session.
const sessionByHash = prepared((d) =>
  d
    .select({
      session: sessions,
      email: users.email,
      name: users.name,
      role: users.role,
      accountId: accounts.id,
      accountName: accounts.name,
      disabledAt: accounts.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(sessions.tokenHash, placeholder("hash")))
    .prepare(),
);

// Every dashboard request reads its session row; it is kept until any row is written (a sign-out,
// a renewal, a renamed user or account, a suspension) or another connection commits
// (src/db/row-cache.ts). The checks below run on every request, cached row or not.
const sessionRows = new RowCache<NonNullable<ReturnType<ReturnType<typeof sessionByHash>["get"]>>>({
  max: 10_000,
  watch: "any write",
});

/**
 * The live session behind a cookie value, or null (unknown, expired, user removed, account
 * suspended, or older than the absolute lifetime). Slides the expiry: each use moves it 30 days ahead
 * (never past the absolute end), written at most once a minute.
 */
export function resolveSession(ex: DbOrTx, token: unknown): SessionInfo | null {
  if (!isTokenShaped(token)) return null;
  const hash = hashToken(token);
  const row = sessionRows.get(ex, hash, () => sessionByHash(ex).get({ hash }) ?? null);
  if (!row || !sameSecret(row.session.tokenHash, hash) || row.disabledAt) return null;
  const now = Date.now();
  if (row.session.expiresAt <= new Date(now).toISOString()) return null;
  // The absolute end is checked on its own too: a row written before it existed may slide past it.
  if (Date.parse(row.session.createdAt) + LIMITS.sessionMaxAgeMs() <= now) return null;
  let expiresAt = row.session.expiresAt;
  const renewed = now - Date.parse(row.session.lastSeenAt) >= LIMITS.sessionTouchMs;
  if (renewed) {
    expiresAt = slidingExpiry(row.session.createdAt, now);
    ex.update(sessions)
      .set({ expiresAt, lastSeenAt: new Date(now).toISOString() })
      .where(eq(sessions.id, row.session.id))
      .run();
  }
  return {
    id: row.session.id,
    userId: row.session.userId,
    isTest: row.session.isTest,
    expiresAt,
    renewed,
    user: { email: row.email, name: row.name, role: row.role },
    account: { id: row.accountId, name: row.accountName },
  };
}

export function endSession(ex: DbOrTx, sessionId: string): void {
  ex.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Ends the session behind a cookie value, if there is one (a browser signing in afresh). */
export function endSessionByToken(ex: DbOrTx, token: unknown): void {
  if (isTokenShaped(token))
    ex.delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .run();
}

/** Sign out everywhere: every session of the user, this one included. Returns how many ended. */
export function endAllSessions(ex: DbOrTx, userId: string): number {
  return ex.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }).all()
    .length;
}

/**
 * A suspended account's sign-ins end for good: every session of its users is deleted and every
 * unused link (sign-in or invitation) is marked used, so re-enabling the account revives neither.
 */
export function endAccountSignIns(ex: DbOrTx, accountId: string): void {
  const members = ex.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
  ex.delete(sessions).where(inArray(sessions.userId, members)).run();
  ex.update(signInLinks)
    .set({ usedAt: nowIso() })
    .where(and(inArray(signInLinks.userId, members), isNull(signInLinks.usedAt)))
    .run();
}

/** The live/test switch: which dataset this session's pages show. */
export function setSessionMode(ex: DbOrTx, sessionId: string, isTest: boolean): void {
  ex.update(sessions).set({ isTest }).where(eq(sessions.id, sessionId)).run();
}

/** Housekeeping: sessions past their expiry and links expired or used more than a day ago. */
export function pruneSignInData(ex: DbOrTx): { sessions: number; links: number } {
  const now = nowIso();
  const dayAgo = isoAfter(-DAY);
  const s = ex
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id })
    .all().length;
  const l = ex
    .delete(signInLinks)
    .where(
      or(
        lt(signInLinks.expiresAt, dayAgo),
        and(sql`${signInLinks.usedAt} IS NOT NULL`, lt(signInLinks.usedAt, dayAgo)),
      ),
    )
    .returning({ id: signInLinks.id })
    .all().length;
  return { sessions: s, links: l };
}
