// `sitevisit try FILE`: runs the configured transcriber and extractor on one recording or transcript
// on this machine, without a server or a database, and prints the timed transcript and the items as
// the API would create them. Operators use it to judge the adapters before (or without) uploading.
// The adapters are chosen exactly as the server chooses them (src/pipeline/adapters.ts); a video's
// audio is taken out with the pipeline's own ffmpeg helpers.
import { Command } from "commander";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import { pipelineExtractor, pipelineTranscriber } from "../../src/pipeline/adapters";
import { describeAdapters } from "../../src/pipeline/adapters-info";
import { PipelineError } from "../../src/pipeline/errors";
import type { ExtractionResult } from "../../src/pipeline/extractors/types";
import { extractAudio, probe } from "../../src/pipeline/ffmpeg";
import {
  parseTranscript,
  TranscriptFormatError,
  type TranscriptFormat,
} from "../../src/pipeline/transcript-formats";
import {
  requireSpeech,
  transcriptOf,
  type Segment,
  type Transcript,
} from "../../src/pipeline/transcribers/types";
import { CliError } from "../errors";
import { action, cliConfig, print, withCommon, type CommonOpts } from "../shared";

const MEDIA = new Set([
  ".mp4",
  ".mov",
  ".m4v",
  ".webm",
  ".mkv",
  ".avi",
  ".mpg",
  ".mpeg",
  ".3gp",
  ".wav",
  ".mp3",
  ".m4a",
  ".aac",
  ".ogg",
  ".oga",
  ".opus",
  ".flac",
]);
const TRANSCRIPTS: Record<string, TranscriptFormat | "json" | "detect"> = {
  ".vtt": "vtt",
  ".srt": "srt",
  ".txt": "detect",
  ".json": "json",
};
/** The largest transcript file read, as for PUT /site-visits/{id}/transcript. */
const MAX_TRANSCRIPT_BYTES = 5 * 1024 * 1024;

const badInput = (message: string) => new CliError("bad_input", message);

export type InputKind = "media" | "transcript";

/** What the file is, by its name: a recording (video or audio) or a transcript; anything else is refused. */
export function inputKind(file: string): InputKind {
  const ext = extname(file).toLowerCase();
  if (MEDIA.has(ext)) return "media";
  if (ext in TRANSCRIPTS) return "transcript";
  throw badInput(
    `${basename(file)}: unknown file type '${ext || "(none)"}'; give a video or audio file (${[...MEDIA].join(" ")}) or a transcript (.vtt .srt .txt, or .json as GET /site-visits/{id}/transcript returns)`,
  );
}

export function mmss(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** A transcript as GET /site-visits/{id}/transcript returns it: `{ language?, segments: [{ start, end, text }] }`. */
function transcriptFromJson(raw: string): Transcript {
  let doc: unknown;
  try {
    doc = JSON.parse(raw);
  } catch (e) {
    throw new TranscriptFormatError(`it is not JSON (${(e as Error).message})`);
  }
  const d = doc as { language?: unknown; segments?: unknown };
  if (!d || typeof d !== "object" || !Array.isArray(d.segments))
    throw new TranscriptFormatError(
      "a JSON transcript is an object with a 'segments' array, as GET /site-visits/{id}/transcript returns",
    );
  const segments: Segment[] = d.segments.map((s: any, i: number) => {
    if (
      !s ||
      typeof s.text !== "string" ||
      !Number.isFinite(s.start) ||
      !Number.isFinite(s.end ?? s.start) ||
      s.start < 0
    )
      throw new TranscriptFormatError(
        `segment ${i} needs a 'text' string and 'start' and 'end' seconds`,
      );
    return { start: s.start, end: s.end ?? s.start, text: s.text.trim() };
  });
  const kept = segments.filter((s) => s.text !== "");
  if (kept.length === 0) throw new TranscriptFormatError("the JSON transcript has no text");
  return transcriptOf(typeof d.language === "string" && d.language ? d.language : "en", kept);
}

async function readTranscriptFile(file: string): Promise<Transcript> {
  const size = statSync(file).size;
  if (size > MAX_TRANSCRIPT_BYTES)
    throw badInput(
      `${basename(file)} is ${size} bytes; a transcript may be at most ${MAX_TRANSCRIPT_BYTES} bytes`,
    );
  const format = TRANSCRIPTS[extname(file).toLowerCase()]!;
  try {
    const bytes = await Bun.file(file).bytes();
    return format === "json"
      ? transcriptFromJson(new TextDecoder().decode(bytes))
      : parseTranscript(bytes, { format });
  } catch (e) {
    if (e instanceof TranscriptFormatError)
      throw badInput(`${basename(file)} cannot be read as a transcript: ${e.message}`);
    throw e;
  }
}

/**
 * Progress on stderr: the stage running, its number, and the seconds spent. On a terminal one line is
 * redrawn (a bar over the stages and a ticking clock); otherwise a line when each stage starts and ends.
 */
export class Progress {
  private readonly t0 = performance.now();
  private stageT0 = this.t0;
  private stage = "";
  private index = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  readonly timings: Record<string, number> = {};
  constructor(
    private readonly stages: string[],
    private readonly tty = Boolean(process.stderr.isTTY),
    private readonly write = (s: string) => void process.stderr.write(s),
  ) {}

  private line(done = false): string {
    const n = this.stages.length;
    const filled = done ? n : this.index;
    const bar = `[${"#".repeat(filled * 4)}${"-".repeat((n - filled) * 4)}]`;
    const took = ((performance.now() - this.stageT0) / 1000).toFixed(1);
    const total = ((performance.now() - this.t0) / 1000).toFixed(1);
    return done
      ? `${bar} done in ${total} s`
      : `${bar} ${this.index + 1}/${n} ${this.stage} ${took} s (total ${total} s)`;
  }

  start(stage: string): void {
    this.end();
    this.stage = stage;
    this.index = this.stages.indexOf(stage);
    this.stageT0 = performance.now();
    if (this.tty) {
      this.write(`\r\x1b[2K${this.line()}`);
      this.timer = setInterval(() => this.write(`\r\x1b[2K${this.line()}`), 250);
    } else this.write(`[${this.index + 1}/${this.stages.length}] ${stage}…\n`);
  }

  private end(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!this.stage) return;
    const took = (performance.now() - this.stageT0) / 1000;
    this.timings[this.stage] = Math.round(took * 1000) / 1000;
    if (!this.tty)
      this.write(`[${this.index + 1}/${this.stages.length}] ${this.stage}: ${took.toFixed(1)} s\n`);
    this.stage = "";
  }

  finish(failed = false): void {
    this.end();
    if (this.tty) this.write(failed ? "\r\x1b[2K" : `\r\x1b[2K${this.line(true)}\n`);
    else if (!failed)
      this.write(`done in ${((performance.now() - this.t0) / 1000).toFixed(1)} s\n`);
  }
}

export interface TryResult {
  file: string;
  kind: InputKind;
  durationSec: number | null;
  transcriber: string | null;
  extractor: string;
  fallbackReason: string | null;
  timings: Record<string, number>;
  transcript: Transcript;
  summary: string;
  items: {
    title: string;
    description: string | null;
    category: string | null;
    location: string | null;
    priority: string;
    timestampSec: number | null;
    transcriptQuote: string | null;
  }[];
}

/** The pipeline's work on one file, in this process: probe and audio (media), transcribe, extract. */
export async function tryFile(file: string, progress: Progress): Promise<TryResult> {
  const kind = inputKind(file);
  let durationSec: number | null = null;
  let transcript: Transcript;
  let transcriber: string | null = null;
  if (kind === "media") {
    progress.start("probe");
    const info = await probe(file).catch((e) => {
      throw e instanceof PipelineError
        ? badInput(`${basename(file)} is not a readable video or audio file`)
        : e;
    });
    if (!info.hasAudio)
      throw badInput(
        `${basename(file)} has no audio track, so there is nothing to transcribe; try the recording with sound, or a transcript file`,
      );
    durationSec = info.durationSec;
    const work = mkdtempSync(join(tmpdir(), "sitevisit-try-"));
    try {
      progress.start("audio");
      const wav = join(work, "audio.wav");
      await extractAudio(file, wav);
      progress.start("transcribe");
      const t = pipelineTranscriber();
      transcriber = t.name;
      transcript = requireSpeech(await t.transcribe(wav, {}));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } else {
    progress.start("read");
    transcript = await readTranscriptFile(file);
  }
  progress.start("extract");
  const result: ExtractionResult = await pipelineExtractor().extract({
    language: transcript.language,
    text: transcript.text,
    segments: transcript.segments,
  });
  progress.finish();
  return {
    file,
    kind,
    durationSec,
    transcriber,
    extractor: result.extractor ?? pipelineExtractor().name,
    fallbackReason: result.fallbackReason ?? null,
    timings: progress.timings,
    transcript,
    summary: result.summary,
    items: result.items.map((i) => ({
      title: i.title,
      description: i.description,
      category: i.category,
      location: i.location,
      priority: i.priority,
      timestampSec: i.timestampSec,
      transcriptQuote: i.transcriptQuote,
    })),
  };
}

export function formatTry(r: TryResult): string {
  const out: string[] = [];
  const via =
    r.kind === "media"
      ? `transcriber ${r.transcriber}, extractor ${r.extractor}`
      : `transcript file, extractor ${r.extractor}`;
  out.push(
    `${basename(r.file)}: ${r.durationSec !== null ? `${r.durationSec.toFixed(1)} s, ` : ""}${via}${r.fallbackReason ? ` (fell back to the rules: ${r.fallbackReason})` : ""}`,
  );
  out.push("", `transcript (${r.transcript.language}, ${r.transcript.segments.length} segments):`);
  for (const s of r.transcript.segments) out.push(`  ${mmss(s.start)}  ${s.text}`);
  out.push("", `summary: ${r.summary}`, "", `items (${r.items.length}):`);
  if (r.items.length === 0) out.push("  (none)");
  r.items.forEach((i, n) => {
    const meta = [
      i.priority,
      i.category,
      i.location,
      i.timestampSec !== null ? mmss(i.timestampSec) : null,
    ]
      .filter(Boolean)
      .join(" · ");
    out.push(`  ${n + 1}. ${i.title}`, `     ${meta}`);
    if (i.transcriptQuote) out.push(`     "${i.transcriptQuote}"`);
    if (i.description && i.description !== i.transcriptQuote) out.push(`     ${i.description}`);
  });
  return out.join("\n");
}

export function tryCommand(): Command {
  return withCommon(
    new Command("try")
      .description(
        "run the configured transcriber and extractor on one video, audio or transcript file (.vtt .srt .txt .json) here, without a server or database; prints the timed transcript and the items the API would create",
      )
      .argument("<file>", "a video or audio recording, or a transcript"),
  ).action(
    action(async (file: string, opts: CommonOpts) => {
      const cfg = cliConfig(opts);
      let isFile = false;
      try {
        isFile = statSync(file).isFile();
      } catch {}
      if (!isFile) throw badInput(`${file}: no such file`);
      const kind = inputKind(file);
      const stages =
        kind === "media" ? ["probe", "audio", "transcribe", "extract"] : ["read", "extract"];
      if (kind === "media") {
        const chosen = describeAdapters(cfg.pipeline).transcriber;
        if (!chosen.name) throw new CliError("config_error", chosen.reason);
      }
      // With --json and no terminal, stderr carries only the error line a script may parse.
      const quiet = opts.json && !process.stderr.isTTY;
      const progress = new Progress(
        stages,
        Boolean(process.stderr.isTTY),
        quiet ? () => {} : undefined,
      );
      let result: TryResult;
      try {
        result = await tryFile(file, progress);
      } catch (e) {
        progress.finish(true);
        if (e instanceof PipelineError)
          throw new CliError(
            "processing_failed",
            e.message.replace(
              /,? ?or upload a transcript with PUT \/site-visits\/\{id\}\/transcript/,
              ", or try a transcript file",
            ),
          );
        throw e;
      }
      print(opts, result, () => formatTry(result));
    }),
  );
}
