// Backup archives (`sitevisit backup` / `sitevisit restore`): a plain POSIX tar written and read with
// Bun.Archive (no shelling out, nothing hand-rolled), restorable by hand with `tar -xf` under umask 077.
// Layout, flat so later parts slot in beside the others:
//   manifest.json   { format, version, createdAt, sitevisitVersion, files }
//   sitevisit.db    a consistent online copy of the database (VACUUM INTO)
//   secret.key      the server key: without it a restored instance can neither sign nor open sealed secrets
//   blobs/<xx>/<key> media files, with --with-media (local storage only; an S3 bucket is backed up by its provider)
// Bun.Archive holds entries in memory, so a backup needs about the database's size in RAM.
import { Database } from "bun:sqlite";
import { chmodSync, existsSync, linkSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { rawSqlite } from "../db/client";
import { blobsDir, dbPath, ensurePrivateDir, FILE_MODE, secretKeyPath, serveLockHolder } from "../core/data-dir";
import { config } from "../core/config";
import { UserError } from "../core/user-error";
import { VERSION } from "../version";

const FORMAT = "sitevisit-backup";
const FORMAT_VERSION = 1;
const DB_ENTRY = "sitevisit.db";
const KEY_ENTRY = "secret.key";
const MANIFEST_ENTRY = "manifest.json";

interface Manifest {
  format: string;
  version: number;
  createdAt: string;
  sitevisitVersion: string;
  files: string[];
}

/** A consistent online copy (VACUUM INTO works beside a running server in WAL mode). */
export function backupDatabase(path: string): void {
  rawSqlite().query("VACUUM INTO ?").run(path);
}

/** Writes the archive of the open database and the data dir's secret.key to `file` (0600, never overwritten). */
export async function writeBackup(dataDir: string, file: string, { withMedia = false } = {}): Promise<{ path: string; bytes: number; mediaFiles: number }> {
  if (existsSync(file)) throw new UserError(`${file} already exists; choose a new file name`);
  if (withMedia && config().s3)
    throw new UserError("media is stored in S3 (SITEVISIT_S3_BUCKET), not in the data directory: back the bucket up with your storage provider's tools, and run backup without --with-media");
  // Staged beside the destination, so the final step is a same-filesystem link.
  const stage = mkdtempSync(join(dirname(file), ".sitevisit-backup-"));
  try {
    const copy = join(stage, DB_ENTRY);
    backupDatabase(copy);
    const media = withMedia ? await mediaEntries(dataDir) : {};
    const manifest: Manifest = { format: FORMAT, version: FORMAT_VERSION, createdAt: new Date().toISOString(), sitevisitVersion: VERSION, files: [DB_ENTRY, KEY_ENTRY, ...Object.keys(media)] };
    const partial = join(stage, "archive.tar");
    // Bun.Archive takes bytes: a lazy Bun.file() entry is archived empty (Bun 1.4).
    await Bun.Archive.write(partial, {
      [MANIFEST_ENTRY]: JSON.stringify(manifest, null, 2),
      [DB_ENTRY]: await Bun.file(copy).bytes(),
      [KEY_ENTRY]: await Bun.file(secretKeyPath(dataDir)).bytes(),
      ...media,
    });
    chmodSync(partial, FILE_MODE);
    try {
      linkSync(partial, file); // fails rather than replace a file created meanwhile
    } catch (e: any) {
      if (e?.code === "EEXIST") throw new UserError(`${file} already exists; choose a new file name`);
      throw e;
    }
    return { path: file, bytes: statSync(file).size, mediaFiles: Object.keys(media).length };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

// A stored file's archive name: blobs/<first two key characters>/<key>, exactly as the local store keeps it.
const MEDIA_ENTRY = /^blobs\/[0-9a-z]{2}\/[0-9a-z]{26}$/;

/** Every media file of the local store (temp files of uploads in progress are left out). */
async function mediaEntries(dataDir: string): Promise<Record<string, Uint8Array>> {
  const out: Record<string, Uint8Array> = {};
  const root = blobsDir(dataDir);
  if (!existsSync(root)) return out;
  for (const shard of readdirSync(root))
    for (const name of readdirSync(join(root, shard))) {
      const entry = `blobs/${shard}/${name}`;
      if (MEDIA_ENTRY.test(entry)) out[entry] = await Bun.file(join(root, shard, name)).bytes();
    }
  return out;
}

async function readArchive(file: string): Promise<{ manifest: Manifest; db: Uint8Array; key: Uint8Array; media: [string, Blob][] }> {
  let entries: Map<string, Blob>;
  try {
    entries = await new Bun.Archive(await Bun.file(file).bytes()).files();
  } catch {
    throw new UserError(`${file} is not a sitevisit backup (not a readable tar archive)`);
  }
  const text = await entries.get(MANIFEST_ENTRY)?.text();
  let manifest: Manifest | null = null;
  try {
    manifest = text ? JSON.parse(text) : null;
  } catch {}
  if (manifest?.format !== FORMAT) throw new UserError(`${file} is not a sitevisit backup (no valid ${MANIFEST_ENTRY})`);
  if (manifest.version !== FORMAT_VERSION) throw new UserError(`${file} is a backup of format version ${manifest.version}; this sitevisit reads version ${FORMAT_VERSION}`);
  const db = await entries.get(DB_ENTRY)?.bytes();
  const key = await entries.get(KEY_ENTRY)?.bytes();
  if (!db || !key) throw new UserError(`${file} is incomplete: it must hold ${DB_ENTRY} and ${KEY_ENTRY}`);
  if (Buffer.from(new TextDecoder().decode(key).trim(), "base64").length !== 32) throw new UserError(`${file}: ${KEY_ENTRY} is not a sitevisit server key`);
  // Only names shaped exactly like the store's files: an archive cannot write outside blobs/.
  const media = [...entries].filter(([name]) => MEDIA_ENTRY.test(name));
  return { manifest, db, key, media };
}

function checkDatabase(path: string): void {
  let ok = false;
  try {
    const sqlite = new Database(path, { readonly: true });
    try {
      ok = (sqlite.query("PRAGMA quick_check").get() as { quick_check: string }).quick_check === "ok";
    } finally {
      sqlite.close();
    }
  } catch {}
  if (!ok) throw new UserError(`the backup's ${DB_ENTRY} is not a sound SQLite database`);
}

/**
 * Restores a backup into `dataDir`: refused while a server runs on it, and into a non-empty directory
 * unless `force` (then the database, its -wal/-shm and secret.key are replaced).
 */
export async function restoreBackup(file: string, dataDir: string, { force = false } = {}) {
  if (!existsSync(file)) throw new UserError(`${file} does not exist`);
  const holder = serveLockHolder(dataDir);
  if (holder && !holder.stale) throw new UserError(`a 'sitevisit serve' (pid ${holder.pid}) is running on ${dataDir}; stop it before restoring into it`);
  if (!force && existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new UserError(`${dataDir} is not empty; restore into a new directory, or pass --force to replace its database and secret.key`);
  const { manifest, db, key, media } = await readArchive(file);
  ensurePrivateDir(dataDir);
  for (const [name, blob] of media) {
    const target = join(dataDir, name);
    ensurePrivateDir(dirname(target));
    writeFileSync(target, await blob.bytes(), { mode: FILE_MODE });
  }
  const stagedDb = dbPath(dataDir) + ".restoring";
  const stagedKey = secretKeyPath(dataDir) + ".restoring";
  try {
    writeFileSync(stagedDb, db, { mode: FILE_MODE });
    checkDatabase(stagedDb);
    writeFileSync(stagedKey, key, { mode: FILE_MODE });
    // A -wal left by the replaced database would be replayed into the restored one.
    for (const suffix of ["-wal", "-shm"]) rmSync(dbPath(dataDir) + suffix, { force: true });
    renameSync(stagedDb, dbPath(dataDir));
    renameSync(stagedKey, secretKeyPath(dataDir));
  } finally {
    rmSync(stagedDb, { force: true });
    rmSync(stagedKey, { force: true });
  }
  return { dataDir, createdAt: manifest.createdAt, sitevisitVersion: manifest.sitevisitVersion, databaseBytes: db.byteLength, mediaFiles: media.length };
}
