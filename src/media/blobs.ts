// The rows of stored files (table `blobs`): what a key is, who owns it. A file is written to the
// BlobStore first and recorded here in the write's transaction; until then (or if that transaction
// fails) it is an orphan that the sweep removes (src/media/jobs.ts).
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { blobs } from "../db/schema";
import { inScope, type Scope } from "../db/scope";
import { nowIso } from "../core/time";
import { enqueueJob } from "../jobs/queue";
import { mediaUrl } from "./url";

export type BlobRow = typeof blobs.$inferSelect;
export type BlobKind = BlobRow["kind"];

/** A file already in the store, not yet recorded: the result of receiveImage(). */
export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
  /** A browser-viewable JPEG of a HEIC photo, when one could be made. */
  rendition: { key: string; size: number; sha256: string } | null;
}

/** The kinds of stored image that get sizes (src/media/renditions.ts): every photo, never a video. */
export const SIZED_KINDS: readonly BlobKind[] = [
  "upload",
  "evidence",
  "completion",
  "frame",
  "logo",
];
export const IMAGE_TYPES: readonly string[] = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
];

/** Whether a stored file gets sizes. */
export const needsSizes = (kind: BlobKind, contentType: string) =>
  SIZED_KINDS.includes(kind) && IMAGE_TYPES.includes(contentType);

export interface BlobOwner {
  itemId?: string;
  visitId?: string;
}

/** Records a stored file (and its rendition) as owned by `owner`; returns the original's row. */
export function recordBlob(
  tx: Tx,
  scope: Scope,
  file: StoredFile,
  kind: BlobKind,
  owner: BlobOwner = {},
): BlobRow {
  const base = {
    accountId: scope.accountId,
    isTest: scope.isTest,
    ownerItemId: owner.itemId ?? null,
    ownerVisitId: owner.visitId ?? null,
    createdAt: nowIso(),
  };
  if (file.rendition)
    tx.insert(blobs)
      .values({
        ...base,
        key: file.rendition.key,
        kind: "rendition",
        contentType: "image/jpeg",
        size: file.rendition.size,
        sha256: file.rendition.sha256,
        renditionKey: null,
      })
      .run();
  const row: BlobRow = {
    ...base,
    key: file.key,
    kind,
    contentType: file.contentType,
    size: file.size,
    sha256: file.sha256,
    renditionKey: file.rendition?.key ?? null,
    thumbKey: null,
    displayKey: null,
    renditionError: null,
  };
  tx.insert(blobs).values(row).run();
  // Its sizes are made by a job once this commits.
  if (needsSizes(kind, file.contentType))
    enqueueJob(
      tx,
      "media.render",
      { key: row.key },
      { maxAttempts: 3, concurrencyKey: "media.render" },
    );
  return row;
}

export function findBlob(ex: DbOrTx, key: string): BlobRow | undefined {
  return ex.select().from(blobs).where(eq(blobs.key, key)).get();
}

/**
 * An upload (POST /uploads) of this scope that `itemId` may take as its completion photo: not yet
 * attached anywhere, or already this item's. undefined otherwise.
 */
export function findClaimableUpload(
  ex: DbOrTx,
  scope: Scope,
  key: string,
  itemId: string,
): BlobRow | undefined {
  return ex
    .select()
    .from(blobs)
    .where(
      and(
        eq(blobs.key, key),
        inScope(blobs, scope),
        or(
          and(eq(blobs.kind, "upload"), isNull(blobs.ownerItemId), isNull(blobs.ownerVisitId)),
          eq(blobs.ownerItemId, itemId),
        ),
      ),
    )
    .get();
}

/** Makes an upload (and its renditions) the item's completion photo: it now goes when the item goes. */
export function claimUpload(tx: Tx, upload: BlobRow, itemId: string): void {
  tx.update(blobs)
    .set({ kind: "completion", ownerItemId: itemId })
    .where(eq(blobs.key, upload.key))
    .run();
  const derived = withRenditions([upload]).filter((k) => k !== upload.key);
  if (derived.length)
    tx.update(blobs).set({ ownerItemId: itemId }).where(inArray(blobs.key, derived)).run();
}

/** The columns withRenditions() needs: select these when a file is about to go. */
export const fileKeyColumns = {
  key: blobs.key,
  renditionKey: blobs.renditionKey,
  thumbKey: blobs.thumbKey,
  displayKey: blobs.displayKey,
};
export type FileKeys = Pick<BlobRow, "key" | "renditionKey" | "thumbKey" | "displayKey">;

/** The keys of these blobs and of the files made from them (HEIC JPEG, thumbnail, display size). */
export function withRenditions(rows: FileKeys[]): string[] {
  return rows.flatMap((r) =>
    [r.key, r.renditionKey, r.thumbKey, r.displayKey].filter((k): k is string => k !== null),
  );
}

/** Deletes the rows of these keys (evidence rows cascade); the files go by cleanup's job. */
export function deleteBlobRows(tx: Tx, keys: string[]): void {
  if (keys.length > 0) tx.delete(blobs).where(inArray(blobs.key, keys)).run();
}

/** The `evidence` object of an `evidence.attached` event (docs/api.md, Resources). */
export function evidenceRef(
  id: string | null,
  blob: Pick<BlobRow, "key" | "contentType" | "size">,
) {
  return { id, url: mediaUrl(blob.key), content_type: blob.contentType, size: blob.size };
}
