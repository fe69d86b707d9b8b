// The process cache of rows read on every request (API keys, dashboard sessions): a value is served
// from memory until the database may have changed under it, by this process or by another connection
// (the CLI), and never filled from inside a transaction that might roll back.
import { afterAll, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase, rawSqlite } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { RowCache } from "../src/db/row-cache";

const dir = mkdtempSync(join(tmpdir(), "sitevisit-row-cache-"));
const path = join(dir, "sitevisit.db");
const db = openDatabase(path);
migrateDatabase(db);
const own = rawSqlite();
const other = new Database(path); // another connection, as the CLI is
afterAll(() => {
  other.close();
  closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});

const now = new Date().toISOString();
own.run(
  "INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_1', 'First', 'free', ?, ?)",
  [now, now],
);
const nameOf = () =>
  (own.query("SELECT name FROM accounts WHERE id = 'acct_1'").get() as { name: string }).name;

/** A cache and a loader that counts its reads. */
function counted(watch: "other connections" | "any write") {
  const cache = new RowCache<string>({ max: 2, watch });
  let loads = 0;
  const read = (key = "acct_1") =>
    cache.get(db, key, () => {
      loads++;
      return key === "missing" ? null : nameOf();
    });
  return { cache, read, loads: () => loads };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

test("a cached row is served until another connection commits, seen from the next turn of the event loop", async () => {
  const c = counted("other connections");
  expect(c.read()).toBe("First");
  expect(c.read()).toBe("First");
  expect(c.loads()).toBe(1);
  other.run("UPDATE accounts SET name = 'Renamed by the CLI' WHERE id = 'acct_1'");
  // The commit landed during this turn: the requests of this turn were received before it, and
  // are answered as before it (src/db/row-cache.ts).
  expect(c.read()).toBe("First");
  await nextTurn();
  expect(c.read()).toBe("Renamed by the CLI");
  expect(c.loads()).toBe(2);
  await nextTurn();
  expect(c.read()).toBe("Renamed by the CLI");
  expect(c.loads()).toBe(2);
  // This process's own write is not seen by a cache that watches other connections only: its
  // owner forgets (the API key cache is told by the account's change hook).
  own.run("UPDATE accounts SET name = 'Renamed here' WHERE id = 'acct_1'");
  expect(c.read()).toBe("Renamed by the CLI");
  c.cache.forget();
  expect(c.read()).toBe("Renamed here");
});

test("a cache that watches any write is emptied by this process's own writes at once, and by other connections' from the next turn", async () => {
  const c = counted("any write");
  expect(c.read()).toBe("Renamed here");
  expect(c.read()).toBe("Renamed here");
  expect(c.loads()).toBe(1);
  own.run("UPDATE accounts SET name = 'Second' WHERE id = 'acct_1'");
  expect(c.read()).toBe("Second");
  expect(c.loads()).toBe(2);
  other.run("UPDATE accounts SET name = 'Third' WHERE id = 'acct_1'");
  expect(c.read()).toBe("Second"); // the commit is concurrent with this turn's requests
  await nextTurn();
  expect(c.read()).toBe("Third");
  expect(c.loads()).toBe(3);
  await nextTurn();
  expect(c.read()).toBe("Third");
  expect(c.loads()).toBe(3);
});

test("misses are not kept, and a full cache starts over", () => {
  const c = counted("any write");
  expect(c.read("missing")).toBeNull();
  expect(c.read("missing")).toBeNull();
  expect(c.loads()).toBe(2);
  c.read("a");
  c.read("b");
  c.read("c"); // past max (2): starts over with only "c"
  c.read("c");
  expect(c.loads()).toBe(5);
  c.read("a");
  expect(c.loads()).toBe(6);
});

test("a read inside a transaction is never cached: a rollback moves no counter back", () => {
  const c = counted("any write");
  expect(c.read()).toBe("Third");
  try {
    db.transaction((tx) => {
      tx.run(sql`UPDATE accounts SET name = 'Never committed' WHERE id = 'acct_1'`);
      const inside = new RowCache<string>({ max: 10, watch: "any write" });
      expect(inside.get(tx, "acct_1", nameOf)).toBe("Never committed");
      expect(inside.get(tx, "acct_1", () => "not cached, so loaded again")).toBe(
        "not cached, so loaded again",
      );
      throw new Error("roll back");
    });
  } catch {}
  expect(nameOf()).toBe("Third");
  expect(c.read()).toBe("Third");
});

test("a cache read inside transactions reads through after its owner's write until the next turn: a rollback leaves nothing behind", async () => {
  const cache = new RowCache<string>({
    max: 10,
    watch: "other connections",
    inTransactions: true,
  });
  let loads = 0;
  const read = (ex: Parameters<typeof cache.get>[0]) =>
    cache.get(ex, "acct_1", () => {
      loads++;
      return nameOf();
    });
  await nextTurn();
  const committed = nameOf();
  db.transaction((tx) => expect(read(tx)).toBe(committed));
  expect(read(db)).toBe(committed);
  expect(loads).toBe(1);
  try {
    db.transaction((tx) => {
      tx.run(sql`UPDATE accounts SET name = 'Rolled back' WHERE id = 'acct_1'`);
      cache.forget(); // what the owner does at each of its writes
      expect(read(tx)).toBe("Rolled back");
      throw new Error("roll back");
    });
  } catch {}
  expect(read(db)).toBe(committed);
  expect(loads).toBe(3); // read through for the rest of the turn: nothing was kept
  await nextTurn();
  expect(read(db)).toBe(committed);
  expect(read(db)).toBe(committed);
  expect(loads).toBe(4);
});
