// The daily digest's body, made of sections (docs/dashboard.md, "Reminders"). Each section is a
// function that reads what it has to say to one account on one day and returns a block (a title,
// a count for the subject, lines grouped under headings, e.g. by property) or null when it has
// nothing to say. The email is rendered from the blocks alone (digest-email.ts), so a section
// never writes HTML, and a digest whose sections all return null is not sent at all.
//
// TO ADD A SECTION (issue 50's "inspections due", say): write a `DigestSection` in a file of its
// own beside item-sections.ts and add it to DIGEST_SECTIONS below, in the place it should appear.
// Nothing else changes: the subject's counts, the HTML and text parts, "nothing to say" and the
// once-a-day record all follow from the list.
import type { DbOrTx } from "../db/client";
import type { DigestBlock, DigestContext, DigestSection } from "./digest-section";
import { dueSoonSection, overdueSection } from "./item-sections";
import { inspectionsSection } from "./inspection-section";

export type { DigestBlock, DigestContext, DigestLine, DigestSection } from "./digest-section";

/** The sections in the order the email shows them. */
export const DIGEST_SECTIONS: readonly DigestSection[] = [
  overdueSection,
  dueSoonSection,
  inspectionsSection,
];

/** The blocks of one account's digest for one day; empty: nothing to say, no email. */
export function composeDigest(
  ex: DbOrTx,
  ctx: DigestContext,
  sections: readonly DigestSection[] = DIGEST_SECTIONS,
): DigestBlock[] {
  return sections.map((s) => s.collect(ex, ctx)).filter((b): b is DigestBlock => b !== null);
}
