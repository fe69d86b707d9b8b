// `sitevisit backup` / `sitevisit restore` (issue 8): a 0600 tar holding the database and secret.key,
// taken while the server writes, restored elsewhere: same rows, same keys, and a webhook endpoint made
// before the backup still signs deliveries that verify with the secret shown at its creation.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { command, runCli, startServer, tempDir, type TestServer } from "./helpers/server";
import { peakRss } from "./helpers/peak-rss";
import { pack } from "tar-stream";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { client } from "./helpers/api";
import { startReceiver, type Receiver } from "./helpers/webhook-receiver";

const mode = (path: string) => "0" + (statSync(path).mode & 0o777).toString(8);

let source: TestServer;
let tenant: Tenant;
let receiver: Receiver;
let archive: string;
let beforeBackup: string[]; // property ids acknowledged before the backup started
let secretKey: string;

beforeAll(async () => {
  source = await startServer({ args: ["--dev"] });
  tenant = await createTenant(source);
  receiver = startReceiver();
  const ep = await tenant.live.post("/webhook-endpoints", {
    name: "Before backup",
    url: receiver.url,
  });
  receiver.secret = ep.body.signingSecret;
  for (let i = 0; i < 5; i++) await tenant.live.post("/properties", { name: `Early ${i}` });
  beforeBackup = (await tenant.live.all("/properties")).map((p: any) => p.id);
  secretKey = readFileSync(join(source.dataDir, "secret.key"), "utf8");
  // Four concurrent writers keep POSTing while the backup runs.
  let writing = true;
  const writers = Array.from({ length: 4 }, async (_, w) => {
    let n = 0;
    while (writing) await tenant.live.post("/properties", { name: `During ${w}.${n++}` });
    return n;
  });
  await Bun.sleep(100);
  archive = join(tempDir(), "site.tar");
  const r = await source.cli(["backup", archive, "--json"]);
  writing = false;
  const written = await Promise.all(writers);
  expect(written.reduce((a, b) => a + b, 0)).toBeGreaterThan(4);
  expect(r.code).toBe(0);
  expect(r.json).toEqual({ path: archive, bytes: statSync(archive).size });
  await source.stop();
});
afterAll(() => receiver?.stop());

describe("backup", () => {
  test("is a 0600 tar (listable with standard tar) of a manifest, the database and secret.key", async () => {
    expect(mode(archive)).toBe("0600");
    const tar = Bun.spawn(["tar", "-tf", archive], { stdout: "pipe" });
    expect((await new Response(tar.stdout).text()).trim().split("\n").sort()).toEqual([
      "manifest.json",
      "secret.key",
      "sitevisit.db",
    ]);
    const files = await new Bun.Archive(await Bun.file(archive).bytes()).files();
    expect(await files.get("secret.key")!.text()).toBe(secretKey);
    expect(JSON.parse(await files.get("manifest.json")!.text())).toMatchObject({
      format: "sitevisit-backup",
      version: 1,
      files: ["sitevisit.db", "secret.key"],
    });
  });

  test("refuses an existing destination", async () => {
    const r = await runCli(["backup", archive], { dataDir: source.dataDir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("already exists");
  });
});

describe("restore", () => {
  test("round trip: same rows and keys, owner-only files, and the old endpoint's deliveries still verify", async () => {
    const dir = join(tempDir(), "restored");
    const r = await runCli(["restore", archive, "--json"], { dataDir: dir });
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ dataDir: dir });
    expect(readdirSync(dir).sort()).toEqual(["secret.key", "sitevisit.db"]);
    expect([mode(dir), mode(join(dir, "sitevisit.db")), mode(join(dir, "secret.key"))]).toEqual([
      "0700",
      "0600",
      "0600",
    ]);
    expect(readFileSync(join(dir, "secret.key"), "utf8")).toBe(secretKey);

    const restored = await startServer({ args: ["--dev"], dataDir: dir });
    try {
      const api = client(restored.api, tenant.liveKey); // the same API key still works
      const rows = (await api.all("/properties")).map((p: any) => p.id);
      for (const id of beforeBackup) expect(rows).toContain(id);
      expect(rows.length).toBeGreaterThan(beforeBackup.length); // some of the concurrent writes made it in
      // Exactly the live rows of the database inside the archive.
      const files = await new Bun.Archive(await Bun.file(archive).bytes()).files();
      const { Database } = await import("bun:sqlite");
      const copy = Database.deserialize(await files.get("sitevisit.db")!.bytes(), true);
      const archived = (
        copy.query("SELECT id FROM properties WHERE is_test = 0").all() as { id: string }[]
      ).map((p) => p.id);
      copy.close();
      expect(rows.sort()).toEqual(archived.sort());

      await api.post("/properties", { name: "After Restore" });
      const got = await receiver.waitFor(
        (x) => x.some((d) => d.body?.data?.property?.name === "After Restore"),
        10_000,
        "a delivery from the restored server",
      );
      expect(
        got.find((d) => d.body?.data?.property?.name === "After Restore")!.verifyError,
      ).toBeNull();
    } finally {
      await restored.stop();
    }
  });

  test("refuses the data dir of a running server, even with --force", async () => {
    const running = await startServer();
    try {
      const r = await runCli(["restore", archive, "--force"], { dataDir: running.dataDir });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(`(pid ${running.proc.pid}) is running on ${running.dataDir}`);
    } finally {
      await running.stop();
    }
  });

  test("refuses a non-empty directory unless --force, which replaces database and secret.key", async () => {
    const dir = tempDir();
    expect((await runCli(["migrate"], { dataDir: dir })).code).toBe(0);
    const refused = await runCli(["restore", archive], { dataDir: dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("is not empty");
    expect(readFileSync(join(dir, "secret.key"), "utf8")).not.toBe(secretKey);
    const forced = await runCli(["restore", archive, "--force"], { dataDir: dir });
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, "secret.key"), "utf8")).toBe(secretKey);
    const list = await runCli(["accounts", "list", "--json"], { dataDir: dir });
    expect(list.json.data ?? list.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: tenant.accountId })]),
    );
  });

  test("bad archives are refused with a clear message and leave the target untouched", async () => {
    const junk = join(tempDir(), "junk.tar");
    writeFileSync(junk, "this is not a tar archive at all");
    const notTar = await new Bun.Archive({ "hello.txt": "hi" }).bytes();
    const foreign = join(tempDir(), "foreign.tar");
    writeFileSync(foreign, notTar);
    for (const [file, message] of [
      [junk, "is not a sitevisit backup"],
      [foreign, "is not a sitevisit backup"],
      [join(tempDir(), "missing.tar"), "does not exist"],
    ] as const) {
      const dir = join(tempDir(), "target");
      const r = await runCli(["restore", file], { dataDir: dir });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(message);
      expect(r.stderr).not.toContain("    at ");
      expect(() => readdirSync(dir)).toThrow();
    }
  });
});

describe("--with-media", () => {
  test("archives the media files and restore brings them back: the photo is served again from the restored server", async () => {
    const { makeImage, storedFilesOnceSized } = await import("./helpers/images");
    const server = await startServer();
    const t = await createTenant(server);
    const jpeg = await makeImage("jpg");
    const up = await t.live.request("POST", "/uploads", {
      raw: jpeg,
      headers: { "content-type": "image/jpeg" },
    });
    expect(up.status).toBe(201);
    // The photo's thumbnail and display size are made by a job after the upload: every file counts.
    const stored = await storedFilesOnceSized(server.dataDir);
    expect(stored).toBe(3);
    const file = join(tempDir(), "with-media.tar");
    const r = await server.cli(["backup", file, "--with-media", "--json"]);
    await server.stop();
    expect(r.code).toBe(0);
    expect(r.json.mediaFiles).toBe(stored);
    const names = (await new Bun.Archive(await Bun.file(file).bytes()).files()).keys();
    expect([...names]).toContain(`blobs/${up.body.key.slice(0, 2)}/${up.body.key}`);

    const target = tempDir();
    expect((await runCli(["restore", file], { dataDir: target })).code).toBe(0);
    expect(mode(join(target, "blobs", up.body.key.slice(0, 2), up.body.key))).toBe("0600");
    const restored = await startServer({ dataDir: target });
    try {
      const res = await fetch(`${restored.url}/media/${up.body.key}`);
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(jpeg);
    } finally {
      await restored.stop();
    }
  });

  test("is refused when media lives in S3: the bucket is backed up by its provider", async () => {
    const dir = tempDir();
    const r = await runCli(["backup", join(dir, "x.tar"), "--with-media"], {
      dataDir: dir,
      env: { SITEVISIT_S3_BUCKET: "media" },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("S3");
  });
});

// Archives made by hand (tar-stream) around the real database and key of the backup above.
async function craft(
  entries: {
    name: string;
    type?: "file" | "symlink" | "link";
    linkname?: string;
    body?: Uint8Array | string;
  }[],
  gzip = false,
): Promise<string> {
  const p = pack();
  for (const e of entries) {
    const header = { name: e.name, type: e.type ?? "file", linkname: e.linkname, mode: 0o600 };
    if (e.type && e.type !== "file") p.entry(header);
    else p.entry(header, Buffer.from(e.body ?? ""));
  }
  p.finalize();
  const chunks: Buffer[] = [];
  for await (const c of p as AsyncIterable<Buffer>) chunks.push(c);
  const file = join(tempDir(), gzip ? "crafted.tar.gz" : "crafted.tar");
  writeFileSync(file, gzip ? Bun.gzipSync(Buffer.concat(chunks)) : Buffer.concat(chunks));
  return file;
}

async function sound() {
  const files = await new Bun.Archive(await Bun.file(archive).bytes()).files();
  return [
    { name: "manifest.json", body: await files.get("manifest.json")!.text() },
    { name: "sitevisit.db", body: await files.get("sitevisit.db")!.bytes() },
    { name: "secret.key", body: await files.get("secret.key")!.text() },
  ];
}

const MEDIA_NAME = "blobs/ab/ab" + "c".repeat(24);

describe("restore refuses what could write elsewhere, and leaves nothing behind", () => {
  test("an archive with an absolute path, '..', a symlink or a hard link is refused; the target is not created", async () => {
    const base = await sound();
    const outside = tempDir();
    for (const [bad, message] of [
      [{ name: join(outside, "planted"), body: "x" }, "absolute path"],
      [{ name: "blobs/../../planted", body: "x" }, "'..'"],
      [{ name: "../planted", body: "x" }, "'..'"],
      [{ name: MEDIA_NAME, type: "symlink", linkname: join(outside, "planted") }, "symbolic link"],
      [{ name: MEDIA_NAME, type: "link", linkname: "secret.key" }, "hard link"],
    ] as const) {
      for (const gzip of [false, true]) {
        const file = await craft([...base, bad], gzip);
        const dir = join(tempDir(), "target");
        const r = await runCli(["restore", file], { dataDir: dir });
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(message);
        expect(() => readdirSync(dir)).toThrow();
        expect(readdirSync(outside)).toEqual([]);
      }
    }
  });

  test("a 'blobs' symlink already in the target is not written through, even with --force", async () => {
    const base = await sound();
    const file = await craft([...base, { name: MEDIA_NAME, body: "media bytes" }]);
    const dir = tempDir();
    const elsewhere = tempDir();
    symlinkSync(elsewhere, join(dir, "blobs"));
    const r = await runCli(["restore", file, "--force"], { dataDir: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("symbolic link");
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(readdirSync(dir)).toEqual(["blobs"]); // no database, key or staging directory left
    // A shard directory that is a symlink is refused the same way.
    const dir2 = tempDir();
    mkdirSync(join(dir2, "blobs"));
    symlinkSync(elsewhere, join(dir2, "blobs", "ab"));
    const r2 = await runCli(["restore", file, "--force"], { dataDir: dir2 });
    expect(r2.code).toBe(1);
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(readdirSync(dir2)).toEqual(["blobs"]);
  });

  test("a database that fails the check leaves no blobs/ (nor anything else) behind", async () => {
    const [manifest, , key] = await sound();
    const file = await craft([
      manifest!,
      { name: MEDIA_NAME, body: "media bytes" },
      { name: "sitevisit.db", body: "not a database" },
      key!,
    ]);
    const fresh = join(tempDir(), "fresh");
    const r = await runCli(["restore", file], { dataDir: fresh });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("not a sound SQLite database");
    expect(() => readdirSync(fresh)).toThrow();
    const existing = tempDir();
    writeFileSync(join(existing, "keep.txt"), "mine");
    const forced = await runCli(["restore", file, "--force"], { dataDir: existing });
    expect(forced.code).toBe(1);
    expect(readdirSync(existing)).toEqual(["keep.txt"]);
  });
});

describe("backup and restore stream: memory does not follow the archive's size", () => {
  // The same commands on a small data directory and on one with a 160 MiB database and 160 MiB of
  // media; gzip makes the large archive tiny, which is the case that used to inflate in memory.
  async function dataDir(fillerMiB: number, mediaMiB: number): Promise<string> {
    const dir = tempDir();
    expect((await runCli(["migrate"], { dataDir: dir })).code).toBe(0);
    const { Database } = await import("bun:sqlite");
    const db = new Database(join(dir, "sitevisit.db"));
    db.run("CREATE TABLE filler (id INTEGER PRIMARY KEY, body BLOB)");
    for (let i = 0; i < fillerMiB; i++)
      db.run("INSERT INTO filler (body) VALUES (zeroblob(1048576))");
    db.close();
    for (let i = 0; i < mediaMiB / 40; i++) {
      const key = `m${i}` + "a".repeat(24);
      mkdirSync(join(dir, "blobs", key.slice(0, 2)), { recursive: true });
      writeFileSync(join(dir, "blobs", key.slice(0, 2), key), new Uint8Array(40 * 1024 * 1024));
    }
    return dir;
  }

  async function peaks(dir: string) {
    const file = join(tempDir(), "b.tar.gz");
    const backup = await peakRss(
      [...command(), "backup", file, "--with-media", "--json", "--data-dir", dir],
      { SITEVISIT_LOG_LEVEL: "warn" },
    );
    const target = join(tempDir(), "restored");
    const restore = await peakRss([...command(), "restore", file, "--json", "--data-dir", target], {
      SITEVISIT_LOG_LEVEL: "warn",
    });
    const out = {
      backup: backup.peakBytes / 2 ** 20,
      restore: restore.peakBytes / 2 ** 20,
      archive: statSync(file).size / 2 ** 20,
      restored: JSON.parse(restore.stdout),
    };
    rmSync(file);
    rmSync(target, { recursive: true });
    return out;
  }

  test(".tar.gz with media, 320 MiB of content: peaks within 64 MiB of the same commands on an empty data directory", async () => {
    const small = await peaks(await dataDir(0, 0));
    const bigDir = await dataDir(160, 160);
    const big = await peaks(bigDir);
    rmSync(bigDir, { recursive: true });
    expect(big.archive).toBeLessThan(5); // gzip: a few MiB that hold 320 MiB
    expect(big.restored.mediaFiles).toBe(4);
    expect(big.restored.databaseBytes).toBeGreaterThan(160 * 2 ** 20);
    expect(big.backup - small.backup).toBeLessThan(64);
    expect(big.restore - small.restore).toBeLessThan(64);
  }, 120_000);
});
