// Drizzle builds a query's SQL anew on every call, which costs more than running it on a hot path.
// A prepared query is built once with placeholders and reused; this memo keeps one per shape and
// per open database.
import { sql } from "drizzle-orm";
import { db, type Db } from "./client";

const byDb = new WeakMap<Db, Map<string, unknown>>();

export function memoPrepared<T>(shape: string, build: (db: Db) => T): T {
  const current = db();
  let cache = byDb.get(current);
  if (!cache) byDb.set(current, (cache = new Map()));
  let q = cache.get(shape) as T | undefined;
  if (q === undefined) cache.set(shape, (q = build(current)));
  return q;
}

export const placeholder = sql.placeholder;
