// The one error type of the API and the envelope it renders to (SPEC 2.8, CONTRACT 3).
import { errorCodes, type ErrorCode } from "./error-codes";
import { config } from "./config";

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = errorCodes[code].status;
  }
}

export const notFound = (what: string, id?: string) =>
  new ApiError("resource_not_found", id ? `No such ${what}: '${id}'` : `No such ${what}`);

export const validationError = (param: string, message: string) =>
  new ApiError("validation_error", message, { param });

export const invalidState = (message: string) => new ApiError("invalid_state", message);

export function docsUrl(code: string): string {
  return `${config().publicUrl}/docs/errors#${code}`;
}

export function errorEnvelope(err: ApiError, requestId: string) {
  return {
    error: {
      code: err.code,
      message: err.message,
      docs_url: docsUrl(err.code),
      request_id: requestId,
      ...err.extra,
    },
  };
}
