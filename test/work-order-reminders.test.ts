// Contractor reminders of open work orders (docs/api.md, "Work orders") through the built binary and
// a real SMTP server (smtp-server): `sitevisit digest send --date` the day before the item's due date
// (one "due tomorrow" email with the job and its link) and the day after (one "overdue" email), each
// once however often it runs; none for a cancelled order, a done item, an item with no due date or
// an expired link; and the job loop sending one from SITEVISIT_DIGEST_HOUR, once across a restart.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { removeDir, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { startInbox, type Inbox } from "./helpers/inbox";
import { openDb } from "./helpers/db";
import { signedIn } from "./helpers/dashboard";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let dataDir: string;
let visitId: string;
const orders: Record<string, { id: string; url: string; itemId: string }> = {};

const utcDay = (offset = 0) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DUE = utcDay(10);
const to = (address: string) =>
  inbox.mails.filter((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === address);

async function order(who: string, due: string | null) {
  const item = await t.live.post("/action-items", {
    site_visit_id: visitId,
    title: `Leaking trap (${who})`,
    priority: "MEDIUM",
    due_date: due,
  });
  expect(item.status).toBe(201);
  const o = await t.live.post(`/action-items/${item.body.id}/work-orders`, {
    contractor_name: `${who} Plumbing`,
    contractor_email: `${who}@trade.test`,
  });
  expect(o.status).toBe(201);
  await inbox.waitForMail(`${who}@trade.test`); // the job itself
  orders[who] = { id: o.body.id, url: o.body.url, itemId: item.body.id };
}

/** Orders made on an earlier day: no reminder goes on the day the job itself was mailed. */
function sentYesterday(...who: string[]) {
  const db = openDb(dataDir, false);
  try {
    for (const w of who)
      db.query("UPDATE work_orders SET created_at = ? WHERE id = ?").run(
        `${utcDay(-1)}T09:00:00.000Z`,
        orders[w]!.id,
      );
  } finally {
    db.close();
  }
}

const send = async (date: string) => {
  const r = await server.cli(["digest", "send", "--account", t.accountId, "--date", date]);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout).contractorReminders;
};

beforeAll(async () => {
  inbox = await startInbox();
  dataDir = tempDir("sitevisit-wo-reminders-");
  // The server sends none itself here (SITEVISIT_DIGEST_HOUR=off): the CLI drives the days.
  server = await startServer({
    binary: true,
    dataDir,
    env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_DIGEST_HOUR: "off" },
  });
  t = await createTenant(server, "Quay Lettings");
  const p = (await t.live.post("/properties", { name: "Flat 3, Quay St" })).body;
  visitId = (await t.live.post("/site-visits", { property_id: p.id, title: "Check" })).body.id;
  await order("ann", DUE); // reminded
  await order("cat", DUE); // cancelled
  await order("dan", DUE); // the item is done
  await order("eve", DUE); // the link expired
  await order("fay", null); // no due date (MEDIUM's policy date is cleared)
  const cleared = await t.live.patch(`/action-items/${orders.fay!.itemId}`, { due_date: null });
  expect(cleared.body.dueDate).toBeNull();
  expect((await t.live.post(`/work-orders/${orders.cat!.id}/cancel`, {})).status).toBe(200);
  const done = await t.live.post(`/action-items/${orders.dan!.itemId}/complete`, {
    completed_by: "Dan",
  });
  expect(done.status).toBe(200);
  sentYesterday("ann", "cat", "dan", "eve", "fay");
  const db = openDb(dataDir, false);
  try {
    db.query("UPDATE work_orders SET expires_at = ? WHERE id = ?").run(
      new Date(Date.now() - 60_000).toISOString(),
      orders.eve!.id,
    );
  } finally {
    db.close();
  }
});

afterAll(async () => {
  await server?.stop();
  await inbox?.close();
  removeDir(dataDir);
});

describe("sitevisit digest send --date: contractor reminders", () => {
  test("the day before the due date: one reminder with the job and its link, once", async () => {
    expect(await send(utcDay(8))).toEqual({ due: 0, overdue: 0 }); // two days before: nothing
    expect(await send(utcDay(9))).toEqual({ due: 1, overdue: 0 });
    const mail = await inbox.waitForMail("ann@trade.test", 2);
    expect(mail.subject).toBe("Reminder: due tomorrow: Leaking trap (ann) at Flat 3, Quay St");
    expect(mail.text).toContain("this job is due tomorrow");
    expect(mail.text).toContain(orders.ann!.url);
    expect(mail.html as string).toContain(orders.ann!.url);
    // Again for the same day: already sent.
    expect(await send(utcDay(9))).toEqual({ due: 0, overdue: 0 });
    // On the due date itself: neither (not overdue yet).
    expect(await send(DUE)).toEqual({ due: 0, overdue: 0 });
  });

  test("the day after: one overdue reminder, once", async () => {
    expect(await send(utcDay(11))).toEqual({ due: 0, overdue: 1 });
    const mail = await inbox.waitForMail("ann@trade.test", 3);
    expect(mail.subject).toMatch(/^Overdue: Leaking trap \(ann\) at Flat 3, Quay St \(due .+\)$/);
    expect(mail.text).toContain("this job is now overdue");
    expect(mail.text).toContain(orders.ann!.url);
    expect(await send(utcDay(11))).toEqual({ due: 0, overdue: 0 });
    expect(await send(utcDay(12))).toEqual({ due: 0, overdue: 0 });
    const db = openDb(dataDir);
    try {
      const row = db
        .query(
          "SELECT reminded_due_at AS d, reminded_overdue_at AS o FROM work_orders WHERE id = ?",
        )
        .get(orders.ann!.id) as { d: string | null; o: string | null };
      expect(row.d).toBeString();
      expect(row.o).toBeString();
    } finally {
      db.close();
    }
    // The order says when each went: in the API and on the item's Work orders page.
    const listed = await t.live.get(`/action-items/${orders.ann!.itemId}/work-orders`);
    const [o] = listed.body.data;
    expect(Date.parse(o.dueReminderSentAt)).toBeLessThanOrEqual(
      Date.parse(o.overdueReminderSentAt),
    );
    const other = (await t.live.get(`/action-items/${orders.cat!.itemId}/work-orders`)).body
      .data[0];
    expect([other.dueReminderSentAt, other.overdueReminderSentAt]).toEqual([null, null]);
    const { b } = await signedIn(server, t.accountId, "manager@quay.test");
    const page = await b.get(`/dashboard/action-items/${orders.ann!.itemId}/work-orders`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(
      /· reminded \d{1,2} [A-Z][a-z]{2} · overdue reminder \d{1,2} [A-Z][a-z]{2}/,
    );
  });

  test("none for a cancelled order, a done item, an expired link or no due date", async () => {
    await Bun.sleep(300);
    expect(to("ann@trade.test")).toHaveLength(3);
    for (const who of ["cat", "dan", "eve", "fay"]) expect(to(`${who}@trade.test`)).toHaveLength(1);
  });
});

describe("the job loop", () => {
  test("queues a reminder due today from the digest hour, once across a restart", async () => {
    await order("gus", utcDay(1));
    sentYesterday("gus");
    const env = { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_DIGEST_HOUR: "0" };
    await server.stop();
    server = await startServer({ binary: true, dataDir, env });
    const mail = await inbox.waitForMail("gus@trade.test", 2);
    expect(mail.subject).toBe("Reminder: due tomorrow: Leaking trap (gus) at Flat 3, Quay St");
    expect(await server.logged('"msg":"contractor reminders queued"')).toBe(true);
    await server.stop();
    server = await startServer({ binary: true, dataDir, env });
    await Bun.sleep(2500);
    expect(server.logs()).not.toContain('"msg":"contractor reminders queued"');
    expect(to("gus@trade.test")).toHaveLength(2);
    expect(to("ann@trade.test")).toHaveLength(3);
  });
});
