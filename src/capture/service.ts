// Capture tokens (docs/api.md, Resources): issued for one action item, usable until `expires_at` or until
// `upload_limit` uploads. Counting is one conditional UPDATE (a slot is taken only while one is free
// and the token is live), so concurrent uploads can never pass the limit; a slot whose upload then
// fails is given back.
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../db/client";
import { deleteInBatches } from "../db/batches";
import { actionItems, captureTokens, properties } from "../db/schema";
import type { Scope } from "../db/scope";
import { ApiError, notFound } from "../core/errors";
import { config } from "../core/config";
import { randomToken } from "../core/ids";
import { nowIso } from "../core/time";
import { attachEvidence, requireActionItem } from "../action-items/service";
import { setCompletionPhoto } from "../action-items/evidence";
import { mediaUrl } from "../media/url";
import type { StoredFile } from "../media/blobs";
import { captureTokenId } from "./token";
import { photoArrived } from "./notify";
import type { CapturePurpose, CreateCaptureTokenInput } from "./schema";

export type CaptureTokenRow = typeof captureTokens.$inferSelect;

const HOUR = 3600_000;

/** What a token will be, decided before it is signed (signing is async; the write is not). */
export interface PlannedToken {
  jti: string;
  itemId: string;
  purpose: CapturePurpose;
  uploadLimit: number;
  expiresAt: Date;
}

export function planCaptureToken(input: CreateCaptureTokenInput, now = Date.now()): PlannedToken {
  return {
    jti: randomToken(16),
    itemId: input.target_id,
    purpose: input.purpose ?? "evidence",
    uploadLimit: input.upload_limit ?? 5,
    expiresAt: new Date(now + (input.ttl_hours ?? 24) * HOUR),
  };
}

/** Records a signed token for an item of this scope (404 otherwise). */
/** `createdBy`: the dashboard user making the link, told of its photos (./notify.ts). */
export function recordCaptureToken(
  tx: Tx,
  scope: Scope,
  plan: PlannedToken,
  token: string,
  createdBy: string | null = null,
) {
  requireActionItem(tx, scope, plan.itemId);
  const expiresAt = plan.expiresAt.toISOString();
  tx.insert(captureTokens)
    .values({
      id: plan.jti,
      accountId: scope.accountId,
      isTest: scope.isTest,
      actionItemId: plan.itemId,
      purpose: plan.purpose,
      uploadLimit: plan.uploadLimit,
      uploadsUsed: 0,
      expiresAt,
      revokedAt: null,
      createdAt: nowIso(),
      createdByUserId: createdBy,
    })
    .run();
  return {
    token,
    capture_url: captureUrl(token),
    expires_at: expiresAt,
    upload_limit: plan.uploadLimit,
  };
}

export const captureUrl = (token: string) => `${config().publicUrl}/c/${token}`;

/** The item's links that still work (not revoked, not expired, uploads left), newest first. */
/** The item's live links, newest first; at most `limit` of them (a page shows a bounded list). */
export function listLiveCaptureTokens(
  ex: DbOrTx,
  scope: Scope,
  itemId: string,
  limit = Number.MAX_SAFE_INTEGER,
): CaptureTokenRow[] {
  requireActionItem(ex, scope, itemId);
  return ex
    .select()
    .from(captureTokens)
    .where(
      and(
        eq(captureTokens.actionItemId, itemId),
        isNull(captureTokens.revokedAt),
        gt(captureTokens.expiresAt, nowIso()),
        lt(captureTokens.uploadsUsed, captureTokens.uploadLimit),
      ),
    )
    .orderBy(desc(captureTokens.createdAt), desc(captureTokens.id))
    .limit(limit)
    .all();
}

/** Ends a link of this item at once (its page and uploads answer 404 from the commit on); 404 for another item's. */
export function revokeCaptureToken(tx: Tx, scope: Scope, itemId: string, jti: string): void {
  requireActionItem(tx, scope, itemId);
  const done = tx
    .update(captureTokens)
    .set({ revokedAt: nowIso() })
    .where(
      and(
        eq(captureTokens.id, jti),
        eq(captureTokens.actionItemId, itemId),
        isNull(captureTokens.revokedAt),
      ),
    )
    .returning({ id: captureTokens.id })
    .get();
  if (!done) throw notFound("capture link");
}

const invalidLink = () => notFound("capture link");

/** The row behind a token: 404 for a token we did not sign, an edited one, or one whose item is gone. */
export async function resolveCaptureToken(ex: DbOrTx, token: string): Promise<CaptureTokenRow> {
  const jti = await captureTokenId(token);
  const row = jti
    ? ex.select().from(captureTokens).where(eq(captureTokens.id, jti)).get()
    : undefined;
  if (!row || row.revokedAt) throw invalidLink();
  return row;
}

export const isExpired = (row: CaptureTokenRow, now = nowIso()) => row.expiresAt <= now;
export const remainingUploads = (row: CaptureTokenRow) =>
  Math.max(0, row.uploadLimit - row.uploadsUsed);

/** Why a live-looking token cannot take an upload now, as the API error; null if it can. */
export function unusableReason(row: CaptureTokenRow): ApiError | null {
  if (isExpired(row))
    return new ApiError(
      "capture_token_expired",
      "This capture link has expired. Ask for a new one.",
    );
  if (remainingUploads(row) === 0)
    return new ApiError(
      "capture_token_exhausted",
      "This capture link has used all of its uploads.",
    );
  return null;
}

/** Takes one upload slot, or throws 404/410. Returns the row as it is after the reservation. */
export function reserveSlot(db: Db, jti: string): CaptureTokenRow {
  const now = nowIso();
  const taken = db
    .update(captureTokens)
    .set({ uploadsUsed: sql`${captureTokens.uploadsUsed} + 1` })
    .where(
      and(
        eq(captureTokens.id, jti),
        lt(captureTokens.uploadsUsed, captureTokens.uploadLimit),
        gt(captureTokens.expiresAt, now),
        isNull(captureTokens.revokedAt),
      ),
    )
    .returning()
    .get();
  if (taken) return taken;
  const row = db.select().from(captureTokens).where(eq(captureTokens.id, jti)).get();
  if (!row || row.revokedAt) throw invalidLink();
  throw (
    unusableReason(row) ??
    new ApiError("capture_token_exhausted", "This capture link has used all of its uploads.")
  );
}

/** Gives back a slot whose upload failed (a no-op once the token is gone with its item). */
export function releaseSlot(db: Db, jti: string): void {
  db.update(captureTokens)
    .set({ uploadsUsed: sql`${captureTokens.uploadsUsed} - 1` })
    .where(and(eq(captureTokens.id, jti), gt(captureTokens.uploadsUsed, 0)))
    .run();
}

/** Records a received photo under the token's item, as evidence or as its completion photo. */
export function recordCapturedPhoto(tx: Tx, row: CaptureTokenRow, file: StoredFile) {
  const scope: Scope = { accountId: row.accountId, isTest: row.isTest };
  photoArrived(tx, row);
  if (row.purpose === "completion_photo") {
    const blob = setCompletionPhoto(tx, scope, row.actionItemId, file);
    return { id: null, url: mediaUrl(blob.key), remaining_uploads: remainingUploads(row) };
  }
  const ev = attachEvidence(tx, scope, row.actionItemId, file);
  return { id: ev.id, url: ev.url, remaining_uploads: remainingUploads(row) };
}

/** What the capture page shows about the item. */
export function captureTarget(ex: DbOrTx, row: CaptureTokenRow) {
  const found = ex
    .select({
      title: actionItems.title,
      location: actionItems.location,
      propertyName: properties.name,
      propertyAddress: properties.address,
    })
    .from(actionItems)
    .innerJoin(properties, eq(properties.id, actionItems.propertyId))
    .where(eq(actionItems.id, row.actionItemId))
    .get();
  if (!found) throw invalidLink();
  return found;
}

/** How long past its expiry a link is kept, answering "expired" (410) rather than "unknown" (404). */
const KEPT_AFTER_EXPIRY_MS = 7 * 24 * HOUR;

/** Deletes links a week past their expiry, in bounded batches (src/db/batches.ts); returns how many. */
export function pruneExpiredCaptureTokens(now = Date.now()): Promise<number> {
  return deleteInBatches("capture_tokens", "expires_at < $cutoff", {
    cutoff: new Date(now - KEPT_AFTER_EXPIRY_MS).toISOString(),
  });
}
