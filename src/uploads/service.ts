// What happens when a resumable video upload's last byte arrives: the same checks and the same start
// of processing as PUT /site-visits/{id}/video. The container is sniffed (415 when it is not a video),
// the file is streamed into the BlobStore (local or S3) and startVideoProcessing runs in one
// transaction (409 when the visit left DRAFT meanwhile, e.g. another upload finished first). A file
// stored for a run that then did not start is removed again.
import { ApiError } from "../core/errors";
import { config } from "../core/config";
import type { Scope } from "../core/scope";
import { db } from "../db/client";
import { blobStore } from "../media/stores";
import { newBlobKey } from "../media/store";
import { looksLikeVideo } from "../pipeline/video-sniff";
import { startVideoProcessing } from "../pipeline/service";
import type { SiteVisitDto } from "../site-visits/service";

const VIDEO_TYPE = /^video\/[a-z0-9][a-z0-9.+-]*$/i;

export async function finishVideoUpload(path: string, scope: Scope, visitId: string, declaredType: string | null): Promise<SiteVisitDto> {
  const file = Bun.file(path);
  if (!looksLikeVideo(new Uint8Array(await file.slice(0, 256).arrayBuffer())))
    throw new ApiError("unsupported_media_type", "The upload is not a video file (MP4, MOV, WebM, MKV, AVI or MPEG). Upload the recording itself.");
  const contentType = declaredType && VIDEO_TYPE.test(declaredType) ? declaredType.toLowerCase() : "application/octet-stream";
  const store = blobStore();
  const key = newBlobKey();
  const put = await store.put(key, file.stream(), { maxBytes: config().maxVideoBytes, contentType });
  try {
    return db().transaction((tx) => startVideoProcessing(tx, scope, visitId, { key, contentType, size: put.size, sha256: put.sha256, rendition: null }));
  } catch (e) {
    await store.delete(key);
    throw e;
  }
}
