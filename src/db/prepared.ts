// Hot-path queries as drizzle prepared statements: built and compiled by SQLite once instead of on
// every call, which is most of their cost. Values go in as placeholders. A statement runs on the
// process's one connection, so it also runs inside a caller's open transaction. Rebuilt if the
// process opens another database.
import { sql } from "drizzle-orm";
import { db, type Db } from "./client";

/** One fixed statement: `const q = prepared((d) => d.select()….prepare())`, then `q().all({...})`. */
export function prepared<T>(build: (d: Db) => T): () => T {
  let cache: { d: Db; q: T } | null = null;
  return () => {
    const d = db();
    if (cache?.d !== d) cache = { d, q: build(d) };
    return cache.q;
  };
}

/** A family of statements whose shape varies (e.g. a list with or without a cursor), one per key. */
export function preparedByShape<T>(build: (d: Db, shape: string) => T): (shape: string) => T {
  const shapes = new Map<string, () => T>();
  return (shape) => {
    let q = shapes.get(shape);
    if (!q) shapes.set(shape, (q = prepared((d) => build(d, shape))));
    return q();
  };
}

/**
 * A named placeholder compared with or inserted into a column: drizzle encodes the value with the
 * column's mapping (booleans, JSON).
 */
export const placeholder = sql.placeholder;

/** A named placeholder as raw SQL, for places drizzle wants SQL rather than a value (e.g. .set()); not encoded. */
export const param = (name: string) => sql`${sql.placeholder(name)}`;
