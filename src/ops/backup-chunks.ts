// The database of a scheduled backup, as content-named chunks on the target (docs/operating.md,
// Scheduled backups). The page-preserving copy (backup-pages.ts) is cut into 1 MiB pieces (a multiple
// of every SQLite page size), each named by a keyed hash of its content (backup-crypto.ts, chunkNamer)
// and stored once as chunks/<xx>/<name>: gzipped, then encrypted when there is a key. A page that did
// not change since the last run lands in a chunk the target already holds, so a run sends only the
// chunks that changed. The archive's manifest lists the chunk names in order; restore fetches each,
// decrypts it, and refuses it unless its content hashes to its name again.
import { closeSync, constants, openSync, readSync, writeSync } from "node:fs";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { UserError } from "../core/user-error";
import { peekStream } from "./backup";
import { chunkNamer, decryptStream, encryptStream, isEncrypted } from "./backup-crypto";
import { type BackupTarget, through } from "./backup-target";

export const CHUNK_BYTES = 1024 * 1024;
// What a stored chunk may hold at most: gzip of random bytes grows a little, encryption adds a header
// and a tag per 64 KiB. A larger object is refused before it is read whole.
const STORED_MAX = CHUNK_BYTES + 64 * 1024;
const CHUNK_NAME = /^[0-9a-f]{64}$/;
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
// Each chunk makes a few MiB of short-lived buffers (gzip, encryption, the object read back), which
// Bun's collector frees late: sending and reading back 128 MiB in chunks grew a process's RSS by
// 130 MiB. A full collection every 4 chunks held it to about 20 MiB, at 6 to 10 ms a collection.
const COLLECT_EVERY = 4;
let sinceCollect = 0;
function collectNow(): void {
  if (++sinceCollect < COLLECT_EVERY) return;
  sinceCollect = 0;
  Bun.gc(true);
}

/** A chunk on the target that is not what its name says (damaged, altered, or not a chunk). */
export class BadChunkError extends UserError {
  constructor(
    message: string,
    readonly object: string,
  ) {
    super(message);
  }
}

/** A chunk's object name on the target. */
export const chunkObject = (name: string) => `chunks/${name.slice(0, 2)}/${name}`;

/** The database as the manifest names it: its size and its chunks in order. */
export interface ChunkedDatabase {
  bytes: number;
  chunks: string[];
}

/** `body`, encrypted when there is a key. */
export const sealed = (body: Readable, key: Buffer | null) =>
  key ? through(body, encryptStream(key)) : body;

/**
 * These bytes decrypted. With a key, they must be sealed with it: a plain object is refused (the
 * key protects against whoever can write to the target, who could plant one). Without a key, an
 * encrypted object is refused, saying so, and a plain one is read as it is.
 */
export async function openSealed(
  raw: Readable,
  key: Buffer | null,
  label: string,
): Promise<Readable> {
  const { head, stream: rest } = await peekStream(raw);
  if (!isEncrypted(head)) {
    if (!key) return rest;
    rest.destroy();
    throw new UserError(
      `${label} is not encrypted: with SITEVISIT_BACKUP_KEY set, only what was sealed with that key is read back (someone who can write to the backup target could have put it there; an archive you wrote yourself without a key: restore --unencrypted); nothing was restored`,
    );
  }
  if (!key)
    throw new UserError(
      `${label} is encrypted: set SITEVISIT_BACKUP_KEY or SITEVISIT_BACKUP_KEY_FILE to the key it was written with`,
    );
  return through(rest, decryptStream(key, label));
}

/**
 * Sends the chunks of the file at `path` that the target lacks (`onTarget`: object names already
 * there; the ones sent are added). Reads and holds one chunk at a time.
 */
export async function sendChunks(
  target: BackupTarget,
  path: string,
  key: Buffer | null,
  onTarget: Set<string>,
): Promise<ChunkedDatabase & { sentBytes: number; sent: number }> {
  const name = chunkNamer(key);
  const fd = openSync(path, "r");
  const buf = Buffer.alloc(CHUNK_BYTES);
  const out = { bytes: 0, chunks: [] as string[], sentBytes: 0, sent: 0 };
  try {
    for (;;) {
      const n = readSync(fd, buf, 0, CHUNK_BYTES, out.bytes);
      if (n === 0) break;
      const plain = buf.subarray(0, n);
      const chunk = name(plain);
      const object = chunkObject(chunk);
      if (!onTarget.has(object)) {
        const body = Readable.from([await gzipAsync(plain)]);
        out.sentBytes += await target.write(object, sealed(body, key));
        onTarget.add(object);
        out.sent++;
        collectNow();
      }
      out.chunks.push(chunk);
      out.bytes += n;
    }
  } finally {
    closeSync(fd);
  }
  return out;
}

/** Reassembles the database into the new file `dest` from its chunks on the target, each verified. */
export async function fetchChunks(
  target: BackupTarget,
  db: ChunkedDatabase,
  key: Buffer | null,
  dest: string,
  label: string,
): Promise<number> {
  if (
    !Number.isSafeInteger(db?.bytes) ||
    !Array.isArray(db.chunks) ||
    !db.chunks.every((c) => typeof c === "string" && CHUNK_NAME.test(c))
  )
    throw new UserError(`${label}: its manifest does not name the database's chunks correctly`);
  const name = chunkNamer(key);
  const fd = openSync(
    dest,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  let bytes = 0;
  try {
    for (const [i, chunk] of db.chunks.entries()) {
      const what = `${label}: database chunk ${i + 1} of ${db.chunks.length} (${chunkObject(chunk)})`;
      const plain = await readChunk(target, chunk, key, what);
      if (name(plain) !== chunk)
        throw new BadChunkError(
          `${what} does not hold what its name says (altered, or written with another key); nothing was restored`,
          chunkObject(chunk),
        );
      writeSync(fd, plain, 0, plain.length, bytes);
      collectNow();
      bytes += plain.length;
    }
  } finally {
    closeSync(fd);
  }
  if (bytes !== db.bytes)
    throw new UserError(`${label}: its database chunks hold ${bytes} bytes, not ${db.bytes}`);
  return bytes;
}

async function readChunk(
  target: BackupTarget,
  chunk: string,
  key: Buffer | null,
  what: string,
): Promise<Buffer> {
  let raw: Readable;
  try {
    raw = await target.read(chunkObject(chunk));
  } catch (e) {
    if (e instanceof UserError)
      throw new UserError(`${what} is missing from the target; nothing was restored`);
    throw e;
  }
  const object = chunkObject(chunk);
  const parts: Buffer[] = [];
  let n = 0;
  try {
    for await (const part of await openSealed(raw, key, what)) {
      n += part.length;
      if (n > STORED_MAX) {
        raw.destroy();
        throw new UserError(`${what} is larger than a chunk can be; nothing was restored`);
      }
      parts.push(part as Buffer);
    }
  } catch (e) {
    // Refused by decryption (or too large): the object is bad; a failure to read is not the chunk's.
    if (e instanceof UserError) throw new BadChunkError(e.message, object);
    throw e;
  }
  try {
    return await gunzipAsync(Buffer.concat(parts), { maxOutputLength: CHUNK_BYTES });
  } catch {
    throw new BadChunkError(
      `${what} is damaged (not a gzipped chunk); nothing was restored`,
      object,
    );
  }
}
