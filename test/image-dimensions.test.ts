// The size an image declares, read from its header bytes (src/media/image-dimensions.ts): real images
// made by ffmpeg and heif-enc, and image bombs built from them in test/helpers/images.ts.
import { beforeAll, describe, expect, test } from "bun:test";
import { readImageDimensions, scanImageDimensions } from "../src/media/image-dimensions";
import { HEIC_SAMPLE } from "../src/media/heic";
import { heicDeclaring, heicGrid, jpegDeclaring, makeImage, pngDeclaring } from "./helpers/images";

const size = (width: number, height: number, pixels = width * height) => ({
  width,
  height,
  pixels,
});
let jpeg: Uint8Array;
let png: Uint8Array;
let webp: Uint8Array;

async function ffmpeg(args: string[], ext: string): Promise<Uint8Array> {
  const out = `${process.env.TMPDIR ?? "/tmp"}/dims-${crypto.randomUUID()}.${ext}`;
  const p = Bun.spawn(["ffmpeg", "-nostdin", "-v", "error", ...args, out], {
    stdout: "ignore",
    stderr: "inherit",
  });
  expect(await p.exited).toBe(0);
  const bytes = new Uint8Array(await Bun.file(out).arrayBuffer());
  await Bun.file(out).delete();
  return bytes;
}

beforeAll(async () => {
  [jpeg, png, webp] = await Promise.all([
    makeImage("jpg", "321x123"),
    makeImage("png", "321x123"),
    makeImage("webp", "321x123"),
  ]);
});

/** A JPEG with an APP1 segment of `n` bytes (EXIF, XMP, ICC are such segments) right after SOI. */
function withApp1(data: Uint8Array, n: number): Uint8Array {
  const seg = new Uint8Array(4 + n).fill(0x41);
  seg.set([0xff, 0xe1, ((n + 2) >> 8) & 255, (n + 2) & 255]);
  // An EXIF thumbnail is a whole JPEG: its SOF inside the segment must not count.
  seg.set(jpegDeclaring(data, 9, 9).subarray(0, Math.min(n, 600)), 4);
  return new Uint8Array([...data.subarray(0, 2), ...seg, ...data.subarray(2)]);
}

describe("readImageDimensions", () => {
  test("JPEG (baseline, progressive, after large APPn segments), PNG, WebP: the size they were made at", () => {
    expect(readImageDimensions(jpeg)).toEqual(size(321, 123));
    // Any frame type (SOF0..SOF15 but DHT, JPG, DAC): a progressive SOF2 here.
    const sof2 = new Uint8Array(jpeg);
    sof2[sof2.findIndex((b, i) => b === 0xff && sof2[i + 1] === 0xc0) + 1] = 0xc2;
    expect(readImageDimensions(sof2)).toEqual(size(321, 123));
    expect(readImageDimensions(withApp1(jpeg, 65533))).toEqual(size(321, 123));
    expect(readImageDimensions(png)).toEqual(size(321, 123));
    expect(readImageDimensions(webp)).toEqual(size(321, 123));
  });

  test("WebP lossless (VP8L) and extended (VP8X canvas)", async () => {
    const lossless = await ffmpeg(
      [
        "-f",
        "lavfi",
        "-i",
        "testsrc=size=77x33",
        "-frames:v",
        "1",
        "-c:v",
        "libwebp",
        "-lossless",
        "1",
      ],
      "webp",
    );
    expect(new TextDecoder().decode(lossless.subarray(12, 16))).toBe("VP8L");
    expect(readImageDimensions(lossless)).toEqual(size(77, 33));
    // The extended layout (as written with alpha, EXIF or ICC): a VP8X header with the canvas size, then the image.
    const le24 = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
    const chunks = [
      ...new TextEncoder().encode("VP8X"),
      10,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      ...le24(320),
      ...le24(122),
      ...webp.subarray(12),
    ];
    const n = chunks.length + 4;
    const extended = new Uint8Array([
      ...new TextEncoder().encode("RIFF"),
      n & 255,
      (n >> 8) & 255,
      (n >> 16) & 255,
      n >>> 24,
      ...new TextEncoder().encode("WEBP"),
      ...chunks,
    ]);
    expect(readImageDimensions(extended)).toEqual(size(321, 123));
  });

  test("HEIC: the largest ispe of any item (the sample's 64x64 tile of its 64x48 grid)", () => {
    expect(readImageDimensions(HEIC_SAMPLE)).toEqual(size(64, 64));
    expect(readImageDimensions(heicDeclaring(HEIC_SAMPLE, 32767, 32767))).toEqual(
      size(32767, 32767),
    );
    // Only the tile's ispe rewritten: still the largest declared size.
    expect(readImageDimensions(heicDeclaring(HEIC_SAMPLE, 32767, 32767, 0))).toEqual(
      size(32767, 32767),
    );
  });

  test("HEIC grid: the grid's output size, and tiles x tile size when the grid says less", () => {
    const honest = heicGrid(HEIC_SAMPLE, {
      rows: 2,
      columns: 3,
      outputWidth: 192,
      outputHeight: 128,
    });
    expect(readImageDimensions(honest)).toEqual(size(192, 128));
    // The descriptor's output counts even when the grid item's ispe says less.
    const big = heicGrid(HEIC_SAMPLE, {
      rows: 4,
      columns: 4,
      outputWidth: 40000,
      outputHeight: 30000,
      ispeWidth: 64,
      ispeHeight: 48,
    });
    expect(readImageDimensions(big)).toEqual(size(40000, 30000));
    // 120 x 120 references to one 64x64 tile behind a grid that declares 64x48 everywhere: 59 MP decoded.
    const bomb = heicGrid(HEIC_SAMPLE, {
      rows: 120,
      columns: 120,
      outputWidth: 64,
      outputHeight: 48,
    });
    expect(bomb.length).toBeLessThan(40_000);
    expect(readImageDimensions(bomb)).toEqual(size(64, 64, 120 * 120 * 64 * 64));
    // More references than rows x columns count too, and so does a grid of many rows of one reference.
    expect(
      readImageDimensions(
        heicGrid(HEIC_SAMPLE, {
          rows: 1,
          columns: 1,
          outputWidth: 64,
          outputHeight: 48,
          references: 20_000,
        }),
      )!.pixels,
    ).toBe(20_000 * 4096);
    expect(
      readImageDimensions(
        heicGrid(HEIC_SAMPLE, {
          rows: 256,
          columns: 256,
          outputWidth: 64,
          outputHeight: 48,
          references: 1,
        }),
      )!.pixels,
    ).toBe(256 * 256 * 4096);
  });

  test("HEIC grid of a 48 MP phone photo: its output counts, not the edge tiles' overhang; one tile row more counts whole", () => {
    const photo = {
      rows: 12,
      columns: 16,
      outputWidth: 8064,
      outputHeight: 6048,
      tileWidth: 512,
      tileHeight: 512,
    };
    expect(readImageDimensions(heicGrid(HEIC_SAMPLE, photo))).toEqual(size(8064, 6048));
    expect(readImageDimensions(heicGrid(HEIC_SAMPLE, { ...photo, rows: 13 }))!.pixels).toBe(
      13 * 16 * 512 * 512,
    );
    expect(readImageDimensions(heicGrid(HEIC_SAMPLE, { ...photo, references: 193 }))!.pixels).toBe(
      193 * 512 * 512,
    );
  });

  test("HEIC grid with its descriptor after the tiles in mdat: read when there, else its ispe", () => {
    const grid = heicGrid(HEIC_SAMPLE, {
      rows: 1,
      columns: 2,
      outputWidth: 128,
      outputHeight: 64,
      ispeWidth: 100,
      ispeHeight: 50,
      descriptorIn: "mdat",
    });
    expect(readImageDimensions(grid)).toEqual(size(128, 64));
    const withoutDescriptor = grid.subarray(0, grid.length - 8);
    expect(scanImageDimensions(withoutDescriptor)).toBe("incomplete");
    expect(readImageDimensions(withoutDescriptor)).toEqual(size(100, 50));
  });

  test("bombs: what they declare, however few bytes they are", () => {
    expect(readImageDimensions(pngDeclaring(png, 50_000, 50_000))).toEqual(size(50_000, 50_000));
    expect(readImageDimensions(jpegDeclaring(jpeg, 60_000, 60_000))).toEqual(size(60_000, 60_000));
  });

  test("unreadable: null (not an image, no frame before the scan, a zero size, a broken box)", () => {
    expect(
      readImageDimensions(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).toBeNull();
    expect(
      readImageDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2, ...new Array(20).fill(0)])),
    ).toBeNull();
    expect(readImageDimensions(jpegDeclaring(jpeg, 0, 100))).toBeNull();
    expect(readImageDimensions(pngDeclaring(png, 100, 0))).toBeNull();
    const broken = new Uint8Array(HEIC_SAMPLE);
    broken.set([0, 0, 0, 3], 28); // the meta box's first child claims 3 bytes
    expect(readImageDimensions(broken)).toBeNull();
    expect(readImageDimensions(new Uint8Array(0))).toBeNull();
  });

  test("a header cut short is 'incomplete' to the scan and null to the reader; nothing past the header is needed", () => {
    const big = withApp1(jpeg, 60_000);
    const sof = big.findIndex((b, i) => i > 60_000 && b === 0xff && big[i + 1] === 0xc0);
    expect(scanImageDimensions(big.subarray(0, sof + 8))).toBe("incomplete");
    expect(readImageDimensions(big.subarray(0, sof + 8))).toBeNull();
    expect(readImageDimensions(big.subarray(0, sof + 9))).toEqual(size(321, 123));
    const heicMetaEnd = HEIC_SAMPLE.length - 0x25b - 8;
    expect(scanImageDimensions(HEIC_SAMPLE.subarray(0, heicMetaEnd - 1))).toBe("incomplete");
    expect(readImageDimensions(HEIC_SAMPLE.subarray(0, heicMetaEnd))).toEqual(size(64, 64));
  });

  test("linear: a million minimal segments are walked in under 5 s (milliseconds), not hours", () => {
    // The worst input for a segment walker: nothing but minimal COM segments before the frame header.
    // A walk that rescanned from the start at each segment would take about 10^12 steps here (hours);
    // a linear one takes milliseconds, so 5 s is a stall bound no busy machine comes near. How the
    // time grows with the count is a figure for bench/image-checks.ts, not an assertion.
    const segments = 1_000_000;
    const data = new Uint8Array(2 + segments * 4 + jpeg.length - 2);
    data.set([0xff, 0xd8]);
    for (let i = 0; i < segments; i++) data.set([0xff, 0xfe, 0, 2], 2 + i * 4);
    data.set(jpeg.subarray(2), 2 + segments * 4);
    const t0 = performance.now();
    expect(readImageDimensions(data)).toEqual(size(321, 123));
    expect(performance.now() - t0).toBeLessThan(5_000);
  });
});
