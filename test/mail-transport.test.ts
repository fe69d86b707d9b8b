// Mail transports against a real SMTP server (smtp-server) started here; messages parsed with
// mailparser. The .eml transport through the same parser.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { tempDir } from "./helpers/server";
import {
  EmlTransport,
  InvalidMailError,
  MailError,
  SmtpTransport,
  mailTransportFromConfig,
  type MailMessage,
} from "../src/mail/transport";
import { isValidEmailAddress } from "../src/core/email-address";
import { renderReportEmail } from "../src/mail/report-email";

interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
}

const received: Received[] = [];
let connections = 0;
let smtp: SMTPServer;
let port = 0;

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onConnect(_session, cb) {
      connections++;
      cb();
    },
    onAuth(auth, _session, cb) {
      if (auth.username === "mailer" && auth.password === "s3cret p@ss")
        return cb(null, { user: "mailer" });
      cb(smtpError(535, "Authentication failed"));
    },
    onMailFrom(address, _session, cb) {
      if (address.address === "blocked@sender.test")
        return cb(smtpError(550, "Sender not allowed"));
      cb();
    },
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith("nobody@")) return cb(smtpError(550, "5.1.1 No such user"));
      if (address.address.startsWith("full@"))
        return cb(smtpError(452, "4.2.2 Mailbox full, try later"));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks);
        if (raw.includes("REJECT-THIS-BODY"))
          return cb(smtpError(554, "5.7.1 Message rejected as spam"));
        received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          mail: await simpleParser(raw),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

const msg = (over: Partial<MailMessage> = {}): MailMessage => ({
  from: "Site Reports <reports@sitevisit.test>",
  to: "landlord@example.test",
  subject: "Visit report: 12 Elm Street",
  text: "Plain text part",
  html: "<p>HTML part</p>",
  ...over,
});

const url = (auth = "mailer:s3cret%20p%40ss@") => `smtp://${auth}127.0.0.1:${port}`;

describe("SMTP transport", () => {
  test("delivers one message to one recipient, with auth; mailparser reads both parts and the headers", async () => {
    const t = new SmtpTransport({ url: url() });
    const before = received.length;
    const { messageId } = await t.send(msg({ headers: { "X-Sitevisit-Visit": "sv_123" } }));
    t.close();
    expect(received.length).toBe(before + 1);
    const got = received.at(-1)!;
    expect(got.envelopeTo).toEqual(["landlord@example.test"]);
    expect(got.mail.messageId).toBe(messageId);
    expect(got.mail.subject).toBe("Visit report: 12 Elm Street");
    expect(got.mail.from?.value[0]).toEqual({
      name: "Site Reports",
      address: "reports@sitevisit.test",
    });
    expect(got.mail.text?.trim()).toBe("Plain text part");
    expect(got.mail.html).toContain("<p>HTML part</p>");
    expect(got.mail.headers.get("x-sitevisit-visit")).toBe("sv_123");
  });

  test("a server that rejects one recipient (550) and accepts another: permanent for the one, delivered to the other", async () => {
    const t = new SmtpTransport({ url: url() });
    const before = received.length;
    const err = await t.send(msg({ to: "nobody@example.test" })).catch((e) => e);
    expect(err).toBeInstanceOf(MailError);
    expect(err.permanent).toBe(true);
    expect(err.responseCode).toBe(550);
    expect(err.response).toContain("No such user");
    await t.send(msg({ to: "tenant@example.test" }));
    t.close();
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)!.envelopeTo).toEqual(["tenant@example.test"]);
  });

  test("a 4xx recipient reply is transient", async () => {
    const t = new SmtpTransport({ url: url() });
    const err = await t.send(msg({ to: "full@example.test" })).catch((e) => e);
    t.close();
    expect(err).toBeInstanceOf(MailError);
    expect(err.permanent).toBe(false);
    expect(err.responseCode).toBe(452);
  });

  test("a 5xx reply to the message (DATA) is permanent", async () => {
    const t = new SmtpTransport({ url: url() });
    const err = await t.send(msg({ text: "REJECT-THIS-BODY" })).catch((e) => e);
    t.close();
    expect(err.permanent).toBe(true);
    expect(err.responseCode).toBe(554);
  });

  test("settings problems are not the recipient's fault: bad password and refused sender are transient", async () => {
    const bad = new SmtpTransport({ url: url("mailer:wrong@") });
    const authErr = await bad.send(msg()).catch((e) => e);
    bad.close();
    expect(authErr).toBeInstanceOf(MailError);
    expect(authErr.permanent).toBe(false);
    expect(authErr.responseCode).toBe(535);
    expect(authErr.message).not.toContain("wrong");

    const t = new SmtpTransport({ url: url() });
    const fromErr = await t.send(msg({ from: "blocked@sender.test" })).catch((e) => e);
    t.close();
    expect(fromErr.permanent).toBe(false);
    expect(fromErr.responseCode).toBe(550);
  });

  test("connection refused and a silent server (timeout) are transient", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const refused = await new SmtpTransport({ url: `smtp://127.0.0.1:${closedPort}` })
      .send(msg())
      .catch((e) => e);
    expect(refused).toBeInstanceOf(MailError);
    expect(refused.permanent).toBe(false);

    // Accepts the connection and never greets.
    const sockets: import("node:net").Socket[] = [];
    const silent: Server = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const silentPort = (silent.address() as { port: number }).port;
    const t = new SmtpTransport({ url: `smtp://127.0.0.1:${silentPort}`, timeoutMs: 300 });
    const timedOut = await t.send(msg()).catch((e) => e);
    t.close();
    for (const s of sockets) s.destroy();
    silent.close();
    expect(timedOut).toBeInstanceOf(MailError);
    expect(timedOut.permanent).toBe(false);
  });

  test("header injection in the recipient, sender or headers is refused before any connection", async () => {
    const t = new SmtpTransport({ url: url() });
    const before = connections;
    const bad: Partial<MailMessage>[] = [
      { to: "landlord@example.test\r\nBcc: victim@example.test" },
      { to: "landlord@example.test\nBcc: victim@example.test" },
      { to: "landlord@example.test, victim@example.test" },
      { to: "Landlord <landlord@example.test>" },
      { to: "landlord@example.test>\r\nRCPT TO:<victim@example.test" },
      { to: "" },
      { to: "no-at-sign" },
      { to: "a@b" },
      { to: "a..b@example.test" },
      { to: `${"a".repeat(65)}@example.test` },
      { from: "Reports <reports@sitevisit.test>\r\nBcc: victim@example.test" },
      { from: "reports@sitevisit.test\nBcc: victim@example.test" },
      { headers: { "X-Evil": "a\r\nBcc: victim@example.test" } },
      { headers: { "X-Evil\r\nBcc": "victim@example.test" } },
    ];
    for (const over of bad) {
      const err = await t.send(msg(over)).catch((e) => e);
      expect(err).toBeInstanceOf(InvalidMailError);
      expect(err.permanent).toBe(true);
    }
    t.close();
    expect(connections).toBe(before);
  });

  test("a line break in the subject (user text) is folded into a space, never a header", async () => {
    const t = new SmtpTransport({ url: url() });
    await t.send(msg({ subject: "Report\r\nBcc: victim@example.test" }));
    t.close();
    const got = received.at(-1)!;
    expect(got.envelopeTo).toEqual(["landlord@example.test"]);
    expect(got.mail.subject).toBe("Report Bcc: victim@example.test");
    expect(got.mail.bcc).toBeUndefined();
  });

  test("the rendered report email survives the trip: subject with quotes and emoji, both parts, the link", async () => {
    const link = "https://reports.example.test/r/7hq2m4xkz9v0c3b8n1p5r6t2w4";
    const rendered = renderReportEmail({
      property: { name: `Flat "2" <b>Café</b> 🚿` },
      visit: { title: "Inspection", visitDate: "2026-11-20T10:00:00Z", summary: "Leak." },
      items: [{ title: "Fix leak", priority: "HIGH", status: "OPEN" }],
      reportUrl: link,
    });
    const t = new SmtpTransport({ url: url() });
    await t.send({ from: "reports@sitevisit.test", to: "landlord@example.test", ...rendered });
    t.close();
    const got = received.at(-1)!.mail;
    expect(got.subject).toBe(rendered.subject);
    expect(got.text).toContain(link);
    expect(got.html).toContain(`href="${link}"`);
    expect(got.html).toContain("Flat &quot;2&quot; &lt;b&gt;Café&lt;/b&gt; 🚿");
  });

  test("address validation accepts ordinary addresses", () => {
    for (const a of [
      "a@b.co",
      "first.last+tag@sub.example.co.uk",
      "o'neil@example.ie",
      "x_y-z@exa-mple.test",
    ])
      expect(isValidEmailAddress(a)).toBe(true);
  });

  test("an URL that is not smtp:// or smtps:// is a settings error", () => {
    expect(() => new SmtpTransport({ url: "http://mail.example.test" })).toThrow("smtp://");
    expect(() => new SmtpTransport({ url: "not a url" })).toThrow();
  });
});

describe(".eml transport", () => {
  test("writes one owner-only .eml per message that mailparser reads back; bad input writes nothing", async () => {
    const dataDir = tempDir("sitevisit-mail-");
    try {
      const dir = join(dataDir, "mail");
      const t = mailTransportFromConfig({ smtpUrl: null, mailDir: dir });
      expect(t).toBeInstanceOf(EmlTransport);
      const { messageId } = await t.send(msg({ html: "<p>Caf\u00e9 \u{1F6BF}</p>" }));
      const files = readdirSync(dir);
      expect(files.length).toBe(1);
      expect(files[0]).toMatch(/^[0-9T-]+Z-[0-9a-z]+\.eml$/);
      expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const raw = readFileSync(join(dir, files[0]!));
      expect(raw.includes("\r\n")).toBe(true);
      const mail = await simpleParser(raw);
      expect(mail.messageId).toBe(messageId);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]!.address : null).toBe(
        "landlord@example.test",
      );
      expect(mail.subject).toBe("Visit report: 12 Elm Street");
      expect(mail.text?.trim()).toBe("Plain text part");
      expect(mail.html).toContain("Caf\u00e9 \u{1F6BF}");

      await expect(
        t.send(msg({ to: "x@example.test\r\nBcc: y@example.test" })),
      ).rejects.toBeInstanceOf(InvalidMailError);
      expect(readdirSync(dir)).toEqual(files);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("with an SMTP URL the settings choose SMTP", () => {
    const t = mailTransportFromConfig({ smtpUrl: url(), mailDir: "/nonexistent" });
    expect(t).toBeInstanceOf(SmtpTransport);
    t.close();
  });
});
