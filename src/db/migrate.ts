// Applies the migrations embedded in the binary with drizzle's own migrator.
import { createHash } from "node:crypto";
import { rawSqlite, type Db } from "./client";
import { embeddedMigrations } from "./migrations.generated";

const TABLE = "__drizzle_migrations";

export function migrateDatabase(db: Db): { applied: string[] } {
  const sqlite = rawSqlite();
  const hasTable = sqlite
    .query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(TABLE);
  const last = hasTable
    ? (sqlite
        .query(`SELECT created_at AS at FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`)
        .get() as { at: number } | null)
    : null;
  const pending = embeddedMigrations.filter((m) => !last || Number(last.at) < m.when);
  const metas = embeddedMigrations.map((m) => ({
    sql: m.sql.split("--> statement-breakpoint"),
    bps: m.breakpoints,
    folderMillis: m.when,
    hash: createHash("sha256").update(m.sql).digest("hex"),
  }));
  // Same call drizzle's bun-sqlite migrate() makes after reading the folder.
  (db as any).dialect.migrate(metas, (db as any).session, { migrationsFolder: "" });
  return { applied: pending.map((m) => m.tag) };
}
