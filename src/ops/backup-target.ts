// Where scheduled backups go (SITEVISIT_BACKUP_TARGET): a local directory, or s3://bucket/prefix with
// the endpoint, region and credentials of the media store's SITEVISIT_S3_* settings. Both hold:
//   <name>.svb          an archive (tar.gz of secret.key and a manifest naming the database's chunks
//                       and the media; encrypted with a key)
//   <name>.svb.json     its note, written only after the archive was read back and checked: an archive
//                       without one (a run that died) is never listed as good, and is pruned later
//   media/<xx>/<key>    one object per media file, sent once (keys never change), shared by archives
//   chunks/<xx>/<name>  1 MiB pieces of the database, named by a keyed hash of their content, sent once
//                       and shared by every archive whose database holds them (backup-chunks.ts)
// An object appears whole or not at all: a local file is written under a temporary name and renamed;
// an S3 object appears when its multipart upload completes.
import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  createReadStream,
  createWriteStream,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  unlinkSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { s3SettingsFromEnv } from "../core/config";
import { DIR_MODE, FILE_MODE } from "../core/data-dir";
import { UserError } from "../core/user-error";

export interface TargetObject {
  name: string;
  bytes: number;
}

export interface BackupTarget {
  /** As the operator wrote it: a directory or s3://bucket/prefix. */
  readonly url: string;
  readonly remote: boolean;
  /** Stores `body` as `name`, whole or not at all; returns the bytes sent. */
  write(name: string, body: Readable): Promise<number>;
  /** The object's bytes; a UserError if there is none. */
  read(name: string): Promise<Readable>;
  /** Its first `bytes` bytes (fewer if it is shorter); a UserError if there is none. */
  readHead(name: string, bytes: number): Promise<Buffer>;
  /** Every object whose name starts with `prefix`. */
  list(prefix: string): Promise<TargetObject[]>;
  delete(name: string): Promise<void>;
}

const NAME_RE = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
function checkName(name: string): void {
  if (!NAME_RE.test(name) || name.split("/").some((p) => p === "." || p === ".."))
    throw new UserError(`'${name}' is not a backup object name`);
}

/**
 * `src` piped into `t`, returned: an error of either destroys both and reaches whoever reads `t`
 * (never an unhandled 'error' event).
 */
export function through<T extends Transform>(src: Readable, t: T): T {
  pipeline(src, t).catch(() => {});
  return t;
}

/** Counts the bytes that pass. */
function counter() {
  const state = { bytes: 0 };
  const stream = new Transform({
    transform(chunk: Buffer, _e, cb) {
      state.bytes += chunk.length;
      cb(null, chunk);
    },
  });
  return { stream, state };
}

// A directory target is storage others may write to (a shared disk, NFS): nothing in it is
// followed. A link or a special file is never listed, read or walked into; a name whose parent
// directory is a link is refused; files are created new (O_EXCL|O_NOFOLLOW) and renamed into place,
// which replaces a name without following it; a delete unlinks the name itself, never what it links to.
// The target's own path is the operator's and may be a link (/backups -> /mnt/nfs).
class LocalTarget implements BackupTarget {
  readonly remote = false;
  constructor(readonly url: string) {}

  /**
   * The path of `name`, each directory under the target checked to be a real one (made, with
   * `make`); null if one is missing. A link or a file in the way is refused.
   */
  private path(name: string, make = false): string | null {
    checkName(name);
    const parts = name.split("/");
    let dir = this.url;
    if (make) mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    for (const part of parts.slice(0, -1)) {
      dir = join(dir, part);
      const st = lstatSync(dir, { throwIfNoEntry: false });
      if (!st) {
        if (!make) return null;
        mkdirSync(dir, { mode: DIR_MODE });
      } else if (!st.isDirectory())
        throw new UserError(
          `${dir} is ${st.isSymbolicLink() ? "a symbolic link" : "not a directory"}: a backup target is never read or written through links; remove it`,
        );
    }
    return join(dir, parts.at(-1)!);
  }

  async write(name: string, body: Readable): Promise<number> {
    const path = this.path(name, true)!;
    const tmp = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}.partial`);
    const c = counter();
    try {
      const fd = openSync(tmp, NEW_FILE, FILE_MODE);
      await pipeline(body, c.stream, createWriteStream("", { fd }));
      renameSync(tmp, path);
    } catch (e) {
      rmSync(tmp, { force: true });
      throw e;
    }
    return c.state.bytes;
  }

  async read(name: string): Promise<Readable> {
    return createReadStream("", { fd: this.openRegular(name) });
  }

  async readHead(name: string, bytes: number): Promise<Buffer> {
    const fd = this.openRegular(name);
    try {
      const buf = Buffer.alloc(bytes);
      return buf.subarray(0, readSync(fd, buf, 0, bytes, 0));
    } finally {
      closeSync(fd);
    }
  }

  /** A descriptor of the regular file `name`, opened without following a link. */
  private openRegular(name: string): number {
    return openRegularFile(this.path(name) ?? join(this.url, name));
  }

  async list(prefix: string): Promise<TargetObject[]> {
    const out: TargetObject[] = [];
    const walk = (rel: string) => {
      const dir = join(this.url, rel);
      let entries: string[];
      try {
        entries = readdirSync(dir);
      } catch {
        return;
      }
      for (const e of entries) {
        if (e.startsWith(".")) continue; // temporary names of writes in progress
        const name = rel ? `${rel}/${e}` : e;
        // lstat: a link (to a directory or a file) is neither walked into nor listed.
        const st = lstatSync(join(dir, e), { throwIfNoEntry: false });
        if (!st) continue;
        if (st.isDirectory()) {
          if (prefix.startsWith(`${name}/`) || name.startsWith(prefix)) walk(name);
        } else if (st.isFile() && name.startsWith(prefix)) out.push({ name, bytes: st.size });
      }
    };
    walk("");
    return out;
  }

  async delete(name: string): Promise<void> {
    const path = this.path(name);
    if (!path) return;
    const st = lstatSync(path, { throwIfNoEntry: false });
    // unlink removes the name (a link itself, not what it points to); a directory is not ours.
    if (st && !st.isDirectory()) unlinkSync(path);
  }
}

/** A descriptor of the regular file at `path`, opened without following a link there. */
export function openRegularFile(path: string): number {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (e: any) {
    if (e?.code === "ENOENT") throw new UserError(`${path} does not exist`);
    if (e?.code === "ELOOP")
      throw new UserError(`${path} is a symbolic link: backups are never read through links`);
    throw e;
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    throw new UserError(`${path} is not a regular file`);
  }
  return fd;
}

const NEW_FILE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

// As the media store (src/media/store-s3.ts): 5 MiB parts, one in flight, so memory stays flat.
const PART_SIZE = 5 * 1024 * 1024;

class S3Target implements BackupTarget {
  readonly remote = true;
  private readonly client: Bun.S3Client;
  /** Objects this process wrote: a read of one that does not show yet waits a little for it. */
  private readonly written = new Set<string>();
  constructor(
    readonly url: string,
    bucket: string,
    private readonly prefix: string,
  ) {
    const s = s3SettingsFromEnv({ ...process.env, SITEVISIT_S3_BUCKET: bucket })!;
    this.client = new Bun.S3Client({
      bucket,
      endpoint: s.endpoint,
      region: s.region,
      accessKeyId: s.accessKeyId,
      secretAccessKey: s.secretAccessKey,
    });
  }

  private file(name: string) {
    checkName(name);
    return this.client.file(this.prefix + name, { partSize: PART_SIZE, queueSize: 1 });
  }

  async write(name: string, body: Readable): Promise<number> {
    const c = counter();
    const web = Readable.toWeb(through(body, c.stream)) as unknown as ReadableStream<Uint8Array>;
    await this.file(name).write(new Response(web), { type: "application/octet-stream" });
    this.written.add(name);
    return c.state.bytes;
  }

  async read(name: string): Promise<Readable> {
    const file = this.file(name);
    // A store that is not read-after-write consistent (some S3-compatible ones), or slow to finish
    // assembling a multipart upload, may not show at once what was just written: the read-back of
    // a new archive tries for about 3 s before it calls the archive missing. Other names fail at once.
    for (let wait = 100; ; wait *= 2) {
      try {
        await file.stat();
        break;
      } catch (e: any) {
        if (e?.code !== "NoSuchKey") throw e;
        if (!this.written.has(name) || wait > 1600)
          throw new UserError(`${this.url}/${name} does not exist`);
        await Bun.sleep(wait);
      }
    }
    return Readable.fromWeb(file.stream() as any);
  }

  async readHead(name: string, bytes: number): Promise<Buffer> {
    try {
      return Buffer.from(await this.file(name).slice(0, bytes).arrayBuffer());
    } catch (e: any) {
      if (e?.code === "NoSuchKey") throw new UserError(`${this.url}/${name} does not exist`);
      throw e;
    }
  }

  async list(prefix: string): Promise<TargetObject[]> {
    const out: TargetObject[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.list({ prefix: this.prefix + prefix, continuationToken });
      for (const o of page.contents ?? [])
        out.push({ name: o.key.slice(this.prefix.length), bytes: o.size ?? 0 });
      continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
    } while (continuationToken);
    return out;
  }

  async delete(name: string): Promise<void> {
    await this.file(name).delete();
  }
}

/** A target from SITEVISIT_BACKUP_TARGET's syntax: s3://bucket[/prefix] or a directory path. */
export function openTarget(spec: string): BackupTarget {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(spec);
  if (s3) {
    const [, bucket, rawPrefix] = s3;
    const prefix = rawPrefix ? rawPrefix.replace(/\/*$/, "/") : "";
    if (prefix && (!NAME_RE.test(prefix.slice(0, -1)) || prefix.split("/").includes("..")))
      throw new UserError(
        `${spec}: the prefix may hold letters, digits, . _ - and / (no . or .. parts)`,
      );
    return new S3Target(`s3://${bucket}/${prefix}`.replace(/\/$/, ""), bucket!, prefix);
  }
  if (/^[a-z0-9]+:\/\//i.test(spec))
    throw new UserError(`${spec}: a backup target is a directory or s3://bucket/prefix`);
  return new LocalTarget(resolve(spec));
}

/** An archive named by a path or URL (`sitevisit restore`): the target it lives in and its name there. */
export function locateArchive(ref: string): { target: BackupTarget; name: string } {
  const slash = ref.replace(/\/+$/, "").lastIndexOf("/");
  if (/^s3:\/\//.test(ref)) {
    const rest = ref.slice("s3://".length);
    if (!rest.includes("/"))
      throw new UserError(`${ref}: name an archive, s3://bucket/prefix/NAME`);
    return { target: openTarget(ref.slice(0, slash)), name: ref.slice(slash + 1) };
  }
  const path = resolve(ref);
  return { target: openTarget(dirname(path)), name: path.slice(dirname(path).length + 1) };
}
