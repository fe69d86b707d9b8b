// Properties: the top of the ownership tree (property → site visits → action items).
import { and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { db, type DbOrTx, type Tx } from "../db/client";
import { properties } from "../db/schema";
import { inScope, type Scope } from "../core/scope";
import { newId } from "../core/ids";
import { nowIso } from "../core/time";
import { notFound } from "../core/errors";
import { keysetClauses, mapPage, paginatePrepared, type PageParams } from "../core/pagination";
import { prepared, preparedByShape, placeholder, rowMapper } from "../db/prepared";
import { emitEvent } from "../events/service";
import type { CreatePropertyInput, UpdatePropertyInput } from "./schema";

type PropertyRow = typeof properties.$inferSelect;

// Counts are computed, never stored, so they cannot drift from the rows they count. The column names
// are written out qualified: in a single-table select drizzle renders columns bare, and a bare "id"
// inside the subquery would bind to the subquery's own table.
const withCounts = {
  ...getTableColumns(properties),
  visitCount: sql<number>`(SELECT COUNT(*) FROM "site_visits" AS sv WHERE sv."property_id" = "properties"."id")`,
  openItemCount: sql<number>`(SELECT COUNT(*) FROM "action_items" AS ai WHERE ai."property_id" = "properties"."id" AND ai."status" <> 'DONE')`,
};
type PropertyWithCounts = PropertyRow & { visitCount: number; openItemCount: number };
const toRow = rowMapper<PropertyWithCounts>(withCounts);

function present(p: PropertyWithCounts) {
  return {
    id: p.id,
    name: p.name,
    isSample: p.isSample,
    isTest: p.isTest,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    visitCount: p.visitCount,
    openItemCount: p.openItemCount,
    address: p.address,
    notes: p.notes,
    iconEmoji: p.iconEmoji,
    coverImageUrl: p.coverImageUrl,
  };
}
export type PropertyDto = ReturnType<typeof present>;

function selectProperties(tx: DbOrTx, where: SQL) {
  return tx.select(withCounts).from(properties).where(where);
}

const scopePlaceholders = and(eq(properties.accountId, placeholder("accountId")), eq(properties.isTest, placeholder("isTest")))!;

const getStatement = prepared((d) => selectProperties(d, and(eq(properties.id, placeholder("id")), scopePlaceholders)!).prepare());

/**
 * The property as the API shows it, or 404 if it is not in this scope. A prepared statement on the
 * process's one connection, so it also reads a caller's uncommitted transaction.
 */
export function getProperty(scope: Scope, id: string): PropertyDto {
  const [r] = getStatement().values({ id, ...scope });
  if (!r) throw notFound("property", id);
  return present(toRow(r));
}

/** The raw row, or 404: for other features that hang records off a property. */
export function requireProperty(tx: DbOrTx, scope: Scope, id: string): PropertyRow {
  const row = tx.select().from(properties).where(and(eq(properties.id, id), inScope(properties, scope))).get();
  if (!row) throw notFound("property", id);
  return row;
}

const listKeyset = { table: properties, sort: properties.createdAt, id: properties.id };

const listStatement = preparedByShape((d, shape) => {
  const k = keysetClauses(listKeyset);
  const where = and(
    scopePlaceholders,
    shape.startsWith("no-sample") ? eq(properties.isSample, false) : undefined,
    shape.endsWith("after") ? k.after : undefined,
  )!;
  return selectProperties(d, where).orderBy(...k.orderBy).limit(k.take).prepare();
});

export function listProperties(scope: Scope, q: PageParams & { exclude_sample?: boolean }) {
  const excludeSample = q.exclude_sample === true;
  const page = paginatePrepared(q, { ...listKeyset, scope: () => inScope(properties, scope) }, (hasCursor, args) =>
    listStatement(`${excludeSample ? "no-sample" : "all"}:${hasCursor ? "after" : "first"}`)
      .values({ ...scope, ...args })
      .map(toRow),
  );
  return mapPage(page, present);
}

const insertStatement = prepared((d) =>
  d.insert(properties).values(Object.fromEntries(Object.keys(getTableColumns(properties)).map((k) => [k, placeholder(k)])) as any).prepare(),
);

export function insertProperty(tx: Tx, scope: Scope, input: CreatePropertyInput & { is_sample?: boolean }): PropertyRow {
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
    createdAt: now,
    updatedAt: now,
  };
  insertStatement().run(row);
  return row;
}

export function createProperty(scope: Scope, input: CreatePropertyInput): PropertyDto {
  return db().transaction((tx) => {
    const row = insertProperty(tx, scope, input);
    const dto = getProperty(scope, row.id);
    emitEvent(tx, scope, "property.created", { property: dto });
    return dto;
  });
}

const FIELD_MAP = {
  name: "name",
  address: "address",
  notes: "notes",
  icon_emoji: "iconEmoji",
  cover_image_url: "coverImageUrl",
} as const satisfies Record<keyof UpdatePropertyInput, keyof PropertyRow>;

export function updateProperty(scope: Scope, id: string, input: UpdatePropertyInput): PropertyDto {
  return db().transaction((tx) => {
    const current = requireProperty(tx, scope, id);
    const changes: Partial<PropertyRow> = {};
    for (const [field, column] of Object.entries(FIELD_MAP) as [keyof UpdatePropertyInput, keyof PropertyRow][]) {
      const value = input[field];
      if (value !== undefined && value !== current[column]) (changes as Record<string, unknown>)[column] = value;
    }
    if (Object.keys(changes).length === 0) return getProperty(scope, id);
    tx.update(properties).set({ ...changes, updatedAt: nowIso() }).where(eq(properties.id, id)).run();
    const dto = getProperty(scope, id);
    emitEvent(tx, scope, "property.updated", { property: dto });
    return dto;
  });
}

/** Deletes the property; foreign keys cascade to its visits, items, evidence and capture tokens. */
export function deleteProperty(scope: Scope, id: string): void {
  db().transaction((tx) => {
    requireProperty(tx, scope, id);
    tx.delete(properties).where(eq(properties.id, id)).run();
    emitEvent(tx, scope, "property.deleted", { property_id: id });
  });
}

