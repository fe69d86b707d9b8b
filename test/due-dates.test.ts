// Due dates against the built binary (docs/api.md, "Due dates"): derived from the account's response
// times per priority (counted from the visit's date for walkthrough items, from today for others),
// following a priority change unless a person set one; `overdue` against today in the account's
// time zone; the list's `overdue`, `due_before` and `due_after` filters; the settings through the CLI
// and the dashboard's Settings page; bad input refused with `param`; and the migration, which gives
// every existing item its derived due date and keeps every row.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { runCli, startServer, tempDir, removeDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { withEvents } from "./helpers/events";
import { signedIn } from "./helpers/dashboard";
import { closeDatabase, openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { embeddedMigrations } from "../src/db/migrations.generated";

let server: TestServer;
let t: Tenant;
let other: Tenant;
let visitId: string;
const c = () => t.test;

const dayIn = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(at);
const plus = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const today = () => dayIn("UTC");

beforeAll(async () => {
  server = await startServer({ binary: true });
  [t, other] = await Promise.all([createTenant(server), createTenant(server, "Other Co")]);
  const p = (await c().post("/properties", { name: "4 Dock Road" })).body.id;
  visitId = (
    await c().post("/site-visits", {
      property_id: p,
      title: "Check",
      visit_date: "2026-03-10T09:00:00Z",
    })
  ).body.id;
});
afterAll(() => server.stop());

async function item(body: Record<string, unknown> = {}, client = c()) {
  const r = await client.post("/action-items", { site_visit_id: visitId, title: "Leak", ...body });
  expect(r.status).toBe(201);
  return r.body;
}

describe("derived from the response times", () => {
  test("HIGH a day, MEDIUM 28 days from today for an item made by hand, LOW none", async () => {
    const [high, medium, low] = await Promise.all(
      (["HIGH", "MEDIUM", "LOW"] as const).map((priority) => item({ priority })),
    );
    expect(high).toMatchObject({ dueDate: plus(today(), 1), dueDateSource: "policy" });
    expect(medium).toMatchObject({ dueDate: plus(today(), 28), dueDateSource: "policy" });
    expect(low).toMatchObject({ dueDate: null, dueDateSource: "policy", overdue: false });
    expect(high.overdue).toBe(false);
  });

  test("walkthrough items count from the visit's date (the sample's items)", async () => {
    const visits = await t.live.all("/site-visits");
    const sample = visits.find((v: any) => v.title.startsWith("Sample walkthrough"));
    const items = await t.live.all(`/action-items?site_visit_id=${sample.id}`);
    const from = sample.visitDate.slice(0, 10);
    for (const i of items) {
      expect(i.timestampSec).not.toBeNull();
      const days = { HIGH: 1, MEDIUM: 28, LOW: null }[i.priority as "HIGH"];
      expect(i.dueDate).toBe(days === null ? null : plus(from, days));
    }
  });

  test("a derived date follows a priority change; one a person set stays", async () => {
    const derived = await item({ priority: "LOW" });
    const { result, events } = await withEvents(c(), () =>
      c().patch(`/action-items/${derived.id}`, { priority: "HIGH" }),
    );
    expect(result.body).toMatchObject({ dueDate: plus(today(), 1), dueDateSource: "policy" });
    const updated = events.find((e) => e.event_type === "action_item.updated")!;
    expect(updated.data.action_item).toMatchObject({ dueDate: plus(today(), 1), overdue: false });

    const set = await item({ priority: "LOW", due_date: "2030-05-01" });
    expect(set).toMatchObject({ dueDate: "2030-05-01", dueDateSource: "set" });
    const moved = await c().patch(`/action-items/${set.id}`, { priority: "HIGH" });
    expect(moved.body.dueDate).toBe("2030-05-01");
    const cleared = await c().patch(`/action-items/${set.id}`, { due_date: null });
    expect(cleared.body).toMatchObject({ dueDate: null, dueDateSource: "set" });
    const again = await c().patch(`/action-items/${set.id}`, { priority: "MEDIUM" });
    expect(again.body.dueDate).toBeNull();
    // Setting one on a derived item makes it the person's.
    const mine = await c().patch(`/action-items/${derived.id}`, { due_date: "2031-01-02" });
    expect(mine.body).toMatchObject({ dueDate: "2031-01-02", dueDateSource: "set" });
  });

  test("overdue: not done and due before today; done is never overdue", async () => {
    const late = await item({ due_date: plus(today(), -1) });
    expect(late.overdue).toBe(true);
    const dueToday = await item({ due_date: today() });
    expect(dueToday.overdue).toBe(false);
    const done = await c().post(`/action-items/${late.id}/complete`, {});
    expect(done.body).toMatchObject({ status: "DONE", overdue: false });
  });
});

describe("the list's filters", () => {
  test("overdue=true|false, due_before, due_after, beside the others, newest first", async () => {
    const fresh = await createTenant(server, "Filter Co");
    const p = (await fresh.test.post("/properties", { name: "9 Elm" })).body.id;
    const v = (await fresh.test.post("/site-visits", { property_id: p, title: "V" })).body.id;
    const make = async (title: string, extra: Record<string, unknown>) =>
      (await fresh.test.post("/action-items", { site_visit_id: v, title, ...extra })).body;
    const a = await make("a", { due_date: "2020-01-01", priority: "HIGH" });
    const b = await make("b", { due_date: "2020-06-01" });
    const done = await make("done", { due_date: "2020-02-01" });
    await fresh.test.post(`/action-items/${done.id}/complete`, {});
    const none = await make("none", { priority: "LOW" });
    const future = await make("future", { due_date: "2099-01-01" });
    const ids = async (q: string) =>
      (await fresh.test.all(`/action-items?site_visit_id=${v}&${q}`)).map((i: any) => i.title);
    expect(await ids("overdue=true")).toEqual(["b", "a"]);
    expect(await ids("overdue=false")).toEqual(["future", "none", "done"]);
    expect(await ids("overdue=true&priority=HIGH")).toEqual(["a"]);
    expect(await ids("due_before=2020-06-01")).toEqual(["done", "b", "a"]);
    expect(await ids("due_after=2020-02-01&due_before=2020-12-31")).toEqual(["done", "b"]);
    expect(await ids("due_after=2021-01-01&status=OPEN")).toEqual(["future"]);
    // Pages follow the same order.
    // The sample's items are never overdue today (due a day or more after today's seed).
    const first = await fresh.test.get("/action-items?overdue=true&limit=1");
    expect(first.body).toMatchObject({ has_more: true, next_cursor: b.id });
    const second = await fresh.test.get(
      `/action-items?overdue=true&limit=1&starting_after=${b.id}`,
    );
    expect(second.body.data.map((i: any) => i.id)).toEqual([a.id]);
    expect(none.dueDate).toBeNull();
    expect(future.overdue).toBe(false);
    // The live dataset and other accounts see none of them.
    expect(await fresh.live.all("/action-items?overdue=true")).toEqual([]);
    const theirs = await other.test.all("/action-items?due_before=2100-01-01");
    expect(theirs.filter((i: any) => [a.id, b.id, future.id].includes(i.id))).toEqual([]);
  });

  test("bad filter values are a 400 naming the parameter", async () => {
    for (const [q, param] of [
      ["overdue=maybe", "overdue"],
      ["overdue=", "overdue"],
      ["due_before=2026-13-01", "due_before"],
      ["due_before=tomorrow", "due_before"],
      ["due_after=2026-02-30", "due_after"],
      ["due_after=2026-1-1", "due_after"],
      ["due_soon=true", "due_soon"],
    ] as const) {
      const r = await c().get(`/action-items?${q}`);
      const e = expectError(r, 400, "validation_error");
      expect({ q, param: e.param }).toEqual({ q, param });
    }
  });
});

describe("bad due dates", () => {
  test("create and PATCH refuse what is not a day within 2000-01-01..2100-12-31", async () => {
    const target = await item();
    const bad: unknown[] = [
      "2026-02-30",
      "1999-12-31",
      "2101-01-01",
      "2026-12-01T00:00:00Z",
      "12/01/2026",
      "",
      20261201,
      true,
      { day: 1 },
      ["2026-12-01"],
    ];
    for (const due_date of bad) {
      const made = await c().post("/action-items", {
        site_visit_id: visitId,
        title: "x",
        due_date,
      });
      expect({ due_date, param: expectError(made, 400, "validation_error").param }).toEqual({
        due_date,
        param: "due_date",
      });
      const patched = await c().patch(`/action-items/${target.id}`, { due_date });
      expect(expectError(patched, 400, "validation_error").param).toBe("due_date");
    }
    for (const edge of ["2000-01-01", "2100-12-31", "2028-02-29"]) {
      const r = await c().patch(`/action-items/${target.id}`, { due_date: edge });
      expect(r.body.dueDate).toBe(edge);
    }
    const unknown = await c().patch(`/action-items/${target.id}`, { due: "2026-01-01" });
    expectError(unknown, 400, "validation_error");
    // Another account's item, and this account's item through the other dataset: 404.
    expectError(
      await other.test.patch(`/action-items/${target.id}`, { due_date: "2026-01-01" }),
      404,
      "resource_not_found",
    );
    expectError(
      await t.live.patch(`/action-items/${target.id}`, { due_date: "2026-01-01" }),
      404,
      "resource_not_found",
    );
  });
});

describe("response times and time zone", () => {
  test("the CLI sets them; new items follow; bad values are refused", async () => {
    const acct = await createTenant(server, "Zone Co");
    const set = await server.cli([
      "accounts",
      "settings",
      "--account",
      acct.accountId,
      "--response-days",
      "HIGH=2,MEDIUM=none",
      "--time-zone",
      "europe/london",
      "--json",
    ]);
    expect(set.code).toBe(0);
    expect(set.json).toMatchObject({
      responseDays: { HIGH: 2, MEDIUM: null, LOW: null },
      timeZone: "Europe/London",
    });
    const human = await server.cli(["accounts", "settings", "--account", acct.accountId]);
    expect(human.stdout).toContain("response days    HIGH=2,MEDIUM=none,LOW=none");
    expect(human.stdout).toContain("time zone        Europe/London");
    const p = (await acct.test.post("/properties", { name: "1 A" })).body.id;
    const v = (await acct.test.post("/site-visits", { property_id: p, title: "V" })).body.id;
    const high = (
      await acct.test.post("/action-items", { site_visit_id: v, title: "h", priority: "HIGH" })
    ).body;
    expect(high.dueDate).toBe(plus(dayIn("Europe/London"), 2));
    const medium = (await acct.test.post("/action-items", { site_visit_id: v, title: "m" })).body;
    expect(medium.dueDate).toBeNull();

    for (const args of [
      ["--response-days", "HIGH=soon"],
      ["--response-days", "URGENT=1"],
      ["--response-days", "HIGH=9999"],
      ["--response-days", ""],
      ["--time-zone", "Mars/Olympus"],
      ["--time-zone", "../../etc/passwd"],
    ]) {
      const r = await server.cli(["accounts", "settings", "--account", acct.accountId, ...args]);
      expect({ args, code: r.code }).toEqual({ args, code: 1 });
    }
    const after = await server.cli(["accounts", "settings", "--account", acct.accountId, "--json"]);
    expect(after.json.timeZone).toBe("Europe/London");
  });

  test("overdue is read against today in the account's time zone", async () => {
    const acct = await createTenant(server, "Far East Co");
    // UTC+14 and UTC-11: at most hours, the two are on different days, each a day from UTC's.
    const ahead = "Pacific/Kiritimati";
    await server.cli(["accounts", "settings", "--account", acct.accountId, "--time-zone", ahead]);
    const p = (await acct.test.post("/properties", { name: "1 A" })).body.id;
    const v = (await acct.test.post("/site-visits", { property_id: p, title: "V" })).body.id;
    const due = today();
    const i = (
      await acct.test.post("/action-items", { site_visit_id: v, title: "x", due_date: due })
    ).body;
    expect(i.overdue).toBe(dayIn(ahead) > due);
    await server.cli(["accounts", "settings", "--account", acct.accountId, "--time-zone", "UTC"]);
    expect((await acct.test.get(`/action-items/${i.id}`)).body.overdue).toBe(false);
  });

  test("the dashboard's Settings page saves them, and refuses bad ones beside the field", async () => {
    const acct = await createTenant(server, "Page Co");
    const { b } = await signedIn(server, acct.accountId, "sam@page.test", "Sam");
    const page = await b.get("/dashboard/settings");
    expect(page.text).toContain("Response times");
    expect(page.text).toContain('name="due_MEDIUM"');
    const csrf = await b.csrf("/dashboard/settings");
    const bad = await b.post("/dashboard/settings/due", {
      _csrf: csrf,
      due_HIGH: "-1",
      due_MEDIUM: "14",
      due_LOW: "",
      time_zone: "Nowhere/Land",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("must be a whole number of days");
    const zone = await b.post("/dashboard/settings/due", {
      _csrf: csrf,
      due_HIGH: "0",
      due_MEDIUM: "14",
      due_LOW: "",
      time_zone: "Nowhere/Land",
    });
    expect(zone.status).toBe(400);
    expect(zone.text).toContain("Not a time zone");
    const ok = await b.post("/dashboard/settings/due", {
      _csrf: csrf,
      due_HIGH: "0",
      due_MEDIUM: "14",
      due_LOW: "90",
      time_zone: "America/New_York",
    });
    expect(ok.status).toBe(303);
    const noCsrf = await b.post("/dashboard/settings/due", { due_HIGH: "5", time_zone: "UTC" });
    expect(noCsrf.status).toBe(403);
    const shown = await server.cli(["accounts", "settings", "--account", acct.accountId, "--json"]);
    expect(shown.json).toMatchObject({
      responseDays: { HIGH: 0, MEDIUM: 14, LOW: 90 },
      timeZone: "America/New_York",
    });
  });
});

describe("the migration", () => {
  test("keeps every item and gives each the due date the default response times derive", async () => {
    const dir = tempDir();
    try {
      const before = embeddedMigrations.filter((m) => m.tag < "0013");
      const db = openDatabase(join(dir, "sitevisit.db"));
      migrateDatabase(db, before);
      closeDatabase();
      const sqlite = new Database(join(dir, "sitevisit.db"));
      const at = "2026-01-05T10:00:00.000Z";
      sqlite.run(
        `INSERT INTO accounts (id, name, plan, created_at, updated_at) VALUES ('acct_o', 'Old', 'free', '${at}', '${at}')`,
      );
      sqlite.run(
        `INSERT INTO properties (id, account_id, is_test, name, created_at, updated_at) VALUES ('prop_o', 'acct_o', 0, 'P', '${at}', '${at}')`,
      );
      sqlite.run(
        `INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, report_token, visit_date, created_at, updated_at) VALUES ('sv_o', 'acct_o', 0, 'prop_o', 'V', 'READY', 'tok', '2025-12-20T09:00:00.000Z', '${at}', '${at}')`,
      );
      const rows: [string, string, number | null][] = [
        ["ai_h", "HIGH", 12.5],
        ["ai_m", "MEDIUM", null],
        ["ai_l", "LOW", 3],
        ["ai_d", "MEDIUM", 4],
      ];
      for (const [id, priority, ts] of rows)
        sqlite.run(
          `INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, priority, status, timestamp_sec, "order", created_at, updated_at) VALUES (?, 'acct_o', 0, 'sv_o', 'prop_o', 'T', ?, ?, ?, 1, '${at}', '${at}')`,
          [id, priority, id === "ai_d" ? "DONE" : "OPEN", ts],
        );
      sqlite.close();
      const migrated = await runCli(["migrate", "--json"], { binary: true, dataDir: dir });
      expect(migrated.code).toBe(0);
      const after = new Database(join(dir, "sitevisit.db"), { readonly: true });
      const got = after
        .query("SELECT id, due_date, due_date_source FROM action_items ORDER BY id")
        .all();
      after.close();
      expect(got).toEqual([
        { id: "ai_d", due_date: "2026-01-17", due_date_source: "policy" },
        { id: "ai_h", due_date: "2025-12-21", due_date_source: "policy" },
        { id: "ai_l", due_date: null, due_date_source: "policy" },
        { id: "ai_m", due_date: "2026-02-02", due_date_source: "policy" },
      ]);
    } finally {
      removeDir(dir);
    }
  });
});
