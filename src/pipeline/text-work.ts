// CPU-heavy text work off the event loop: parsing an uploaded transcript (the route) and extraction
// (the pipeline's extract stage: the rules, or checking a model's answer) each run in a fresh Bun
// Worker (text-worker.ts) under a time budget, SITEVISIT_TEXT_TIMEOUT_MS. A worker past its budget is
// terminated, not awaited, so a hostile transcript costs at most the budget on one core and /healthz
// keeps answering meanwhile. At most MAX_WORKERS run at once; the others wait their turn, and their
// budget starts when they do.
import { ExtractorError } from "./extractors/errors.ts";
import type { ExtractionResult, ExtractionWork, TranscriptInput } from "./extractors/types.ts";
import { TranscriptFormatError, type TranscriptFormat } from "./transcript-formats.ts";
import type { Transcript } from "./transcribers/types.ts";
import { workerUrl } from "../core/worker-url";
import { askWorker } from "../core/worker-call";

export type TextTask =
  | { kind: "parse"; input: string; format: TranscriptFormat | "detect"; language?: string }
  | { kind: "rules"; transcript: TranscriptInput }
  | { kind: "answer"; body: string; transcript: TranscriptInput };

export type TextReply =
  | { ok: true; value: unknown }
  | { ok: false; name: string; message: string; permanent: boolean };

const WORKER_URL = workerUrl("src/pipeline/text-worker.ts");
/** Text workers at once: each holds a core while it runs. */
const MAX_WORKERS = 2;

/** The task ran past its budget and was stopped. */
export class TextWorkTimeout extends Error {
  override name = "TextWorkTimeout";
  constructor(readonly budgetMs: number) {
    super(`stopped after ${formatSeconds(budgetMs)}`);
  }
}

export const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(ms < 1000 ? 3 : 1))} s`;

let running = 0;
const waiting: (() => void)[] = [];

async function slot(signal?: AbortSignal): Promise<() => void> {
  while (running >= MAX_WORKERS) {
    signal?.throwIfAborted();
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      signal?.addEventListener("abort", () => resolve(), { once: true });
    });
  }
  signal?.throwIfAborted();
  running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running--;
    // Every waiter re-checks: one that gave up (aborted) must not swallow the wake-up.
    for (const wake of waiting.splice(0)) wake();
  };
}

/** Runs one task in a fresh worker; rejects with TextWorkTimeout past `budgetMs`, or the task's own error. */
export async function runTextTask<T>(
  task: TextTask,
  budgetMs: number,
  signal?: AbortSignal,
): Promise<T> {
  const release = await slot(signal);
  const worker = new Worker(WORKER_URL);
  try {
    const r = await askWorker<TextReply>(worker, task, {
      name: "text",
      budgetMs,
      timeout: () => new TextWorkTimeout(budgetMs),
      signal,
    });
    if (r.ok) return r.value as T;
    throw rebuild(r);
  } finally {
    worker.terminate();
    release();
  }
}

/** The worker's error as the class the caller handles (a format error is the client's, 4xx). */
function rebuild(r: Extract<TextReply, { ok: false }>): Error {
  if (r.name === "TranscriptFormatError") return new TranscriptFormatError(r.message);
  if (r.name === "ExtractorError") return new ExtractorError(r.message, r.permanent);
  const err = new Error(r.message);
  err.name = r.name;
  return err;
}

/** parseTranscript (transcript-formats.ts) in the text worker. */
export function parseTranscriptInWorker(
  input: string,
  opts: { format: TranscriptFormat | "detect"; language?: string },
  budgetMs: number,
): Promise<Transcript> {
  return runTextTask<Transcript>({ kind: "parse", input, ...opts }, budgetMs);
}

/**
 * Extraction in the text worker. Past the budget the run fails for good (a permanent ExtractorError:
 * the same transcript would overrun again), with a processingError that says what to do.
 */
export function workerExtraction(budgetMs: number): ExtractionWork {
  const run = async (task: TextTask, signal?: AbortSignal) => {
    try {
      return await runTextTask<ExtractionResult>(task, budgetMs, signal);
    } catch (err) {
      if (err instanceof TextWorkTimeout)
        throw new ExtractorError(
          `extracting the action items took longer than ${formatSeconds(budgetMs)} (SITEVISIT_TEXT_TIMEOUT_MS) and was stopped: the transcript is too long or too repetitive to analyse. Upload a shorter transcript, or fill in the action items by hand`,
          true,
        );
      throw err;
    }
  };
  return {
    rules: (transcript, signal) => run({ kind: "rules", transcript }, signal),
    answer: (body, transcript, signal) => run({ kind: "answer", body, transcript }, signal),
  };
}
