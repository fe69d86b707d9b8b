// The list workload shared by bench/api.ts, bench/list-query.ts and the raw baseline
// (bench/lib/baseline-api.ts): one account's properties, and the raw SQL the baseline serves.
import type { Database } from "bun:sqlite";

/** Inserts `count` properties straight into the file: the API would take a while and measure nothing new. */
export function seedProperties(
  db: Database,
  accountId: string,
  count: number,
  /** Tells this batch's ids apart from an earlier one's. */
  batch = "seed",
): void {
  const insert = db.query(
    "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES (?, ?, 0, ?, 0, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const ts = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
      insert.run(
        `prop_${batch}${String(i).padStart(6, "0")}`,
        accountId,
        `Seeded property ${i}`,
        ts,
        ts,
      );
    }
  })();
}

/** GET /properties?limit=25 as raw SQL: the same columns, counts, filter and order (one extra row for has_more). */
export const RAW_LIST_SQL = `
  SELECT p.*, (SELECT COUNT(*) FROM site_visits v WHERE v.property_id = p.id) AS visit_count,
         (SELECT COUNT(*) FROM action_items a WHERE a.property_id = p.id AND a.status <> 'DONE') AS open_item_count
  FROM properties p WHERE p.account_id = ? AND p.is_test = 0
  ORDER BY p.created_at DESC, p.id DESC LIMIT 26`;

/**
 * Fills a visit up to `count` items by copying its item `templateId` straight into the file, with
 * priorities, statuses and text of a realistic weight (shared by bench/report-page.ts and
 * test/visit-bounds.test.ts: items through the API would take a while and measure nothing new).
 */
export function fillVisitItems(
  db: Database,
  visitId: string,
  templateId: string,
  count: number,
): void {
  db.run(
    `WITH RECURSIVE seq(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
     INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, description,
       category, location, priority, status, assignee, timestamp_sec, transcript_quote, completed_at,
       completed_by, completion_note, completion_photo_key, "order", created_at, updated_at)
     SELECT 'ai_bulk' || i || '_' || ?, account_id, is_test, site_visit_id, property_id, 'Item ' || i,
       'A description long enough to weigh something on the page, as real ones do.',
       category, 'Kitchen', CASE i % 3 WHEN 0 THEN 'HIGH' WHEN 1 THEN 'MEDIUM' ELSE 'LOW' END,
       CASE i % 4 WHEN 0 THEN 'DONE' ELSE 'OPEN' END, 'Sam', i, 'the tap under the sink is leaking',
       NULL, NULL, NULL, NULL, i, created_at, updated_at
     FROM action_items, seq WHERE action_items.id = ?`,
    [count, visitId, templateId],
  );
}
