// Picks the transcriber from configuration (docs/api.md, Video processing). Takes plain values so that the caller (the
// job stage, `sitevisit doctor`) owns configuration; nothing here reads the environment.
import { noneTranscriber } from "./none.ts";
import { openAiTranscriber } from "./openai.ts";
import {
  pocketsphinxStatus,
  pocketsphinxTranscriber,
  type PocketsphinxConfig,
} from "./pocketsphinx.ts";
import { TranscriberError, type Transcriber } from "./types.ts";

export type TranscriberSetting = "auto" | "openai" | "pocketsphinx" | "none";

export interface TranscriberConfig {
  /** SITEVISIT_TRANSCRIBER; default "auto". */
  transcriber?: TranscriberSetting;
  /** SITEVISIT_TRANSCRIBE_URL, _API_KEY, _MODEL. */
  url?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  pocketsphinx?: PocketsphinxConfig;
}

export interface Choice {
  transcriber: Transcriber;
  /** Why this one, for the start-up log line and `sitevisit doctor`. */
  reason: string;
}

export function chooseTranscriber(config: TranscriberConfig): Choice {
  const setting = config.transcriber ?? "auto";
  const url = config.url?.trim();
  switch (setting) {
    case "openai":
      if (!url)
        throw new TranscriberError(
          "SITEVISIT_TRANSCRIBER=openai needs SITEVISIT_TRANSCRIBE_URL",
          true,
        );
      return { transcriber: openAi(config, url), reason: "SITEVISIT_TRANSCRIBER=openai" };
    case "pocketsphinx": {
      // Chosen explicitly: keep it even when not installed, so each job fails with the install hint.
      const status = pocketsphinxStatus(config.pocketsphinx);
      return {
        transcriber: pocketsphinxTranscriber(config.pocketsphinx),
        reason: status.available ? "SITEVISIT_TRANSCRIBER=pocketsphinx" : status.reason!,
      };
    }
    case "none":
      return { transcriber: noneTranscriber, reason: "SITEVISIT_TRANSCRIBER=none" };
    case "auto": {
      if (url)
        return {
          transcriber: openAi(config, url),
          reason: "auto: SITEVISIT_TRANSCRIBE_URL is set",
        };
      const status = pocketsphinxStatus(config.pocketsphinx);
      if (status.available)
        return {
          transcriber: pocketsphinxTranscriber(config.pocketsphinx),
          reason: "auto: pocketsphinx is installed",
        };
      return {
        transcriber: noneTranscriber,
        reason: `auto: no SITEVISIT_TRANSCRIBE_URL and ${status.reason}`,
      };
    }
    default:
      throw new TranscriberError(
        `unknown SITEVISIT_TRANSCRIBER "${setting}": use auto, openai, pocketsphinx or none`,
        true,
      );
  }
}

function openAi(config: TranscriberConfig, url: string): Transcriber {
  return openAiTranscriber({
    url,
    apiKey: config.apiKey,
    model: config.model,
    timeoutMs: config.timeoutMs,
  });
}

export { TranscriberError, type Transcriber, type Transcript } from "./types.ts";
export { pocketsphinxStatus } from "./pocketsphinx.ts";
