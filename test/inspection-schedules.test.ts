// Inspection schedules through the built binary (docs/api-objects.md, Property): the interval on
// create and PATCH with its bounds, the due date from the schedule's day or the last sent/completed
// visit, ?inspection_due_before=, property.updated carrying the fields, another account's property,
// and `sitevisit properties schedule`.
import { describe, expect, test } from "bun:test";
import { createTenant, useServerWithTenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { openDb } from "./helpers/db";
import { startInbox } from "./helpers/inbox";
import { startServer } from "./helpers/server";
import { invite } from "./helpers/dashboard";

const env = useServerWithTenant({ binary: true });

const today = () => new Date().toISOString().slice(0, 10);
function plusMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

function updatedEvents(id: string) {
  const db = openDb(env.server.dataDir);
  try {
    return (
      db
        .query("SELECT data FROM events WHERE type = 'property.updated' ORDER BY created_at, rowid")
        .all() as { data: string }[]
    )
      .map((e) => JSON.parse(e.data).property)
      .filter((p) => p.id === id);
  } finally {
    db.close();
  }
}

describe("the schedule over the API", () => {
  test("on create: due an interval from today; without one, both fields null", async () => {
    const none = await env.t.live.post("/properties", { name: "No schedule" });
    expect(none.body.inspectionIntervalMonths).toBeNull();
    expect(none.body.nextInspectionDue).toBeNull();
    const res = await env.t.live.post("/properties", {
      name: "Quarterly",
      inspection_interval_months: 3,
    });
    expect(res.status).toBe(201);
    expect(res.body.inspectionIntervalMonths).toBe(3);
    expect(res.body.nextInspectionDue).toBe(plusMonths(today(), 3));
    expect((await env.t.live.get(`/properties/${res.body.id}`)).body).toEqual(res.body);
  });

  test("PATCH sets, keeps and removes it; property.updated carries the fields", async () => {
    const p = (await env.t.live.post("/properties", { name: "Mill Lane" })).body;
    const set = await env.t.live.patch(`/properties/${p.id}`, { inspection_interval_months: 6 });
    expect(set.status).toBe(200);
    expect(set.body.inspectionIntervalMonths).toBe(6);
    expect(set.body.nextInspectionDue).toBe(plusMonths(today(), 6));
    const again = await env.t.live.patch(`/properties/${p.id}`, { inspection_interval_months: 6 });
    expect(again.body).toEqual(set.body);
    let events = updatedEvents(p.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual(set.body);
    const off = await env.t.live.patch(`/properties/${p.id}`, { inspection_interval_months: null });
    expect(off.body.inspectionIntervalMonths).toBeNull();
    expect(off.body.nextInspectionDue).toBeNull();
    events = updatedEvents(p.id);
    expect(events.at(-1)).toMatchObject({
      inspectionIntervalMonths: null,
      nextInspectionDue: null,
    });
  });

  test("the last sent or completed visit moves the due date; re-dating and deleting it too", async () => {
    const p = (
      await env.t.live.post("/properties", { name: "Harbour", inspection_interval_months: 3 })
    ).body;
    const draft = await env.t.live.post("/site-visits", {
      property_id: p.id,
      title: "Draft only",
      visit_date: "2026-01-10T10:00:00Z",
    });
    expect(draft.status).toBe(201);
    // A draft is not an inspection: the date still counts from the day the schedule was set.
    expect((await env.t.live.get(`/properties/${p.id}`)).body.nextInspectionDue).toBe(
      plusMonths(today(), 3),
    );
    const done = await env.t.live.post("/site-visits", {
      property_id: p.id,
      title: "Inspection",
      visit_date: "2026-01-31T10:00:00Z",
    });
    expect((await env.t.live.post(`/site-visits/${done.body.id}/complete`)).status).toBe(200);
    const after = (await env.t.live.get(`/properties/${p.id}`)).body;
    expect(after.nextInspectionDue).toBe("2026-04-30"); // 31 January + 3 months, clamped
    expect(updatedEvents(p.id).at(-1)).toEqual(after);

    const redate = await env.t.live.patch(`/site-visits/${done.body.id}`, {
      visit_date: "2026-02-14T10:00:00Z",
    });
    expect(redate.status).toBe(200);
    expect((await env.t.live.get(`/properties/${p.id}`)).body.nextInspectionDue).toBe("2026-05-14");

    expect((await env.t.live.del(`/site-visits/${done.body.id}`)).status).toBe(204);
    expect((await env.t.live.get(`/properties/${p.id}`)).body.nextInspectionDue).toBe(
      plusMonths(today(), 3),
    );
  });

  test('0, 25, "3", 2.5, true: 400 naming the parameter, nothing written', async () => {
    const p = (await env.t.live.post("/properties", { name: "Bounds" })).body;
    for (const value of [0, 25, -1, "3", 2.5, true, {}]) {
      const patch = await env.t.live.patch(`/properties/${p.id}`, {
        inspection_interval_months: value,
      });
      expect(expectError(patch, 400, "validation_error").param).toBe("inspection_interval_months");
      const create = await env.t.live.post("/properties", {
        name: "Refused",
        inspection_interval_months: value,
      });
      expect(expectError(create, 400, "validation_error").param).toBe("inspection_interval_months");
    }
    for (const edge of [1, 24]) {
      const ok = await env.t.live.patch(`/properties/${p.id}`, {
        inspection_interval_months: edge,
      });
      expect(ok.body.inspectionIntervalMonths).toBe(edge);
    }
    const names = (await env.t.live.get("/properties?limit=100")).body.data.map((x: any) => x.name);
    expect(names).not.toContain("Refused");
  });

  test("another account's property is a 404; the test dataset is another scope", async () => {
    const other = await createTenant(env.server, "Other Firm");
    const theirs = (await other.live.post("/properties", { name: "Theirs" })).body;
    const res = await env.t.live.patch(`/properties/${theirs.id}`, {
      inspection_interval_months: 3,
    });
    expectError(res, 404, "resource_not_found");
    const testRes = await other.test.patch(`/properties/${theirs.id}`, {
      inspection_interval_months: 3,
    });
    expectError(testRes, 404, "resource_not_found");
    expect((await other.live.get(`/properties/${theirs.id}`)).body.inspectionIntervalMonths).toBe(
      null,
    );
  });
});

describe("GET /properties?inspection_due_before=", () => {
  test("scheduled properties due before the date, soonest first, paged", async () => {
    const t = await createTenant(env.server, "Due Lettings");
    const made: { id: string; due: string }[] = [];
    for (const months of [5, 1, 3, 24, 2]) {
      const p = (
        await t.live.post("/properties", {
          name: `Every ${months}`,
          inspection_interval_months: months,
        })
      ).body;
      made.push({ id: p.id, due: p.nextInspectionDue });
    }
    await t.live.post("/properties", { name: "Unscheduled" });
    const before = plusMonths(today(), 4);
    const wanted = made
      .filter((m) => m.due < before)
      .sort((a, b) => (a.due === b.due ? (a.id < b.id ? -1 : 1) : a.due < b.due ? -1 : 1));
    const first = await t.live.get(`/properties?inspection_due_before=${before}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.has_more).toBe(true);
    const second = await t.live.get(
      `/properties?inspection_due_before=${before}&limit=2&starting_after=${first.body.next_cursor}`,
    );
    const ids = [...first.body.data, ...second.body.data].map((p: any) => p.id);
    expect(ids).toEqual(wanted.map((w) => w.id));
    expect(second.body.has_more).toBe(false);
    // Strictly before: a property due on the date itself is not listed.
    const onDay = await t.live.get(`/properties?inspection_due_before=${wanted[0]!.due}`);
    expect(onDay.body.data.map((p: any) => p.id)).not.toContain(wanted[0]!.id);
  });

  test("a malformed date is a 400 naming the parameter", async () => {
    for (const bad of ["tomorrow", "2026-13-01", "2026-02-30", "20261201", ""]) {
      const res = await env.t.live.get(
        `/properties?inspection_due_before=${encodeURIComponent(bad)}`,
      );
      expect(expectError(res, 400, "validation_error").param).toBe("inspection_due_before");
    }
  });
});

describe("sitevisit properties schedule", () => {
  test("--every N and --none set it as the API does; bad input is refused", async () => {
    const p = (await env.t.live.post("/properties", { name: "From the shell" })).body;
    const set = await env.server.cli([
      "properties",
      "schedule",
      "--account",
      env.t.accountId,
      "--property",
      p.id,
      "--every",
      "12",
      "--json",
    ]);
    expect(set.code).toBe(0);
    expect(set.json).toMatchObject({ id: p.id, inspectionIntervalMonths: 12 });
    expect(set.json.nextInspectionDue).toBe(plusMonths(today(), 12));
    expect((await env.t.live.get(`/properties/${p.id}`)).body.inspectionIntervalMonths).toBe(12);
    expect(updatedEvents(p.id).at(-1)).toMatchObject({ inspectionIntervalMonths: 12 });

    const human = await env.server.cli([
      "properties",
      "schedule",
      "--account",
      env.t.accountId,
      "--property",
      p.id,
      "--none",
    ]);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain("no inspection schedule");
    expect((await env.t.live.get(`/properties/${p.id}`)).body.nextInspectionDue).toBeNull();

    const base = ["properties", "schedule", "--account", env.t.accountId, "--property", p.id];
    for (const extra of [["--every", "0"], ["--every", "25"], ["--every", "2.5"], []]) {
      const r = await env.server.cli([...base, ...extra, "--json"]);
      expect(r.code).toBe(2);
      expect(JSON.parse(r.stderr).error.code).toBe("usage_error");
    }
    const both = await env.server.cli([...base, "--every", "3", "--none"]);
    expect(both.code).toBe(2);
    const other = await createTenant(env.server, "Shell Other");
    const wrong = await env.server.cli([
      "properties",
      "schedule",
      "--account",
      other.accountId,
      "--property",
      p.id,
      "--every",
      "3",
      "--json",
    ]);
    expect(wrong.code).toBe(1);
    expect(JSON.parse(wrong.stderr).error.code).toBe("not_found");
  });
});

describe("the daily digest", () => {
  test("lists inspections overdue and due in the next 7 days", async () => {
    const inbox = await startInbox();
    const s = await startServer({
      binary: true,
      env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_DIGEST_HOUR: "off" },
    });
    try {
      const t = await createTenant(s, "Digest Lettings");
      await invite(s, t.accountId, "manager@digest.test");
      const inspected = async (name: string, lastOn: string) => {
        const p = (await t.live.post("/properties", { name, inspection_interval_months: 1 })).body;
        const v = await t.live.post("/site-visits", {
          property_id: p.id,
          title: "Inspection",
          visit_date: `${lastOn}T09:00:00Z`,
        });
        await t.live.post(`/site-visits/${v.body.id}/complete`);
      };
      await inspected("Overdue Court", "2029-12-01"); // due 2030-01-01
      await inspected("Soon House", "2029-12-14"); // due 2030-01-14
      await inspected("Later Lodge", "2030-01-05"); // due 2030-02-05
      const r = await s.cli(["digest", "send", "--account", t.accountId, "--date", "2030-01-10"]);
      expect(r.code).toBe(0);
      const mail = await inbox.waitForMail("manager@digest.test", 2); // after the invitation
      expect(mail.subject).toContain("2 inspections due");
      const text = String(mail.text);
      const section = text.slice(text.indexOf("INSPECTIONS DUE"));
      expect(section).toContain("Overdue Court");
      expect(section).toContain("overdue since 1 Jan 2030");
      expect(section).toContain("Soon House");
      expect(section.indexOf("Overdue Court")).toBeLessThan(section.indexOf("Soon House"));
      expect(text).not.toContain("Later Lodge");
    } finally {
      await s.stop();
      await inbox.close();
    }
  }, 120_000);
});
