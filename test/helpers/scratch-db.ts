// A migrated database in a temp directory, opened in this process as the server opens its own, for
// tests that call services directly (query plans, list orders): closed and removed after the file.
import { afterAll } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase, rawSqlite } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { buildConfig, setConfig } from "../../src/core/config";

export function scratchDatabase(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `sitevisit-${name}-`));
  afterAll(() => {
    closeDatabase();
    rmSync(dir, { recursive: true, force: true });
  });
  setConfig(buildConfig({ dataDir: dir }));
  const db = openDatabase(join(dir, "sitevisit.db"));
  migrateDatabase(db);
  return { dir, db, sqlite: rawSqlite() };
}
