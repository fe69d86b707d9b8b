// The data directory (docs/configuration.md): database, blobs/, mail/, secret.key, and the serve lock.
// Everything in it is owner-only (files 0600, directories 0700), whatever the umask: the process
// umask is 077 (OWNER_ONLY_UMASK, set by cli/main.ts), files are created with explicit modes, and
// looser modes found on start are reported and tightened (ensureDataDir).
import {
  type Stats,
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";

export const dbPath = (dataDir: string) => join(dataDir, "sitevisit.db");
export const secretKeyPath = (dataDir: string) => join(dataDir, "secret.key");
export const serveLockPath = (dataDir: string) => join(dataDir, "serve.lock");
export const blobsDir = (dataDir: string) => join(dataDir, "blobs");
export const mailDir = (dataDir: string) => join(dataDir, "mail");
/** The public URL the server last started with, for CLI commands run from a shell (see below). */
export const publicUrlPath = (dataDir: string) => join(dataDir, "public-url");

export const OWNER_ONLY_UMASK = 0o077;
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** A path whose mode was looser than owner-only, and was tightened. Modes as octal strings. */
export interface ModeFix {
  path: string;
  mode: string;
  fixedTo: string;
}

const octal = (mode: number) => "0" + (mode & 0o777).toString(8);

/** Creates a directory (and its parents) owner-only; returns it. */
export function ensurePrivateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  return dir;
}

/**
 * Creates the data directory and its subdirectories, creates an empty database file 0600 if there is
 * none (SQLite gives -wal and -shm the database file's mode), and tightens any looser mode found
 * under it. Returns what it tightened, for the caller to report.
 */
export function ensureDataDir(dataDir: string): ModeFix[] {
  for (const dir of [dataDir, blobsDir(dataDir), mailDir(dataDir)]) ensurePrivateDir(dir);
  closeSync(openSync(dbPath(dataDir), "a", FILE_MODE));
  return tightenModes(dataDir);
}

/** Walks the tree (not following symlinks) and sets owner-only modes where group or others had bits. */
export function tightenModes(root: string): ModeFix[] {
  const fixes: ModeFix[] = [];
  const visit = (path: string) => {
    let st: Stats;
    try {
      st = lstatSync(path);
    } catch {
      return; // removed meanwhile (a -shm between checkpoints)
    }
    if (st.isSymbolicLink()) return;
    const want = st.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((st.mode & 0o077) !== 0) {
      chmodSync(path, want);
      fixes.push({ path, mode: octal(st.mode), fixedTo: octal(want) });
    }
    if (st.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return fixes;
}

/** 32 random bytes created on first start (mode 0600); signs capture tokens. */
export function loadServerSecret(dataDir: string): Uint8Array {
  const path = secretKeyPath(dataDir);
  if (!existsSync(path)) {
    try {
      const fd = openSync(path, "wx", FILE_MODE);
      writeSync(fd, randomBytes(32).toString("base64"));
      closeSync(fd);
    } catch (e: any) {
      if (e?.code !== "EEXIST") throw e;
    }
  }
  chmodSync(path, FILE_MODE);
  return new Uint8Array(Buffer.from(readFileSync(path, "utf8").trim(), "base64"));
}

export class LockHeldError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e: any) {
    return e?.code === "EPERM";
  }
}

/** The pid in a lock file, and whether it is stale (its process is gone); null if there is none. */
function lockHolder(path: string): { pid: number; stale: boolean } | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path, "utf8").trim());
  } catch {
    return null;
  }
  return { pid, stale: !(Number.isInteger(pid) && pid > 0 && processAlive(pid)) };
}

/** Who holds the serve lock: the pid of a live server, or `stale` (a dead one's lock), or null. */
export const serveLockHolder = (dataDir: string) => lockHolder(serveLockPath(dataDir));

/**
 * Takes the lock file `path` for this process (its pid inside); a lock left by a dead process is
 * taken over, one held by a live one throws `held(pid)`. Returns the release function.
 */
export function acquirePidLock(path: string, held: (pid: number) => Error): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, "utf8").trim() === String(process.pid)) unlinkSync(path);
        } catch {}
      };
    } catch (e: any) {
      if (e?.code !== "EEXIST") throw e;
      const holder = lockHolder(path);
      if (holder && !holder.stale && holder.pid !== process.pid) throw held(holder.pid);
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw held(0);
}

/**
 * Takes the data directory's serve lock, so two servers never run two job loops on one database.
 * A lock left by a dead process is taken over. Returns the release function.
 */
export const acquireServeLock = (dataDir: string) =>
  acquirePidLock(
    serveLockPath(dataDir),
    (pid) =>
      new LockHeldError(
        pid
          ? `another 'sitevisit serve' (pid ${pid}) is already using the data directory ${dataDir}. Stop it first, or pass another --data-dir.`
          : `could not take the lock ${serveLockPath(dataDir)}`,
      ),
  );

/**
 * Notes the public URL a starting server runs with. An admin's shell lacks the service's
 * environment, so CLI commands that print links (users invite) read this note rather than guess
 * http://localhost:8080 (docs/configuration.md, "Public URL").
 */
export function recordPublicUrl(dataDir: string, url: string): void {
  const tmp = `${publicUrlPath(dataDir)}.${process.pid}.tmp`;
  writeFileSync(tmp, `${url}\n`, { mode: FILE_MODE });
  renameSync(tmp, publicUrlPath(dataDir));
}

/** The public URL noted by the last server started on this data directory, or null. */
export function recordedPublicUrl(dataDir: string): string | null {
  try {
    const url = readFileSync(publicUrlPath(dataDir), "utf8").trim();
    return URL.canParse(url) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Root running a CLI command on a data directory owned by another user (the service's) becomes that
 * user first: a database file or WAL created by root would lock the service out of its own data.
 */
export function actAsDataDirOwner(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  let st: Stats;
  try {
    st = lstatSync(dataDir);
  } catch {
    return;
  }
  if (st.uid === 0) return;
  process.setgroups?.([st.gid]);
  process.setgid?.(st.gid);
  process.setuid?.(st.uid);
}
