// The work list (docs/dashboard.md, "The work list") through the built binary: its order (overdue
// first, then by due date, the undated last), its filters and pages, the home page's counts, and
// the bulk change (due date, assignee, status) through the same service as PATCH, with the events
// SPEC gives a PATCH; and its bad input: no CSRF token, another account's or the other dataset's
// ids (404, nothing changed), bad dates, bad values, none or too many selected.
import { beforeAll, describe, expect, test } from "bun:test";
import { useServerWithTenant, createTenant, type Tenant } from "./helpers/fixtures";
import { origins, signedIn, type Browser } from "./helpers/dashboard";
import { withEvents } from "./helpers/events";
import { openDb } from "./helpers/db";

const env = useServerWithTenant({ binary: true });
let b: Browser;
let csrf: string;
let flat1: string;
let flat2: string;
const ids: Record<string, string> = {};

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The titles of the list's rows, in order. */
const rows = (text: string) =>
  [...text.matchAll(/<td class="title"><a href="[^"]+#item-(ai_[0-9a-z]+)">([^<]+)<\/a>/g)].map(
    (m) => m[2]!.replaceAll("&#39;", "'"),
  );
const list = async (q = "") => {
  const r = await b.get(`/dashboard/action-items${q}`);
  expect(r.status).toBe(200);
  return rows(r.text);
};
const item = async (id: string) => (await env.t.live.get(`/action-items/${id}`)).body;

beforeAll(async () => {
  const t = env.t;
  // The tutorial property's items are work too on this list; these tests look at their own.
  flat1 = (await t.live.post("/properties", { name: "Flat 1" })).body.id;
  flat2 = (await t.live.post("/properties", { name: "Flat 2" })).body.id;
  const v1 = (await t.live.post("/site-visits", { property_id: flat1, title: "Check-in" })).body;
  const v2 = (await t.live.post("/site-visits", { property_id: flat2, title: "Check-in" })).body;
  const add = async (visit: string, title: string, extra: Record<string, unknown>) => {
    const r = await t.live.post("/action-items", { site_visit_id: visit, title, ...extra });
    expect(r.status).toBe(201);
    ids[title] = r.body.id;
  };
  await add(v1.id, "W undated", { priority: "LOW", due_date: null });
  await add(v1.id, "W due in 20 days", { priority: "MEDIUM", due_date: day(20), assignee: "Ann" });
  await add(v2.id, "W overdue by 3", { priority: "HIGH", due_date: day(-3), assignee: "Bob" });
  await add(v1.id, "W due tomorrow", { priority: "HIGH", due_date: day(1), assignee: "Bob" });
  await add(v2.id, "W overdue by 1", { priority: "MEDIUM", due_date: day(-1) });
  await add(v1.id, "W done long ago", { due_date: day(-30) });
  await t.live.post(`/action-items/${ids["W done long ago"]}/complete`, { completed_by: "Ann" });
  ({ b } = await signedIn(env.server, t.accountId, "manager@list.test", "Morgan"));
  csrf = await b.csrf("/dashboard/action-items");
});

describe("the list", () => {
  test("overdue first, then by due date, the undated last; DONE only when asked for", async () => {
    const mine = (await list(`?property=${flat1}`)).concat(await list(`?property=${flat2}`));
    expect(mine).not.toContain("W done long ago");
    const all = (await list()).filter((x) => x.startsWith("W "));
    expect(all).toEqual([
      "W overdue by 3",
      "W overdue by 1",
      "W due tomorrow",
      "W due in 20 days",
      "W undated",
    ]);
    expect((await list("?status=any")).filter((x) => x.startsWith("W "))).toContain(
      "W done long ago",
    );
    expect(await list(`?status=DONE&property=${flat1}`)).toEqual(["W done long ago"]);
    const page = (await b.get("/dashboard/action-items")).text;
    // Each row links to the item on its visit's page, and an overdue one says so.
    expect(page).toContain(`#item-${ids["W overdue by 3"]}"`);
    expect(page).toMatch(/<tr class="overdue">[\s\S]*?W overdue by 3[\s\S]*?class="late">Overdue/);
    expect(page).toContain('<table class="work"');
  });

  test("filters: property, priority, assignee, overdue, due this week; combined", async () => {
    expect(await list(`?property=${flat2}`)).toEqual(["W overdue by 3", "W overdue by 1"]);
    expect((await list("?priority=HIGH")).filter((x) => x.startsWith("W "))).toEqual([
      "W overdue by 3",
      "W due tomorrow",
    ]);
    expect(await list("?assignee=Bob")).toEqual(["W overdue by 3", "W due tomorrow"]);
    expect((await list("?overdue=1")).filter((x) => x.startsWith("W "))).toEqual([
      "W overdue by 3",
      "W overdue by 1",
    ]);
    expect((await list("?week=1")).filter((x) => x.startsWith("W "))).toEqual(["W due tomorrow"]);
    expect(await list(`?property=${flat1}&priority=HIGH&week=1`)).toEqual(["W due tomorrow"]);
    const none = await b.get(`/dashboard/action-items?property=${flat1}&overdue=1`);
    expect(none.text).toContain("No action items match these filters.");
    // Filters that are not values are ignored, never an error.
    expect(
      (await b.get("/dashboard/action-items?priority=URGENT&status=x&overdue=yes")).status,
    ).toBe(200);
  });

  test("another account's property is a 404 page; a hand-made page link is refused", async () => {
    const other = await createTenant(env.server, "Other Co");
    const theirs = (await other.live.post("/properties", { name: "Theirs" })).body.id;
    expect((await b.get(`/dashboard/action-items?property=${theirs}`)).status).toBe(404);
    expect((await b.get("/dashboard/action-items?after=bm90LWEtY3Vyc29y")).status).toBe(400);
  });

  test("pages of 100 follow the same order without repeats", async () => {
    const v = (await env.t.live.post("/site-visits", { property_id: flat1, title: "Many" })).body;
    for (let i = 0; i < 105; i++)
      await env.t.live.post("/action-items", {
        site_visit_id: v.id,
        title: `P ${String(i).padStart(3, "0")}`,
        due_date: day(40 + (i % 7)),
      });
    const first = await b.get(`/dashboard/action-items?property=${flat1}`);
    const one = rows(first.text);
    expect(one).toHaveLength(100);
    const next = /href="([^"]+)">Next page/.exec(first.text)![1]!.replaceAll("&amp;", "&");
    expect(new URL(next, "http://x").searchParams.get("property")).toBe(flat1);
    const two = rows((await b.get(next)).text);
    expect(one.length + two.length).toBe(105 + 3);
    expect(new Set([...one, ...two]).size).toBe(108);
  });

  test("the home page shows how many are overdue and due this week, linking to the list", async () => {
    const home = (await b.get("/dashboard/properties")).text;
    const overdue =
      /href="\/dashboard\/action-items\?overdue=1"[^>]*><span>(\d+) overdue<\/span>/.exec(home);
    const week = /href="\/dashboard\/action-items\?week=1"><span>(\d+) due this week<\/span>/.exec(
      home,
    );
    expect(overdue).not.toBeNull();
    expect(week).not.toBeNull();
    expect(Number(overdue![1])).toBe((await list("?overdue=1")).length);
    expect(Number(week![1])).toBe((await list("?week=1")).length);
    expect(home.indexOf("Needs review")).toBeLessThan(home.indexOf("due this week"));
  });
});

describe("bulk changes", () => {
  /** The bulk form as a browser posts it: one `id` field per selected row. */
  const post = async (
    form: Record<string, string>,
    which: string[],
    o: { csrf?: string | null } = {},
  ) => {
    const body = new URLSearchParams({ ...form, back: "/dashboard/action-items?priority=HIGH" });
    if (o.csrf !== null) body.set("_csrf", o.csrf ?? csrf);
    for (const id of which) body.append("id", id);
    const { base, publicOrigin } = origins(env.server);
    const res = await fetch(`${base}/dashboard/action-items/bulk`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: publicOrigin,
        cookie: `sitevisit_session=${b.jar.cookie}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: body.toString(),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  test("a due date on the selected rows: set, kept, each item's action_item.updated", async () => {
    const two = [ids["W undated"]!, ids["W due in 20 days"]!];
    const { result, events } = await withEvents(env.t.live, () =>
      post({ do: "due_date", due_date: day(5) }, two),
    );
    expect(result.status).toBe(303);
    expect(result.headers.get("location")).toBe("/dashboard/action-items?priority=HIGH&changed=2");
    for (const id of two) {
      const i = await item(id);
      expect([i.dueDate, i.dueDateSource]).toEqual([day(5), "set"]);
    }
    const updated = events.filter((e) => e.event_type === "action_item.updated");
    expect(updated.map((e) => e.data.action_item.id).sort()).toEqual([...two].sort());
    expect(events.every((e) => e.event_type === "action_item.updated")).toBe(true);
    // Blank clears it.
    expect((await post({ do: "due_date", due_date: "" }, [two[0]!])).status).toBe(303);
    expect((await item(two[0]!)).dueDate).toBeNull();
  });

  test("an assignee: action_item.assigned beside updated; a status: updated (no completed)", async () => {
    const two = [ids["W overdue by 1"]!, ids["W due tomorrow"]!];
    const a = await withEvents(env.t.live, () =>
      post({ do: "assignee", assignee: "Cleo Sparks" }, two),
    );
    expect(a.result.status).toBe(303);
    expect(a.events.map((e) => e.event_type).sort()).toEqual([
      "action_item.assigned",
      "action_item.assigned",
      "action_item.updated",
      "action_item.updated",
    ]);
    expect(
      a.events.find((e) => e.event_type === "action_item.assigned")!.data.previous_assignee,
    ).not.toBe("Cleo Sparks");
    const s = await withEvents(env.t.live, () => post({ do: "status", status: "DONE" }, two));
    expect(s.result.status).toBe(303);
    expect(s.events.map((e) => e.event_type)).toEqual([
      "action_item.updated",
      "action_item.updated",
    ]);
    expect((await item(two[0]!)).status).toBe("DONE");
    await post({ do: "status", status: "OPEN" }, two);
    expect((await item(two[1]!)).status).toBe("OPEN");
  });

  test("refused: no CSRF token, another account's or the test dataset's id, bad values; nothing changed", async () => {
    const mine = ids["W due in 20 days"]!;
    const before = await item(mine);
    const other = await createTenant(env.server, "Elsewhere Ltd");
    const op = (await other.live.post("/properties", { name: "X" })).body.id;
    const ov = (await other.live.post("/site-visits", { property_id: op, title: "v" })).body.id;
    const theirs = (await other.live.post("/action-items", { site_visit_id: ov, title: "Theirs" }))
      .body;
    const tp = (await env.t.test.post("/properties", { name: "T" })).body.id;
    const tv = (await env.t.test.post("/site-visits", { property_id: tp, title: "v" })).body.id;
    const testItem = (await env.t.test.post("/action-items", { site_visit_id: tv, title: "T" }))
      .body;
    const cases: [Record<string, string>, string[], number, { csrf?: string | null }?][] = [
      [{ do: "due_date", due_date: day(2) }, [mine], 403, { csrf: null }],
      [{ do: "due_date", due_date: day(2) }, [mine], 403, { csrf: "x".repeat(86) }],
      [{ do: "due_date", due_date: day(2) }, [mine, theirs.id], 404],
      [{ do: "assignee", assignee: "Z" }, [mine, testItem.id], 404],
      [{ do: "status", status: "DONE" }, [mine, "ai_doesnotexist00"], 404],
      [{ do: "due_date", due_date: "2030-02-30" }, [mine], 400],
      [{ do: "due_date", due_date: "1999-12-31" }, [mine], 400],
      [{ do: "due_date", due_date: "next week" }, [mine], 400],
      [{ do: "status", status: "BOGUS" }, [mine], 400],
      [{ do: "assignee", assignee: "a".repeat(101) }, [mine], 400],
      [{ do: "delete" }, [mine], 400],
      [{ do: "due_date", due_date: day(2) }, [], 400],
      [{ do: "assignee", assignee: "Z" }, Array.from({ length: 101 }, (_, i) => `ai_x${i}`), 400],
    ];
    for (const [form, which, status, o] of cases) {
      const r = await post(form, which, o);
      expect({ form, status: r.status }).toEqual({ form, status });
      if (status !== 403) expect(r.text).toContain('role="alert"');
    }
    const after = await item(mine);
    expect([after.dueDate, after.assignee, after.status, after.updatedAt]).toEqual([
      before.dueDate,
      before.assignee,
      before.status,
      before.updatedAt,
    ]);
    expect((await other.live.get(`/action-items/${theirs.id}`)).body.dueDate).toBe(theirs.dueDate);
  });
});

describe("the home page's due counts stop at 1,000", () => {
  test("1,001 overdue reads 1,000+, 1,000 due this week reads 1,000; each links to its list", async () => {
    const t = await createTenant(env.server, "Late Ltd");
    const { b: late } = await signedIn(env.server, t.accountId, "late@list.test", "Lee");
    const p = (await t.live.post("/properties", { name: "Tower" })).body.id;
    const v = (await t.live.post("/site-visits", { property_id: p, title: "Check-in" })).body.id;
    const first = (await t.live.post("/action-items", { site_visit_id: v, title: "Seed" })).body.id;
    const db = openDb(env.server.dataDir, false);
    try {
      // 1,001 overdue (the seed among them) and 1,000 due tomorrow.
      db.run(
        `WITH RECURSIVE seq(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM seq WHERE i < 2001)
         INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title,
           priority, status, review_state, "order", due_date, created_at, updated_at)
         SELECT 'ai_late' || i, account_id, is_test, site_visit_id, property_id, 'Late ' || i,
           'LOW', 'OPEN', 'confirmed', i, CASE WHEN i <= 1001 THEN ? ELSE ? END, created_at, updated_at
         FROM action_items, seq WHERE id = ?`,
        [day(-2), day(1), first],
      );
      db.run("UPDATE action_items SET due_date = ? WHERE id = ?", [day(-2), first]);
      // The tutorial's items are due too: out of these counts.
      db.run(
        "UPDATE action_items SET due_date = NULL WHERE account_id = ? AND id NOT LIKE 'ai_late%' AND id <> ?",
        [t.accountId, first],
      );
    } finally {
      db.close();
    }
    const home = (await late.get("/dashboard/properties")).text;
    expect(home).toContain(
      '<a href="/dashboard/action-items?overdue=1" class="late"><span>1,000+ overdue</span></a>',
    );
    expect(home).toContain(
      '<a href="/dashboard/action-items?week=1"><span>1,000 due this week</span></a>',
    );
  });
});
