// bench/request-path.ts runs the server's own request handler (src/server.ts requestHandler) beside
// its baselines in one process. A short run keeps it from rotting: each case must answer the same
// 25-item page before it is timed (our layers the very bytes the server answers), and the report
// must carry every row, ratio and layer. No figure is asserted (speed is measured in bench/, never
// in tests).
import { expect, test } from "bun:test";
import { join } from "node:path";

test("bench/request-path.ts runs every case and reports each ratio", async () => {
  const run = Bun.spawn(["bun", join(import.meta.dir, "../bench/request-path.ts")], {
    env: {
      ...process.env,
      BENCH_ROUNDS: "1",
      BENCH_CALLS: "20",
      BENCH_EVICT: "64",
      BENCH_TURN: "8",
    },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, out] = await Promise.all([run.exited, new Response(run.stderr).text()]);
  expect(code).toBe(0);
  expect(out).toContain("64 KiB touched between requests");
  // (Names as one string: install-deps.test.ts reads an array literal's first word as a program.)
  for (const row of "sitevisit|elysia |elysia*|raw|service|+ key|app ".split("|"))
    expect(out).toMatch(
      new RegExp(`^${row.replace(/[*+]/, "\\$&")}\\s+median\\s+[\\d.]+\\s+min\\s+[\\d.]+$`, "m"),
    );
  for (const ratio of [
    "sitevisit / raw",
    "sitevisit / elysia ",
    "sitevisit / elysia*",
    "elysia* / raw",
  ])
    expect(out).toContain(ratio);
  // What each layer adds: a line each, ending in a figure and its middle half.
  for (const layer of [
    "our list service",
    "the API key",
    "our Elysia app",
    "the server's wrapper",
    "in all",
  ])
    expect(out).toMatch(
      new RegExp(`^  ${layer}.*\\s-?[\\d.]+  \\(-?[\\d.]+ to -?[\\d.]+\\)$`, "m"),
    );
}, 60_000);
