// What a capture link brought back, told to the manager (docs/dashboard.md, "Capture links"): each
// upload marks its item "New photo from the link" (shown on the home page, the item's card on its
// visit's review and the item's photos page until a dashboard user opens that page), and the
// dashboard user who made the link is emailed, at most once per link per hour, so ten photos in a
// row are one email.
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { db } from "../db/client";
import { actionItems, captureTokens, properties, users } from "../db/schema";
import { inScope, type Scope } from "../db/scope";
import { config } from "../core/config";
import { html } from "../core/html";
import { logger } from "../core/logger";
import { nowIso } from "../core/time";
import { defineJob } from "../jobs/define";
import { enqueueJob } from "../jobs/queue";
import { sendMail } from "../mail/mailer";

type CaptureTokenRow = typeof captureTokens.$inferSelect;

const HOUR = 3600_000;

/** In the upload's transaction: the item is marked, and the link's maker emailed if an hour passed. */
export function photoArrived(tx: Tx, row: CaptureTokenRow): void {
  const now = nowIso();
  tx.update(actionItems)
    .set({ linkPhotoAt: now })
    .where(eq(actionItems.id, row.actionItemId))
    .run();
  if (!row.createdByUserId) return;
  const since = new Date(Date.now() - HOUR).toISOString();
  // One conditional update: two uploads at once queue one email.
  const due = tx
    .update(captureTokens)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(captureTokens.id, row.id),
        or(isNull(captureTokens.notifiedAt), lt(captureTokens.notifiedAt, since)),
      ),
    )
    .returning({ id: captureTokens.id })
    .get();
  if (due) enqueueJob(tx, "capture.notify_maker", { captureTokenId: row.id }, { maxAttempts: 5 });
}

/** A dashboard user opened the item's photos: nothing there is new any more. */
export function linkPhotosSeen(tx: Tx, scope: Scope, itemId: string): void {
  tx.update(actionItems)
    .set({ linkPhotoAt: null })
    .where(
      and(
        inScope(actionItems, scope),
        eq(actionItems.id, itemId),
        isNotNull(actionItems.linkPhotoAt),
      ),
    )
    .run();
}

export interface NewLinkPhoto {
  id: string;
  title: string;
  propertyName: string;
  linkPhotoAt: string;
}

/**
 * Items with photos from a link nobody has looked at yet, newest first: the home page's list, and
 * with `visitId` the cards of that visit's review.
 */
export function newLinkPhotos(
  ex: DbOrTx,
  scope: Scope,
  o: { limit?: number; visitId?: string } = {},
): NewLinkPhoto[] {
  return (
    ex
      .select({
        id: actionItems.id,
        title: actionItems.title,
        propertyName: properties.name,
        linkPhotoAt: actionItems.linkPhotoAt,
      })
      .from(actionItems)
      .innerJoin(properties, eq(properties.id, actionItems.propertyId))
      // The literal condition of action_items_link_photo_idx, so SQLite uses that partial index.
      .where(
        and(
          inScope(actionItems, scope),
          sql`${actionItems.linkPhotoAt} IS NOT NULL`,
          o.visitId === undefined ? undefined : eq(actionItems.siteVisitId, o.visitId),
        ),
      )
      .orderBy(desc(actionItems.linkPhotoAt))
      .limit(o.limit ?? 50)
      .all() as NewLinkPhoto[]
  );
}

const oneLine = (s: string | null | undefined) =>
  (s ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

/** The email to the link's maker: which item, and a link to its photos page. */
export const notifyMakerJob = defineJob({
  type: "capture.notify_maker",
  run: async (job) => {
    const found = db()
      .select({
        email: users.email,
        name: users.name,
        itemId: actionItems.id,
        title: actionItems.title,
        propertyName: properties.name,
      })
      .from(captureTokens)
      .innerJoin(users, eq(users.id, captureTokens.createdByUserId))
      .innerJoin(actionItems, eq(actionItems.id, captureTokens.actionItemId))
      .innerJoin(properties, eq(properties.id, actionItems.propertyId))
      .where(eq(captureTokens.id, job.payload.captureTokenId))
      .get();
    if (!found) return; // the link, its item or its maker is gone
    const url = `${config().publicUrl}/dashboard/action-items/${encodeURIComponent(found.itemId)}/photos`;
    const title = oneLine(found.title);
    const subject = `New photo from the link: ${title}`.slice(0, 200);
    const lead = `A photo was added through your capture link for “${title}” at ${oneLine(found.propertyName)}.`;
    const text = [
      lead,
      "",
      `See it: ${url}`,
      "",
      "You get at most one such email per link per hour.",
      "",
    ].join("\n");
    const body = html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${subject}</title></head>
<body style="font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#101828">
<p>${lead}</p><p><a href="${url}">See the item's photos</a></p>
<p style="color:#667085;font-size:13px">You get at most one such email per link per hour.</p></body></html>`;
    await sendMail({ to: found.email, subject, text, html: body.value });
    logger().info({ job_id: job.id, capture_token: "[redacted]" }, "capture photo notice mailed");
  },
});
