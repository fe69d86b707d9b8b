// The prunes and the cascades that can reach many rows delete in bounded batches with the event
// loop free between them (src/db/batches.ts): what they delete and what they keep, in-process on a
// real database file.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase, rawSqlite } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { deleteCaptureLinksUnder, deleteInBatches } from "../src/db/batches";
import { pruneExpiredCaptureTokens } from "../src/capture/service";
import { pruneOldEvents } from "../src/events/service";

const dir = mkdtempSync(join(tmpdir(), "sitevisit-prune-"));
afterAll(() => {
  closeDatabase();
  rmSync(dir, { recursive: true, force: true });
});
migrateDatabase(openDatabase(join(dir, "sitevisit.db")));
const sqlite = rawSqlite();
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const DAY = 86_400_000;
const now = iso(0);
const count = (table: string) =>
  (sqlite.query(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

for (const a of ["acct_1", "acct_2"])
  sqlite.run(
    "INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES (?, 'A', 'free', ?, ?)",
    [a, now, now],
  );
sqlite.run(
  "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES ('prop_1', 'acct_1', 0, 'P', 0, ?, ?)",
  [now, now],
);
sqlite.run(
  "INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients, report_token, is_sample, created_at, updated_at) VALUES ('sv_1', 'acct_1', 0, 'prop_1', 'V', 'DONE', ?, '[]', 'tok', 0, ?, ?)",
  [now, now, now],
);
sqlite.run(
  `INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, priority, status,
     "order", created_at, updated_at) VALUES ('ai_1', 'acct_1', 0, 'sv_1', 'prop_1', 'T', 'LOW', 'OPEN', 1, ?, ?)`,
  [now, now],
);
const link = (id: string, expiresAt: string) =>
  sqlite.run(
    "INSERT INTO capture_tokens (id, account_id, is_test, action_item_id, purpose, upload_limit, uploads_used, expires_at, created_at) VALUES (?, 'acct_1', 0, 'ai_1', 'evidence', 5, 0, ?, ?)",
    [id, expiresAt, now],
  );

test("deleteInBatches deletes every match, batch by batch, with the loop turning between", async () => {
  for (let i = 0; i < 7; i++) link(`ct_b${i}`, iso(-DAY));
  // Counts turns of the event loop: a callback that runs once a turn (a timer would need a
  // millisecond to pass, and four small batches may take less).
  let turns = 0;
  let done = false;
  const tick = () => {
    turns++;
    if (!done) setImmediate(tick);
  };
  setImmediate(tick);
  const n = await deleteInBatches("capture_tokens", "id LIKE $prefix", { prefix: "ct_b%" }, 2);
  done = true;
  expect(n).toBe(7);
  expect(count("capture_tokens")).toBe(0);
  expect(turns).toBeGreaterThanOrEqual(3); // four batches: the loop turned between each two
});

test("a batch holds the loop a few milliseconds: slow batches take fewer rows, quick ones more", async () => {
  for (let i = 0; i < 60; i++) link(`ct_t${String(i).padStart(2, "0")}`, iso(-DAY));
  // A clock on which the first two batches take 10 ms (over a 4 ms budget), the others 1 ms.
  let t = 0;
  let calls = 0;
  const took = [10, 10];
  const batches: number[] = [];
  const n = await deleteInBatches(
    "capture_tokens",
    "id LIKE $prefix",
    { prefix: "ct_t%" },
    {
      maxRows: 16,
      budgetMs: 4,
      // Read before and after each batch.
      clock: () => {
        if (calls++ % 2 === 1) t += took[batches.length] ?? 1;
        return t;
      },
      onBatch: (rows) => batches.push(rows),
    },
  );
  expect(n).toBe(60);
  expect(count("capture_tokens")).toBe(0);
  // 16 (the first, capped), then halved after each slow one, then doubled after each quick one.
  expect(batches.slice(0, 6)).toEqual([16, 8, 4, 8, 16, 8]);
});

test("capture links are pruned a week after they expire, not before", async () => {
  link("ct_old", iso(8 * DAY));
  link("ct_recent", iso(DAY)); // expired yesterday: still answers "expired"
  link("ct_live", iso(-DAY));
  expect(await pruneExpiredCaptureTokens()).toBe(1);
  const left = sqlite.query("SELECT id FROM capture_tokens ORDER BY id").all();
  expect(left).toEqual([{ id: "ct_live" }, { id: "ct_recent" }]);
});

test("a property's links go first only in its own scope", async () => {
  const other = { accountId: "acct_2", isTest: false };
  expect(await deleteCaptureLinksUnder(other, { propertyId: "prop_1" })).toBe(0);
  expect(
    await deleteCaptureLinksUnder(
      { ...other, accountId: "acct_1", isTest: true },
      { siteVisitId: "sv_1" },
    ),
  ).toBe(0);
  expect(count("capture_tokens")).toBe(2);
  expect(
    await deleteCaptureLinksUnder({ accountId: "acct_1", isTest: false }, { siteVisitId: "sv_1" }),
  ).toBe(2);
  expect(count("capture_tokens")).toBe(0);
  expect(count("action_items")).toBe(1); // the item itself is the delete's, not this
});

test("the event prune takes events past 30 days with their deliveries, keeps the rest", async () => {
  sqlite.run(
    "INSERT INTO webhook_endpoints (id, account_id, is_test, name, url, events, secret, disabled, created_at, updated_at) VALUES ('we_1', 'acct_1', 0, 'e', 'https://example.com/h', '[]', 'x', 1, ?, ?)",
    [now, now],
  );
  const event = (id: string, at: string) => {
    sqlite.run(
      "INSERT INTO events (id, account_id, is_test, type, data, created_at) VALUES (?, 'acct_1', 0, 'property.created', '{}', ?)",
      [id, at],
    );
    sqlite.run(
      "INSERT INTO webhook_deliveries (id, account_id, is_test, endpoint_id, event_id, event_type, status, attempt_count, created_at, updated_at) VALUES (?, 'acct_1', 0, 'we_1', ?, 'property.created', 'succeeded', 1, ?, ?)",
      [`whd_${id}`, id, at, at],
    );
  };
  for (let i = 0; i < 1203; i++) event(`evt_old${i}`, iso(31 * DAY + i));
  event("evt_new", iso(29 * DAY));
  expect(await pruneOldEvents()).toBe(1203); // three batches of up to 500
  expect(sqlite.query("SELECT id FROM events").all()).toEqual([{ id: "evt_new" }]);
  expect(sqlite.query("SELECT event_id FROM webhook_deliveries").all()).toEqual([
    { event_id: "evt_new" },
  ]);
});
