import { rawSqlite } from "../db/client";

/** A consistent online copy (VACUUM INTO works beside a running server in WAL mode). */
export function backupDatabase(path: string): void {
  rawSqlite().query("VACUUM INTO ?").run(path);
}
