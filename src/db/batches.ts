// Deletes that may reach many rows (the periodic prunes), in bounded batches with the event loop
// free between them: one DELETE of every event past retention held each request for seconds (3.4 s
// for 537k events, bench/growth.ts). Each batch is its own short transaction of as many rows (and
// the rows their foreign keys cascade to) as fit in a few milliseconds; between two batches the
// loop serves what came in, and the WAL checkpointer (src/db/checkpointer.ts) copies what the last
// one wrote, so the WAL does not grow by the whole prune.
import { databaseIsOpen, rawSqlite } from "./client";

/** The most rows a batch takes: about 3 ms of events with their deliveries on a small VPS. */
export const DELETE_BATCH = 500;
/**
 * What one batch may hold the loop: the batch's rows follow it, halved after a batch that took
 * longer and doubled (up to DELETE_BATCH) after one that took under half. A count alone was 3 ms
 * on a quiet machine and hundreds on a loaded one, or where the rows cascade far.
 */
export const BATCH_BUDGET_MS = 4;
const FIRST_BATCH = 50;

const CATCH_UP_AFTER_MS = 100;
const CATCH_UP_MS = 120;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface BatchOptions {
  /** The most rows a batch takes (DELETE_BATCH). */
  maxRows?: number;
  /** The time a batch may take (BATCH_BUDGET_MS). */
  budgetMs?: number;
  /** For tests: the clock batches are timed by, and each batch's row count. */
  clock?: () => number;
  onBatch?: (rows: number) => void;
}

/**
 * Deletes the rows of `table` where `where` holds (raw SQL; its `$name` parameters are `params`),
 * in batches of a few milliseconds each; returns how many. Between two batches the loop is free
 * for as long as the last batch took (at least a turn): requests are served, and the WAL
 * checkpointer's thread copies what the batches wrote while they are not writing, so the WAL
 * restarts instead of growing by the whole prune. Stops early when the database is closed
 * meanwhile (the server stopping): the next run carries on.
 */
// While batches run, the server's own connection does not checkpoint: its automatic checkpoint
// (at 16 MiB of WAL, src/db/checkpointer.ts) would copy and fsync inside one batch's commit, on the
// event loop (57-83 ms at 300k items, bench/growth.ts). The checkpointer's thread copies what the
// batches write; the WAL starts over only when a write begins with all of it copied, so after
// every CATCH_UP_AFTER_MS of batches they wait CATCH_UP_MS, more than the thread takes to run
// once (without that wait the WAL grew to 300 MiB). Counted, for batched deletes that overlap.
let suspended = 0;
let savedAutocheckpoint = 0;
function suspendAutocheckpoint(sqlite: ReturnType<typeof rawSqlite>): () => void {
  if (suspended++ === 0) {
    const row = sqlite.query("PRAGMA wal_autocheckpoint").get() as Record<string, number>;
    savedAutocheckpoint = Object.values(row)[0] ?? 1000;
    sqlite.exec("PRAGMA wal_autocheckpoint = 0");
  }
  return () => {
    if (--suspended === 0 && databaseIsOpen(sqlite))
      sqlite.exec(`PRAGMA wal_autocheckpoint = ${savedAutocheckpoint}`);
  };
}

export async function deleteInBatches(
  table: string,
  where: string,
  params: Record<string, string | number>,
  options: BatchOptions | number = {},
): Promise<number> {
  const o = typeof options === "number" ? { maxRows: options } : options;
  const maxRows = o.maxRows ?? DELETE_BATCH;
  const budget = o.budgetMs ?? BATCH_BUDGET_MS;
  const clock = o.clock ?? (() => performance.now());
  const sqlite = rawSqlite();
  const statement = sqlite.query(
    `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT $batchRows)`,
  );
  let rows = Math.min(FIRST_BATCH, maxRows);
  let total = 0;
  let busy = 0;
  const resume = suspendAutocheckpoint(sqlite);
  try {
    const n = await batches();
    // The thread's turn before the server's connection checkpoints again: else the next commit
    // copies what the batches wrote, on the loop.
    if (busy > 0 && n > 0) await pause(CATCH_UP_MS);
    return n;
  } finally {
    resume();
  }
  async function batches(): Promise<number> {
    for (;;) {
      const t0 = clock();
      const n = statement.run({ ...params, batchRows: rows }).changes;
      const took = clock() - t0;
      total += n;
      o.onBatch?.(n);
      if (n < rows) return total;
      if (took > budget) rows = Math.max(1, Math.floor(rows / 2));
      else if (took < budget / 2) rows = Math.min(maxRows, rows * 2);
      busy += took;
      if (busy >= CATCH_UP_AFTER_MS) {
        busy = 0;
        await pause(CATCH_UP_MS);
      } else if (took >= 1) await pause(Math.min(took, 50));
      else await nextTurn();
      if (!databaseIsOpen(sqlite)) return total;
    }
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
