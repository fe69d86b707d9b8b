// The transcriber port: every adapter turns a 16 kHz mono WAV into the transcript shape that
// `GET /site-visits/{id}/transcript` returns (docs/api.md, Resources), so stages never care which one ran.
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

// What a recogniser makes of music or noise: fillers and the shortest function words, nothing else.
const NOT_SPEECH = new Set(
  "a ah an and are as at be but eh er for hm hmm huh i in is it it's mm my of oh on or our so that the there they this to uh um up us was we well with you".split(
    " ",
  ),
);

/**
 * How much of the recording the recogniser took for sound worth decoding (its utterances), and how much
 * of that it matched to words. Adapters that can tell (pocketsphinx) pass it to `requireSpeech`.
 */
export interface Hearing {
  soundSeconds: number;
  wordSeconds: number;
}

// On the findings bench (184 noisy, reverberant walkthroughs, five voices) words cover 75 to 81 % of
// the sound, and 61 % for a single sentence; music, tones and beeps 1 to 3 %, a sentence read over
// music 11 %, a walkthrough over an alarm beeping every second 11 %. Under a fifth, and with few
// words that are not fillers, the recogniser was fishing words out of something that was not talk.
const SPEECH_COVERS_AT_LEAST = 0.2;
// A few seconds of sound with one word in them (a door, a cough, "okay") say nothing either way.
const JUDGE_COVER_AFTER_SECONDS = 5;

const NO_SPEECH_ADVICE =
  "check the audio, or upload a transcript with PUT /site-visits/{id}/transcript";

/**
 * A recording in which nothing was recognised cannot be processed: say so rather than return nothing.
 * Nor can one in which the recogniser made out only fillers and function words ("ah the our our"), or
 * words in only a sliver of what it heard ("ah there are a bad" in 48 s of music): that is music or
 * noise, and "no issues found" would be a claim nobody made.
 */
export function requireSpeech(transcript: Transcript, hearing?: Hearing): Transcript {
  if (transcript.segments.length === 0)
    throw new TranscriberError(
      `no speech was recognised in the recording (is it silent?): ${NO_SPEECH_ADVICE}`,
      true,
    );
  const words = transcript.text.toLowerCase().split(/\s+/).filter(Boolean);
  const heard = `"${words.slice(0, 8).join(" ")}${words.length > 8 ? " …" : ""}"`;
  if (words.every((w) => NOT_SPEECH.has(w)))
    throw new TranscriberError(
      `no speech was heard in the recording, only sound the recogniser took for ${words.length} filler ${words.length === 1 ? "word" : "words"} (${heard}), e.g. music or noise: ${NO_SPEECH_ADVICE}`,
      true,
    );
  if (hearing && hearing.soundSeconds >= JUDGE_COVER_AFTER_SECONDS) {
    const cover = hearing.wordSeconds / hearing.soundSeconds;
    // Talk over a steady beep or hum covers little of the sound too, but its words are many and
    // varied; what music makes is a handful ("there are dead the" in 48 s).
    const content = words.filter((w) => !NOT_SPEECH.has(w)).length;
    if (cover < SPEECH_COVERS_AT_LEAST && content < Math.max(3, hearing.soundSeconds / 10))
      throw new TranscriberError(
        `no speech was heard in the recording: of ${Math.round(hearing.soundSeconds)} s of sound the recogniser matched only ${Math.round(cover * 100)} % to words (${heard}), e.g. music or noise: ${NO_SPEECH_ADVICE}`,
        true,
      );
  }
  return transcript;
}
