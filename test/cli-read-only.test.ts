// The CLI's commands that only look (cli/shared.ts, openDataDirToRead) open the database read-only,
// as `status` does: on a data directory a server left with a WAL full of frames (killed, or still
// running), they print what they list and leave the database file, the WAL and the directory as
// they were. Through the migrator, the last connection to close checkpointed the WAL into the file
// and deleted it, and the version note was written again.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { BINARY, runCli, tempDir } from "./helpers/server";

let dir = "";
let account = "";

/**
 * Every file of the directory with its bytes' hash and mtime: what "untouched" means. Not the
 * -shm, the WAL's shared-memory index, where every reader (read-only ones too) marks what it reads.
 */
function snapshot(d: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(d, { recursive: true }) as string[]) {
    const path = join(d, name);
    if (!statSync(path).isFile() || name.endsWith("-shm")) continue;
    const hash = createHash("sha256").update(readFileSync(path)).digest("hex");
    out[name] = `${hash} ${statSync(path).mtimeMs}`;
  }
  return out;
}

beforeAll(async () => {
  expect(existsSync(BINARY)).toBe(true);
  dir = tempDir();
  const created = await runCli(["accounts", "create", "--name", "Read only", "--json"], {
    binary: true,
    dataDir: dir,
  });
  expect(created.code).toBe(0);
  account = created.json.id;
  const invited = await runCli(
    ["users", "invite", "--account", account, "--email", "a@example.com", "--json"],
    { binary: true, dataDir: dir },
  );
  expect(invited.code).toBe(0);
  // A writer that dies with its frames still in the WAL (a server killed with -9): nothing has
  // checkpointed them into the database file.
  const writer = Bun.spawn(
    [
      "bun",
      "-e",
      `const { Database } = require("bun:sqlite");
       const db = new Database(${JSON.stringify(join(dir, "sitevisit.db"))});
       db.exec("PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0");
       db.run("UPDATE accounts SET name = 'Read only, renamed'");
       process.kill(process.pid, "SIGKILL");`,
    ],
    { stdout: "ignore", stderr: "inherit" },
  );
  await writer.exited;
  expect(statSync(join(dir, "sitevisit.db-wal")).size).toBeGreaterThan(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const readers: [string, () => string[]][] = [
  ["accounts list", () => ["accounts", "list", "--json"]],
  ["accounts settings (shown)", () => ["accounts", "settings", "--account", account, "--json"]],
  ["users list", () => ["users", "list", "--account", account, "--json"]],
  ["keys list", () => ["keys", "list", "--json"]],
  ["webhooks list", () => ["webhooks", "list", "--json"]],
  ["deliveries tail --no-follow", () => ["deliveries", "tail", "--no-follow", "--json"]],
  ["status", () => ["status", "--json"]],
];

for (const [name, args] of readers)
  test(`${name} reads the WAL's rows and leaves the file, the WAL and the directory untouched`, async () => {
    const before = snapshot(dir);
    const r = await runCli(args(), { binary: true, dataDir: dir });
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    if (name === "accounts list") expect(r.stdout).toContain("Read only, renamed");
    if (name === "users list") expect(r.stdout).toContain("a@example.com");
    expect(snapshot(dir)).toEqual(before);
  });

test("a reader on a directory with no database says so and creates nothing", async () => {
  const empty = tempDir();
  try {
    const r = await runCli(["keys", "list"], { binary: true, dataDir: empty });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("no database in");
    expect(readdirSync(empty)).toEqual([]);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
