// BlobStore on the local disk: <data-dir>/blobs/<first two key characters>/<key>. Files appear
// whole or not at all (temp file in the same directory, fsync, rename, fsync of the directory);
// owner-only modes even where the data directory's own guard has not run.
import { chmod, mkdir, open, readdir, rename, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import { randomToken } from "../core/ids";
import {
  assertBlobKey,
  isValidBlobKey,
  meteredStream,
  resolveRange,
  type BlobStat,
  type BlobStore,
  type ByteRange,
  type GetResult,
  type PutOptions,
  type PutResult,
} from "./store";

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
const TEMP_SUFFIX = ".tmp";

function isNotFound(e: unknown): boolean {
  return (e as NodeJS.ErrnoException)?.code === "ENOENT";
}

export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private shard(key: string): string {
    return join(this.root, key.slice(0, 2));
  }

  localPath(key: string): string {
    return this.path(key);
  }

  private path(key: string): string {
    assertBlobKey(key);
    return join(this.shard(key), key);
  }

  private async ensureDir(dir: string): Promise<void> {
    await mkdir(dir, { recursive: true, mode: DIR_MODE });
    await chmod(dir, DIR_MODE);
  }

  async put(key: string, body: ReadableStream<Uint8Array>, opts: PutOptions): Promise<PutResult> {
    const final = this.path(key);
    await this.ensureDir(this.root);
    const dir = this.shard(key);
    await this.ensureDir(dir);
    const temp = join(dir, `.${key}.${randomToken(8)}${TEMP_SUFFIX}`);
    const metered = meteredStream(body, opts.maxBytes, opts.signal);
    const fh = await open(temp, "wx", FILE_MODE);
    let closed = false;
    try {
      await fh.chmod(FILE_MODE);
      for await (const chunk of metered.stream) {
        let off = 0;
        while (off < chunk.byteLength) {
          const { bytesWritten } = await fh.write(chunk, off, chunk.byteLength - off);
          off += bytesWritten;
        }
      }
      await fh.sync();
      await fh.close();
      closed = true;
      await rename(temp, final);
      await this.syncDir(dir);
      return metered.done();
    } catch (e) {
      if (!closed) await fh.close().catch(() => {});
      await unlink(temp).catch(() => {});
      throw e;
    }
  }

  // The rename is durable only once the directory entry is on disk.
  private async syncDir(dir: string): Promise<void> {
    const dh = await open(dir, "r");
    try {
      await dh.sync();
    } finally {
      await dh.close();
    }
  }

  async get(key: string, range?: ByteRange): Promise<GetResult | null> {
    const path = this.path(key);
    const size = (await this.statOf(path))?.size ?? null;
    if (size === null) return null;
    const { start, end } = resolveRange(size, range);
    // A Bun file slice: served with sendfile, never read into memory here.
    return { body: Bun.file(path).slice(start, end + 1), size, start, end };
  }

  async stat(key: string): Promise<BlobStat | null> {
    return this.statOf(this.path(key));
  }

  private async statOf(path: string): Promise<BlobStat | null> {
    try {
      const st = await stat(path);
      return st.isFile() ? { size: st.size, modifiedMs: st.mtimeMs } : null;
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.path(key));
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }

  /** [shard directory, entry name] for everything under the root's shard directories. */
  private async *entries(): AsyncIterable<[string, string]> {
    let shards: string[];
    try {
      shards = await readdir(this.root);
    } catch (e) {
      if (isNotFound(e)) return;
      throw e;
    }
    for (const shard of shards) {
      if (shard.length !== 2) continue;
      let names: string[];
      try {
        names = await readdir(join(this.root, shard));
      } catch {
        continue;
      }
      for (const name of names) yield [shard, name];
    }
  }

  async *list(): AsyncIterable<string> {
    // Temp files of puts in progress (or of a crash) are not keys; they start with a dot.
    for await (const [shard, name] of this.entries())
      if (isValidBlobKey(name) && name.startsWith(shard)) yield name;
  }

  /**
   * Removes temp files a crash left behind (a put in progress never takes this long); for the
   * orphan sweep. Returns how many were removed.
   */
  async removeStaleTemp(olderThanMs: number): Promise<number> {
    let removed = 0;
    const cutoff = Date.now() - olderThanMs;
    for await (const [shard, name] of this.entries()) {
      if (!name.startsWith(".") || !name.endsWith(TEMP_SUFFIX)) continue;
      const path = join(this.root, shard, name);
      try {
        if ((await stat(path)).mtimeMs < cutoff) {
          await unlink(path);
          removed++;
        }
      } catch (e) {
        if (!isNotFound(e)) throw e;
      }
    }
    return removed;
  }
}
