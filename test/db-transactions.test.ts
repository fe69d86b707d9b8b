// Transactions on the server's connection (src/db/client.ts) take the write lock at BEGIN
// (IMMEDIATE). With SQLite's default (DEFERRED), a transaction that reads first and writes after
// fails at once with SQLITE_BUSY when another connection (the CLI) commits in between: an API write
// answered 500. Now the other connection waits for the lock (busy_timeout) instead.
import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase, rawSqlite } from "../src/db/client";

const dir = mkdtempSync(join(tmpdir(), "sitevisit-transactions-"));
const path = join(dir, "sitevisit.db");
const db = openDatabase(path);
rawSqlite().exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)");
// Another connection, as the CLI has; it does not wait, so a held lock shows at once.
const other = new Database(path);
other.exec("PRAGMA busy_timeout = 0");
afterAll(() => {
  other.close();
  closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});

const count = () => (other.query("SELECT count(*) AS n FROM notes").get() as { n: number }).n;

test("a transaction that has only read holds the write lock: another connection cannot commit in between, and the write after the read succeeds", () => {
  let otherWrite = "not tried";
  db.transaction((tx) => {
    tx.all(sql`SELECT count(*) FROM notes`);
    try {
      other.run("INSERT INTO notes (text) VALUES ('from the CLI')");
      otherWrite = "committed";
    } catch (e) {
      otherWrite = (e as Error).message;
    }
    tx.run(sql`INSERT INTO notes (text) VALUES ('from the server')`);
  });
  expect(otherWrite).toBe("database is locked");
  expect(count()).toBe(1);
  // Once the transaction has committed, the other connection writes as usual.
  other.run("INSERT INTO notes (text) VALUES ('from the CLI, after')");
  expect(count()).toBe(2);
});

test("a transaction that throws rolls back, and releases the lock", () => {
  expect(() =>
    db.transaction((tx) => {
      tx.run(sql`INSERT INTO notes (text) VALUES ('never kept')`);
      throw new Error("refused");
    }),
  ).toThrow("refused");
  expect(count()).toBe(2);
  other.run("INSERT INTO notes (text) VALUES ('the lock is free')");
  expect(count()).toBe(3);
});
