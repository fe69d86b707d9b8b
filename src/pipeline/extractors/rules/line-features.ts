/**
 * What the line model (line-model.ts) reads of a sentence: its words and opening, and
 * what the lexicon finds in it and in the sentence before (docs/configuration.md, "the line model").
 * Pure and deterministic: the same sentence always gives the same features.
 */
import { type SentenceCues, sentenceCues } from "./cues.ts";
import { type FixtureHit, findDefects, findFixtures } from "./detect.ts";
import { findRooms } from "./location.ts";
import { meantDefects } from "./polarity.ts";

const LEAD =
  /^(?:(?:and|so|also|then|but|plus|right|okay|ok|yeah|well|now|oh|sorry|um|uh|er|erm)[\s,]+)+/;
/** A sentence that opens on a pronoun, a modal or a bare verb: the shape of a follow-up. */
const FOLLOW_OPENING =
  /^(?:it|it's|its|they|they're|that|that's|this|needs?|wants?|probably|could|should|will|won't|doesn't|must)\b/;

const words = (text: string) =>
  text
    .replace(/[^a-z0-9'?]+/g, " ")
    .replace(/\?/g, " ? ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);

// A crude stem, so "leaking", "leaks" and "leaked" share a feature with "leak".
const stem = (w: string) => w.replace(/(?:ing|ed|es|s)$/, "");

/** What a sentence tells the features of the one after it. */
export interface LineFacts {
  thing: boolean;
  problem: boolean;
}

/** What the caller has already read of the same sentence, so it is not read twice. */
export interface Known {
  cues: SentenceCues;
  things: FixtureHit[];
}

export interface ReadLine {
  features: string[];
  facts: LineFacts;
}

/**
 * `text`: a cleaned sentence (text.ts clean); `before`: the facts of the one said just before it
 * (null for the first), so the lexicon reads each sentence once.
 */
export function readLine(text: string, before: LineFacts | null, known?: Known): ReadLine {
  const lead = text.replace(LEAD, "");
  const ws = words(lead);
  const f = new Set<string>(["bias"]);
  for (const w of ws) {
    f.add(`w:${w}`);
    f.add(`s:${stem(w)}`);
  }
  f.add(`f1:${ws[0] ?? ""}`);
  f.add(`f2:${ws.slice(0, 2).join("_")}`);
  f.add(`len:${Math.min(6, Math.floor(ws.length / 4))}`);
  const things = known?.things ?? findFixtures(text);
  const problems = findDefects(text, things);
  f.add(`things:${Math.min(things.length, 2)}`);
  f.add(`problems:${Math.min(problems.length, 2)}`);
  for (const d of problems) f.add(`d:${d.defect.id}`);
  for (const t of things) f.add(`cat:${t.fixture.category}`);
  if (things.length && problems.length) f.add("thing+problem");
  if (!things.length && problems.length) f.add("problem-only");
  // What polarity leaves of the problems: "the tap's fine, no drip" names a drip it denies.
  const meant = meantDefects(text, things, problems);
  if (problems.length) f.add(meant.length ? "meant" : "denied");
  for (const [k, v] of Object.entries(known?.cues ?? sentenceCues(text)))
    if (Array.isArray(v) ? v.length : v) f.add(`cue:${k}`);
  if (findRooms(text).length) f.add("room");
  if (before?.problem) {
    f.add("before:problem");
    if (FOLLOW_OPENING.test(lead)) f.add("follow-opening");
  }
  if (before?.thing) f.add("before:thing");
  return { features: [...f], facts: { thing: things.length > 0, problem: problems.length > 0 } };
}
