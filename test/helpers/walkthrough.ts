// Test walkthroughs made with real tools: espeak-ng speaks each line of a script, the lines are joined
// with known pauses (so each finding's start time is known), and ffmpeg muxes the speech with a test
// video. Also the odd files the bad-input tests need (no audio track, silence, truncated).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { $ } from "bun";

export interface Walkthrough {
  path: string;
  /** Start second of each script line in the recording. */
  starts: number[];
  durationSec: number;
}

const PAUSE_SEC = 1.2;

async function seconds(file: string): Promise<number> {
  return Number(
    (await $`ffprobe -v error -show_entries format=duration -of csv=p=0 ${file}`.text()).trim(),
  );
}

/** Speaks `lines` (espeak-ng, 16 kHz mono), with PAUSE_SEC of silence before each, under a testsrc video. */
export async function makeWalkthrough(
  lines: string[],
  opts: { voice?: string; speed?: number; video?: boolean } = {},
): Promise<Walkthrough> {
  const dir = mkdtempSync(join(tmpdir(), "sitevisit-walk-"));
  const parts: string[] = [];
  const starts: number[] = [];
  let t = 0;
  const silence = join(dir, "pause.wav");
  await $`ffmpeg -v error -y -f lavfi -i anullsrc=r=16000:cl=mono -t ${PAUSE_SEC} -c:a pcm_s16le ${silence}`;
  for (const [i, line] of lines.entries()) {
    const raw = join(dir, `line${i}.raw.wav`);
    const wav = join(dir, `line${i}.wav`);
    await $`espeak-ng -v ${opts.voice ?? "en-us"} -s ${opts.speed ?? 140} -w ${raw} ${line}`;
    await $`ffmpeg -v error -y -i ${raw} -ar 16000 -ac 1 -c:a pcm_s16le ${wav}`;
    parts.push(silence, wav);
    t += PAUSE_SEC;
    starts.push(t);
    t += await seconds(wav);
  }
  parts.push(silence);
  const list = join(dir, "list.txt");
  await Bun.write(list, parts.map((p) => `file '${p}'`).join("\n"));
  const audio = join(dir, "speech.wav");
  await $`ffmpeg -v error -y -f concat -safe 0 -i ${list} -c:a pcm_s16le ${audio}`;
  const out = join(dir, opts.video === false ? "speech.m4a" : "walkthrough.mp4");
  if (opts.video === false) await $`ffmpeg -v error -y -i ${audio} -c:a aac ${out}`;
  else
    await $`ffmpeg -v error -y -f lavfi -i testsrc=size=320x240:rate=10 -i ${audio} -shortest -c:v libx264 -preset ultrafast -pix_fmt yuv420p -c:a aac ${out}`;
  return { path: out, starts, durationSec: await seconds(out) };
}

/** A short video with no audio track at all. */
export async function makeSilentVideo(kind: "no-audio" | "silence"): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "sitevisit-walk-"));
  const out = join(dir, `${kind}.mp4`);
  if (kind === "no-audio")
    await $`ffmpeg -v error -y -f lavfi -i testsrc=size=160x120:rate=10 -t 3 -c:v libx264 -preset ultrafast -pix_fmt yuv420p ${out}`;
  else
    await $`ffmpeg -v error -y -f lavfi -i testsrc=size=160x120:rate=10 -f lavfi -i anullsrc=r=16000:cl=mono -t 3 -c:v libx264 -preset ultrafast -pix_fmt yuv420p -c:a aac ${out}`;
  return out;
}

/**
 * A video whose sound is music and no speech: plucked arpeggios over four chords, a noise burst on
 * every beat (the drums) and a low drone, about 48 s, made with sox.
 */
export async function makeMusicVideo(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "sitevisit-music-"));
  const notes = ["C3 E3 G3 C4", "A2 C3 E3 A3", "F2 A2 C3 F3", "G2 B2 D3 G3"].flatMap((chord) =>
    Array(3).fill(chord.split(" ")).flat(),
  );
  const arp = join(dir, "arp.wav");
  await $`sox -n -r 44100 -c 1 ${arp} ${notes.flatMap((n) => ["synth", "0.25", "pluck", n, "fade", "0", "0.25", "0.1", ":"]).slice(0, -1)}`;
  const loop = join(dir, "loop.wav");
  await $`sox ${arp} ${loop} repeat 3 vol 0.5`; // 12 s × 4 = 48 s
  const beat = join(dir, "beat.wav");
  await $`sox -n -r 44100 -c 1 ${beat} synth 0.08 brownnoise fade 0 0.08 0.07 vol 0.8 pad 0 0.42`;
  const drums = join(dir, "drums.wav");
  await $`sox ${beat} ${drums} repeat 95`;
  const drone = join(dir, "drone.wav");
  await $`sox -n -r 44100 -c 1 ${drone} synth 48 sine C2 sine G2 vol 0.15`;
  const music = join(dir, "music.wav");
  await $`sox -m ${loop} ${drums} ${drone} ${music} norm -3`;
  const out = join(dir, "music.mp4");
  await $`ffmpeg -v error -y -f lavfi -i testsrc=size=320x240:rate=10 -i ${music} -shortest -c:v libx264 -preset ultrafast -pix_fmt yuv420p -c:a aac ${out}`;
  return out;
}

/** The MP4 with a top-level `free` box appended (players skip it): a bigger file, the same video. */
export function padded(mp4: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  out.set(mp4);
  new DataView(out.buffer).setUint32(mp4.length, size - mp4.length);
  out.set(new TextEncoder().encode("free"), mp4.length + 4);
  return out;
}

/**
 * A local server speaking the OpenAI transcription API that answers every request with `lines` at
 * the times `walk` spoke them (SITEVISIT_TRANSCRIBER=openai, SITEVISIT_TRANSCRIBE_URL at its port).
 */
export function transcriptionStub(walk: Walkthrough, lines: string[]) {
  return Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: () =>
      Response.json({
        task: "transcribe",
        language: "english",
        duration: walk.durationSec,
        text: lines.join(" "),
        segments: lines.map((text, i) => ({
          id: i,
          start: walk.starts[i],
          end: (walk.starts[i + 1] ?? walk.durationSec) - 1,
          text: ` ${text}`,
          avg_logprob: -0.2,
        })),
      }),
  });
}
