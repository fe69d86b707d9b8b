// The database side of bench/api.ts's baselines (raw Bun.serve and bare Elysia): the connection with
// the server's pragmas, and POST /properties's three inserts (property, event, idempotency record)
// in one transaction.
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";

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
