// Prepared lists whose rows come out of SQLite as the API's objects (src/db/prepared.ts,
// aliasedSelection + allObjects) must give exactly what drizzle's own mapping gives: the same keys
// in the same order, booleans and JSON decoded, nulls kept, placeholders encoded per column.
import { describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { and, desc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { aliasedSelection, allObjects, placeholder } from "../src/db/prepared";

const things = sqliteTable("things", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  done: integer("done", { mode: "boolean" }).notNull(),
  maybe: integer("maybe", { mode: "boolean" }),
  tags: text("tags", { mode: "json" }).$type<string[]>(),
  rank: integer("rank"),
});

function setUp() {
  const sqlite = new Database(":memory:", { strict: true });
  sqlite.run(
    "CREATE TABLE things (id TEXT PRIMARY KEY, name TEXT NOT NULL, done INTEGER NOT NULL, maybe INTEGER, tags TEXT, rank INTEGER)",
  );
  const db = drizzle({ client: sqlite });
  db.insert(things)
    .values([
      { id: "a", name: 'quote " and \\ slash', done: true, maybe: null, tags: ["x", "é"], rank: 3 },
      { id: "b", name: "🏠 emoji", done: false, maybe: false, tags: null, rank: null },
      { id: "c", name: "", done: true, maybe: true, tags: [], rank: 0 },
    ])
    .run();
  return db;
}

// Keys in an order of their own, not the table's, and one computed field.
const fields = {
  name: things.name,
  id: things.id,
  tags: things.tags,
  done: things.done,
  twice: sql<number>`coalesce(${things.rank}, -1) * 2`,
  maybe: things.maybe,
};

describe("rows as objects", () => {
  test("are what drizzle's own mapping gives, key order included", () => {
    const db = setUp();
    const where = eq(things.done, placeholder("done"));
    const reference = db.select(fields).from(things).where(where).orderBy(desc(things.id));
    const { selection, decode } = aliasedSelection(fields);
    const q = db.select(selection).from(things).where(where).orderBy(desc(things.id)).prepare();
    for (const done of [true, false]) {
      const ours = allObjects(q, { done }, decode);
      expect(JSON.stringify(ours)).toBe(JSON.stringify(reference.all({ done } as never)));
      expect(ours.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(allObjects(q, { done: true }, decode)[0])).toBe(
      '{"name":"","id":"c","tags":[],"done":true,"twice":0,"maybe":true}',
    );
  });

  test("fill several placeholders in the statement's own order", () => {
    const db = setUp();
    const { selection, decode } = aliasedSelection({ id: things.id, done: things.done });
    const q = db
      .select(selection)
      .from(things)
      .where(and(eq(things.done, placeholder("done")), eq(things.id, placeholder("id"))))
      .limit(placeholder("take"))
      .prepare();
    expect(allObjects(q, { take: 5, id: "a", done: true }, decode)).toEqual([
      { id: "a", done: true },
    ]);
    expect(allObjects(q, { take: 5, id: "a", done: false }, decode)).toEqual([]);
    expect(() => allObjects(q, { take: 5, id: "a" }, decode)).toThrow(
      'No value for placeholder "done" was provided',
    );
  });
});
