// Evidence on an action item (CONTRACT 4 Media): photos attached by the API, the capture page or the
// dashboard, and the completion photo a capture link sets. The files are already in the store
// (src/media/receive.ts); these record their rows and `evidence.attached` inside the caller's write
// transaction, and removing one queues its files' deletion.
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { actionItems, blobs, evidence } from "../db/schema";
import { inScope, type Scope } from "../db/scope";
import { newId } from "../core/ids";
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

/** Evidence on an item (API or capture link): blob + evidence rows and `evidence.attached`. */
export function attachEvidence(tx: Tx, scope: Scope, itemId: string, file: StoredFile) {
  requireActionItem(tx, scope, itemId);
  const blob = recordBlob(tx, scope, file, "evidence", { itemId });
  const id = newId("ev");
  tx.insert(evidence)
    .values({
      id,
      accountId: scope.accountId,
      isTest: scope.isTest,
      actionItemId: itemId,
      blobKey: blob.key,
      createdAt: blob.createdAt,
    })
    .run();
  emitEvent(tx, scope, "evidence.attached", {
    target_type: "evidence",
    action_item: getActionItem(tx, scope, itemId),
    evidence: evidenceRef(id, blob),
  });
  return presentEvidence(id, itemId, blob);
}

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
