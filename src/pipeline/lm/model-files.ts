// The domain model ships inside the binary, but pocketsphinx is another process and cannot read the
// binary's embedded files (/$bunfs/...). So on first use they are copied to a cache directory, under
// a name that carries their content hash (a new build never reads an old model; concurrent first
// uses write the same bytes; the rename makes each copy appear whole).
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import dictPath from "./generated/domain.dict" with { type: "file" };
import lmPath from "./generated/domain.lm" with { type: "file" };

export interface ModelFiles {
  lm: string;
  dict: string;
}

/** Where the files are embedded: /$bunfs/... in the compiled binary. */
export const EMBEDDED: ModelFiles = { lm: lmPath, dict: dictPath };

export const DEFAULT_CACHE_DIR = join(tmpdir(), "sitevisit-speech");

const copied = new Map<string, Promise<ModelFiles>>();

export async function domainModelFiles(cacheDir = DEFAULT_CACHE_DIR): Promise<ModelFiles> {
  let pending = copied.get(cacheDir);
  if (!pending) {
    pending = materialise(cacheDir);
    copied.set(cacheDir, pending);
    pending.catch(() => copied.delete(cacheDir));
  }
  const files = await pending;
  // A long-running server outlives files in /tmp (tmp cleaners): copy them out again if they went.
  if (existsSync(files.lm) && existsSync(files.dict)) return files;
  if (copied.get(cacheDir) === pending) copied.delete(cacheDir);
  return domainModelFiles(cacheDir);
}

async function materialise(cacheDir: string): Promise<ModelFiles> {
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const [lm, dict] = await Promise.all([
    copyOut(EMBEDDED.lm, cacheDir, "domain", "lm"),
    copyOut(EMBEDDED.dict, cacheDir, "domain", "dict"),
  ]);
  return { lm, dict };
}

async function copyOut(embedded: string, dir: string, stem: string, ext: string): Promise<string> {
  const bytes = await Bun.file(embedded).bytes();
  const hash = new Bun.CryptoHasher("sha256").update(bytes).digest("hex").slice(0, 16);
  const target = join(dir, `${stem}-${hash}.${ext}`);
  if (existsSync(target) && Bun.file(target).size === bytes.length) return target;
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, target);
  return target;
}
