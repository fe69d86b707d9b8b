// Properties: the top of the ownership tree (property → site visits → action items).
import { and, asc, eq, getTableColumns, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DbOrTx, Tx } from "../db/client";
import { actionItems, blobs, properties, siteVisits } from "../db/schema";
import { changedFields, findInScope, inScope, inScopePrepared, type Scope } from "../db/scope";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { notFound, validationError } from "../core/errors";
import { keysetAfter, keysetClauses, paginatePrepared, type PageParams } from "../db/pagination";
import { isCalendarDate, refreshInspectionDue, scheduleColumns } from "./inspections";
import {
  aliasedSelection,
  allObjects,
  prepared,
  preparedByShape,
  placeholder,
  rowMapper,
} from "../db/prepared";
import { deleteAndEmit, emitEvent } from "../events/service";
import { deleteOwnedFiles } from "../media/cleanup";
import { abandonWork } from "../jobs/queue";
import { presentProperty, type CreatePropertyInput, type UpdatePropertyInput } from "./schema";

type PropertyRow = typeof properties.$inferSelect;

// The counts are the property's own columns, kept by SQLite triggers (src/db/schema.ts): a page
// of properties reads them, not each property's visits and items.
const withCounts = getTableColumns(properties);
type PropertyWithCounts = PropertyRow;
const toRow = rowMapper<PropertyWithCounts>(withCounts);

export type PropertyDto = ReturnType<typeof presentProperty>;

// The list selects exactly what presentProperty shows, in its order, each column named after its
// key, so each row comes out of SQLite as the presented object itself (aliasedSelection in
// src/db/prepared.ts: no array, no copy, booleans decoded in place). The columns are read
// off the presenter itself at startup, so the list cannot drift from it: fed each field's own name,
// a presenter that only picks fields returns every key's name as its value; anything else throws.
const presentedColumns = (() => {
  const names = Object.fromEntries(Object.keys(withCounts).map((k) => [k, k]));
  const shown = presentProperty(names as unknown as PropertyWithCounts) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(shown).map(([key, field]) => {
      if (key !== field) throw new Error(`presentProperty's '${key}' is not a plain field`);
      return [key, withCounts[key as keyof typeof withCounts] as SQLiteColumn | SQL];
    }),
  );
})();
const listColumns = aliasedSelection(presentedColumns);

function selectProperties(
  tx: DbOrTx,
  where: SQL,
  columns: Record<string, SQLiteColumn | SQL | SQL.Aliased> = withCounts,
) {
  return tx.select(columns).from(properties).where(where);
}

const scopePlaceholders = inScopePrepared(properties);

const getStatement = prepared((d) =>
  selectProperties(d, and(eq(properties.id, placeholder("id")), scopePlaceholders)!).prepare(),
);

/** The property as the API shows it, or 404 if it is not in this scope. */
export function getProperty(ex: DbOrTx, scope: Scope, id: string): PropertyDto {
  const [r] = getStatement(ex).values({ id, ...scope });
  if (!r) throw notFound("property", id);
  return presentProperty(toRow(r));
}

/** The raw row, or 404: for other features that hang records off a property. */
export const requireProperty = (ex: DbOrTx, scope: Scope, id: string): PropertyRow =>
  findInScope(ex, properties, scope, id, "property");

const listKeyset = { table: properties, sort: properties.createdAt, id: properties.id };

// LIKE with a backslash escape: the search text is a parameter, its % and _ matched literally.
const searchClause = or(
  sql`${properties.name} LIKE ${placeholder("pattern")} ESCAPE '\\'`,
  sql`${properties.address} LIKE ${placeholder("pattern")} ESCAPE '\\'`,
);

// With ?inspection_due_before= the list runs soonest due first, (due, id) ascending: the order of
// properties_inspection_due_idx, which serves both the range and the order.
const dueKeyset = { table: properties, sort: properties.nextInspectionDue, id: properties.id };
const dueClauses = () => {
  const sort = placeholder("cursorSort");
  const id = placeholder("cursorId");
  return {
    range: and(
      isNotNull(properties.nextInspectionDue),
      lt(properties.nextInspectionDue, placeholder("dueBefore")),
    ),
    after: keysetAfter(dueKeyset, sort, id, "asc"),
    orderBy: [asc(properties.nextInspectionDue), asc(properties.id)],
  };
};

const listStatement = preparedByShape((d, shape) => {
  const k = keysetClauses(listKeyset);
  const [sample, search, cursor, due] = shape.split(":");
  const byDue = due === "due" ? dueClauses() : undefined;
  const where = and(
    scopePlaceholders,
    sample === "no-sample" ? eq(properties.isSample, false) : undefined,
    search === "search" ? searchClause : undefined,
    byDue?.range,
    cursor === "after" ? (byDue ? byDue.after : k.after) : undefined,
  )!;
  return selectProperties(d, where, listColumns.selection)
    .orderBy(...(byDue ? byDue.orderBy : k.orderBy))
    .limit(k.take)
    .prepare();
});

/** `search` (the dashboard's) matches name or address, case-insensitively for ASCII letters. */
export function listProperties(
  ex: DbOrTx,
  scope: Scope,
  q: PageParams & { exclude_sample?: boolean; search?: string; inspection_due_before?: string },
) {
  const excludeSample = q.exclude_sample === true;
  const search = q.search?.trim()
    ? `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null;
  const dueBefore = q.inspection_due_before;
  if (dueBefore !== undefined && !isCalendarDate(dueBefore))
    throw validationError(
      "inspection_due_before",
      `inspection_due_before must be a date as YYYY-MM-DD, got '${dueBefore}'.`,
    );
  return paginatePrepared(
    ex,
    q,
    { ...(dueBefore ? dueKeyset : listKeyset), scope: () => inScope(properties, scope) },
    (hasCursor, args) =>
      allObjects<PropertyDto>(
        listStatement(
          ex,
          `${excludeSample ? "no-sample" : "all"}:${search === null ? "all" : "search"}:${hasCursor ? "after" : "first"}:${dueBefore ? "due" : "any"}`,
        ),
        {
          ...scope,
          ...args,
          ...(search === null ? {} : { pattern: search }),
          ...(dueBefore ? { dueBefore } : {}),
        },
        listColumns.decode,
      ),
  );
}

const insertStatement = prepared((d) =>
  d
    .insert(properties)
    .values(
      Object.fromEntries(
        Object.keys(getTableColumns(properties)).map((k) => [k, placeholder(k)]),
      ) as any,
    )
    .prepare(),
);

export function insertProperty(
  tx: Tx,
  scope: Scope,
  input: CreatePropertyInput & { is_sample?: boolean },
): PropertyRow {
  const now = nowIso();
  const row: PropertyRow = {
    id: newId("prop"),
    accountId: scope.accountId,
    isTest: scope.isTest,
    name: input.name,
    address: input.address ?? null,
    notes: input.notes ?? null,
    iconEmoji: input.icon_emoji ?? null,
    coverImageUrl: input.cover_image_url ?? null,
    isSample: input.is_sample ?? false,
    inspectionIntervalMonths: null,
    inspectionScheduledOn: null,
    nextInspectionDue: null,
    // No visits or items yet (the triggers count those that come).
    visitCount: 0,
    openItemCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  const months = input.inspection_interval_months ?? null;
  // A new property has no visits: its first inspection is due an interval from today.
  if (months !== null) Object.assign(row, scheduleColumns(tx, row, months));
  insertStatement(tx).run(row);
  return row;
}

export function createProperty(tx: Tx, scope: Scope, input: CreatePropertyInput): PropertyDto {
  const row = insertProperty(tx, scope, input);
  // A new property has no visits and no items yet: presented from the row, not read back.
  const dto = presentProperty(row);
  emitEvent(tx, scope, "property.created", { property: dto });
  return dto;
}

export function updateProperty(
  tx: Tx,
  scope: Scope,
  id: string,
  input: UpdatePropertyInput,
): PropertyDto {
  const current = requireProperty(tx, scope, id);
  const changes = changedFields(current, {
    name: input.name,
    address: input.address,
    notes: input.notes,
    iconEmoji: input.icon_emoji,
    coverImageUrl: input.cover_image_url,
  });
  if (
    input.inspection_interval_months !== undefined &&
    input.inspection_interval_months !== current.inspectionIntervalMonths
  )
    Object.assign(changes, scheduleColumns(tx, current, input.inspection_interval_months));
  if (Object.keys(changes).length === 0) return getProperty(tx, scope, id);
  tx.update(properties)
    .set({ ...changes, updatedAt: nowIso() })
    .where(eq(properties.id, id))
    .run();
  const dto = getProperty(tx, scope, id);
  emitEvent(tx, scope, "property.updated", { property: dto });
  return dto;
}

/** What a delete of the property takes with it (the dashboard's confirmation names these). */
export interface PropertyContents {
  visits: number;
  videos: number;
  actionItems: number;
  photos: number;
}

export function propertyContents(ex: DbOrTx, scope: Scope, id: string): PropertyContents {
  requireProperty(ex, scope, id);
  const count = sql<number>`COUNT(*)`;
  const visits = ex
    .select({ n: count })
    .from(siteVisits)
    .where(and(eq(siteVisits.propertyId, id), inScope(siteVisits, scope)))
    .get()!.n;
  const items = ex
    .select({ n: count })
    .from(actionItems)
    .where(and(eq(actionItems.propertyId, id), inScope(actionItems, scope)))
    .get()!.n;
  const photos = ex
    .select({ n: count })
    .from(blobs)
    .innerJoin(actionItems, eq(actionItems.id, blobs.ownerItemId))
    .where(
      and(
        eq(actionItems.propertyId, id),
        inScope(actionItems, scope),
        or(eq(blobs.kind, "evidence"), eq(blobs.kind, "completion")),
      ),
    )
    .get()!.n;
  const videos = ex
    .select({ n: count })
    .from(blobs)
    .innerJoin(siteVisits, eq(siteVisits.id, blobs.ownerVisitId))
    .where(and(eq(siteVisits.propertyId, id), inScope(siteVisits, scope), eq(blobs.kind, "video")))
    .get()!.n;
  return { visits, videos, actionItems: items, photos };
}

/** Deletes the property; foreign keys cascade to its visits, items, evidence and capture tokens. */
export function deleteProperty(tx: Tx, scope: Scope, id: string): void {
  deleteOwnedFiles(tx, scope, { propertyId: id });
  deleteAndEmit(tx, scope, { table: properties, what: "property" }, id, "property.deleted", {
    property_id: id,
  });
  abandonWork(); // its visits' pipeline stages stop
}

/**
 * After a visit of the property was sent, completed, re-dated or deleted: moves its next inspection
 * (./inspections.ts) and emits property.updated when the date moved.
 */
export function visitsChanged(tx: Tx, scope: Scope, propertyId: string): void {
  if (!refreshInspectionDue(tx, propertyId)) return;
  emitEvent(tx, scope, "property.updated", { property: getProperty(tx, scope, propertyId) });
}
