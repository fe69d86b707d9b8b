// `openai`: any OpenAI-compatible chat endpoint (OpenAI, llama.cpp's server, vLLM, Ollama) asked for a
// strict JSON-schema answer. A model is an option, never a requirement: an answer that is
// not what the schema promises is set aside and the built-in rules run instead, so a visit still gets
// its items. Only what the operator must fix (a refused key, a wrong URL) fails the job for good.
import { logger } from "../../core/logger.ts";
import { postToModel, serverMessage } from "../model-endpoint";
import { redact } from "../../core/redact";
import { ExtractorError } from "./errors.ts";
import { RESPONSE_SCHEMA, SCHEMA_NAME, SYSTEM_PROMPT, transcriptMessage } from "./openai-prompt.ts";
import { rulesExtractor } from "./rules/index.ts";
import {
  CATEGORIES,
  PRIORITIES,
  TITLE_MAX,
  type ExtractedItem,
  type ExtractionResult,
  type Extractor,
  type TranscriptInput,
} from "./types.ts";

export interface OpenAiExtractorConfig {
  /** Base URL, with or without the trailing `/v1`. */
  url: string;
  apiKey?: string;
  /** OpenAI needs one; llama.cpp's server answers with whatever it loaded. */
  model?: string;
  /** Per request. */
  timeoutMs?: number;
  /** What runs when the model's answer is unusable; the rules unless a test says otherwise. */
  fallback?: Extractor;
}

export const DEFAULT_LLM_MODEL = "gpt-4o-mini";
const DEFAULT_TIMEOUT_MS = 120_000;

/** `{base}/v1/{path}`, whether or not the configured base already ends in `/v1`. */
export function v1Url(url: string, path: string): string {
  const base = url.replace(/\/+$/, "");
  return `${base.endsWith("/v1") ? base : `${base}/v1`}/${path}`;
}

/** A URL fit for a log line or a doctor report: any user:password in it is dropped. */
export function displayUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString().replace(/\/$/, "");
  } catch {
    return "(not a valid URL)";
  }
}

/** The model's answer could not be used; the rules run instead. */
class Unusable extends Error {}

export function openAiExtractor(config: OpenAiExtractorConfig): Extractor {
  const endpoint = v1Url(config.url, "chat/completions");
  const shown = displayUrl(endpoint);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fallback = config.fallback ?? rulesExtractor;
  const clean = (text: string) => redact(text, config.apiKey);

  async function ask(t: TranscriptInput, signal: AbortSignal | undefined): Promise<string> {
    const { res, body } = await postToModel({
      endpoint,
      shownAs: shown,
      label: "the model endpoint",
      init: {
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
            model: config.model || DEFAULT_LLM_MODEL,
            temperature: 0,
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: transcriptMessage(t) },
            ],
            response_format: { type: "json_schema", json_schema: { name: SCHEMA_NAME, strict: true, schema: RESPONSE_SCHEMA } },
        }),
      },
      apiKey: config.apiKey,
      timeoutMs,
      signal,
      transientSuffix: "; will retry",
      error: ExtractorError,
    });
    if (!res.ok) throw statusError(res.status, shown, clean(serverMessage(body)));
    return messageContent(body);
  }

  return {
    name: "openai",
    async extract(t, opts) {
      let result: ExtractionResult;
      try {
        result = checkAnswer(parseContent(await ask(t, opts?.signal)), t);
      } catch (err) {
        if (!(err instanceof Unusable)) throw err;
        const reason = clean(err.message);
        logger().warn({ extractor: "openai", endpoint: shown, reason }, "the model's answer was unusable; the rules extractor ran instead");
        return { ...(await fallback.extract(t, opts)), extractor: fallback.name, fallbackReason: reason };
      }
      return { ...result, extractor: "openai" };
    },
  };
}

function statusError(status: number, endpoint: string, detail: string): Error {
  const said = detail ? `: ${detail}` : "";
  // The server's words are left out here: some quote part of the key they refused.
  if (status === 401 || status === 403) return new ExtractorError(`the model endpoint refused the API key (${status}): check SITEVISIT_LLM_API_KEY`, true);
  if (status === 404)
    return new ExtractorError(`the model endpoint ${endpoint} was not found (404): check SITEVISIT_LLM_URL and SITEVISIT_LLM_MODEL${said}`, true);
  if (status === 408 || status === 409 || status === 429 || status >= 500)
    return new ExtractorError(`the model endpoint failed (${status}); will retry${said}`, false);
  // 400, 413, 422: this transcript or this request shape is more than the server will take (context
  // too long, no json_schema support). The rules can still do the job.
  return new Unusable(`the model endpoint rejected the request (${status})${said}`);
}

/** `choices[0].message.content` of a chat completion. */
function messageContent(body: string): string {
  let json: any;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Unusable("the chat completion was not JSON");
  }
  const choice = json?.choices?.[0];
  const message = choice?.message;
  if (typeof message?.refusal === "string" && message.refusal) throw new Unusable(`the model refused: ${message.refusal.slice(0, 200)}`);
  if (typeof message?.content !== "string") throw new Unusable("the chat completion has no choices[0].message.content");
  if (choice.finish_reason === "length") throw new Unusable("the model's answer was cut off (finish_reason length)");
  return message.content;
}

function parseContent(content: string): unknown {
  // Some servers wrap JSON in a Markdown fence even when asked for a schema.
  const text = content.trim().replace(/^```(?:json)?\s*\n?([\s\S]*?)\n?```$/, "$1");
  try {
    return JSON.parse(text);
  } catch {
    throw new Unusable("the model's answer is not valid JSON");
  }
}

// What the API accepts for an item and a visit (src/action-items/schema.ts, src/site-visits/schema.ts):
// an answer beyond them is not one the stage could store.
const DESCRIPTION_MAX = 5000;
const LOCATION_MAX = 200;
const SUMMARY_MAX = 20_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const nullableString = (v: unknown): v is string | null => v === null || typeof v === "string";
const orNull = (s: string | null) => (s === null || s.trim() === "" ? null : s.trim());

/**
 * RESPONSE_SCHEMA checked by hand, plus what the schema cannot say: a title of at most TITLE_MAX
 * characters, a timestamp inside the recording, a quote. Timestamps are moved to the start of the
 * segment they fall in, which is what CONTRACT 7 means by an item's timestampSec.
 */
export function checkAnswer(answer: unknown, t: TranscriptInput): ExtractionResult {
  if (!isObject(answer)) throw new Unusable("the model's answer is not a JSON object");
  if (typeof answer.summary !== "string" || answer.summary.trim() === "") throw new Unusable("the model's answer has no summary");
  if (answer.summary.trim().length > SUMMARY_MAX) throw new Unusable(`the model's summary is longer than ${SUMMARY_MAX} characters`);
  if (!Array.isArray(answer.items)) throw new Unusable("the model's answer has no items array");
  const starts = t.segments.map((s) => s.start).sort((a, b) => a - b);
  const end = Math.max(0, ...t.segments.flatMap((s) => [s.start, s.end]));
  const items = answer.items.map((raw, i): ExtractedItem => {
    const bad = (what: string) => new Unusable(`item ${i} of the model's answer ${what}`);
    if (!isObject(raw)) throw bad("is not an object");
    const { title, description, category, location, priority, timestampSec, transcriptQuote } = raw;
    if (typeof title !== "string" || title.trim() === "") throw bad("has no title");
    if (title.trim().length > TITLE_MAX) throw bad(`has a title longer than ${TITLE_MAX} characters`);
    if (!nullableString(description)) throw bad("has a description that is neither text nor null");
    if ((description?.trim().length ?? 0) > DESCRIPTION_MAX) throw bad(`has a description longer than ${DESCRIPTION_MAX} characters`);
    if (!CATEGORIES.includes(category as never)) throw bad(`has an unknown category ${JSON.stringify(category)}`);
    if (!nullableString(location)) throw bad("has a location that is neither text nor null");
    if ((location?.trim().length ?? 0) > LOCATION_MAX) throw bad(`has a location longer than ${LOCATION_MAX} characters`);
    if (!PRIORITIES.includes(priority as never)) throw bad(`has an unknown priority ${JSON.stringify(priority)}`);
    if (timestampSec !== null && (typeof timestampSec !== "number" || !Number.isFinite(timestampSec)))
      throw bad("has a timestampSec that is neither a number nor null");
    if (typeof timestampSec === "number" && (timestampSec < 0 || timestampSec > end + 1))
      throw bad(`has timestampSec ${timestampSec}, outside the transcript (0 to ${end} s)`);
    if (typeof transcriptQuote !== "string" || transcriptQuote.trim() === "") throw bad("has no transcriptQuote");
    return {
      title: title.trim(),
      description: orNull(description),
      category: category as ExtractedItem["category"],
      location: orNull(location),
      priority: priority as ExtractedItem["priority"],
      timestampSec: typeof timestampSec === "number" ? segmentStartAt(starts, timestampSec) : null,
      transcriptQuote: transcriptQuote.trim(),
    };
  });
  return { summary: answer.summary.trim(), items };
}

/** The start of the last segment beginning at or before `sec` (the first one if none does). */
function segmentStartAt(starts: number[], sec: number): number {
  let at = starts[0] ?? sec;
  for (const s of starts) if (s <= sec) at = s;
  return at;
}
