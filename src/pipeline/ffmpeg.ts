// The ffmpeg and ffprobe calls of the pipeline: probe, audio for the transcriber, one frame at a time.
// Run at lower CPU priority (nice) so the API stays responsive while a video is processed.
import { PipelineError } from "./errors";
import type { Subprocess } from "bun";

export interface MediaInfo {
  durationSec: number;
  hasAudio: boolean;
  hasVideo: boolean;
  /** Plays taller than wide; null when the picture's size is not known. */
  portrait: boolean | null;
}

const NICE = ["nice", "-n", "19"];
/** ffmpeg at the lowest priority, reading no terminal, printing only errors. */
const FFMPEG = [...NICE, "ffmpeg", "-nostdin", "-v", "error"];

async function run(
  cmd: string[],
  signal?: AbortSignal,
): Promise<{ code: number; stdout: Uint8Array; stderr: string }> {
  let proc: Subprocess<"ignore", "pipe", "pipe">;
  try {
    proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe", stdin: "ignore" });
  } catch {
    throw new PipelineError(
      `${cmd.find((c) => c.startsWith("ff")) ?? cmd[0]} is not installed on the server: an operator can install it with 'apt-get install ffmpeg'.`,
      true,
    );
  }
  const kill = () => proc.kill("SIGKILL");
  signal?.addEventListener("abort", kill, { once: true });
  try {
    const [stdout, stderr, code] = await Promise.all([
      new Response(proc.stdout).bytes(),
      new Response(proc.stderr).text(),
      proc.exited,
    ]);
    signal?.throwIfAborted();
    return { code, stdout, stderr };
  } finally {
    signal?.removeEventListener("abort", kill);
  }
}

const firstLine = (s: string) => s.trim().split("\n").at(-1)?.slice(0, 300) ?? "";

export async function probe(path: string, signal?: AbortSignal): Promise<MediaInfo> {
  const r = await run(
    ["ffprobe", "-v", "error", "-print_format", "json", "-show_format", "-show_streams", path],
    signal,
  );
  if (r.code === 127)
    throw new PipelineError(
      "ffprobe is not installed on the server: an operator can install it with 'apt-get install ffmpeg'.",
      true,
    );
  let info: { streams?: ProbedStream[]; format?: { duration?: string } } = {};
  try {
    info = JSON.parse(new TextDecoder().decode(r.stdout));
  } catch {}
  const streams = info.streams ?? [];
  if (r.code !== 0 || streams.length === 0)
    throw new PipelineError(
      `The uploaded file is not a readable video${r.stderr ? ` (${firstLine(r.stderr)})` : ""}. Upload the original recording again.`,
      true,
    );
  const durationSec = Number(info.format?.duration ?? NaN);
  return {
    durationSec: Number.isFinite(durationSec) ? durationSec : 0,
    hasAudio: streams.some((s) => s.codec_type === "audio"),
    hasVideo: streams.some((s) => s.codec_type === "video"),
    portrait: portraitOf(streams.find((s) => s.codec_type === "video")),
  };
}

interface ProbedStream {
  codec_type?: string;
  width?: number;
  height?: number;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/**
 * Whether the picture plays taller than wide: its frames' size turned by the rotation a phone writes
 * (a display matrix, or the older `rotate` tag), as players and our web copy show it. Null when the
 * size is not known.
 */
function portraitOf(v: ProbedStream | undefined): boolean | null {
  if (!v?.width || !v.height) return null;
  const rotation = v.side_data_list?.find((d) => typeof d.rotation === "number")?.rotation;
  const turned = Math.abs(Number(rotation ?? v.tags?.rotate ?? 0)) % 180 === 90;
  return turned ? v.width > v.height : v.height > v.width;
}

/** The audio track as 16 kHz mono 16-bit WAV, the transcribers' input (docs/api.md, Video processing). */
export async function extractAudio(
  input: string,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const r = await run(
    [
      ...FFMPEG,
      "-y",
      "-i",
      input,
      "-vn",
      "-ac",
      "1",
      "-ar",
      "16000",
      "-c:a",
      "pcm_s16le",
      "-f",
      "wav",
      output,
    ],
    signal,
  );
  if (r.code !== 0)
    throw new PipelineError(
      `The audio of the video could not be decoded (${firstLine(r.stderr)}). The file may be truncated: upload it again.`,
      true,
    );
}

/** One JPEG frame at `atSec`, at most 1280 px wide. */
export async function frameAt(
  input: string,
  atSec: number,
  signal?: AbortSignal,
): Promise<Uint8Array | null> {
  const r = await run(
    [
      ...FFMPEG,
      "-ss",
      atSec.toFixed(2),
      "-i",
      input,
      "-frames:v",
      "1",
      "-vf",
      "scale='min(1280,iw)':-2",
      "-q:v",
      "3",
      "-f",
      "image2",
      "-c:v",
      "mjpeg",
      "pipe:1",
    ],
    signal,
  );
  return r.code === 0 && r.stdout.byteLength > 0 ? r.stdout : null;
}

/**
 * A web-playable copy of a phone video: H.264 (yuv420p, at most 1280 px on its long side, the
 * rotation tag applied to the pixels) with AAC sound in an MP4 whose index is at the front
 * (`+faststart`), so a browser starts playing before the whole file arrived. Two threads at nice 19:
 * it runs beside the API and the other stages.
 */
export async function webPlayable(
  input: string,
  output: string,
  signal?: AbortSignal,
): Promise<void> {
  const r = await run(
    [
      ...FFMPEG,
      "-y",
      "-i",
      input,
      "-map",
      "0:v:0",
      "-map",
      "0:a:0?",
      "-vf",
      "scale='if(gte(iw,ih),min(1280,iw),-2)':'if(gte(iw,ih),-2,min(1280,ih))'",
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "26",
      "-pix_fmt",
      "yuv420p",
      "-threads",
      "2",
      "-c:a",
      "aac",
      "-b:a",
      "96k",
      "-movflags",
      "+faststart",
      "-metadata:s:v:0",
      "rotate=0",
      "-f",
      "mp4",
      output,
    ],
    signal,
  );
  if (r.code !== 0)
    throw new PipelineError(
      `A web-playable copy of the video could not be made (${firstLine(r.stderr)}).`,
      true,
    );
}
