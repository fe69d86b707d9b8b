// Evidence on an action item beside attaching a photo (attachEvidence in ./service.ts, which creating
// an item also uses): the completion photo a capture link sets, removing and listing photos. The
// files are already in the store (src/media/receive.ts); these record their rows and
// `evidence.attached` inside the caller's write transaction, and removing one queues its files' deletion.
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { actionItems, blobs, evidence } from "../db/schema";
import { inScope, type Scope } from "../db/scope";
import { nowIso } from "../core/time";
import { notFound } from "../core/errors";
import { emitEvent } from "../events/service";
import {
  deleteBlobRows,
  evidenceRef,
  fileKeyColumns,
  findBlob,
  recordBlob,
  withRenditions,
  type StoredFile,
} from "../media/blobs";
import { queueFileDeletion } from "../media/cleanup";
import { presentEvidence } from "../media/schema";
import { getActionItem, requireActionItem } from "./service";

/**
 * A completion photo from a capture link: it replaces the item's previous one (whose file goes) and
 * emits `evidence.attached` with target_type completion_photo. The item's status is left as it is.
 */
export function setCompletionPhoto(tx: Tx, scope: Scope, itemId: string, file: StoredFile) {
  const item = requireActionItem(tx, scope, itemId);
  const blob = recordBlob(tx, scope, file, "completion", { itemId });
  if (item.completionPhotoKey) {
    const previous = findBlob(tx, item.completionPhotoKey);
    if (previous && previous.ownerItemId === itemId) {
      const keys = withRenditions([previous]);
      deleteBlobRows(tx, keys);
      queueFileDeletion(tx, keys);
    }
  }
  tx.update(actionItems)
    .set({ completionPhotoKey: blob.key, updatedAt: nowIso() })
    .where(eq(actionItems.id, itemId))
    .run();
  emitEvent(tx, scope, "evidence.attached", {
    target_type: "completion_photo",
    action_item: getActionItem(tx, scope, itemId),
    evidence: evidenceRef(null, blob),
  });
  return blob;
}

/** DELETE /action-items/{id}/evidence/{evidence_id}: the rows now, the file by job once committed. */
export function deleteEvidence(tx: Tx, scope: Scope, itemId: string, evidenceId: string): void {
  requireActionItem(tx, scope, itemId);
  const row = tx
    .select(fileKeyColumns)
    .from(evidence)
    .innerJoin(blobs, eq(blobs.key, evidence.blobKey))
    .where(
      and(eq(evidence.id, evidenceId), eq(evidence.actionItemId, itemId), inScope(evidence, scope)),
    )
    .get();
  if (!row) throw notFound("evidence", evidenceId);
  const keys = withRenditions([row]);
  // The evidence row goes with its blob row (foreign key cascade).
  deleteBlobRows(tx, keys);
  queueFileDeletion(tx, keys);
}

/** The item's evidence photos with their ids, oldest first (the dashboard's list; 404 for another scope's item). */
export function listEvidence(ex: DbOrTx, scope: Scope, itemId: string) {
  requireActionItem(ex, scope, itemId);
  return ex
    .select({ id: evidence.id, blob: blobs })
    .from(evidence)
    .innerJoin(blobs, eq(blobs.key, evidence.blobKey))
    .where(and(eq(evidence.actionItemId, itemId), inScope(evidence, scope)))
    .orderBy(asc(evidence.createdAt), asc(evidence.id))
    .all()
    .map((r) => presentEvidence(r.id, itemId, r.blob));
}
