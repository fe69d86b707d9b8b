// Applies the migrations embedded in the binary with drizzle's own migrator.
import { sha256Hex } from "../core/digest";
import { rawSqlite, type Db } from "./client";
import { embeddedMigrations } from "./migrations.generated";

const TABLE = "__drizzle_migrations";

export type Migration = (typeof embeddedMigrations)[number];

/**
 * Where the open database stands against `migrations`: none applied yet (a new data directory),
 * which are pending, and whether it was migrated past the newest one (by a newer binary).
 */
export function migrationState(migrations: readonly Migration[] = embeddedMigrations) {
  const sqlite = rawSqlite();
  const hasTable = sqlite
    .query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(TABLE);
  const last = hasTable
    ? (sqlite
        .query(`SELECT created_at AS at FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`)
        .get() as { at: number } | null)
    : null;
  const lastAt = last ? Number(last.at) : null;
  const newest = migrations.at(-1)?.when ?? 0;
  return {
    fresh: lastAt === null,
    pending: migrations.filter((m) => lastAt === null || lastAt < m.when),
    ahead: lastAt !== null && lastAt > newest,
  };
}

/** Applies the pending ones of `migrations` (all the binary carries, unless a test builds an older dir). */
export function migrateDatabase(
  db: Db,
  migrations: readonly Migration[] = embeddedMigrations,
): { applied: string[] } {
  const { pending } = migrationState(migrations);
  const metas = migrations.map((m) => ({
    sql: m.sql.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: sha256Hex(m.sql),
  }));
  // Same call drizzle's bun-sqlite migrate() makes after reading the folder.
  (db as any).dialect.migrate(metas, (db as any).session, { migrationsFolder: "" });
  return { applied: pending.map((m) => m.tag) };
}
