// Scheduled backups' settings and bookkeeping (docs/operating.md, Scheduled backups):
//  - the settings: SITEVISIT_BACKUP_TARGET, _SCHEDULE, _KEY or _KEY_FILE, _KEEP_DAILY, _KEEP_WEEKLY,
//    _STAGING_DIR; checked when `serve` starts, which refuses an S3 target without a key;
//  - the schedule: the last slot due, so a server that was down at the quiet hour backs up when it
//    is back, once;
//  - the state: backup-state.json in the data directory (last success, last failure, failure count),
//    a file for the same reason as last-backup.json (src/ops/backup-log.ts): readable by `status`,
//    `doctor` and /metrics without the database, and never written into what is being copied;
//    written only by a run, under the lock; the slot last queued is in backup-slot.json, written
//    only by the server's schedule (two writers of one file, read-modify-write, lose updates);
//  - the lock: one run at a time across the server's job and `sitevisit backup now`.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { acquirePidLock } from "../core/data-dir";
import { UserError } from "../core/user-error";
import { backupKeyFromEnv } from "./backup-crypto";

export interface Schedule {
  /** As configured, for messages. */
  text: string;
  periodMs: number;
  /** The start of the latest slot at or before `now`, in ms. */
  lastSlot(now: number): number;
}

const DAY = 86_400_000;
const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: DAY };
/** Daily at 03:17 UTC: a quiet hour for most firms, off the round hour other cron jobs pick. */
const DEFAULT_DAILY = "03:17";

/** `daily` (03:17 UTC), `daily@HH:MM` (UTC), `hourly`, or `every N` + s, m, h or d. */
export function parseSchedule(raw: string | undefined): Schedule {
  const text = (raw ?? "daily").trim().toLowerCase();
  const daily = /^daily(?:@(\d{1,2}):(\d{2}))?$/.exec(text);
  const every = /^every\s*(\d+)\s*([smhd])$/.exec(text);
  let periodMs: number;
  let offsetMs = 0;
  if (daily) {
    const [h, m] = daily[1]
      ? [Number(daily[1]), Number(daily[2])]
      : DEFAULT_DAILY.split(":").map(Number);
    if (h! > 23 || m! > 59)
      throw new UserError(`SITEVISIT_BACKUP_SCHEDULE: ${text} is not a time of day (HH:MM, UTC)`);
    periodMs = DAY;
    offsetMs = (h! * 60 + m!) * 60_000;
  } else if (text === "hourly") periodMs = UNIT_MS.h!;
  else if (every && Number(every[1]) > 0) periodMs = Number(every[1]) * UNIT_MS[every[2]!]!;
  else
    throw new UserError(
      `SITEVISIT_BACKUP_SCHEDULE must be daily, daily@HH:MM (UTC), hourly or 'every N' with s, m, h or d (e.g. 'every 6h'), got '${raw}'`,
    );
  return {
    text: daily && !daily[1] ? `daily@${DEFAULT_DAILY}` : text,
    periodMs,
    lastSlot: (now) => Math.floor((now - offsetMs) / periodMs) * periodMs + offsetMs,
  };
}

export interface BackupSettings {
  target: string;
  schedule: Schedule;
  key: Buffer | null;
  keepDaily: number;
  keepWeekly: number;
  stagingDir: string;
}

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new UserError(`${name} must be an integer >= 1`);
  return n;
}

/** The settings of scheduled backups; null when no SITEVISIT_BACKUP_TARGET is set. */
export function backupSettings(
  dataDir: string,
  e: Record<string, string | undefined> = process.env,
): BackupSettings | null {
  const target = e.SITEVISIT_BACKUP_TARGET?.trim();
  if (!target) return null;
  return {
    target,
    schedule: parseSchedule(e.SITEVISIT_BACKUP_SCHEDULE || undefined),
    key: backupKeyFromEnv(e),
    keepDaily: count("SITEVISIT_BACKUP_KEEP_DAILY", e.SITEVISIT_BACKUP_KEEP_DAILY, 7),
    keepWeekly: count("SITEVISIT_BACKUP_KEEP_WEEKLY", e.SITEVISIT_BACKUP_KEEP_WEEKLY, 4),
    stagingDir: e.SITEVISIT_BACKUP_STAGING_DIR?.trim() || join(dataDir, "backup-staging"),
  };
}

/** The settings `serve` starts with: an S3 target without a key is refused, with the reason. */
export function checkedBackupSettings(
  dataDir: string,
  e: Record<string, string | undefined> = process.env,
): BackupSettings | null {
  const s = backupSettings(dataDir, e);
  if (s && s.target.startsWith("s3://") && !s.key)
    throw new UserError(
      `SITEVISIT_BACKUP_TARGET is ${s.target}, but no SITEVISIT_BACKUP_KEY or SITEVISIT_BACKUP_KEY_FILE is set: archives hold the server key (webhook secrets) and every record, and are not sent to a bucket unencrypted. Make a key with 'openssl rand -base64 32' and keep a copy away from this machine`,
    );
  return s;
}

export interface BackupState {
  lastSuccess?: {
    at: string;
    name: string;
    target: string;
    bytes: number;
    sentBytes: number;
    /** Database chunks sent by that run, and how many its archive names. */
    chunksSent?: number;
    chunksKept?: number;
  };
  lastFailure?: { at: string; error: string };
  /** Failed runs since this data directory's first backup. */
  failures: number;
  /** Where versions before backup-slot.json kept the slot last queued (ms); read, never written. */
  lastSlot?: number;
}

const statePath = (dataDir: string) => join(dataDir, "backup-state.json");

export function readBackupState(dataDir: string): BackupState {
  try {
    const s = JSON.parse(readFileSync(statePath(dataDir), "utf8"));
    if (s && typeof s === "object" && typeof s.failures === "number") return s;
  } catch {}
  return { failures: 0 };
}

/** Writes `value` as the JSON file `path` atomically (never a half-written file). */
function writeJsonFile(path: string, value: unknown): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(value, null, 2) + "\n", { mode: 0o600 });
  renameSync(tmp, path);
}

/** Changes the state. Only a run changes it, holding the backup lock, so no change is lost. */
export function updateBackupState(dataDir: string, change: (s: BackupState) => void): BackupState {
  const s = readBackupState(dataDir);
  change(s);
  writeJsonFile(statePath(dataDir), s);
  return s;
}

const slotPath = (dataDir: string) => join(dataDir, "backup-slot.json");

/** The schedule slot last queued (ms since the epoch), or -1: each slot is queued once. */
export function readQueuedSlot(dataDir: string): number {
  try {
    const { slot } = JSON.parse(readFileSync(slotPath(dataDir), "utf8"));
    if (typeof slot === "number") return slot;
  } catch {}
  return readBackupState(dataDir).lastSlot ?? -1;
}

/** Notes the slot just queued; written by the server's schedule alone. */
export function writeQueuedSlot(dataDir: string, slot: number): void {
  writeJsonFile(slotPath(dataDir), { slot, at: new Date(slot).toISOString() });
}

/** Takes the backup lock (one run at a time); a lock left by a dead process is taken over. */
export const acquireBackupLock = (dataDir: string) =>
  acquirePidLock(
    join(dataDir, "backup.lock"),
    (pid) =>
      new UserError(`a backup is already running (pid ${pid}); try again when it has finished`),
  );
