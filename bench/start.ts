// bun bench/start.ts [BINARY...] — cold start and idle RSS of one or more builds, side by side: each
// build on its own data directory of 10,000 properties (made by its own CLI, so an older build gets
// a directory it accepts), started in turn round after round so drift hits all alike; medians of
// the rounds. Cold start is process start → first 200 on /healthz; RSS is read one second later,
// with its file-backed part (the executable's own pages) apart from the rest. Default: dist/sitevisit.
// For a before/after, build the older commit in a worktree and pass both binaries.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { benchAccount, freePort } from "./lib/process";
import { seedProperties } from "./lib/seed";

const ROOT = join(import.meta.dir, "..");
const binaries = process.argv.length > 2 ? process.argv.slice(2) : [join(ROOT, "dist/sitevisit")];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SEED = 10_000;

const dirs = binaries.map((binary) => {
  const dir = mkdtempSync(join(tmpdir(), "sitevisit-start-"));
  const { accountId } = benchAccount(binary, dir);
  const db = new Database(join(dir, "sitevisit.db"));
  seedProperties(db, accountId, SEED);
  db.close();
  return dir;
});

/** RSS and its anonymous part (heap, stacks, caches), MiB, from /proc/<pid>/smaps_rollup. */
async function memoryOf(pid: number) {
  const text = await Bun.file(`/proc/${pid}/smaps_rollup`).text();
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(text)![1]);
  return { rss: kib("Rss") / 1024, anonymous: kib("Anonymous") / 1024 };
}

type Sample = { coldMs: number; rss: number; anonymous: number };
const samples: Sample[][] = binaries.map(() => []);
for (let round = 0; round < ROUNDS; round++)
  for (const [i, binary] of binaries.entries()) {
    const port = freePort();
    const started = performance.now();
    const p = Bun.spawn(
      [binary, "serve", "--port", String(port), "--host", "127.0.0.1", "--data-dir", dirs[i]!],
      { stdout: "ignore", stderr: "ignore" },
    );
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) break;
      } catch {}
      await Bun.sleep(2);
    }
    const coldMs = performance.now() - started;
    await Bun.sleep(1000);
    samples[i]!.push({ coldMs, ...(await memoryOf(p.pid)) });
    p.kill("SIGTERM");
    await p.exited;
  }
for (const dir of dirs) rmSync(dir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(
  `start: ${ROUNDS} rounds, ${SEED} properties, ${navigator.hardwareConcurrency} cores; medians (all rounds)`,
);
for (const [i, binary] of binaries.entries()) {
  const s = samples[i]!;
  const rss = median(s.map((x) => x.rss));
  const anonymous = median(s.map((x) => x.anonymous));
  console.log(
    `${binary}\n  cold start ${median(s.map((x) => x.coldMs)).toFixed(0)} ms (${s.map((x) => x.coldMs.toFixed(0)).join(", ")})` +
      `\n  idle RSS   ${rss.toFixed(1)} MiB (${s.map((x) => x.rss.toFixed(1)).join(", ")}): ` +
      `${anonymous.toFixed(1)} MiB anonymous, ${(rss - anonymous).toFixed(1)} MiB file-backed`,
  );
}
