/** A visit summary in 1-3 sentences: the site, counts by priority, locations covered, the top findings. */
import type { ExtractedItem, Priority } from "../types.ts";
import { type Heard, ROOMS_LISTED, type Opening, type Unit } from "./findings.ts";
import type { LanguageTally } from "./language.ts";
import { composeSummary, listed, type SummaryBasis } from "../../../site-visits/summary-text.ts";

const STREET =
  /((?:\d+[a-z]?|(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|oh)\s+){1,4})?\s*(?:[a-z][\w']*\s+){0,2}(?:road|street|lane|drive|avenue|close|way|court|place|crescent|terrace|gardens|grove|park|square|hill|row|mews|boulevard|works|house|plaza|estate|commons|view|green|cottage|hotel|offices|point|wharf))\b/;
const SPOKEN_NUMBER =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|oh)$/;
const UNIT =
  /\b((?:flat|unit|suite|apartment|apt|condo|townhouse|floor)\s+(?:\d+[a-z]?|[a-z](?=[\s,.])|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty[a-z ]*|thirty[a-z ]*))\b/;
const PURPOSE =
  /\b(?:called|phoned|rang|complained|complaint|worried|concerned|reported)\b[^.]*?\babout\s+(?:the\s+|a\s+)?([a-z][a-z' -]{2,40}?)(?:[.,]|$|\s+(?:after|so|and)\b)/;
const STOP =
  /^(?:the|this|at|on|in|to|for|of|is|its|it's|a|an|walk|walking|check|visit|inspection|and|with|doing)\s+/;

/** Words that are never part of a street's name: "to close", "way" alone are talk, not an address. */
const NOT_A_NAME = new Set(
  "to the a an of and or it is its it's that this with in on at for but so we i you there here all no not".split(
    " ",
  ),
);

/**
 * A street is a name and a suffix ("Elm Grove", "12 Mill Lane"). A lone suffix or one after talk
 * ("Way", "Silicone To Close") is the recogniser's guess, and so is a name it heard unclearly.
 */
function namedStreet(street: string, unclear: ReadonlySet<string>): boolean {
  const names = street
    .split(/\s+/)
    .slice(0, -1)
    .filter((w) => !/^\d/.test(w) && !SPOKEN_NUMBER.test(w));
  return names.length > 0 && names.every((w) => !NOT_A_NAME.has(w) && !unclear.has(w));
}

export function siteOf(us: Unit[]): string | null {
  const opening = us.slice(0, 2);
  const head = opening.map((u) => u.text).join(" ");
  const unclear = new Set(opening.flatMap((u) => [...(u.unclear ?? [])]));
  const unit = head.match(UNIT)?.[1] ?? null;
  let street = head.match(STREET)?.[1]?.trim() ?? null;
  while (street && STOP.test(street)) street = street.replace(STOP, "");
  if (street && !namedStreet(street, unclear)) street = null;
  const parts = [unit, street].filter((p): p is string => !!p && p.length > 2);
  if (parts.length === 2 && parts[1]!.includes(parts[0]!)) parts.shift();
  return parts.length ? titleCase(parts.join(", ")) : null;
}

const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * Below this word-weighted mean confidence, or with more than half the words unclear, the recording is
 * called too unclear to trust. pocketsphinx's posteriors separate garbled from clear speech only
 * weakly (docs/configuration.md, "What the offline pipeline can hear"), so this catches the worst cases only.
 */
export const GARBLED_BELOW = 0.3;

export function garbled(h: Heard): boolean {
  return h.words >= 10 && (h.confidenceSum / h.words < GARBLED_BELOW || h.unclear / h.words > 0.5);
}

/** The summary of a transcript that is not in English (language.ts): no findings, and why. */
export function notEnglishSummary(t: LanguageTally): string {
  const pct = Math.round((100 * t.english) / t.words);
  return `The transcript is not in English (only ${pct} % of its words are common English ones), and the built-in extractor reads English only: no findings were made from it. Upload an English transcript, or use an extractor that reads this language (SITEVISIT_EXTRACTOR=openai, docs/configuration.md).`;
}

/**
 * The summary, and its basis when the counts and top findings can be composed again from the items
 * alone (site-visits/summary.ts): not for an empty or garbled recording, nor with findings counted
 * but not kept. `untracked`: findings past MAX_TRACKED (findings.ts).
 */
export function summarize(
  items: ExtractedItem[],
  rooms: string[],
  { head: us, anyText, heard }: Opening,
  untracked: Record<Priority, number>,
): { summary: string; basis?: SummaryBasis } {
  const site = siteOf(us);
  const purpose = us
    .slice(0, 3)
    .map((u) => u.text.match(PURPOSE)?.[1])
    .find(Boolean);
  const lead = `Walkthrough${site ? ` of ${site}` : ""}${purpose ? ` (reported: ${purpose.trim()})` : ""}`;
  const covered = rooms.length ? ` Areas covered: ${listed(rooms.slice(0, ROOMS_LISTED))}.` : "";
  if (!anyText) return { summary: "Empty transcript: no findings." };
  const total = items.length + untracked.HIGH + untracked.MEDIUM + untracked.LOW;
  if (garbled(heard)) {
    const pct = Math.round((100 * heard.confidenceSum) / heard.words);
    return {
      summary: `${lead}: the recording was too unclear to transcribe reliably (the recogniser's mean word confidence was ${pct} %, ${Math.round((100 * heard.unclear) / heard.words)} % of words unclear). ${total ? `${total} possible ${total === 1 ? "finding needs" : "findings need"} checking against the video` : "No findings could be made out"}; for real-world audio, use a Whisper server (docs/configuration.md).`,
    };
  }
  const basis = { lead, covered };
  const summary = composeSummary(basis, items, untracked);
  return total === items.length ? { summary, basis } : { summary };
}
