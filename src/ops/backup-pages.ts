// A page-preserving copy of a live SQLite database (the scheduled backup's snapshot, run on the
// backup worker thread). bun:sqlite offers neither the online backup API nor sqlite_dbpage, and
// VACUUM INTO rewrites every table in order, so a row added early in the file shifts every page
// after it; a copy that keeps each page where it is lets the backup send only the chunks that
// changed (docs/operating.md, Scheduled backups).
//
// How it stays consistent beside a running server in WAL mode: a read transaction is held for the
// whole copy. While it is held, SQLite's checkpointer writes into the database file only pages of
// WAL frames this reader already sees, and the WAL is not restarted (a reader on the empty WAL blocks
// every checkpoint instead). So the database file, copied, then the WAL, copied, with every valid
// committed frame of the copy written over the pages they name, is the database as of a commit.
// If the WAL header (its salts) changed while it was copied, the WAL was restarted: we try again.
import { Database } from "bun:sqlite";
import {
  closeSync,
  copyFileSync,
  ftruncateSync,
  fstatSync,
  openSync,
  readSync,
  rmSync,
  writeSync,
} from "node:fs";

const WAL_HEADER = 32;
const FRAME_HEADER = 24;
const ATTEMPTS = 5;

/** The WAL's header, or null when there is none (no WAL file, or an empty one). */
function walHeader(wal: string): Buffer | null {
  let fd: number;
  try {
    fd = openSync(wal, "r");
  } catch (e: any) {
    if (e?.code === "ENOENT") return null;
    throw e;
  }
  try {
    const b = Buffer.alloc(WAL_HEADER);
    return readSync(fd, b, 0, WAL_HEADER, 0) === WAL_HEADER ? b : null;
  } finally {
    closeSync(fd);
  }
}

/** SQLite's WAL checksum of `b` continued from (s0, s1); words big-endian or little-endian as the WAL's magic says. */
function walChecksum(b: Buffer, s0: number, s1: number, bigEndian: boolean): [number, number] {
  for (let i = 0; i < b.length; i += 8) {
    const x0 = bigEndian ? b.readUInt32BE(i) : b.readUInt32LE(i);
    const x1 = bigEndian ? b.readUInt32BE(i + 4) : b.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}

/** Writes every frame of the WAL copy `wal` up to its last valid commit into the database copy `dest`. */
function replayWal(wal: string, dest: string, pageSize: number): void {
  const fd = openSync(wal, "r");
  try {
    const size = fstatSync(fd).size;
    const header = Buffer.alloc(WAL_HEADER);
    if (readSync(fd, header, 0, WAL_HEADER, 0) < WAL_HEADER) return;
    const magic = header.readUInt32BE(0);
    if (magic !== 0x377f0682 && magic !== 0x377f0683) return;
    const bigEndian = (magic & 1) === 1;
    let [s0, s1] = walChecksum(header.subarray(0, 24), 0, 0, bigEndian);
    if (s0 !== header.readUInt32BE(24) || s1 !== header.readUInt32BE(28)) return; // nothing valid
    if (header.readUInt32BE(8) !== pageSize)
      throw new Error(`the WAL's page size ${header.readUInt32BE(8)} is not the database's`);
    const salt = header.subarray(16, 24);
    const frameSize = FRAME_HEADER + pageSize;
    const frame = Buffer.alloc(frameSize);
    let lastCommit = -1;
    let commitPages = 0;
    for (let i = 0, at = WAL_HEADER; at + frameSize <= size; i++, at += frameSize) {
      readSync(fd, frame, 0, frameSize, at);
      if (!frame.subarray(8, 16).equals(salt)) break;
      [s0, s1] = walChecksum(frame.subarray(0, 8), s0, s1, bigEndian);
      [s0, s1] = walChecksum(frame.subarray(FRAME_HEADER), s0, s1, bigEndian);
      if (s0 !== frame.readUInt32BE(16) || s1 !== frame.readUInt32BE(20)) break;
      const dbPages = frame.readUInt32BE(4);
      if (dbPages) {
        lastCommit = i;
        commitPages = dbPages;
      }
    }
    if (lastCommit < 0) return;
    const out = openSync(dest, "r+");
    try {
      for (let i = 0; i <= lastCommit; i++) {
        readSync(fd, frame, 0, frameSize, WAL_HEADER + i * frameSize);
        const page = frame.readUInt32BE(0);
        writeSync(out, frame, FRAME_HEADER, pageSize, (page - 1) * pageSize);
      }
      ftruncateSync(out, commitPages * pageSize);
    } finally {
      closeSync(out);
    }
  } finally {
    closeSync(fd);
  }
}

/** Copies the database at `db` (live, WAL or not) to `dest`, page for page, as of one commit. */
export function copyDatabasePages(db: string, dest: string): void {
  const sqlite = new Database(db, { readonly: true });
  const walCopy = `${dest}.wal-copy`;
  try {
    sqlite.exec("PRAGMA busy_timeout = 10000");
    const { page_size } = sqlite.query("PRAGMA page_size").get() as { page_size: number };
    for (let attempt = 1; ; attempt++) {
      sqlite.exec("BEGIN");
      try {
        sqlite.query("SELECT count(*) FROM sqlite_schema").get(); // takes the read snapshot
        const before = walHeader(`${db}-wal`);
        copyFileSync(db, dest);
        if (!before) return;
        copyFileSync(`${db}-wal`, walCopy);
        const after = walHeader(`${db}-wal`);
        if (after?.equals(before)) {
          replayWal(walCopy, dest, page_size);
          return;
        }
        if (attempt >= ATTEMPTS)
          throw new Error(`the WAL was restarted during each of ${ATTEMPTS} copies; try again`);
      } finally {
        sqlite.exec("COMMIT");
        rmSync(walCopy, { force: true });
      }
    }
  } finally {
    sqlite.close();
  }
}
