// Failures of an extractor that the job stage acts on, as TranscriberError does for transcription:
// `permanent` ones (a refused key, a wrong URL) go back to the user as the visit's `processingError`, so
// the message must say what to do; transient ones (timeout, connection refused, 5xx) are retried.
import { PipelineError } from "../errors";

export class ExtractorError extends PipelineError {
  override name = "ExtractorError";
}
