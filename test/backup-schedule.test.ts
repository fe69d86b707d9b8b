// Scheduled, encrypted, off-machine backups (issue 29) against a real S3-compatible server (s3rver):
// the schedule runs a backup job and /metrics shows it; a recovery drill restores a fresh data
// directory from the bucket and serves the same visits, items, media and report links, with webhook
// signatures that verify with the secret shown before the backup; media is sent once; the faults
// (bucket cut mid-upload, server killed mid-backup, staging disk full, a truncated or bit-flipped
// archive, the wrong key) each fail cleanly and prune nothing.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { join } from "node:path";
import { runCli, startServer, tempDir, type TestServer } from "./helpers/server";
import { startBucket, type TestBucket } from "./helpers/s3";
import { createTenant } from "./helpers/fixtures";
import { startReceiver } from "./helpers/webhook-receiver";
import { eventually } from "./helpers/webhook-receiver";
import { tcpProxy } from "./helpers/tcp-proxy";
import { keepArchives } from "../src/ops/backup-retention";
import { chunkNamer, parseBackupKey } from "../src/ops/backup-crypto";
import { CHUNK_BYTES, chunkObject } from "../src/ops/backup-chunks";
import { copyDatabasePages } from "../src/ops/backup-pages";

const KEY = randomBytes(32).toString("base64");
let s3: TestBucket | undefined;
let endpoint: string;
let bucket: Bun.S3Client;

/** The environment of a server or CLI backing up to s3://backups/<prefix> through `via`. */
const s3Env = (prefix: string, via = endpoint, extra: Record<string, string> = {}) => ({
  SITEVISIT_BACKUP_TARGET: `s3://backups/${prefix}`,
  SITEVISIT_BACKUP_KEY: KEY,
  SITEVISIT_S3_ENDPOINT: via,
  SITEVISIT_S3_REGION: "us-east-1",
  SITEVISIT_S3_ACCESS_KEY_ID: "S3RVER",
  SITEVISIT_S3_SECRET_ACCESS_KEY: "S3RVER",
  SITEVISIT_DEV: "1",
  ...extra,
});

beforeAll(async () => {
  s3 = await startBucket("backups");
  endpoint = s3.endpoint;
  bucket = s3.client;
});
afterAll(() => s3?.close());

const objects = async (prefix: string) =>
  ((await bucket.list({ prefix })).contents ?? []).map((o) => o.key.slice(prefix.length)).sort();

/** A migrated data directory holding `mediaFiles` media files of `mediaBytes` each and some filler rows. */
async function dataDirWith(mediaFiles: number, mediaBytes = 200_000, fillerMb = 0) {
  const dir = tempDir();
  expect((await runCli(["migrate"], { dataDir: dir })).code).toBe(0);
  addMedia(dir, mediaFiles, mediaBytes);
  if (fillerMb) {
    const db = new Database(join(dir, "sitevisit.db"));
    db.run("CREATE TABLE filler (b BLOB)");
    const q = db.prepare("INSERT INTO filler VALUES (randomblob(65536))");
    for (let i = 0; i < fillerMb * 16; i++) q.run();
    db.close();
  }
  return dir;
}

const ALPHABET = "0123456789abcdefghijklmnopqrstuv";
function addMedia(dir: string, n: number, bytes: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = Array.from(randomBytes(26), (b) => ALPHABET[b & 31]).join("");
    mkdirSync(join(dir, "blobs", key.slice(0, 2)), { recursive: true, mode: 0o700 });
    writeFileSync(join(dir, "blobs", key.slice(0, 2), key), randomBytes(bytes), { mode: 0o600 });
    keys.push(key);
  }
  return keys;
}

/** A proxy in front of the bucket: `intercept` may answer a request itself, else it is passed on. */
function bucketProxy(intercept: (req: Request, url: URL) => Response | undefined) {
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const u = new URL(req.url);
      const own = intercept(req, u);
      if (own) return own;
      const headers = new Headers(req.headers);
      headers.delete("host");
      return fetch(`${endpoint}${u.pathname}${u.search}`, {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : await req.arrayBuffer(),
      });
    },
  });
  return { url: `http://127.0.0.1:${server.port}`, stop: () => server.stop(true) };
}

/** An S3 front that passes reads to s3rver and answers 403 to every write after the first `n`. */
function refusingWritesAfter(n: number) {
  let writes = 0;
  let refused = 0;
  const proxy = bucketProxy((req) => {
    if ((req.method === "PUT" || req.method === "POST") && ++writes > n) {
      refused++;
      return new Response(
        '<?xml version="1.0"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        { status: 403, headers: { "content-type": "application/xml" } },
      );
    }
  });
  return { ...proxy, refused: () => refused };
}

/** A bucket that shows a newly written object only from the `misses + 1`-th read of it on. */
function showingWritesLate(misses: number) {
  const unseen = new Map<string, number>();
  const heads = new Map<string, number>();
  let hidden = 0;
  const proxy = bucketProxy((req, u) => {
    if (req.method === "HEAD") heads.set(u.pathname, (heads.get(u.pathname) ?? 0) + 1);
    if (req.method === "PUT" || req.method === "POST") unseen.set(u.pathname, misses);
    const left = unseen.get(u.pathname) ?? 0;
    if ((req.method === "HEAD" || req.method === "GET") && left > 0) {
      unseen.set(u.pathname, left - 1);
      hidden++;
      return new Response(
        req.method === "HEAD"
          ? null
          : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        { status: 404, headers: { "content-type": "application/xml" } },
      );
    }
  });
  return { ...proxy, hidden: () => hidden, heads: (path: string) => heads.get(path) ?? 0 };
}

/** The chunk objects (under chunks/) the note of archive `name` names, sorted. */
async function namedChunks(prefix: string, name: string): Promise<string[]> {
  const note = await bucket.file(`${prefix}/${name}.json`).json();
  return [
    ...new Set((note.chunks as string[]).map((c) => chunkObject(c).slice("chunks/".length))),
  ].sort();
}

/** The names of the 1 MiB pieces of the file at `path`, under `namer`. */
function piecesOf(path: string, namer: (b: Buffer) => string): string[] {
  const bytes = readFileSync(path);
  const out: string[] = [];
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES)
    out.push(namer(bytes.subarray(at, at + CHUNK_BYTES)));
  return out;
}

const list = async (prefix: string) => {
  const r = await runCli(["backup", "list", "--json"], { env: s3Env(prefix) });
  expect(r.code, r.stderr + r.stdout).toBe(0);
  return r.json.archives as {
    name: string;
    checked: boolean;
    mediaFiles: number | null;
    databaseBytes: number | null;
  }[];
};

describe("settings", () => {
  test("serve refuses an S3 target without a key, and says why", async () => {
    const env = s3Env("nokey");
    delete (env as any).SITEVISIT_BACKUP_KEY;
    const err = await startServer({ env }).then(
      async (s) => {
        await s.stop();
        return "";
      },
      (e: Error) => e.message,
    );
    expect(err).toContain("no SITEVISIT_BACKUP_KEY or SITEVISIT_BACKUP_KEY_FILE is set");
    const now = await runCli(["backup", "now"], { dataDir: tempDir(), env });
    expect(now.code).toBe(1);
    expect(now.stderr).toContain("not sent to a bucket unencrypted");
  });

  test("doctor warns when the last good backup is older than two schedule periods; status shows it", async () => {
    const dir = tempDir();
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3600_000).toISOString();
    const state = (hoursAgo: number) =>
      writeFileSync(
        join(dir, "backup-state.json"),
        JSON.stringify({
          failures: 1,
          lastFailure: { at: at(1), error: "bucket unreachable" },
          lastSuccess: {
            at: at(hoursAgo),
            name: "sitevisit-x.svb",
            target: "t",
            bytes: 9,
            sentBytes: 9,
          },
        }),
      );
    const env = { ...s3Env("doctor"), SITEVISIT_BACKUP_SCHEDULE: "every 6h" };
    const backups = async () =>
      (await runCli(["doctor", "--json"], { dataDir: dir, env })).json.checks.find(
        (c: any) => c.part === "backups",
      );
    state(11);
    expect((await backups()).status).toBe("ok");
    state(13);
    const stale = await backups();
    expect(stale.status).toBe("stale");
    expect(stale.detail).toContain("bucket unreachable");
    const status = await runCli(["status"], { dataDir: dir, env });
    expect(status.stdout).toContain("OVERDUE");
    expect(status.stdout).toContain("1 failed run(s)");
  });

  test("retention keeps the newest archive of each of the last N days and M weeks", () => {
    const at = (d: string) => ({ name: d, createdAt: `${d}T03:17:00.000Z` });
    // 40 daily archives, 2026-10-01 (a Thursday) .. 2026-11-09, plus a second one on the last day.
    const days = Array.from({ length: 40 }, (_, i) =>
      at(new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10)),
    );
    const extra = { name: "later", createdAt: "2026-11-09T05:00:00.000Z" };
    const keep = keepArchives([...days, extra], 7, 4).sort();
    // 7 days: 11-03 .. 11-09 (the 09th's newest is "later"); weeks start on Mondays: the 09th is one,
    // so the weeks are those of 11-09 ("later"), 11-02 (its newest: 11-08), 10-26 (11-01), 10-19 (10-25).
    expect(keep).toEqual(
      [
        "2026-10-25",
        "2026-11-01",
        "2026-11-03",
        "2026-11-04",
        "2026-11-05",
        "2026-11-06",
        "2026-11-07",
        "2026-11-08",
        "later",
      ].sort(),
    );
  });
});

describe("recovery drill", () => {
  let source: TestServer;
  const receiver = startReceiver();
  afterAll(() => receiver.stop());

  test("the schedule backs up; a fresh data dir restored from the bucket serves the same data, and webhooks still verify", async () => {
    source = await startServer({
      env: s3Env("drill", endpoint, { SITEVISIT_BACKUP_SCHEDULE: "every 1h" }),
    });
    // The schedule's current slot was never backed up: the job runs at start, and /metrics says so.
    const metric = async () => {
      const text = await (await fetch(`${source.url}/metrics`)).text();
      return Number(/sitevisit_backup_last_success_timestamp_seconds (\d+)/.exec(text)?.[1] ?? 0);
    };
    await eventually(async () => (await metric()) > 0, 60_000, "the scheduled backup");
    expect(source.logs()).toContain("backup written, checked and pruned");

    const t = await createTenant(source);
    const ep = await t.live.post("/webhook-endpoints", { name: "Drill", url: receiver.url });
    receiver.secret = ep.body.signingSecret;
    const p = await t.live.post("/properties", { name: "12 Mill Lane" });
    const v = await t.live.post("/site-visits", { property_id: p.body.id, title: "Spring check" });
    const item = await t.live.post("/action-items", {
      site_visit_id: v.body.id,
      title: "Loose handrail",
    });
    const { makeImage } = await import("./helpers/images");
    const jpeg = await makeImage("jpg");
    const photo = await t.live.request("POST", `/action-items/${item.body.id}/evidence`, {
      raw: jpeg,
      headers: { "content-type": "image/jpeg" },
    });
    expect(photo.status).toBe(201);
    // The photo's sizes are made by a job after the upload: wait for them, so the first run has all.
    const { storedFilesOnceSized } = await import("./helpers/images");
    expect(await storedFilesOnceSized(source.dataDir)).toBe(3);
    const before = {
      visit: (await t.live.get(`/site-visits/${v.body.id}`)).body,
      items: await t.live.all(`/action-items?site_visit_id=${v.body.id}`),
    };
    const reportUrl: string = before.visit.publicReportUrl;
    expect((await fetch(reportUrl)).status).toBe(200);

    const first = await source.cli(["backup", "now", "--json"]);
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.json.mediaSent).toBeGreaterThan(0);
    expect(first.json.chunksKept).toBeGreaterThan(0);
    // A second run sends no media and no database chunk again (nothing changed): only the new archive.
    const second = await source.cli(["backup", "now", "--json"]);
    expect(second.code, second.stderr + second.stdout).toBe(0);
    expect(second.json.mediaSent).toBe(0);
    expect(second.json.chunksSent).toBe(0);
    expect(second.json.sentBytes).toBe(second.json.bytes);
    // All three runs are on one day: retention keeps the newest, its chunks and its media.
    const archives = await list("drill");
    expect(archives.map((a) => [a.name, a.checked])).toEqual([[second.json.name, true]]);
    expect(archives[0]!.databaseBytes).toBeGreaterThan(second.json.bytes);
    expect((await objects("drill/media/")).length).toBe(second.json.mediaKept);
    expect(await objects("drill/chunks/")).toEqual(await namedChunks("drill", second.json.name));
    // Nothing in the bucket is readable without the key: no SQLite or tar header, no JPEG.
    for (const object of [
      second.json.name,
      `chunks/${(await objects("drill/chunks/"))[0]}`,
      `media/${(await objects("drill/media/"))[0]}`,
    ]) {
      const raw = new Uint8Array(await bucket.file(`drill/${object}`).arrayBuffer());
      expect(new TextDecoder().decode(raw.slice(0, 8)), object).toBe("SVBACKUP");
    }
    await source.stop();

    const fresh = join(tempDir(), "restored");
    const r = await runCli(["restore", `s3://backups/drill/${second.json.name}`, "--json"], {
      dataDir: fresh,
      env: s3Env("drill"),
    });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.json.mediaFiles).toBe(second.json.mediaKept);
    const restored = await startServer({
      dataDir: fresh,
      env: { SITEVISIT_DEV: "1", SITEVISIT_PUBLIC_URL: new URL(reportUrl).origin },
    });
    try {
      const again = client(restored.api, t.liveKey);
      expect((await again.get(`/site-visits/${v.body.id}`)).body).toEqual(before.visit);
      expect(await again.all(`/action-items?site_visit_id=${v.body.id}`)).toEqual(before.items);
      const photoUrl = new URL(photo.body.url ?? before.items[0].evidenceImageUrls[0]);
      const res = await fetch(`${restored.url}${photoUrl.pathname}`);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(jpeg);
      const page = await fetch(`${restored.url}${new URL(reportUrl).pathname}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Loose handrail");
      // The restored server signs with the secrets it restored: the receiver verifies with the old one.
      await again.post("/properties", { name: "After restore" });
      const after = (rs: typeof receiver.received) =>
        rs.find((x) => x.raw.includes("After restore"));
      const got = await receiver.waitFor((rs) => !!after(rs), 20_000, "the delivery");
      expect(after(got)!.verifyError).toBeNull();
    } finally {
      await restored.stop();
    }
  }, 180_000);
});

import { client } from "./helpers/api";

describe("a local target", () => {
  test("without a key: plain .tar.gz; deleted media is pruned with the archive that last named it; restore from the directory", async () => {
    const dir = await dataDirWith(3, 50_000);
    const target = join(tempDir(), "backups");
    const env = { SITEVISIT_BACKUP_TARGET: target };
    const first = await runCli(["backup", "now", "--json"], { dataDir: dir, env });
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.json.name).toEndWith(".tar.gz");
    const media = () =>
      readdirSync(join(target, "media"), { recursive: true }).filter((f) => String(f).length > 3);
    expect(media().length).toBe(3);
    const gone = readdirSync(join(dir, "blobs"), { recursive: true }).find(
      (f) => String(f).length > 3,
    )!;
    rmSync(join(dir, "blobs", String(gone)));
    const second = await runCli(["backup", "now", "--json"], { dataDir: dir, env });
    expect(second.code, second.stderr + second.stdout).toBe(0);
    expect(second.json.mediaSent).toBe(0);
    // The first archive (same day) is pruned, and with it the file only it named.
    expect(
      readdirSync(target)
        .filter((f) => f.startsWith("sitevisit-"))
        .sort(),
    ).toEqual([second.json.name, `${second.json.name}.json`]);
    expect(media().length).toBe(2);
    // Without a key, chunks are gzipped and named by the plain SHA-256 of what they hold.
    const chunks = readdirSync(join(target, "chunks"), { recursive: true }).filter(
      (f) => String(f).length > 3,
    );
    expect(chunks.length).toBe(second.json.chunksKept);
    for (const c of chunks) {
      const held = gunzipSync(readFileSync(join(target, "chunks", String(c))));
      expect(createHash("sha256").update(held).digest("hex")).toBe(String(c).slice(3));
    }
    const into = join(tempDir(), "restored");
    const r = await runCli(["restore", join(target, second.json.name), "--json"], {
      dataDir: into,
    });
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.json.mediaFiles).toBe(2);
  }, 60_000);

  test("a run in a second that already has an archive takes the next free second; it never writes over one", async () => {
    const dir = await dataDirWith(1, 10_000);
    const target = join(tempDir(), "backups");
    mkdirSync(target, { recursive: true });
    // Archives named for every second around now (as a run a moment earlier would have left them).
    const second = (offset: number) =>
      `sitevisit-${new Date(Math.floor(Date.now() / 1000) * 1000 + offset * 1000)
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+Z$/, "Z")}.tar.gz`;
    const taken = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(second);
    for (const name of taken) writeFileSync(join(target, name), "an earlier archive");
    const run = await runCli(["backup", "now", "--json"], {
      dataDir: dir,
      env: { SITEVISIT_BACKUP_TARGET: target },
    });
    expect(run.code, run.stderr + run.stdout).toBe(0);
    expect(taken).not.toContain(run.json.name);
    expect(run.json.name > taken.at(-1)!).toBe(true); // newer than all of them, as it is
    const r = await runCli(["restore", join(target, run.json.name), "--json"], {
      dataDir: join(tempDir(), "restored"),
    });
    expect(r.code, r.stderr + r.stdout).toBe(0);
  }, 60_000);
});

describe("the database, incrementally", () => {
  test("the page copy holds commits still in the WAL, and keeps unchanged chunks byte-identical where VACUUM INTO shifts them", () => {
    const dir = tempDir();
    const live = new Database(join(dir, "live.db"));
    live.exec("PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0");
    live.exec("CREATE TABLE a (id INTEGER PRIMARY KEY, t TEXT); CREATE INDEX a_t ON a (t)");
    live.exec("CREATE TABLE b (id INTEGER PRIMARY KEY, body BLOB)");
    const addA = (n: number) =>
      live.transaction(() => {
        for (let i = 0; i < n; i++)
          live.run("INSERT INTO a (t) VALUES (?)", [randomBytes(8).toString("hex")]);
      })();
    addA(5000);
    live.run("INSERT INTO b (body) SELECT randomblob(60000) FROM a LIMIT 200");
    live.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    addA(300); // only in the WAL
    const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
    const copies = (n: number) => {
      copyDatabasePages(join(dir, "live.db"), join(dir, `pages${n}.db`));
      live.run("VACUUM INTO ?", [join(dir, `vacuum${n}.db`)]);
      const copy = new Database(join(dir, `pages${n}.db`), { readonly: true });
      try {
        expect(copy.query("PRAGMA quick_check").get()).toEqual({ quick_check: "ok" });
        return (copy.query("SELECT count(*) AS n FROM a").get() as { n: number }).n;
      } finally {
        copy.close();
      }
    };
    expect(copies(1)).toBe(5300);
    addA(100); // a table early in the file grows
    expect(copies(2)).toBe(5400);
    const changed = (kind: string) => {
      const before = new Set(piecesOf(join(dir, `${kind}1.db`), sha));
      return piecesOf(join(dir, `${kind}2.db`), sha).filter((c) => !before.has(c)).length;
    };
    const total = piecesOf(join(dir, "pages2.db"), sha).length;
    expect(total).toBeGreaterThan(10);
    expect(changed("pages")).toBeLessThanOrEqual(3);
    expect(changed("vacuum")).toBeGreaterThan(total / 2);
    live.close();
  });

  test("a second run sends only the chunks that changed; chunk names are keyed hashes; unnamed chunks are pruned; restore refuses a tampered, swapped or missing chunk, writing nothing; a run that finds a damaged chunk drops it and the next sends it again", async () => {
    const dir = await dataDirWith(0, 0, 6);
    const first = await runCli(["backup", "now", "--json"], { dataDir: dir, env: s3Env("inc") });
    expect(first.code, first.stderr + first.stdout).toBe(0);
    expect(first.json.chunksKept).toBeGreaterThanOrEqual(6);
    expect(first.json.chunksSent).toBe(first.json.chunksKept);
    // One row in the middle of the filler changes: its pages move to a chunk of their own, the rest stay.
    const db = new Database(join(dir, "sitevisit.db"));
    db.run("UPDATE filler SET b = randomblob(65536) WHERE rowid = 40");
    db.close();
    const second = await runCli(["backup", "now", "--json"], { dataDir: dir, env: s3Env("inc") });
    expect(second.code, second.stderr + second.stdout).toBe(0);
    expect(second.json.chunksSent).toBeGreaterThan(0);
    expect(second.json.chunksSent).toBeLessThanOrEqual(3);
    expect(second.json.sentBytes).toBeLessThan(first.json.sentBytes / 2);
    // The first archive (same day) is pruned, and with it the chunks only it named.
    expect(second.json.chunksPruned).toBeGreaterThan(0);
    expect(await objects("inc/chunks/")).toEqual(await namedChunks("inc", second.json.name));

    // Restored, the database is the snapshot byte for byte: its pieces' HMACs under the key are the
    // names in the note, and their plain SHA-256 names none of them (names leak nothing).
    const into = join(tempDir(), "restored");
    const ref = `s3://backups/inc/${second.json.name}`;
    expect((await runCli(["restore", ref], { dataDir: into, env: s3Env("inc") })).code).toBe(0);
    const note = await bucket.file(`inc/${second.json.name}.json`).json();
    const db2 = join(into, "sitevisit.db");
    expect(piecesOf(db2, chunkNamer(parseBackupKey(KEY)))).toEqual(note.chunks);
    const plain = piecesOf(db2, (b) => createHash("sha256").update(b).digest("hex"));
    expect(plain.filter((c) => note.chunks.includes(c))).toEqual([]);

    const [a, b] = (await objects("inc/chunks/")).map((o) => `inc/chunks/${o}`);
    const original = new Uint8Array(await bucket.file(a!).arrayBuffer());
    const flipped = original.slice();
    flipped[original.length - 100]! ^= 1;
    const cases: [string, () => Promise<unknown>, RegExp][] = [
      [
        "tampered",
        () => bucket.write(a!, flipped),
        /chunk \d+ of \d+ .*damaged, altered or truncated/,
      ],
      [
        "swapped",
        async () => bucket.write(a!, await bucket.file(b!).arrayBuffer()),
        /does not hold what its name says/,
      ],
      ["missing", () => bucket.delete(a!), /chunk \d+ of \d+ .* is missing from the target/],
    ];
    for (const [name, damage, message] of cases) {
      await damage();
      const nowhere = join(tempDir(), "restored");
      const r = await runCli(["restore", ref], { dataDir: nowhere, env: s3Env("inc") });
      expect(r.code, name).toBe(1);
      expect(r.stderr, name).toMatch(message);
      expect(existsSync(nowhere), name).toBe(false);
    }
    // A run's check that finds a damaged chunk fails and deletes it; the next run sends it again.
    await bucket.write(a!, flipped);
    const bad = await runCli(["backup", "now"], { dataDir: dir, env: s3Env("inc") });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/damaged, altered or truncated/);
    expect(await bucket.file(a!).exists()).toBe(false);
    const healed = await runCli(["backup", "now", "--json"], { dataDir: dir, env: s3Env("inc") });
    expect(healed.code, healed.stderr + healed.stdout).toBe(0);
    expect(healed.json.chunksSent).toBe(1);
    expect(new Uint8Array(await bucket.file(a!).arrayBuffer()).length).toBeGreaterThan(0);
    const again = join(tempDir(), "restored");
    const healedRef = `s3://backups/inc/${healed.json.name}`; // the second archive: pruned (same day)
    expect((await runCli(["restore", healedRef], { dataDir: again, env: s3Env("inc") })).code).toBe(
      0,
    );
  }, 90_000);
});

describe("faults", () => {
  test("a store slow to show what was just written: the read-back waits for the new archive; a missing name fails at once", async () => {
    const dir = await dataDirWith(1, 1000);
    const late = showingWritesLate(2);
    try {
      const run = await runCli(["backup", "now", "--json"], {
        dataDir: dir,
        env: s3Env("late", late.url),
      });
      expect(run.code, run.stderr + run.stdout).toBe(0);
      expect(late.hidden()).toBeGreaterThanOrEqual(2);
      expect((await list("late")).map((a) => [a.name, a.checked])).toEqual([[run.json.name, true]]);
      const missingName = "sitevisit-20200101T000000Z.svb";
      const missing = await runCli(["restore", `s3://backups/late/${missingName}`], {
        dataDir: join(tempDir(), "restored"),
        env: s3Env("late", late.url),
      });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("does not exist");
      // Not a name this process wrote: asked for once, not waited for.
      expect(late.heads(`/backups/late/${missingName}`)).toBe(1);
    } finally {
      late.stop();
    }
  }, 60_000);

  test("the bucket cut off mid-upload, unreachable, or refusing writes: the run fails, nothing older is pruned, the next run succeeds", async () => {
    const dir = await dataDirWith(6, 1_000_000);
    const good = await runCli(["backup", "now", "--json"], { dataDir: dir, env: s3Env("cut") });
    expect(good.code, good.stderr + good.stdout).toBe(0);
    addMedia(dir, 4, 1_000_000);
    // Once cut, the bucket stays unreachable (connections go to a closed port): the client's own
    // retries fail too.
    const proxy = tcpProxy(() => (proxy.state.cut ? 9 : Number(new URL(endpoint).port)));
    const via = await proxy.listen();
    try {
      proxy.cutAfter(1_500_000);
      const cut = await runCli(["backup", "now"], { dataDir: dir, env: s3Env("cut", via) });
      expect(cut.code).toBe(1);
      expect((await list("cut")).map((a) => [a.name, a.checked])).toEqual([[good.json.name, true]]);
      // Unreachable from the start: refused at the first request.
      const down = await runCli(["backup", "now"], {
        dataDir: dir,
        env: s3Env("cut", "http://127.0.0.1:9"),
      });
      expect(down.code).toBe(1);
      // The bucket refusing writes after the first two (403 AccessDenied), part-way through the media.
      const gate = refusingWritesAfter(2);
      try {
        const refused = await runCli(["backup", "now"], {
          dataDir: dir,
          env: s3Env("cut", gate.url),
        });
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain("Access Denied");
        expect(gate.refused()).toBeGreaterThan(0);
      } finally {
        gate.stop();
      }
      const status = await runCli(["status", "--json"], { dataDir: dir });
      expect(status.json.backup.failures).toBe(3);
      expect(status.json.backup.lastSuccess.name).toBe(good.json.name);
      const retry = await runCli(["backup", "now", "--json"], { dataDir: dir, env: s3Env("cut") });
      expect(retry.code, retry.stderr + retry.stdout).toBe(0);
      expect(retry.json.mediaKept).toBe(10);
      expect((await list("cut")).map((a) => a.name)).toEqual([retry.json.name]);
    } finally {
      proxy.close();
    }
  }, 120_000);

  test("the server killed during a backup leaves no archive listed as good; after a restart the job runs again", async () => {
    const dir = await dataDirWith(8, 1_000_000);
    const proxy = tcpProxy(() => Number(new URL(endpoint).port));
    const via = await proxy.listen();
    try {
      proxy.holdAfter(3_000_000);
      const env = s3Env("killed", via, { SITEVISIT_BACKUP_SCHEDULE: "every 1h" });
      let server = await startServer({ dataDir: dir, env });
      await eventually(async () => proxy.state.held, 60_000, "the upload to stall");
      await server.stop("SIGKILL");
      proxy.cut();
      expect((await list("killed")).filter((a) => a.checked)).toEqual([]);
      expect(existsSync(join(dir, "backup.lock"))).toBe(true); // left by the dead run
      // What a run that died after its upload and before its check leaves: an archive without a note.
      await bucket.write("killed/sitevisit-20260101T000000Z.svb", "half an archive");
      expect(await list("killed")).toEqual([
        expect.objectContaining({ name: "sitevisit-20260101T000000Z.svb", checked: false }),
      ]);
      proxy.holdAfter(Number.POSITIVE_INFINITY);
      proxy.state.held = false;
      server = await startServer({ dataDir: dir, env });
      try {
        // The run's end, not its checked archive: the note is written before the dead run's
        // leftovers are pruned, and a listing between the two would see both.
        await eventually(
          async () => server.logs().includes("backup written, checked and pruned"),
          60_000,
          "the re-run",
        );
        const archives = await list("killed");
        expect(archives.map((a) => a.checked)).toEqual([true]);
        expect(archives[0]!.mediaFiles).toBe(8);
        // The dead run's database copy in the staging directory is gone too.
        expect(readdirSync(join(dir, "backup-staging"))).toEqual([]);
      } finally {
        await server.stop();
      }
    } finally {
      proxy.close();
    }
  }, 120_000);

  test("the staging disk full: the run fails with the reason and prunes nothing (a 1 MiB tmpfs)", async () => {
    const mnt = tempDir("sitevisit-tmpfs-");
    const mount = Bun.spawnSync(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", mnt]);
    if (mount.exitCode !== 0) {
      console.warn("skipped: cannot mount a tmpfs here (needs root)");
      return;
    }
    try {
      const dir = await dataDirWith(1, 1000, 4);
      const good = await runCli(["backup", "now", "--json"], { dataDir: dir, env: s3Env("full") });
      expect(good.code, good.stderr + good.stdout).toBe(0);
      const full = await runCli(["backup", "now"], {
        dataDir: dir,
        env: s3Env("full", endpoint, { SITEVISIT_BACKUP_STAGING_DIR: mnt }),
      });
      expect(full.code).toBe(1);
      expect(full.stderr).toMatch(/full|space/i);
      expect(readdirSync(mnt)).toEqual([]);
      expect((await list("full")).map((a) => [a.name, a.checked])).toEqual([
        [good.json.name, true],
      ]);
    } finally {
      Bun.spawnSync(["umount", mnt]);
    }
  }, 60_000);

  test("restore refuses a truncated or bit-flipped archive and the wrong key, writing nothing", async () => {
    const dir = await dataDirWith(2, 100_000, 2);
    const good = await runCli(["backup", "now", "--json"], { dataDir: dir, env: s3Env("bad") });
    expect(good.code, good.stderr + good.stdout).toBe(0);
    const bytes = new Uint8Array(await bucket.file(`bad/${good.json.name}`).arrayBuffer());
    const flipped = bytes.slice();
    flipped[Math.floor(bytes.length / 2)]! ^= 1;
    const cases: [string, Uint8Array, Record<string, string>, RegExp][] = [
      [
        "truncated",
        bytes.slice(0, Math.floor(bytes.length * 0.6)),
        {},
        /damaged, altered or truncated/,
      ],
      ["flipped", flipped, {}, /damaged, altered or truncated/],
      [
        "wrongkey",
        bytes,
        { SITEVISIT_BACKUP_KEY: randomBytes(32).toString("base64") },
        /encrypted with another backup key/,
      ],
      ["nokey", bytes, { SITEVISIT_BACKUP_KEY: "" }, /is encrypted: set SITEVISIT_BACKUP_KEY/],
    ];
    for (const [name, body, env, message] of cases) {
      const archive = `sitevisit-20260101T00000${cases.findIndex((c) => c[0] === name)}Z.svb`;
      await bucket.write(`bad/${archive}`, body);
      const into = join(tempDir(), "restored");
      const r = await runCli(["restore", `s3://backups/bad/${archive}`], {
        dataDir: into,
        env: { ...s3Env("bad"), ...env },
      });
      expect(r.code, name).toBe(1);
      expect(r.stderr, name).toMatch(message);
      expect(existsSync(into), name).toBe(false);
    }
    // The good one restores.
    const ok = await runCli(["restore", `s3://backups/bad/${good.json.name}`], {
      dataDir: join(tempDir(), "restored"),
      env: s3Env("bad"),
    });
    expect(ok.code, ok.stderr).toBe(0);
  }, 60_000);
});
