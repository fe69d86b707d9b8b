// The raw baseline of bench/api.ts and bench/request-path.ts, and the database side of the bare-Elysia
// one: the connection with the server's pragmas, POST /properties's three inserts (property, event,
// idempotency record) in one transaction, and the handler plain Bun.serve runs: the same work as the
// real endpoints (the same list query with its counts; the same create), with no framework,
// validation or auth.
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { RAW_LIST_SQL } from "./seed";

export function openRawDb(file: string): Database {
  const db = new Database(file);
  db.exec(
    "PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON",
  );
  return db;
}

/** A create as the API does it, at the least: returns the created property's JSON. */
export function rawCreate(db: Database): (accountId: string, name: string, key: string) => string {
  const insertProperty = db.query(
    "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES (?, ?, 0, ?, 0, ?, ?)",
  );
  const insertEvent = db.query(
    "INSERT INTO events (id, account_id, is_test, type, data, created_at) VALUES (?, ?, 0, 'property.created', ?, ?)",
  );
  const insertIdem = db.query(
    "INSERT INTO idempotency_keys (account_id, is_test, key, fingerprint, response_status, response_body, created_at) VALUES (?, 0, ?, 'fp', 201, ?, ?)",
  );
  return db.transaction((accountId: string, name: string, key: string) => {
    const now = new Date().toISOString();
    const id = `prop_${randomBytes(10).toString("hex")}`;
    insertProperty.run(id, accountId, name, now, now);
    const body = JSON.stringify({ id, name, createdAt: now });
    insertEvent.run(
      `evt_${randomBytes(10).toString("hex")}`,
      accountId,
      JSON.stringify({ property: body }),
      now,
    );
    insertIdem.run(accountId, key, body, now);
    return body;
  });
}

/**
 * GET lists the account's first page; anything else creates (body `{ name }`, an Idempotency-Key).
 * Async, as this baseline has been since the goals were set against it.
 */
export function rawHandler(db: Database, accountId: string): (req: Request) => Promise<Response> {
  const list = db.query(RAW_LIST_SQL);
  const insert = rawCreate(db);
  return async (req) => {
    if (req.method === "GET") {
      const rows = list.all(accountId) as { id: string }[];
      return Response.json({
        data: rows.slice(0, 25),
        has_more: rows.length > 25,
        next_cursor: rows[24]?.id ?? null,
      });
    }
    const body = (await req.json()) as { name: string };
    return new Response(insert(accountId, body.name, req.headers.get("idempotency-key")!), {
      status: 201,
      headers: { "content-type": "application/json" },
    });
  };
}
