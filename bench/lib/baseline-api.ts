// The raw baseline for bench/api.ts: plain Bun.serve + bun:sqlite doing the same work as the real
// endpoints (the same list query with its counts; an insert of a property, its event and its
// idempotency record in one transaction), with no framework, validation or auth.
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { RAW_LIST_SQL } from "./seed";

const [dbFile, accountId] = [process.argv[2]!, process.argv[3]!];
const db = new Database(dbFile);
db.exec(
  "PRAGMA busy_timeout = 10000; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON",
);

const list = db.query(RAW_LIST_SQL);
const insertProperty = db.query(
  "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES (?, ?, 0, ?, 0, ?, ?)",
);
const insertEvent = db.query(
  "INSERT INTO events (id, account_id, is_test, type, data, created_at) VALUES (?, ?, 0, 'property.created', ?, ?)",
);
const insertIdem = db.query(
  "INSERT INTO idempotency_keys (account_id, is_test, key, fingerprint, response_status, response_body, created_at) VALUES (?, 0, ?, 'fp', 201, ?, ?)",
);
const create = db.transaction((name: string, key: string) => {
  const now = new Date().toISOString();
  const id = "prop_" + randomBytes(10).toString("hex");
  insertProperty.run(id, accountId, name, now, now);
  const body = JSON.stringify({ id, name, createdAt: now });
  insertEvent.run(
    "evt_" + randomBytes(10).toString("hex"),
    accountId,
    JSON.stringify({ property: body }),
    now,
  );
  insertIdem.run(accountId, key, body, now);
  return body;
});

const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(req) {
    if (req.method === "GET") {
      const rows = list.all(accountId) as any[];
      return Response.json({
        data: rows.slice(0, 25),
        has_more: rows.length > 25,
        next_cursor: rows[24]?.id ?? null,
      });
    }
    const body = (await req.json()) as { name: string };
    return new Response(create(body.name, req.headers.get("idempotency-key")!), {
      status: 201,
      headers: { "content-type": "application/json" },
    });
  },
});
console.log(JSON.stringify({ url: `http://127.0.0.1:${server.port}` }));
