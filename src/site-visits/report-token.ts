// The bearer token behind a visit's public report link (<public-url>/r/<token>) and its expiry.
import { sql } from "drizzle-orm";
import { randomToken } from "../core/ids";
import { nowIso } from "../core/time";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { siteVisits } from "../db/schema";

/** A fresh report token: 128 random bits, as the link is the only credential the page asks for. */
export const newReportToken = (): string => randomToken(16);

/** Whether a link with this expiry is dead at `now` (stored times are UTC with ms, so text order is time order). */
export const reportLinkExpired = (expiresAt: string | null, now: string = nowIso()): boolean =>
  expiresAt !== null && expiresAt <= now;

// Report tokens are randomToken(16): 26 characters of lowercase Crockford base32.
const TOKEN_SHAPE = /^[0-9abcdefghjkmnpqrstvwxyz]{26}$/;
const tokenRow = prepared((d) =>
  d
    .select({ one: sql<number>`1` })
    .from(siteVisits)
    .where(sql`${siteVisits.reportToken} = ${sql.placeholder("token")}`)
    .limit(1)
    .prepare(),
);

/**
 * Whether some visit has this report token (live or expired): one lookup in the token's unique
 * index, made before a page load waits for a render, so unknown tokens cost no render at all.
 */
export const isKnownReportToken = (ex: DbOrTx, token: string): boolean =>
  TOKEN_SHAPE.test(token) && tokenRow(ex).get({ token }) !== undefined;
