// The mail part of `sitevisit doctor`: can the configured SMTP server be reached and logged in to.
import { join } from "node:path";
import type { Config } from "../core/config";
import { ok, PROBE_TIMEOUT_MS, type Check } from "../core/check";
import { redact } from "../core/redact";

export async function checkSmtp(cfg: Config): Promise<Check> {
  const part = "smtp";
  if (!cfg.smtpUrl)
    return ok(
      part,
      `SITEVISIT_SMTP_URL is not set: mail is written as .eml under ${join(cfg.dataDir, "mail")}`,
    );
  const u = URL.parse(cfg.smtpUrl);
  if (!u || (u.protocol !== "smtp:" && u.protocol !== "smtps:") || !u.hostname)
    return {
      part,
      status: "invalid",
      detail: "SITEVISIT_SMTP_URL is not an smtp:// or smtps:// URL",
      fix: "set it as smtp://user:pass@host:587 or smtps://user:pass@host:465",
    };
  const where = `${u.hostname}:${u.port || (u.protocol === "smtps:" ? 465 : 587)}`;
  const password = decodeURIComponent(u.password) || undefined;
  // Loaded here, not at start (docs/architecture.md, The binary).
  const nodemailer = require("nodemailer") as typeof import("nodemailer");
  const transport = nodemailer.createTransport({
    url: cfg.smtpUrl,
    connectionTimeout: PROBE_TIMEOUT_MS,
    greetingTimeout: PROBE_TIMEOUT_MS,
    socketTimeout: PROBE_TIMEOUT_MS,
  });
  try {
    await transport.verify();
    return ok(part, `connected to ${where}${u.username ? " and logged in" : ""}`);
  } catch (err) {
    const e = err as Error & { code?: string };
    const said = redact(e.message, password);
    if (e.code === "EAUTH")
      return {
        part,
        status: "refused",
        detail: `${where} refused the login: ${said}`,
        fix: "check the user and password in SITEVISIT_SMTP_URL",
      };
    return {
      part,
      status: "unreachable",
      detail: `${where}: ${said}`,
      fix: "start the mail server or correct SITEVISIT_SMTP_URL (unset, mail is written as .eml files)",
    };
  } finally {
    transport.close();
  }
}
