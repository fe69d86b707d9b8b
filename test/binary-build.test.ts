// The binary is CommonJS bytecode (scripts/build.ts). There import.meta.url is the path of the source
// file on the machine that built it, so code that reads it would look for files that the binary's
// user does not have; only src/core/worker-url.ts may, and only when run from source.
import { expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { workerUrl } from "../src/core/worker-url";

const ROOT = join(import.meta.dir, "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

test("no code of the binary reads import.meta, but the worker locator", () => {
  const readers = [...sources(join(ROOT, "src")), ...sources(join(ROOT, "cli"))]
    .filter((f) => !f.endsWith(join("src", "core", "worker-url.ts")))
    .filter((f) => /import\.meta\b/.test(readFileSync(f, "utf8")))
    .map((f) => f.slice(ROOT.length + 1));
  expect(readers).toEqual([]);
});

test("run from source, a worker is found at its path from the repository root", () => {
  for (const path of [
    "src/db/checkpoint-worker.ts",
    "src/pipeline/text-worker.ts",
    "src/ops/backup-worker.ts",
  ]) {
    const url = new URL(workerUrl(path));
    expect(url.protocol).toBe("file:");
    expect(url.pathname).toBe(join(ROOT, path));
    expect(existsSync(url.pathname)).toBe(true);
  }
});
