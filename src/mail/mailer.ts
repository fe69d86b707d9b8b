// The process's one mail transport, chosen from the settings the first time mail is sent (the server
// and `sitevisit mail test` reach it the same way): SMTP when SITEVISIT_SMTP_URL is set, else .eml
// files under <data-dir>/mail/.
import { join } from "node:path";
import { config } from "../core/config";
import {
  mailTransportFromConfig,
  type ComposedMail,
  type MailMessage,
  type MailTransport,
} from "./transport";

let current: MailTransport | null = null;

export function mailer(): MailTransport {
  const cfg = config();
  return (current ??= mailTransportFromConfig({
    smtpUrl: cfg.smtpUrl,
    mailDir: join(cfg.dataDir, "mail"),
  }));
}

/** Sends `msg` from SITEVISIT_MAIL_FROM through the process's transport. */
export const sendMail = (msg: Omit<MailMessage, "from">) =>
  mailer().send({ from: config().mailFrom, ...msg });

/** A message composed once (composeMail: the report email's), to one recipient. */
export const sendComposedMail = (to: string, mail: ComposedMail) => mailer().sendComposed(to, mail);

/** Where mail goes, for messages to an operator: never the SMTP URL itself (it may hold a password). */
export function mailDestination(): string {
  const cfg = config();
  if (!cfg.smtpUrl) return `.eml files in ${join(cfg.dataDir, "mail")}`;
  const u = new URL(cfg.smtpUrl);
  return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ""}`;
}
