// bun bench/upload-memory.ts — server memory under concurrent image uploads: 20 uploads of a 15 MiB
// image at once to dist/sitevisit (POST /uploads, local store), and the same to a raw Bun.serve that
// streams bodies to disk (bench/lib/baseline-upload.ts), in one run. Reports each process's RSS
// before, its peak while the uploads run (sampled every 10 ms from /proc), and the growth.
// Run `bun run build` first.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchAccount, waitForOutput } from "./lib/process";

const ROOT = join(import.meta.dir, "..");
const BINARY = join(ROOT, "dist/sitevisit");
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 20);
const SIZE = 15 * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MiB = 1024 * 1024;

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

/** A body the server accepts as a JPEG: a real JPEG's head, filler, and the end marker, SIZE bytes. */
function makeImage(): Uint8Array<ArrayBuffer> {
  const dir = mkdtempSync(join(tmpdir(), "sitevisit-bench-img-"));
  Bun.spawnSync([
    "ffmpeg",
    "-nostdin",
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=640x480",
    "-frames:v",
    "1",
    join(dir, "x.jpg"),
  ]);
  const jpeg = new Uint8Array(readFileSync(join(dir, "x.jpg")));
  const body = new Uint8Array(SIZE);
  crypto.getRandomValues(body.subarray(0, 65536));
  for (let off = 65536; off < SIZE; off += 65536)
    body.copyWithin(off, 0, Math.min(65536, SIZE - off));
  body.set(jpeg.subarray(0, jpeg.length - 2));
  body.set([0xff, 0xd9], SIZE - 2);
  return body;
}

async function measure(
  pid: number,
  url: string,
  headers: Record<string, string>,
  body: Uint8Array<ArrayBuffer>,
) {
  Bun.gc(true);
  await Bun.sleep(300);
  const before = rss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 10);
  const t0 = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      const r = await fetch(url, { method: "POST", headers, body });
      await r.arrayBuffer();
      return r.status;
    }),
  );
  const ms = performance.now() - t0;
  clearInterval(sampler);
  peak = Math.max(peak, rss(pid));
  if (statuses.some((s) => s !== 201)) throw new Error(`unexpected statuses ${statuses.join(",")}`);
  return { before, peak, ms };
}

const body = makeImage();
const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-"));
const { key } = benchAccount(BINARY, dataDir);

const server = Bun.spawn(
  [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
  {
    env: { ...process.env, SITEVISIT_RATE_LIMIT: "0", SITEVISIT_LOG_LEVEL: "info" },
    stdout: "pipe",
    stderr: "inherit",
  },
);
const serverUrl = await waitForOutput(
  server,
  /"url":"(http:\/\/[^"]+)"[^\n]*"msg":"sitevisit listening"/,
);
const baseDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-raw-"));
const raw = Bun.spawn(["bun", join(import.meta.dir, "lib/baseline-upload.ts"), baseDir], {
  stdout: "pipe",
  stderr: "inherit",
});
const rawUrl = await waitForOutput(raw, /listening (http:\/\/\S+)/);

console.log(
  `upload memory: ${CONCURRENT} concurrent uploads of a ${SIZE / MiB} MiB image, ${ROUNDS} rounds each, ${navigator.hardwareConcurrency} cores\n`,
);
const mib = (n: number) => `${(n / MiB).toFixed(0).padStart(4)} MiB`;
const sides: { name: string; pid: number; url: string; headers: Record<string, string> }[] = [
  {
    name: "sitevisit POST /uploads",
    pid: server.pid,
    url: `${serverUrl}/api/v1/uploads`,
    headers: { authorization: `Bearer ${key}`, "content-type": "image/jpeg" },
  },
  {
    name: "raw Bun.serve to disk  ",
    pid: raw.pid,
    url: rawUrl,
    headers: { "content-type": "image/jpeg" },
  },
];
try {
  for (let round = 1; round <= ROUNDS; round++)
    for (const side of sides) {
      const m = await measure(side.pid, side.url, side.headers, body);
      console.log(
        `${side.name}  round ${round}: RSS ${mib(m.before)} → peak ${mib(m.peak)}  growth ${mib(m.peak - m.before)}  (${(m.ms / 1000).toFixed(2)} s, ${((CONCURRENT * SIZE) / MiB / (m.ms / 1000)).toFixed(0)} MiB/s)`,
      );
    }
} finally {
  server.kill();
  raw.kill();
}
