// Which transcriber and extractor this process uses, and why: turns `config().pipeline` into the
// adapters' own settings (one mapping for the stages, `serve`'s start-up line and `sitevisit doctor`).
// Nothing here touches the network, so `serve` can call it at start for free.
import { config, type Config } from "../core/config.ts";
import { chooseExtractor, type ExtractorConfig } from "./extractors/index.ts";
import { chooseTranscriber, type TranscriberConfig } from "./transcribers/index.ts";

type PipelineConfig = Config["pipeline"];

export function transcriberConfigOf(p: PipelineConfig): TranscriberConfig {
  return {
    transcriber: p.transcriber,
    url: p.transcribeUrl ?? undefined,
    apiKey: p.transcribeApiKey ?? undefined,
    model: p.transcribeModel ?? undefined,
    timeoutMs: p.modelTimeoutMs,
  };
}

export function extractorConfigOf(p: PipelineConfig): ExtractorConfig {
  return {
    extractor: p.extractor,
    llmUrl: p.llmUrl,
    llmApiKey: p.llmApiKey,
    llmModel: p.llmModel,
    modelTimeoutMs: p.modelTimeoutMs,
    textTimeoutMs: p.textTimeoutMs,
  };
}

export interface AdapterChoice {
  /** The adapter's name, or null when the settings name none that can be built. */
  name: string | null;
  /** Why it was chosen, or what is wrong with the settings. */
  reason: string;
}

export interface AdaptersDescription {
  transcriber: AdapterChoice;
  extractor: AdapterChoice;
}

function describe(choose: () => { name: string; reason: string }): AdapterChoice {
  try {
    return choose();
  } catch (err) {
    return { name: null, reason: (err as Error).message };
  }
}

/** The chosen adapters with their reasons, e.g. for `logger().info(describeAdapters(), "pipeline adapters")`. */
export function describeAdapters(p: PipelineConfig = config().pipeline): AdaptersDescription {
  return {
    transcriber: describe(() => {
      const { transcriber, reason } = chooseTranscriber(transcriberConfigOf(p));
      return { name: transcriber.name, reason };
    }),
    extractor: describe(() => {
      const { extractor, reason } = chooseExtractor(extractorConfigOf(p));
      return { name: extractor.name, reason };
    }),
  };
}
