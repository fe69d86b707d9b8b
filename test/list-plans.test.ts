// Every list and page shape the API, the dashboard, the report and its email run has a plan bounded
// by what it shows (docs/architecture.md, "Hot queries are prepared once"): an index that serves its
// filter and its order, a cursor it seeks to, never a walk over every row of the account. Read with
// EXPLAIN QUERY PLAN on a fresh database without statistics, as a new server has, against the SQL
// the real services run; bench/growth.ts measures the same shapes at 300k items.
import { describe, expect, test } from "bun:test";
import { listActionItems, visitActionItems } from "../src/action-items/service";
import { listSiteVisits } from "../src/site-visits/service";
import { listProperties, propertyContents } from "../src/properties/service";
import { listEvents } from "../src/event-catalog/service";
import { reviewQueue, suggestedCount } from "../src/action-items/review";
import { reportByToken, reportForVisit } from "../src/reports/service";
import { listLiveCaptureTokens } from "../src/capture/service";
import { earlierItems } from "../src/pipeline/recurring";
import { dueCounts, workList, workListChoices, workListCount } from "../src/action-items/work-list";
import { planOf, selectsRunBy, walksAccount } from "./helpers/plans";
import { scratchDatabase } from "./helpers/scratch-db";

const { db, sqlite } = scratchDatabase("list-plans");
const scope = { accountId: "acct_1", isTest: false };
const TOKEN = "k7x2m9q4r8t3v6w1y5z0abcdef";

// One of each row, so that the report finds its visit and reads on to the items.
const now = new Date().toISOString();
sqlite.run(
  "INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_1', 'A', 'free', ?, ?)",
  [now, now],
);
sqlite.run(
  "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES ('prop_1', 'acct_1', 0, 'P', 0, ?, ?)",
  [now, now],
);
sqlite.run(
  "INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients, report_token, is_sample, created_at, updated_at) VALUES ('sv_1', 'acct_1', 0, 'prop_1', 'V', 'SENT', ?, '[]', ?, 0, ?, ?)",
  [now, TOKEN, now, now],
);
sqlite.run(
  `INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, priority, status,
     "order", created_at, updated_at) VALUES ('ai_1', 'acct_1', 0, 'sv_1', 'prop_1', 'T', 'LOW', 'OPEN', 1, ?, ?)`,
  [now, now],
);
sqlite.run(
  "INSERT INTO events (id, account_id, is_test, type, data, created_at) VALUES ('evt_1', 'acct_1', 0, 'property.created', '{}', ?)",
  [now],
);

/** Every SELECT `run` prepares on a tenant table, each with its plan; fails on none seen. */
function plansOf(run: () => void): { sql: string; plan: string[] }[] {
  const reads = selectsRunBy(sqlite, run, (s) =>
    /from "(action_items|site_visits|properties|events|capture_tokens)"/i.test(s),
  );
  expect(reads.length).toBeGreaterThan(0);
  return reads.map((sql) => ({ sql, plan: planOf(sqlite, sql) }));
}

function expectBounded(run: () => void): void {
  for (const { sql, plan } of plansOf(run))
    expect({ sql, walks: walksAccount(sql, plan) }).toEqual({ sql, walks: null });
}

// Each filter alone, first page and after a cursor, and the combinations the dashboard and
// docs/api.md name (a visit's or property's items of one status, a priority and a status).
const itemShapes: Record<string, Record<string, unknown>> = {
  "first page": {},
  "?site_visit_id=": { site_visit_id: "sv_1" },
  "?property_id=": { property_id: "prop_1" },
  "?status=": { status: "IN_PROGRESS" },
  "?priority=": { priority: "HIGH" },
  "?assignee=": { assignee: "Sam" },
  "?site_visit_id=&status=": { site_visit_id: "sv_1", status: "OPEN" },
  "?property_id=&status=": { property_id: "prop_1", status: "DONE" },
  "?property_id=, open (the property page)": { property_id: "prop_1", open: true },
  "?priority=&status=": { priority: "HIGH", status: "DONE" },
  "?assignee=&priority=&status=": { assignee: "Sam", priority: "LOW", status: "OPEN" },
  "open (not done)": { open: true },
  // Issue 47's due dates: read from the list index's own entries as it is walked in order.
  "?due_before=": { due_before: "2026-01-01" },
  "?due_after=&priority=": { due_after: "2026-01-01", priority: "HIGH" },
  "?overdue=true": { overdue: true },
  "?overdue=false&status=": { overdue: false, status: "OPEN" },
  "?site_visit_id=&overdue=true": { site_visit_id: "sv_1", overdue: true },
};

test("?overdue=true reads the overdue items by their due date, not the list until it finds some", () => {
  // (Alone, it is one of itemShapes below, whose statement is then prepared already.)
  for (const filters of [{ priority: "HIGH" }, { status: "OPEN" }, { assignee: "Sam" }] as const)
    for (const extra of [{}, { starting_after: "ai_1" }]) {
      const reads = plansOf(() =>
        listActionItems(db, scope, { ...filters, ...extra, overdue: true, limit: 21 }),
      );
      const list = reads.find((r) => /"due_date" < \?/.test(r.sql))!;
      expect({ filters, plan: list.plan }).toEqual({
        filters,
        plan: expect.arrayContaining([
          expect.stringMatching(
            /^SEARCH action_items USING INDEX action_items_open_due_idx \(account_id=\? AND is_test=\? AND due_date<\?\)$/,
          ),
        ]),
      });
      expect(walksAccount(list.sql, list.plan)).toBeNull();
    }
});

describe("GET /action-items and the dashboard's item lists", () => {
  for (const [name, filters] of Object.entries(itemShapes)) {
    test(`${name}: first page and after a cursor`, () => {
      expectBounded(() => listActionItems(db, scope, { ...filters, limit: 25 }));
      expectBounded(() =>
        listActionItems(db, scope, { ...filters, limit: 24, starting_after: "ai_1" }),
      );
    });
  }
});

describe("GET /site-visits", () => {
  const shapes: Record<string, Record<string, unknown>> = {
    "first page": {},
    "?property_id=": { property_id: "prop_1" },
    "?status=": { status: "PROCESSING" },
    "?property_id=&status=": { property_id: "prop_1", status: "SENT" },
  };
  for (const [name, filters] of Object.entries(shapes))
    test(`${name}: first page and after a cursor`, () => {
      expectBounded(() => listSiteVisits(db, scope, { ...filters, limit: 25 }));
      expectBounded(() =>
        listSiteVisits(db, scope, { ...filters, limit: 24, starting_after: "sv_1" }),
      );
    });
});

test("GET /events: first page, after a cursor, ?type=", () => {
  expectBounded(() => listEvents(db, scope, { limit: 25 }));
  expectBounded(() => listEvents(db, scope, { limit: 24, starting_after: "evt_1" }));
  expectBounded(() => listEvents(db, scope, { limit: 23, type: "site_visit.sent" }));
  expectBounded(() =>
    listEvents(db, scope, { limit: 22, type: "site_visit.sent", starting_after: "evt_1" }),
  );
});

test("GET /properties: first page and after a cursor, ?inspection_due_before=", () => {
  expectBounded(() => listProperties(db, scope, { limit: 25 }));
  expectBounded(() => listProperties(db, scope, { limit: 24, starting_after: "prop_1" }));
  expectBounded(() =>
    listProperties(db, scope, { limit: 23, inspection_due_before: "2027-01-01" }),
  );
  sqlite.run("UPDATE properties SET next_inspection_due = '2026-06-01' WHERE id = 'prop_1'");
  expectBounded(() =>
    listProperties(db, scope, {
      limit: 22,
      inspection_due_before: "2027-01-01",
      starting_after: "prop_1",
    }),
  );
});

test("the report page and email read one visit's items by the visit", () => {
  const report = plansOf(() => reportByToken(db, TOKEN));
  const email = plansOf(() => reportForVisit(db, "sv_1"));
  for (const { sql, plan } of [...report, ...email]) {
    expect({ sql, walks: walksAccount(sql, plan) }).toEqual({ sql, walks: null });
    const items = plan.find((d) => /^SEARCH action_items\b/.test(d));
    if (items)
      expect(items).toMatch(/USING (COVERING )?INDEX action_items_visit_idx \(site_visit_id=\?/);
  }
  expect(report.some((r) => /from "action_items"/i.test(r.sql))).toBe(true);
});

test("the visit page, the home queue, a property's contents, the recurrence check, links", () => {
  const visit = plansOf(() => visitActionItems(db, scope, "sv_1"));
  expect(visit.some((v) => v.plan.some((d) => d.includes("action_items_visit_idx")))).toBe(true);
  expectBounded(() => visitActionItems(db, scope, "sv_1"));
  expectBounded(() => suggestedCount(db, scope, "sv_1"));
  expectBounded(() => reviewQueue(db, scope));
  expectBounded(() => propertyContents(db, scope, "prop_1"));
  expectBounded(() => earlierItems(db, scope, "prop_1", "sv_1"));
  expectBounded(() => listLiveCaptureTokens(db, scope, "ai_1", 5));
});

// The dashboard's work list (docs/dashboard.md, "The work list"): its order is served by ranges of
// an index for every status and `any`, so a page (first or after a cursor) reads what it shows.
describe("the work list, its choices and the home page's due counts", () => {
  const today = "2026-06-01";
  sqlite.run("UPDATE action_items SET due_date = '2026-05-01' WHERE id = 'ai_1'");
  const undated = Buffer.from(JSON.stringify([2, "", now, "ai_0"])).toString("base64url");
  const dated = Buffer.from(JSON.stringify([0, "2026-01-01", now, "ai_0"])).toString("base64url");
  const shapes: Record<string, object> = {
    "open (the default)": {},
    "?status=OPEN": { status: "OPEN" },
    "?priority=&assignee=": { priority: "HIGH", assignee: "Sam" },
    overdue: { overdue: true },
    "this week": { week: true },
    "the digest's (confirmed, real)": { overdue: true, confirmedOnly: true, realOnly: true },
  };
  for (const [name, filters] of Object.entries(shapes))
    test(`${name}: first page and after a cursor`, () => {
      // An overdue or this week's list is all dated: an undated cursor reads nothing.
      const cursors = "overdue" in filters || "week" in filters ? [dated] : [dated, undated];
      for (const after of [undefined, ...cursors])
        expectBounded(() => workList(db, scope, { today, filters, limit: 40, after }));
    });
  test("one property's: read by the property", () => {
    expectBounded(() =>
      workList(db, scope, { today, filters: { propertyId: "prop_1" }, limit: 40 }),
    );
  });
  test("of any status: ranges of the open and the status indexes, none sorted", () => {
    const overdue = Buffer.from(JSON.stringify([0, "2026-01-01", now, "ai_0"])).toString(
      "base64url",
    );
    const later = Buffer.from(JSON.stringify([1, "2026-07-01", now, "ai_0"])).toString("base64url");
    for (const filters of [{ status: "any" }, { status: "any", priority: "HIGH" }] as const)
      for (const after of [undefined, overdue, later, undated]) {
        const plans = plansOf(() => workList(db, scope, { today, filters, limit: 40, after }));
        for (const { sql, plan } of plans) {
          expect({ sql, walks: walksAccount(sql, plan) }).toEqual({ sql, walks: null });
          expect({ sql, plan: plan.join(" / ") }).toEqual({
            sql,
            plan: expect.stringMatching(
              /^SEARCH action_items USING INDEX action_items_(open_due_idx|status_due_idx) \(account_id=\? AND is_test=\? (AND status=\? )?AND \(?due_date/,
            ),
          });
          expect({ sql, plan }).not.toEqual({ sql, plan: expect.stringContaining("TEMP B-TREE") });
        }
      }
  });
  test("a status's list searches by that status in the list's order", () => {
    const plans = plansOf(() =>
      workList(db, scope, { today, filters: { status: "IN_PROGRESS", assignee: "Al" }, limit: 37 }),
    );
    for (const { plan } of plans) {
      expect(plan.join(" / ")).toMatch(
        /action_items_status_due_idx \(account_id=\? AND is_test=\? AND status=\?/,
      );
      expect(plan.join(" / ")).not.toContain("TEMP B-TREE");
    }
  });
  test("the count of the overdue, the due counts, the assignee choices", () => {
    expectBounded(() => workListCount(db, scope, today, { overdue: true }));
    expectBounded(() => dueCounts(db, scope, today));
    const choices = plansOf(() => workListChoices(db, scope));
    const assignees = choices.find((r) => /"assignee"/.test(r.sql))!;
    // One seek per name (MIN after the last), never a DISTINCT over every item that has one.
    expect(assignees.sql).not.toMatch(/select distinct/i);
    expect(assignees.plan.join(" / ")).toMatch(
      /SEARCH action_items USING COVERING INDEX action_items_assignee_list_idx \(account_id=\? AND is_test=\? AND assignee>\?\)/,
    );
    expect(workListChoices(db, scope).assignees).toEqual([]);
  });
});

// The check itself: what it must refuse.
test("a walk over the account is caught: a keyset with OR, an unindexed filter, a sort of all", () => {
  const cases = [
    `SELECT * FROM "action_items" WHERE "action_items"."account_id" = ? AND "action_items"."is_test" = ? AND ("action_items"."created_at" < ? OR ("action_items"."created_at" = ? AND "action_items"."id" < ?)) ORDER BY "action_items"."created_at" DESC, "action_items"."id" DESC LIMIT ?`,
    `SELECT * FROM "action_items" WHERE "action_items"."account_id" = ? AND "action_items"."is_test" = ? AND +"action_items"."site_visit_id" = ? AND "action_items"."review_state" = 'confirmed' ORDER BY "action_items"."order"`,
    `SELECT * FROM "action_items" WHERE "action_items"."account_id" = ? AND "action_items"."is_test" = ? ORDER BY "action_items"."title" LIMIT 10`,
    `SELECT * FROM "events" WHERE "events"."data" = ?`,
  ];
  for (const sql of cases) expect(walksAccount(sql, planOf(sqlite, sql))).not.toBeNull();
});
