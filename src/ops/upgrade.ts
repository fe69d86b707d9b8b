// What a binary does with a data directory made by another version (docs/operating.md, "Upgrading"):
// newer binary, older directory: a backup first (<data-dir>/backups/, the last three kept, named by
// both versions), then the migrations, then a note of the version now in charge; older binary, newer
// directory: refuse, naming the version the directory needs. The backup goes through writeBackup,
// the same archive `sitevisit backup` writes and `sitevisit restore` reads back.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateDir, FILE_MODE } from "../core/data-dir";
import { UserError } from "../core/user-error";
import type { Db } from "../db/client";
import { migrateDatabase, migrationState } from "../db/migrate";
import { VERSION } from "../version";
import { writeBackup } from "./backup";

export const upgradeBackupsDir = (dataDir: string) => join(dataDir, "backups");
const versionNotePath = (dataDir: string) => join(dataDir, "version");
const KEEP = 3;
const UPGRADE_BACKUP = /^before-.+\.tar\.gz$/;

/** The version of sitevisit that last migrated this directory, when one noted it. */
function notedVersion(dataDir: string): string | null {
  try {
    return readFileSync(versionNotePath(dataDir), "utf8").trim() || null;
  } catch {
    return null;
  }
}

export function noteVersion(dataDir: string): void {
  writeFileSync(versionNotePath(dataDir), `${VERSION}\n`, { mode: FILE_MODE });
}

/** Throws when a newer sitevisit has migrated this directory: this binary would misread it. */
export function refuseNewerData(dataDir: string): void {
  if (!migrationState().ahead) return;
  const needed = notedVersion(dataDir);
  const restore = `restore a backup from ${upgradeBackupsDir(dataDir)} (see docs/operating.md, "Upgrading")`;
  // Two builds of one version can differ in migrations (a development build): say so, not "run
  // sitevisit X or newer" to the very version X.
  if (needed === VERSION)
    throw new UserError(
      `the data directory ${dataDir} has database migrations this build of sitevisit ${VERSION} does not know (it was upgraded by a newer build of the same version). Run that build, or ${restore}`,
    );
  throw new UserError(
    `the data directory ${dataDir} was upgraded by sitevisit ${needed ?? "(a newer version)"}; this is sitevisit ${VERSION}. Run sitevisit ${needed ?? "of that version"} or newer, or ${restore}`,
  );
}

/** Migrations an existing directory still needs (none for a new or current one). */
export function pendingUpgrade(): string[] {
  const s = migrationState();
  return s.fresh ? [] : s.pending.map((m) => m.tag);
}

/** Keeps the newest KEEP upgrade backups. */
function prune(dir: string): void {
  const files = readdirSync(dir)
    .filter((n) => UPGRADE_BACKUP.test(n))
    .map((n) => ({ path: join(dir, n), at: statSync(join(dir, n)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of files.slice(KEEP)) rmSync(old.path, { force: true });
}

/**
 * Brings the open database of `dataDir` up to this binary: refuses a newer one, backs an older one
 * up and migrates it. Returns what it applied and the backup it took (null when none was needed).
 */
export async function upgradeDataDir(
  db: Db,
  dataDir: string,
): Promise<{ applied: string[]; backup: string | null; from: string | null }> {
  refuseNewerData(dataDir);
  const from = notedVersion(dataDir);
  let backup: string | null = null;
  if (pendingUpgrade().length) {
    const dir = ensurePrivateDir(upgradeBackupsDir(dataDir));
    const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "");
    backup = join(dir, `before-${VERSION}-from-${from ?? "unknown"}-${stamp}.tar.gz`);
    await writeBackup(dataDir, backup);
    prune(dir);
  }
  const { applied } = migrateDatabase(db);
  noteVersion(dataDir);
  return { applied, backup, from };
}
