// Raw (upload) bodies in the Idempotency-Key fingerprint (SPEC 5.3: a different body under the same
// key is a 422). A JSON body is parsed before the key is claimed, so its canonical form is known at
// once; an upload is streamed by its route, so its fingerprint is finished as its bytes pass:
// rawRequestBody() hands the route the body with a SHA-256 computed on the way (one chunk at a
// time, never the whole body in memory), and the claim's fingerprint is set when the body ends.
// Until then the claim is "unread" and nothing can be replayed from it (see idempotency.ts).
import { createHash } from "node:crypto";
import { requestState } from "./request-state";

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
export function rawFingerprint(raw: Pick<RawBodyClaim, "method" | "path" | "contentType">, size: number, sha256: string): string {
  return `raw:${size}:${createHash("sha256").update(`${raw.method} ${raw.path}\nraw:${raw.contentType}:${sha256}`).digest("hex")}`;
}

const RAW_FINGERPRINT = /^raw:(\d+):[0-9a-f]{64}$/;

/** The body size a stored raw fingerprint was made from; null for any other fingerprint. */
export function rawFingerprintSize(fp: string): number | null {
  const m = RAW_FINGERPRINT.exec(fp);
  return m ? Number(m[1]) : null;
}

/** Passes `body` through, hashing it; `done` gets the size and hex SHA-256 once it has ended. */
export function hashingStream(body: ReadableStream<Uint8Array>, done: (size: number, sha256: string) => void): ReadableStream<Uint8Array> {
  const hasher = new Bun.CryptoHasher("sha256");
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, ctl) {
        hasher.update(chunk);
        size += chunk.byteLength;
        ctl.enqueue(chunk);
      },
      flush() {
        done(size, hasher.digest("hex"));
      },
    }),
  );
}

/**
 * The request's body as an upload route should read it: hashed on its way when the request holds an
 * Idempotency-Key claim, which completes the claim's fingerprint when the body ends.
 */
export function rawRequestBody(request: Request): ReadableStream<Uint8Array> | null {
  const body = request.body;
  const claim = requestState(request)?.idempotency;
  const raw = claim?.raw;
  if (!body || !claim || !raw || raw.reading) return body;
  raw.reading = true;
  return hashingStream(body, (size, sha256) => {
    claim.fingerprint = rawFingerprint(raw, size, sha256);
    raw.digested = true;
  });
}

/** Whether the request's body must be read through rawRequestBody (an unfinished raw fingerprint). */
export function needsBodyHash(request: Request): boolean {
  const raw = requestState(request)?.idempotency?.raw;
  return !!raw && !raw.reading;
}
