// The scheduled backup's thread (see backup-snapshot.ts): the database copy (backup-pages.ts) and the
// check of the copy read back (PRAGMA quick_check) take seconds on a large database; here they run on
// a connection of their own, so the server's event loop keeps answering requests meanwhile.
import { Database } from "bun:sqlite";
import { copyDatabasePages } from "./backup-pages";

declare const self: Worker;

export type BackupWorkerMessage =
  | { op: "snapshot"; db: string; dest: string }
  | { op: "check"; path: string };
export type BackupWorkerReply = { ok: true } | { ok: false; error: string };

self.onmessage = (e: MessageEvent<BackupWorkerMessage>) => {
  const msg = e.data;
  try {
    if (msg.op === "snapshot") {
      copyDatabasePages(msg.db, msg.dest);
    } else {
      const db = new Database(msg.path, { readonly: true });
      try {
        const rows = db.query("PRAGMA quick_check").all() as { quick_check: string }[];
        if (rows.length !== 1 || rows[0]!.quick_check !== "ok")
          throw new Error(`quick_check: ${rows.map((r) => r.quick_check).join("; ")}`);
      } finally {
        db.close();
      }
    }
    postMessage({ ok: true } satisfies BackupWorkerReply);
  } catch (err) {
    postMessage({
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    } satisfies BackupWorkerReply);
  }
};
