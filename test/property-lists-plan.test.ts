// One property's visits and items (the property page, ?property_id=, the delete confirmation) are read
// through an index on (account, dataset, property, list order): SQLite must not walk every visit or
// item of the account. Checked on a fresh database without ANALYZE statistics, as a new server has,
// against the SQL the real services run.
import { expect, test } from "bun:test";
import { listSiteVisits, visitNames } from "../src/site-visits/service";
import { listActionItems } from "../src/action-items/service";
import { listProperties, propertyContents } from "../src/properties/service";
import { inspectionsDue } from "../src/properties/inspections";
import { reviewQueue } from "../src/action-items/review";
import { earlierItems } from "../src/pipeline/recurring";
import { planOf as plan, selectsRunBy as selectsOf } from "./helpers/plans";
import { scratchDatabase } from "./helpers/scratch-db";

const { db, sqlite } = scratchDatabase("plan");

const selectsRunBy = (run: () => void, keep: (sql: string) => boolean) =>
  selectsOf(sqlite, run, keep);
const planOf = (s: string) => plan(sqlite, s);

test("the property's lists and counts search by property, never scan the account", () => {
  const now = new Date().toISOString();
  sqlite.run(
    "INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_1', 'A', 'free', ?, ?)",
    [now, now],
  );
  sqlite.run(
    "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES ('prop_1', 'acct_1', 0, 'P', 0, ?, ?)",
    [now, now],
  );

  const scope = { accountId: "acct_1", isTest: false };
  const reads = selectsRunBy(
    () => {
      listSiteVisits(db, scope, { property_id: "prop_1", limit: 20 });
      listActionItems(db, scope, { property_id: "prop_1", status: "OPEN", limit: 50 });
      listActionItems(db, scope, { property_id: "prop_1", open: true, limit: 10 });
      propertyContents(db, scope, "prop_1");
    },
    (s) => /"property_id" = \?/.test(s) && /from "(site_visits|action_items)"/i.test(s),
  );
  expect(reads.length).toBeGreaterThanOrEqual(5);
  for (const s of reads) {
    const plan = planOf(s);
    const outer = plan.find((d) => /^(SEARCH|SCAN) (site_visits|action_items)\b/.test(d));
    expect(`${outer}`).toMatch(
      /USING (COVERING )?INDEX (site_visits|action_items)_property_list_idx \(account_id=\? AND is_test=\? AND property_id=\?\)/,
    );
  }
});

// ?status= and the dashboard's home queue look for a few PROCESSING or READY visits among many: they
// must search by status, not walk every visit of the account in list order.
test("visits of one status are searched by status", () => {
  const scope = { accountId: "acct_1", isTest: false };
  const reads = selectsRunBy(
    () => {
      listSiteVisits(db, scope, { status: "PROCESSING", limit: 5 });
      reviewQueue(db, scope);
    },
    (s) => /"status" = (\?|'PROCESSING')/.test(s) && /from "site_visits"/i.test(s),
  );
  expect(reads.length).toBe(2); // the list and the visits being processed (no item is suggested)
  for (const s of reads) {
    const outer = planOf(s).find((d) => /^(SEARCH|SCAN) site_visits\b/.test(d));
    expect(`${outer}`).toMatch(
      /USING (COVERING )?INDEX site_visits_status_list_idx \(account_id=\? AND is_test=\? AND status=\?\)/,
    );
  }
});

// A dashboard list names the visit of each row: a short JSON list of ids, found by primary key.
test("a list's visit names are found by id, not by walking the account", () => {
  const scope = { accountId: "acct_1", isTest: false };
  const [read] = selectsRunBy(
    () => visitNames(db, scope, ["sv_1", "sv_2"]),
    (s) => /json_each/.test(s),
  );
  const outer = planOf(read!).find((d) => /^(SEARCH|SCAN) site_visits\b/.test(d));
  expect(`${outer}`).toMatch(/USING INDEX sqlite_autoindex_site_visits_1 \(id=\?\)/);
  // And the scope still holds: the same visit is unknown to the test dataset and to another account.
  const now = new Date().toISOString();
  sqlite.run(
    "INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients, report_token, is_sample, created_at, updated_at) VALUES ('sv_1', 'acct_1', 0, 'prop_1', 'Spring', 'DRAFT', ?, '[]', 'tok_1', 0, ?, ?)",
    [now, now, now],
  );
  expect([...visitNames(db, scope, ["sv_1", "sv_1", "sv_2"]).keys()]).toEqual(["sv_1"]);
  expect(visitNames(db, { ...scope, isTest: true }, ["sv_1"]).size).toBe(0);
  expect(visitNames(db, { accountId: "acct_2", isTest: false }, ["sv_1"]).size).toBe(0);
});

// A new item is compared with the property's earlier items (src/pipeline/recurring.ts): read visit by
// visit, newest first, so SQLite stops at its look-back limit instead of sorting every item of the
// property on each new item.
test("the recurrence check walks the property's visits newest first, then each visit's items", () => {
  const scope = { accountId: "acct_1", isTest: false };
  const [read] = selectsRunBy(
    () => earlierItems(db, scope, "prop_1", "sv_1"),
    (s) => /from "site_visits"/i.test(s),
  );
  const plan = planOf(read!);
  expect(plan[0]).toMatch(
    /^SEARCH site_visits USING (COVERING )?INDEX site_visits_property_list_idx \(account_id=\? AND is_test=\? AND property_id=\?\)/,
  );
  expect(plan[1]).toMatch(
    /^SEARCH action_items USING INDEX action_items_visit_idx \(site_visit_id=\?\)/,
  );
  expect(plan.join("\n")).not.toContain("USE TEMP B-TREE FOR ORDER BY");
});

test("?inspection_due_before= and the inspections due read the due-date index in its order", () => {
  const scope = { accountId: "acct_1", isTest: false };
  const reads = selectsRunBy(
    () => {
      listProperties(db, scope, { inspection_due_before: "2027-01-01", limit: 25 });
      listProperties(db, scope, {
        inspection_due_before: "2027-01-01",
        exclude_sample: true,
        limit: 25,
      });
      inspectionsDue(db, scope, "2027-01-01");
    },
    (s) => /"next_inspection_due"\s*(<|<=)/.test(s),
  );
  expect(reads.length).toBe(3);
  for (const s of reads) {
    const plan = planOf(s);
    const outer = plan.find((d) => /^(SEARCH|SCAN) properties\b/.test(d));
    expect(`${outer}`).toMatch(
      /USING INDEX properties_inspection_due_idx \(account_id=\? AND is_test=\? AND next_inspection_due/,
    );
    // The index gives the order: no sort step.
    expect(plan.join("\n")).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  }
});

// ?due_before= and ?due_after= keep the list's order: they walk the list index in its order,
// reading each date and status from the index. ?overdue=true reads the range of overdue items of
// action_items_open_due_idx and sorts it: walking the list to find none took 147 ms at 300k items
// (bench/growth.ts); see test/list-plans.test.ts.
test("the items' due-date filters search the list index in list order, ?overdue= the overdue", () => {
  const scope = { accountId: "acct_1", isTest: false };
  const reads = selectsRunBy(
    () => {
      listActionItems(db, scope, { overdue: true, limit: 10 });
      listActionItems(db, scope, { due_before: "2026-12-31", limit: 11 });
      listActionItems(db, scope, { due_after: "2026-01-01", due_before: "2026-12-31", limit: 12 });
    },
    (s) => /"due_date" (<|>)/.test(s),
  );
  expect(reads.length).toBe(3);
  const [overdue, ...ranges] = reads;
  expect(planOf(overdue!).join("\n")).toMatch(
    /USING INDEX action_items_open_due_idx \(account_id=\? AND is_test=\? AND due_date<\?\)/,
  );
  for (const s of ranges) {
    const plan = planOf(s);
    const outer = plan.find((d) => /^(SEARCH|SCAN) action_items\b/.test(d));
    expect(`${outer}`).toMatch(
      /USING INDEX action_items_list_idx \(account_id=\? AND is_test=\?\)/,
    );
    expect(plan.join("\n")).not.toContain("USE TEMP B-TREE FOR ORDER BY");
  }
});
