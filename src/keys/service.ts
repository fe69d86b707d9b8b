// API keys (docs/api.md, Conventions, docs/security.md): svc_<mode>_<32 hex>; only SHA-256 of the tail and a display prefix
// are stored; comparison is constant-time; revocation takes effect on the next request.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { sha256 } from "../core/digest";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { RowCache } from "../db/row-cache";
import { accounts, apiKeys } from "../db/schema";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { ApiError } from "../core/errors";
import { characterCount } from "../core/characters";
import { UserError } from "../core/user-error";
import { getAccountRow } from "../accounts/service";

export type KeyMode = "live" | "test";
type KeyRow = typeof apiKeys.$inferSelect;

const KEY_PATTERN = /^svc_(live|test)_([0-9a-f]{32})$/;

const hashTail = sha256;
const displayPrefix = (mode: KeyMode, tail: string) => `svc_${mode}_${tail.slice(0, 4)}`;

export function presentKey(k: KeyRow) {
  return {
    id: k.id,
    accountId: k.accountId,
    name: k.name,
    mode: k.mode,
    prefix: k.prefix,
    createdAt: k.createdAt,
    lastUsedAt: k.lastUsedAt,
    revokedAt: k.revokedAt,
  };
}

export function createKey(ex: DbOrTx, input: { accountId: string; name: string; mode: string }) {
  getAccountRow(ex, input.accountId);
  const name = input.name.trim();
  if (!name || characterCount(name) > 100)
    throw new UserError("key name must be 1 to 100 characters");
  if (input.mode !== "live" && input.mode !== "test")
    throw new UserError(`mode must be 'live' or 'test', got '${input.mode}'`);
  const mode: KeyMode = input.mode;
  const tail = randomBytes(16).toString("hex");
  const row: KeyRow = {
    id: newId("key"),
    accountId: input.accountId,
    name,
    mode,
    prefix: displayPrefix(mode, tail),
    secretHash: hashTail(tail).toString("hex"),
    createdAt: nowIso(),
    lastUsedAt: null,
    revokedAt: null,
  };
  ex.insert(apiKeys).values(row).run();
  return {
    id: row.id,
    name,
    mode,
    key: `svc_${mode}_${tail}`,
    prefix: row.prefix,
    createdAt: row.createdAt,
  };
}

export function listKeys(ex: DbOrTx, accountId?: string) {
  const q = ex.select().from(apiKeys);
  return (accountId ? q.where(eq(apiKeys.accountId, accountId)) : q)
    .orderBy(asc(apiKeys.createdAt))
    .all()
    .map(presentKey);
}

export function revokeKey(ex: DbOrTx, id: string) {
  const row = ex.select().from(apiKeys).where(eq(apiKeys.id, id)).get();
  if (!row) throw new UserError(`no key with id '${id}'`);
  if (!row.revokedAt)
    ex.update(apiKeys).set({ revokedAt: nowIso() }).where(eq(apiKeys.id, id)).run();
  forgetCachedKeys();
  return presentKey(ex.select().from(apiKeys).where(eq(apiKeys.id, id)).get()!);
}

type Candidate = {
  id: string;
  accountId: string;
  /** The stored SHA-256, decoded once when the candidate is cached (not on every compare). */
  secretHash: Buffer;
  revokedAt: string | null;
  accountDisabledAt: string | null;
  /** What authenticate() answers for this key: made once when cached, not on every request. */
  authenticated: Authenticated;
};

// Keys and account states are looked up once and kept until another connection commits (the CLI
// revoking a key or suspending an account: src/db/row-cache.ts); this process's own account changes
// call forgetCachedKeys (src/wiring.ts).
const candidateCache = new RowCache<Candidate[]>({ max: 10_000, watch: "other connections" });

function keyCandidates(ex: DbOrTx, prefix: string, mode: KeyMode): Candidate[] {
  return candidateCache.get(ex, `${mode}:${prefix}`, () =>
    ex
      .select({
        id: apiKeys.id,
        accountId: apiKeys.accountId,
        secretHash: apiKeys.secretHash,
        revokedAt: apiKeys.revokedAt,
        accountDisabledAt: accounts.disabledAt,
      })
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .where(and(eq(apiKeys.prefix, prefix), eq(apiKeys.mode, mode)))
      .all()
      .map((c) => {
        const scope = Object.freeze({ accountId: c.accountId, isTest: mode === "test" });
        const authenticated = Object.freeze({ keyId: c.id, ...scope, scope });
        return { ...c, secretHash: Buffer.from(c.secretHash, "hex"), authenticated };
      }),
  )!;
}

/** For changes made through this process's own connection (data_version does not move for those). */
export function forgetCachedKeys(): void {
  candidateCache.forget();
}

// lastUsedAt is written at most once a minute per key, so reads do not each cost a write.
const LAST_USED_RESOLUTION_MS = 60_000;
const lastUsedWritten = new Map<string, number>();

export interface Authenticated {
  keyId: string;
  accountId: string;
  isTest: boolean;
  /** The key's account and dataset as a Scope (frozen: shared by every request with this key). */
  scope: Readonly<{ accountId: string; isTest: boolean }>;
}

const BEARER = "bearer";

/**
 * The header every client sends, `Bearer svc_<mode>_<32 hex>` with one space, read without a regex
 * (a third of a µs a request); anything else goes through the checks that name what is wrong.
 */
function plainBearer(header: string): [KeyMode, string] | null {
  if (header.length !== 48 || header.charCodeAt(6) !== 32) return null;
  // "bearer" in any case: each letter with its case bit set.
  for (let i = 0; i < 6; i++) if ((header.charCodeAt(i) | 32) !== BEARER.charCodeAt(i)) return null;
  const mode = header.startsWith("svc_live_", 7)
    ? "live"
    : header.startsWith("svc_test_", 7)
      ? "test"
      : null;
  if (mode === null) return null;
  for (let i = 16; i < 48; i++) {
    const c = header.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 97 && c <= 102))) return null; // 0-9, a-f
  }
  return [mode, header.slice(16)];
}

/** Resolves an Authorization header to its key and account, or throws the 401/403 of docs/api-objects.md, Objects (Error) */
export function authenticate(ex: DbOrTx, header: string | null): Authenticated {
  const parsed = header === null ? null : (plainBearer(header) ?? parseAuthorization(header));
  if (!parsed)
    throw new ApiError(
      "missing_api_key",
      "No API key provided. Send 'Authorization: Bearer <API_KEY>'.",
    );
  const [mode, tail] = parsed;
  const presented = hashTail(tail);
  let found: Candidate | undefined;
  for (const c of keyCandidates(ex, displayPrefix(mode, tail), mode))
    if (timingSafeEqual(c.secretHash, presented)) {
      found = c;
      break;
    }
  if (!found || found.revokedAt)
    throw new ApiError("invalid_api_key", "Invalid API key: it is unknown or has been revoked.");
  if (found.accountDisabledAt)
    throw new ApiError("forbidden", "This account is suspended. Contact the operator.");
  touchKey(ex, found.id);
  return found.authenticated;
}

/** A header that is not plainly `Bearer svc_…`: its mode and tail, null when empty, or the 401 that says why. */
function parseAuthorization(header: string): [KeyMode, string] | null {
  if (header.trim() === "") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const parsed = match ? KEY_PATTERN.exec(match[1]!) : null;
  if (!parsed)
    throw new ApiError(
      "invalid_api_key",
      "The Authorization header is not 'Bearer svc_live_…' or 'Bearer svc_test_…'.",
    );
  return [parsed[1] as KeyMode, parsed[2]!];
}

function touchKey(ex: DbOrTx, id: string) {
  const now = Date.now();
  if (now - (lastUsedWritten.get(id) ?? 0) < LAST_USED_RESOLUTION_MS) return;
  lastUsedWritten.set(id, now);
  ex.update(apiKeys)
    .set({ lastUsedAt: new Date(now).toISOString() })
    .where(eq(apiKeys.id, id))
    .run();
}
