// BlobStore on S3-compatible storage through Bun's built-in client, so media can leave the VPS's
// disk. Objects are <prefix><key>. Uploads stream as a multipart upload of bounded parts; an object
// appears only when the upload completes, and a failed or over-limit body makes Bun abort the
// multipart upload (a bucket lifecycle rule "abort incomplete multipart uploads" covers a crash).
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
import { s3SettingsFromEnv, type S3Settings } from "../core/config";

/** The settings of SITEVISIT_S3_* (src/core/config.ts). */
export type S3StoreConfig = S3Settings;
/** Reads SITEVISIT_S3_* settings; null when no bucket is set. */
export const s3ConfigFromEnv = s3SettingsFromEnv;

// 5 MiB is S3's smallest part. One part in flight: measured ~15 MiB of RSS per concurrent upload
// (20 x 15 MiB at once: +294 MiB; with two in flight +475 MiB), whatever the body's size.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 1;

const PREFIX_RE = /^[A-Za-z0-9._\-/]*$/;

function normalizePrefix(prefix: string | undefined): string {
  if (!prefix) return "";
  if (
    !PREFIX_RE.test(prefix) ||
    prefix.startsWith("/") ||
    prefix.split("/").some((p) => p === ".." || p === ".")
  )
    throw new Error(
      "SITEVISIT_S3_PREFIX may hold letters, digits, . _ - and / (no leading slash, no . or .. parts)",
    );
  return prefix.endsWith("/") ? prefix : `${prefix}/`;
}

function isNotFound(e: unknown): boolean {
  return (e as { code?: string })?.code === "NoSuchKey";
}

export class S3BlobStore implements BlobStore {
  private readonly client: Bun.S3Client;
  private readonly prefix: string;

  constructor(cfg: S3StoreConfig) {
    this.prefix = normalizePrefix(cfg.prefix);
    this.client = new Bun.S3Client({
      bucket: cfg.bucket,
      endpoint: cfg.endpoint,
      region: cfg.region,
      accessKeyId: cfg.accessKeyId,
      secretAccessKey: cfg.secretAccessKey,
    });
  }

  private file(key: string) {
    assertBlobKey(key);
    return this.client.file(this.prefix + key, { partSize: PART_SIZE, queueSize: QUEUE_SIZE });
  }

  async put(key: string, body: ReadableStream<Uint8Array>, opts: PutOptions): Promise<PutResult> {
    const file = this.file(key);
    const metered = meteredStream(body, opts.maxBytes, opts.signal);
    try {
      await file.write(new Response(metered.stream), {
        type: opts.contentType ?? "application/octet-stream",
      });
      return metered.done();
    } catch (e) {
      // A failure after the upload completed (its reply lost) would otherwise leave the object.
      await file.delete().catch(() => {});
      throw e;
    }
  }

  async get(key: string, range?: ByteRange): Promise<GetResult | null> {
    const file = this.file(key);
    const st = await this.stat(key);
    if (!st) return null;
    const { start, end } = resolveRange(st.size, range);
    const part = start === 0 && end === st.size - 1 ? file : file.slice(start, end + 1);
    return { body: part.stream(), size: st.size, start, end };
  }

  async stat(key: string): Promise<BlobStat | null> {
    try {
      const st = await this.file(key).stat();
      return { size: st.size, modifiedMs: st.lastModified.getTime() };
    } catch (e) {
      if (isNotFound(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.file(key).delete();
  }

  async *list(): AsyncIterable<string> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.list({ prefix: this.prefix, continuationToken });
      for (const obj of page.contents ?? []) {
        const key = obj.key.slice(this.prefix.length);
        if (isValidBlobKey(key)) yield key;
      }
      continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
    } while (continuationToken);
  }
}
