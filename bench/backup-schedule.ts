// bun bench/backup-schedule.ts — a scheduled backup run inside the real server (the `ops.backup`
// job of dist/sitevisit), to a local target with encryption, on a data directory holding a database
// padded to BENCH_DB_MB (default 256) and BENCH_MEDIA_MB (default 512) of local media in 2 MiB
// files. In one run:
//   - API latency (GET /api/v1/properties?limit=25, BENCH_CONNECTIONS loops, default 4) over an idle
//     window of BENCH_SECONDS (default 10) beside the same load while a backup runs;
//   - the server's RSS growth during the run (VmRSS sampled every 20 ms, peak minus before);
//   - bytes sent to the target by the first run, and by a second run after 100 new photos
//     (BENCH_PHOTO_KB each, default 1536) and 100 new rows in a table early in the file (written
//     through a second connection while the server runs, so they sit in the WAL): media goes once
//     and the database goes as 1 MiB chunks sent only when changed, so the second sends the new
//     photos, the chunks holding changed pages and the small archive (its manifest).
// The job is queued the way the schedule queues it (a row in `jobs`), so the server does the work.
// Run `bun run build` first. BENCH_BINARY=path measures another build.
import { Database } from "bun:sqlite";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchAccount, sh, waitForOutput } from "./lib/process";
import { seedProperties } from "./lib/seed";
import { MIB, rssMiB } from "./lib/rss";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const DB_MB = Number(process.env.BENCH_DB_MB ?? 256);
const MEDIA_MB = Number(process.env.BENCH_MEDIA_MB ?? 512);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PHOTO_KB = Number(process.env.BENCH_PHOTO_KB ?? 1536);
const ALPHABET = "0123456789abcdefghijklmnopqrstuv";

function addMedia(dir: string, n: number, bytes: number) {
  for (let i = 0; i < n; i++) {
    const key = Array.from(randomBytes(26), (b) => ALPHABET[b & 31]).join("");
    mkdirSync(join(dir, "blobs", key.slice(0, 2)), { recursive: true, mode: 0o700 });
    writeFileSync(join(dir, "blobs", key.slice(0, 2), key), randomBytes(bytes), { mode: 0o600 });
  }
}

const work = mkdtempSync(join(tmpdir(), "sitevisit-bench-schedule-"));
const dataDir = join(work, "data");
const target = join(work, "target");
sh([BINARY, "migrate", "--json", "--data-dir", dataDir]);
const { accountId, key } = benchAccount(BINARY, dataDir);
{
  const db = new Database(join(dataDir, "sitevisit.db"));
  seedProperties(db, accountId, 2000);
  db.run("CREATE TABLE bench_filler (id INTEGER PRIMARY KEY, body BLOB NOT NULL)");
  const insert = db.prepare("INSERT INTO bench_filler (body) VALUES (?)");
  // Half random, half hex text: the database compresses about as a real one does.
  db.transaction(() => {
    for (let i = 0; i < DB_MB * 16; i++)
      insert.run(
        i % 2 ? randomBytes(64 * 1024) : Buffer.from(randomBytes(32 * 1024).toString("hex")),
      );
  })();
  db.close();
}
addMedia(dataDir, MEDIA_MB / 2, 2 * MIB);
// This slot counts as done, so the server does not back up as it starts: the bench queues the runs.
writeFileSync(
  join(dataDir, "backup-state.json"),
  JSON.stringify({ failures: 0, lastSlot: Date.now() }),
);

const env = {
  ...process.env,
  SITEVISIT_LOG_LEVEL: "warn",
  SITEVISIT_RATE_LIMIT: "0",
  SITEVISIT_BACKUP_TARGET: target,
  SITEVISIT_BACKUP_KEY: randomBytes(32).toString("base64"),
  SITEVISIT_BACKUP_SCHEDULE: "every 1h",
};
const server = Bun.spawn(
  [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
  { env: { ...env, SITEVISIT_LOG_LEVEL: "info" }, stdout: "pipe", stderr: "inherit" },
);
const url = await waitForOutput(server, /"url":"(http:\/\/[^"]+)"/);

/** Latencies of GET /properties from CONNECTIONS loops until `done()`. */
async function latencies(done: () => boolean): Promise<number[]> {
  const out: number[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (!done()) {
        const t0 = performance.now();
        const res = await fetch(`${url}/api/v1/properties?limit=25`, {
          headers: { authorization: `Bearer ${key}` },
        });
        await res.arrayBuffer();
        out.push(performance.now() - t0);
      }
    }),
  );
  return out.sort((a, b) => a - b);
}
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const lastSuccess = () => {
  try {
    return JSON.parse(readFileSync(join(dataDir, "backup-state.json"), "utf8")).lastSuccess ?? null;
  } catch {
    return null;
  }
};

/** Queues the backup job as the schedule does, and measures the API and RSS until it is done. */
async function backupRun() {
  const before = lastSuccess()?.at;
  const db = new Database(join(dataDir, "sitevisit.db"));
  db.exec("PRAGMA busy_timeout = 10000");
  const now = new Date().toISOString();
  db.query(
    "INSERT INTO jobs (id, type, payload, status, concurrency_key, run_at, attempts, max_attempts, created_at, updated_at) VALUES (?, 'ops.backup', ?, 'queued', 'ops.backup', ?, 0, 6, ?, ?)",
  ).run(`job_bench_${Date.now()}`, JSON.stringify({ slot: now }), now, now, now);
  db.close();
  const rssBefore = rssMiB(server.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 20);
  const t0 = performance.now();
  let finished = false;
  const watcher = setInterval(() => {
    if (lastSuccess()?.at !== before) finished = true;
  }, 50);
  const lat = await latencies(() => finished);
  clearInterval(watcher);
  clearInterval(sampler);
  return {
    seconds: (performance.now() - t0) / 1000,
    lat,
    growth: peak - rssBefore,
    rssBefore,
    result: lastSuccess(),
  };
}

try {
  const idleEnd = performance.now() + SECONDS * 1000;
  const idle = await latencies(() => performance.now() > idleEnd);
  const first = await backupRun();
  addMedia(dataDir, 100, PHOTO_KB * 1024);
  {
    const db = new Database(join(dataDir, "sitevisit.db"));
    db.exec("PRAGMA busy_timeout = 10000");
    seedProperties(db, accountId, 100, "photo");
    db.close();
  }
  const second = await backupRun();
  const idleEnd2 = performance.now() + SECONDS * 1000;
  const idle2 = await latencies(() => performance.now() > idleEnd2);

  const line = (what: string, l: number[], extra = "") =>
    console.log(
      `| ${what} | ${l.length} | ${pct(l, 0.5).toFixed(2)} ms | ${pct(l, 0.99).toFixed(2)} ms | ${extra} |`,
    );
  console.log(
    `binary ${BINARY}; database ${DB_MB} MiB (+2,000 properties) + ${MEDIA_MB} MiB local media; ${CONNECTIONS} API loops; encrypted local target`,
  );
  console.log("| window | requests | p50 | p99 | backup |");
  console.log("|---|---|---|---|---|");
  line("idle, before", idle);
  const run = (r: typeof first) =>
    `${r.seconds.toFixed(1)} s, sent ${(r.result.sentBytes / MIB).toFixed(1)} MiB (${r.result.chunksSent} of ${r.result.chunksKept} database chunks, archive ${(r.result.bytes / 1024).toFixed(1)} KiB), RSS ${r.rssBefore.toFixed(0)} MiB +${r.growth.toFixed(0)} MiB`;
  line("first run", first.lat, run(first));
  line(`second run, after 100 new ${PHOTO_KB} KiB photos`, second.lat, run(second));
  line("idle, after", idle2);
  console.log(
    `second run sent ${((100 * second.result.sentBytes) / first.result.sentBytes).toFixed(1)} % of the first's bytes; p99 during the first run ${(pct(first.lat, 0.99) / pct(idle, 0.99)).toFixed(2)}x idle`,
  );
} finally {
  server.kill();
  await server.exited;
  rmSync(work, { recursive: true, force: true });
}
