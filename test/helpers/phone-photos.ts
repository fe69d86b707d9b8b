// Stand-ins for phone photos: 4032x3024 JPEGs of about 4 MB (12 MP, ffmpeg's test pattern with
// sensor-like noise), each frame different. Used by the print test and the rendition benchmarks.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./server";

/** `count` distinct phone-sized JPEGs (generated once per call; ~1 s each on a shared core). */
export async function phonePhotos(
  count: number,
  size = "4032x3024",
): Promise<Uint8Array<ArrayBuffer>[]> {
  const dir = tempDir("sitevisit-phone-");
  try {
    const p = Bun.spawn(
      [
        "ffmpeg",
        "-nostdin",
        "-v",
        "error",
        "-f",
        "lavfi",
        "-i",
        `testsrc2=size=${size}:rate=1,noise=alls=20:allf=t,gblur=sigma=0.8`,
        "-frames:v",
        String(count),
        "-q:v",
        "2",
        join(dir, "p%03d.jpg"),
      ],
      { stdout: "ignore", stderr: "inherit" },
    );
    if ((await p.exited) !== 0) throw new Error("ffmpeg failed");
    return readdirSync(dir)
      .sort()
      .map((f) => new Uint8Array(readFileSync(join(dir, f))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
