// What an upload really is, by its bytes (docs/security.md: checked by content). Only JPEG, PNG, WebP
// and HEIC/HEIF are images here; SVG (a script carrier), text and anything else are refused. Works
// on the first and last bytes of a body, so an upload can be checked while it streams. The stream
// also reads the size the image declares (image-dimensions.ts) and walks a JPEG's segments to its
// end marker, so a photo with data appended after it (as some phone cameras write) is complete.
import { scanImageDimensions, type ImageDimensions } from "./image-dimensions";

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/heic" | "image/heif";

export interface Sniffed {
  contentType: ImageType;
  ext: "jpg" | "png" | "webp" | "heic" | "heif";
}

export type SniffErrorCode =
  | "empty"
  | "unsupported_type"
  | "truncated"
  | "no_dimensions"
  | "too_many_pixels";

export interface SniffFailure {
  error: SniffErrorCode;
  message: string;
}

/** Bytes of the head the checks need (an ftyp box with its brands fits well within). */
export const SNIFF_HEAD_BYTES = 4096;
/** Bytes of the tail the checks need (PNG's IEND chunk is 12; JPEG padding is allowed up to this). */
export const SNIFF_TAIL_BYTES = 64;
/**
 * An image's size must be declared within its first bytes: a JPEG's frame header after its
 * APPn segments (EXIF, ICC, XMP: each at most 64 KiB), a HEIF `meta` box. Past this, it is refused.
 */
export const DIMENSION_SCAN_BYTES = 1024 * 1024;

const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Length 0, "IEND", its CRC: every complete PNG ends with exactly these 12 bytes.
const PNG_IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);
const HEIF_BRANDS = new Set(["mif1", "msf1"]);
// AVIF shares HEIF's container and its mif1 brand; it is not one of our types.
const AVIF_BRANDS = new Set(["avif", "avis"]);

function startsWith(buf: Uint8Array, sig: number[], at = 0): boolean {
  if (buf.length < at + sig.length) return false;
  return sig.every((b, i) => buf[at + i] === b);
}

function endsWith(buf: Uint8Array, sig: number[]): boolean {
  return startsWith(buf, sig, buf.length - sig.length);
}

function ascii(buf: Uint8Array, at: number, len: number): string {
  return buf.length < at + len ? "" : String.fromCharCode(...buf.subarray(at, at + len));
}

function u32be(buf: Uint8Array, at: number): number {
  return ((buf[at]! << 24) >>> 0) + (buf[at + 1]! << 16) + (buf[at + 2]! << 8) + buf[at + 3]!;
}

function u32le(buf: Uint8Array, at: number): number {
  return buf[at]! + (buf[at + 1]! << 8) + (buf[at + 2]! << 16) + ((buf[at + 3]! << 24) >>> 0);
}

/** HEIF brand family from the leading ftyp box, or null. */
function ftypFamily(head: Uint8Array): "heic" | "heif" | null {
  if (ascii(head, 4, 4) !== "ftyp") return null;
  const boxSize = u32be(head, 0);
  if (boxSize < 16 || boxSize > head.length) return null;
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(head, at, 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return null;
  if (brands.some((b) => HEIC_BRANDS.has(b))) return "heic";
  if (brands.some((b) => HEIF_BRANDS.has(b))) return "heif";
  return null;
}

/** The type the first bytes announce, before the rest has arrived; null: not one of ours. */
export function sniffHead(head: Uint8Array): Sniffed | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", ext: "jpg" };
  if (startsWith(head, PNG_SIG) && ascii(head, 12, 4) === "IHDR")
    return { contentType: "image/png", ext: "png" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP" && ascii(head, 12, 3) === "VP8")
    return { contentType: "image/webp", ext: "webp" };
  const family = ftypFamily(head);
  if (family) return { contentType: `image/${family}`, ext: family };
  return null;
}

/** A JPEG's last bytes are EOI (FF D9), or zero padding follows it. */
function jpegComplete(tail: Uint8Array): boolean {
  let end = tail.length;
  while (end > 0 && tail[end - 1] === 0) end--;
  return end >= 2 && tail[end - 2] === 0xff && tail[end - 1] === 0xd9;
}

/**
 * Checks a body by its first bytes (`head`, at least SNIFF_HEAD_BYTES or the whole body) and its
 * last (`tail`, at least SNIFF_TAIL_BYTES); `size`, when known, also catches a truncated WebP.
 * For a small body head and tail may be the same bytes.
 */
export function sniffImage(
  head: Uint8Array,
  tail: Uint8Array,
  size?: number,
  jpegEnded = false,
): Sniffed | SniffFailure {
  if (head.length === 0 || size === 0) return { error: "empty", message: "The file is empty." };
  const found = sniffHead(head);
  if (!found) return UNSUPPORTED;
  const truncated = {
    error: "truncated" as const,
    message: "The image is incomplete (truncated upload?).",
  };
  switch (found.contentType) {
    case "image/jpeg":
      if (!jpegEnded && !jpegComplete(tail)) return truncated;
      break;
    case "image/png":
      if (!endsWith(tail, PNG_IEND)) return truncated;
      break;
    case "image/webp":
      // RIFF's length field counts everything after the first 8 bytes.
      if (size !== undefined && u32le(head, 4) + 8 > size) return truncated;
      break;
  }
  return found;
}

const UNSUPPORTED: SniffFailure = {
  error: "unsupported_type",
  message: "Only JPEG, PNG, WebP and HEIC images are accepted.",
};

export function isSniffFailure(r: Sniffed | SniffFailure): r is SniffFailure {
  return "error" in r;
}

const ALIASES: Record<string, ImageType> = {
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/heic-sequence": "image/heic",
  "image/heif-sequence": "image/heif",
};

/**
 * Whether a declared Content-Type agrees with the detected one. No declaration, or the generic
 * application/octet-stream, agrees with anything; HEIC and HEIF are one family.
 */
export function declaredTypeAgrees(
  declared: string | null | undefined,
  detected: ImageType,
): boolean {
  const essence = (declared ?? "").split(";")[0]!.trim().toLowerCase();
  if (essence === "" || essence === "application/octet-stream") return true;
  const norm = ALIASES[essence] ?? essence;
  const family = (t: string) => (t === "image/heif" ? "image/heic" : t);
  return family(norm) === family(detected);
}

export class SniffError extends Error {
  constructor(readonly failure: SniffFailure) {
    super(failure.message);
    this.name = "SniffError";
  }
}

/**
 * Where a JPEG's own data ends: its segments are skipped by their lengths (an EXIF thumbnail's end
 * marker inside APP1 does not count) and its entropy-coded scans are searched for the next marker,
 * until EOI. Fed the body chunk by chunk; each byte is looked at once at most (linear). Bytes that do
 * not start with SOI switch it off.
 */
export class JpegEndScanner {
  /** True once the EOI that ends the image has passed: anything after it is appended data. */
  ended = false;
  private state: "soi" | "marker" | "code" | "length" | "skip" | "entropy" | "entropy-ff" | "off" =
    "soi";
  private seen = 0;
  private length = 0;
  private remaining = 0;
  private afterSkip: "marker" | "entropy" = "marker";

  push(chunk: Uint8Array): void {
    let i = 0;
    const n = chunk.length;
    while (i < n && !this.ended && this.state !== "off") {
      switch (this.state) {
        case "soi":
          if (chunk[i++] !== (this.seen === 0 ? 0xff : 0xd8)) this.state = "off";
          else if (++this.seen === 2) this.state = "marker";
          break;
        case "marker":
        case "entropy": {
          // On to the next FF: in a scan, its data; between segments, bytes decoders skip too
          // ("extraneous bytes before marker").
          const ff = chunk.indexOf(0xff, i);
          if (ff < 0) i = n;
          else {
            i = ff + 1;
            this.state = this.state === "marker" ? "code" : "entropy-ff";
          }
          break;
        }
        case "code":
        case "entropy-ff": {
          const code = chunk[i++]!;
          if (code === 0xff) break; // fill byte
          if (this.state === "entropy-ff" && (code === 0x00 || (code >= 0xd0 && code <= 0xd7))) {
            this.state = "entropy"; // stuffed FF or a restart marker: the scan goes on
            break;
          }
          this.marker(code);
          break;
        }
        case "length":
          this.length = (this.length << 8) | chunk[i++]!;
          if (++this.seen === 2) {
            this.remaining = Math.max(0, this.length - 2);
            this.state = this.remaining ? "skip" : this.afterSkip;
          }
          break;
        case "skip": {
          const k = Math.min(this.remaining, n - i);
          i += k;
          this.remaining -= k;
          if (this.remaining === 0) this.state = this.afterSkip;
          break;
        }
      }
    }
  }

  private marker(code: number): void {
    if (code === 0xd9) {
      this.ended = true;
      return;
    }
    if (code === 0x01 || code === 0x00 || (code >= 0xd0 && code <= 0xd8)) {
      this.state = "marker"; // standalone markers (and a stray FF 00) carry no length
      return;
    }
    this.afterSkip = code === 0xda ? "entropy" : "marker"; // after SOS's header comes its scan
    this.state = "length";
    this.seen = 0;
    this.length = 0;
  }
}

export interface SniffOptions {
  /** Refuse an image declaring more pixels than this (a decoder would hold them all). */
  maxPixels?: number;
}

const NO_DIMENSIONS: SniffFailure = {
  error: "no_dimensions",
  message:
    "This is not a valid JPEG, PNG, WebP or HEIC image: its size cannot be read from its header.",
};

export function megapixels(n: number): string {
  return `${+(n / 1e6).toFixed(n < 1e6 ? 3 : 1)} megapixels`;
}

/** The failure for an image over `maxPixels`, naming the limit. */
function tooManyPixels(d: ImageDimensions, maxPixels: number): SniffFailure {
  const what =
    d.pixels > d.width * d.height
      ? `decodes to ${megapixels(d.pixels)} (${d.width}x${d.height} made of tiles)`
      : `is ${d.width}x${d.height} (${megapixels(d.pixels)})`;
  return {
    error: "too_many_pixels",
    message: `The image ${what}; at most ${megapixels(maxPixels)} (${maxPixels} pixels, SITEVISIT_MAX_IMAGE_PIXELS) are accepted.`,
  };
}

/**
 * Collects the first bytes of a body until the size its header declares can be read, scanning again
 * each time the prefix has doubled (so the scans add up to twice the last one), at most
 * DIMENSION_SCAN_BYTES. `result` is then the dimensions, or null (unreadable).
 */
class DimensionReader {
  private buf = new Uint8Array(SNIFF_HEAD_BYTES);
  private len = 0;
  private nextScan = SNIFF_HEAD_BYTES;
  /** undefined until decided. */
  result: ImageDimensions | null | undefined = undefined;

  push(chunk: Uint8Array): void {
    if (this.result !== undefined) return;
    const take = Math.min(chunk.length, DIMENSION_SCAN_BYTES - this.len);
    if (this.len + take > this.buf.length) {
      const grown = new Uint8Array(
        Math.min(DIMENSION_SCAN_BYTES, Math.max(this.buf.length * 2, this.len + take)),
      );
      grown.set(this.buf.subarray(0, this.len));
      this.buf = grown;
    }
    this.buf.set(chunk.subarray(0, take), this.len);
    this.len += take;
    if (this.len < this.nextScan && this.len < DIMENSION_SCAN_BYTES) return;
    this.nextScan = this.len * 2;
    const full = this.len >= DIMENSION_SCAN_BYTES;
    const r = scanImageDimensions(this.buf.subarray(0, this.len), full);
    if (r !== "incomplete") this.decide(r);
    else if (full) this.decide(null);
  }

  end(): void {
    if (this.result !== undefined) return;
    const r = scanImageDimensions(this.buf.subarray(0, this.len), true);
    this.decide(r === "incomplete" ? null : r);
  }

  private decide(d: ImageDimensions | null): void {
    this.result = d;
    this.buf = new Uint8Array(0);
  }
}

/** The failure, if any, for what the header declared. */
function dimensionFailure(
  d: ImageDimensions | null,
  maxPixels: number | undefined,
): SniffFailure | null {
  if (!d) return NO_DIMENSIONS;
  return maxPixels !== undefined && d.pixels > maxPixels ? tooManyPixels(d, maxPixels) : null;
}

/**
 * Passes `body` through while keeping its head and tail. The stream errors with a SniffError as soon
 * as the head shows the body is not one of our images, or its header declares no readable size or
 * more than `maxPixels` (so a refused upload is not read to its end); once it has ended, `result()`
 * gives the full check.
 */
export function sniffingStream(
  body: ReadableStream<Uint8Array>,
  opts: SniffOptions = {},
): {
  stream: ReadableStream<Uint8Array>;
  result: () => Sniffed | SniffFailure;
} {
  const head = new Uint8Array(SNIFF_HEAD_BYTES);
  let headLen = 0;
  let headChecked = false;
  let tail = new Uint8Array(0);
  let size = 0;
  let ended = false;
  const jpeg = new JpegEndScanner();
  const dims = new DimensionReader();

  const checkHead = () => {
    headChecked = true;
    if (headLen > 0 && !sniffHead(head.subarray(0, headLen))) throw new SniffError(UNSUPPORTED);
  };

  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, ctl) {
      size += chunk.byteLength;
      if (headLen < SNIFF_HEAD_BYTES) {
        const n = Math.min(SNIFF_HEAD_BYTES - headLen, chunk.byteLength);
        head.set(chunk.subarray(0, n), headLen);
        headLen += n;
      }
      // Keep the last SNIFF_TAIL_BYTES seen, across chunk boundaries.
      if (chunk.byteLength >= SNIFF_TAIL_BYTES)
        tail = chunk.slice(chunk.byteLength - SNIFF_TAIL_BYTES);
      else {
        const joined = new Uint8Array(tail.length + chunk.byteLength);
        joined.set(tail);
        joined.set(chunk, tail.length);
        tail = joined.slice(Math.max(0, joined.length - SNIFF_TAIL_BYTES));
      }
      if (!headChecked && headLen === SNIFF_HEAD_BYTES) checkHead();
      jpeg.push(chunk);
      // Decided while the body streams (the head was checked first): refuse without reading on.
      const undecided = dims.result === undefined;
      dims.push(chunk);
      if (undecided && dims.result !== undefined) {
        const failure = dimensionFailure(dims.result, opts.maxPixels);
        if (failure) throw new SniffError(failure);
      }
      ctl.enqueue(chunk);
    },
    flush() {
      ended = true;
      if (!headChecked) checkHead();
      dims.end();
    },
  });

  return {
    stream: body.pipeThrough(transform),
    result: () => {
      if (!ended) throw new Error("stream not finished");
      const found = sniffImage(head.subarray(0, headLen), tail, size, jpeg.ended);
      if (isSniffFailure(found)) return found;
      return dimensionFailure(dims.result ?? null, opts.maxPixels) ?? found;
    },
  };
}
