// The transcriber and extractor this process uses, chosen once from config (docs/api.md, Video processing). A setting
// that names an unusable adapter is not fatal at start: each run then fails with its message.
import { config } from "../core/config";
import { chooseExtractor, type Extractor } from "./extractors/index";
import { chooseTranscriber, type Transcriber } from "./transcribers/index";
import { extractorConfigOf, transcriberConfigOf } from "./adapters-info";

let transcriber: Transcriber | null = null;
let extractor: Extractor | null = null;

export function pipelineTranscriber(): Transcriber {
  return (transcriber ??= chooseTranscriber(transcriberConfigOf(config().pipeline)).transcriber);
}

export function pipelineExtractor(): Extractor {
  return (extractor ??= chooseExtractor(extractorConfigOf(config().pipeline)).extractor);
}
