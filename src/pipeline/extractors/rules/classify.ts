/** Category and priority of a finding (CONTRACT 7), inferred from the defect itself, not only urgency words. */
import type { Category, Priority } from "../types.ts";
import type { DefectHit, FixtureHit } from "./detect.ts";
import { COSMETIC_CUES, MEDIUM_CUES, URGENCY } from "./lexicon.ts";
import { phraseMatcher } from "./text.ts";

const urgencyMatcher = phraseMatcher(URGENCY);
const cosmeticMatcher = phraseMatcher(COSMETIC_CUES);
const mediumMatcher = phraseMatcher(MEDIUM_CUES);

/** Rank: a forced category (pest, gas, trip) first, then HIGH defects, then ordinary, cosmetic last. */
function rank(d: DefectHit): number {
  // "needs fixing" says a job exists, not what is wrong: it decides nothing when a real defect is named.
  if (d.defect.id === "needs_work") return -1;
  if (d.defect.forceCategory) return 3;
  if (d.defect.priority === "HIGH") return 2;
  return d.defect.cosmetic ? 0 : 1;
}

export function primaryDefect(defects: DefectHit[]): DefectHit {
  return defects.reduce((best, d) => (rank(d) > rank(best) ? d : best));
}

export function categoryOf(fixture: FixtureHit | null, defects: DefectHit[]): Category {
  const p = primaryDefect(defects);
  if (p.defect.forceCategory) return p.defect.category ?? "other";
  if (fixture?.fixture.lifeSafety) return fixture.fixture.category ?? "safety";
  // A cosmetic defect is decor or cleaning whatever it sits on ("stain on the carpet", "scuffed door").
  if (p.defect.cosmetic) return p.defect.category ?? "decor";
  return fixture?.fixture.category ?? p.defect.category ?? "other";
}

/** A spoken priority cue and where it was said in the sentence. */
export interface ToneCue {
  at: number;
  level: Priority;
}

export interface Tone {
  urgent: boolean;
  cosmetic: boolean;
  /** Every cue in the sentence, in order: the one said last in a finding's stretch wins. */
  cues: ToneCue[];
  /** The sentence puts water next to electrics ("right by the water", "next to the sockets"). */
  waterNearElectrics: boolean;
  /** "could be structural", "that's structural" (not "nothing structural"). */
  structural: boolean;
  /** A cue said of everything before it ("…and the seat is loose, both low priority"). */
  shared: ToneCue | null;
  /** Nothing but a priority ("Low priority.", "That's urgent.", "I'd say cosmetic."). */
  onlyCues: boolean;
}

// What may stand around a priority said on its own ("I'd put that down as low priority").
const CUE_GLUE = new Set(
  "that that's thats it it's its this is was be one very pretty really quite fairly just so but and actually definitely probably i i'd i'll would say call put mark down as a the priority then ok okay yeah yes though well".split(
    " ",
  ),
);

const FOR_ALL =
  /(?:^|\s)(?:both|all of them|all of those|all three|all four|each of them|the lot)\s+(?:are\s+|is\s+)?$/;

// "not urgent" is a low cue, not an urgent one; "nothing structural" is no hazard.
const NOT_URGENT =
  /\b(?:not|isn't|isnt|nothing|no)\s+(?:that\s+|too\s+|very\s+)?(?:urgent|dangerous|an emergency|a hazard)\b/g;
const STRUCTURAL = /(?<!\b(?:not|nothing|isn't|isnt|no)\s+(?:\w+\s+)?)\bstructural\b/;
const WATER = /\b(?:water|wet|leak\w*|drip\w*|damp|shower|sink|bath|puddle)\b/;
const ELECTRICS =
  /\b(?:sockets?|electrics?|electrical|wiring|wires?|charging point|charger|consumer unit|fuse ?box|switch(?:es)?|plugs?)\b/;

/** Urgency, medium and low cues of the sentence, with fixture names masked ("emergency light" is not urgent). */
export function sentenceTone(text: string, fixtures: FixtureHit[]): Tone {
  let masked = text;
  for (const f of [...fixtures].sort((a, b) => b.start - a.start))
    masked = masked.slice(0, f.start) + "x".repeat(f.end - f.start) + masked.slice(f.end);
  const lowHits = cosmeticMatcher(masked);
  const lows = lowHits.map((m) => ({ at: m.start, level: "LOW" as Priority }));
  for (const m of masked.matchAll(NOT_URGENT)) lows.push({ at: m.index!, level: "LOW" });
  masked = masked.replace(NOT_URGENT, (m) => "x".repeat(m.length));
  // "can wait till the next visit" is one cue, LOW, not a LOW and then the MEDIUM "next visit".
  for (const m of lowHits.reverse())
    masked = masked.slice(0, m.start) + "x".repeat(m.end - m.start) + masked.slice(m.end);
  const highs = urgencyMatcher(masked).map((m) => ({ at: m.start, level: "HIGH" as Priority }));
  for (const m of urgencyMatcher(masked).reverse())
    masked = masked.slice(0, m.start) + "x".repeat(m.end - m.start) + masked.slice(m.end);
  const mediumHits = mediumMatcher(masked);
  const mediums = mediumHits.map((m) => ({ at: m.start, level: "MEDIUM" as Priority }));
  for (const m of mediumHits.reverse())
    masked = masked.slice(0, m.start) + "x".repeat(m.end - m.start) + masked.slice(m.end);
  const cues = [...lows, ...highs, ...mediums].sort((a, b) => a.at - b.at);
  const rest = masked
    .replace(/[^a-z' ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && !/^x+$/.test(w));
  const shared =
    cues.findLast((c) => FOR_ALL.test(text.slice(Math.max(0, c.at - 20), c.at))) ?? null;
  return {
    shared,
    onlyCues: cues.length > 0 && fixtures.length === 0 && rest.every((w) => CUE_GLUE.has(w)),
    urgent: highs.length > 0,
    cosmetic: lows.length > 0,
    cues,
    waterNearElectrics:
      WATER.test(text) &&
      ELECTRICS.test(text) &&
      /\b(?:by|next to|near|right by|beside|under|over|above|close to)\b/.test(text),
    structural: STRUCTURAL.test(text),
  };
}

/** The cue said last within [from, to) of the sentence, if any. */
export function cueIn(tone: Tone, from: number, to: number): Priority | null {
  let level: Priority | null = null;
  for (const c of tone.cues) if (c.at >= from && c.at < to) level = c.level;
  return level;
}

/** Electrics (sockets, switches, the consumer unit, wiring, extension leads) with anything wrong beyond the cosmetic are a hazard. */
const ELECTRICAL_HAZARD = new Set([
  "socket",
  "switch",
  "consumer unit",
  "wiring",
  "extension lead",
]);

/**
 * Priority (issue 20): a spoken cue wins ("urgent", "today", "dangerous" → HIGH; "soon", "medium
 * priority" → MEDIUM; "low priority", "just cosmetic", "when convenient" → LOW); otherwise safety
 * hazards (gas, electrics, fire and smoke or CO alarms, water near electrics, structural) are HIGH;
 * cosmetic defects LOW; the default MEDIUM.
 */
export function priorityOf(
  fixture: FixtureHit | null,
  defects: DefectHit[],
  tone: Tone,
  cue: Priority | null = null,
): Priority {
  if (cue) return cue;
  const named = defects.filter((d) => d.defect.id !== "needs_work");
  const cosmetic = named.length > 0 && named.every((d) => d.defect.cosmetic);
  const electrical = !!fixture && ELECTRICAL_HAZARD.has(fixture.fixture.name) && !cosmetic;
  const hazard =
    defects.some((d) => d.defect.priority === "HIGH") ||
    !!fixture?.fixture.lifeSafety ||
    electrical ||
    tone.waterNearElectrics ||
    tone.structural ||
    (fixture?.fixture.category === "structural" && defects.some((d) => d.defect.id === "crack"));
  if (hazard) return "HIGH";
  return cosmetic ? "LOW" : "MEDIUM";
}

const order: Record<Priority, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 };
export const maxPriority = (a: Priority, b: Priority): Priority => (order[a] >= order[b] ? a : b);
export const priorityOrder = order;
