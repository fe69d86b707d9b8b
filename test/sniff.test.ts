// Content checks by magic bytes, on real images made by ffmpeg and a real HEIC (heif-enc).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./helpers/server";
import { chunkedStream } from "./helpers/streams";
import {
  declaredTypeAgrees,
  SNIFF_HEAD_BYTES,
  SNIFF_TAIL_BYTES,
  SniffError,
  sniffImage,
  sniffingStream,
  type Sniffed,
  type SniffFailure,
} from "../src/media/sniff";
import { HEIC_SAMPLE } from "../src/media/heic";
import { heicDeclaring, heicGrid, jpegDeclaring, pngDeclaring } from "./helpers/images";

let dir = "";
const img: Record<"jpeg" | "png" | "webp", Uint8Array> = {} as any;

beforeAll(async () => {
  dir = tempDir("sitevisit-sniff-");
  for (const [name, file, extra] of [
    ["jpeg", "x.jpg", []],
    ["png", "x.png", []],
    ["webp", "x.webp", ["-c:v", "libwebp"]],
  ] as const) {
    const out = join(dir, file);
    const p = Bun.spawn(
      [
        "ffmpeg",
        "-nostdin",
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        "testsrc=size=160x120",
        "-frames:v",
        "1",
        ...extra,
        out,
      ],
      { stdout: "ignore", stderr: "inherit" },
    );
    expect(await p.exited).toBe(0);
    img[name] = new Uint8Array(readFileSync(out));
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const check = (data: Uint8Array) =>
  sniffImage(
    data.subarray(0, SNIFF_HEAD_BYTES),
    data.subarray(Math.max(0, data.length - SNIFF_TAIL_BYTES)),
    data.length,
  );

/** Runs a body through the streaming check; returns the result or the stream's SniffError. */
async function viaStream(
  data: Uint8Array,
  chunkSize = 7,
  maxPixels?: number,
): Promise<Sniffed | SniffFailure> {
  const s = sniffingStream(chunkedStream(data, chunkSize), { maxPixels });
  try {
    const passed = new Uint8Array(await Bun.readableStreamToArrayBuffer(s.stream));
    expect(passed).toEqual(new Uint8Array(data));
  } catch (e) {
    if (e instanceof SniffError) return e.failure;
    throw e;
  }
  return s.result();
}

const text = (s: string) => new TextEncoder().encode(s);

describe("accepted images", () => {
  const cases = [
    ["jpeg", "image/jpeg", "jpg"],
    ["png", "image/png", "png"],
    ["webp", "image/webp", "webp"],
  ] as const;
  for (const [name, type, ext] of cases) {
    test(`${name} (made by ffmpeg) is ${type}, whole and streamed in odd chunks`, async () => {
      expect(check(img[name])).toEqual({ contentType: type, ext });
      expect(await viaStream(img[name])).toEqual({ contentType: type, ext });
      expect(await viaStream(img[name], 64 * 1024)).toEqual({ contentType: type, ext });
    });
  }

  test("a real HEIC (heic/mif1 brands, grid image) is image/heic", async () => {
    expect(check(HEIC_SAMPLE)).toEqual({ contentType: "image/heic", ext: "heic" });
    expect(await viaStream(HEIC_SAMPLE)).toEqual({ contentType: "image/heic", ext: "heic" });
  });

  test("a HEIF with only the mif1 brand is image/heif; an AVIF (same container) is refused", () => {
    const ftyp = (major: string, ...compat: string[]) => {
      const body = text(`xxxxftyp${major}\0\0\0\0${compat.join("")}`);
      new DataView(body.buffer).setUint32(0, body.length);
      return new Uint8Array([...body, ...new Uint8Array(100)]);
    };
    expect(check(ftyp("mif1", "mif1", "miaf"))).toEqual({ contentType: "image/heif", ext: "heif" });
    expect(check(ftyp("msf1", "msf1"))).toEqual({ contentType: "image/heif", ext: "heif" });
    expect(check(ftyp("avif", "mif1", "miaf"))).toMatchObject({ error: "unsupported_type" });
    expect(check(ftyp("isom", "mp41"))).toMatchObject({ error: "unsupported_type" });
  });

  test("a JPEG padded with zero bytes after EOI is still complete", () => {
    const padded = new Uint8Array([...img.jpeg, 0, 0, 0, 0]);
    expect(check(padded)).toEqual({ contentType: "image/jpeg", ext: "jpg" });
  });

  test("a JPEG with data appended after its end marker (as phone cameras write) is complete when streamed", async () => {
    const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
    const trailers = [
      random(1),
      random(63),
      random(64),
      random(100_000),
      new Uint8Array(img.jpeg),
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00]),
    ];
    for (const trailer of trailers) {
      const photo = new Uint8Array([...img.jpeg, ...trailer]);
      expect(await viaStream(photo)).toEqual({ contentType: "image/jpeg", ext: "jpg" });
      expect(await viaStream(photo, 64 * 1024)).toEqual({ contentType: "image/jpeg", ext: "jpg" });
    }
  });
});

describe("refused bodies", () => {
  test("zero bytes", async () => {
    expect(check(new Uint8Array(0))).toMatchObject({ error: "empty" });
    expect(await viaStream(new Uint8Array(0))).toMatchObject({ error: "empty" });
  });

  test("a truncated JPEG, PNG and WebP", async () => {
    for (const name of ["jpeg", "png", "webp"] as const) {
      const cut = img[name].subarray(0, img[name].length - 100);
      expect(check(cut)).toMatchObject({ error: "truncated" });
      expect(await viaStream(cut)).toMatchObject({ error: "truncated" });
    }
  });

  test("a truncated JPEG is still refused, even when an EXIF thumbnail inside it has an end marker", async () => {
    // APP1 carrying a whole JPEG (FF D8 ... FF D9), then the photo, cut inside its scan.
    const thumb = img.jpeg;
    const app1 = [0xff, 0xe1, ((thumb.length + 2) >> 8) & 255, (thumb.length + 2) & 255, ...thumb];
    const withThumb = new Uint8Array([0xff, 0xd8, ...app1, ...img.jpeg.subarray(2)]);
    expect(await viaStream(withThumb)).toEqual({ contentType: "image/jpeg", ext: "jpg" });
    for (const cut of [
      withThumb.length - 2,
      withThumb.length - 100,
      app1.length + 500,
      app1.length - 10,
    ])
      expect(await viaStream(withThumb.subarray(0, cut))).toMatchObject({ error: "truncated" });
    // Cut mid-scan, then random bytes that happen not to hold an end marker: still not an image.
    const junk = crypto.getRandomValues(new Uint8Array(500)).map((b) => (b === 0xff ? 0 : b));
    expect(
      await viaStream(new Uint8Array([...img.jpeg.subarray(0, img.jpeg.length - 300), ...junk])),
    ).toMatchObject({ error: "truncated" });
  });

  test("over the pixel limit by its header: too_many_pixels naming the limit, refused before the body ends", async () => {
    const limit = 50_000_000;
    for (const bomb of [
      heicDeclaring(HEIC_SAMPLE, 32767, 32767),
      heicGrid(HEIC_SAMPLE, { rows: 120, columns: 120, outputWidth: 64, outputHeight: 48 }),
      pngDeclaring(img.png, 50_000, 50_000),
      jpegDeclaring(img.jpeg, 60_000, 60_000),
    ]) {
      const r = await viaStream(bomb, 7, limit);
      expect(r).toMatchObject({ error: "too_many_pixels" });
      expect((r as SniffFailure).message).toContain("at most 50 megapixels");
    }
    expect(await viaStream(pngDeclaring(img.png, 7071, 7071), 7, limit)).toEqual({
      contentType: "image/png",
      ext: "png",
    });
    expect(await viaStream(pngDeclaring(img.png, 7072, 7072), 7, limit)).toMatchObject({
      error: "too_many_pixels",
    });
    // A 10 MiB body whose header is over the limit errors once its header is in.
    const head = jpegDeclaring(img.jpeg, 60_000, 60_000);
    let pulled = 0;
    const long = new ReadableStream<Uint8Array>({
      pull(ctl) {
        if (pulled === 0) ctl.enqueue(head);
        else if (pulled > 10 * 1024 * 1024) return ctl.close();
        else ctl.enqueue(new Uint8Array(1024));
        pulled += 1024;
      },
    });
    const err = await new Response(sniffingStream(long, { maxPixels: limit }).stream)
      .arrayBuffer()
      .catch((e) => e);
    expect(err).toBeInstanceOf(SniffError);
    expect(err.failure.error).toBe("too_many_pixels");
    expect(pulled).toBeLessThan(64 * 1024);
  });

  test("an image whose size cannot be read from its header is not a valid image", async () => {
    // A JPEG whose frame header was removed, a PNG declaring zero width, a HEIF with a broken meta box.
    const sof = img.jpeg.findIndex((b, i) => b === 0xff && img.jpeg[i + 1] === 0xc0);
    const len = (img.jpeg[sof + 2]! << 8) | img.jpeg[sof + 3]!;
    const noFrame = new Uint8Array([
      ...img.jpeg.subarray(0, sof),
      ...img.jpeg.subarray(sof + 2 + len),
    ]);
    const broken = new Uint8Array(HEIC_SAMPLE);
    broken.set([0, 0, 0, 3], 28);
    for (const bad of [noFrame, pngDeclaring(img.png, 0, 100), broken]) {
      const r = await viaStream(bad);
      expect(r).toMatchObject({ error: "no_dimensions" });
      expect((r as SniffFailure).message).toContain("not a valid");
    }
  });

  test("text, HTML and SVG (with and without a BOM), stopped at the head when streamed", async () => {
    const bodies = [
      "just some text\n",
      "<!doctype html><script>alert(1)</script>",
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '\ufeff<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ];
    for (const b of bodies) {
      expect(check(text(b))).toMatchObject({ error: "unsupported_type" });
      expect(await viaStream(text(b))).toMatchObject({ error: "unsupported_type" });
    }
    // A long text body errors once the head is in, long before its end.
    let pulled = 0;
    const long = new ReadableStream<Uint8Array>({
      pull(ctl) {
        pulled += 1024;
        if (pulled > 10 * 1024 * 1024) return ctl.close();
        ctl.enqueue(new Uint8Array(1024).fill(0x41));
      },
    });
    const err = await new Response(sniffingStream(long).stream).arrayBuffer().catch((e) => e);
    expect(err).toBeInstanceOf(SniffError);
    expect(pulled).toBeLessThan(64 * 1024);
  });

  test("a PNG claiming to be a JPEG is detected as PNG, and the declared type disagrees", () => {
    const r = check(img.png) as Sniffed;
    expect(r.contentType).toBe("image/png");
    expect(declaredTypeAgrees("image/jpeg", r.contentType)).toBe(false);
  });

  test("a JPEG signature alone is not a JPEG", () => {
    expect(check(new Uint8Array([0xff, 0xd8, 0xff]))).toMatchObject({ error: "truncated" });
    expect(check(new Uint8Array([0xff, 0xd8]))).toMatchObject({ error: "unsupported_type" });
  });
});

describe("declared Content-Type", () => {
  test("agrees when absent, generic, an alias, or with parameters; disagrees otherwise", () => {
    expect(declaredTypeAgrees(undefined, "image/jpeg")).toBe(true);
    expect(declaredTypeAgrees("application/octet-stream", "image/png")).toBe(true);
    expect(declaredTypeAgrees("image/jpg", "image/jpeg")).toBe(true);
    expect(declaredTypeAgrees("IMAGE/JPEG; charset=binary", "image/jpeg")).toBe(true);
    expect(declaredTypeAgrees("image/heif", "image/heic")).toBe(true);
    expect(declaredTypeAgrees("image/svg+xml", "image/png")).toBe(false);
    expect(declaredTypeAgrees("text/plain", "image/jpeg")).toBe(false);
    expect(declaredTypeAgrees("image/webp", "image/jpeg")).toBe(false);
  });
});
