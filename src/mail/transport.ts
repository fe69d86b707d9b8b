// Outgoing mail (docs/api.md, Mail): nodemailer over SITEVISIT_SMTP_URL, or, with no SMTP server set, an
// .eml file under <data-dir>/mail/. nodemailer builds the MIME in both cases. One recipient per
// message, so a rejected address fails only its own message. The report email, which grows with
// its visit, is composed once off the event loop (composeMail, in the reader thread) and sent to
// each recipient with its own To header (sendComposed).
import { chmod, mkdir, open, rename, unlink } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { Transporter } from "nodemailer";
import type * as MimeFuncs from "nodemailer/lib/mime-funcs";
import { randomToken } from "../core/ids";
import { withoutBidiControls } from "../core/html";
import { isValidEmailAddress, isValidSenderAddress } from "../core/email-address";

// nodemailer is loaded with the first message rather than at start: an idle server never needs it
// (docs/architecture.md, The binary).
const nodemailer = () => require("nodemailer") as typeof import("nodemailer");
const encodeWord: typeof MimeFuncs.encodeWord = (...args) =>
  (require("nodemailer/lib/mime-funcs") as typeof MimeFuncs).encodeWord(...args);

export interface MailMessage {
  /** An address, or `Name <address>`. */
  from: string;
  /**
   * The display name shown instead of `from`'s own, at `from`'s address: a report email is from
   * "Harbour Lettings via sitevisit" <no-reply@…> (docs/configuration.md, SITEVISIT_MAIL_FROM).
   */
  fromName?: string;
  /** Exactly one address, no display name. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (one address, no display name): the Reply-To header. */
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent with the message (the report PDF). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export interface MailTransport {
  send(msg: MailMessage): Promise<{ messageId: string }>;
  /** A message composed once (composeMail), to one recipient. */
  sendComposed(to: string, m: ComposedMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * A failed send. `permanent`: the server refused this recipient or this message with a 5xx reply,
 * so retrying cannot help; anything else (4xx, refused connection, timeout, authentication, a
 * refused sender) may pass later and is for the job loop's retries.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly response?: string,
    readonly responseCode?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "MailError";
  }
}

/** The message was refused before anything was sent (a bad address or header). */
export class InvalidMailError extends MailError {
  constructor(message: string) {
    super(message, true, undefined, undefined, "EINVALID");
    this.name = "InvalidMailError";
  }
}

const NAME_ADDR_RE = /^([^<>\r\n"]*)<([^<>\s]+)>$/;
const HEADER_NAME_RE = /^[A-Za-z0-9-]{1,76}$/;
const CONTROL_RE = /[\u0000-\u001f\u007f]/;

function checkFrom(from: string): { name: string; address: string } {
  if (CONTROL_RE.test(from)) throw new InvalidMailError("invalid sender address");
  if (isValidSenderAddress(from)) return { name: "", address: from };
  const m = NAME_ADDR_RE.exec(from.trim());
  if (!m || !isValidSenderAddress(m[2])) throw new InvalidMailError("invalid sender address");
  return { name: m[1]!.trim(), address: m[2]! };
}

/**
 * A display name from user text (a firm's name): no control or bidi characters, at most 120
 * characters, and no `=?` that a client could decode as an encoded word of its own. nodemailer
 * quotes or encodes the rest.
 */
function displayName(name: string): string {
  return withoutBidiControls(name)
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replaceAll("=?", "= ?")
    .trim()
    .slice(0, 120);
}

/**
 * A header value the recipient must see exactly as written. nodemailer encodes non-ASCII text but
 * passes a well-formed RFC 2047 encoded word (`=?utf-8?B?…?=`) through as it is, so such text from a
 * user (a property's name) would be decoded by the recipient's client into something else. When the
 * text holds `=?`, nodemailer's own encoder turns the whole value into encoded words of ours, which
 * decode back to the literal text; otherwise nodemailer encodes it as usual.
 */
function plainHeaderText(
  value: string,
): string | { prepared: true; foldLines: true; value: string } {
  return value.includes("=?")
    ? { prepared: true, foldLines: true, value: encodeWord(value, "B", 52) }
    : value;
}

/** Validates every header-bound field but the recipient; returns what nodemailer is given. */
function prepareContent(msg: Omit<MailMessage, "to">) {
  const from = checkFrom(msg.from);
  if (msg.fromName !== undefined) from.name = displayName(msg.fromName);
  if (msg.replyTo !== undefined && !isValidEmailAddress(msg.replyTo))
    throw new InvalidMailError("invalid reply-to address");
  const headers: Record<string, ReturnType<typeof plainHeaderText>> = {};
  for (const [name, value] of Object.entries(msg.headers ?? {})) {
    if (!HEADER_NAME_RE.test(name) || name.toLowerCase() === "subject" || CONTROL_RE.test(value))
      throw new InvalidMailError(`invalid header ${JSON.stringify(name)}`);
    headers[name] = plainHeaderText(value);
  }
  // The subject is made from user text (a property's name): fold any line break into a space.
  const subject = plainHeaderText(msg.subject.replace(/[\u0000-\u001f\u007f]+/g, " ").trim());
  if (typeof subject !== "string") headers.Subject = subject;
  return {
    from,
    subject: typeof subject === "string" ? subject : undefined,
    text: msg.text,
    html: msg.html,
    ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
    ...(msg.attachments?.length
      ? {
          attachments: msg.attachments.map((a) => ({
            filename: a.filename.replace(/[\u0000-\u001f\u007f"\\/]+/g, "-"),
            content: Buffer.from(a.content),
            contentType: a.contentType,
          })),
        }
      : {}),
    headers,
  };
}

function checkRecipient(to: string): void {
  if (!isValidEmailAddress(to)) throw new InvalidMailError("invalid recipient address");
}

/** Validates every header-bound field; returns what nodemailer is given. */
function prepare(msg: MailMessage) {
  checkRecipient(msg.to);
  const content = prepareContent(msg);
  return { ...content, to: msg.to, envelope: { from: content.from.address, to: [msg.to] } };
}

/**
 * A message composed once for any number of recipients (the report email: large, so composed off
 * the event loop, in the reader thread): every header and part but To, which each send adds.
 */
export interface ComposedMail {
  raw: Uint8Array;
  /** The envelope's sender. */
  sender: string;
  messageId: string;
}

// nodemailer's MIME builder alone: the .eml transport's, and composeMail's.
let composerOf: Transporter | null = null;
const composer = () =>
  (composerOf ??= nodemailer().createTransport({
    streamTransport: true,
    buffer: true,
    newline: "windows",
  }));

export async function composeMail(msg: Omit<MailMessage, "to">): Promise<ComposedMail> {
  const content = prepareContent(msg);
  const info = await composer().sendMail({
    ...content,
    envelope: { from: content.from.address, to: ["undisclosed@invalid"] },
  });
  return {
    raw: new Uint8Array(info.message as Buffer),
    sender: content.from.address,
    messageId: info.messageId,
  };
}

/** The composed message as `to` gets it: its To header first (an address the rule allows is ASCII). */
function addressed(to: string, m: ComposedMail): Buffer {
  checkRecipient(to);
  return Buffer.concat([Buffer.from(`To: ${to}\r\n`), m.raw]);
}

/**
 * The same as a stream of 64 KiB pieces, never copied, each on a later turn of the event loop:
 * nodemailer escapes a message's dots for SMTP in JS as the pieces flow, and Bun's socket takes
 * them as fast as they come, so a 15 MB report email in one piece, or in pieces pushed at once,
 * held the loop for 40-70 ms at a time.
 */
function addressedInChunks(to: string, m: ComposedMail): Readable {
  checkRecipient(to);
  const CHUNK = 64 * 1024;
  return Readable.from(
    (async function* () {
      yield Buffer.from(`To: ${to}\r\n`);
      for (let at = 0; at < m.raw.length; at += CHUNK) {
        yield m.raw.subarray(at, at + CHUNK);
        await new Promise((next) => setImmediate(next));
      }
    })(),
    { objectMode: false },
  );
}

interface NodemailerError extends Error {
  code?: string;
  response?: string;
  responseCode?: number;
  command?: string;
}

// Replies to RCPT TO and DATA concern this recipient or this message; others (greeting, EHLO, AUTH,
// MAIL FROM) concern the server or our settings and may be fixed without touching the message.
const PER_MESSAGE_COMMANDS = new Set(["RCPT TO", "DATA"]);

export function classifySmtpError(e: unknown): MailError {
  const err = e as NodemailerError;
  const code = err?.responseCode;
  const permanent =
    typeof code === "number" &&
    code >= 500 &&
    code < 600 &&
    PER_MESSAGE_COMMANDS.has(err.command ?? "");
  // nodemailer's message may carry the server's reply, never our credentials.
  return new MailError(err?.message ?? String(e), permanent, err?.response, code, err?.code);
}

export interface SmtpOptions {
  /** smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps://… (TLS from the start). */
  url: string;
  /** Bounds each phase so a silent server fails as transient instead of hanging a job. */
  timeoutMs?: number;
}

function checkSmtpUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error("SITEVISIT_SMTP_URL is not a URL (smtp://user:pass@host:port or smtps://…)");
  }
  if (u.protocol !== "smtp:" && u.protocol !== "smtps:")
    throw new Error("SITEVISIT_SMTP_URL must start with smtp:// or smtps://");
  if (!u.hostname) throw new Error("SITEVISIT_SMTP_URL has no host");
}

export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(opts: SmtpOptions) {
    checkSmtpUrl(opts.url);
    const timeout = opts.timeoutMs ?? 30_000;
    this.transporter = nodemailer().createTransport({
      url: opts.url,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
    });
  }

  async send(msg: MailMessage): Promise<{ messageId: string }> {
    const mail = prepare(msg);
    try {
      const info = await this.transporter.sendMail(mail);
      return { messageId: info.messageId };
    } catch (e) {
      throw classifySmtpError(e);
    }
  }

  async sendComposed(to: string, m: ComposedMail): Promise<{ messageId: string }> {
    const raw = addressedInChunks(to, m);
    try {
      await this.transporter.sendMail({ envelope: { from: m.sender, to: [to] }, raw });
      return { messageId: m.messageId };
    } catch (e) {
      throw classifySmtpError(e);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

/** Writes each message as <dir>/<time>-<random>.eml (mode 0600), whole or not at all. */
export class EmlTransport implements MailTransport {
  constructor(readonly dir: string) {}

  async send(msg: MailMessage): Promise<{ messageId: string }> {
    const info = await composer().sendMail(prepare(msg));
    await this.write(info.message as Buffer);
    return { messageId: info.messageId };
  }

  async sendComposed(to: string, m: ComposedMail): Promise<{ messageId: string }> {
    await this.write(addressed(to, m));
    return { messageId: m.messageId };
  }

  private async write(message: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await chmod(this.dir, 0o700);
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomToken(8)}.eml`;
    const final = join(this.dir, name);
    const temp = join(this.dir, `.${name}.tmp`);
    try {
      const fh = await open(temp, "wx", 0o600);
      try {
        await fh.writeFile(message);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await rename(temp, final);
    } catch (e) {
      await unlink(temp).catch(() => {});
      throw new MailError(
        `could not write ${name}: ${(e as Error).message}`,
        false,
        undefined,
        undefined,
        (e as NodeJS.ErrnoException).code,
      );
    }
  }

  close(): void {}
}

/** The transport the settings choose: SMTP when a URL is set, else .eml files in the mail dir. */
export function mailTransportFromConfig(cfg: {
  smtpUrl?: string | null;
  mailDir: string;
}): MailTransport {
  return cfg.smtpUrl ? new SmtpTransport({ url: cfg.smtpUrl }) : new EmlTransport(cfg.mailDir);
}
