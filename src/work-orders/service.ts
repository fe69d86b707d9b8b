// Work orders (docs/api.md, "Work orders"): an action item sent to a contractor, who opens, starts
// and completes it from a link that needs no sign-in. The link acts on its own item only, through
// the item's own services (updateActionItem, completeActionItem), so its events are the item's
// (docs/api-objects.md, Events); it works until the order is done or cancelled, 90 days at most.
// Every change here is one transaction whose status check and write cannot interleave with another.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { users, workOrders } from "../db/schema";
import { findInScope, inScope, type Scope } from "../db/scope";
import { ApiError, invalidState, validationError } from "../core/errors";
import { newId } from "../core/ids";
import { isoAfter, nowIso } from "../core/time";
import { enqueueJob } from "../jobs/queue";
import { recordBlob, type StoredFile } from "../media/blobs";
import { completeActionItem, requireActionItem, updateActionItem } from "../action-items/service";
import { checkDueDate } from "../action-items/due-dates";
import { MAIL_MAX_ATTEMPTS } from "../mail/schedule";
import {
  LINK_DAYS,
  MAX_OPEN_ORDERS,
  OPEN_STATUSES,
  presentWorkOrder,
  type CreateWorkOrderInput,
  type WorkOrderDto,
  type WorkOrderRow,
} from "./schema";
import { isWorkOrderToken, tokenHash, workOrderToken } from "./token";

const DAY = 86_400_000;
const CONTROL = /[\u0000-\u001f\u007f]/;

export function listWorkOrders(ex: DbOrTx, scope: Scope, itemId: string): WorkOrderDto[] {
  requireActionItem(ex, scope, itemId);
  return ex
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.actionItemId, itemId), inScope(workOrders, scope)))
    .orderBy(desc(workOrders.createdAt), desc(workOrders.id))
    .all()
    .map(presentWorkOrder);
}

/** Open orders of the item whose link still works. */
function openOrders(ex: DbOrTx, itemId: string): number {
  const { n } = ex
    .select({ n: sql<number>`COUNT(*)` })
    .from(workOrders)
    .where(
      and(
        eq(workOrders.actionItemId, itemId),
        inArray(workOrders.status, [...OPEN_STATUSES]),
        sql`${workOrders.expiresAt} > ${nowIso()}`,
      ),
    )
    .get()!;
  return n;
}

/**
 * Sends the item to a contractor: the order, the item's assignee set to the contractor's name
 * (`action_item.updated` and `action_item.assigned` when it changes) and the email queued, in one
 * write. A DONE item: 409 `invalid_state`; past 5 open orders: 422 `work_order_limit_reached`.
 * `sentBy`: the user (usr_…) or key (key_…) that sent it.
 */
export function createWorkOrder(
  tx: Tx,
  scope: Scope,
  itemId: string,
  input: CreateWorkOrderInput,
  sentBy: string | null,
): WorkOrderDto {
  const item = requireActionItem(tx, scope, itemId);
  const name = input.contractor_name.trim();
  if (!name || CONTROL.test(name))
    throw validationError(
      "contractor_name",
      "'contractor_name' must be a name of 1 to 100 characters.",
    );
  const message = input.message?.replace(/\r\n?/g, "\n").trim() || null;
  if (item.status === "DONE")
    throw invalidState(`Action item '${itemId}' is DONE: reopen it before sending it to anyone.`);
  if (openOrders(tx, itemId) >= MAX_OPEN_ORDERS)
    throw new ApiError(
      "work_order_limit_reached",
      `Action item '${itemId}' already has ${MAX_OPEN_ORDERS} open work orders. Cancel one first.`,
      { limit: MAX_OPEN_ORDERS },
    );
  const now = nowIso();
  const id = newId("wo");
  const row: WorkOrderRow = {
    id,
    accountId: scope.accountId,
    isTest: scope.isTest,
    actionItemId: itemId,
    contractorName: name,
    contractorEmail: input.contractor_email.trim(),
    message,
    status: "sent",
    tokenHash: tokenHash(workOrderToken(id)),
    sentBy,
    appointmentDate: null,
    completionNote: null,
    expiresAt: isoAfter(LINK_DAYS * DAY),
    openedAt: null,
    startedAt: null,
    completedAt: null,
    cancelledAt: null,
    remindedDueAt: null,
    remindedOverdueAt: null,
    createdAt: now,
    updatedAt: now,
  };
  tx.insert(workOrders).values(row).run();
  updateActionItem(tx, scope, itemId, { assignee: name });
  enqueueJob(
    tx,
    "mail.send_work_order",
    { workOrderId: id, kind: "sent" },
    { maxAttempts: MAIL_MAX_ATTEMPTS },
  );
  return presentWorkOrder(row);
}

/** Cancels an open order (its link then says so); a cancelled one is returned as it is; done: 409. */
export function cancelWorkOrder(tx: Tx, scope: Scope, id: string): WorkOrderDto {
  const row = findInScope(tx, workOrders, scope, id, "work order");
  if (row.status === "cancelled") return presentWorkOrder(row);
  if (row.status === "done")
    throw invalidState(`Work order '${id}' is done: there is nothing to cancel.`);
  return presentWorkOrder(setOrder(tx, row, { status: "cancelled", cancelledAt: nowIso() }));
}

function setOrder(tx: Tx, row: WorkOrderRow, changes: Partial<WorkOrderRow>): WorkOrderRow {
  const next = { ...row, ...changes, updatedAt: nowIso() };
  tx.update(workOrders)
    .set({ ...changes, updatedAt: next.updatedAt })
    .where(eq(workOrders.id, row.id))
    .run();
  return next;
}

// ---- The link (/w/<token>) ----

export type LinkState = "open" | "done" | "cancelled" | "expired";

/** The order behind a link token, or null (a token we did not make, or one whose item is gone). */
export function resolveWorkOrder(ex: DbOrTx, token: string): WorkOrderRow | null {
  if (!isWorkOrderToken(token)) return null;
  return (
    ex
      .select()
      .from(workOrders)
      .where(eq(workOrders.tokenHash, tokenHash(token)))
      .get() ?? null
  );
}

export function linkState(row: WorkOrderRow, now = nowIso()): LinkState {
  if (row.status === "done") return "done";
  if (row.status === "cancelled") return "cancelled";
  return row.expiresAt <= now ? "expired" : "open";
}

const scopeOf = (row: WorkOrderRow): Scope => ({ accountId: row.accountId, isTest: row.isTest });

/** The contractor opened the link: `opened` once. */
export function markOpened(tx: Tx, row: WorkOrderRow): WorkOrderRow {
  if (row.status !== "sent" || linkState(row) !== "open") return row;
  return setOrder(tx, row, { status: "opened", openedAt: nowIso() });
}

/** The order as it is now, refused (409) unless its link still works. */
function openOrder(tx: Tx, id: string): WorkOrderRow {
  const row = tx.select().from(workOrders).where(eq(workOrders.id, id)).get();
  if (!row) throw invalidState("This work order no longer exists.");
  const state = linkState(row);
  if (state !== "open") throw invalidState(`This work order is ${state}.`);
  return row;
}

/** Start: the item goes IN_PROGRESS (when OPEN), with the day the contractor will come, if given. */
export function startWorkOrder(tx: Tx, id: string, appointment: string | null): WorkOrderRow {
  const row = openOrder(tx, id);
  const day = appointment === null ? null : checkDueDate(appointment, "appointment_date");
  const scope = scopeOf(row);
  const item = requireActionItem(tx, scope, row.actionItemId);
  if (item.status === "OPEN") updateActionItem(tx, scope, item.id, { status: "IN_PROGRESS" });
  return setOrder(tx, row, {
    status: "started",
    startedAt: row.startedAt ?? nowIso(),
    openedAt: row.openedAt ?? nowIso(),
    ...(day !== null ? { appointmentDate: day } : {}),
  });
}

/**
 * Done: the item is completed through completeActionItem, as POST /action-items/{id}/complete does
 * (`completedBy` the contractor's name, the photo as its completion photo, recorded first as an
 * upload of the item's scope), and the sender is mailed.
 */
export function completeWorkOrder(
  tx: Tx,
  id: string,
  done: { note: string | null; photo: StoredFile | null },
): WorkOrderRow {
  const row = openOrder(tx, id);
  const scope = scopeOf(row);
  const photo = done.photo ? recordBlob(tx, scope, done.photo, "upload") : null;
  completeActionItem(tx, scope, row.actionItemId, {
    completed_by: row.contractorName,
    ...(done.note ? { completion_note: done.note } : {}),
    ...(photo ? { completion_photo_key: photo.key } : {}),
  });
  const now = nowIso();
  const next = setOrder(tx, row, {
    status: "done",
    completedAt: now,
    openedAt: row.openedAt ?? now,
    completionNote: done.note,
  });
  enqueueJob(
    tx,
    "mail.send_work_order",
    { workOrderId: id, kind: "done" },
    { maxAttempts: MAIL_MAX_ATTEMPTS },
  );
  return next;
}

/** The contractors the account has sent work to, newest first, each once (the send form offers them). */
export function recentContractors(ex: DbOrTx, scope: Scope, limit = 20) {
  const rows = ex
    .select({ name: workOrders.contractorName, email: workOrders.contractorEmail })
    .from(workOrders)
    .where(inScope(workOrders, scope))
    .orderBy(desc(workOrders.createdAt))
    .limit(200)
    .all();
  const seen = new Map<string, { name: string; email: string }>();
  for (const r of rows) if (!seen.has(r.email.toLowerCase())) seen.set(r.email.toLowerCase(), r);
  return [...seen.values()].slice(0, limit);
}

/** Where the "done" email goes: the user who sent the order, else the account's reply-to. */
export function managerAddress(ex: DbOrTx, row: WorkOrderRow, replyTo: string | null) {
  if (row.sentBy?.startsWith("usr_")) {
    const u = ex.select({ email: users.email }).from(users).where(eq(users.id, row.sentBy)).get();
    if (u) return u.email;
  }
  return replyTo;
}

export function getWorkOrderRow(ex: DbOrTx, id: string): WorkOrderRow | undefined {
  return ex.select().from(workOrders).where(eq(workOrders.id, id)).get();
}
