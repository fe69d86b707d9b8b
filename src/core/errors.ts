// The one error type of the API and the envelope it renders to (docs/api-objects.md, Objects, docs/api.md, Conventions).
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

/** 408 for a body that has not arrived within `deadlineMs`; the connection is closed after it. */
export const requestTimeout = (deadlineMs: number) =>
  new ApiError(
    "request_timeout",
    `The request body did not arrive within ${+(deadlineMs / 1000).toFixed(3)} s.`,
    {},
    { Connection: "close" },
  );

export const tooLarge = (limit: number) =>
  new ApiError("payload_too_large", `The request body is larger than ${formatBytes(limit)}.`);

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(2)} GiB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(2)} MiB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(2)} KiB`;
  return `${n} bytes`;
}

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
