// The BlobStore: where uploaded media and pipeline outputs live. One small interface, one file per
// backend (store-local.ts, store-s3.ts), chosen at start-up from config.
import { randomToken } from "../core/ids";

export interface PutOptions {
  /** Hard cap, enforced while the body is read: past it the put fails and stores nothing. */
  maxBytes: number;
  contentType?: string;
  signal?: AbortSignal;
}

export interface PutResult {
  size: number;
  /** Lowercase hex SHA-256 of the stored bytes (an ETag for /media). */
  sha256: string;
}

/** Byte range, both ends inclusive (as in HTTP `Range: bytes=start-end`); no `end`: to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface GetResult {
  body: ReadableStream<Uint8Array> | Blob;
  /** Total size of the stored blob (for Content-Range), not the length of the body. */
  size: number;
  /** The bytes in `body`, inclusive: the whole blob when no range was asked for. */
  start: number;
  end: number;
}

export interface BlobStat {
  size: number;
  modifiedMs: number;
}

export interface BlobStore {
  /**
   * Streams `body` under `key`. Atomic: the key is either absent or holds the whole body. On a
   * failure, an abort or the byte cap, nothing is left behind and the error is rethrown
   * (BlobTooLargeError for the cap, the signal's reason for an abort).
   */
  put(key: string, body: ReadableStream<Uint8Array>, opts: PutOptions): Promise<PutResult>;
  /** null when absent. Throws BlobRangeError when the range starts past the end. */
  get(key: string, range?: ByteRange): Promise<GetResult | null>;
  /** Size and last write time (the orphan sweep spares files younger than a put-to-row gap). */
  stat(key: string): Promise<BlobStat | null>;
  /** Idempotent: deleting an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key (for the orphan sweep); in no particular order. */
  list(): AsyncIterable<string>;
  /** A path on this machine's disk when the backend keeps files there (tools like ffmpeg read it directly). */
  localPath?(key: string): string;
}

export class BlobTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`body exceeds ${maxBytes} bytes`);
    this.name = "BlobTooLargeError";
  }
}

/** The range cannot be served (HTTP 416, `Content-Range: bytes *\/size`). */
export class BlobRangeError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable (size ${size})`);
    this.name = "BlobRangeError";
  }
}

export class InvalidBlobKeyError extends Error {
  constructor() {
    super("invalid blob key");
    this.name = "InvalidBlobKeyError";
  }
}

// randomToken(16): 128 random bits as 26 lowercase Crockford base32 characters. Nothing else is a
// key, so a key can never name a path outside the store or an S3 prefix of someone else's.
const KEY_RE = /^[0-9abcdefghjkmnpqrstvwxyz]{26}$/;

export function newBlobKey(): string {
  return randomToken(16);
}

export function isValidBlobKey(key: unknown): key is string {
  return typeof key === "string" && KEY_RE.test(key);
}

export function assertBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new InvalidBlobKeyError();
}

/** Resolves a requested range against the blob's size; throws BlobRangeError if unsatisfiable. */
export function resolveRange(size: number, range?: ByteRange): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  const { start } = range;
  if (!Number.isSafeInteger(start) || start < 0 || start >= size) throw new BlobRangeError(size);
  const end = range.end === undefined ? size - 1 : range.end;
  if (!Number.isSafeInteger(end) || end < start) throw new BlobRangeError(size);
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Wraps `body` so it counts and hashes the bytes as they pass, and errors the moment the count
 * passes `maxBytes` or `signal` aborts: the consumer (a file writer, an S3 upload) then fails and
 * cleans up, having held one chunk at a time. `done()` gives size and hash once the stream has ended.
 */
export function meteredStream(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  signal?: AbortSignal,
): { stream: ReadableStream<Uint8Array>; done: () => PutResult } {
  const hasher = new Bun.CryptoHasher("sha256");
  let size = 0;
  let sha256: string | null = null;
  const reader = body.getReader();
  // A pending read of a stalled client would otherwise outlive the abort.
  const onAbort = () => reader.cancel(signal!.reason).catch(() => {});
  signal?.addEventListener("abort", onAbort, { once: true });
  const stop = () => signal?.removeEventListener("abort", onAbort);
  const stream = new ReadableStream<Uint8Array>({
    async pull(ctl) {
      try {
        signal?.throwIfAborted();
        const { done, value } = await reader.read();
        signal?.throwIfAborted();
        if (done) {
          stop();
          sha256 = hasher.digest("hex");
          ctl.close();
          return;
        }
        size += value.byteLength;
        if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
        hasher.update(value);
        ctl.enqueue(value);
      } catch (e) {
        stop();
        reader.cancel(e).catch(() => {});
        ctl.error(e);
      }
    },
    cancel(reason) {
      stop();
      return reader.cancel(reason);
    },
  });
  return {
    stream,
    done: () => {
      if (sha256 === null) throw new Error("stream not finished");
      return { size, sha256 };
    },
  };
}
