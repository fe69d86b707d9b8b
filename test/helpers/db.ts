// Direct access to a test server's SQLite file, for arranging states the API cannot reach (another
// feature's pipeline, aged rows) and for checking what is stored (cascades, queued jobs).
import { Database } from "bun:sqlite";
import { join } from "node:path";
import type { TestServer } from "./server";

export function openDb(server: TestServer): Database {
  const db = new Database(join(server.dataDir, "sitevisit.db"), { strict: true });
  db.exec("PRAGMA busy_timeout = 10000");
  return db;
}
