// `openai`: any OpenAI-compatible chat endpoint (OpenAI, llama.cpp's server, vLLM, Ollama) asked for a
// strict JSON-schema answer. A model is an option, never a requirement: an answer that is
// not what the schema promises is set aside and the built-in rules run instead, so a visit still gets
// its items. Only what the operator must fix (a refused key, a wrong URL) fails the job for good.
import { logger } from "../../core/logger.ts";
import { postToModel, serverMessage } from "../model-endpoint";
import { redact } from "../../core/redact";
import { ExtractorError } from "./errors.ts";
import { Unusable } from "./openai-answer.ts";
import { RESPONSE_SCHEMA, SCHEMA_NAME, SYSTEM_PROMPT, transcriptMessage } from "./openai-prompt.ts";
import type { ExtractionResult, ExtractionWork, Extractor, TranscriptInput } from "./types.ts";
import { inThisThread } from "./work.ts";

export interface OpenAiExtractorConfig {
  /** Base URL, with or without the trailing `/v1`. */
  url: string;
  apiKey?: string;
  /** OpenAI needs one; llama.cpp's server answers with whatever it loaded. */
  model?: string;
  /** Per request. */
  timeoutMs?: number;
  /** Where the answer is checked and the rules run when it is unusable: the text worker in the pipeline. */
  work?: ExtractionWork;
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

export function openAiExtractor(config: OpenAiExtractorConfig): Extractor {
  const endpoint = v1Url(config.url, "chat/completions");
  const shown = displayUrl(endpoint);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const work = config.work ?? inThisThread;
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
          response_format: {
            type: "json_schema",
            json_schema: { name: SCHEMA_NAME, strict: true, schema: RESPONSE_SCHEMA },
          },
        }),
      },
      apiKey: config.apiKey,
      timeoutMs,
      signal,
      transientSuffix: "; will retry",
      error: ExtractorError,
    });
    if (!res.ok) throw statusError(res.status, shown, clean(serverMessage(body)));
    return body;
  }

  function fellBack(result: ExtractionResult): ExtractionResult {
    const reason = clean(result.fallbackReason ?? "");
    logger().warn(
      { extractor: "openai", endpoint: shown, reason },
      "the model's answer was unusable; the rules extractor ran instead",
    );
    return { ...result, fallbackReason: reason };
  }

  return {
    name: "openai",
    async extract(t, opts) {
      let body: string;
      try {
        body = await ask(t, opts?.signal);
      } catch (err) {
        if (!(err instanceof Unusable)) throw err;
        return fellBack({
          ...(await work.rules(t, opts?.signal)),
          extractor: "rules",
          fallbackReason: err.message,
        });
      }
      const result = await work.answer(body, t, opts?.signal);
      return result.fallbackReason === undefined ? result : fellBack(result);
    },
  };
}

function statusError(status: number, endpoint: string, detail: string): Error {
  const said = detail ? `: ${detail}` : "";
  // The server's words are left out here: some quote part of the key they refused.
  if (status === 401 || status === 403)
    return new ExtractorError(
      `the model endpoint refused the API key (${status}): check SITEVISIT_LLM_API_KEY`,
      true,
    );
  if (status === 404)
    return new ExtractorError(
      `the model endpoint ${endpoint} was not found (404): check SITEVISIT_LLM_URL and SITEVISIT_LLM_MODEL${said}`,
      true,
    );
  if (status === 408 || status === 409 || status === 429 || status >= 500)
    return new ExtractorError(`the model endpoint failed (${status}); will retry${said}`, false);
  // 400, 413, 422: this transcript or this request shape is more than the server will take (context
  // too long, no json_schema support). The rules can still do the job.
  return new Unusable(`the model endpoint rejected the request (${status})${said}`);
}
