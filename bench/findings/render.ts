// Spoken versions of the findings evaluation set, as a phone would record them: espeak-ng speaks each
// line (so the start and end of every line, and so of every finding, is known), sox adds room
// reverberation and mixes in seeded background noise at a chosen signal-to-noise ratio, and ffmpeg
// muxes the sound under a small test picture as HEVC in a rotated .mov or as H.264 in an .mp4.
// Everything is deterministic for a given rendition and cached under .bench/findings/ (git-ignored).
//   bun bench/findings/render.ts [--voices en-us,en-gb|all] [--limit N]   (prints what it made)
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { $ } from "bun";
import { rng } from "../../scripts/lm/corpus";
import { WALKTHROUGHS, type Walkthrough } from "./set";

export const VOICES = ["en-us", "en-gb", "en-gb-x-rp", "en-gb-scotland", "en-us-nyc"] as const;
const RATE = 16_000;
const CACHE = resolve(import.meta.dir, "../../.bench/findings");
/** Bump when the way renditions are made changes, so cached files are made again. */
const RECIPE = 2;

export interface Rendition {
  walkthrough: Walkthrough;
  voice: string;
  wpm: number;
  snrDb: number;
  container: "mov" | "mp4";
  seed: number;
}

export interface Rendered extends Rendition {
  path: string;
  /** Start and end second of each script line in the recording. */
  lines: { start: number; end: number }[];
  durationSec: number;
}

function hash32(s: string): number {
  return createHash("sha256").update(s).digest().readUInt32LE(0);
}

/**
 * The renditions to run: by default one per walkthrough, the voices taken in turn; with `voices`,
 * every walkthrough in each of them. Speed (140–180 wpm), SNR (15–25 dB) and container follow from a
 * hash of the walkthrough and voice, so a rendition is the same in every run.
 */
export function renditions(
  voices?: readonly string[],
  set: Walkthrough[] = WALKTHROUGHS,
): Rendition[] {
  const out: Rendition[] = [];
  set.forEach((walkthrough, i) => {
    for (const voice of voices ?? [VOICES[i % VOICES.length]!]) {
      const h = hash32(`${walkthrough.id}/${voice}`);
      out.push({
        walkthrough,
        voice,
        wpm: 140 + (h % 41),
        snrDb: 15 + ((h >>> 8) % 11),
        container: (h >>> 16) % 2 === 0 ? "mov" : "mp4",
        seed: h,
      });
    }
  });
  return out;
}

function readPcm(buf: Uint8Array): Int16Array {
  return new Int16Array(buf.buffer, buf.byteOffset, buf.byteLength >> 1);
}

/** RMS of the speech alone: 20 ms frames louder than a tenth of the loudest, so pauses do not count. */
function speechRms(pcm: Int16Array): number {
  const frame = RATE / 50;
  const rms: number[] = [];
  for (let i = 0; i + frame <= pcm.length; i += frame) {
    let s = 0;
    for (let j = i; j < i + frame; j++) s += pcm[j]! * pcm[j]!;
    rms.push(Math.sqrt(s / frame));
  }
  const floor = Math.max(...rms) / 10;
  const loud = rms.filter((r) => r > floor);
  return Math.sqrt(loud.reduce((a, r) => a + r * r, 0) / Math.max(1, loud.length));
}

/** Room noise: pink noise (Kellet's filter), a little low rumble and mains hum, unit RMS. */
function roomNoise(samples: number, seed: number): Float32Array {
  const rnd = rng(seed);
  const out = new Float32Array(samples);
  let b0 = 0,
    b1 = 0,
    b2 = 0,
    brown = 0;
  const hum = 50 + (seed % 2) * 10;
  for (let i = 0; i < samples; i++) {
    const w = rnd() * 2 - 1;
    b0 = 0.99765 * b0 + w * 0.099046;
    b1 = 0.963 * b1 + w * 0.2965164;
    b2 = 0.57 * b2 + w * 1.0526913;
    brown = (brown + w * 0.02) * 0.998;
    out[i] =
      b0 + b1 + b2 + w * 0.1848 + brown * 3 + 0.15 * Math.sin((2 * Math.PI * hum * i) / RATE);
  }
  let s = 0;
  for (const v of out) s += v * v;
  const rms = Math.sqrt(s / samples);
  for (let i = 0; i < samples; i++) out[i]! /= rms;
  return out;
}

export async function render(r: Rendition): Promise<Rendered> {
  const key = createHash("sha256")
    .update(
      JSON.stringify([RECIPE, r.walkthrough.lines, r.voice, r.wpm, r.snrDb, r.container, r.seed]),
    )
    .digest("hex")
    .slice(0, 16);
  const base = join(CACHE, `${r.walkthrough.id}.${r.voice}.${key}`);
  const meta = `${base}.json`;
  const path = `${base}.${r.container}`;
  if (existsSync(meta) && existsSync(path)) return { ...r, ...(await Bun.file(meta).json()), path };

  mkdirSync(CACHE, { recursive: true });
  const work = `${base}.work`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const rnd = rng(r.seed ^ 0x5eed);
    const parts: Int16Array[] = [];
    const lines: { start: number; end: number }[] = [];
    let t = 0;
    const silence = (sec: number) => {
      const n = Math.round(sec * RATE);
      parts.push(new Int16Array(n));
      t += n;
    };
    silence(1 + rnd());
    for (const [i, line] of r.walkthrough.lines.entries()) {
      const wav = join(work, `line${i}.wav`);
      const raw = join(work, `line${i}.raw`);
      await $`espeak-ng -v ${r.voice} -s ${r.wpm} -w ${wav} ${line}`.quiet();
      await $`sox -D -R ${wav} -r ${RATE} -c 1 -b 16 -e signed-integer -t raw ${raw}`.quiet();
      const pcm = readPcm(await Bun.file(raw).bytes());
      lines.push({ start: t / RATE, end: (t + pcm.length) / RATE });
      parts.push(pcm);
      t += pcm.length;
      silence(0.5 + rnd() * 0.8);
    }
    silence(1);
    const speech = new Int16Array(t);
    let o = 0;
    for (const p of parts) {
      speech.set(p, o);
      o += p.length;
    }
    const dry = join(work, "dry.raw");
    const wet = join(work, "wet.wav");
    await Bun.write(dry, speech);
    // A small room: reverberance, HF damping and room scale vary with the seed.
    const reverb = [30 + (r.seed % 30), 50, 40 + ((r.seed >>> 5) % 50)];
    await $`sox -D -R -t raw -r ${RATE} -c 1 -b 16 -e signed-integer ${dry} -t wav ${wet} reverb ${reverb} gain -3`.quiet();
    const wetRaw = join(work, "wet.raw");
    await $`sox -D -R ${wet} -t raw ${wetRaw}`.quiet();
    const wetPcm = readPcm(await Bun.file(wetRaw).bytes());
    const noise = roomNoise(wetPcm.length, r.seed);
    const gain = speechRms(wetPcm) / 10 ** (r.snrDb / 20);
    const noisePcm = new Int16Array(noise.length);
    for (let i = 0; i < noise.length; i++)
      noisePcm[i] = Math.max(-32768, Math.min(32767, Math.round(noise[i]! * gain)));
    const noiseRaw = join(work, "noise.raw");
    await Bun.write(noiseRaw, noisePcm);
    const mixed = join(work, "mixed.wav");
    const asRaw = ["-t", "raw", "-r", String(RATE), "-c", "1", "-b", "16", "-e", "signed-integer"];
    await $`sox -D -R -m -v 1 ${asRaw} ${wetRaw} -v 1 ${asRaw} ${noiseRaw} ${mixed}`.quiet();
    const durationSec = wetPcm.length / RATE;

    const picture = [
      "-f",
      "lavfi",
      "-i",
      `testsrc=size=320x180:rate=10:duration=${durationSec.toFixed(2)}`,
    ];
    const audio = ["-i", mixed, "-c:a", "aac", "-b:a", "64k", "-ar", "44100"];
    if (r.container === "mov") {
      // HEVC as iPhones record it: portrait shown by a rotation tag on landscape frames. ffmpeg 5
      // writes the tag (a display matrix) only when the stream is copied, hence the second pass.
      const plain = join(work, "plain.mov");
      await $`ffmpeg -nostdin -v error -y ${picture} ${audio} -c:v libx265 -preset ultrafast -x265-params log-level=error -tag:v hvc1 -pix_fmt yuv420p -shortest ${plain}`.quiet();
      await $`ffmpeg -nostdin -v error -y -i ${plain} -c copy -metadata:s:v:0 rotate=90 ${path}`.quiet();
    } else
      await $`ffmpeg -nostdin -v error -y ${picture} ${audio} -c:v libx264 -preset ultrafast -pix_fmt yuv420p -movflags +faststart -shortest ${path}`.quiet();
    await Bun.write(meta, JSON.stringify({ lines, durationSec }));
    return { ...r, path, lines, durationSec };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function parseVoices(arg: string | undefined): string[] | undefined {
  if (!arg) return undefined;
  if (arg === "all") return [...VOICES];
  const voices = arg
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = voices.filter((v) => !(VOICES as readonly string[]).includes(v));
  if (unknown.length)
    throw new Error(`unknown voice ${unknown.join(", ")}: use ${VOICES.join(", ")} or all`);
  return voices;
}

if (import.meta.main) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const list = renditions(parseVoices(arg("--voices"))).slice(
    0,
    Number(arg("--limit") ?? Infinity),
  );
  for (const r of list) {
    const t0 = performance.now();
    const out = await render(r);
    console.log(
      `${out.path}  ${out.voice} ${out.wpm} wpm ${out.snrDb} dB ${out.durationSec.toFixed(1)} s (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
}
