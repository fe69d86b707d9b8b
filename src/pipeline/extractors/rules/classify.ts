/** Category and priority of a finding (CONTRACT 7), inferred from the defect itself, not only urgency words. */
import type { Category, Priority } from "../types.ts";
import type { DefectHit, FixtureHit } from "./detect.ts";
import { COSMETIC_CUES, URGENCY } from "./lexicon.ts";
import { phraseMatcher } from "./text.ts";

const urgencyMatcher = phraseMatcher(URGENCY);
const cosmeticMatcher = phraseMatcher(COSMETIC_CUES);

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

/** Urgency and cosmetic words of the sentence, with fixture names masked ("emergency light" is not urgent). */
export function sentenceTone(text: string, fixtures: FixtureHit[]) {
  let masked = text;
  for (const f of [...fixtures].sort((a, b) => b.start - a.start)) masked = masked.slice(0, f.start) + "x".repeat(f.end - f.start) + masked.slice(f.end);
  return { urgent: urgencyMatcher(masked).length > 0, cosmetic: cosmeticMatcher(masked).length > 0 };
}

export function priorityOf(
  fixture: FixtureHit | null,
  defects: DefectHit[],
  tone: { urgent: boolean; cosmetic: boolean },
): Priority {
  const high = defects.some((d) => d.defect.priority === "HIGH") || !!fixture?.fixture.lifeSafety;
  if (high) return tone.cosmetic && !fixture?.fixture.lifeSafety && !tone.urgent ? "MEDIUM" : "HIGH";
  if (tone.urgent) return "HIGH";
  const named = defects.filter((d) => d.defect.id !== "needs_work");
  if (tone.cosmetic || (named.length && named.every((d) => d.defect.cosmetic))) return "LOW";
  return "MEDIUM";
}

const order: Record<Priority, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 };
export const maxPriority = (a: Priority, b: Priority): Priority => (order[a] >= order[b] ? a : b);
export const priorityOrder = order;
