// bun bench/compression.ts — what compressing a response costs the server at each level, for the
// bodies it compresses per request: the edit form (4 KiB of HTML), the 50-property page (12 KiB) and
// a 25-property API list (7 KiB of JSON), taken from the built server on 1,000 properties. A child
// serves each body as is and in each encoding and level (bench/lib/compression-server.ts, the
// server's own compressAt), so the figures are the compression's CPU under HTTP load, without the
// rest of a request: server CPU per request, each beside identity in the same round (medians of the
// per-round differences), and the bytes. The levels the server uses are marked (LEVELS in
// src/http/compression.ts). BENCH_SECONDS per case and round (2), BENCH_ROUNDS (6). Run
// `bun run build` first.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { LEVELS, type Encoding } from "../src/http/compression";
import { load } from "./lib/load";
import { benchAccount, cpuMs, dashboardCookie, waitForOutput } from "./lib/process";
import { seedProperties } from "./lib/seed";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
// Each encoding at the levels worth weighing: its fastest, and one or two that compress more.
const CANDIDATES: { encoding: Encoding; level: number }[] = [
  { encoding: "zstd", level: 1 },
  { encoding: "zstd", level: 3 },
  { encoding: "br", level: 1 },
  { encoding: "br", level: 2 },
  { encoding: "br", level: 4 },
  { encoding: "gzip", level: 1 },
  { encoding: "gzip", level: 6 },
];

const dir = mkdtempSync(join(tmpdir(), "sitevisit-bench-compression-"));
try {
  // The bodies, as the server renders them.
  const { accountId, key } = benchAccount(BINARY, dir);
  const db = new Database(join(dir, "sitevisit.db"));
  seedProperties(db, accountId, 1000);
  db.close();
  const server = Bun.spawn(
    [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dir],
    { stdout: "pipe", stderr: "inherit", env: { ...process.env, SITEVISIT_RATE_LIMIT: "0" } },
  );
  const base = await waitForOutput(server, /"url":"(http:\/\/[^"]+)"/);
  const cookie = await dashboardCookie(BINARY, dir, base, accountId);
  const text = async (path: string, headers: Record<string, string>) =>
    (await fetch(base + path, { headers: { ...headers, "accept-encoding": "identity" } })).text();
  const bodies: Record<string, string> = {
    "edit-form": await text("/dashboard/properties/prop_seed000500/edit", { cookie }),
    "properties-page": await text("/dashboard/properties", { cookie }),
    "api-list-25": await text("/api/v1/properties?limit=25", { authorization: `Bearer ${key}` }),
  };
  server.kill("SIGTERM");
  await server.exited;
  await Bun.write(join(dir, "bodies.json"), JSON.stringify(bodies));

  const child = Bun.spawn(
    ["bun", join(import.meta.dir, "lib/compression-server.ts"), join(dir, "bodies.json")],
    {
      stdout: "pipe",
      stderr: "inherit",
    },
  );
  const url = await waitForOutput(child, /"url":"([^"]+)"/);
  try {
    const cases = ["identity", ...CANDIDATES.map((c) => `${c.encoding}/${c.level}`)];
    const bytes: Record<string, number> = {};
    for (const name of Object.keys(bodies))
      for (const c of cases) {
        const res = await fetch(`${url}/${name}/${c}`, { decompress: false } as RequestInit);
        bytes[`${name}/${c}`] = (await res.bytes()).length;
        await load(() => new Request(`${url}/${name}/${c}`), { seconds: 0.3 }); // warm-up
      }
    const cpu: Record<string, number[]> = {};
    // Every other round in reverse order, so that the machine's drift within a round favours no case.
    for (let r = 0; r < ROUNDS; r++)
      for (const name of Object.keys(bodies))
        for (const c of r % 2 ? [...cases].reverse() : cases) {
          const before = await cpuMs(child.pid);
          const res = await load(() => new Request(`${url}/${name}/${c}`), { seconds: SECONDS });
          (cpu[`${name}/${c}`] ??= []).push(
            (((await cpuMs(child.pid)) - before) * 1000) / res.requests,
          );
        }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    console.log(
      `compression per response: server CPU µs per request (median of ${ROUNDS} rounds of ${SECONDS} s), and beside identity in the same round; * the level the server uses`,
    );
    for (const name of Object.keys(bodies)) {
      const id = cpu[`${name}/identity`]!;
      console.log(
        `\n${name} (${bytes[`${name}/identity`]} bytes): identity ${median(id).toFixed(1)} µs`,
      );
      for (const { encoding, level } of CANDIDATES) {
        const k = `${name}/${encoding}/${level}`;
        const extra = median(cpu[k]!.map((c, r) => c - id[r]!));
        const saved = (1 - bytes[k]! / bytes[`${name}/identity`]!) * 100;
        console.log(
          `  ${`${encoding} ${level}${LEVELS[encoding].fast === level ? " *" : ""}`.padEnd(9)} ${String(bytes[k]).padStart(6)} bytes (${saved.toFixed(0)} % saved)   +${extra.toFixed(1).padStart(5)} µs   rounds ${cpu[k]!.map((c, r) => (c - id[r]!).toFixed(0)).join(", ")}`,
        );
      }
    }
  } finally {
    child.kill("SIGTERM");
    await child.exited;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
