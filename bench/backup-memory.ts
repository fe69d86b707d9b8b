// bun bench/backup-memory.ts — peak memory of `sitevisit backup --with-media` and `sitevisit restore`,
// plain tar and .tar.gz, beside GNU tar doing the same work on the same files (the raw baseline), in one
// run. Peak RSS is the child's VmHWM (test/helpers/peak-rss.ts). The data directory holds
// a database padded to BENCH_DB_MB (default 200) and BENCH_MEDIA_MB (default 200) of media in 4 MiB
// files; BENCH_SCALES=0.25,1 runs several sizes to show that the peak does not follow the archive.
// BENCH_BINARY=path measures another build. Run `bun run build` first.
import { Database } from "bun:sqlite";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { peakRss } from "../test/helpers/peak-rss";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const DB_MB = Number(process.env.BENCH_DB_MB ?? 200);
const MEDIA_MB = Number(process.env.BENCH_MEDIA_MB ?? 200);
const SCALES = (process.env.BENCH_SCALES ?? "1").split(",").map(Number);
const MiB = 1024 * 1024;
const ALPHABET = "0123456789abcdefghijklmnopqrstuv";

async function run(cmd: string[]) {
  const r = await peakRss(cmd, { SITEVISIT_LOG_LEVEL: "warn" });
  return { peakMiB: r.peakBytes / MiB, seconds: r.seconds };
}

const key = () => Array.from(randomBytes(26), (b) => ALPHABET[b & 31]).join("");

/**
 * A migrated data directory with a database of about dbMb and mediaMb of media files: half random, half
 * text, or all zeros (`zeros`), which gzip shrinks a thousandfold: the archive that used to be inflated
 * whole in memory.
 */
async function makeDataDir(dbMb: number, mediaMb: number, zeros = false): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "sitevisit-bench-backup-"));
  await run([BINARY, "migrate", "--data-dir", dir]);
  const db = new Database(join(dir, "sitevisit.db"));
  db.run("CREATE TABLE bench_filler (id INTEGER PRIMARY KEY, body BLOB NOT NULL)");
  const insert = db.prepare("INSERT INTO bench_filler (body) VALUES (?)");
  db.transaction(() => {
    for (let i = 0; i < dbMb * 16; i++)
      insert.run(
        zeros
          ? new Uint8Array(64 * 1024)
          : i % 2
            ? randomBytes(64 * 1024)
            : Buffer.from(randomBytes(32 * 1024).toString("hex")),
      );
  })();
  db.close();
  for (let i = 0; i < mediaMb / 4; i++) {
    const k = key();
    mkdirSync(join(dir, "blobs", k.slice(0, 2)), { recursive: true, mode: 0o700 });
    writeFileSync(
      join(dir, "blobs", k.slice(0, 2), k),
      zeros
        ? new Uint8Array(4 * MiB)
        : i % 2
          ? randomBytes(4 * MiB)
          : Buffer.from(randomBytes(2 * MiB).toString("hex")),
      { mode: 0o600 },
    );
  }
  return dir;
}

const fmt = (n: number) => n.toFixed(0).padStart(6);
const rows: string[] = [];
const row = (
  what: string,
  ours: { peakMiB: number; seconds: number },
  base: { peakMiB: number; seconds: number },
  archiveMiB: number,
) =>
  rows.push(
    `| ${what} | ${archiveMiB.toFixed(0)} MiB | ${fmt(ours.peakMiB)} MiB, ${ours.seconds.toFixed(1)} s | ${fmt(base.peakMiB)} MiB, ${base.seconds.toFixed(1)} s |`,
  );

for (const scale of SCALES) {
  const dataDir = await makeDataDir(DB_MB * scale, MEDIA_MB * scale);
  const out = mkdtempSync(join(tmpdir(), "sitevisit-bench-archives-"));
  try {
    const cli = await run([BINARY, "migrate", "--data-dir", dataDir]); // the CLI's fixed cost on this data dir
    rows.push(
      `| \`sitevisit migrate\` (no work: the CLI's own footprint), scale ${scale} | | ${fmt(cli.peakMiB)} MiB | |`,
    );
    for (const gz of [false, true]) {
      const ext = gz ? "tar.gz" : "tar";
      const archive = join(out, `backup.${ext}`);
      const ours = await run([
        BINARY,
        "backup",
        archive,
        "--with-media",
        "--json",
        "--data-dir",
        dataDir,
      ]);
      const rawArchive = join(out, `raw.${ext}`);
      const base = await run([
        "tar",
        gz ? "-czf" : "-cf",
        rawArchive,
        "-C",
        dataDir,
        "sitevisit.db",
        "secret.key",
        "blobs",
      ]);
      const size = statSync(archive).size / MiB;
      row(`backup --with-media → .${ext}`, ours, base, size);
      const target = join(out, `restored-${ext}`);
      const restored = await run([BINARY, "restore", archive, "--json", "--data-dir", target]);
      const rawTarget = join(out, `raw-${ext}`);
      mkdirSync(rawTarget);
      const rawRestore = await run(["tar", gz ? "-xzf" : "-xf", rawArchive, "-C", rawTarget]);
      row(`restore ← .${ext}`, restored, rawRestore, size);
      rmSync(target, { recursive: true, force: true });
      rmSync(rawTarget, { recursive: true, force: true });
      rmSync(archive, { force: true });
      rmSync(rawArchive, { force: true });
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Zeros: the plain backup gzipped by gzip(1), so builds that wrote no .tar.gz can be measured too.
{
  const dataDir = await makeDataDir(DB_MB, MEDIA_MB, true);
  const out = mkdtempSync(join(tmpdir(), "sitevisit-bench-archives-"));
  try {
    const archive = join(out, "zeros.tar");
    await run([BINARY, "backup", archive, "--with-media", "--json", "--data-dir", dataDir]);
    const gz = await run(["gzip", "-k", archive]);
    const size = statSync(`${archive}.gz`).size / MiB;
    const restored = await run([
      BINARY,
      "restore",
      `${archive}.gz`,
      "--json",
      "--data-dir",
      join(out, "restored"),
    ]);
    mkdirSync(join(out, "raw"));
    const raw = await run(["tar", "-xzf", `${archive}.gz`, "-C", join(out, "raw")]);
    rows.push(
      `| restore ← .tar.gz of zeros (${DB_MB + MEDIA_MB} MiB inside; gzip took ${gz.seconds.toFixed(1)} s) | ${size.toFixed(1)} MiB | ${fmt(restored.peakMiB)} MiB, ${restored.seconds.toFixed(1)} s | ${fmt(raw.peakMiB)} MiB, ${raw.seconds.toFixed(1)} s |`,
    );
  } finally {
    rmSync(out, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`binary: ${BINARY}; database ${DB_MB} MiB + media ${MEDIA_MB} MiB at scale 1`);
console.log(
  "| command | archive | sitevisit: peak RSS, time | GNU tar (baseline): peak RSS, time |",
);
console.log("|---|---|---|---|");
for (const r of rows) console.log(r);
