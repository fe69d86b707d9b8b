// The bare-Elysia floor (bench/api.ts runs it as a process, bench/request-path.ts in its own): the
// framework with no hooks of ours, doing what the real endpoints must do at the least: the API key's
// lookup (SHA-256 of the tail, a prepared query, a constant-time compare), then the same list query as
// the raw baseline, or a TypeBox-checked body, the Idempotency-Key lookup and the same three inserts in
// one transaction. What sitevisit adds on top of this (request id, logging, metrics, rate limit,
// presenters, pagination) is ours to account for. With `keyKept` the key is looked up on the first
// request and kept (as our key cache keeps it), which leaves the framework alone against raw.
import { createHash, timingSafeEqual } from "node:crypto";
import { Elysia, t } from "elysia";
import { openRawDb, rawCreate } from "./raw-db";
import { RAW_LIST_SQL } from "./seed";

/** Routes at /properties (and /healthz) on the database file `dbFile`. */
export function bareElysia(dbFile: string, keyKept: boolean) {
  const db = openRawDb(dbFile);
  const keyByPrefix = db.query<
    { id: string; account_id: string; secret_hash: string },
    [string, string]
  >(
    "SELECT k.id, k.account_id, k.secret_hash FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.prefix = ? AND k.mode = ? AND k.revoked_at IS NULL AND a.disabled_at IS NULL",
  );
  const list = db.query(RAW_LIST_SQL);
  const idemLookup = db.query(
    "SELECT response_status, response_body FROM idempotency_keys WHERE account_id = ? AND is_test = 0 AND key = ?",
  );
  const create = rawCreate(db);

  const KEY = /^Bearer (svc_live_([0-9a-f]{32}))$/;
  const kept = new Map<string, string>();
  const accountOf = keyKept
    ? (header: string | null): string | null => {
        const hit = header === null ? undefined : kept.get(header);
        if (hit !== undefined) return hit;
        const account = lookUp(header);
        if (header !== null && account !== null) kept.set(header, account);
        return account;
      }
    : lookUp;

  function lookUp(header: string | null): string | null {
    const m = header ? KEY.exec(header) : null;
    if (!m) return null;
    const tail = m[2]!;
    const presented = createHash("sha256").update(tail).digest();
    for (const k of keyByPrefix.all(`svc_live_${tail.slice(0, 4)}`, "live"))
      if (timingSafeEqual(Buffer.from(k.secret_hash, "hex"), presented)) return k.account_id;
    return null;
  }

  return new Elysia()
    .get("/healthz", () => ({ status: "ok" }))
    .get("/properties", ({ request, set }) => {
      const accountId = accountOf(request.headers.get("authorization"));
      if (!accountId) {
        set.status = 401;
        return { error: "invalid_api_key" };
      }
      const rows = list.all(accountId) as { id: string }[];
      return {
        data: rows.slice(0, 25),
        has_more: rows.length > 25,
        next_cursor: rows[24]?.id ?? null,
      };
    })
    .post(
      "/properties",
      ({ request, body, set }) => {
        const accountId = accountOf(request.headers.get("authorization"));
        if (!accountId) {
          set.status = 401;
          return { error: "invalid_api_key" };
        }
        const key = request.headers.get("idempotency-key")!;
        const stored = idemLookup.get(accountId, key) as { response_body: string } | null;
        if (stored) return JSON.parse(stored.response_body);
        return new Response(create(accountId, body.name, key), {
          status: 201,
          headers: { "content-type": "application/json" },
        });
      },
      {
        body: t.Object({
          name: t.String({ minLength: 1, maxLength: 200 }),
          address: t.Optional(t.String()),
        }),
      },
    );
}
