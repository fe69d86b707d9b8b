// Real images for upload tests, made by ffmpeg's test source.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./server";
import { openDb } from "./db";

/** A JPEG/PNG/WebP of `size` (WxH) made by ffmpeg; the extension picks the format. */
export async function makeImage(
  ext: "jpg" | "png" | "webp",
  size = "160x120",
): Promise<Uint8Array<ArrayBuffer>> {
  const dir = tempDir("sitevisit-img-");
  try {
    const out = join(dir, `x.${ext}`);
    const extra = ext === "webp" ? ["-c:v", "libwebp"] : [];
    const p = Bun.spawn(
      [
        "ffmpeg",
        "-nostdin",
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        `testsrc=size=${size}`,
        "-frames:v",
        "1",
        ...extra,
        out,
      ],
      {
        stdout: "ignore",
        stderr: "inherit",
      },
    );
    if ((await p.exited) !== 0) throw new Error("ffmpeg failed");
    return new Uint8Array(readFileSync(out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every file under `dir` (relative paths), for "nothing left behind" checks. */
export function filesUnder(dir: string): string[] {
  const glob = new Bun.Glob("**/*");
  return [...glob.scanSync({ cwd: dir, dot: true, onlyFiles: true })].sort();
}

// ---- Images that declare more than they hold, built here from real ones (image bombs) ----

const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function indexOfBytes(data: Uint8Array, what: number[], from = 0): number {
  for (let i = from; i + what.length <= data.length; i++)
    if (what.every((b, j) => data[i + j] === b)) return i;
  return -1;
}

/** A copy of a PNG whose IHDR declares `width` x `height` (CRC recomputed, as a real encoder would). */
export function pngDeclaring(
  png: Uint8Array,
  width: number,
  height: number,
): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(png);
  out.set([...be32(width), ...be32(height)], 16);
  out.set(be32(Bun.hash.crc32(out.subarray(12, 29))), 29);
  return out;
}

/** A copy of a JPEG whose frame header (SOF0/SOF2) declares `width` x `height`. */
export function jpegDeclaring(
  jpeg: Uint8Array,
  width: number,
  height: number,
): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(jpeg);
  let at = 2;
  while (out[at] === 0xff && out[at + 1] !== 0xc0 && out[at + 1] !== 0xc2)
    at += 2 + ((out[at + 2]! << 8) | out[at + 3]!);
  if (out[at] !== 0xff) throw new Error("no frame header");
  out.set([...be16(height), ...be16(width)], at + 5);
  return out;
}

/** A copy of a HEIC whose `ispe` properties (all, or only the `which`-th) declare `width` x `height`. */
export function heicDeclaring(
  heic: Uint8Array,
  width: number,
  height: number,
  which?: number,
): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(heic);
  let n = 0;
  for (
    let at = indexOfBytes(out, ascii("ispe"));
    at >= 0;
    at = indexOfBytes(out, ascii("ispe"), at + 4), n++
  )
    if (which === undefined || which === n) out.set([...be32(width), ...be32(height)], at + 8);
  return out;
}

const box = (type: string, ...parts: number[][]) => {
  const body = parts.flat();
  return [...be32(8 + body.length), ...ascii(type), ...body];
};
const fullBox = (type: string, version: number, flags: number, ...parts: number[][]) =>
  box(type, [version, (flags >>> 16) & 255, (flags >>> 8) & 255, flags & 255], ...parts);

export interface GridSpec {
  /** Rows and columns in the grid descriptor. */
  rows: number;
  columns: number;
  /** Output size in the grid descriptor, and the grid item's ispe (default: the same). */
  outputWidth: number;
  outputHeight: number;
  ispeWidth?: number;
  ispeHeight?: number;
  /** dimg references to the one tile (default rows x columns): the same tile repeated. */
  references?: number;
  /** The tile's ispe (default 64x64, the sample's tile as encoded). */
  tileWidth?: number;
  tileHeight?: number;
  /** The grid descriptor in idat (default, as heif-enc writes it) or at the end of mdat, after the tile. */
  descriptorIn?: "idat" | "mdat";
}

/**
 * A HEIC grid image built the way heif-enc and phones lay it out (ftyp, meta with the grid
 * descriptor in idat, mdat with the tile), whose every tile is the one 64x64 tile of `sample`
 * referenced again and again: small on disk, as large as the grid says once decoded.
 */
export function heicGrid(sample: Uint8Array, spec: GridSpec): Uint8Array<ArrayBuffer> {
  const hvcAt = indexOfBytes(sample, ascii("hvcC")) - 4;
  const hvcC = [
    ...sample.subarray(
      hvcAt,
      hvcAt +
        ((sample[hvcAt]! << 24) |
          (sample[hvcAt + 1]! << 16) |
          (sample[hvcAt + 2]! << 8) |
          sample[hvcAt + 3]!),
    ),
  ];
  const mdatAt = indexOfBytes(sample, ascii("mdat")) - 4;
  const tile = [...sample.subarray(mdatAt + 8)];
  const refs = spec.references ?? spec.rows * spec.columns;
  const wide = spec.outputWidth > 0xffff || spec.outputHeight > 0xffff;
  const size = (n: number) => (wide ? be32(n) : be16(n));
  const descriptor = [
    0,
    wide ? 1 : 0,
    spec.rows - 1,
    spec.columns - 1,
    ...size(spec.outputWidth),
    ...size(spec.outputHeight),
  ];
  const inMdat = spec.descriptorIn === "mdat";
  const build = (tileOffset: number) => {
    const ftyp = box("ftyp", ascii("heic"), be32(0), ascii("mif1"), ascii("heic"));
    const meta = fullBox(
      "meta",
      0,
      0,
      fullBox("hdlr", 0, 0, be32(0), ascii("pict"), new Array(12).fill(0), [0]),
      fullBox("pitm", 0, 0, be16(2)),
      fullBox(
        "iloc",
        1,
        0,
        [0x44, 0x00],
        be16(2),
        be16(1),
        be16(0),
        be16(0),
        be16(1),
        be32(tileOffset),
        be32(tile.length),
        be16(2),
        be16(inMdat ? 0 : 1),
        be16(0),
        be16(1),
        be32(inMdat ? tileOffset + tile.length : 0),
        be32(descriptor.length),
      ),
      fullBox(
        "iinf",
        0,
        0,
        be16(2),
        fullBox("infe", 2, 1, be16(1), be16(0), ascii("hvc1"), [0]),
        fullBox("infe", 2, 0, be16(2), be16(0), ascii("grid"), [0]),
      ),
      fullBox("iref", 0, 0, box("dimg", be16(2), be16(refs), ...new Array(refs).fill(be16(1)))),
      box(
        "iprp",
        box(
          "ipco",
          hvcC,
          fullBox("ispe", 0, 0, be32(spec.tileWidth ?? 64), be32(spec.tileHeight ?? 64)),
          fullBox(
            "ispe",
            0,
            0,
            be32(spec.ispeWidth ?? spec.outputWidth),
            be32(spec.ispeHeight ?? spec.outputHeight),
          ),
        ),
        fullBox("ipma", 0, 0, be32(2), be16(1), [2, 0x81, 0x02], be16(2), [1, 0x03]),
      ),
      ...(inMdat ? [] : [box("idat", descriptor)]),
    );
    return [...ftyp, ...meta];
  };
  const head = build(0);
  return new Uint8Array([
    ...build(head.length + 8),
    ...box("mdat", tile, inMdat ? descriptor : []),
  ]);
}

/**
 * How many files the data directory's blob store holds once every photo's sizes are made (a
 * background job writes them after each upload), for "nothing left behind" counts.
 */
export async function storedFilesOnceSized(dataDir: string): Promise<number> {
  const db = openDb(dataDir);
  try {
    // A wait for the jobs, not a timing: the sizes are made by a low-priority child, which a busy
    // machine (the suite runs files in parallel) can hold back for a while; 50 s means stalled.
    for (const until = Date.now() + 50_000; Date.now() < until; ) {
      const busy = db
        .query(
          "SELECT count(*) AS n FROM jobs WHERE type = 'media.render' AND status IN ('queued', 'running')",
        )
        .get() as { n: number };
      if (busy.n === 0) return filesUnder(join(dataDir, "blobs")).length;
      await Bun.sleep(50);
    }
    throw new Error("photo sizes still being made after 50 s");
  } finally {
    db.close();
  }
}
