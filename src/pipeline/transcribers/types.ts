// The transcriber port: every adapter turns a 16 kHz mono WAV into the transcript shape that
// `GET /site-visits/{id}/transcript` returns (CONTRACT 4), so stages never care which one ran.
import { PipelineError } from "../errors";

export interface Segment {
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  text: string;
  /** Mean word confidence (0 to 1), when the recogniser reports one. Optional: not every adapter has it. */
  confidence?: number;
  /** Words heard with low confidence (below UNCLEAR_BELOW), as they appear in `text`. */
  unclear?: string[];
}

export interface Transcript {
  language: string;
  text: string;
  segments: Segment[];
}

export interface TranscribeOptions {
  signal?: AbortSignal;
  /** ISO 639-1 hint, e.g. "en". */
  language?: string;
}

export interface Transcriber {
  name: string;
  transcribe(wavPath: string, opts: TranscribeOptions): Promise<Transcript>;
}

/**
 * A failure the job stage can act on. `permanent` failures (nothing installed, key refused) go back to
 * the user as the visit's `processingError`, so the message must say what to do; transient ones retry.
 */
export class TranscriberError extends PipelineError {
  override name = "TranscriberError";
}

/** Joins segment texts into the transcript's `text`. */
export function transcriptOf(language: string, segments: Segment[]): Transcript {
  return { language, text: segments.map((s) => s.text).join(" "), segments };
}

/** A recording in which nothing was recognised cannot be processed: say so rather than return nothing. */
export function requireSpeech(transcript: Transcript): Transcript {
  if (transcript.segments.length > 0) return transcript;
  throw new TranscriberError(
    "no speech was recognised in the recording (is it silent?): check the audio, or upload a transcript with PUT /site-visits/{id}/transcript",
    true,
  );
}
