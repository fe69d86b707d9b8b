// Action items: the leaves of the ownership tree and the item state machine of docs/api-objects.md, States / docs/api.md, Resources
import { and, asc, eq, gte, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx, Tx } from "../db/client";
import { inJsonList, placeholder, prepared, rowMapper } from "../db/prepared";
import { accounts, actionItems, blobs, evidence, properties, siteVisits } from "../db/schema";
import {
  claimUpload,
  evidenceRef,
  findClaimableUpload,
  recordBlob,
  type BlobKind,
  type StoredFile,
} from "../media/blobs";
import { presentEvidence } from "../media/schema";
import { Provided } from "../core/hooks";
import { changedFields, findInScope, inScope, inScopePrepared, type Scope } from "../db/scope";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { ApiError, notFound, validationError } from "../core/errors";
import { config } from "../core/config";
import { preparedList } from "../db/pagination";
import { deleteAndEmit, emitEvent } from "../events/service";
import { deleteOwnedFiles } from "../media/cleanup";
import { requireSiteVisit, type SiteVisitRow } from "../site-visits/service";
import { itemsChanged } from "../site-visits/summary";
import { dayIn } from "../accounts/response-times";
import { checkDueDate, derivedDueDate, dueFrom, duePolicy } from "./due-dates";
import {
  type ActionItem,
  presentActionItem,
  type StoredPhoto,
  type CompleteActionItemInput,
  type ListActionItemsInput,
  type Priority,
  type UpdateActionItemInput,
} from "./schema";

export type ActionItemRow = typeof actionItems.$inferSelect;
type Selected = { row: ActionItemRow; propertyName: string; isSample: boolean; timeZone: string };

// The account's time zone rides along: `overdue` is read against today there.
const itemColumns = {
  row: actionItems,
  propertyName: properties.name,
  isSample: properties.isSample,
  timeZone: accounts.timeZone,
};

function selectItems(tx: DbOrTx, where: SQL) {
  return tx
    .select(itemColumns)
    .from(actionItems)
    .innerJoin(properties, eq(properties.id, actionItems.propertyId))
    .innerJoin(accounts, eq(accounts.id, actionItems.accountId))
    .where(where);
}

export type ActionItemDto = typeof ActionItem.static;

const sizeColumns = {
  key: blobs.key,
  thumbKey: blobs.thumbKey,
  displayKey: blobs.displayKey,
  renditionError: blobs.renditionError,
};
// Prepared once for any number of items (a JSON list of ids): drizzle's builder, run on every list
// request, was a third of a 10-item page.
const photosOf = prepared((d) =>
  d
    .select({ itemId: evidence.actionItemId, ...sizeColumns, key: evidence.blobKey })
    .from(evidence)
    .leftJoin(blobs, eq(blobs.key, evidence.blobKey))
    .where(inJsonList(evidence.actionItemId, "ids"))
    .orderBy(asc(evidence.createdAt), asc(evidence.id))
    .prepare(),
);
const blobSizes = prepared((d) =>
  d.select(sizeColumns).from(blobs).where(inJsonList(blobs.key, "keys")).prepare(),
);

/** Presents rows with their evidence images and completion photos, read in one query each for the whole batch. */
function presentAll(tx: DbOrTx, rows: Selected[]): ActionItemDto[] {
  const ids = rows.map((r) => r.row.id);
  const photos = new Map<string, StoredPhoto[]>(ids.map((id) => [id, []]));
  if (ids.length > 0)
    for (const { itemId, ...p } of photosOf(tx).all({ ids: JSON.stringify(ids) }))
      photos.get(itemId)!.push(p);
  const completionKeys = rows
    .map((r) => r.row.completionPhotoKey)
    .filter((k): k is string => k !== null);
  const completion = new Map<string, StoredPhoto>(
    completionKeys.length
      ? blobSizes(tx)
          .all({ keys: JSON.stringify(completionKeys) })
          .map((b) => [b.key, b])
      : [],
  );
  // Every row of a batch is one account's; today is read once per zone.
  const today = new Map<string, string>();
  const todayIn = (zone: string) => {
    let day = today.get(zone);
    if (day === undefined) today.set(zone, (day = dayIn(zone)));
    return day;
  };
  return rows.map((r) =>
    presentActionItem(
      r,
      photos.get(r.row.id)!,
      r.row.completionPhotoKey === null
        ? null
        : (completion.get(r.row.completionPhotoKey) ?? {
            key: r.row.completionPhotoKey,
            thumbKey: null,
            displayKey: null,
            renditionError: null,
          }),
      todayIn(r.timeZone),
    ),
  );
}

/** The item as the API shows it, or 404 if it is not in this scope. */
// Prepared once, rows mapped by a mapper compiled once (src/db/prepared.ts).
const toSelected = rowMapper<Selected>(itemColumns);
const getStatement = prepared((d) =>
  selectItems(
    d,
    and(eq(actionItems.id, placeholder("id")), inScopePrepared(actionItems))!,
  ).prepare(),
);

export function getActionItem(ex: DbOrTx, scope: Scope, id: string): ActionItemDto {
  const [values] = getStatement(ex).values({ id, ...scope });
  if (!values) throw notFound("action item", id);
  return presentAll(ex, [toSelected(values)])[0]!;
}

/** The raw row, or 404: for features that hang records off an item (evidence, capture tokens). */
export const requireActionItem = (ex: DbOrTx, scope: Scope, id: string): ActionItemRow =>
  findInScope(ex, actionItems, scope, id, "action item");

/**
 * Every item of one visit in the order it was recorded (video time, then the items without one, in
 * their order): the review page's one query, with no page size (a visit holds at most what the
 * plan allows).
 */
export function visitActionItems(ex: DbOrTx, scope: Scope, siteVisitId: string): ActionItemDto[] {
  const rows = selectItems(
    ex,
    and(inScope(actionItems, scope), eq(actionItems.siteVisitId, siteVisitId))!,
  )
    .orderBy(
      sql`${actionItems.timestampSec} IS NULL`,
      asc(actionItems.timestampSec),
      asc(actionItems.order),
      asc(actionItems.id),
    )
    .all();
  return presentAll(ex, rows);
}

const listItems = preparedList<Selected>({
  keyset: { table: actionItems, sort: actionItems.createdAt, id: actionItems.id },
  columns: itemColumns,
  // Narrowest first (preparedList): a visit's items, a property's, one person's, then the coarse ones.
  filters: {
    site_visit_id: actionItems.siteVisitId,
    property_id: actionItems.propertyId,
    assignee: actionItems.assignee,
    priority: actionItems.priority,
    status: actionItems.status,
  },
  flags: {
    open: ne(actionItems.status, "DONE"),
    // The sample's items are those of the sample property (docs/api.md, Sample data).
    exclude_sample: eq(properties.isSample, false),
  },
  // docs/api.md, "Due dates": `overdue` is turned into today in the account's zone (listActionItems).
  conditions: {
    due_before: lte(actionItems.dueDate, placeholder("due_before")),
    due_after: gte(actionItems.dueDate, placeholder("due_after")),
    // A range of action_items_open_due_idx (its WHERE matched by the literal): the overdue items
    // are read and sorted, not every item of the account walked in list order to find them.
    overdue_on: and(
      sql`${actionItems.status} <> 'DONE'`,
      lt(actionItems.dueDate, placeholder("overdue_on")),
    )!,
    not_overdue_on: or(
      eq(actionItems.status, "DONE"),
      isNull(actionItems.dueDate),
      gte(actionItems.dueDate, placeholder("not_overdue_on")),
    )!,
  },
  outranks: { overdue_on: "assignee" },
  build: (d, where, k) =>
    selectItems(d, where)
      .orderBy(...k.orderBy)
      .limit(k.take)
      .prepare(),
});

/** `open` (the dashboard's): only items not done, i.e. open and in progress. */
export function listActionItems(
  ex: DbOrTx,
  scope: Scope,
  q: ListActionItemsInput & { open?: boolean },
) {
  const { overdue, ...rest } = q;
  if (q.due_before !== undefined) checkDueDate(q.due_before, "due_before");
  if (q.due_after !== undefined) checkDueDate(q.due_after, "due_after");
  const today = overdue === undefined ? "" : dayIn(duePolicy(ex, scope.accountId).zone);
  const page = listItems(ex, scope, {
    ...rest,
    ...(overdue === true ? { overdue_on: today } : {}),
    ...(overdue === false ? { not_overdue_on: today } : {}),
  });
  return { ...page, data: presentAll(ex, page.data) };
}

export interface NewItem {
  title: string;
  description?: string | null;
  category?: string | null;
  location?: string | null;
  priority?: Priority;
  /** The extractor's reason for the priority (docs/priority-policy.md). */
  priorityReason?: string | null;
  assignee?: string | null;
  /** A due date a person set (null: none); absent, the account's response times give one. */
  due_date?: string | null;
  timestampSec?: number | null;
  transcriptQuote?: string | null;
  /** A note for the reviewer only (never in the report). */
  reviewNote?: string | null;
  /**
   * Who made the item: a person (their user or API key id) makes it confirmed; the pipeline
   * (`null`) makes it suggested. Absent: confirmed by nobody in particular (the sample).
   */
  confirmedBy?: string | null;
}

/** Inserts an item under a visit already checked to be in scope, after the visit's last item; no events. */
export function insertActionItem(tx: Tx, visit: SiteVisitRow, input: NewItem): ActionItemRow {
  const { maxOrder } = tx
    .select({ maxOrder: sql<number>`COALESCE(MAX(${actionItems.order}), 0)` })
    .from(actionItems)
    .where(eq(actionItems.siteVisitId, visit.id))
    .get()!;
  const now = nowIso();
  const priority = input.priority ?? "MEDIUM";
  const timestampSec = input.timestampSec ?? null;
  const set = input.due_date !== undefined;
  let dueDate = set ? checkDueDate(input.due_date!) : null;
  if (!set) {
    const policy = duePolicy(tx, visit.accountId);
    const from = dueFrom({ timestampSec, createdAt: now }, visit.visitDate, policy.zone);
    dueDate = derivedDueDate(policy, priority, from);
  }
  const row: ActionItemRow = {
    id: newId("ai"),
    // An item's mode and owner are its visit's (docs/api-objects.md, Objects).
    accountId: visit.accountId,
    isTest: visit.isTest,
    siteVisitId: visit.id,
    propertyId: visit.propertyId,
    title: input.title,
    description: input.description ?? null,
    category: input.category ?? null,
    location: input.location ?? null,
    priority,
    priorityReason: input.priorityReason ?? null,
    status: "OPEN",
    assignee: input.assignee ?? null,
    dueDate,
    dueDateSource: set ? "set" : "policy",
    timestampSec,
    transcriptQuote: input.transcriptQuote ?? null,
    reviewState: input.confirmedBy === null ? "suggested" : "confirmed",
    confirmedAt: input.confirmedBy === null ? null : now,
    confirmedBy: input.confirmedBy ?? null,
    reviewNote: input.reviewNote ?? null,
    linkPhotoAt: null,
    completedAt: null,
    completedBy: null,
    completionNote: null,
    completionPhotoKey: null,
    order: maxOrder + 1,
    createdAt: now,
    updatedAt: now,
  };
  tx.insert(actionItems).values(row).run();
  return row;
}

/** An item's text as the recurrence rule reads it. */
export interface ItemText {
  title: string;
  location: string | null;
  description: string | null;
}

/** The description a new item gets: its own, or opened by the note of an earlier item with the same problem. */
export type NoteRecurrence = (item: ItemText) => string | null;

/**
 * The recurrence rule for one visit (docs/api.md, Action items): it reads the property's earlier items
 * once and notes each new item against them. The rule reads titles with the pipeline's lexicon, so it
 * lives in src/pipeline/recurring.ts and src/wiring.ts provides it; until then an item stays as sent.
 */
export const recurrenceAt = new Provided<
  (ex: DbOrTx, scope: Scope, visit: SiteVisitRow) => NoteRecurrence
>(() => (item) => item.description);

/** The longest description the API takes: a recurrence note never pushes one past it. */
const DESCRIPTION_MAX = 5000;

/**
 * What createActionItem takes beside the item's own fields. Each option stands alone and is off
 * (or the default) when left out, so a new one is one more field here.
 */
export interface CreateActionItemOptions {
  /** Where the item was seen in the visit's video (the pipeline's; the dashboard's "add a missed item"). */
  seen?: Pick<NewItem, "timestampSec" | "transcriptQuote">;
  /**
   * The recurrence rule for the item's visit, when the caller files many (recurrenceAt, read once);
   * by default it is read for this one item; false: the description stays as sent.
   */
  recurrence?: NoteRecurrence | false;
  /** A key frame of the visit's video: the item's first evidence, already in its `action_item.created`. */
  frame?: StoredFile | null;
  /** Photos attached once the item exists, each with its own `evidence.attached`. */
  evidence?: StoredFile[];
  /** false: the visit's summary is left alone (a pipeline run composes it once, when it finishes). */
  followSummary?: boolean;
}

/** The item's description: the recurrence note first when an earlier item has the same problem. */
function describe(
  ex: DbOrTx,
  scope: Scope,
  visit: SiteVisitRow,
  item: NewItem,
  recurrence: CreateActionItemOptions["recurrence"],
): string | null {
  const own = item.description ?? null;
  if (recurrence === false) return own;
  const note = recurrence ?? recurrenceAt.call(ex, scope, visit);
  const noted = note({ title: item.title, location: item.location ?? null, description: own });
  return noted !== null && noted.length <= DESCRIPTION_MAX ? noted : own;
}

/** How many more items the visit may take (SITEVISIT_MAX_ITEMS_PER_VISIT, docs/configuration.md). */
export function itemRoom(ex: DbOrTx, visitId: string): number {
  const { n } = ex
    .select({ n: sql<number>`COUNT(*)` })
    .from(actionItems)
    .where(eq(actionItems.siteVisitId, visitId))
    .get()!;
  return Math.max(0, config().maxItemsPerVisit - n);
}

/** 422 `visit_item_limit_reached` when the visit is full: every page of a visit stays bounded. */
function requireItemRoom(ex: DbOrTx, visit: SiteVisitRow): void {
  if (itemRoom(ex, visit.id) > 0) return;
  const limit = config().maxItemsPerVisit;
  throw new ApiError(
    "visit_item_limit_reached",
    `Site visit '${visit.id}' already has ${limit} action items, the most one visit may hold on this server.`,
    { limit },
  );
}

/**
 * The one way an item is created: POST /action-items, the dashboard's "add a missed item" and the
 * pipeline's findings. Past the per-visit limit: 422 `visit_item_limit_reached`. `action_item.created`, then
 * the summary follow-up, then any evidence's events. `input.confirmedBy` says who made it: a person's id
 * (a user's or an API key's) makes it confirmed, null (the pipeline) suggested (docs/dashboard.md,
 * "Reviewing a visit").
 */
export function createActionItem(
  tx: Tx,
  scope: Scope,
  input: NewItem & { site_visit_id: string },
  options: CreateActionItemOptions = {},
): ActionItemDto {
  const visit = requireSiteVisit(tx, scope, input.site_visit_id);
  requireItemRoom(tx, visit);
  const { site_visit_id: _, ...fields } = input;
  const description = describe(tx, scope, visit, fields, options.recurrence);
  const row = insertActionItem(tx, visit, { ...fields, ...options.seen, description });
  if (options.frame) recordEvidence(tx, scope, row.id, options.frame, "frame");
  const dto = getActionItem(tx, scope, row.id);
  emitEvent(tx, scope, "action_item.created", { action_item: dto });
  if (options.followSummary !== false) itemsChanged(tx, scope, visit.id);
  if (!options.evidence?.length) return dto;
  for (const file of options.evidence) attachEvidence(tx, scope, row.id, file);
  return getActionItem(tx, scope, row.id);
}

/** An evidence row for a stored file on an item (its blob recorded as `kind`); no event. */
function recordEvidence(tx: Tx, scope: Scope, itemId: string, file: StoredFile, kind: BlobKind) {
  const blob = recordBlob(tx, scope, file, kind, { itemId });
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
  return { id, blob };
}

/** Evidence photos one item may hold: the item's photo page, the report and the email stay bounded. */
export const MAX_PHOTOS_PER_ITEM = 50;

/**
 * Evidence on an item (API, capture link, dashboard): blob + evidence rows and `evidence.attached`.
 * Past MAX_PHOTOS_PER_ITEM: 422 `item_photo_limit_reached`.
 */
export function attachEvidence(tx: Tx, scope: Scope, itemId: string, file: StoredFile) {
  requireActionItem(tx, scope, itemId);
  const { n } = tx
    .select({ n: sql<number>`COUNT(*)` })
    .from(evidence)
    .where(eq(evidence.actionItemId, itemId))
    .get()!;
  if (n >= MAX_PHOTOS_PER_ITEM)
    throw new ApiError(
      "item_photo_limit_reached",
      `Action item '${itemId}' already has ${MAX_PHOTOS_PER_ITEM} evidence photos, the most one item may hold. Remove one first.`,
      { limit: MAX_PHOTOS_PER_ITEM },
    );
  const { id, blob } = recordEvidence(tx, scope, itemId, file, "evidence");
  emitEvent(tx, scope, "evidence.attached", {
    target_type: "evidence",
    action_item: getActionItem(tx, scope, itemId),
    evidence: evidenceRef(id, blob),
  });
  return presentEvidence(id, itemId, blob);
}

const clearedCompletion = {
  completedAt: null,
  completedBy: null,
  completionNote: null,
  completionPhotoKey: null,
};

/** The columns that confirm a suggested item (none for one already confirmed). */
function confirmation(current: ActionItemRow, by: string, now: string): Partial<ActionItemRow> {
  return current.reviewState === "confirmed"
    ? {}
    : { reviewState: "confirmed", confirmedAt: now, confirmedBy: by };
}

/**
 * The due date a PATCH leaves: the one sent (a person's: `set`), or, for a derived one, the date
 * the new priority gives (docs/api.md, "Due dates"); nothing when neither applies.
 */
function dueDateChange(
  ex: DbOrTx,
  current: ActionItemRow,
  sent: string | null | undefined,
  newPriority: Priority | null,
): Partial<ActionItemRow> {
  if (sent !== undefined) return { dueDate: checkDueDate(sent), dueDateSource: "set" };
  if (newPriority === null || current.dueDateSource !== "policy") return {};
  const policy = duePolicy(ex, current.accountId);
  const visit = ex
    .select({ visitDate: siteVisits.visitDate })
    .from(siteVisits)
    .where(eq(siteVisits.id, current.siteVisitId))
    .get()!;
  const from = dueFrom(current, visit.visitDate, policy.zone);
  return { dueDate: derivedDueDate(policy, newPriority, from) };
}

/**
 * PATCH: `action_item.updated` for any change, plus `assigned` when the assignee changed and
 * `reopened` when the item left DONE. Moving to DONE here is not a completion (no `completed`).
 * `confirmBy` (the dashboard's edit): the change also confirms a suggested item, in one event.
 */
export function updateActionItem(
  tx: Tx,
  scope: Scope,
  id: string,
  input: UpdateActionItemInput,
  confirmBy?: string,
): ActionItemDto {
  const current = requireActionItem(tx, scope, id);
  const { priority_reason: reason, due_date: due, ...fields } = input;
  const now = nowIso();
  // A new priority replaces the reason (docs/api.md, Action items): the one sent with it, or none.
  const newPriority = fields.priority !== undefined && fields.priority !== current.priority;
  const changes = {
    ...changedFields<ActionItemRow>(current, {
      ...fields,
      ...(reason !== undefined || newPriority ? { priorityReason: reason ?? null } : {}),
      ...dueDateChange(tx, current, due, newPriority ? fields.priority! : null),
    }),
    ...(confirmBy ? confirmation(current, confirmBy, now) : {}),
  };
  if (Object.keys(changes).length === 0) return getActionItem(tx, scope, id);
  const reopened = changes.status !== undefined && current.status === "DONE";
  if (changes.status === "DONE") changes.completedAt = now;
  if (reopened) Object.assign(changes, clearedCompletion);
  tx.update(actionItems)
    .set({ ...changes, updatedAt: now })
    .where(eq(actionItems.id, id))
    .run();
  const dto = getActionItem(tx, scope, id);
  emitEvent(tx, scope, "action_item.updated", { action_item: dto });
  if ("assignee" in changes)
    emitEvent(tx, scope, "action_item.assigned", {
      action_item: dto,
      previous_assignee: current.assignee,
    });
  if (reopened)
    emitEvent(tx, scope, "action_item.reopened", {
      action_item: dto,
      previous_status: current.status,
    });
  // What the summary reads of an item (site-visits/summary.ts).
  if ("title" in changes || "priority" in changes || "location" in changes)
    itemsChanged(tx, scope, current.siteVisitId);
  return dto;
}

/**
 * A person vouches for a suggested item (POST /action-items/{id}/confirm, the dashboard's Accept):
 * `action_item.updated`. Confirming a confirmed item changes nothing and emits nothing.
 */
export function confirmActionItem(tx: Tx, scope: Scope, id: string, by: string): ActionItemDto {
  return updateActionItem(tx, scope, id, {}, by);
}

/** The upload `completion_photo_key` names: this scope's, and not attached elsewhere (else 400). */
function requireCompletionUpload(ex: DbOrTx, scope: Scope, key: string, itemId: string) {
  const upload = findClaimableUpload(ex, scope, key, itemId);
  if (!upload)
    throw validationError(
      "completion_photo_key",
      `'completion_photo_key' names no unattached upload of this account and dataset: '${key}'.`,
    );
  return upload;
}

/** OPEN/IN_PROGRESS → DONE with the completion details. On a DONE item, returns it unchanged. */
export function completeActionItem(
  tx: Tx,
  scope: Scope,
  id: string,
  input: CompleteActionItemInput,
): ActionItemDto {
  const current = requireActionItem(tx, scope, id);
  const upload =
    input.completion_photo_key === undefined
      ? undefined
      : requireCompletionUpload(tx, scope, input.completion_photo_key, id);
  if (current.status === "DONE") return getActionItem(tx, scope, id);
  const now = nowIso();
  tx.update(actionItems)
    .set({
      status: "DONE",
      completedAt: now,
      completedBy: input.completed_by ?? null,
      completionNote: input.completion_note ?? null,
      completionPhotoKey: input.completion_photo_key ?? null,
      updatedAt: now,
    })
    .where(eq(actionItems.id, id))
    .run();
  // The photo now belongs to the item: it goes when the item goes.
  if (upload) claimUpload(tx, upload, id);
  const dto = getActionItem(tx, scope, id);
  emitEvent(tx, scope, "action_item.completed", { action_item: dto });
  emitEvent(tx, scope, "action_item.updated", { action_item: dto });
  if (upload)
    emitEvent(tx, scope, "evidence.attached", {
      target_type: "completion_photo",
      action_item: dto,
      evidence: evidenceRef(null, upload),
    });
  return dto;
}

/** Deletes the item; foreign keys cascade to its evidence rows and capture tokens. */
export function deleteActionItem(tx: Tx, scope: Scope, id: string): void {
  const { siteVisitId } = requireActionItem(tx, scope, id);
  deleteOwnedFiles(tx, scope, { itemId: id });
  deleteAndEmit(tx, scope, { table: actionItems, what: "action item" }, id, "action_item.deleted", {
    action_item_id: id,
  });
  itemsChanged(tx, scope, siteVisitId);
}
