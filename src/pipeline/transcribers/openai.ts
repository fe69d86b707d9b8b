// `openai`: any OpenAI-compatible `POST /v1/audio/transcriptions` (OpenAI, whisper.cpp's server,
// speaches). This is how a firm moves speech recognition to a GPU machine while the binary stays put.
import { existsSync } from "node:fs";
import { basename } from "node:path";
import {
  requireSpeech,
  TranscriberError,
  transcriptOf,
  type Segment,
  type Transcriber,
} from "./types.ts";
import { postToModel, serverMessage } from "../model-endpoint";
import { redact } from "../../core/redact";

export interface OpenAiTranscriberConfig {
  /** Base URL, with or without the trailing `/v1`. */
  url: string;
  apiKey?: string;
  /** whisper.cpp ignores it; speaches needs a model it serves; OpenAI takes "whisper-1". */
  model?: string;
  /** Per request. A long recording on a slow server can take minutes. */
  timeoutMs?: number;
}

const DEFAULT_MODEL = "whisper-1";
const DEFAULT_TIMEOUT_MS = 10 * 60_000;

export function endpointOf(url: string): string {
  const base = url.replace(/\/+$/, "");
  return base.endsWith("/v1") ? `${base}/audio/transcriptions` : `${base}/v1/audio/transcriptions`;
}

export function openAiTranscriber(config: OpenAiTranscriberConfig): Transcriber {
  const endpoint = endpointOf(config.url);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clean = (text: string) => redact(text, config.apiKey);

  async function once(wavPath: string, opts: { signal?: AbortSignal; language?: string }) {
    const form = new FormData();
    form.append("file", Bun.file(wavPath), basename(wavPath));
    form.append("model", config.model || DEFAULT_MODEL);
    form.append("response_format", "verbose_json");
    form.append("timestamp_granularities[]", "segment");
    if (opts.language) form.append("language", opts.language);
    const { res, body } = await postToModel({
      endpoint,
      label: "the transcription endpoint",
      init: { body: form, headers: {} },
      apiKey: config.apiKey,
      timeoutMs,
      signal: opts.signal,
      error: TranscriberError,
    });
    if (!res.ok) throw statusError(res.status, endpoint, clean(serverMessage(body)));
    return parseVerboseJson(body, opts.language);
  }

  return {
    name: "openai",
    async transcribe(wavPath, opts) {
      if (!existsSync(wavPath))
        throw new TranscriberError(`the audio file to transcribe is missing (${wavPath})`, true);
      // Malformed output can be a proxy hiccup: ask once more, then give up for good with the reason.
      try {
        return await once(wavPath, opts);
      } catch (err) {
        if (!(err instanceof MalformedResponse)) throw err;
      }
      try {
        return await once(wavPath, opts);
      } catch (err) {
        if (!(err instanceof MalformedResponse)) throw err;
        throw new TranscriberError(
          `the transcription endpoint ${endpoint} answered twice with ${err.message}: is SITEVISIT_TRANSCRIBE_URL an OpenAI-compatible server that supports response_format=verbose_json?`,
          true,
        );
      }
    },
  };
}

class MalformedResponse extends Error {}

function statusError(status: number, endpoint: string, detail: string): TranscriberError {
  const said = detail ? `: ${detail}` : "";
  if (status === 401 || status === 403)
    return new TranscriberError(
      `the transcription endpoint refused the API key (${status}); check SITEVISIT_TRANSCRIBE_API_KEY${said}`,
      true,
    );
  if (status === 404)
    return new TranscriberError(
      `the transcription endpoint ${endpoint} was not found (404); check SITEVISIT_TRANSCRIBE_URL and SITEVISIT_TRANSCRIBE_MODEL${said}`,
      true,
    );
  if (status === 408 || status === 429 || status >= 500)
    return new TranscriberError(
      `the transcription endpoint failed (${status}); will retry${said}`,
      false,
    );
  return new TranscriberError(
    `the transcription endpoint rejected the request (${status})${said}`,
    true,
  );
}

function parseVerboseJson(body: string, hint: string | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new MalformedResponse("malformed JSON");
  }
  if (!json || typeof json !== "object") throw new MalformedResponse("JSON that is not an object");
  const { segments, text, language } = json as {
    segments?: unknown;
    text?: unknown;
    language?: unknown;
    duration?: unknown;
  };
  let ours: Segment[];
  if (Array.isArray(segments)) {
    ours = segments.map((s) => {
      if (
        !s ||
        typeof s.start !== "number" ||
        typeof s.end !== "number" ||
        typeof s.text !== "string" ||
        !(s.end >= s.start)
      )
        throw new MalformedResponse("a segment without numeric start/end and text");
      // Whisper's mean token log-probability, as a 0-1 confidence (the extractor flags garbled recordings by it).
      const confidence =
        typeof s.avg_logprob === "number" && Number.isFinite(s.avg_logprob)
          ? Math.round(1000 * Math.exp(Math.min(0, s.avg_logprob))) / 1000
          : undefined;
      return {
        start: round(s.start),
        end: round(s.end),
        text: s.text.trim(),
        ...(confidence !== undefined ? { confidence } : {}),
      };
    });
  } else if (typeof text === "string") {
    // Servers that ignore verbose_json still say what they heard; it is all one segment then.
    const duration = (json as { duration?: unknown }).duration;
    ours = [
      { start: 0, end: typeof duration === "number" ? round(duration) : 0, text: text.trim() },
    ];
  } else {
    throw new MalformedResponse("JSON without segments or text");
  }
  return requireSpeech(
    transcriptOf(
      languageCode(language) ?? hint ?? "en",
      ours.filter((s) => s.text !== ""),
    ),
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

// Whisper reports the language by name ("english"); the transcript carries a code.
const LANGUAGES: Record<string, string> = {
  english: "en",
  french: "fr",
  german: "de",
  spanish: "es",
  italian: "it",
  portuguese: "pt",
  dutch: "nl",
  polish: "pl",
  welsh: "cy",
  irish: "ga",
  swedish: "sv",
  danish: "da",
  norwegian: "no",
  finnish: "fi",
  romanian: "ro",
  greek: "el",
  turkish: "tr",
  russian: "ru",
  ukrainian: "uk",
  arabic: "ar",
  hindi: "hi",
  urdu: "ur",
  punjabi: "pa",
  bengali: "bn",
  chinese: "zh",
  japanese: "ja",
  korean: "ko",
};

function languageCode(language: unknown): string | undefined {
  if (typeof language !== "string" || language === "") return undefined;
  const lower = language.toLowerCase();
  if (/^[a-z]{2,3}(-[a-z0-9]+)?$/.test(lower)) return lower;
  return LANGUAGES[lower];
}
