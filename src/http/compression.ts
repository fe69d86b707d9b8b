// Every response leaves through here (src/server.ts hands each one over): the one place for content
// negotiation of encodings and for conditional GETs (docs/api.md, Compression and caching).
//
// - HTML, JSON, JavaScript, CSS and plain text over 1 KiB are compressed when the client accepts it:
//   zstd, then brotli, then gzip (the smallest body first: at the fast levels below they cost
//   about the same CPU). Media (images, video), ranges
//   (206), HEAD, bodies already encoded and `Cache-Control: no-transform` are sent as they are.
// - Such responses say `Vary: Accept-Encoding`, compressed or not, so a cache keeps them apart.
// - A GET whose response carries an ETag that the request's If-None-Match names is a 304 (weak
//   comparison, RFC 9110: a compressed variant's ETag is the weak form of the original's).
// - Immutable responses (the dashboard's content-hashed scripts) are compressed once per process at
//   the highest level and kept; everything else at a fast level, per response.
import { brotliCompressSync, constants as zlib } from "node:zlib";

export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = "zstd" | "br" | "gzip";
const PREFERENCE: Encoding[] = ["zstd", "br", "gzip"];

const COMPRESSIBLE_TYPES = new Set([
  "text/html",
  "text/css",
  "text/javascript",
  "text/plain",
  "application/javascript",
  "application/json",
]);

// Responses carry a handful of distinct Content-Type values: each is classified once (bounded).
const compressibleTypes = new Map<string, boolean>();

function compressible(contentType: string | null): boolean {
  if (!contentType) return false;
  let yes = compressibleTypes.get(contentType);
  if (yes === undefined) {
    const semi = contentType.indexOf(";");
    const type = (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
    yes =
      COMPRESSIBLE_TYPES.has(type) || (type.startsWith("application/") && type.endsWith("+json"));
    if (compressibleTypes.size >= 256) compressibleTypes.clear();
    compressibleTypes.set(contentType, yes);
  }
  return yes;
}

// Clients send a handful of distinct Accept-Encoding headers: each is parsed once (bounded).
const chosen = new Map<string, Encoding | null>();
const CHOSEN_ENTRIES = 256;

/** The encoding to answer with, from an Accept-Encoding header: our preference among those accepted. */
export function chooseEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (chosen.size >= CHOSEN_ENTRIES) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName, ...params] = part.split(";");
    const spelled = rawName!.trim().toLowerCase();
    // RFC 9110: a recipient treats x-gzip as gzip.
    const name = spelled === "x-gzip" ? "gzip" : spelled;
    if (!name) continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) refused.add(name);
    else accepted.add(name);
  }
  for (const e of PREFERENCE)
    if (!refused.has(e) && (accepted.has(e) || (accepted.has("*") && e === "gzip"))) return e;
  return null;
}

/**
 * Each encoding's level for a body compressed per response (`fast`) and for an immutable one,
 * compressed once per process (`best`). `fast` is the encoding's fastest standard level (nginx's
 * gzip default is 1 too): gzip 6 cost 2.3 to 3.4 times gzip 1's CPU for 22-26 % fewer bytes, brotli 2
 * 1.3 to 1.6 times brotli 1's for 4-13 % fewer, zstd 3 as much as zstd 1 or more for 1-2 % fewer; these
 * bodies fit in a TCP connection's first window either way (`bun bench/compression.ts`,
 * bench/README.md).
 */
export const LEVELS: Record<Encoding, { fast: number; best: number }> = {
  zstd: { fast: 1, best: 19 },
  br: { fast: 1, best: 11 },
  gzip: { fast: 1, best: 9 },
};

type ZlibLevel = NonNullable<Parameters<typeof Bun.gzipSync>[1]>["level"];

/** `bytes` in `encoding` at `level` (brotli's quality). */
export function compressAt(
  bytes: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
  level: number,
): Uint8Array<ArrayBuffer> {
  switch (encoding) {
    case "zstd":
      return Bun.zstdCompressSync(bytes, { level }) as Uint8Array<ArrayBuffer>;
    case "br":
      return brotliCompressSync(bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: level,
          // A 256 KiB window per response; the widest for a body compressed once at quality 11.
          [zlib.BROTLI_PARAM_LGWIN]: level >= 10 ? 22 : 18,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
    case "gzip":
      return Bun.gzipSync(bytes, { level: level as ZlibLevel }) as Uint8Array<ArrayBuffer>;
  }
}

const encode = (bytes: Uint8Array<ArrayBuffer>, encoding: Encoding, best: boolean) =>
  compressAt(bytes, encoding, LEVELS[encoding][best ? "best" : "fast"]);

// Compressed immutable bodies by ETag and encoding: a few scripts, so a small bound is plenty.
const immutableCache = new Map<string, Uint8Array<ArrayBuffer>>();
const IMMUTABLE_CACHE_ENTRIES = 64;

function encodeOnce(
  key: string,
  bytes: Uint8Array<ArrayBuffer>,
  encoding: Encoding,
): Uint8Array<ArrayBuffer> {
  const cacheKey = `${encoding} ${key}`;
  let out = immutableCache.get(cacheKey);
  if (!out) {
    out = encode(bytes, encoding, true);
    if (immutableCache.size >= IMMUTABLE_CACHE_ENTRIES) immutableCache.clear();
    immutableCache.set(cacheKey, out);
  }
  return out;
}

const weak = (etag: string) => (etag.startsWith("W/") ? etag.slice(2) : etag);

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const mine = weak(etag);
  for (const part of ifNoneMatch.split(",")) {
    const v = part.trim();
    if (v === "*" || weak(v) === mine) return true;
  }
  return false;
}

const VARIES_ON_ENCODING = /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i;
const NO_TRANSFORM = /no-transform/i;
const IMMUTABLE = /immutable/i;

/** A Vary header's value with Accept-Encoding in it, once. */
function varyingOnEncoding(vary: string | null | undefined): string {
  if (!vary) return "Accept-Encoding";
  return VARIES_ON_ENCODING.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

function addVary(headers: Headers): void {
  headers.set("vary", varyingOnEncoding(headers.get("vary")));
}

// Responses made by negotiatedResponse(), already as they are sent.
const negotiated = new WeakSet<Response>();
const utf8 = new TextEncoder();

/**
 * A response made from a body held as a string (the API's JSON, a rendered page), negotiated as it
 * is made: compressed here and at once where negotiate() would compress it, so that negotiate()
 * passes it as it is, without reading its headers back (each read makes a string) or its body (a
 * Promise and a copy): 12 µs of a compressed 25-property list, measured in one process
 * (issue 28's twelfth pass, in the history of bench/README.md). A body with an ETag is left to
 * negotiate(), which answers conditional GETs.
 */
export function negotiatedResponse(
  request: Request,
  body: string | Uint8Array<ArrayBuffer>,
  status: number,
  headers: Record<string, string>,
): Response {
  if (headers.etag !== undefined || !compressible(headers["content-type"] ?? null))
    return new Response(body, { status, headers });
  headers.vary = varyingOnEncoding(headers.vary);
  let sent: string | Uint8Array<ArrayBuffer> = body;
  // UTF-8 takes at most 3 bytes for each UTF-16 unit: a shorter string is under the floor.
  if (
    (typeof body === "string" ? body.length * 3 : body.length) >= MIN_COMPRESS_BYTES &&
    compressesAt(request.method, status, (name) => headers[name])
  ) {
    const encoding = chooseEncoding(request.headers.get("accept-encoding"));
    const bytes = !encoding ? null : typeof body === "string" ? utf8.encode(body) : body;
    if (encoding && bytes!.length >= MIN_COMPRESS_BYTES) {
      sent = encode(bytes!, encoding, false);
      headers["content-encoding"] = encoding;
    }
  }
  const response = new Response(sent, { status, headers });
  negotiated.add(response);
  return response;
}

/** Whether a response of this method, status and headers may be compressed at all. */
function compressesAt(
  method: string,
  status: number,
  header: (name: string) => string | null | undefined,
): boolean {
  return (
    method !== "HEAD" &&
    status >= 200 &&
    status !== 204 &&
    status !== 206 &&
    header("content-encoding") == null &&
    header("content-range") == null &&
    !NO_TRANSFORM.test(header("cache-control") ?? "")
  );
}

/** The response as sent: a 304 for a matching If-None-Match, compressed when it should be. */
export function negotiate(request: Request, response: Response): Response | Promise<Response> {
  if (negotiated.has(response)) return response;
  const method = request.method;
  if ((method !== "GET" && method !== "HEAD") || response.status !== 200) {
    if (!compressible(response.headers.get("content-type"))) return response;
    return method === "HEAD" ? response : maybeCompress(request, response);
  }
  const etag = response.headers.get("etag");
  if (etag) {
    const ifNoneMatch = request.headers.get("if-none-match");
    if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) return notModified(response);
  }
  if (!compressible(response.headers.get("content-type"))) return response;
  if (method === "HEAD") {
    addVary(response.headers);
    return response;
  }
  return maybeCompress(request, response);
}

function notModified(response: Response): Response {
  const headers = new Headers();
  for (const name of ["etag", "cache-control", "vary", "expires", "last-modified", "request-id"]) {
    const v = response.headers.get(name);
    if (v !== null) headers.set(name, v);
  }
  if (compressible(response.headers.get("content-type"))) addVary(headers);
  response.body?.cancel().catch(() => {});
  return new Response(null, { status: 304, headers });
}

function maybeCompress(request: Request, response: Response): Response | Promise<Response> {
  const headers = response.headers;
  addVary(headers);
  const encoding = chooseEncoding(request.headers.get("accept-encoding"));
  if (
    !encoding ||
    !response.body ||
    !compressesAt(request.method, response.status, (name) => headers.get(name))
  )
    return response;
  const length = headers.get("content-length");
  if (length !== null && Number(length) < MIN_COMPRESS_BYTES) return response;
  return response.bytes().then((bytes) => {
    const init = { status: response.status, statusText: response.statusText, headers };
    if (bytes.length < MIN_COMPRESS_BYTES) return new Response(bytes, init);
    const etag = headers.get("etag");
    const immutable = etag !== null && IMMUTABLE.test(headers.get("cache-control") ?? "");
    const body = immutable ? encodeOnce(etag, bytes, encoding) : encode(bytes, encoding, false);
    headers.set("content-encoding", encoding);
    headers.delete("content-length");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    return new Response(body, init);
  });
}
