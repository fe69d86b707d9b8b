// bun run test → this: build dist/sitevisit once, then run each test file in its own `bun test`
// process, a few at a time. The files are independent (each starts its own servers on free ports
// with temporary data directories), so on 2 cores three or four at once keep both busy while others
// wait on a child process, a browser or the network.
//
// Scheduling is longest first, from the durations of the last run (.test-durations.json, written at
// the end) or, on a fresh clone, test/durations.json (committed): the long files start at once and
// the short ones fill the gaps, so the suite ends when its longest file does, not after it.
// A file never seen before counts as long. Each file's output is printed whole when it finishes (so
// two files never interleave), then a summary: the files that failed, the ten slowest, the suite's
// wall time and a closing line "N passed, N failed". Exit code 1 on any failure.
//
//   bun scripts/run-tests.ts [--no-build] [--jobs N] [file or substring …]
//   TEST_JOBS=N, TEST_TIMEOUT_MS (per test, default 120000), TEST_FILE_TIMEOUT_MS (per file, 20 min)
// The per-test timeout is a stall bound, not a speed goal: files run side by side on a machine that
// may be busy with other work too, so a test that spawns the CLI thirty times may need a minute.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "..");
const LAST = join(ROOT, ".test-durations.json");
const SEED = join(ROOT, "test/durations.json");

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, name.startsWith("--no-") ? 1 : 2);
  return value ?? "";
};
const noBuild = flag("--no-build") !== undefined;
const jobs = Math.max(
  1,
  Number(flag("--jobs") ?? process.env.TEST_JOBS ?? Math.min(4, availableParallelism() + 1)),
);
const perTestTimeout = process.env.TEST_TIMEOUT_MS ?? "120000";
const perFileTimeout = Number(process.env.TEST_FILE_TIMEOUT_MS ?? 20 * 60_000);

const all = readdirSync(join(ROOT, "test"))
  .filter((f) => f.endsWith(".test.ts"))
  .map((f) => `test/${f}`);
const files = args.length ? all.filter((f) => args.some((a) => f.includes(a))) : all;
if (!files.length) {
  console.error(`no test file matches ${args.join(" ")}`);
  process.exit(2);
}

const readDurations = (path: string): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return {};
  }
};
const known = { ...readDurations(SEED), ...readDurations(LAST) };
const UNKNOWN = Number.POSITIVE_INFINITY;
const queue = [...files].sort(
  (a, b) => (known[b] ?? UNKNOWN) - (known[a] ?? UNKNOWN) || a.localeCompare(b),
);

const suiteStarted = performance.now();
if (!noBuild) {
  const build = Bun.spawnSync(["bun", "run", "build"], {
    cwd: ROOT,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) {
    console.error("build failed");
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
} else if (!existsSync(join(ROOT, "dist/sitevisit"))) {
  console.error("dist/sitevisit is missing: run `bun run build` first (or drop --no-build)");
  process.exit(2);
}

interface FileResult {
  file: string;
  seconds: number;
  passed: number;
  failed: number;
  exitCode: number;
  timedOut: boolean;
}

/** bun test's closing counts (" 12 pass", " 1 fail"), which it prints once per run. */
const count = (out: string, word: string) => {
  const m = [...out.matchAll(new RegExp(`^\\s*(\\d+) ${word}$`, "gm"))].at(-1);
  return m ? Number(m[1]) : 0;
};

async function runFile(file: string): Promise<FileResult> {
  const started = performance.now();
  const proc = Bun.spawn(["bun", "test", "--timeout", perTestTimeout, `./${file}`], {
    cwd: ROOT,
    stdout: "pipe",
    stderr: "pipe",
    stdin: "ignore",
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  let timedOut = false;
  const watchdog = setTimeout(() => {
    timedOut = true;
    proc.kill("SIGKILL");
  }, perFileTimeout);
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  clearTimeout(watchdog);
  const seconds = (performance.now() - started) / 1000;
  const out = stdout + stderr;
  const passed = count(out, "pass");
  let failed = count(out, "fail");
  // A crash, an error outside any test or a watchdog kill fails the file even with no failed test.
  if (exitCode !== 0 && failed === 0) failed = 1;
  console.log(
    `\n===== ${file} (${seconds.toFixed(1)} s, ${passed} passed, ${failed} failed${timedOut ? `, killed after ${perFileTimeout / 1000} s` : ""}) =====`,
  );
  process.stdout.write(out.endsWith("\n") ? out : `${out}\n`);
  return { file, seconds, passed, failed, exitCode, timedOut };
}

console.log(`running ${files.length} test files, ${jobs} at a time`);
const results: FileResult[] = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) results.push(await runFile(file));
  }),
);

const wall = (performance.now() - suiteStarted) / 1000;
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
writeFileSync(
  LAST,
  `${JSON.stringify({ ...readDurations(LAST), ...Object.fromEntries(results.map((r) => [r.file, Math.round(r.seconds * 10) / 10])) }, null, 2)}\n`,
);

const slowest = [...results].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
console.log("\n===== summary =====");
console.log("slowest files:");
for (const r of slowest) console.log(`  ${r.seconds.toFixed(1).padStart(7)} s  ${r.file}`);
const bad = results.filter((r) => r.failed > 0);
if (bad.length) {
  console.log("failed files:");
  for (const r of bad)
    console.log(`  ${r.file}: ${r.failed} failed${r.timedOut ? " (killed: ran too long)" : ""}`);
}
const sum = results.reduce((n, r) => n + r.seconds, 0);
console.log(
  `suite wall time ${wall.toFixed(1)} s (${(wall / 60).toFixed(1)} min) for ${results.length} files, ${sum.toFixed(0)} s of file time, ${jobs} at a time`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
