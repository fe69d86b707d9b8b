// The daily digest (docs/dashboard.md, "Reminders") through the built binary and a real SMTP server
// (smtp-server): `sitevisit digest send --date` for a given day (what it says, grouped by property,
// its links, the subject's counts, nothing when there is nothing to say, once per user and day, a
// user who turned it off in Settings), its bad input, and the job loop sending today's digest from
// SITEVISIT_DIGEST_HOUR (0 here: due at once), once per user and day across a restart.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ParsedMail } from "mailparser";
import { removeDir, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { startInbox, type Inbox } from "./helpers/inbox";
import { browser, invite, signInWith } from "./helpers/dashboard";
import { openDb } from "./helpers/db";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let dataDir: string;
const env = () => ({ SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_DIGEST_HOUR: "0" });
const DAY = "2030-01-10";
const titles: Record<string, string> = {};
/** No contractor has an open work order here (test/work-order-reminders.test.ts). */
const NONE = { due: 0, overdue: 0 };

const utcDay = (offset = 0) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const digests = (to?: string) =>
  inbox.mails.filter(
    (m) =>
      /overdue|due this week/.test(m.subject ?? "") &&
      (!to || (!Array.isArray(m.to) && m.to?.value[0]?.address === to)),
  );
async function digestsFor(to: string, n: number): Promise<ParsedMail[]> {
  for (const end = Date.now() + 30_000; Date.now() < end; await Bun.sleep(50))
    if (digests(to).length >= n) return digests(to);
  throw new Error(`no digest #${n} for ${to}: ${digests(to).length}`);
}

beforeAll(async () => {
  inbox = await startInbox();
  dataDir = tempDir("sitevisit-digest-");
  // The first server sends no digest itself (SITEVISIT_DIGEST_HOUR=off, as with cron).
  server = await startServer({
    binary: true,
    dataDir,
    env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_DIGEST_HOUR: "off" },
  });
  t = await createTenant(server, "Harbour Lettings");
  const homes = [];
  for (const name of ["Flat 1, Quay St", "Flat 2, Quay St"]) {
    const p = (await t.live.post("/properties", { name })).body;
    const v = (await t.live.post("/site-visits", { property_id: p.id, title: `${name} check` }))
      .body;
    homes.push(v.id);
  }
  const item = async (visit: string, title: string, due: string | null, priority = "MEDIUM") => {
    const r = await t.live.post("/action-items", {
      site_visit_id: visit,
      title,
      priority,
      due_date: due,
      assignee: "Bob's Plumbing",
    });
    expect(r.status).toBe(201);
    titles[title] = r.body.id;
    return r.body;
  };
  await item(homes[0]!, "Leak under the sink", "2030-01-05", "HIGH"); // overdue on DAY
  await item(homes[1]!, "Smoke alarm chirping", "2030-01-09"); // overdue on DAY
  await item(homes[1]!, "Gutter blocked", "2030-01-16"); // due within 7 days of DAY
  await item(homes[0]!, "Repaint fence", "2030-02-20"); // later: not in it
  await item(homes[0]!, "No date at all", null); // never in it
  const done = await item(homes[0]!, "Already fixed", "2030-01-02");
  await t.live.post(`/action-items/${done.id}/complete`, { completed_by: "Bob" });
  // Test data is never in a digest.
  const tp = (await t.test.post("/properties", { name: "Test House" })).body;
  const tv = (await t.test.post("/site-visits", { property_id: tp.id, title: "t" })).body;
  await t.test.post("/action-items", {
    site_visit_id: tv.id,
    title: "Test-only",
    due_date: "2030-01-01",
  });
  for (const who of ["alice", "bob", "carol"])
    await invite(server, t.accountId, `${who}@harbour.test`, who === "alice" ? "Alice Ng" : who);
  // Bob turns his off in Settings (a form post with the session's CSRF token).
  const bob = await signInWith(
    server,
    (await invite(server, t.accountId, "bob@harbour.test")).signInUrl,
    browser(server),
  );
  const csrf = await bob.csrf("/dashboard/settings");
  expect((await bob.get("/dashboard/settings")).text).toContain('name="digest" value="on" checked');
  const off = await bob.post("/dashboard/settings/digest", { _csrf: csrf });
  expect(off.status).toBe(303);
  expect((await bob.get("/dashboard/settings")).text).not.toContain('value="on" checked');
  // Without the token: refused, nothing changed.
  expect((await bob.post("/dashboard/settings/digest", { digest: "on" })).status).toBe(403);
});

afterAll(async () => {
  await server?.stop();
  await inbox?.close();
  removeDir(dataDir);
});

describe("sitevisit digest send --date", () => {
  test("mails each user who wants it what is overdue and due in the next 7 days, by property, once", async () => {
    const r = await server.cli(["digest", "send", "--account", t.accountId, "--date", DAY]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ sent: 2, skipped: 1, contractorReminders: NONE });
    const [alice] = await digestsFor("alice@harbour.test", 1);
    await digestsFor("carol@harbour.test", 1);
    expect(digests("bob@harbour.test")).toHaveLength(0);
    expect(alice!.subject).toBe("2 overdue, 1 due this week: Harbour Lettings");
    const text = alice!.text!;
    expect(text).toContain("Hello Alice Ng,");
    expect(text).toContain("Thursday, 10 January 2030");
    for (const s of ["Leak under the sink", "Smoke alarm chirping", "Gutter blocked"])
      expect(text).toContain(s);
    for (const s of ["Repaint fence", "No date at all", "Already fixed", "Test-only"])
      expect(text).not.toContain(s);
    // Overdue first, grouped by property; each item links to its place in the dashboard.
    const overdue = text.slice(text.indexOf("OVERDUE (2)"), text.indexOf("DUE IN THE NEXT 7 DAYS"));
    expect(overdue.indexOf("Flat 1, Quay St")).toBeLessThan(overdue.indexOf("Leak under the sink"));
    expect(overdue.indexOf("Flat 2, Quay St")).toBeLessThan(
      overdue.indexOf("Smoke alarm chirping"),
    );
    expect(overdue).toContain("High, due 5 Jan 2030, Bob's Plumbing");
    const html = alice!.html as string;
    expect(html).toContain(`#item-${titles["Leak under the sink"]}"`);
    expect(html).toMatch(/href="http:\/\/localhost:\d+\/dashboard\/visits\/sv_[0-9a-z]+#item-ai_/);
    expect(html).toContain("Bob&#39;s Plumbing");
    expect(html).toContain("/dashboard/settings#digest");
    // Again for the same day: everyone is settled, nobody is mailed twice.
    const again = await server.cli(["digest", "send", "--account", t.accountId, "--date", DAY]);
    expect(JSON.parse(again.stdout)).toEqual({ sent: 0, skipped: 3, contractorReminders: NONE });
    await Bun.sleep(300);
    expect(digests("alice@harbour.test")).toHaveLength(1);
  });

  test("no email on a day with nothing to say", async () => {
    const before = digests().length;
    const r = await server.cli(["digest", "send", "--date", "2029-06-01"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ sent: 0, skipped: 3, contractorReminders: NONE });
    await Bun.sleep(300);
    expect(digests()).toHaveLength(before);
  });

  test("bad input: a date that is none, out of bounds, or another shape; an unknown account", async () => {
    for (const d of ["2030-02-30", "2030-1-1", "1999-12-31", "2101-01-01", "tomorrow"]) {
      const r = await server.cli(["digest", "send", "--date", d, "--json"]);
      expect({ d, code: r.code }).toEqual({ d, code: 2 });
      expect(JSON.parse(r.stderr).error.code).toBe("usage_error");
    }
    const r = await server.cli(["digest", "send", "--account", "acct_nosuchaccount", "--json"]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr).error.code).toBe("not_found");
  });
});

describe("the job loop", () => {
  test("sends today's digest from the digest hour, once per user and day, across a restart", async () => {
    const visit = (await t.live.get("/site-visits?limit=1")).body.data[0];
    await t.live.post("/action-items", {
      site_visit_id: visit.id,
      title: "Loose handrail",
      priority: "HIGH",
      due_date: utcDay(-1),
    });
    await server.stop();
    server = await startServer({ binary: true, dataDir, env: env() });
    const alice = (await digestsFor("alice@harbour.test", 2))[1];
    await digestsFor("carol@harbour.test", 2);
    expect(alice!.subject).toMatch(/^1 overdue(, \d+ due this week)?: Harbour Lettings$/);
    expect(alice!.text).toContain("Loose handrail");
    expect(await server.logged('"msg":"daily digests queued"')).toBe(true);
    // Restarted: today's digest is not queued or sent again.
    await server.stop();
    server = await startServer({ binary: true, dataDir, env: env() });
    await Bun.sleep(2500);
    expect(server.logs()).not.toContain('"msg":"daily digests queued"');
    expect(digests("alice@harbour.test")).toHaveLength(2);
    expect(digests("bob@harbour.test")).toHaveLength(0);
    const db = openDb(dataDir);
    try {
      const today = db
        .query(
          "SELECT outcome, COUNT(*) AS n FROM digest_sends WHERE day = ? GROUP BY outcome ORDER BY outcome",
        )
        .all(utcDay()) as { outcome: string; n: number }[];
      expect(today).toEqual([
        { outcome: "off", n: 1 },
        { outcome: "sent", n: 2 },
      ]);
    } finally {
      db.close();
    }
    // The CLI for today after the loop: nothing left to send.
    const r = await server.cli(["digest", "send", "--account", t.accountId]);
    expect(JSON.parse(r.stdout)).toEqual({ sent: 0, skipped: 3, contractorReminders: NONE });
  });
});
