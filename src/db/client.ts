// Opens the one SQLite database of a data directory, with the settings that have served many
// single-VPS deployments (STACK-NOTES): busy_timeout first, then WAL and friends.
import { Database } from "bun:sqlite";
import { drizzle, type BunSQLiteDatabase } from "drizzle-orm/bun-sqlite";
import { SQLiteBunTransaction } from "drizzle-orm/bun-sqlite/session";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema>;
/** A transaction handle; services accept either, so they compose inside a caller's transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

let current: { db: Db; sqlite: Database; path: string } | null = null;

/**
 * `readonly`: for commands that only look (`sitevisit status`): the connection can write nothing,
 * so it never checkpoints or truncates the server's live WAL, not even when it closes last.
 */
export function openDatabase(path: string, { readonly = false } = {}): Db {
  if (current?.path === path) return current.db;
  current?.sqlite.close();
  const sqlite = readonly
    ? new Database(path, { readonly: true, strict: true })
    : new Database(path, { create: true, strict: true });
  sqlite.exec("PRAGMA busy_timeout = 10000");
  if (!readonly) sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA temp_store = MEMORY");
  sqlite.exec("PRAGMA cache_size = -32000"); // 32 MiB
  // A large prune writes its pages to the WAL first; the WAL file keeps its largest size unless
  // this bounds it: each time the WAL starts over, SQLite cuts the file back to 32 MiB (it grew to
  // 333 MB after a 537k-event prune and stayed).
  sqlite.exec(`PRAGMA journal_size_limit = ${32 * 1024 * 1024}`);
  // ANALYZE (run by PRAGMA optimize, below) reads a sample of each index, not all of it: a
  // fraction of a millisecond per table on a large database, where a full ANALYZE takes seconds.
  sqlite.exec("PRAGMA analysis_limit = 400");
  // drizzle prepares a fresh statement for every query it runs; bun:sqlite's query() compiles a SQL
  // string once and caches it. Our SQL shapes are few and fixed (values are always parameters), so
  // routing drizzle through the cache removes the per-request compile.
  sqlite.prepare = ((sqlText: string) => sqlite.query(sqlText)) as typeof sqlite.prepare;
  const db = drizzle({ client: sqlite, schema });
  db.transaction = transactionsOf(db, sqlite);
  current = { db, sqlite, path };
  return db;
}

/**
 * db.transaction(fn), as drizzle's but:
 * - It takes the write lock at BEGIN (IMMEDIATE), waiting for it as busy_timeout allows. A deferred
 *   transaction (drizzle's default) that reads first and writes after fails at once with
 *   SQLITE_BUSY, no wait, when another connection (the CLI) committed in between.
 * - Its wrapper and handle are made once: drizzle builds both for every transaction (bun:sqlite's
 *   transaction() defines its functions anew each time), 4.6 of a one-insert transaction's 12.8 µs
 *   in a loop. One handle serves every transaction: they are synchronous, so never two at once, and
 *   it holds no state of its own (a nested tx.transaction() makes its own, with a savepoint).
 */
function transactionsOf(db: Db, sqlite: Database): Db["transaction"] {
  // drizzle's own fields, as its session.transaction() reads them.
  const session = (db as unknown as { session: { dialect: never; schema: never } }).session;
  const tx = new SQLiteBunTransaction(
    "sync",
    session.dialect,
    session as never,
    session.schema,
  ) as Tx;
  const wrapped = sqlite.transaction((fn: (t: Tx) => unknown) => fn(tx));
  return ((fn, config) => wrapped[config?.behavior ?? "immediate"](fn)) as Db["transaction"];
}

/**
 * Keeps the query planner's statistics (sqlite_stat1) current, as SQLite recommends for a
 * long-lived connection: `PRAGMA optimize=0x10002` once when it opens (every table, including
 * those this connection has not queried yet), then `PRAGMA optimize` every hour, which
 * analyzes only the tables whose size changed much. Without statistics SQLite guesses each
 * index's selectivity from its column count alone. The list queries do not depend on them
 * (src/db/pagination.ts chooses their index), but the rest of the planner's choices do.
 */
export function optimizeDatabase(atOpen: boolean): void {
  rawSqlite().exec(atOpen ? "PRAGMA optimize = 0x10002" : "PRAGMA optimize");
}

/** The process's open database. Opened once by the server or a CLI command. */
export function db(): Db {
  if (!current) throw new Error("database is not open: call openDatabase() first");
  return current.db;
}

export function rawSqlite(): Database {
  if (!current) throw new Error("database is not open: call openDatabase() first");
  return current.sqlite;
}

/** The file of the process's open database (a reader thread opens its own connection to it). */
export function databasePath(): string {
  if (!current) throw new Error("database is not open: call openDatabase() first");
  return current.path;
}

/** Whether `sqlite` is still the process's open connection (a long task checks between steps). */
export const databaseIsOpen = (sqlite: Database): boolean => current?.sqlite === sqlite;

export function closeDatabase(): void {
  current?.sqlite.close();
  current = null;
}
