// Backup archives (`sitevisit backup` / `sitevisit restore`): a plain POSIX tar, gzipped when the file
// name ends in .gz or .tgz, restorable by hand with `tar -xf` under umask 077. Layout, flat so later
// parts slot in beside the others, in this order:
//   sitevisit.db    a consistent online copy of the database (VACUUM INTO)
//   secret.key      the server key: without it a restored instance can neither sign nor open sealed secrets
//   blobs/<xx>/<key> media files, with --with-media (local storage only; an S3 bucket is backed up by its provider)
//   manifest.json   { format, version, createdAt, sitevisitVersion, files }: last, naming what was written
// An archive of a scheduled backup (src/ops/backup-run.ts) holds no sitevisit.db: its manifest names the
// database's chunks and the media kept beside it on the backup target, fetched from there on restore.
// Both directions stream (tar-stream for the tar format, node:zlib for gzip): one file at a time passes
// through in small chunks, so memory does not grow with the database, the media or the archive.
// Restore extracts into a fresh directory of its own inside the target and moves files into place only
// after the whole archive and the database check passed, so a refused archive leaves nothing behind. It
// refuses absolute names, `..`, links and special files, creates files with O_EXCL|O_NOFOLLOW, and
// never writes through a symlink it finds in the target (a `blobs` symlink is refused, not followed).
import { Database } from "bun:sqlite";
import {
  type Stats,
  chmodSync,
  closeSync,
  constants,
  createReadStream,
  createWriteStream,
  existsSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable, type Writable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";
import type * as TarStream from "tar-stream";
import { rawSqlite } from "../db/client";
import {
  blobsDir,
  dbPath,
  DIR_MODE,
  ensurePrivateDir,
  FILE_MODE,
  secretKeyPath,
  serveLockHolder,
} from "../core/data-dir";
import { config } from "../core/config";
import { UserError } from "../core/user-error";
import { VERSION } from "../version";
import { openRegularFile } from "./backup-target";

// tar-stream is loaded by the backup or restore that needs it, not at start (docs/architecture.md, The binary).
const tar = () => require("tar-stream") as typeof TarStream;
type Header = TarStream.Header;

const FORMAT = "sitevisit-backup";
const FORMAT_VERSION = 1;
export const DB_ENTRY = "sitevisit.db";
export const KEY_ENTRY = "secret.key";
const MANIFEST_ENTRY = "manifest.json";
// The two small entries are read into memory: bounded so an archive cannot make them large.
const SMALL_ENTRY_MAX = { [MANIFEST_ENTRY]: 1024 * 1024, [KEY_ENTRY]: 1024 } as const;

// A stored file's archive name: blobs/<first two key characters>/<key>, exactly as the local store keeps it.
const MEDIA_ENTRY = /^blobs\/([0-9a-z]{2})\/[0-9a-z]{26}$/;

export interface Manifest {
  format: string;
  version: number;
  createdAt: string;
  sitevisitVersion: string;
  files: string[];
  /** Media files kept beside the archive on its backup target (scheduled backups), by key. */
  media?: string[];
  /** The database as chunks kept beside the archive on its backup target (scheduled backups). */
  database?: { bytes: number; chunks: string[] };
}

/** A media file's name in an archive and under the data directory: blobs/<xx>/<key>. */
export const mediaEntryName = (key: string) => `blobs/${key.slice(0, 2)}/${key}`;

const gzipped = (file: string) => /\.(gz|tgz)$/i.test(file);

/**
 * A consistent online copy (VACUUM INTO works beside a running server in WAL mode). VACUUM INTO fills
 * the page cache of the source and of the copy, each up to the connection's cache_size (32 MiB here):
 * a small cache for the copy keeps the backup's memory near the CLI's own whatever the database's size.
 */
function backupDatabase(path: string): void {
  const sqlite = rawSqlite();
  const { cache_size } = sqlite.query("PRAGMA cache_size").get() as { cache_size: number };
  sqlite.run("PRAGMA cache_size = -2000");
  try {
    sqlite.query("VACUUM INTO ?").run(path);
  } finally {
    sqlite.run(`PRAGMA cache_size = ${Number(cache_size)}`);
  }
}

/** Every media file of the local store, as [archive name, path] (temp files of uploads in progress are left out). */
export function mediaFiles(dataDir: string): [string, string][] {
  const root = blobsDir(dataDir);
  if (!existsSync(root)) return [];
  const out: [string, string][] = [];
  for (const shard of readdirSync(root))
    for (const name of readdirSync(join(root, shard))) {
      const entry = `blobs/${shard}/${name}`;
      if (MEDIA_ENTRY.test(entry)) out.push([entry, join(root, shard, name)]);
    }
  return out;
}

/** Writes the archive of the open database and the data dir's secret.key to `file` (0600, never overwritten). */
export async function writeBackup(
  dataDir: string,
  file: string,
  { withMedia = false } = {},
): Promise<{ path: string; bytes: number; mediaFiles: number }> {
  if (existsSync(file)) throw new UserError(`${file} already exists; choose a new file name`);
  if (withMedia && config().s3)
    throw new UserError(
      "media is stored in S3 (SITEVISIT_S3_BUCKET), not in the data directory: back the bucket up with your storage provider's tools, and run backup without --with-media",
    );
  // Staged beside the destination, so the final step is a same-filesystem link.
  const stage = mkdtempSync(join(dirname(file), ".sitevisit-backup-"));
  try {
    const copy = join(stage, DB_ENTRY);
    backupDatabase(copy);
    const media = withMedia ? mediaFiles(dataDir) : [];
    const partial = join(stage, "archive");
    // The manifest goes last, listing what was written: a media file deleted by the running server
    // between the listing and its turn is left out rather than failing the backup.
    const written = await writeTar(
      partial,
      gzipped(file),
      [
        [DB_ENTRY, copy],
        [KEY_ENTRY, secretKeyPath(dataDir)],
        ...media.map(([name, path]) => [name, path, true] as TarSource),
      ],
      (files) => manifestEntry(files),
    );
    try {
      linkSync(partial, file); // fails rather than replace a file created meanwhile
    } catch (e: any) {
      if (e?.code === "EEXIST")
        throw new UserError(`${file} already exists; choose a new file name`);
      throw e;
    }
    return { path: file, bytes: statSync(file).size, mediaFiles: written.length - 2 };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** The manifest entry naming what was written (and the media kept beside the archive on a target). */
export function manifestEntry(
  files: string[],
  media?: string[],
  database?: Manifest["database"],
): [string, Buffer] {
  const manifest: Manifest = {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    sitevisitVersion: VERSION,
    files,
    ...(media ? { media } : {}),
    ...(database ? { database } : {}),
  };
  return [MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2))];
}

/** An archive entry read from a file: [name, path, skipped if the file is gone by its turn]. */
export type TarSource = [name: string, path: string, optional?: boolean];

/**
 * Streams the files, one at a time in chunks, into a new 0600 tar at `out` (gzipped if asked), then
 * the entry `trailer` makes from the names written. Returns the names written, trailer aside.
 */
async function writeTar(
  out: string,
  gzip: boolean,
  sources: TarSource[],
  trailer: (written: string[]) => [string, Buffer],
): Promise<string[]> {
  const tar = packTar(sources, trailer);
  const sink = createWriteStream(out, { flags: "wx", mode: FILE_MODE });
  const [, written] = await Promise.all([
    pipeline([tar.stream, ...(gzip ? [createGzip()] : []), sink]),
    tar.written,
  ]);
  chmodSync(out, FILE_MODE);
  return written;
}

/**
 * A tar of the files, read one at a time in chunks, then the entry `trailer` makes from the names
 * written: `stream` to pipe somewhere, `written` the names written (trailer aside) once it ends.
 */
export function packTar(
  sources: TarSource[],
  trailer: (written: string[]) => [string, Buffer],
): { stream: Readable; written: Promise<string[]> } {
  const pack = tar().pack();
  const mtime = new Date();
  const written: string[] = [];
  const feed = (async () => {
    for (const [name, path, optional] of sources) {
      let fd: number;
      try {
        fd = openSync(path, "r");
      } catch (e: any) {
        if (optional && e?.code === "ENOENT") continue;
        throw e;
      }
      const entry = pack.entry({
        name,
        mode: FILE_MODE,
        mtime,
        type: "file",
        size: fstatSync(fd).size,
      });
      // The entry checks the byte count: a file that changed size meanwhile fails the backup.
      await pipeline(createReadStream("", { fd }), entry as unknown as Writable);
      written.push(name);
    }
    const [name, bytes] = trailer(written);
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name, mode: FILE_MODE, mtime, type: "file", size: bytes.length }, bytes, (e) =>
        e ? reject(e) : resolve(),
      ),
    );
    pack.finalize();
    return written;
  })();
  feed.catch((e) => pack.destroy(e));
  return { stream: pack as unknown as Readable, written: feed };
}

/** Why a tar entry is refused, or null if its name and type are acceptable. */
function refusal(header: Header): string | null {
  const name = header.name;
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return `an absolute path (${name})`;
  if (name.split(/[\\/]/).includes("..")) return `a path that climbs out with '..' (${name})`;
  if (header.type === "symlink" || header.type === "link")
    return `a ${header.type === "link" ? "hard link" : "symbolic link"} (${name})`;
  if (header.type !== "file" && header.type !== "contiguous-file" && header.type !== "directory")
    return `a ${header.type} entry (${name})`;
  return null;
}

async function readSmall(
  stream: Readable,
  limit: number,
  name: string,
  file: string,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const chunk of stream) {
    n += chunk.length;
    if (n > limit)
      throw new UserError(
        `${file}: ${name} is larger than a sitevisit backup's (${limit} bytes at most)`,
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Creates `path` as a new file (never through an existing file or symlink) and streams `stream` into it. */
async function writeNew(path: string, stream: Readable): Promise<number> {
  const fd = openSync(
    path,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    FILE_MODE,
  );
  const sink = createWriteStream("", { fd });
  await pipeline(stream, sink);
  return sink.bytesWritten;
}

export interface Extracted {
  manifest: Manifest;
  key: Buffer;
  databaseBytes: number;
  media: string[]; // archive names, staged under stage/<name>
}

/** Where restore reads an archive from: a file, or an archive on a backup target (src/ops/backup-target.ts). */
export interface ArchiveSource {
  label: string;
  /** The archive's tar, gzipped or not (already decrypted if it was encrypted). */
  open(): Promise<Readable>;
  /** Copies the media file `key` kept beside the archive on its target (manifest `media`) to `dest`. */
  fetchMedia?(key: string, dest: string): Promise<void>;
  /** Reassembles the database from its chunks on the target (manifest `database`) into `dest`; its bytes. */
  fetchDatabase?(database: NonNullable<Manifest["database"]>, dest: string): Promise<number>;
}

/** A plain archive file (`sitevisit backup FILE`): a regular file, never read through a link. */
export const fileSource = (file: string): ArchiveSource => ({
  label: file,
  async open() {
    return createReadStream("", { fd: openRegularFile(file) });
  },
});

/** The stream's first chunk (empty if it has none), and the same bytes, that chunk included. */
export async function peekStream(raw: Readable): Promise<{ head: Buffer; stream: Readable }> {
  const it = raw[Symbol.asyncIterator]();
  const first = await it.next();
  const head: Buffer = first.done ? Buffer.alloc(0) : first.value;
  const stream = Readable.from(
    (async function* () {
      yield head;
      for (let n = await it.next(); !n.done; n = await it.next()) yield n.value as Buffer;
    })(),
    { objectMode: false },
  );
  return { head, stream };
}

/** Reads the archive entry by entry into `stage` (a fresh directory of ours), checking every name. */
export async function extractInto(
  archive: ArchiveSource,
  stage: string,
  { withTargetMedia = true } = {},
): Promise<Extracted> {
  const file = archive.label;
  const raw = await archive.open();
  let peeked: Awaited<ReturnType<typeof peekStream>>;
  try {
    peeked = await peekStream(raw);
  } catch (e) {
    raw.destroy();
    if (e instanceof UserError) throw e;
    throw new UserError(`${file} cannot be read: ${(e as Error).message}`);
  }
  const extract = tar().extract();
  const fail = (e: Error) => extract.destroy(e);
  raw.on("error", fail);
  const source = peeked.stream;
  const gunzip = peeked.head[0] === 0x1f && peeked.head[1] === 0x8b ? createGunzip() : null;
  source.on("error", fail);
  gunzip?.on("error", fail);
  (gunzip ? source.pipe(gunzip) : source).pipe(extract as unknown as Writable);

  let manifestText: Buffer | null = null;
  let key: Buffer | null = null;
  let databaseBytes = -1;
  const media: string[] = [];
  const seen = new Set<string>();
  try {
    for await (const entry of extract) {
      const header = entry.header;
      const why = refusal(header);
      if (why)
        throw new UserError(
          `${file} is refused: it holds ${why}; a sitevisit backup holds only plain files`,
        );
      const name = header.name.replace(/^\.\//, "");
      if (header.type === "directory") {
        for await (const _ of entry as unknown as Readable);
        continue;
      }
      if (seen.has(name)) throw new UserError(`${file} is refused: it holds ${name} twice`);
      seen.add(name);
      const stream = entry as unknown as Readable;
      if (name === MANIFEST_ENTRY || name === KEY_ENTRY) {
        const bytes = await readSmall(stream, SMALL_ENTRY_MAX[name], name, file);
        if (name === MANIFEST_ENTRY) manifestText = bytes;
        else key = bytes;
      } else if (name === DB_ENTRY) {
        databaseBytes = await writeNew(join(stage, DB_ENTRY), stream);
      } else if (MEDIA_ENTRY.test(name)) {
        // Only names shaped exactly like the store's files: an archive cannot write outside blobs/.
        mkdirSync(join(stage, dirname(name)), { recursive: true, mode: DIR_MODE });
        await writeNew(join(stage, name), stream);
        media.push(name);
      } else {
        for await (const _ of stream); // an entry a later version may add: skipped
      }
    }
  } catch (e) {
    source.destroy();
    raw.destroy();
    if (e instanceof UserError) throw e;
    throw new UserError(
      `${file} is not a sitevisit backup (not a readable tar archive${gunzip ? " inside the gzip" : ""})`,
    );
  }

  let manifest: Manifest | null = null;
  try {
    manifest = manifestText ? JSON.parse(manifestText.toString("utf8")) : null;
  } catch {}
  if (manifest?.format !== FORMAT)
    throw new UserError(`${file} is not a sitevisit backup (no valid ${MANIFEST_ENTRY})`);
  if (manifest.version !== FORMAT_VERSION)
    throw new UserError(
      `${file} is a backup of format version ${manifest.version}; this sitevisit reads version ${FORMAT_VERSION}`,
    );
  if (databaseBytes < 0 && manifest.database) {
    if (!archive.fetchDatabase)
      throw new UserError(
        `${file} names its database as chunks kept beside it on its backup target; restore it from there`,
      );
    databaseBytes = await archive.fetchDatabase(manifest.database, join(stage, DB_ENTRY));
  }
  if (databaseBytes < 0 || !key)
    throw new UserError(`${file} is incomplete: it must hold ${DB_ENTRY} and ${KEY_ENTRY}`);
  if (Buffer.from(key.toString("utf8").trim(), "base64").length !== 32)
    throw new UserError(`${file}: ${KEY_ENTRY} is not a sitevisit server key`);
  if (withTargetMedia) await fetchTargetMedia(archive, manifest, stage, media);
  return { manifest, key, databaseBytes, media };
}

/** Media kept beside the archive on its backup target (manifest `media`), fetched into the stage too. */
async function fetchTargetMedia(
  archive: ArchiveSource,
  manifest: Manifest,
  stage: string,
  media: string[],
): Promise<void> {
  const keys = manifest.media ?? [];
  if (!Array.isArray(keys)) throw new UserError(`${archive.label}: its manifest is not valid`);
  if (keys.length && !archive.fetchMedia)
    throw new UserError(
      `${archive.label} names ${keys.length} media files kept beside it on its backup target; restore it from there`,
    );
  for (const key of keys) {
    const name = mediaEntryName(String(key));
    if (!MEDIA_ENTRY.test(name) || media.includes(name))
      throw new UserError(`${archive.label}: its manifest names '${key}', not a media file`);
    mkdirSync(join(stage, dirname(name)), { recursive: true, mode: DIR_MODE });
    await archive.fetchMedia!(String(key), join(stage, name));
    media.push(name);
  }
}

export function checkDatabase(path: string): void {
  let ok = false;
  try {
    const sqlite = new Database(path, { readonly: true });
    try {
      ok =
        (sqlite.query("PRAGMA quick_check").get() as { quick_check: string }).quick_check === "ok";
    } finally {
      sqlite.close();
    }
  } catch {}
  if (!ok) throw new UserError(`the backup's ${DB_ENTRY} is not a sound SQLite database`);
}

/** Whether `path` is a real directory; false if absent. A symlink or a file there is refused, never followed. */
function isRealDirectory(path: string): boolean {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch (e: any) {
    if (e?.code === "ENOENT") return false;
    throw e;
  }
  if (st.isDirectory()) return true;
  throw new UserError(
    `${path} is ${st.isSymbolicLink() ? "a symbolic link" : "not a directory"}; restore does not write through links: remove it (or restore into a new directory) and try again`,
  );
}

/** The directories media goes into (blobs/ and its shards), checked before anything moves. */
function mediaDirs(dataDir: string, media: string[]): string[] {
  if (media.length === 0) return [];
  const dirs = [blobsDir(dataDir), ...new Set(media.map((m) => join(dataDir, dirname(m))))];
  for (const dir of dirs) isRealDirectory(dir);
  return dirs;
}

/**
 * Restores a backup into `dataDir`: refused while a server runs on it, and into a non-empty directory
 * unless `force` (then the database, its -wal/-shm and secret.key are replaced).
 */
export async function restoreBackup(
  from: string | ArchiveSource,
  dataDir: string,
  { force = false } = {},
) {
  const archive = typeof from === "string" ? fileSource(from) : from;
  if (typeof from === "string" && !existsSync(from)) throw new UserError(`${from} does not exist`);
  const holder = serveLockHolder(dataDir);
  if (holder && !holder.stale)
    throw new UserError(
      `a 'sitevisit serve' (pid ${holder.pid}) is running on ${dataDir}; stop it before restoring into it`,
    );
  const existed = existsSync(dataDir);
  if (!force && existed && readdirSync(dataDir).length > 0)
    throw new UserError(
      `${dataDir} is not empty; restore into a new directory, or pass --force to replace its database and secret.key`,
    );
  ensurePrivateDir(dataDir);
  const stage = mkdtempSync(join(dataDir, ".restoring-"));
  try {
    const { manifest, key, databaseBytes, media } = await extractInto(archive, stage);
    checkDatabase(join(stage, DB_ENTRY));
    writeFileSync(join(stage, KEY_ENTRY), key, { flag: "wx", mode: FILE_MODE });
    const dirs = mediaDirs(dataDir, media);
    // Everything checked: move into place. rename replaces a target name (a symlink too) without following it.
    for (const dir of dirs) if (!isRealDirectory(dir)) mkdirSync(dir, { mode: DIR_MODE });
    for (const name of media) renameSync(join(stage, name), join(dataDir, name));
    // A -wal left by the replaced database would be replayed into the restored one.
    for (const suffix of ["-wal", "-shm"]) rmSync(dbPath(dataDir) + suffix, { force: true });
    renameSync(join(stage, DB_ENTRY), dbPath(dataDir));
    renameSync(join(stage, KEY_ENTRY), secretKeyPath(dataDir));
    return {
      dataDir,
      createdAt: manifest.createdAt,
      sitevisitVersion: manifest.sitevisitVersion,
      databaseBytes,
      mediaFiles: media.length,
    };
  } finally {
    rmSync(stage, { recursive: true, force: true });
    if (!existed) {
      try {
        rmdirSync(dataDir); // only succeeds if the restore failed and left it empty
      } catch {}
    }
  }
}
