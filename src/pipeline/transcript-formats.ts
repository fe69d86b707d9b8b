// Uploaded transcripts (PUT /site-visits/{id}/transcript): WebVTT, SRT or plain text → Transcript.
// Lenient where real files vary (BOM, CRLF, cue settings, VTT without hours, SRT with a dot), strict
// where a silent misread would produce wrong timestamps (a timing line we cannot read is an error, and
// so is a time past MAX_CUE_SECONDS). Linear in the file: every pattern here scans a character a
// bounded number of times (no backtracking over a whole line). The route runs this in the text worker.
import { transcriptOf, type Segment, type Transcript } from "./transcribers/types.ts";

export type TranscriptFormat = "vtt" | "srt" | "text";

export class TranscriptFormatError extends Error {
  override name = "TranscriptFormatError";
}

const SUPPORTED = "send WebVTT (text/vtt), SRT (application/x-subrip) or plain text (text/plain)";

const CONTENT_TYPES: Record<string, TranscriptFormat | "detect"> = {
  "text/vtt": "vtt",
  "text/srt": "srt",
  "application/x-subrip": "srt",
  "application/srt": "srt",
  "text/plain": "detect",
  "application/octet-stream": "detect",
};

/** The format a Content-Type names; "detect" when it does not say (text/plain, none); throws for others. */
export function formatForContentType(
  contentType: string | null | undefined,
): TranscriptFormat | "detect" {
  if (!contentType) return "detect";
  const essence = contentType.split(";")[0]!.trim().toLowerCase();
  const format = CONTENT_TYPES[essence];
  if (!format)
    throw new TranscriptFormatError(`unsupported transcript type ${essence}: ${SUPPORTED}`);
  return format;
}

export function parseTranscript(
  input: string | Uint8Array,
  opts: { format?: TranscriptFormat | "detect"; language?: string } = {},
): Transcript {
  const text = normalise(decode(input));
  if (text.trim() === "") throw new TranscriptFormatError("the transcript is empty");
  const format = !opts.format || opts.format === "detect" ? detectFormat(text) : opts.format;
  const parsed =
    format === "vtt"
      ? parseVtt(text)
      : format === "srt"
        ? parseSrt(text)
        : { segments: parsePlain(text) };
  const segments = parsed.segments.filter((s) => s.text !== "");
  if (segments.length === 0)
    throw new TranscriptFormatError(`the ${NAMES[format]} transcript has no text`);
  return transcriptOf(opts.language ?? parsed.language ?? "en", segments);
}

const NAMES: Record<TranscriptFormat, string> = { vtt: "WebVTT", srt: "SRT", text: "plain text" };

export function detectFormat(text: string): TranscriptFormat {
  const body = normalise(text).trimStart();
  if (/^WEBVTT(?:[ \t\n]|$)/.test(body)) return "vtt";
  if (/^[{[]/.test(body))
    throw new TranscriptFormatError(
      `the transcript looks like JSON, which is not supported: ${SUPPORTED}`,
    );
  if (/^</.test(body))
    throw new TranscriptFormatError(
      `the transcript looks like XML or HTML (TTML is not supported): ${SUPPORTED}`,
    );
  if (TIMING_LINE.test(body)) {
    // A cue file: SRT when its cues are numbered; a WebVTT body that lost its header otherwise.
    if (/^\d+\n[^\n]*-->/.test(body)) return "srt";
    throw new TranscriptFormatError(
      `the transcript has cue timings but is neither WebVTT (no WEBVTT header) nor SRT (no cue numbers): ${SUPPORTED}`,
    );
  }
  return "text";
}

// A digit, then "-->" later on the same line. The first class excludes digits, so a long line is
// scanned once: /^[^\n]*\d[^\n]*-->/ backtracked over every digit of a 1 MB line.
const TIMING_LINE = /^[^\n\d]*\d[^\n]*?-->/m;

function decode(input: string | Uint8Array): string {
  if (typeof input === "string") return input;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(input);
  } catch {
    throw new TranscriptFormatError(`the transcript is not UTF-8 text: ${SUPPORTED}`);
  }
}

function normalise(text: string): string {
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text))
    throw new TranscriptFormatError(`the transcript contains binary data: ${SUPPORTED}`);
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

// hh:mm:ss.ttt with hours optional (WebVTT) or hh:mm:ss,ttt (SRT); both accept either separator.
const TIME = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)[.,](\d{1,3})$/;

/** Cue times are below 24 hours: a walkthrough is never that long, and a larger time is a broken file. */
export const MAX_CUE_SECONDS = 24 * 3600;

function seconds(stamp: string, where: string, hoursRequired: boolean): number {
  const shown = stamp.trim().slice(0, 40);
  const m = TIME.exec(stamp.trim());
  if (!m || (hoursRequired && m[1] === undefined))
    throw new TranscriptFormatError(`${where}: cannot read the time "${shown}"`);
  const [, h = "0", min, s, frac] = m;
  const sec = Number(h) * 3600 + Number(min) * 60 + Number(s) + Number(frac!.padEnd(3, "0")) / 1000;
  if (!(sec < MAX_CUE_SECONDS))
    throw new TranscriptFormatError(
      `${where}: the time "${shown}" is 24 hours or more; cue times must be below 24:00:00.000`,
    );
  return sec;
}

interface Parsed {
  language?: string;
  segments: Segment[];
}

/** Splits on blank lines, keeping each block's first line number for error messages. */
function blocks(text: string): { line: number; lines: string[] }[] {
  const out: { line: number; lines: string[] }[] = [];
  let current: { line: number; lines: string[] } | null = null;
  text.split("\n").forEach((raw, i) => {
    if (raw.trim() === "") {
      current = null;
      return;
    }
    if (!current) out.push((current = { line: i + 1, lines: [] }));
    current.lines.push(raw);
  });
  return out;
}

function cue(lines: string[], timingIndex: number, line: number, hoursRequired: boolean): Segment {
  const where = `line ${line + timingIndex}`;
  const [startStamp, rest] = lines[timingIndex]!.split("-->") as [string, string];
  // Anything after the end time is cue settings (WebVTT) or coordinates (some SRT): ignored.
  const endStamp = rest.trim().split(/[ \t]+/)[0] ?? "";
  const start = seconds(startStamp, where, hoursRequired);
  const end = seconds(endStamp, where, hoursRequired);
  if (end < start) throw new TranscriptFormatError(`${where}: the cue ends before it starts`);
  return { start, end, text: cueText(lines.slice(timingIndex + 1)) };
}

function parseVtt(text: string): Parsed {
  const [header, ...rest] = blocks(text);
  if (!/^WEBVTT(?:[ \t]|$)/.test(header!.lines[0]!))
    throw new TranscriptFormatError(`line ${header!.line}: a WebVTT file starts with WEBVTT`);
  const language = header!.lines
    .slice(1)
    .map((l) => /^Language:\s*([A-Za-z-]+)\s*$/i.exec(l)?.[1])
    .find(Boolean);
  const segments: Segment[] = [];
  for (const block of rest) {
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block.lines[0]!)) continue;
    const timing = block.lines.findIndex((l) => l.includes("-->"));
    if (timing < 0 || timing > 1)
      throw new TranscriptFormatError(
        `line ${block.line}: expected a cue timing line (00:00.000 --> 00:05.000)`,
      );
    segments.push(cue(block.lines, timing, block.line, false));
  }
  return { language: language?.toLowerCase(), segments };
}

function parseSrt(text: string): Parsed {
  const segments = blocks(text).map((block): Segment => {
    const timing = block.lines.findIndex((l) => l.includes("-->"));
    if (timing < 0 || timing > 1)
      throw new TranscriptFormatError(
        `line ${block.line}: expected a cue number and a timing line (00:00:00,000 --> 00:00:05,000)`,
      );
    return cue(block.lines, timing, block.line, true);
  });
  return { segments };
}

/** Plain text has no times: one segment per line, all at 0 s. */
function parsePlain(text: string): Segment[] {
  return text.split("\n").map((line) => ({ start: 0, end: 0, text: squash(line) }));
}

// Markup inside cues: <v Speaker>, <i>, <c.class>, inline <00:01.000> times, SRT's {\an8}.
function cueText(lines: string[]): string {
  // A tag ends at the next "<" too, so "<<<<…" without a ">" is one pass, not one scan per "<".
  return squash(
    decodeEntities(
      lines
        .join(" ")
        .replace(/<[^<>]*>/g, "")
        .replace(/\{\\[^{}]*\}/g, ""),
    ),
  );
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  lrm: "",
  rlm: "",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (all, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[name.toLowerCase()] ?? all;
  });
}

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** h:mm:ss.ttt, as a WebVTT timing line writes it. */
function vttTime(sec: number): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${s.toFixed(3).padStart(6, "0")}`;
}

/**
 * A transcript as WebVTT captions (the dashboard's video track), one cue per segment. The text is
 * escaped for a cue (`&`, `<`, `>`), and a cue never holds an arrow or a blank line, so no cue can
 * end another or smuggle a tag. A segment with no length lasts until the next (or 3 s).
 */
export function toWebVtt(segments: readonly Segment[]): string {
  const out = ["WEBVTT", ""];
  segments.forEach((s, i) => {
    const text = s.text
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/\s+/g, " ")
      .trim();
    if (!text) return;
    const end = s.end > s.start ? s.end : (segments[i + 1]?.start ?? s.start + 3);
    out.push(`${vttTime(s.start)} --> ${vttTime(Math.max(end, s.start + 0.5))}`, text, "");
  });
  return out.join("\n");
}
