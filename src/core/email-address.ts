// The one email address rule, used wherever an address enters or leaves: the API's `format: "email"`
// (send's recipients), `sitevisit mail test`, and the transport's last check before nodemailer. What
// `send` accepts, the mailer delivers. Dot-atom local part of at most 64 characters and a dotted
// host name of labels of at most 63 (RFC 5321/5322 without quoted strings, comments or address
// literals): nothing that can end a header line, start another address or smuggle a display name.
import { t } from "elysia";
import { FormatRegistry } from "elysia/type-system";

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = `${ATOM}(?:\\.${ATOM})*`;
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const ADDRESS_RE = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})+$`);
// The sender is the operator's own setting, where a single-label host (the default
// no-reply@localhost, a relay on the LAN) is legitimate.
const SENDER_RE = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})*$`);

export const MAX_ADDRESS_LENGTH = 254;
export const MAX_LOCAL_PART_LENGTH = 64;

const withinLimits = (addr: string) =>
  addr.length <= MAX_ADDRESS_LENGTH && addr.lastIndexOf("@") <= MAX_LOCAL_PART_LENGTH;

/** A recipient address the mailer will deliver to. */
export function isValidEmailAddress(addr: unknown): boolean {
  return typeof addr === "string" && withinLimits(addr) && ADDRESS_RE.test(addr);
}

/** The sender's address (SITEVISIT_MAIL_FROM), where a single-label host is allowed. */
export const isValidSenderAddress = (addr: string | undefined): boolean =>
  addr !== undefined && withinLimits(addr) && SENDER_RE.test(addr);

// TypeBox's `format: "email"` (Elysia registers a looser regex of its own) checks with this rule.
FormatRegistry.Delete("email");
FormatRegistry.Set("email", isValidEmailAddress);

/** A recipient in a request body: this rule, as `format: "email"` in the OpenAPI document. */
export const EmailAddress = t.String({ format: "email", maxLength: MAX_ADDRESS_LENGTH });
