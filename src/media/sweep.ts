// The orphan sweep (hourly, from src/background.ts). Files and rows can part ways in three places, each cleared here:
//  - a crash between a put and the row's transaction leaves a file with no row (spared for an hour,
//    far longer than any put-to-row gap);
//  - an upload (POST /uploads) never used as a completion photo is dropped after 24 hours;
//  - a crash mid-put leaves a temp file in the local store;
//  - a crash mid-stage leaves the pipeline's work directory (DATA_DIR/work/<visit>/) of a visit that
//    is no longer PROCESSING (stages remove their own when they end).
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { db } from "../db/client";
import { blobs } from "../db/schema";
import { logger } from "../core/logger";
import { deleteBlobRows, fileKeyColumns, withRenditions } from "./blobs";
import { queueFileDeletion } from "./cleanup";
import { blobStore } from "./stores";
import { LocalBlobStore } from "./store-local";

const HOUR = 3600_000;
export const ORPHAN_FILE_GRACE_MS = HOUR;
export const UNATTACHED_UPLOAD_MS = 24 * HOUR;
const BATCH = 500;

function dropUnattachedUploads(now: number): number {
  const stale = db()
    .select(fileKeyColumns)
    .from(blobs)
    .where(
      and(
        eq(blobs.kind, "upload"),
        isNull(blobs.ownerItemId),
        isNull(blobs.ownerVisitId),
        lt(blobs.createdAt, new Date(now - UNATTACHED_UPLOAD_MS).toISOString()),
      ),
    )
    .limit(5000)
    .all();
  if (stale.length === 0) return 0;
  const keys = withRenditions(stale);
  db().transaction((tx) => {
    deleteBlobRows(tx, keys);
    queueFileDeletion(tx, keys);
  });
  return stale.length;
}

async function removeFilesWithoutRows(now: number): Promise<number> {
  const store = blobStore();
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = new Set(
      db()
        .select({ key: blobs.key })
        .from(blobs)
        .where(inArray(blobs.key, batch))
        .all()
        .map((r) => r.key),
    );
    for (const key of batch) {
      if (known.has(key)) continue;
      const st = await store.stat(key);
      if (st && st.modifiedMs < now - ORPHAN_FILE_GRACE_MS) {
        await store.delete(key);
        removed++;
      }
    }
    batch = [];
  };
  for await (const key of store.list()) {
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length) await flush();
  return removed;
}

export async function sweepOrphans(now = Date.now()) {
  const result = {
    unattachedUploads: dropUnattachedUploads(now),
    orphanFiles: await removeFilesWithoutRows(now),
    tempFiles: 0,
  };
  const store = blobStore();
  if (store instanceof LocalBlobStore)
    result.tempFiles = await store.removeStaleTemp(ORPHAN_FILE_GRACE_MS);
  if (result.unattachedUploads || result.orphanFiles || result.tempFiles)
    logger().info(result, "media sweep removed orphans");
  return result;
}
