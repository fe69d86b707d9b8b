// Reading the plans of the SQL our services run (EXPLAIN QUERY PLAN), on the test's own database:
// which statements a call prepares, each one's plan, and whether a plan is bounded by what the
// query shows or walks an account's rows (docs/architecture.md, "Hot queries are prepared once").
import type { Database } from "bun:sqlite";

/** The SELECTs `run` prepares (a statement prepared before is not seen again: use new shapes). */
export function selectsRunBy(
  sqlite: Database,
  run: () => void,
  keep: (sql: string) => boolean = () => true,
): string[] {
  const seen: string[] = [];
  const query = sqlite.query.bind(sqlite);
  sqlite.query = ((text: string) => {
    seen.push(text);
    return query(text);
  }) as typeof sqlite.query;
  try {
    run();
  } finally {
    sqlite.query = query;
  }
  return seen.filter((s) => /^(select|with)\b/i.test(s) && keep(s));
}

export const planOf = (sqlite: Database, s: string): string[] =>
  (
    sqlite
      .query(`EXPLAIN QUERY PLAN ${s}`)
      .all(...Array(sqlite.query(s).paramsCount).fill(null)) as { detail: string }[]
  ).map((r) => r.detail);

const TENANT =
  /^(action_items|site_visits|properties|events|capture_tokens|blobs|evidence|webhook_deliveries|ai)$/;
// A filter that narrows a list: compared with `= ?` or a literal, and not written `+column` (which
// preparedList uses for the filters that must not choose the index).
const NARROWING =
  /(\+?)"\w+"\."(site_visit_id|property_id|status|priority|assignee|type|endpoint_id|action_item_id)" = (\?|'[^']*')/g;

/**
 * Why this statement's plan walks an account's rows, or null when it is bounded by its page or by
 * the one visit, property or item it is about:
 * - no table of tenant rows is SCANned;
 * - the search of the statement's own table is by more than the account and dataset when the
 *   statement has a narrowing filter, not by those two alone filtering every row it meets (a
 *   partial index of the few rows still to review counts as narrow);
 * - one by the account and dataset alone reads rows in the order it shows, with a LIMIT, not all
 *   of them into a sort (USE TEMP B-TREE);
 * - a page after a cursor seeks to it: `(sort, id) < (?, ?)` (or `>`) is part of that search.
 */
export function walksAccount(sql: string, plan: string[]): string | null {
  const tenant = plan.filter((d) => TENANT.test(/^(?:SEARCH|SCAN) (\w+)/.exec(d)?.[1] ?? ""));
  const scan = tenant.find((d) => d.startsWith("SCAN "));
  if (scan) return `scans a table: ${scan}`;
  // The statement's own table (its FROM), wherever the planner put it in the join.
  const table = /\bfrom "(\w+)"/i.exec(sql)?.[1];
  const outer = tenant.find((d) => d.startsWith(`SEARCH ${table} `));
  if (!outer) return null;
  // A partial index holds only the few rows of its condition (the items still to review).
  if (/_suggested_idx\b/.test(outer) && sql.includes("'suggested'")) return null;
  const terms = (/\((.*)\)$/.exec(outer)?.[1] ?? "").split(" AND ").filter(
    (t) =>
      (/^\w+=\?$/.test(t) && t !== "account_id=?" && t !== "is_test=?") ||
      // A window on a column other than the list order's (visits sent in two weeks, items due
      // before today).
      (/^\w+[<>]\?$/.test(t) && !/^(created_at|visit_date)[<>]/.test(t)),
  );
  const filters = [...sql.matchAll(NARROWING)].filter((m) => m[1] === "").map((m) => m[2]!);
  if (terms.length === 0) {
    if (filters.length > 0) return `filters on ${filters.join(", ")} but searches ${outer}`;
    if (plan.some((d) => d.includes("USE TEMP B-TREE FOR ORDER BY")))
      return `sorts every row of the account: ${plan.join(" / ")}`;
    if (!/\blimit\b/i.test(sql)) return `reads every row of the account: ${outer}`;
  }
  // A keyset: a row value, or the old `sort < ? OR (sort = ? AND …)` (a bound alone, as
  // ?inspection_due_before= is, is a filter).
  const cursor = /"(created_at|visit_date|next_inspection_due)" [<>] \? or \(|\) [<>] \(/i.test(
    sql,
  );
  // A narrow range read whole and sorted (the overdue items) has no order to seek in: the cursor
  // filters it.
  const sortsNarrow = terms.length > 0 && plan.some((d) => d.includes("USE TEMP B-TREE"));
  if (cursor && !sortsNarrow && !/\)[<>]\(\?(,\?)+\)/.test(outer))
    return `does not seek to its cursor: ${outer}`;
  return null;
}
