// Hot-path queries (the job loop, webhook delivery) as drizzle prepared statements: built and compiled
// by SQLite once instead of on every call, which is most of their cost. Values go in as
// sql.placeholder(...) parameters. Rebuilt if the process opens another database.
import { sql } from "drizzle-orm";
import { db, type Db } from "./client";

export function prepared<T>(build: (d: Db) => T): () => T {
  let cache: { d: Db; q: T } | null = null;
  return () => {
    const d = db();
    if (cache?.d !== d) cache = { d, q: build(d) };
    return cache.q;
  };
}

/** A named parameter of a prepared statement, usable anywhere drizzle takes a value (also .set()). */
export const param = (name: string) => sql`${sql.placeholder(name)}`;
