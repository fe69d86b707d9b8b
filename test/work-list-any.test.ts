// The work list of any status (docs/dashboard.md, "The work list") is read as ranges of two indexes
// and merged (src/action-items/work-list.ts, rowsAfter): page after page it must give the list's
// order exactly: the overdue not done first, then every other dated item by due date (the DONE
// past ones among them), then the undated, oldest first; ties by created, then id. Checked against
// the order computed here, on a fresh database, with filters, with pages of several sizes.
import { expect, test } from "bun:test";
import { workList, type WorkListFilters } from "../src/action-items/work-list";
import { scratchDatabase } from "./helpers/scratch-db";

const { db, sqlite } = scratchDatabase("work-list-any");
const scope = { accountId: "acct_1", isTest: false };
const today = "2026-06-10";
const at = "2026-01-01T00:00:00.000Z";
sqlite.run(
  "INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_1', 'A', 'free', ?, ?)",
  [at, at],
);
sqlite.run(
  "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES ('prop_1', 'acct_1', 0, 'P', 0, ?, ?)",
  [at, at],
);
sqlite.run(
  "INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients, report_token, is_sample, created_at, updated_at) VALUES ('sv_1', 'acct_1', 0, 'prop_1', 'V', 'OPEN', ?, '[]', 'k7x2m9q4r8t3v6w1y5z0abcdef', 0, ?, ?)",
  [at, at, at],
);

interface Row {
  id: string;
  status: string;
  priority: string;
  due: string | null;
  created: string;
}
// A fixed pseudo-random mix: three statuses, due dates from 20 days before today to 20 after (and
// none), creation times with ties.
const rows: Row[] = [];
let seed = 7;
const next = (n: number) => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return (seed >>> 8) % n;
};
const insert = sqlite.query(
  `INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, priority,
     status, review_state, "order", due_date, created_at, updated_at)
   VALUES (?, 'acct_1', 0, 'sv_1', 'prop_1', 'T', ?, ?, 'confirmed', 0, ?, ?, ?)`,
);
for (let i = 0; i < 400; i++) {
  const offset = next(42) - 21;
  const due =
    offset === 20
      ? null
      : new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
  const r: Row = {
    id: `ai_${String(next(100_000)).padStart(5, "0")}${i}`,
    status: ["OPEN", "IN_PROGRESS", "DONE"][next(3)]!,
    priority: ["HIGH", "MEDIUM", "LOW"][next(3)]!,
    due: next(4) === 0 ? null : due,
    created: `2026-01-${String(1 + next(9)).padStart(2, "0")}T00:00:00.000Z`,
  };
  rows.push(r);
  insert.run(r.id, r.priority, r.status, r.due, r.created, r.created);
}

const bucket = (r: Row) =>
  r.status !== "DONE" && r.due !== null && r.due < today ? 0 : r.due !== null ? 1 : 2;
const key = (r: Row) => [bucket(r), r.due ?? "", r.created, r.id] as const;
const expected = (keep: (r: Row) => boolean) =>
  rows
    .filter(keep)
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      for (let i = 0; i < 4; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -1 : 1;
      return 0;
    })
    .map((r) => r.id);

function paged(filters: WorkListFilters, limit: number): string[] {
  const ids: string[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const page = workList(db, scope, { today, filters, limit, after });
    ids.push(...page.data.map((r) => r.id));
    if (!page.next_cursor) return ids;
    after = page.next_cursor;
  }
  throw new Error("the list never ended");
}

test("any status, page after page, is the list's order; with a priority; overdue only", () => {
  expect(rows.filter((r) => bucket(r) === 0).length).toBeGreaterThan(20);
  expect(
    rows.filter((r) => r.status === "DONE" && r.due !== null && r.due < today).length,
  ).toBeGreaterThan(20);
  for (const limit of [1, 7, 40, 100, 500]) {
    expect({ limit, ids: paged({ status: "any" }, limit) }).toEqual({
      limit,
      ids: expected(() => true),
    });
    expect({ limit, ids: paged({ status: "any", priority: "HIGH" }, limit) }).toEqual({
      limit,
      ids: expected((r) => r.priority === "HIGH"),
    });
  }
  // Overdue items are not done, whatever the status filter says.
  expect(paged({ status: "any", overdue: true }, 9)).toEqual(expected((r) => bucket(r) === 0));
  const week = (r: Row) =>
    r.status !== "DONE" && r.due !== null && r.due >= today && r.due <= "2026-06-16";
  expect(paged({ status: "any", week: true }, 9)).toEqual(expected(week));
});
