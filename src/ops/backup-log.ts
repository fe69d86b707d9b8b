// The last backup, for `sitevisit status`: a small note in the data directory written after each
// successful `sitevisit backup`. A file rather than a table so that it stays readable when the
// database is the thing being restored, and so that a backup never writes into what it copies.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { config } from "../core/config";
import { nowIso } from "../core/time";

export interface BackupNote {
  path: string;
  bytes: number;
  at: string;
}

const notePath = (dataDir: string) => join(dataDir, "last-backup.json");

/** Records a finished backup of the current data directory (atomically: never a half-written note). */
export function recordBackup(path: string, bytes: number, dataDir = config().dataDir): BackupNote {
  const note: BackupNote = { path, bytes, at: nowIso() };
  const tmp = `${notePath(dataDir)}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(note, null, 2) + "\n", { mode: 0o600 });
  renameSync(tmp, notePath(dataDir));
  return note;
}

/** The last recorded backup, or null if none was recorded (or the note is unreadable). */
export function lastBackup(dataDir: string): BackupNote | null {
  try {
    const note = JSON.parse(readFileSync(notePath(dataDir), "utf8"));
    if (
      typeof note?.path === "string" &&
      typeof note.bytes === "number" &&
      typeof note.at === "string"
    )
      return { path: note.path, bytes: note.bytes, at: note.at };
  } catch {}
  return null;
}

/** Whether the backup file named by the note is still where it was written. */
export const backupStillThere = (note: BackupNote) => existsSync(note.path);
