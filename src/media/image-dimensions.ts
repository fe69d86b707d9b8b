// The pixel size an image declares in its header, read from the bytes before anything decodes it: a
// 1 KB file can declare 32767x32767 and make a decoder allocate gigabytes, so uploads are refused on
// what they declare (receive.ts), never on what a decoder finds out the hard way.
//  - JPEG: the first frame header (SOF0..SOF15), after whatever APPn/COM/DQT/DHT segments precede it.
//  - PNG: IHDR.  WebP: the VP8 (lossy), VP8L (lossless) or VP8X (extended: canvas) header.
//  - HEIF/HEIC/AVIF: every `ispe` property (the largest counts), each grid's own descriptor (its
//    output size), and for each derived image (grid, overlay) its tile count x tile size: a grid of
//    one small tile repeated 4,000 times declares little and decodes to a lot. A grid with no more
//    tiles than its output needs counts as its output (edge tiles overhang it by less than a tile).
// Pure and bounded: the reader jumps from segment to segment and box to box by their lengths, so its
// work grows with the number of structures in the bytes it is given (never more than their length),
// and it reads nothing past them. A header cut short is "incomplete" to scanImageDimensions (the
// upload stream then waits for more bytes, up to a cap) and null to readImageDimensions.

export interface ImageDimensions {
  width: number;
  height: number;
  /** Pixels a decoder must produce: width x height, or a HEIF derived image's tiles x tile size if larger. */
  pixels: number;
}

/** What a prefix of an image says: its dimensions, "incomplete" (the header goes on past it), or null (not readable). */
export type DimensionScan = ImageDimensions | "incomplete" | null;

const INCOMPLETE = "incomplete" as const;

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + ((b[at + 3]! << 24) >>> 0);
const fourcc = (b: Uint8Array, at: number) =>
  String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);

function dims(width: number, height: number, pixels = width * height): ImageDimensions | null {
  return width > 0 && height > 0
    ? { width, height, pixels: Math.max(pixels, width * height) }
    : null;
}

/** The dimensions `bytes` (a whole image, or at least its header) declare; null when they cannot be read. */
export function readImageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const r = scanImageDimensions(bytes, true);
  return r === INCOMPLETE ? null : r;
}

/**
 * Like readImageDimensions, for a prefix of an image that may still be arriving. `final`: no more
 * bytes will come; a HEIF grid descriptor beyond them is then done without (its ispe and its tiles
 * still count) rather than waited for.
 */
export function scanImageDimensions(b: Uint8Array, final = false): DimensionScan {
  if (b.length < 16) return INCOMPLETE;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b[0] === 0x89 && fourcc(b, 1) === "PNG\r") return png(b);
  if (fourcc(b, 0) === "RIFF" && fourcc(b, 8) === "WEBP") return webp(b);
  if (fourcc(b, 4) === "ftyp") return heif(b, final);
  return null;
}

// SOF0..SOF15 less DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isFrameHeader = (code: number) =>
  code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc;

function jpeg(b: Uint8Array): DimensionScan {
  let at = 2; // past SOI
  for (;;) {
    if (at >= b.length) return INCOMPLETE;
    if (b[at] !== 0xff) return null;
    while (at < b.length && b[at] === 0xff) at++; // fill bytes before a marker code
    if (at >= b.length) return INCOMPLETE;
    const code = b[at++]!;
    if (code === 0x01 || (code >= 0xd0 && code <= 0xd7)) continue; // standalone markers
    // A scan, the end or a second SOI before any frame header: there is no size to read.
    if (code === 0xda || code === 0xd9 || code === 0xd8 || code === 0x00) return null;
    if (at + 2 > b.length) return INCOMPLETE;
    const length = u16be(b, at);
    if (length < 2) return null;
    if (isFrameHeader(code)) {
      // length(2) precision(1) lines(2) samples per line(2): lines 0 (set later by DNL) is refused.
      if (length < 8) return null;
      if (at + 7 > b.length) return INCOMPLETE;
      return dims(u16be(b, at + 5), u16be(b, at + 3));
    }
    at += length;
  }
}

function png(b: Uint8Array): DimensionScan {
  if (b.length < 24) return INCOMPLETE;
  if (fourcc(b, 12) !== "IHDR" || u32be(b, 8) !== 13) return null;
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  // PNG limits both to 2^31 - 1.
  return width > 0x7fffffff || height > 0x7fffffff ? null : dims(width, height);
}

function webp(b: Uint8Array): DimensionScan {
  if (b.length < 30) return INCOMPLETE;
  switch (fourcc(b, 12)) {
    case "VP8 ":
      // A key frame's tag (bit 0 clear), its start code, then 14-bit width and height.
      if ((b[20]! & 1) !== 0 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return dims(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
    case "VP8L": {
      if (b[20] !== 0x2f) return null;
      const bits = u32le(b, 21);
      return dims((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case "VP8X":
      return dims(u24le(b, 24) + 1, u24le(b, 27) + 1);
    default:
      return null;
  }
}

// ---- HEIF (ISO/IEC 23008-12 on ISOBMFF) ----

interface Box {
  type: string;
  /** First byte of the payload (after size, type and any 64-bit size). */
  start: number;
  end: number;
}

/** A box header at `at`: its whole size (a 64-bit size read as a number, 0 left as 0) and header length. */
function boxHeader(
  b: Uint8Array,
  at: number,
): { size: number; header: number } | typeof INCOMPLETE {
  if (at + 8 > b.length) return INCOMPLETE;
  const size = u32be(b, at);
  if (size !== 1) return { size, header: 8 };
  if (at + 16 > b.length) return INCOMPLETE;
  return { size: u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12), header: 16 };
}

/**
 * The boxes laid end to end in b[from, to), all within the bytes given: each one's header is read
 * and its payload skipped, so the cost is one step per box. null when the structure is impossible.
 */
function boxes(b: Uint8Array, from: number, to: number): Box[] | null {
  const out: Box[] = [];
  for (let at = from; at < to; ) {
    const h = boxHeader(b, at);
    if (h === INCOMPLETE) return null;
    const size = h.size === 0 ? to - at : h.size; // 0: runs to the end of its parent
    if (size < h.header || at + size > to) return null;
    out.push({ type: fourcc(b, at + 4), start: at + h.header, end: at + size });
    at += size;
  }
  return out;
}

function heif(b: Uint8Array, final: boolean): DimensionScan {
  // Top level: ftyp, then meta somewhere among mdat, free and others. Its size is known from its
  // header, so only the meta box itself has to be within the bytes given.
  for (let at = 0; ; ) {
    const h = boxHeader(b, at);
    if (h === INCOMPLETE) return INCOMPLETE;
    if (h.size < h.header) return null; // includes size 0 ("to the end of the file") before any meta
    if (fourcc(b, at + 4) === "meta") {
      if (at + h.size > b.length) return INCOMPLETE;
      return heifMeta(b, at + h.header + 4, at + h.size, final); // meta is a full box: skip version and flags
    }
    at += h.size;
  }
}

interface ItemLocation {
  method: number;
  offset: number;
  length: number;
}

function heifMeta(b: Uint8Array, from: number, to: number, final: boolean): DimensionScan {
  const children = boxes(b, from, to);
  if (!Array.isArray(children)) return null;
  const find = (list: Box[], type: string) => list.filter((x) => x.type === type);

  // Properties (ipco, 1-based) and which item has which (ipma).
  const ispe: (readonly [number, number] | null)[] = [];
  const itemSize = new Map<number, readonly [number, number]>();
  for (const iprp of find(children, "iprp")) {
    const inner = boxes(b, iprp.start, iprp.end);
    if (!Array.isArray(inner)) return null;
    for (const ipco of find(inner, "ipco")) {
      const props = boxes(b, ipco.start, ipco.end);
      if (!Array.isArray(props)) return null;
      for (const p of props) {
        if (p.type !== "ispe") ispe.push(null);
        else if (p.end - p.start < 12) return null;
        else ispe.push([u32be(b, p.start + 4), u32be(b, p.start + 8)]);
      }
    }
    for (const ipma of find(inner, "ipma")) if (!readIpma(b, ipma, ispe, itemSize)) return null;
  }

  const types = find(children, "iinf").length
    ? readIinf(b, find(children, "iinf")[0]!)
    : new Map<number, string>();
  if (!types) return null;
  const derived = new Map<number, number[]>();
  for (const iref of find(children, "iref")) if (!readIref(b, iref, derived)) return null;
  const idat = find(children, "idat")[0];
  const locations = find(children, "iloc").length
    ? readIloc(b, find(children, "iloc")[0]!)
    : new Map<number, ItemLocation>();
  if (!locations) return null;

  // The largest declared size of any item.
  let width = 0;
  let height = 0;
  const consider = (w: number, h: number) => {
    if (w * h > width * height) [width, height] = [w, h];
  };
  for (const p of ispe) if (p) consider(p[0], p[1]);
  const largestArea = width * height;
  let pixels = largestArea;

  for (const [id, tiles] of derived) {
    // Every tile is decoded, however small the output claims to be: their count times their size.
    let tilePixels = 0;
    let tileWidth = 0;
    let tileHeight = 0;
    for (const t of tiles) {
      const [w, h] = itemSize.get(t) ?? [width, height];
      tilePixels += w * h;
      tileWidth = Math.max(tileWidth, w);
      tileHeight = Math.max(tileHeight, h);
    }
    const type = types.get(id);
    let output = itemSize.get(id);
    let count = tiles.length;
    if (type === "grid" || type === "iovl") {
      const out = derivedOutput(b, type, locations.get(id), idat);
      if (out === null) return null;
      // Beyond the bytes scanned (the grid's data placed after its tiles in mdat): wait for it, or
      // at the end make do with the grid's ispe.
      if (out === INCOMPLETE && !final) return INCOMPLETE;
      if (out !== INCOMPLETE) {
        consider(out.width, out.height);
        output = [out.width, out.height];
        count = Math.max(count, out.tiles);
      }
    }
    let work = count * (tiles.length ? tilePixels / tiles.length : largestArea);
    // A grid with just the tiles its output needs: the edge tiles overhang the output by less than
    // a tile (a 48 MP photo, 8064x6048, is 16x12 tiles of 512, 50.3 MP of tiles), so the output's
    // size is the work. More tiles than that (one tile repeated behind a small output) count whole.
    if (
      type === "grid" &&
      output &&
      tileWidth &&
      tileHeight &&
      count <= Math.ceil(output[0] / tileWidth) * Math.ceil(output[1] / tileHeight)
    )
      work = output[0] * output[1];
    pixels = Math.max(pixels, work);
  }
  return dims(width, height, pixels);
}

/** ipma: item → its properties; records each item's ispe. false: malformed. */
function readIpma(
  b: Uint8Array,
  box: Box,
  ispe: (readonly [number, number] | null)[],
  itemSize: Map<number, readonly [number, number]>,
): boolean {
  if (box.end - box.start < 8) return false;
  const version = b[box.start]!;
  const wideIndex = (b[box.start + 3]! & 1) === 1;
  const count = u32be(b, box.start + 4);
  let at = box.start + 8;
  for (let i = 0; i < count; i++) {
    const idBytes = version < 1 ? 2 : 4;
    if (at + idBytes + 1 > box.end) return false;
    const item = idBytes === 2 ? u16be(b, at) : u32be(b, at);
    const n = b[at + idBytes]!;
    at += idBytes + 1;
    if (at + n * (wideIndex ? 2 : 1) > box.end) return false;
    for (let j = 0; j < n; j++) {
      const index = wideIndex ? u16be(b, at) & 0x7fff : b[at]! & 0x7f;
      at += wideIndex ? 2 : 1;
      const size = ispe[index - 1];
      if (size && !itemSize.has(item)) itemSize.set(item, size);
    }
  }
  return true;
}

/** iinf: item id → item type (infe version 2 and 3; older entries have no type and are skipped). */
function readIinf(b: Uint8Array, box: Box): Map<number, string> | null {
  const version = b[box.start]!;
  const first = box.start + 4 + (version === 0 ? 2 : 4);
  const entries = boxes(b, first, box.end);
  if (!Array.isArray(entries)) return null;
  const types = new Map<number, string>();
  for (const e of entries) {
    if (e.type !== "infe" || e.end - e.start < 4) continue;
    const v = b[e.start]!;
    if (v < 2) continue;
    const idBytes = v === 2 ? 2 : 4;
    if (e.start + 4 + idBytes + 2 + 4 > e.end) return null;
    const id = idBytes === 2 ? u16be(b, e.start + 4) : u32be(b, e.start + 4);
    types.set(id, fourcc(b, e.start + 4 + idBytes + 2));
  }
  return types;
}

/** iref: the `dimg` references, derived item → its inputs (tiles may repeat). false: malformed. */
function readIref(b: Uint8Array, box: Box, derived: Map<number, number[]>): boolean {
  const idBytes = b[box.start]! === 0 ? 2 : 4;
  const refs = boxes(b, box.start + 4, box.end);
  if (!Array.isArray(refs)) return false;
  const id = (at: number) => (idBytes === 2 ? u16be(b, at) : u32be(b, at));
  for (const r of refs) {
    if (r.type !== "dimg") continue;
    if (r.start + idBytes + 2 > r.end) return false;
    const from = id(r.start);
    const count = u16be(b, r.start + idBytes);
    let at = r.start + idBytes + 2;
    if (at + count * idBytes > r.end) return false;
    const list = derived.get(from) ?? [];
    for (let i = 0; i < count; i++, at += idBytes) list.push(id(at));
    derived.set(from, list);
  }
  return true;
}

/** iloc: where each item's data is (its first extent); construction method 0 = file, 1 = idat. */
function readIloc(b: Uint8Array, box: Box): Map<number, ItemLocation> | null {
  const version = b[box.start]!;
  let at = box.start + 4;
  if (version > 2 || at + 2 > box.end) return null;
  const offsetSize = b[at]! >> 4;
  const lengthSize = b[at]! & 15;
  const baseSize = b[at + 1]! >> 4;
  const indexSize = version === 0 ? 0 : b[at + 1]! & 15;
  at += 2;
  const idBytes = version < 2 ? 2 : 4;
  if (at + idBytes > box.end) return null;
  const count = idBytes === 2 ? u16be(b, at) : u32be(b, at);
  at += idBytes;
  const read = (n: number): number | null => {
    if (n !== 0 && n !== 2 && n !== 4 && n !== 8) return null;
    if (at + n > box.end) return null;
    const v =
      n === 0
        ? 0
        : n === 2
          ? u16be(b, at)
          : n === 4
            ? u32be(b, at)
            : u32be(b, at) * 2 ** 32 + u32be(b, at + 4);
    at += n;
    return v;
  };
  const out = new Map<number, ItemLocation>();
  for (let i = 0; i < count; i++) {
    const id = read(idBytes);
    if (id === null) return null;
    let method = 0;
    if (version > 0) {
      if (at + 2 > box.end) return null;
      method = b[at + 1]! & 15;
      at += 2;
    }
    if (at + 2 > box.end) return null;
    at += 2; // data_reference_index
    const base = read(baseSize);
    if (base === null || at + 2 > box.end) return null;
    const extents = u16be(b, at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      if (indexSize && read(indexSize) === null) return null;
      const offset = read(offsetSize);
      const length = read(lengthSize);
      if (offset === null || length === null) return null;
      if (e === 0) out.set(id, { method, offset: base + offset, length });
    }
  }
  return out;
}

/** A grid's or an overlay's own output size (and a grid's rows x columns), from its item data. */
function derivedOutput(
  b: Uint8Array,
  type: "grid" | "iovl",
  loc: ItemLocation | undefined,
  idat: Box | undefined,
): { width: number; height: number; tiles: number } | typeof INCOMPLETE | null {
  if (!loc) return null;
  let at: number;
  let end: number;
  if (loc.method === 1) {
    if (!idat) return null;
    at = idat.start + loc.offset;
    end = idat.end;
  } else if (loc.method === 0) {
    at = loc.offset;
    end = Number.MAX_SAFE_INTEGER;
  } else return null;
  if (loc.length) end = Math.min(end, at + loc.length);
  if (at + 2 > end) return null;
  if (at + 2 > b.length) return INCOMPLETE;
  const wide = (b[at + 1]! & 1) === 1; // flags: 32-bit sizes
  const sizeAt = type === "grid" ? at + 4 : at + 10; // an overlay has four 16-bit fill channels first
  const need = sizeAt + (wide ? 8 : 4);
  if (need > end) return null;
  if (need > b.length) return INCOMPLETE;
  const width = wide ? u32be(b, sizeAt) : u16be(b, sizeAt);
  const height = wide ? u32be(b, sizeAt + 4) : u16be(b, sizeAt + 2);
  const tiles = type === "grid" ? (b[at + 2]! + 1) * (b[at + 3]! + 1) : 0;
  return { width, height, tiles };
}
