// One scheduled backup run (the `ops.backup` job and `sitevisit backup now`), in this order, so a
// failure at any step leaves the older archives as they were:
//  1. the database copied page for page into the staging directory by a worker thread
//     (backup-pages.ts), then its 1 MiB chunks the target lacks sent to chunks/<xx>/<name>
//     (backup-chunks.ts): pages that did not change land in chunks already there;
//  2. local media files the target lacks sent to media/<xx>/<key>, encrypted one by one (keys
//     never change, so each file is sent once);
//  3. the archive (tar.gz of secret.key and a manifest naming the database's chunks and the media)
//     streamed, encrypted, to the target;
//  4. the archive read back from the target, decrypted, its database reassembled in staging from the
//     chunks read back (each verified against its name) and checked read-only with PRAGMA
//     quick_check by the worker;
//  5. its note <name>.json written: only now is the archive listed as good;
//  6. retention: good archives beyond the last N days and M weeks, archives without a note (a run
//     that died), and chunks and media no kept archive names, deleted.
import {
  createReadStream,
  createWriteStream,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { DIR_MODE, dbPath, ensurePrivateDir, FILE_MODE, secretKeyPath } from "../core/data-dir";
import { VERSION } from "../version";
import {
  type ArchiveSource,
  DB_ENTRY,
  extractInto,
  fileSource,
  KEY_ENTRY,
  manifestEntry,
  mediaFiles,
  packTar,
} from "./backup";
import {
  BadChunkError,
  chunkObject,
  fetchChunks,
  openSealed,
  sealed,
  sendChunks,
} from "./backup-chunks";
import { HEADER_LENGTH, isEncrypted, sealedWith } from "./backup-crypto";
import { keepArchives } from "./backup-retention";
import {
  acquireBackupLock,
  type BackupSettings,
  type BackupState,
  updateBackupState,
} from "./backup-schedule";
import { checkCopy, snapshotDatabase } from "./backup-snapshot";
import { type BackupTarget, locateArchive, openTarget, through } from "./backup-target";

const ARCHIVE_RE = /^sitevisit-\d{8}T\d{6}Z\.(svb|tar\.gz)$/;
const NOTE = ".json";
const mediaName = (key: string) => `media/${key.slice(0, 2)}/${key}`;
// The names this program writes under media/ and chunks/: retention deletes nothing else there.
const MEDIA_OBJECT = /^media\/([0-9a-z]{2})\/(\1[0-9a-z]{24})$/;
const CHUNK_OBJECT = /^chunks\/([0-9a-f]{2})\/(\1[0-9a-f]{62})$/;
// A run's staging directory is ours only if it holds this file, naming the run: a run-* entry
// without it (someone else's, or a link) is never deleted.
const RUN_MARKER = ".sitevisit-backup-run";

/** The note written beside an archive once it was checked. */
export interface ArchiveNote {
  name: string;
  createdAt: string;
  checkedAt: string;
  bytes: number;
  encrypted: boolean;
  sitevisitVersion: string;
  /** Media keys on the target this archive restores. */
  media: string[];
  /** The database's chunk names on the target, and its size (absent in notes of archives that held the database). */
  chunks?: string[];
  databaseBytes?: number;
}

export interface RunResult {
  target: string;
  name: string;
  bytes: number;
  /** Bytes sent to the target this run: the archive, the new database chunks and the new media. */
  sentBytes: number;
  chunksSent: number;
  chunksKept: number;
  mediaSent: number;
  mediaKept: number;
  /** Archives and media files deleted by retention (chunks are counted in chunksPruned). */
  pruned: string[];
  chunksPruned: number;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * The archive's name: its time to the second. Two runs within one second (a scheduled run, then
 * `backup now`) must not share it, or the second would replace the first: the later run takes the
 * next free second, so names stay unique and sort in the order the runs were made.
 */
async function freeArchiveName(target: BackupTarget, at: Date, ext: string): Promise<string> {
  const taken = new Set((await target.list("sitevisit-")).map((o) => o.name));
  let time = at.getTime();
  const nameAt = (t: number) => `sitevisit-${stamp(new Date(t))}.${ext}`;
  while (taken.has(nameAt(time))) time += 1000;
  return nameAt(time);
}

/** An archive on a target as restore reads it: decrypted, with its database and media fetched from beside it. */
export function targetSource(ref: string, key: Buffer | null): ArchiveSource {
  const { target, name } = locateArchive(ref);
  // A local archive is read by its path as given (any file name), its media from its directory.
  const read = ref.startsWith("s3://") ? () => target.read(name) : fileSource(ref).open;
  return {
    label: ref,
    open: async () => openSealed(await read(), key, ref),
    async fetchMedia(mediaKey, dest) {
      const raw = await target.read(mediaName(mediaKey));
      const body = await openSealed(raw, key, `media file ${mediaKey}`);
      await pipeline(body, createWriteStream(dest, { flags: "wx", mode: 0o600 }));
    },
    fetchDatabase: (database, dest) => fetchChunks(target, database, key, dest, ref),
  };
}

/** Runs one backup to the configured target; records the outcome in backup-state.json. */
export async function runBackup(dataDir: string, settings: BackupSettings): Promise<RunResult> {
  const release = acquireBackupLock(dataDir);
  try {
    const result = await backupOnce(dataDir, settings);
    updateBackupState(dataDir, (s: BackupState) => {
      s.lastSuccess = {
        at: new Date().toISOString(),
        name: result.name,
        target: result.target,
        bytes: result.bytes,
        sentBytes: result.sentBytes,
        chunksSent: result.chunksSent,
        chunksKept: result.chunksKept,
      };
    });
    return result;
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    updateBackupState(dataDir, (s) => {
      s.failures += 1;
      s.lastFailure = { at: new Date().toISOString(), error };
    });
    throw e;
  } finally {
    release();
  }
}

async function backupOnce(dataDir: string, settings: BackupSettings): Promise<RunResult> {
  const target = openTarget(settings.target);
  const key = settings.key;
  const createdAt = new Date();
  const name = await freeArchiveName(target, createdAt, key ? "svb" : "tar.gz");
  ensurePrivateDir(settings.stagingDir);
  removeDeadRuns(settings.stagingDir);
  const stage = mkdtempSync(join(settings.stagingDir, "run-"));
  try {
    writeFileSync(join(stage, RUN_MARKER), JSON.stringify({ pid: process.pid, dataDir }), {
      flag: "wx",
      mode: FILE_MODE,
    });
    // 1. the database copy, and its chunks the target lacks
    const copy = join(stage, DB_ENTRY);
    await snapshotDatabase(dbPath(dataDir), copy);
    const chunksThere = new Set((await target.list("chunks/")).map((o) => o.name));
    const database = await sendChunks(target, copy, key, chunksThere);
    rmSync(copy, { force: true });

    // 2. media the target lacks
    const onTarget = new Set((await target.list("media/")).map((o) => o.name));
    const media: string[] = [];
    let sentBytes = database.sentBytes;
    let mediaSent = 0;
    for (const [entry, path] of mediaFiles(dataDir)) {
      const mediaKey = entry.slice(entry.lastIndexOf("/") + 1);
      if (!onTarget.has(mediaName(mediaKey))) {
        let body: Readable;
        try {
          body = await openFile(path);
        } catch (e: any) {
          if (e?.code === "ENOENT") continue; // deleted since the listing: not in this archive
          throw e;
        }
        sentBytes += await target.write(mediaName(mediaKey), sealed(body, key));
        mediaSent++;
      }
      media.push(mediaKey);
    }

    // 3. the archive
    const { chunks } = database;
    const tar = packTar([[KEY_ENTRY, secretKeyPath(dataDir)]], (files) =>
      manifestEntry(files, media, { bytes: database.bytes, chunks }),
    );
    const gz = through(tar.stream, createGzip());
    const [bytes] = await Promise.all([target.write(name, sealed(gz, key)), tar.written]);
    sentBytes += bytes;

    // 4. read back and check
    const check = join(stage, "check");
    mkdirSync(check, { mode: DIR_MODE });
    await forgetBadChunk(target, () =>
      extractInto(
        {
          label: `${target.url}/${name}`,
          open: async () => openSealed(await target.read(name), key, name),
          fetchDatabase: (db, dest) => fetchChunks(target, db, key, dest, name),
        },
        check,
        { withTargetMedia: false },
      ),
    );
    await checkCopy(join(check, DB_ENTRY));

    // 5. the note: the archive is good
    const note: ArchiveNote = {
      name,
      createdAt: createdAt.toISOString(),
      checkedAt: new Date().toISOString(),
      bytes,
      encrypted: !!key,
      sitevisitVersion: VERSION,
      media,
      chunks,
      databaseBytes: database.bytes,
    };
    await target.write(name + NOTE, Readable.from([Buffer.from(JSON.stringify(note, null, 2))]));

    // 6. retention
    const { pruned, chunksPruned } = await prune(target, settings);
    return {
      target: target.url,
      name,
      bytes,
      sentBytes,
      chunksSent: database.sent,
      chunksKept: chunks.length,
      mediaSent,
      mediaKept: media.length,
      pruned,
      chunksPruned,
    };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/**
 * We hold the lock: a run-* directory here holding our marker is a dead run's (a database copy), so
 * it goes. Anything else is left alone: a link (lstat, never followed), a file, a directory without
 * the marker. rmSync unlinks the links it meets inside, never what they point to.
 */
function removeDeadRuns(stagingDir: string): void {
  for (const old of readdirSync(stagingDir)) {
    if (!old.startsWith("run-")) continue;
    const dir = join(stagingDir, old);
    if (!lstatSync(dir, { throwIfNoEntry: false })?.isDirectory()) continue;
    if (!lstatSync(join(dir, RUN_MARKER), { throwIfNoEntry: false })?.isFile()) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs the read-back check; a chunk found damaged on the target is deleted before the run fails, so
 * the next run sends it again instead of trusting its name forever (the archives that named it could
 * not be restored anyway).
 */
async function forgetBadChunk<T>(target: BackupTarget, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (e) {
    if (e instanceof BadChunkError) await target.delete(e.object).catch(() => {});
    throw e;
  }
}

function openFile(path: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const s = createReadStream(path);
    s.once("open", () => resolve(s));
    s.once("error", reject);
  });
}

export interface ListedArchive {
  name: string;
  bytes: number;
  /** What the archive's own first bytes say: encrypted or not (never its file name). */
  encrypted: boolean;
  /**
   * Its note, if it was checked; null: a run that did not finish (never restored from, pruned
   * later), or, with a key, an archive not sealed with that key (whatever its note says).
   */
  note: ArchiveNote | null;
  /** Why an archive is not restorable although a note names it (not sealed with the key). */
  refused?: string;
}

async function readNote(target: BackupTarget, name: string): Promise<ArchiveNote | null> {
  try {
    const body = await target.read(name + NOTE);
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    const note = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    if (
      note?.name === name &&
      Array.isArray(note.media) &&
      (note.chunks === undefined || Array.isArray(note.chunks))
    )
      return note;
  } catch {}
  return null;
}

/**
 * Every archive on the target, newest first, each with its note (null: not checked). Each archive's
 * header is read: with a key, one not sealed with it is listed unchecked (a note beside it can be
 * copied by whoever writes to the target), so it is neither restored from, nor kept by retention.
 */
export async function listArchives(
  target: BackupTarget,
  key: Buffer | null,
): Promise<ListedArchive[]> {
  const objects = await target.list("sitevisit-");
  const names = new Set(objects.map((o) => o.name));
  const out: ListedArchive[] = [];
  for (const o of objects) {
    if (!ARCHIVE_RE.test(o.name)) continue;
    const head = await target.readHead(o.name, HEADER_LENGTH).catch(() => Buffer.alloc(0));
    const encrypted = isEncrypted(head);
    const refused =
      key && !sealedWith(head, key)
        ? encrypted
          ? "encrypted with another backup key"
          : "not encrypted, though a backup key is set"
        : undefined;
    const note = names.has(o.name + NOTE) && !refused ? await readNote(target, o.name) : null;
    out.push({ name: o.name, bytes: o.bytes, encrypted, note, ...(refused ? { refused } : {}) });
  }
  return out.sort((a, b) => (a.name < b.name ? 1 : -1));
}

/** Deletes what retention does not keep; chunks and media only when every kept archive's note was read. */
async function prune(
  target: BackupTarget,
  settings: BackupSettings,
): Promise<{ pruned: string[]; chunksPruned: number }> {
  const archives = await listArchives(target, settings.key);
  const good = archives.filter((a) => a.note);
  const keep = new Set(
    keepArchives(
      good.map((a) => ({ name: a.name, createdAt: a.note!.createdAt })),
      settings.keepDaily,
      settings.keepWeekly,
    ),
  );
  const pruned: string[] = [];
  for (const a of archives)
    if (!keep.has(a.name)) {
      await target.delete(a.name);
      await target.delete(a.name + NOTE);
      pruned.push(a.name);
    }
  const kept = good.filter((a) => keep.has(a.name)).map((a) => a.note!);
  const named = new Set(kept.flatMap((n) => n.media.map(mediaName)));
  for (const o of await target.list("media/"))
    if (MEDIA_OBJECT.test(o.name) && !named.has(o.name)) {
      await target.delete(o.name);
      pruned.push(o.name);
    }
  const namedChunks = new Set(kept.flatMap((n) => (n.chunks ?? []).map(chunkObject)));
  let chunksPruned = 0;
  for (const o of await target.list("chunks/"))
    if (CHUNK_OBJECT.test(o.name) && !namedChunks.has(o.name)) {
      await target.delete(o.name);
      chunksPruned++;
    }
  return { pruned, chunksPruned };
}
