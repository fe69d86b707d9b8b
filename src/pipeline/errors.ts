// What a pipeline stage can fail with. `permanent` failures return the visit to DRAFT with the
// message as its processingError, so the message says what the user can do; other failures are
// retried by the job loop and become permanent on the last attempt.
export class PipelineError extends Error {
  override name = "PipelineError";
  constructor(
    message: string,
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Adapters (transcribers, extractors) mark their own errors with `permanent` too. */
export function isPermanent(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { permanent?: unknown }).permanent === true;
}
