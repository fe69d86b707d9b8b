// Receiving an image upload: the raw request body streams into the BlobStore under a new random key,
// counted (15 MiB, with or without Content-Length) and checked by its bytes as it passes, so a
// refused body is never stored whole and a stored one is always a complete JPEG, PNG, WebP or HEIC
// whose declared type (if any) agrees and whose header declares at most SITEVISIT_MAX_IMAGE_PIXELS
// (checked before anything decodes it). HEIC photos get a JPEG rendition where a decoder can make one.
import { ApiError, requestTimeout, tooLarge } from "../core/errors";
import { requestState } from "../http/request-state";
import { rawRequestBody } from "../http/idempotency";
import { config } from "../core/config";
import { logger } from "../core/logger";
import { heicToJpeg } from "./heic";
import {
  declaredTypeAgrees,
  isSniffFailure,
  megapixels,
  SniffError,
  sniffingStream,
  type Sniffed,
} from "./sniff";
import { BlobTooLargeError, newBlobKey, type BlobStore } from "./store";
import { blobStore } from "./stores";
import type { StoredFile } from "./blobs";

const ACCEPTED = "JPEG, PNG, WebP or HEIC";

const unsupported = (message: string) => new ApiError("unsupported_media_type", message);

/**
 * Passes the body through the sniffer; at its end (before the store commits the file) fails the
 * stream if the bytes are not a complete image of ours or disagree with the declared type.
 */
function checkedImageStream(body: ReadableStream<Uint8Array>, declared: string | null) {
  const sniff = sniffingStream(body, { maxPixels: config().maxImagePixels });
  let found: Sniffed | null = null;
  const stream = sniff.stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      flush() {
        const r = sniff.result();
        if (isSniffFailure(r)) throw new SniffError(r);
        if (!declaredTypeAgrees(declared, r.contentType))
          throw unsupported(
            `The body is ${r.contentType} but was sent as '${declared}'. Send the image's real type, or application/octet-stream.`,
          );
        found = r;
      },
    }),
  );
  return { stream, sniffed: () => found! };
}

/**
 * The pixel limit as a page says it to a person (the dashboard's photo forms, the capture and work
 * order pages). The API's `image_too_large` message names the operator's setting
 * (SITEVISIT_MAX_IMAGE_PIXELS), which means nothing to them: the log line says it instead.
 */
export const tooManyPixelsForPeople = () =>
  `That photo is too large: at most ${megapixels(config().maxImagePixels)}.`;

function toApiError(e: unknown): unknown {
  if (e instanceof BlobTooLargeError) return tooLarge(e.maxBytes);
  if (e instanceof SniffError) {
    if (e.failure.error === "too_many_pixels")
      return new ApiError("image_too_large", e.failure.message);
    return unsupported(
      e.failure.error === "unsupported_type"
        ? `Only ${ACCEPTED} images are accepted.`
        : e.failure.message,
    );
  }
  return e;
}

/** Removes stored files of a request that then failed (best effort: the orphan sweep covers a miss). */
export async function discardStored(
  file: StoredFile | null,
  store: BlobStore = blobStore(),
): Promise<void> {
  if (!file) return;
  for (const key of file.rendition ? [file.key, file.rendition.key] : [file.key])
    await store
      .delete(key)
      .catch((err) => logger().warn({ err }, "could not remove the file of a failed upload"));
}

const isTimeout = (e: unknown) => e instanceof DOMException && e.name === "TimeoutError";

/**
 * Streams the request's image body into the store; throws 408/413/415/422 ApiErrors, leaving nothing
 * behind. The body must have arrived within SITEVISIT_REQUEST_TIMEOUT_MS: a client that stalls is
 * answered 408 then, and whatever it held (a capture link's upload slot) is given back.
 */
export async function receiveImage(request: Request): Promise<StoredFile> {
  const maxBytes = config().maxImageBytes;
  const declared = request.headers.get("content-type");
  // A JSON (or empty) body was already consumed by the global parser.
  if (request.bodyUsed)
    throw unsupported(
      `Send the image itself as the request body, with Content-Type image/jpeg, image/png, image/webp or image/heic.`,
    );
  const length = request.headers.get("content-length");
  if (length !== null && Number(length) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body || length === "0") throw unsupported("The file is empty.");
  const store = blobStore();
  const key = newBlobKey();
  const checked = checkedImageStream(rawRequestBody(request)!, declared);
  const deadlineMs = config().requestTimeoutMs;
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(deadlineMs)]);
  let stored: StoredFile | null = null;
  try {
    const put = await store.put(key, checked.stream, { maxBytes, signal });
    stored = {
      key,
      contentType: checked.sniffed().contentType,
      size: put.size,
      sha256: put.sha256,
      rendition: null,
    };
    if (stored.contentType === "image/heic" || stored.contentType === "image/heif")
      stored.rendition = await makeRendition(store, key);
    return stored;
  } catch (e) {
    await discardStored(stored, store);
    if (isTimeout(e)) {
      logger().warn(
        { request_id: requestState(request)?.id, deadline_ms: deadlineMs },
        "request body timed out",
      );
      throw requestTimeout(deadlineMs);
    }
    // For the operator, who can raise the limit (the person who sent it sees a plain message).
    if (e instanceof SniffError && e.failure.error === "too_many_pixels")
      logger().info(
        { request_id: requestState(request)?.id, max_pixels: config().maxImagePixels },
        `image refused: ${e.failure.message}`,
      );
    throw toApiError(e);
  }
}

/** A JPEG beside a HEIC original, or null when this machine cannot decode it (pages offer a download). */
// Media keys are bearer names (like tokens): never logged.
async function makeRendition(store: BlobStore, key: string): Promise<StoredFile["rendition"]> {
  const got = await store.get(key);
  if (!got) return null;
  const heic = new Uint8Array(await new Response(got.body).arrayBuffer());
  const r = await heicToJpeg(heic);
  if (!r.ok) {
    logger().info({ reason: r.reason }, "no JPEG rendition for a HEIC upload");
    return null;
  }
  const renditionKey = newBlobKey();
  const put = await store.put(
    renditionKey,
    new Blob([r.jpeg as Uint8Array<ArrayBuffer>]).stream(),
    { maxBytes: Math.max(r.jpeg.byteLength, 1) },
  );
  return { key: renditionKey, size: put.size, sha256: put.sha256 };
}

/** Receives the image, then runs `record` on it; the files go again if `record` throws. */
export async function withReceivedImage<T>(
  request: Request,
  record: (file: StoredFile) => T,
): Promise<T> {
  const file = await receiveImage(request);
  try {
    return record(file);
  } catch (e) {
    await discardStored(file);
    throw e;
  }
}
