// The bearer token behind a visit's public report link (<public-url>/r/<token>) and its expiry.
import { randomToken } from "../core/ids";
import { nowIso } from "../core/time";

/** A fresh report token: 128 random bits, as the link is the only credential the page asks for. */
export const newReportToken = (): string => randomToken(16);

/** Whether a link with this expiry is dead at `now` (stored times are UTC with ms, so text order is time order). */
export const reportLinkExpired = (expiresAt: string | null, now: string = nowIso()): boolean =>
  expiresAt !== null && expiresAt <= now;
