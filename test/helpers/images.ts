// Real images for upload tests, made by ffmpeg's test source.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./server";
import { openDb } from "./db";

/** A JPEG/PNG/WebP of `size` (WxH) made by ffmpeg; the extension picks the format. */
export async function makeImage(ext: "jpg" | "png" | "webp", size = "160x120"): Promise<Uint8Array<ArrayBuffer>> {
  const dir = tempDir("sitevisit-img-");
  try {
    const out = join(dir, `x.${ext}`);
    const extra = ext === "webp" ? ["-c:v", "libwebp"] : [];
    const p = Bun.spawn(["ffmpeg", "-nostdin", "-v", "error", "-f", "lavfi", "-i", `testsrc=size=${size}`, "-frames:v", "1", ...extra, out], {
      stdout: "ignore",
      stderr: "inherit",
    });
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

/**
 * How many files the data directory's blob store holds once every photo's sizes are made (a
 * background job writes them after each upload), for "nothing left behind" counts.
 */
export async function storedFilesOnceSized(dataDir: string): Promise<number> {
  const db = openDb(dataDir);
  try {
    for (let i = 0; i < 400; i++) {
      const busy = db.query("SELECT count(*) AS n FROM jobs WHERE type = 'media.render' AND status IN ('queued', 'running')").get() as { n: number };
      if (busy.n === 0) return filesUnder(join(dataDir, "blobs")).length;
      await Bun.sleep(50);
    }
    throw new Error("photo sizes still being made after 20 s");
  } finally {
    db.close();
  }
}
