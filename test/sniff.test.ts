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
      ["ffmpeg", "-nostdin", "-v", "error", "-f", "lavfi", "-i", "testsrc=size=160x120", "-frames:v", "1", ...extra, out],
      { stdout: "ignore", stderr: "inherit" },
    );
    expect(await p.exited).toBe(0);
    img[name] = new Uint8Array(readFileSync(out));
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const check = (data: Uint8Array) =>
  sniffImage(data.subarray(0, SNIFF_HEAD_BYTES), data.subarray(Math.max(0, data.length - SNIFF_TAIL_BYTES)), data.length);

/** Runs a body through the streaming check; returns the result or the stream's SniffError. */
async function viaStream(data: Uint8Array, chunkSize = 7): Promise<Sniffed | SniffFailure> {
  const s = sniffingStream(chunkedStream(data, chunkSize));
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
