// The work order emails, sent by the job loop with the mail feature's retries (src/mail/schedule.ts):
// `sent` mails the contractor the job and its link (Reply-To the account's), `done` mails the
// manager who sent it (else the account's reply-to) that it was done, with the photo; `due` and
// `overdue` remind the contractor of an open order (./reminders.ts). The link is
// made again from the order's id (./token.ts): it is never stored or queued in clear.
import { db, type DbOrTx } from "../db/client";
import { config } from "../core/config";
import { logger } from "../core/logger";
import { defineJob } from "../jobs/define";
import { getActionItem, type ActionItemDto } from "../action-items/service";
import { getAccountSettings } from "../account-settings/service";
import { sendMail } from "../mail/mailer";
import {
  renderWorkOrderDoneEmail,
  renderWorkOrderEmail,
  type MailPhoto,
} from "../mail/work-order-email";
import type { RenderedEmail } from "../mail/report-email";
import type { JobPayloads } from "../jobs/catalog";
import { getWorkOrderRow, linkState, managerAddress } from "./service";
import type { WorkOrderRow } from "./schema";
import { workOrderUrl } from "./token";
import { jobView } from "./job-view";

/** A photo's sizes when made, else the original (a message should not wait for a resize). */
const photo = (url: string, sizes: { thumbnailUrl: string | null; displayUrl: string | null }) => ({
  thumb: sizes.thumbnailUrl ?? url,
  display: sizes.displayUrl ?? url,
});

function itemPhotos(item: ActionItemDto): MailPhoto[] {
  return item.evidenceImages.filter((p) => p.status !== "failed").map((p) => photo(p.url, p));
}

function jobMail(
  ex: DbOrTx,
  o: WorkOrderRow,
  item: ActionItemDto,
  reminder?: "due" | "overdue",
): RenderedEmail {
  const settings = getAccountSettings(ex, o.accountId);
  const job = jobView(ex, { accountId: o.accountId, isTest: o.isTest }, item);
  const mail = renderWorkOrderEmail({
    firm: settings.firmName,
    contractorName: o.contractorName,
    property: { name: item.propertyName, address: job.address },
    item: job.item,
    photos: itemPhotos(item),
    message: o.message,
    url: workOrderUrl(o.id),
    reminder,
  });
  return settings.replyTo ? { ...mail, replyTo: settings.replyTo } : mail;
}

function doneMail(o: WorkOrderRow, item: ActionItemDto): RenderedEmail {
  const done = item.completionPhotoUrl;
  return renderWorkOrderDoneEmail({
    contractorName: o.contractorName,
    itemTitle: item.title,
    propertyName: item.propertyName,
    note: o.completionNote,
    photo: done
      ? photo(done, item.completionPhotoSizes ?? { thumbnailUrl: null, displayUrl: null })
      : null,
    dashboardUrl: `${config().publicUrl}/dashboard/action-items/${item.id}/work-orders`,
  });
}

type MailKind = JobPayloads["mail.send_work_order"]["kind"];

/**
 * Sends one work order email now: the job's work, and `sitevisit digest send`'s for reminders.
 * Returns why it was not sent, or null when it was. A reminder goes only while the order is open,
 * its link works and its item is not done and still has a due date.
 */
export async function sendWorkOrderMail(
  ex: DbOrTx,
  workOrderId: string,
  kind: MailKind,
): Promise<string | null> {
  const o = getWorkOrderRow(ex, workOrderId);
  if (!o) return "the order or its item was deleted";
  if (kind === "sent" && o.status === "cancelled") return "the order was cancelled";
  if ((kind === "due" || kind === "overdue") && linkState(o) !== "open")
    return "the order is no longer open";
  const item = getActionItem(ex, { accountId: o.accountId, isTest: o.isTest }, o.actionItemId);
  if (kind === "done") {
    const to = managerAddress(ex, o, getAccountSettings(ex, o.accountId).replyTo);
    if (!to) return "no sender and no account reply-to";
    await sendMail({ to, ...doneMail(o, item) });
    return null;
  }
  if (kind !== "sent" && (item.status === "DONE" || !item.dueDate))
    return "the item is done or has no due date";
  const reminder = kind === "sent" ? undefined : kind;
  await sendMail({ to: o.contractorEmail, ...jobMail(ex, o, item, reminder) });
  return null;
}

export const sendWorkOrderMailJob = defineJob({
  type: "mail.send_work_order",
  run: async (job) => {
    const { workOrderId, kind } = job.payload;
    const log = { job_id: job.id, work_order_id: workOrderId, kind };
    const skipped = await sendWorkOrderMail(db(), workOrderId, kind);
    if (skipped) logger().info(log, `work order email not sent: ${skipped}`);
    else logger().info(log, "work order email sent");
  },
});
