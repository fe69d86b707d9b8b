// Deleting an owner deletes its files. Foreign keys cascade the blob rows away with the property,
// visit or item; the files are not in the database, so the deleting transaction first collects the
// keys that will go and queues `media.delete_files` for them. The job exists exactly when the delete
// committed: a crash loses neither (the job runs after restart) nor deletes early (a rolled-back
// delete queues nothing).
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { actionItems, blobs, siteVisits } from "../db/schema";
import { inScope, type Scope } from "../db/scope";
import { enqueueJob } from "../jobs/queue";

/** Keys per job: a property with thousands of photos becomes several small jobs. */
const KEYS_PER_JOB = 500;

export type FileOwner = { propertyId: string } | { visitId: string } | { itemId: string };

function ownedBy(owner: FileOwner) {
  if ("itemId" in owner) return eq(blobs.ownerItemId, owner.itemId);
  if ("visitId" in owner)
    return or(
      eq(blobs.ownerVisitId, owner.visitId),
      inArray(
        blobs.ownerItemId,
        sql`(SELECT ${actionItems.id} FROM ${actionItems} WHERE ${actionItems.siteVisitId} = ${owner.visitId})`,
      ),
    );
  return or(
    inArray(
      blobs.ownerVisitId,
      sql`(SELECT ${siteVisits.id} FROM ${siteVisits} WHERE ${siteVisits.propertyId} = ${owner.propertyId})`,
    ),
    inArray(
      blobs.ownerItemId,
      sql`(SELECT ${actionItems.id} FROM ${actionItems} WHERE ${actionItems.propertyId} = ${owner.propertyId})`,
    ),
  );
}

/** Queues the deletion of these files, in the caller's transaction. */
export function queueFileDeletion(tx: Tx, keys: string[]): void {
  for (let i = 0; i < keys.length; i += KEYS_PER_JOB)
    enqueueJob(
      tx,
      "media.delete_files",
      { keys: keys.slice(i, i + KEYS_PER_JOB) },
      { maxAttempts: 8 },
    );
}

/** Call in the deleting transaction, before the delete: queues the removal of every file the cascade takes. */
export function deleteOwnedFiles(tx: Tx, scope: Scope, owner: FileOwner): void {
  const keys = tx
    .select({ key: blobs.key })
    .from(blobs)
    .where(and(inScope(blobs, scope), ownedBy(owner)))
    .all()
    .map((r) => r.key);
  queueFileDeletion(tx, keys);
}
