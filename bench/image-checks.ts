// bun bench/image-checks.ts — what checking an image upload as it streams costs, in-process: the
// sniffer with its JPEG end-marker walk and its header size read (src/media/sniff.ts,
// image-dimensions.ts) plus the Idempotency-Key hash of the bytes (src/http/raw-body.ts),
// against a raw baseline that only passes the same chunks through a TransformStream, in one run.
// Bodies: a real 24 MP JPEG made by ffmpeg, and 15 MiB of random scan data (the worst case for the
// walk: a 0xFF every 256 bytes). Also the time to refuse image bombs, which never reach a decoder.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sniffingStream, isSniffFailure } from "../src/media/sniff";
import { readImageDimensions } from "../src/media/image-dimensions";
import { hashingStream } from "../src/http/raw-body";
import { HEIC_SAMPLE } from "../src/media/heic";
import { heicDeclaring, heicGrid } from "../test/helpers/images";
import { chunkedStream } from "../test/helpers/streams";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CHUNK = 64 * 1024;
const MiB = 1024 * 1024;

const chunks = (body: Uint8Array) => chunkedStream(body, CHUNK);

async function drain(s: ReadableStream<Uint8Array>): Promise<void> {
  const r = s.getReader();
  while (!(await r.read()).done);
}

async function checked(body: Uint8Array): Promise<void> {
  const s = sniffingStream(
    hashingStream(chunks(body), () => {}),
    { maxPixels: 50_000_000 },
  );
  await drain(s.stream);
  if (isSniffFailure(s.result())) throw new Error(`refused: ${JSON.stringify(s.result())}`);
}

const baseline = (body: Uint8Array) => drain(chunks(body).pipeThrough(new TransformStream()));
const hashOnly = (body: Uint8Array) => drain(hashingStream(chunks(body), () => {}));

async function median(fn: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[ROUNDS >> 1]!;
}

const dir = mkdtempSync(join(tmpdir(), "sitevisit-bench-img-"));
try {
  Bun.spawnSync([
    "ffmpeg",
    "-nostdin",
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=6000x4000",
    "-frames:v",
    "1",
    "-q:v",
    "2",
    join(dir, "x.jpg"),
  ]);
  const real = new Uint8Array(readFileSync(join(dir, "x.jpg")));
  const random = new Uint8Array(15 * MiB);
  for (let off = 0; off < random.length; off += 65536)
    crypto.getRandomValues(random.subarray(off, off + 65536));
  random.set(real.subarray(0, real.findIndex((b, i) => b === 0xff && real[i + 1] === 0xda) + 14)); // headers and SOS of a real one
  random.set([0xff, 0xd9], random.length - 2);

  console.log(`median of ${ROUNDS} rounds, ${CHUNK / 1024} KiB chunks`);
  console.log(
    "| body | all checks + hash | SHA-256 alone | baseline (pass-through) | checks MB/s |",
  );
  console.log("|---|---|---|---|---|");
  for (const [name, body] of [
    [`24 MP JPEG from ffmpeg (${(real.length / MiB).toFixed(1)} MiB)`, real],
    ["15 MiB of random scan data", random],
  ] as const) {
    await checked(body);
    await baseline(body);
    const c = await median(() => checked(body));
    const h = await median(() => hashOnly(body));
    const b = await median(() => baseline(body));
    console.log(
      `| ${name} | ${c.toFixed(1)} ms | ${h.toFixed(1)} ms | ${b.toFixed(1)} ms | ${(body.length / MiB / (c / 1000)).toFixed(0)} |`,
    );
  }
  for (const [name, bomb] of [
    ["HEIC ispe 32767x32767", heicDeclaring(HEIC_SAMPLE, 32767, 32767)],
    [
      "HEIC grid, one tile x 14,400",
      heicGrid(HEIC_SAMPLE, { rows: 120, columns: 120, outputWidth: 64, outputHeight: 48 }),
    ],
  ] as const) {
    const t = await median(async () => {
      const s = sniffingStream(chunks(bomb), { maxPixels: 50_000_000 });
      await drain(s.stream).catch(() => {});
    });
    console.log(`refused ${name} (${bomb.length} bytes) in ${t.toFixed(2)} ms, no decoder run`);
  }
  // The header size read's worst input: nothing but minimal COM segments before the frame header.
  // Linear reads 8x the segments in about 8x the time; a walk that rescanned would take 64x.
  // (Moved here from test/image-dimensions.test.ts, which bounds only a stall.)
  const withSegments = (n: number) => {
    const data = new Uint8Array(2 + n * 4 + real.length - 2);
    data.set([0xff, 0xd8]);
    for (let i = 0; i < n; i++) data.set([0xff, 0xfe, 0, 2], 2 + i * 4);
    data.set(real.subarray(2), 2 + n * 4);
    return data;
  };
  const [few, many] = [withSegments(125_000), withSegments(1_000_000)];
  const walk = (data: Uint8Array) => median(async () => void readImageDimensions(data));
  for (let i = 0; i < 3; i++) readImageDimensions(few); // warm-up: the first calls are compiled
  const [a, b] = [await walk(few), await walk(many)];
  console.log(
    `header read past 125,000 / 1,000,000 COM segments: ${a.toFixed(1)} / ${b.toFixed(1)} ms, ratio ${(b / a).toFixed(1)} (linear 8, quadratic 64)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
