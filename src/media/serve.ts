// GET /media/<key>: a stored file as the browser should treat it. Only keys with a row are served
// (a file awaiting deletion or sweep is already gone to the world); the type is the one we detected,
// never guessed by the browser (nosniff) and never able to run anything (CSP sandbox). A file can be
// deleted (evidence, item, visit), so no shared cache may keep it (`private`) and a browser
// revalidates each use (`no-cache`) against the ETag, the content's SHA-256: a 304 while it exists,
// a 404 once it is gone.
import { db } from "../db/client";
import { ApiError } from "../core/errors";
import { findBlob } from "./blobs";
import { BlobRangeError, isValidBlobKey, type ByteRange } from "./store";
import { blobStore } from "./stores";

/** Never kept by shared caches; browsers revalidate each use, so a deleted file is gone at once. */
export const MEDIA_CACHE_CONTROL = "private, no-cache";

const notFound = () => new ApiError("resource_not_found", "No such media file.");

const EXT: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/heic": "heic",
  "image/heif": "heif",
};

/** Browsers cannot show HEIC: it is offered as a download (pages link its JPEG rendition instead). */
const isHeic = (contentType: string) =>
  contentType === "image/heic" || contentType === "image/heif";

/**
 * One `bytes=` range (RFC 9110 14.1.2): "a-b", "a-" or the suffix "-n". null: no usable Range header
 * (absent, malformed, or several ranges), so the whole file is sent. A last-byte-pos at or past the
 * end (however many digits) means the last byte; only a first-byte-pos past the end (or "-0") is
 * "unsatisfiable": 416.
 */
export function parseRange(
  header: string | null,
  size: number,
): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const n = Number(m[2]);
    if (n === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n) };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? undefined : Number(m[2]);
  if (end !== undefined && end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: end === undefined ? undefined : Math.min(end, size - 1) };
}

function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const v = t.trim().replace(/^W\//, "");
    return v === "*" || v === etag;
  });
}

/**
 * An image's key is 16 random bytes (128 bits), reached only by whom a page or email showed it to, so any site
 * may embed it: the report email's photos and logo are embedded by webmail on another origin. A
 * video (the walkthrough, which may show more than the report does) is embedded by our pages only.
 */
export function crossOriginPolicy(contentType: string): "cross-origin" | "same-site" {
  return contentType.startsWith("image/") ? "cross-origin" : "same-site";
}

export async function serveMedia(request: Request, key: string): Promise<Response> {
  if (!isValidBlobKey(key)) throw notFound();
  const blob = findBlob(db(), key);
  if (!blob) throw notFound();
  const etag = `"${blob.sha256 ?? blob.key}"`;
  const headers: Record<string, string> = {
    "content-type": blob.contentType,
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; sandbox",
    "cache-control": MEDIA_CACHE_CONTROL,
    // Photos load wherever a report email is read (a webmail on another site, a mail client, the
    // preview's sandboxed frame); the walkthrough video stays same-site (docs/security.md, Media).
    "cross-origin-resource-policy": crossOriginPolicy(blob.contentType),
    "referrer-policy": "no-referrer",
    "accept-ranges": "bytes",
    etag,
  };
  if (isHeic(blob.contentType))
    headers["content-disposition"] = `attachment; filename="photo.${EXT[blob.contentType]}"`;
  if (etagMatches(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  // If-Range: a range only applies to the representation the client already has part of.
  const ifRange = request.headers.get("if-range");
  const rangeHeader = ifRange === null || ifRange === etag ? request.headers.get("range") : null;
  const range = parseRange(rangeHeader, blob.size);
  if (range === "unsatisfiable")
    return new Response(null, {
      status: 416,
      headers: { ...headers, "content-range": `bytes */${blob.size}` },
    });
  try {
    const got = await blobStore().get(key, range ?? undefined);
    if (!got) throw notFound();
    headers["content-length"] = String(got.end - got.start + 1);
    if (!range) return new Response(got.body, { status: 200, headers });
    headers["content-range"] = `bytes ${got.start}-${got.end}/${got.size}`;
    return new Response(got.body, { status: 206, headers });
  } catch (e) {
    if (e instanceof BlobRangeError)
      return new Response(null, {
        status: 416,
        headers: { ...headers, "content-range": `bytes */${e.size}` },
      });
    throw e;
  }
}
