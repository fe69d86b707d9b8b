// Raw (upload) bodies: the marker the body parser leaves for a body it did not read, and their part
// in the Idempotency-Key fingerprint (docs/api.md, Conventions: a different body under the same key is a 422). A JSON
// body is parsed before the key is claimed, so its canonical form is known at once; an upload is
// streamed by its route, so its fingerprint is finished as its bytes pass (a SHA-256 computed one
// chunk at a time, never the whole body in memory): see rawRequestBody() in idempotency.ts.
import { sha256Hex } from "../core/digest";

/** Marks a body that was not parsed. Upload handlers read it through rawRequestBody(). */
export class RawBody {
  constructor(readonly contentType: string) {}
}

/** The part of a claim that belongs to a raw body. */
export interface RawBodyClaim {
  method: string;
  path: string;
  contentType: string;
  /** Set once the whole body has been hashed; until then the fingerprint is unknown. */
  digested: boolean;
  /** The body is being read through the hasher (it can be read only once). */
  reading: boolean;
}

/** A raw body's fingerprint: its size (to refuse a different one early), then a hash of method, path, type and content. */
export function rawFingerprint(
  raw: Pick<RawBodyClaim, "method" | "path" | "contentType">,
  size: number,
  sha256: string,
): string {
  return `raw:${size}:${sha256Hex(`${raw.method} ${raw.path}\nraw:${raw.contentType}:${sha256}`)}`;
}

const RAW_FINGERPRINT = /^raw:(\d+):[0-9a-f]{64}$/;

/** The body size a stored raw fingerprint was made from; null for any other fingerprint. */
export function rawFingerprintSize(fp: string): number | null {
  const m = RAW_FINGERPRINT.exec(fp);
  return m ? Number(m[1]) : null;
}

/**
 * Passes `body` through, hashing it; `done` gets the size and hex SHA-256 once the reader has read
 * past the last chunk. Pulled one chunk at a time (no read-ahead), so a body its route stopped
 * reading (413, 408) is never counted as read, however fast the client sent it.
 */
export function hashingStream(
  body: ReadableStream<Uint8Array>,
  done: (size: number, sha256: string) => void,
): ReadableStream<Uint8Array> {
  const hasher = new Bun.CryptoHasher("sha256");
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(ctl) {
        const next = await reader.read();
        if (next.done) {
          done(size, hasher.digest("hex"));
          ctl.close();
          return;
        }
        hasher.update(next.value);
        size += next.value.byteLength;
        ctl.enqueue(next.value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
