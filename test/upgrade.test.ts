// A newer binary on an older data directory backs it up, migrates it and says so; an older binary on
// a newer directory refuses, naming the version needed. The older directory is made here with the
// project's own migrator, stopping one migration short of the binary's.
import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { closeDatabase, openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { embeddedMigrations } from "../src/db/migrations.generated";
import { VERSION } from "../src/version";
import { removeDir, runCli, startServer, tempDir } from "./helpers/server";

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));

const previous = embeddedMigrations.slice(0, -1);
const latest = embeddedMigrations.at(-1)!;

/** A data directory as the build before the latest migration left it, with one account in it. */
function olderDataDir(noted: string | null): string {
  const dir = tempDir();
  dirs.push(dir);
  const db = openDatabase(join(dir, "sitevisit.db"));
  expect(migrateDatabase(db, previous).applied).toEqual(previous.map((m) => m.tag));
  const sqlite = new Database(join(dir, "sitevisit.db"));
  sqlite.run(
    "INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_old', 'Kept Lettings', 'free', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
  );
  sqlite.close();
  closeDatabase();
  if (noted) writeFileSync(join(dir, "version"), `${noted}\n`);
  return dir;
}

const appliedTags = (dir: string) => {
  const db = new Database(join(dir, "sitevisit.db"), { readonly: true });
  const n = (db.query("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;
  db.close();
  return n;
};

describe("a newer binary on an older data directory", () => {
  test("takes a backup named by both versions, migrates, and logs what it migrated", async () => {
    const dir = olderDataDir("0.0.9");
    // Three earlier upgrade backups: only the newest three are kept.
    const backups = join(dir, "backups");
    mkdirSync(backups, { mode: 0o700 });
    for (const [i, name] of ["0.0.6", "0.0.7", "0.0.8"].entries()) {
      const f = join(backups, `before-${name}-from-0.0.5-2026010${i}T000000.tar.gz`);
      writeFileSync(f, "old");
      utimesSync(f, new Date(2026, 0, i + 1), new Date(2026, 0, i + 1));
    }
    const server = await startServer({ binary: true, dataDir: dir });
    try {
      const line = server
        .logs()
        .split("\n")
        .find((l) => l.includes('"msg":"applied migrations"'));
      expect(line).toBeDefined();
      const logged = JSON.parse(line!);
      expect(logged.applied).toEqual([latest.tag]);
      expect(logged.from_version).toBe("0.0.9");
      expect(logged.version).toBe(VERSION);
      expect(logged.backup).toContain(`before-${VERSION}-from-0.0.9-`);
      const kept = readdirSync(backups).sort();
      expect(kept).toHaveLength(3);
      expect(kept).not.toContain("before-0.0.6-from-0.0.5-20260100T000000.tar.gz");
      expect(kept.some((n) => n.startsWith(`before-${VERSION}-from-0.0.9-`))).toBe(true);
      expect(appliedTags(dir)).toBe(embeddedMigrations.length);
      expect(readFileSync(join(dir, "version"), "utf8").trim()).toBe(VERSION);
      const list = await server.cli(["accounts", "list", "--json"]);
      expect(list.json.data.map((a: any) => a.id)).toContain("acct_old");
      // The backup is the directory as it was: restorable, one migration short, the account in it.
      const back = tempDir();
      dirs.push(back);
      removeDir(back);
      const restored = await runCli(["restore", logged.backup, "--data-dir", back, "--json"], {
        binary: true,
      });
      expect(restored.code).toBe(0);
      expect(appliedTags(back)).toBe(previous.length);
    } finally {
      await server.stop();
    }
  });

  test("other commands leave the upgrade to migrate, which backs up first", async () => {
    const dir = olderDataDir(null);
    const list = await runCli(["accounts", "list"], { binary: true, dataDir: dir });
    expect(list.code).toBe(1);
    expect(list.stderr).toContain("run 'sitevisit migrate'");
    expect(appliedTags(dir)).toBe(previous.length);
    const migrated = await runCli(["migrate", "--json"], { binary: true, dataDir: dir });
    expect(migrated.code).toBe(0);
    expect(migrated.json.applied).toEqual([latest.tag]);
    expect(migrated.json.backup).toContain(`before-${VERSION}-from-unknown-`);
    expect(readdirSync(join(dir, "backups"))).toHaveLength(1);
  });
});

describe("an older binary on a newer data directory", () => {
  /** What a later build would leave: one more migration, and its version noted; then `serve` on it. */
  async function serveMigratedBy(version: string) {
    const dir = olderDataDir(null);
    expect((await runCli(["migrate"], { binary: true, dataDir: dir })).code).toBe(0);
    const db = new Database(join(dir, "sitevisit.db"));
    db.run("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('future', ?)", [
      latest.when + 1000,
    ]);
    db.close();
    writeFileSync(join(dir, "version"), `${version}\n`);
    const serve = await runCli(["serve", "--port", "0", "--host", "127.0.0.1"], {
      binary: true,
      dataDir: dir,
    });
    return { dir, serve };
  }

  test("refuses to start and names the version needed", async () => {
    const { dir, serve } = await serveMigratedBy("9.9.9");
    expect(serve.code).toBe(1);
    expect(serve.stderr).toContain(`upgraded by sitevisit 9.9.9; this is sitevisit ${VERSION}`);
    expect(serve.stderr).toContain("Run sitevisit 9.9.9 or newer");
    expect(serve.stderr).not.toContain("    at ");
    const cli = await runCli(["accounts", "list"], { binary: true, dataDir: dir });
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain("sitevisit 9.9.9");
  });

  test("a newer build of the same version: says migrations differ, not 'run this very version'", async () => {
    const { serve } = await serveMigratedBy(VERSION);
    expect(serve.code).toBe(1);
    expect(serve.stderr).toContain(
      `has database migrations this build of sitevisit ${VERSION} does not know`,
    );
    expect(serve.stderr).not.toContain(`Run sitevisit ${VERSION} or newer`);
    expect(serve.stderr).toContain("restore a backup from");
  });
});
