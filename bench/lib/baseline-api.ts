// The raw baseline for bench/api.ts: plain Bun.serve + bun:sqlite doing the same work as the real
// endpoints (the same list query with its counts; an insert of a property, its event and its
// idempotency record in one transaction), with no framework, validation or auth.
import { openRawDb, rawCreate } from "./raw-db";
import { RAW_LIST_SQL } from "./seed";

const [dbFile, accountId] = [process.argv[2]!, process.argv[3]!];
const db = openRawDb(dbFile);
const list = db.query(RAW_LIST_SQL);
const insert = rawCreate(db);
const create = (name: string, key: string) => insert(accountId, name, key);

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
