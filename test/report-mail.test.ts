// The report email end to end: the real server sends through a real SMTP server (smtp-server) started
// here; messages are parsed with mailparser and the report link in them is followed. One message per
// recipient; a permanently refused address is dropped without blocking the others; a transient
// refusal is retried for that recipient only; `sitevisit mail test` against the server and a closed port.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { Database } from "bun:sqlite";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { removeDir, runCli, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { openDb } from "./helpers/db";

interface Received {
  to: string[];
  mail: ParsedMail;
}

const received: Received[] = [];
/** Every RCPT TO the server saw, accepted or not. */
const rcptAttempts: string[] = [];
const flakyOnce = new Set<string>();
let smtp: SMTPServer;
let smtpPort = 0;
let server: TestServer;
let tenant: Tenant;
let sqlite: Database;
let propertyId: string;

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });
const FROM = "Site Reports <reports@sitevisit.test>";

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(auth, _s, cb) {
      if (auth.username === "mailer" && auth.password === "right-pass")
        return cb(null, { user: "mailer" });
      cb(smtpError(535, "5.7.8 Authentication credentials invalid"));
    },
    onRcptTo(address, _s, cb) {
      rcptAttempts.push(address.address);
      if (address.address.startsWith("nobody@")) return cb(smtpError(550, "5.1.1 No such user"));
      // Mailbox temporarily unavailable the first time only.
      if (address.address.startsWith("flaky@") && !flakyOnce.has(address.address)) {
        flakyOnce.add(address.address);
        return cb(smtpError(451, "4.3.0 Try again later"));
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          mail: await simpleParser(Buffer.concat(chunks)),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  server = await startServer({
    env: { SITEVISIT_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SITEVISIT_MAIL_FROM: FROM },
  });
  tenant = await createTenant(server);
  sqlite = openDb(server.dataDir);
  propertyId = (
    await tenant.test.post("/properties", {
      name: "7 Harbour Row",
      address: "7 Harbour Row, Whitby",
    })
  ).body.id;
});

afterAll(async () => {
  sqlite?.close();
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function visitWithItems(title: string) {
  const v = (
    await tenant.test.post("/site-visits", {
      property_id: propertyId,
      title,
      summary: "Boiler pressure low; gutter blocked.",
    })
  ).body;
  for (const [t, priority] of [
    ["Top up boiler pressure", "HIGH"],
    ["Clear front gutter", "MEDIUM"],
    ["Touch up skirting paint", "LOW"],
  ] as const)
    expect(
      (
        await tenant.test.post("/action-items", {
          site_visit_id: v.id,
          title: t,
          priority,
          location: "Ground floor",
        })
      ).status,
    ).toBe(201);
  return v;
}

// Addresses compare case-insensitively (nodemailer lowercases the domain on the envelope).
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const mailsTo = (addr: string) => received.filter((r) => r.to.some((t) => same(t, addr)));

async function until<T>(what: string, fn: () => T | undefined | false, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(50);
  }
}

const jobsOf = (visitId: string) =>
  sqlite
    .query(
      "SELECT status, attempts, payload, last_error FROM jobs WHERE type = 'mail.send_report' AND json_extract(payload, '$.siteVisitId') = ?",
    )
    .all(visitId) as {
    status: string;
    attempts: number;
    payload: string;
    last_error: string | null;
  }[];

const settled = (visitId: string) => {
  const rows = jobsOf(visitId);
  return (
    rows.length > 0 && rows.every((j) => j.status === "succeeded" || j.status === "failed") && rows
  );
};

describe("the report email", () => {
  test("a send to two recipients: one message each, HTML and text, with the report link that opens the report", async () => {
    const v = await visitWithItems("Annual gas safety visit");
    const r = await tenant.test.post(`/site-visits/${v.id}/send`, {
      recipients: ["owner@example.com", "Agent@Example.com"],
      message: "Hi both,\nthe report from today.",
    });
    expect(r.status).toBe(200);
    await until(
      "two messages",
      () => mailsTo("owner@example.com").length && mailsTo("Agent@Example.com").length,
    );
    await until("the job to finish", () => settled(v.id));
    for (const addr of ["owner@example.com", "Agent@Example.com"]) {
      const got = mailsTo(addr);
      expect(got).toHaveLength(1);
      const m = got[0]!;
      // One recipient per message: nobody sees the others' addresses.
      expect(m.to.map((a) => a.toLowerCase())).toEqual([addr.toLowerCase()]);
      expect(
        m.mail.to && !Array.isArray(m.mail.to)
          ? m.mail.to.value.map((a) => a.address!.toLowerCase())
          : [],
      ).toEqual([addr.toLowerCase()]);
      // From the firm at the server's address (SITEVISIT_MAIL_FROM's display name is not used).
      expect(m.mail.from?.value[0]).toEqual({
        name: "Acme Property via sitevisit",
        address: "reports@sitevisit.test",
      });
      expect(m.mail.subject).toContain("7 Harbour Row");
      expect(m.mail.text).toContain("Annual gas safety visit");
      expect(m.mail.text).toContain("the report from today.");
      expect(m.mail.text).toContain("Boiler pressure low");
      const text = m.mail.text!;
      expect(text.indexOf("Top up boiler pressure")).toBeLessThan(
        text.indexOf("Clear front gutter"),
      );
      expect(text.indexOf("Clear front gutter")).toBeLessThan(
        text.indexOf("Touch up skirting paint"),
      );
      expect(text).toContain(r.body.publicReportUrl);
      expect(m.mail.html).toContain(`href="${r.body.publicReportUrl}"`);
      // No internal ids in what the recipient reads.
      expect(text).not.toMatch(/\b(sv|ai|prop|acct)_[0-9a-z]+/);
    }
    const link = /https?:\/\/\S+\/r\/[0-9a-z]+/.exec(
      mailsTo("owner@example.com")[0]!.mail.text!,
    )![0];
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain("Top up boiler pressure");
    expect(body).toContain("7 Harbour Row");
    expect(jobsOf(v.id).map((j) => j.status)).toEqual(["succeeded"]);
  });

  test("a recipient refused with 550 is logged once and dropped; the other gets exactly one message", async () => {
    const v = await visitWithItems("Refusal visit");
    const good = "good-550@example.com";
    const bad = "nobody@example.com";
    const before = rcptAttempts.filter((a) => a === bad).length;
    expect(
      (await tenant.test.post(`/site-visits/${v.id}/send`, { recipients: [bad, good] })).status,
    ).toBe(200);
    const jobs = await until("the job to finish", () => settled(v.id));
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual([["succeeded", 1]]);
    expect(mailsTo(good)).toHaveLength(1);
    expect(mailsTo(bad)).toHaveLength(0);
    // Not retried: wait past the first backoff step (2 s ±20 %) and count the server's RCPT attempts.
    await Bun.sleep(2600);
    expect(rcptAttempts.filter((a) => a === bad).length - before).toBe(1);
    const line = server
      .logs()
      .split("\n")
      .find((l) => l.includes(bad) && l.includes("refused"));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!);
    expect(entry).toMatchObject({
      recipient: bad,
      permanent: true,
      smtp_code: 550,
      site_visit_id: v.id,
    });
    expect(entry.error).toContain("No such user");
  });

  test("a transient refusal (451) is retried for that recipient only, with backoff; nobody gets two messages", async () => {
    const v = await visitWithItems("Retry visit");
    const flaky = "flaky@example.com";
    const steady = "steady@example.com";
    expect(
      (await tenant.test.post(`/site-visits/${v.id}/send`, { recipients: [flaky, steady] })).status,
    ).toBe(200);
    // After the first attempt the job owes a message to the flaky recipient only.
    const waiting = await until("the retry to be scheduled", () =>
      jobsOf(v.id).find((j) => j.status === "queued" && j.attempts === 1),
    );
    expect(JSON.parse(waiting.payload).recipients).toEqual([flaky]);
    expect(waiting.last_error).toContain("1 of 2");
    expect(mailsTo(steady)).toHaveLength(1);
    const jobs = await until("the job to finish", () => settled(v.id));
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual([["succeeded", 2]]);
    expect(mailsTo(flaky)).toHaveLength(1);
    expect(mailsTo(steady)).toHaveLength(1);
  });

  test("a header injection attempt in a recipient is a 400 at the API; nothing is queued", async () => {
    const v = await visitWithItems("Injection visit");
    for (const bad of [
      "a@b.c\r\nBcc: x@y.z",
      "a@b.c\nBcc: x@y.z",
      "Someone <a@b.c>",
      "a@b.c, x@y.z",
    ]) {
      const r = await tenant.test.post(`/site-visits/${v.id}/send`, {
        recipients: ["ok@example.com", bad],
      });
      expect(expectError(r, 400, "validation_error").param).toBe("recipients[1]");
    }
    expect(jobsOf(v.id)).toHaveLength(0);
    expect((await tenant.test.get(`/site-visits/${v.id}`)).body.status).toBe("DRAFT");
  });

  test("one address rule for send and the mailer: what send accepts is delivered, the rest is a 400 at send", async () => {
    const v = await visitWithItems("Address rule visit");
    const accepted = [
      `${"l".repeat(64)}@example.com`,
      `edge@${"d".repeat(63)}.example.com`,
      "o'brien+reports@example.co.uk",
    ];
    const refused = [
      `${"l".repeat(65)}@example.com`,
      `edge@${"d".repeat(64)}.example.com`,
      "single@localhost",
      "dots..twice@example.com",
    ];
    for (const bad of refused) {
      const r = await tenant.test.post(`/site-visits/${v.id}/send`, {
        recipients: ["ok@example.com", bad],
      });
      expect({ bad, param: expectError(r, 400, "validation_error").param }).toEqual({
        bad,
        param: "recipients[1]",
      });
    }
    expect(jobsOf(v.id)).toHaveLength(0);
    expect(
      (await tenant.test.post(`/site-visits/${v.id}/send`, { recipients: accepted })).status,
    ).toBe(200);
    const jobs = await until("the job to finish", () => settled(v.id));
    expect(jobs.map((j) => j.status)).toEqual(["succeeded"]);
    for (const addr of accepted) expect({ addr, n: mailsTo(addr).length }).toEqual({ addr, n: 1 });
    expect(server.logs()).not.toContain("invalid recipient address");
  });

  test("an RFC 2047 encoded word in a property's name reaches the Subject as the literal text", async () => {
    const names = [
      "=?utf-8?B?SGFja2Vk?= House",
      "Flat =?iso-8859-1?Q?caf=E9?= 2",
      "=?UTF-8?Q?=E2=9C=94?=Ünïcode Court",
    ];
    for (const name of names) {
      const prop = (await tenant.test.post("/properties", { name })).body;
      const v = (
        await tenant.test.post("/site-visits", { property_id: prop.id, title: "Encoded words" })
      ).body;
      const to = `words-${prop.id}@example.com`;
      expect(
        (await tenant.test.post(`/site-visits/${v.id}/send`, { recipients: [to] })).status,
      ).toBe(200);
      const [m] = await until("the message", () => mailsTo(to).length > 0 && mailsTo(to));
      expect(m!.mail.subject).toContain(name);
    }
  });

  test("a visit keeps at most 50 recipients over all its sends: a send that adds more is a 400, resends to known ones pass", async () => {
    const v = await visitWithItems("Many sends visit");
    const first = Array.from({ length: 50 }, (_, i) => `cap${i}@example.com`);
    expect(
      (await tenant.test.post(`/site-visits/${v.id}/send`, { recipients: first })).status,
    ).toBe(200);
    // The same people again (one spelled differently): deduplicated, accepted.
    const again = await tenant.test.post(`/site-visits/${v.id}/send`, {
      recipients: ["CAP0@example.com", "cap49@example.com"],
    });
    expect(again.status).toBe(200);
    expect(again.body.recipients).toEqual(first);
    const over = await tenant.test.post(`/site-visits/${v.id}/send`, {
      recipients: ["cap0@example.com", "newcomer@example.com"],
    });
    const err = expectError(over, 400, "validation_error");
    expect(err.param).toBe("recipients");
    expect(err.message).toContain("at most 50");
    expect((await tenant.test.get(`/site-visits/${v.id}`)).body.recipients).toHaveLength(50);
    expect(jobsOf(v.id)).toHaveLength(2); // the refused send queued nothing
    await until("the sends to finish", () => settled(v.id));

    // A visit that lists more than 50 from before the cap can still be resent to them, but grows no more.
    const old = await visitWithItems("Visit from before the cap");
    const many = Array.from({ length: 60 }, (_, i) => `old${i}@example.com`);
    const w = openDb(server.dataDir, false);
    try {
      w.query("UPDATE site_visits SET recipients = ? WHERE id = ?").run(
        JSON.stringify(many),
        old.id,
      );
    } finally {
      w.close();
    }
    const resend = await tenant.test.post(`/site-visits/${old.id}/send`, {
      recipients: ["old59@example.com"],
    });
    expect(resend.status).toBe(200);
    expect(resend.body.recipients).toEqual(many);
    expectError(
      await tenant.test.post(`/site-visits/${old.id}/send`, { recipients: ["fresh@example.com"] }),
      400,
      "validation_error",
    );
    await until("the resend to finish", () => settled(old.id));
  });

  test("a job whose visit was deleted finishes quietly, sending nothing", async () => {
    const before = received.length;
    const id = `job_gone_${Date.now()}`;
    // What a send leaves behind when its visit is deleted before the mail job runs: a job for a visit that is gone.
    const w = openDb(server.dataDir, false);
    try {
      w.query(
        "INSERT INTO jobs (id, type, payload, status, run_at, attempts, max_attempts, created_at, updated_at) VALUES (?, 'mail.send_report', ?, 'queued', ?, 0, 14, ?, ?)",
      ).run(
        id,
        JSON.stringify({
          siteVisitId: "sv_gone00000000000",
          recipients: ["ghost@example.com"],
          message: null,
        }),
        new Date().toISOString(),
        new Date().toISOString(),
        new Date().toISOString(),
      );
    } finally {
      w.close();
    }
    const status = await until("the orphan job", () => {
      const j = sqlite.query("SELECT status FROM jobs WHERE id = ?").get(id) as {
        status: string;
      } | null;
      return j && j.status !== "queued" && j.status !== "running" && j.status;
    });
    expect(status).toBe("succeeded");
    expect(received.length).toBe(before);
    expect(mailsTo("ghost@example.com")).toHaveLength(0);
  });
});

describe("without SMTP settings", () => {
  test("the report is written as an .eml file under <data-dir>/mail that mailparser reads", async () => {
    const local = await startServer();
    try {
      const t = await createTenant(local);
      const prop = (await t.test.post("/properties", { name: "3 Quay Street" })).body.id;
      const v = (await t.test.post("/site-visits", { property_id: prop, title: "Eml visit" })).body;
      const sent = await t.test.post(`/site-visits/${v.id}/send`, {
        recipients: ["one@example.com", "two@example.com"],
      });
      const dir = join(local.dataDir, "mail");
      const files = await until("two .eml files", () => {
        try {
          const f = readdirSync(dir).filter((n) => n.endsWith(".eml"));
          return f.length === 2 && f;
        } catch {
          return false;
        }
      });
      const parsed = await Promise.all(files.map((f) => simpleParser(readFileSync(join(dir, f)))));
      const tos = parsed.map((p) => (p.to && !Array.isArray(p.to) ? p.to.text : "")).sort();
      expect(tos).toEqual(["one@example.com", "two@example.com"]);
      for (const p of parsed) expect(p.text).toContain(sent.body.publicReportUrl);
    } finally {
      await local.stop();
      removeDir(local.dataDir);
    }
  });
});

describe("sitevisit mail test", () => {
  const dataDir = tempDir();
  afterAll(() => removeDir(dataDir));

  test("sends one test message through the configured server", async () => {
    const r = await runCli(["mail", "test", "ops@example.com", "--json"], {
      dataDir,
      env: {
        SITEVISIT_SMTP_URL: `smtp://mailer:right-pass@127.0.0.1:${smtpPort}`,
        SITEVISIT_MAIL_FROM: FROM,
      },
    });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      sent: true,
      to: "ops@example.com",
      via: `smtp://127.0.0.1:${smtpPort}`,
    });
    expect(r.stdout).not.toContain("right-pass");
    const got = mailsTo("ops@example.com");
    expect(got).toHaveLength(1);
    expect(got[0]!.mail.subject).toBe("sitevisit test message");
    expect(got[0]!.mail.messageId).toBe(r.json.messageId);
  });

  async function closedPort(): Promise<number> {
    const s = createServer();
    await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
    const port = (s.address() as { port: number }).port;
    await new Promise<void>((resolve) => s.close(() => resolve()));
    return port;
  }

  test("a closed port: exit 1, one line naming the server and the refused connection", async () => {
    const port = await closedPort();
    const r = await runCli(["mail", "test", "ops@example.com"], {
      dataDir,
      env: { SITEVISIT_SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain(`smtp://127.0.0.1:${port}`);
    expect(r.stderr).toContain("ECONNREFUSED");
  });

  test("wrong credentials: exit 1, config_error, the password never printed", async () => {
    const r = await runCli(["mail", "test", "ops@example.com", "--json"], {
      dataDir,
      env: { SITEVISIT_SMTP_URL: `smtp://mailer:wrong-pass-123@127.0.0.1:${smtpPort}` },
    });
    expect(r.code).toBe(1);
    const e = JSON.parse(r.stderr).error;
    expect(e.code).toBe("config_error");
    expect(e.message).toContain("535");
    expect(r.stderr).not.toContain("wrong-pass-123");
  });

  test("a refused recipient (550): exit 1, validation_error with the server's reply", async () => {
    const r = await runCli(["mail", "test", "nobody@example.com", "--json"], {
      dataDir,
      env: { SITEVISIT_SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    });
    expect(r.code).toBe(1);
    const e = JSON.parse(r.stderr).error;
    expect(e.code).toBe("validation_error");
    expect(e.message).toContain("No such user");
  });

  test("a malformed address or SMTP URL: exit 1 with a clear line, nothing sent", async () => {
    const before = received.length;
    const bad = await runCli(["mail", "test", "a@b.c\r\nBcc: x@y.z"], {
      dataDir,
      env: { SITEVISIT_SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("is not an email address");
    const url = await runCli(["mail", "test", "ops@example.com"], {
      dataDir,
      env: { SITEVISIT_SMTP_URL: "http://127.0.0.1:25" },
    });
    expect(url.code).toBe(1);
    expect(url.stderr).toContain("smtp://");
    expect(received.length).toBe(before);
  });
});
