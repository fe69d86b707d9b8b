// What a digest section is given and gives back (digest.ts lists the sections and says how to add
// one). Types only, so a section's file and the list can both import them.
import type { DbOrTx } from "../db/client";

/** What every section is asked with: one account's live data, as of one of its calendar days. */
export interface DigestContext {
  accountId: string;
  accountName: string;
  /** The day the digest is for (YYYY-MM-DD in the account's time zone): "today". */
  day: string;
  /** The account's IANA time zone. */
  timeZone: string;
  /** An absolute URL of the server for a path ("/dashboard/…"): the links in the email. */
  url: (path: string) => string;
}

/** One line of a block: what it is, a few facts beside it, and where in the dashboard it is. */
export interface DigestLine {
  title: string;
  /** Short facts, shown after the title ("High", "due 3 Dec", "Bob's Plumbing"). */
  facts: string[];
  url: string;
}

export interface DigestBlock {
  /** Stable name of the section ("overdue"): an id in the HTML, and for tests. */
  id: string;
  /** The section's heading ("Overdue"). */
  title: string;
  /** How many things it counts in all (the lines shown may be fewer). */
  count: number;
  /** The count as the subject line says it ("3 overdue"). */
  subject: string;
  /** The lines, grouped under headings (a property's name), in the order to show. */
  groups: { heading: string; lines: DigestLine[] }[];
  /** Where to see all of them when the lines shown are fewer than `count`. */
  all: { label: string; url: string };
}

export interface DigestSection {
  id: string;
  /** What the section has to say; null when nothing. Runs once per account and day, not per user. */
  collect(ex: DbOrTx, ctx: DigestContext): DigestBlock | null;
}
