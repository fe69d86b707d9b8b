// What happens when a resumable video upload's last byte arrives: the same checks and the same start
// of processing as PUT /site-visits/{id}/video. The container is sniffed (415 when it is not a video),
// the file moves into the BlobStore (a hard link on the local store, a streamed put to S3) and
// startVideoProcessing runs in one
// transaction (409 when the visit left DRAFT meanwhile, e.g. another upload finished first). A file
// stored for a run that then did not start is removed again.
import { link, mkdir, open } from "node:fs/promises";
import { dirname } from "node:path";
import { ApiError } from "../core/errors";
import { config } from "../core/config";
import type { Scope } from "../db/scope";
import { db } from "../db/client";
import { blobStore } from "../media/stores";
import { newBlobKey, type BlobStore, type PutResult } from "../media/store";
import { DIR_MODE } from "../core/data-dir";
import { logger } from "../core/logger";
import { looksLikeVideo } from "../pipeline/video-sniff";
import { startVideoProcessing } from "../pipeline/start";
import type { SiteVisitDto } from "../site-visits/service";

const VIDEO_TYPE = /^video\/[a-z0-9][a-z0-9.+-]*$/i;
const READ_CHUNK = 1024 * 1024;

/** SHA-256 and size of a file, read through one reused 1 MiB buffer. */
async function hashFile(path: string): Promise<PutResult> {
  const hasher = new Bun.CryptoHasher("sha256");
  const buf = Buffer.allocUnsafe(READ_CHUNK);
  const fh = await open(path, "r");
  let size = 0;
  try {
    for (;;) {
      const { bytesRead } = await fh.read(buf, 0, READ_CHUNK, null);
      if (bytesRead === 0) break;
      hasher.update(buf.subarray(0, bytesRead));
      size += bytesRead;
    }
    await fh.sync();
  } finally {
    await fh.close();
  }
  return { size, sha256: hasher.digest("hex") };
}

/**
 * Puts the finished file into the store under `key`. A store on this disk gets a hard link (no copy,
 * no memory: the upload's own name is removed after the response); any other store, or a link that
 * fails (another filesystem), gets the bytes streamed like any put.
 */
async function moveIntoStore(
  store: BlobStore,
  path: string,
  key: string,
  contentType: string,
): Promise<PutResult> {
  const target = store.localPath?.(key);
  if (target) {
    const result = await hashFile(path);
    try {
      await mkdir(dirname(target), { recursive: true, mode: DIR_MODE });
      await link(path, target);
      return result;
    } catch (e) {
      logger().info(
        { code: (e as NodeJS.ErrnoException).code },
        "video upload copied into the store: no hard link possible",
      );
    }
  }
  return store.put(key, Bun.file(path).stream(), { maxBytes: config().maxVideoBytes, contentType });
}

export async function finishVideoUpload(
  path: string,
  scope: Scope,
  visitId: string,
  declaredType: string | null,
): Promise<SiteVisitDto> {
  const file = Bun.file(path);
  if (!looksLikeVideo(new Uint8Array(await file.slice(0, 256).arrayBuffer())))
    throw new ApiError(
      "unsupported_media_type",
      "The upload is not a video file (MP4, MOV, WebM, MKV, AVI or MPEG). Upload the recording itself.",
    );
  const contentType =
    declaredType && VIDEO_TYPE.test(declaredType)
      ? declaredType.toLowerCase()
      : "application/octet-stream";
  const store = blobStore();
  const key = newBlobKey();
  const put = await moveIntoStore(store, path, key, contentType);
  try {
    return db().transaction((tx) =>
      startVideoProcessing(tx, scope, visitId, {
        key,
        contentType,
        size: put.size,
        sha256: put.sha256,
        rendition: null,
      }),
    );
  } catch (e) {
    await store.delete(key);
    throw e;
  }
}
