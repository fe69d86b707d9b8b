// Deletes that may reach many rows (the periodic prunes), in bounded batches with the event loop
// free between them: one DELETE of every event past retention held each request for seconds (3.4 s
// for 537k events, bench/growth.ts). Each batch is its own short transaction of at most `batch`
// rows and the rows their foreign keys cascade to (a few milliseconds); between two batches the
// loop serves what came in, and the WAL checkpointer (src/db/checkpointer.ts) copies what the last
// one wrote, so the WAL does not grow by the whole prune.
import { databaseIsOpen, rawSqlite } from "./client";

/** Rows per batch: about 3 ms of events with their deliveries on a small VPS. */
export const DELETE_BATCH = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Deletes the rows of `table` where `where` holds (raw SQL; its `$name` parameters are `params`),
 * `batch` at a time; returns how many. Stops early when the database is closed meanwhile (the
 * server stopping): the next run carries on.
 */
export async function deleteInBatches(
  table: string,
  where: string,
  params: Record<string, string | number>,
  batch = DELETE_BATCH,
): Promise<number> {
  const sqlite = rawSqlite();
  const statement = sqlite.query(
    `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ${batch})`,
  );
  let total = 0;
  for (;;) {
    const n = statement.run(params).changes;
    total += n;
    if (n < batch) return total;
    await nextTurn();
    if (!databaseIsOpen(sqlite)) return total;
  }
}

/**
 * The capture links of the items under a property or a visit, deleted ahead of its delete, in
 * batches: its foreign keys would take them all in the delete's one transaction, and 10,000 links
 * were 40 ms of CPU there (bench/growth.ts), the whole server waiting. A link of an item being
 * deleted is dead either way; the delete that follows takes the rest (and is a 404 if the property
 * or visit is not in this scope, whose links this then never touched).
 */
export function deleteCaptureLinksUnder(
  scope: { accountId: string; isTest: boolean },
  under: { propertyId: string } | { siteVisitId: string },
): Promise<number> {
  const [column, id] =
    "propertyId" in under
      ? ["property_id", under.propertyId]
      : ["site_visit_id", under.siteVisitId];
  return deleteInBatches(
    "capture_tokens",
    `action_item_id IN (SELECT id FROM action_items WHERE ${column} = $id AND account_id = $accountId AND is_test = $isTest)`,
    { id, accountId: scope.accountId, isTest: scope.isTest ? 1 : 0 },
  );
}
