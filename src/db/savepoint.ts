// A savepoint inside the caller's open transaction: if fn throws, only fn's writes are undone and
// the transaction goes on. drizzle's nested transaction does the same but builds a transaction object
// (and bun:sqlite a wrapper function) on every call, which the job loop paid once per finished job.
import { sql } from "drizzle-orm";
import type { Tx } from "./client";

const begin = sql.raw("SAVEPOINT nested");
const release = sql.raw("RELEASE nested");
const undo = sql.raw("ROLLBACK TO nested");

export function inSavepoint<T>(tx: Tx, fn: (tx: Tx) => T): T {
  tx.run(begin);
  try {
    const result = fn(tx);
    tx.run(release);
    return result;
  } catch (err) {
    tx.run(undo);
    tx.run(release);
    throw err;
  }
}
