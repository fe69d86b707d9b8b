// Direct reads of a server's SQLite file, for assertions an API client cannot make
// (what is stored, what is left after a cascade). Opened read-only beside the running server.
import { Database } from "bun:sqlite";
import { join } from "node:path";

export function openDb(dataDir: string, readonly = true): Database {
  const db = new Database(join(dataDir, "sitevisit.db"), readonly ? { readonly: true } : {});
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

export function count(dataDir: string, sql: string, ...params: any[]): number {
  const db = openDb(dataDir);
  try {
    return (db.query(sql).get(...params) as { n: number }).n;
  } finally {
    db.close();
  }
}
