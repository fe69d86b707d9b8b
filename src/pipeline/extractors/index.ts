// Picks the extractor from configuration (docs/api.md, Video processing). Takes plain values so that the caller (the job
// stage, `sitevisit doctor`, the start-up log) owns configuration; nothing here reads the environment.
// The extractor chosen does its CPU-heavy part in the text worker (../text-work.ts) under a budget.
import { workerExtraction } from "../text-work.ts";
import { ExtractorError } from "./errors.ts";
import { displayUrl, openAiExtractor } from "./openai.ts";
import type { ExtractionWork, Extractor } from "./types.ts";
import { rulesExtractorOn } from "./work.ts";

export interface ExtractorConfig {
  /** SITEVISIT_EXTRACTOR; default "rules". */
  extractor?: "rules" | "openai";
  /** SITEVISIT_LLM_URL, _API_KEY, _MODEL. */
  llmUrl?: string | null;
  llmApiKey?: string | null;
  llmModel?: string | null;
  /** SITEVISIT_MODEL_TIMEOUT_MS: one call to the model. */
  modelTimeoutMs?: number;
  /** SITEVISIT_TEXT_TIMEOUT_MS: one extraction in the text worker. */
  textTimeoutMs?: number;
  /** Where extraction runs; the text worker unless a test says otherwise. */
  work?: ExtractionWork;
}

const DEFAULT_TEXT_TIMEOUT_MS = 60_000;

export interface ExtractorChoice {
  extractor: Extractor;
  /** Why this one, for the start-up log line and `sitevisit doctor`. */
  reason: string;
}

export function chooseExtractor(cfg: ExtractorConfig): ExtractorChoice {
  const setting = cfg.extractor ?? "rules";
  const work = cfg.work ?? workerExtraction(cfg.textTimeoutMs ?? DEFAULT_TEXT_TIMEOUT_MS);
  switch (setting) {
    case "rules":
      return {
        extractor: rulesExtractorOn(work),
        reason: "SITEVISIT_EXTRACTOR=rules (the default): built in, offline",
      };
    case "openai": {
      const url = cfg.llmUrl?.trim();
      if (!url)
        throw new ExtractorError(
          "SITEVISIT_EXTRACTOR=openai needs SITEVISIT_LLM_URL (the base URL of an OpenAI-compatible chat server, e.g. https://api.openai.com or http://gpu-box:8080); or set SITEVISIT_EXTRACTOR=rules",
          true,
        );
      if (!URL.canParse(url))
        throw new ExtractorError(
          `SITEVISIT_LLM_URL is not a URL: give the server's base URL, e.g. http://gpu-box:8080`,
          true,
        );
      const extractor = openAiExtractor({
        url,
        apiKey: cfg.llmApiKey ?? undefined,
        model: cfg.llmModel ?? undefined,
        timeoutMs: cfg.modelTimeoutMs,
        work,
      });
      return {
        extractor,
        reason: `SITEVISIT_EXTRACTOR=openai: ${displayUrl(url)}, falling back to the rules on unusable answers`,
      };
    }
    default:
      throw new ExtractorError(
        `unknown SITEVISIT_EXTRACTOR "${setting}": use rules or openai`,
        true,
      );
  }
}

export { ExtractorError } from "./errors.ts";
export type { Extractor, ExtractionResult, ExtractedItem, TranscriptInput } from "./types.ts";
