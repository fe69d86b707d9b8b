// A backup target is untrusted storage (issue 46; docs/operating.md, Scheduled backups), through
// the built binary against a directory target and a real S3-compatible server (s3rver):
//  - a symbolic link planted in a target (a shard under chunks/ or media/ pointing at a data
//    directory, a media object linking to a file) is never walked into, read or deleted through;
//    retention deletes only names this program writes; staging entries without our marker stay;
//  - with SITEVISIT_BACKUP_KEY set, a plain archive planted under an archive's name (with a copied
//    note) is listed unchecked and unencrypted, refused by restore and pruned; a plain media object
//    is refused by restore; the operator's own plain archive restores with --unencrypted.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { runCli, tempDir } from "./helpers/server";
import { startBucket, type TestBucket } from "./helpers/s3";

const KEY = randomBytes(32).toString("base64");
const ALPHABET = "0123456789abcdefghijklmnopqrstuv";
const cli = (args: string[], dataDir: string | undefined, env: Record<string, string>) =>
  runCli(args, { binary: true, dataDir, env });

/** A migrated data directory with `n` media files (random bytes under store-shaped names). */
async function dataDirWith(n: number): Promise<string> {
  const dir = tempDir();
  expect((await cli(["migrate"], dir, {})).code).toBe(0);
  for (let i = 0; i < n; i++) {
    const key = Array.from(randomBytes(26), (b) => ALPHABET[b & 31]).join("");
    mkdirSync(join(dir, "blobs", key.slice(0, 2)), { recursive: true, mode: 0o700 });
    writeFileSync(join(dir, "blobs", key.slice(0, 2), key), randomBytes(5000), { mode: 0o600 });
  }
  return dir;
}

/** A directory that must survive: a data directory's names, and one shaped like a chunk. */
function victim(): { dir: string; files: string[] } {
  const dir = tempDir("sitevisit-victim-");
  const files = ["sitevisit.db", "secret.key", `zz${"0".repeat(62)}`, "photo.jpg"];
  for (const f of files) writeFileSync(join(dir, f), `precious ${f}`);
  return { dir, files };
}
const intact = (v: { dir: string; files: string[] }) =>
  v.files.every((f) => readFileSync(join(v.dir, f), "utf8") === `precious ${f}`);

/** An attacker's own plain archive (`sitevisit backup FILE.tar.gz` of another data directory). */
async function plainArchive(): Promise<string> {
  const theirs = await dataDirWith(0);
  const file = join(tempDir(), "theirs.tar.gz");
  const r = await cli(["backup", file], theirs, {});
  expect(r.code, r.stderr).toBe(0);
  return file;
}

describe("a directory target", () => {
  test("links planted in the target or staging are never followed: retention deletes nothing through them, nor names it does not write", async () => {
    const dir = await dataDirWith(3);
    const target = join(tempDir(), "backups");
    const staging = join(tempDir(), "staging");
    const env = {
      SITEVISIT_BACKUP_TARGET: target,
      SITEVISIT_BACKUP_KEY: KEY,
      SITEVISIT_BACKUP_STAGING_DIR: staging,
    };
    const first = await cli(["backup", "now", "--json"], dir, env);
    expect(first.code, first.stderr + first.stdout).toBe(0);

    const v = victim();
    symlinkSync(v.dir, join(target, "chunks", "zz")); // a shard that is a link to a directory
    mkdirSync(join(target, "media", "zz"), { recursive: true });
    const linkedKey = `zz${"a".repeat(24)}`;
    symlinkSync(join(v.dir, "photo.jpg"), join(target, "media", "zz", linkedKey)); // a media link
    writeFileSync(join(target, "chunks", "notes.txt"), "the operator's"); // not a name we write
    writeFileSync(join(target, "media", "zz", "README"), "the operator's");
    // Staging: a run-* that is a link, and one without our marker: neither is ours to delete.
    symlinkSync(v.dir, join(staging, "run-linked"));
    mkdirSync(join(staging, "run-foreign"));
    writeFileSync(join(staging, "run-foreign", "keep.txt"), "someone else's");

    const second = await cli(["backup", "now", "--json"], dir, env);
    expect(second.code, second.stderr + second.stdout).toBe(0);
    expect(second.json.chunksPruned).toBe(0);
    expect(intact(v)).toBe(true);
    expect(readFileSync(join(target, "chunks", "notes.txt"), "utf8")).toBe("the operator's");
    expect(readFileSync(join(target, "media", "zz", "README"), "utf8")).toBe("the operator's");
    expect(readFileSync(join(staging, "run-foreign", "keep.txt"), "utf8")).toBe("someone else's");
    expect(readdirSync(staging).sort()).toEqual(["run-foreign", "run-linked"]);

    // A restore reads no media through a link: the archive's media object replaced by one.
    const note = JSON.parse(readFileSync(join(target, `${second.json.name}.json`), "utf8"));
    const mediaKey: string = note.media[0];
    const object = join(target, "media", mediaKey.slice(0, 2), mediaKey);
    const { rmSync } = await import("node:fs");
    rmSync(object);
    symlinkSync("/etc/passwd", object);
    const into = join(tempDir(), "restored");
    const r = await cli(["restore", join(target, second.json.name)], into, env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/symbolic link/);
    expect(existsSync(into)).toBe(false);
    // Nor an archive that is itself a link.
    const linked = join(tempDir(), "latest.svb");
    symlinkSync(join(target, second.json.name), linked);
    const viaLink = await cli(["restore", linked], into, env);
    expect(viaLink.code).toBe(1);
    expect(viaLink.stderr).toMatch(/symbolic link/);
    expect(existsSync(into)).toBe(false);
  }, 90_000);

  test("with a key, a planted plain archive and copied note: listed unchecked and unencrypted, refused by restore, pruned", async () => {
    const dir = await dataDirWith(1);
    const target = join(tempDir(), "backups");
    const env = { SITEVISIT_BACKUP_TARGET: target, SITEVISIT_BACKUP_KEY: KEY };
    const good = await cli(["backup", "now", "--json"], dir, env);
    expect(good.code, good.stderr + good.stdout).toBe(0);
    const planted = "sitevisit-20991231T235959Z.svb";
    copyFileSync(await plainArchive(), join(target, planted));
    const note = JSON.parse(readFileSync(join(target, `${good.json.name}.json`), "utf8"));
    writeFileSync(
      join(target, `${planted}.json`),
      JSON.stringify({ ...note, name: planted, createdAt: "2099-12-31T23:59:59.000Z" }),
    );

    const list = await cli(["backup", "list", "--json"], dir, env);
    expect(list.code, list.stderr).toBe(0);
    const [newest, genuine] = list.json.archives;
    expect(newest).toMatchObject({ name: planted, checked: false, encrypted: false });
    expect(newest.refused).toMatch(/not encrypted/);
    expect(genuine).toMatchObject({ name: good.json.name, checked: true, encrypted: true });

    const into = join(tempDir(), "restored");
    const r = await cli(["restore", join(target, planted)], into, env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not encrypted: with SITEVISIT_BACKUP_KEY set/);
    expect(existsSync(into)).toBe(false);

    // The operator's own plain archive (as before a migration) restores when they say so.
    const own = await cli(["restore", "--unencrypted", join(target, planted)], into, env);
    expect(own.code, own.stderr).toBe(0);

    // The next run does not keep the planted archive as good: retention deletes it and its note.
    const next = await cli(["backup", "now", "--json"], dir, env);
    expect(next.code, next.stderr + next.stdout).toBe(0);
    expect(next.json.pruned).toContain(planted);
    expect(existsSync(join(target, planted))).toBe(false);
  }, 90_000);
});

describe("an S3 target (s3rver)", () => {
  let s3: TestBucket | undefined;
  let endpoint: string;
  let bucket: Bun.S3Client;
  beforeAll(async () => {
    s3 = await startBucket("backups");
    endpoint = s3.endpoint;
    bucket = s3.client;
  });
  afterAll(() => s3?.close());
  const env = () => ({
    SITEVISIT_BACKUP_TARGET: "s3://backups/planted",
    SITEVISIT_BACKUP_KEY: KEY,
    SITEVISIT_S3_ENDPOINT: endpoint,
    SITEVISIT_S3_REGION: "us-east-1",
    SITEVISIT_S3_ACCESS_KEY_ID: "S3RVER",
    SITEVISIT_S3_SECRET_ACCESS_KEY: "S3RVER",
  });

  test("a planted plain archive and copied note are refused; a plain media object is refused; objects not named as ours are kept", async () => {
    const dir = await dataDirWith(2);
    const good = await cli(["backup", "now", "--json"], dir, env());
    expect(good.code, good.stderr + good.stdout).toBe(0);
    const planted = "sitevisit-20991231T235959Z.svb";
    await bucket.write(`planted/${planted}`, Bun.file(await plainArchive()));
    const note = await bucket.file(`planted/${good.json.name}.json`).json();
    await bucket.write(
      `planted/${planted}.json`,
      JSON.stringify({ ...note, name: planted, createdAt: "2099-12-31T23:59:59.000Z" }),
    );
    await bucket.write("planted/chunks/notes.txt", "the operator's");
    await bucket.write("planted/media/zz/README", "the operator's");

    const list = await cli(["backup", "list", "--json"], dir, env());
    expect(list.code, list.stderr).toBe(0);
    expect(list.json.archives[0]).toMatchObject({
      name: planted,
      checked: false,
      encrypted: false,
    });
    expect(list.json.archives[1]).toMatchObject({ name: good.json.name, checked: true });

    const into = join(tempDir(), "restored");
    const r = await cli(["restore", `s3://backups/planted/${planted}`], into, env());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not encrypted: with SITEVISIT_BACKUP_KEY set/);
    expect(existsSync(into)).toBe(false);

    // A media object of the genuine archive replaced by a plain file: the restore is refused.
    const mediaKey: string = note.media[0];
    await bucket.write(`planted/media/${mediaKey.slice(0, 2)}/${mediaKey}`, "root:x:0:0::/root");
    const m = await cli(["restore", `s3://backups/planted/${good.json.name}`], into, env());
    expect(m.code).toBe(1);
    expect(m.stderr).toMatch(new RegExp(`media file ${mediaKey} is not encrypted`));
    expect(existsSync(into)).toBe(false);

    const next = await cli(["backup", "now", "--json"], dir, env());
    expect(next.code, next.stderr + next.stdout).toBe(0);
    expect(next.json.pruned).toContain(planted);
    expect(await bucket.file("planted/chunks/notes.txt").text()).toBe("the operator's");
    expect(await bucket.file("planted/media/zz/README").text()).toBe("the operator's");
  }, 90_000);
});
