// The WAL checkpointer thread (src/db/checkpointer.ts), on a real SQLite file: pages written by the
// server's connection reach the database file without that connection checkpointing itself, and the
// connection's own threshold is raised only while the checkpointer runs; and the built binary starts it.
import { afterEach, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { join } from "node:path";
import { buildConfig, setConfig } from "../src/core/config";
import { closeDatabase, openDatabase, rawSqlite } from "../src/db/client";
import { startCheckpointer } from "../src/db/checkpointer";
import { removeDir, startServer, tempDir } from "./helpers/server";
import { createTenant } from "./helpers/fixtures";
import { eventually } from "./helpers/webhook-receiver";

const dirs: string[] = [];
afterEach(() => {
  closeDatabase();
  for (const d of dirs.splice(0)) removeDir(d);
});

function freshDatabase() {
  const dir = tempDir();
  dirs.push(dir);
  setConfig(buildConfig({ dataDir: dir, logLevel: "silent" }));
  const path = join(dir, "sitevisit.db");
  openDatabase(path);
  rawSqlite().exec("CREATE TABLE filler (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
  rawSqlite().exec("PRAGMA wal_checkpoint(TRUNCATE)");
  return path;
}

/** About 1 MB in 500 small transactions, as the server writes. */
function write() {
  const insert = rawSqlite().query("INSERT INTO filler (body) VALUES (?)");
  for (let i = 0; i < 500; i++) insert.run("x".repeat(2000));
}

const autocheckpoint = () =>
  (rawSqlite().query("PRAGMA wal_autocheckpoint").get() as { wal_autocheckpoint: number })
    .wal_autocheckpoint;

test("without the checkpointer, a WAL under the automatic threshold stays out of the database file", async () => {
  const path = freshDatabase();
  rawSqlite().exec("PRAGMA wal_autocheckpoint = 4000"); // what the checkpointer sets
  const before = statSync(path).size;
  write();
  await Bun.sleep(300);
  expect(statSync(path).size).toBe(before); // the check below can fail
});

test("the checkpointer copies the WAL into the database file from its own thread", async () => {
  const path = freshDatabase();
  const before = statSync(path).size;
  const checkpointer = startCheckpointer(path);
  try {
    expect(autocheckpoint()).toBe(4000);
    write();
    await eventually(
      async () => statSync(path).size >= before + 500 * 2000,
      5000,
      "the rows in the database file",
    );
  } finally {
    await checkpointer.stop();
  }
  expect(autocheckpoint()).toBe(1000);
});

test("the built binary runs it: writes through the API reach the database file, and nothing failed", async () => {
  const server = await startServer({ binary: true });
  try {
    const t = await createTenant(server);
    const file = join(server.dataDir, "sitevisit.db");
    await Bun.sleep(200); // start-up writes are copied first
    const before = statSync(file).size;
    for (let i = 0; i < 100; i++)
      expect(
        (await t.live.post("/properties", { name: `Checkpointed ${i}`, notes: "n".repeat(4000) }))
          .status,
      ).toBe(201);
    await eventually(
      async () => statSync(file).size >= before + 100 * 4000,
      5000,
      "the properties in the database file",
    );
    expect(server.logs()).not.toContain("checkpoint");
  } finally {
    await server.stop();
    removeDir(server.dataDir);
  }
});
