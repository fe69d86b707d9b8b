// JPEG renditions of HEIC photos, which most browsers cannot show. Decoders tried in order: libheif's
// heif-convert (Debian libheif-examples) and ffmpeg, each run through the bounded image-tool runner
// (memory limit, timeout, low priority, few at once). A JPEG over the image cap is refused. Debian 12's ffmpeg 5.1 cannot read HEIF
// containers ("moov atom not found"; HEIF still images arrived in ffmpeg 6.1/7.0), so on a stock
// Debian 12 machine with ffmpeg alone the answer is "unsupported" and pages offer the original
// as a download.
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { config } from "../core/config";
import { runImageTool, type ImageToolOptions } from "./image-tool";
import { isSniffFailure, sniffImage, SNIFF_HEAD_BYTES, SNIFF_TAIL_BYTES } from "./sniff";

export type HeicDecoder = "heif-convert" | "ffmpeg";

export type HeicRendition =
  | { ok: true; jpeg: Uint8Array; decoder: HeicDecoder }
  | { ok: false; reason: "unsupported" | "undecodable" };

/** A real 64x48 HEIC (a 2-tile grid, as phones write them) made with heif-enc: the capability probe. */
export const HEIC_SAMPLE = Uint8Array.from(
  atob(
    "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAACWwACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAAmNtZGF0AAACVygBrxOAmSkT/ylxuHLGQf+IQkyxr0Diva8zkeGvtBX+rhT3rM1H/Ra9y/zf00gZD4WUbv2G4j1km+3lAaSYzsL0ZsXLI24C8KH9/91GkANWKgH7eQboPQPif08Ov9tg+zcwCj1OTf7ictHhlAf4H+kVf98i5oSKIzfsTDegSMoKu461a0xsLi5Zm1vre39ZRkpDv7/nsX/Gb9cf/J3TAFmcvw2I0NoyAb/uu30TeB3ZRDa9LV+sQHiFxNs5/CBspjj2pC9Ez5AF5N+6/fh988JHq+DLUnnPXMXvN5UjJ0oHbQdgIkgT7aDcFXrW2IM/Qwo6RPg9EwRRVBHO4ZEOM9fd+gQVRJlsH65aPj6/hpFcW4hq2FkeihD/7qKxPyb0qKN8NUykfQQeHLR1OkQ/P3HG76vKYQwqJqQmR8JxjETVLKCw76qbQ+VERpX57bsITMtX1XCwV/Nxz/sQSSxzgbIN5yv3RLzjEur3b4m38v2egBRh81P+xPQLNb1roalTqKO0hvAt7orlzAQQobektWf78/5OcTLLjJmEf4K9kDRHM2nF6gIFjcs3N/O9vIW5xwA5W7XtvyCTCM57tTG4Rj57hgq030aCC8a4L3kJLc5BAawU209xUUk6mPW4o9eVHsQf6URlOxRnInRjaqyin3CXMPkU2e4pk8Obn52Fwa4FOSVFKRQH4usxJhrkKPdeCWGa2e/+NHexzjprgLLmOdpAFNBG79unQxWtsYyZc/C0akME+mP8PV3gS073/+1YcWTCUOLJ3cdiNGjP6C/39ty/RI/1B6H4",
  ),
  (c) => c.charCodeAt(0),
);

function commands(decoder: HeicDecoder, input: string, output: string): string[] {
  return decoder === "heif-convert"
    ? ["heif-convert", "-q", "85", input, output]
    : [
        "ffmpeg",
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-i",
        input,
        "-frames:v",
        "1",
        "-q:v",
        "3",
        output,
      ];
}

async function runDecoder(
  decoder: HeicDecoder,
  heic: Uint8Array,
  opts: ImageToolOptions = {},
): Promise<Uint8Array | null> {
  if (!Bun.which(decoder)) return null;
  const dir = await mkdtemp(join(tmpdir(), "sitevisit-heic-"));
  try {
    const input = join(dir, "in.heic");
    const output = join(dir, "out.jpg");
    await writeFile(input, heic, { mode: 0o600 });
    if (!(await runImageTool(commands(decoder, input, output), opts)).ok) return null;
    const size = (await stat(output).catch(() => null))?.size ?? 0;
    if (size === 0 || size > config().maxImageBytes) return null;
    const jpeg = new Uint8Array(await readFile(output));
    // Trust the decoder's output only as far as our own check of it.
    const checked = sniffImage(
      jpeg.subarray(0, SNIFF_HEAD_BYTES),
      jpeg.subarray(-SNIFF_TAIL_BYTES),
      jpeg.length,
    );
    return !isSniffFailure(checked) && checked.contentType === "image/jpeg" ? jpeg : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const ALL_DECODERS: readonly HeicDecoder[] = ["heif-convert", "ffmpeg"];
const probes = new Map<string, Promise<HeicDecoder | null>>();

/** The first of `decoders` that turns a real HEIC into a JPEG on this machine (probed once), or null. */
export function heicDecoder(
  decoders: readonly HeicDecoder[] = ALL_DECODERS,
): Promise<HeicDecoder | null> {
  const id = decoders.join(",");
  let probe = probes.get(id);
  if (!probe) {
    probe = (async () => {
      for (const d of decoders) if (await runDecoder(d, HEIC_SAMPLE)) return d;
      return null;
    })();
    probes.set(id, probe);
  }
  return probe;
}

/**
 * A JPEG rendition of a HEIC/HEIF image. "unsupported": no decoder here can read HEIC at all;
 * "undecodable": a decoder exists but this file defeated it (corrupt, or a variant it lacks).
 */
export async function heicToJpeg(
  heic: Uint8Array,
  decoders: readonly HeicDecoder[] = ALL_DECODERS,
  opts: ImageToolOptions = {},
): Promise<HeicRendition> {
  const use = await heicDecoder(decoders);
  if (!use) return { ok: false, reason: "unsupported" };
  const jpeg = await runDecoder(use, heic, opts);
  return jpeg ? { ok: true, jpeg, decoder: use } : { ok: false, reason: "undecodable" };
}
