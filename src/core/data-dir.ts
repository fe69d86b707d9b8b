// The data directory (CONTRACT 1): database, blobs/, mail/, secret.key, and the serve lock.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";

export const dbPath = (dataDir: string) => join(dataDir, "sitevisit.db");
export const blobsDir = (dataDir: string) => join(dataDir, "blobs");
export const mailDir = (dataDir: string) => join(dataDir, "mail");

export function ensureDataDir(dataDir: string): void {
  for (const dir of [dataDir, blobsDir(dataDir), mailDir(dataDir)]) mkdirSync(dir, { recursive: true });
}

/** 32 random bytes created on first start (mode 0600); signs capture tokens. */
export function loadServerSecret(dataDir: string): Uint8Array {
  const path = join(dataDir, "secret.key");
  if (!existsSync(path)) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, randomBytes(32).toString("base64"));
      closeSync(fd);
    } catch (e: any) {
      if (e?.code !== "EEXIST") throw e;
    }
  }
  chmodSync(path, 0o600);
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

/** Who holds the serve lock: the pid of a live server, or `stale` (a dead one's lock), or null. */
export function serveLockHolder(dataDir: string): { pid: number; stale: boolean } | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, "serve.lock"), "utf8").trim());
  } catch {
    return null;
  }
  return { pid, stale: !(Number.isInteger(pid) && pid > 0 && processAlive(pid)) };
}

/**
 * Takes the data directory's serve lock, so two servers never run two job loops on one database.
 * A lock left by a dead process is taken over. Returns the release function.
 */
export function acquireServeLock(dataDir: string): () => void {
  const path = join(dataDir, "serve.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(path, "utf8").trim() === String(process.pid)) unlinkSync(path);
        } catch {}
      };
    } catch (e: any) {
      if (e?.code !== "EEXIST") throw e;
      const pid = Number(readFileSync(path, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processAlive(pid))
        throw new LockHeldError(
          `another 'sitevisit serve' (pid ${pid}) is already using the data directory ${dataDir}. Stop it first, or pass another --data-dir.`,
        );
      unlinkSync(path); // stale: its process is gone
    }
  }
  throw new LockHeldError(`could not take the lock ${path}`);
}

