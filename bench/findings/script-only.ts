// The findings bench without speech (`bun bench/findings.ts --script-only`): each walkthrough's script
// is read by the rules extractor in this process, as a WebVTT transcript whose line times are what a
// 160 words-a-minute reading with short pauses would give. No espeak-ng, ffmpeg or server: seconds
// instead of the spoken run's half hour, for tuning the extractor on what it makes of the words. The
// spoken run's "script as transcript" baseline is the same extraction with the voice's own timings,
// through the built binary; the two agree except where a timing moves an item across a line.
import { extractSync } from "../../src/pipeline/extractors/rules/index.ts";
import { parseTranscript } from "../../src/pipeline/transcript-formats.ts";
import { scoreWalkthrough, type ScoredItem, type WalkthroughScore } from "./score";
import type { Walkthrough } from "./set";

const WORDS_PER_SEC = 160 / 60;
const PAUSE_SEC = 0.6;

export interface LineTime {
  start: number;
  end: number;
}

/** Start and end of each line when read at 160 words a minute with a short pause between lines. */
export function readingTimes(lines: string[]): LineTime[] {
  let at = 0;
  return lines.map((line) => {
    const start = at;
    const end = start + line.split(/\s+/).length / WORDS_PER_SEC;
    at = end + PAUSE_SEC;
    return { start, end };
  });
}

/** The script as a WebVTT transcript with the given line times. */
export function scriptVtt(lines: string[], times: LineTime[]): string {
  const ts = (s: number) => new Date(s * 1000).toISOString().slice(11, 23);
  return `WEBVTT\n\n${lines.map((line, i) => `${ts(times[i]!.start)} --> ${ts(times[i]!.end)}\n${line}`).join("\n\n")}\n`;
}

export interface ScriptRun {
  walkthrough: Walkthrough;
  items: (ScoredItem & { priorityReason?: string | null })[];
  score: WalkthroughScore;
}

/** `read`: what the transcript says for each line (the line itself, or as bench/findings/by-time.ts flatten writes it). */
export function runScript(walkthrough: Walkthrough, read?: (line: string) => string): ScriptRun {
  const times = readingTimes(walkthrough.lines);
  const lines = read ? walkthrough.lines.map(read) : walkthrough.lines;
  const transcript = parseTranscript(scriptVtt(lines, times), { format: "vtt" });
  const items = extractSync(transcript).items;
  return { walkthrough, items, score: scoreWalkthrough(walkthrough.findings, times, items) };
}
