/**
 * The kind model: which hazard an item is, or whether it is cosmetic, read from its words where the
 * policy's rules saw only a routine repair (docs/priority-policy.md, "Learned from the words"). One
 * logistic regression per kind over the item's title and quote, trained on the blind sets' tuning
 * halves (bench/findings/train-kind-model.ts). It only speaks where it is sure, and never where the
 * speaker gave a priority or the rules found a fact: those calls stand.
 */
import type { ExtractedItem } from "../types.ts";
import { KIND_MODEL_WEIGHTS } from "./kind-model.generated.ts";
import { probability, type Weights } from "./logistic.ts";
import { policyCall } from "./priority-policy.ts";

/** The kinds the annotators mark, and the policy rule each one is (priority-policy.ts). */
export const KINDS = {
  water: "water",
  heat: "heat",
  security: "security",
  fire: "fire",
  trip: "fall",
  electrical: "electrical",
  cosmetic: "cosmetic",
} as const;
export type Kind = keyof typeof KINDS;

/** At or above this the model's kind replaces the routine default (how it was chosen: docs/priority-policy.md). */
export const KIND_SURE = 0.8;

const ROUTINE = policyCall("routine")!.reason;

let weights: Readonly<Record<string, Weights>> = KIND_MODEL_WEIGHTS;

/** Scores with other weights until called again with null (for measuring; {} turns the model off). */
export function useKindModelWeights(w: Readonly<Record<string, Weights>> | null) {
  weights = w ?? KIND_MODEL_WEIGHTS;
}

/** Words (a plural's s and a possessive's 's dropped) and the title's words. */
export function kindFeatures(title: string, quote: string): string[] {
  const words = `${title} . ${quote}`
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/'s$/, "").replace(/(?<=[a-z]{3})s$/, ""));
  const f = new Set<string>(["bias"]);
  for (const w of words) f.add(`w:${w}`);
  for (const w of title.toLowerCase().split(/\s+/)) f.add(`t:${w.replace(/[^a-z]/g, "")}`);
  return [...f];
}

/** The kind the model is surest of, with its chance. */
export function likeliestKind(title: string, quote: string): { kind: Kind; chance: number } | null {
  const x = kindFeatures(title, quote);
  let best: { kind: Kind; chance: number } | null = null;
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const w = weights[kind];
    if (!w) continue;
    const chance = probability(w, x);
    if (!best || chance > best.chance) best = { kind, chance };
  }
  return best;
}

/** An item the rules left at the routine default takes the model's kind where it is sure. */
export function withLearnedKind(item: ExtractedItem): ExtractedItem {
  if (item.priorityReason !== ROUTINE) return item;
  const best = likeliestKind(item.title, item.transcriptQuote ?? "");
  if (!best || best.chance < KIND_SURE) return item;
  const call = policyCall(KINDS[best.kind])!;
  // The reason says the call was read from the words, not from a rule the reviewer can look up.
  return { ...item, priority: call.level, priorityReason: `${call.reason} (read from the words)` };
}
