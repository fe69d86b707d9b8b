// `pocketsphinx`: Debian 12's pocketsphinx 0.8 (`pocketsphinx_continuous`), offline, with our domain
// language model by default. Word times come from `-time yes`; we group words into segments.
import { existsSync, openSync, readSync, closeSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { join } from "node:path";
import { domainModelFiles, type ModelFiles } from "../lm/model-files.ts";
import {
  requireSpeech,
  TranscriberError,
  type Hearing,
  transcriptOf,
  type Segment,
  type Transcriber,
} from "./types.ts";

export const STOCK_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";
const BINARY = "pocketsphinx_continuous";
const INSTALL = "apt-get install pocketsphinx pocketsphinx-en-us";

export interface PocketsphinxConfig {
  /** "domain" (default): our embedded walkthrough model; "stock": the model Debian ships. */
  model?: "domain" | "stock" | ModelFiles;
  /** Where the embedded model is copied for pocketsphinx to read. */
  cacheDir?: string;
  modelDir?: string;
  binary?: string;
  /** Language model weight. */
  lw?: number;
  /** A pause longer than this (seconds) starts a new segment. */
  pauseSec?: number;
  maxSegmentSec?: number;
  /** Added to the process's niceness so the API stays responsive. */
  nice?: number;
}

export interface Word {
  word: string;
  start: number;
  end: number;
  /** pocketsphinx's posterior probability for the word (0 to 1). */
  confidence?: number;
}

/**
 * A word heard with a posterior below this is "unclear": the segment lists it, and the extractor marks
 * an item whose thing or problem was such a word ("Heard unclearly; watch 00:33"). On the findings
 * bench's speech, words heard right mostly score 0.1 to 1 and the recogniser's stray words well below.
 */
export const UNCLEAR_BELOW = 0.1;

export function pocketsphinxStatus(config: Pick<PocketsphinxConfig, "binary" | "modelDir"> = {}): {
  available: boolean;
  reason?: string;
} {
  const binary = config.binary ?? BINARY;
  if (!Bun.which(binary))
    return {
      available: false,
      reason: `pocketsphinx is not installed (${binary} not found): ${INSTALL}`,
    };
  const dir = config.modelDir ?? STOCK_MODEL_DIR;
  for (const file of ["en-us/mdef", "cmudict-en-us.dict", "en-us.lm.bin"])
    if (!existsSync(join(dir, file)))
      return {
        available: false,
        reason: `the pocketsphinx English model is missing (${join(dir, file)}): ${INSTALL}`,
      };
  return { available: true };
}

export const isAvailable = (config?: Pick<PocketsphinxConfig, "binary" | "modelDir">) =>
  pocketsphinxStatus(config).available;

export function pocketsphinxTranscriber(config: PocketsphinxConfig = {}): Transcriber {
  return {
    name: "pocketsphinx",
    async transcribe(wavPath, opts) {
      const status = pocketsphinxStatus(config);
      if (!status.available) throw new TranscriberError(status.reason!, true);
      if (opts.language && !/^en\b/i.test(opts.language))
        throw new TranscriberError(
          `pocketsphinx here only has an English model, not "${opts.language}": use the openai transcriber for other languages`,
          true,
        );
      checkWav(wavPath);
      const stdout = await recognise(wavPath, config, opts.signal);
      const words = parseWordTimes(stdout);
      return requireSpeech(
        transcriptOf("en", segmentWords(words, config.pauseSec ?? 0.6, config.maxSegmentSec ?? 12)),
        hearingOf(stdout, words),
      );
    },
  };
}

async function modelArgs(config: PocketsphinxConfig): Promise<string[]> {
  const dir = config.modelDir ?? STOCK_MODEL_DIR;
  const hmm = ["-hmm", join(dir, "en-us")];
  if (config.model === "stock")
    return [...hmm, "-lm", join(dir, "en-us.lm.bin"), "-dict", join(dir, "cmudict-en-us.dict")];
  const files =
    typeof config.model === "object" ? config.model : await domainModelFiles(config.cacheDir);
  return [...hmm, "-lm", files.lm, "-dict", files.dict];
}

async function recognise(
  wavPath: string,
  config: PocketsphinxConfig,
  signal?: AbortSignal,
): Promise<string> {
  const args = [
    config.binary ?? BINARY,
    "-infile",
    wavPath,
    "-time",
    "yes",
    ...(await modelArgs(config)),
  ];
  if (config.lw !== undefined) args.push("-lw", String(config.lw));
  signal?.throwIfAborted();
  const child = Bun.spawn(args, { stdin: "ignore", stdout: "pipe", stderr: "pipe" });
  try {
    setPriority(child.pid, Math.min(19, getPriority(process.pid) + (config.nice ?? 19)));
  } catch {
    // Lowering our own child's priority does not need privileges; if it fails anyway, run at normal priority.
  }
  const kill = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", kill, { once: true });
  try {
    const [stdout, stderrTail, code] = await Promise.all([
      new Response(child.stdout).text(),
      tail(child.stderr),
      child.exited,
    ]);
    signal?.throwIfAborted();
    // Killed by a signal (out of memory, an operator): worth another try. An exit with an error is
    // about the input or the installation and would fail the same way again.
    if (child.signalCode)
      throw new TranscriberError(
        `pocketsphinx was killed (${child.signalCode}); will retry`,
        false,
      );
    if (code !== 0) {
      const reason = lastError(stderrTail);
      throw new TranscriberError(
        `pocketsphinx failed (exit ${code})${reason ? `: ${reason}` : ""}`,
        true,
      );
    }
    return stdout;
  } finally {
    signal?.removeEventListener("abort", kill);
  }
}

/** The last 8 KiB of a stream (pocketsphinx logs a lot; only the end explains a failure). */
async function tail(stream: ReadableStream<Uint8Array>): Promise<string> {
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of stream)
    text = (text + decoder.decode(chunk, { stream: true })).slice(-8192);
  return text;
}

function lastError(log: string): string {
  const lines = log.split("\n").filter((l) => /ERROR|FATAL/.test(l));
  return (lines.at(-1) ?? "")
    .replace(/^\S+: "?[^"]*"?, line \d+: /, "")
    .trim()
    .slice(0, 200);
}

/**
 * `-time yes` prints, per utterance, the hypothesis and then one "word start end confidence" line per
 * word, with times from the start of the file. Fillers (<s>, <sil>, [NOISE], ++UH++) are not words;
 * "word(2)" names an alternative pronunciation of "word".
 */
export function parseWordTimes(stdout: string): Word[] {
  const words: Word[] = [];
  for (const line of stdout.split("\n")) {
    const m = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?(?:e-?\d+)?)$/.exec(
      line.trim(),
    );
    if (!m) continue;
    const word = m[1]!.replace(/\(\d+\)$/, "");
    if (/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(word)) continue;
    const p = Number(m[4]);
    words.push({
      word,
      start: Number(m[2]),
      end: Number(m[3]),
      ...(Number.isFinite(p) && p >= 0 && p <= 1 ? { confidence: p } : {}),
    });
  }
  return words;
}

/** Sound is the recogniser's utterances, from each "<s>" start to its "</s>" end; words are the words' own spans. */
export function hearingOf(stdout: string, words: Word[]): Hearing {
  let soundSeconds = 0;
  let opened: number | undefined;
  for (const m of stdout.matchAll(/^(<\/?s>) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) /gm)) {
    if (m[1] === "<s>") opened = Number(m[2]);
    else if (opened !== undefined) {
      soundSeconds += Number(m[3]) - opened;
      opened = undefined;
    }
  }
  const wordSeconds = words.reduce((sum, w) => sum + (w.end - w.start), 0);
  return { soundSeconds, wordSeconds };
}

/** Groups words into segments at pauses longer than `pauseSec` and before a segment exceeds `maxSec`. */
export function segmentWords(words: Word[], pauseSec: number, maxSec: number): Segment[] {
  const segments: Segment[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const scored = current.filter((w) => w.confidence !== undefined);
    const unclear = [
      ...new Set(
        scored.filter((w) => w.confidence! < UNCLEAR_BELOW).map((w) => w.word.toLowerCase()),
      ),
    ];
    segments.push({
      start: current[0]!.start,
      end: current.at(-1)!.end,
      text: current.map((w) => w.word).join(" "),
      ...(scored.length
        ? {
            confidence:
              Math.round((1000 * scored.reduce((a, w) => a + w.confidence!, 0)) / scored.length) /
              1000,
          }
        : {}),
      ...(unclear.length ? { unclear } : {}),
    });
    current = [];
  };
  for (const w of words) {
    const last = current.at(-1);
    if (last && (w.start - last.end > pauseSec || w.end - current[0]!.start > maxSec)) flush();
    current.push(w);
  }
  flush();
  return segments;
}

/** pocketsphinx reads any file as 16 kHz 16-bit mono and would produce nonsense from anything else. */
function checkWav(path: string) {
  if (!existsSync(path))
    throw new TranscriberError(`the audio file to transcribe is missing (${path})`, true);
  const header = Buffer.alloc(4096);
  const fd = openSync(path, "r");
  let n: number;
  try {
    n = readSync(fd, header, 0, header.length, 0);
  } finally {
    closeSync(fd);
  }
  const fix = "convert it with: ffmpeg -i INPUT -ar 16000 -ac 1 -c:a pcm_s16le OUTPUT.wav";
  if (
    n < 12 ||
    header.toString("latin1", 0, 4) !== "RIFF" ||
    header.toString("latin1", 8, 12) !== "WAVE"
  )
    throw new TranscriberError(`the audio is not a WAV file; ${fix}`, true);
  // Walk the RIFF chunks to "fmt " (ffmpeg may put a LIST chunk first).
  for (let at = 12; at + 8 <= n; ) {
    const id = header.toString("latin1", at, at + 4);
    const size = header.readUInt32LE(at + 4);
    if (id === "fmt " && at + 24 <= n) {
      const format = header.readUInt16LE(at + 8),
        channels = header.readUInt16LE(at + 10);
      const rate = header.readUInt32LE(at + 12),
        bits = header.readUInt16LE(at + 22);
      if (format !== 1 || channels !== 1 || rate !== 16000 || bits !== 16)
        throw new TranscriberError(
          `the audio is ${rate} Hz, ${channels} channel(s), ${bits}-bit; pocketsphinx needs 16 kHz mono 16-bit PCM: ${fix}`,
          true,
        );
      return;
    }
    at += 8 + size + (size % 2);
  }
  throw new TranscriberError(`the WAV file has no readable format header; ${fix}`, true);
}
