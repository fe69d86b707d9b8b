// HEIC renditions with the decoders this machine really has.
import { describe, expect, test } from "bun:test";
import { heicDecoder, heicToJpeg, HEIC_SAMPLE } from "../src/media/heic";
import { sniffImage } from "../src/media/sniff";

const ffmpegMajor = Number(
  /ffmpeg version (\d+)/.exec(Bun.spawnSync(["ffmpeg", "-version"]).stdout.toString())?.[1] ?? 0,
);

describe("HEIC renditions", () => {
  test("with libheif's heif-convert: a real HEIC becomes a complete JPEG", async () => {
    expect(await heicDecoder()).toBe("heif-convert");
    const r = await heicToJpeg(HEIC_SAMPLE);
    if (!r.ok) throw new Error(`no rendition: ${r.reason}`);
    expect(r.decoder).toBe("heif-convert");
    expect(sniffImage(r.jpeg, r.jpeg, r.jpeg.length)).toEqual({
      contentType: "image/jpeg",
      ext: "jpg",
    });
    // 64x48 as encoded: the SOF0 marker carries height then width.
    const sof = r.jpeg.findIndex(
      (b, i) => b === 0xff && (r.jpeg[i + 1] === 0xc0 || r.jpeg[i + 1] === 0xc2),
    );
    const view = new DataView(r.jpeg.buffer, r.jpeg.byteOffset);
    expect([view.getUint16(sof + 7), view.getUint16(sof + 5)]).toEqual([64, 48]);
  });

  test("a corrupt HEIC is 'undecodable', not a broken JPEG", async () => {
    const corrupt = HEIC_SAMPLE.slice(0, HEIC_SAMPLE.length - 300);
    expect(await heicToJpeg(corrupt)).toEqual({ ok: false, reason: "undecodable" });
  });

  // Debian 12's ffmpeg 5.1 has no HEIF still-image support; 7.x reads it.
  test.if(ffmpegMajor > 0 && ffmpegMajor < 6)(
    "ffmpeg before 6 alone: 'unsupported', so pages offer a download",
    async () => {
      expect(await heicDecoder(["ffmpeg"])).toBeNull();
      expect(await heicToJpeg(HEIC_SAMPLE, ["ffmpeg"])).toEqual({
        ok: false,
        reason: "unsupported",
      });
    },
  );

  test("no decoder at all: 'unsupported'", async () => {
    expect(await heicToJpeg(HEIC_SAMPLE, [])).toEqual({ ok: false, reason: "unsupported" });
  });
});
