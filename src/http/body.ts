// How request bodies are read. JSON endpoints get strict parsing with a size cap (docs/api.md, Conventions); upload
// endpoints get an untouched stream (RawBody) so large files go to disk without being buffered.
import { ApiError, requestTimeout, tooLarge } from "../core/errors";
import { config } from "../core/config";
import { logger } from "../core/logger";
import { requestState } from "./request-state";
import { reservedKeyError, scanJsonText } from "./json-limits";
import { needsBodyHash, rawRequestBody } from "./idempotency";
import { RawBody } from "./raw-body";

export function isJsonContentType(ct: string): boolean {
  const base = ct.split(";")[0]!.trim().toLowerCase();
  return base === "application/json" || (base.startsWith("application/") && base.endsWith("+json"));
}

function declaresNoBody(request: Request): boolean {
  const len = request.headers.get("content-length");
  return (len === null || len === "0") && !request.headers.has("transfer-encoding");
}

/**
 * Reads at most `limit` bytes of the body as text; throws 413 past it without reading the rest, and
 * 408 (closing the connection) when the body has not fully arrived `deadlineMs` after this call, so
 * a client trickling bytes cannot hold a request open. Uploads pass a longer deadline of their own.
 */
export async function readTextCapped(
  request: Request,
  limit: number,
  deadlineMs: number,
): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge(limit);
  // Decided from the headers where they say: reading `request.body` makes Bun build a stream for
  // it, and text() then reads through that stream (about 2 µs of a create). A Request made in the
  // process (not off the wire) may carry a body without either header.
  if (declared === 0) return "";
  if (!Number.isFinite(declared) && !request.headers.has("transfer-encoding") && !request.body)
    return "";
  // With a declared length within the cap, the server reads exactly that many bytes: the native
  // path is faster than a reader loop. Chunked bodies are counted as they arrive, and so is a raw
  // body that finishes an Idempotency-Key fingerprint (hashed on its way).
  const reading =
    Number.isFinite(declared) && !needsBodyHash(request)
      ? request.text()
      : readChunked(rawRequestBody(request), limit);
  return await withDeadline(reading, deadlineMs, request);
}

async function readChunked(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<string> {
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

// Bodies being read, each with its deadline, checked by one timer every DEADLINE_TICK_MS while
// any is pending: a timer and a Promise.race per request cost about 3 µs of every JSON write, and a
// 408 that comes up to a tick late changes nothing for a client that stalled for seconds.
const DEADLINE_TICK_MS = 100;
interface PendingRead {
  at: number;
  expire: () => void;
}
const pendingReads = new Set<PendingRead>();
let ticker: Timer | null = null;

function expireReads(): void {
  const now = performance.now();
  for (const read of pendingReads)
    if (read.at <= now) {
      pendingReads.delete(read);
      read.expire();
    }
  if (pendingReads.size === 0 && ticker !== null) {
    clearInterval(ticker);
    ticker = null;
  }
}

/**
 * Any read of a request body (text, a multipart form) bounded by `deadlineMs`: past it, 408
 * `request_timeout` carrying Connection: close, so the socket does not stay with a slow sender.
 */
export function withDeadline<T>(
  reading: Promise<T>,
  deadlineMs: number,
  request: Request,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const read: PendingRead = {
      at: performance.now() + deadlineMs,
      expire: () => {
        // The read stays pending until the connection closes (the 408 carries Connection: close);
        // its late error, if any, lands in the handler below, on a promise already settled.
        logger().warn(
          { request_id: requestState(request)?.id, deadline_ms: deadlineMs },
          "request body timed out",
        );
        reject(requestTimeout(deadlineMs));
      },
    };
    pendingReads.add(read);
    ticker ??= setInterval(expireReads, DEADLINE_TICK_MS);
    reading.then(
      (value) => {
        pendingReads.delete(read);
        resolve(value);
      },
      (error) => {
        pendingReads.delete(read);
        reject(error);
      },
    );
  });
}

/**
 * The global body parser. JSON → parsed value (an empty body counts as `{}`), anything else → RawBody.
 * A RawBody reaching a route with a JSON schema becomes 415 in the error handler. Nesting and key
 * names are checked on the raw text first (json-limits.ts), so no deep or hostile value exists.
 */
export async function parseBody(
  request: Request,
  contentType: string,
  maxJsonBytes: number,
  deadlineMs = config().requestTimeoutMs,
): Promise<unknown> {
  if (declaresNoBody(request) && !contentType) return {};
  if (!isJsonContentType(contentType)) return new RawBody(contentType);
  const text = await readTextCapped(request, maxJsonBytes, deadlineMs);
  if (text.trim() === "") return {};
  const reservedKey = scanJsonText(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The request body is not valid JSON.");
  }
  if (reservedKey !== null) throw reservedKeyError(reservedKey);
  // Every JSON body is an object (docs/api.md, Conventions), also where the body may be left out.
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ApiError("validation_error", "The request body must be a JSON object.");
  return value;
}
