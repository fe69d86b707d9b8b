/**
 * The line model: how likely a sentence is to raise a finding of its own, rather than say more about
 * the one before or nothing about the building (docs/configuration.md, "the line model"). A logistic
 * regression over line-features.ts, trained on the blind sets' tuning halves
 * (bench/findings/train-line-model.ts). The rules still say what the finding is, its title and priority;
 * the model only has the last word where it is sure and the rules' call goes the other way.
 */
import { type LineFacts, type Known, readLine } from "./line-features.ts";
import { LINE_MODEL_WEIGHTS } from "./line-model.generated.ts";
import { probability, type Weights } from "./logistic.ts";

// The two thresholds were chosen on the tuning halves, each set read by a model trained without it
// (bench/findings/train-line-model.ts --cv), and on a blind set the rules had never read: past them the
// model is right far more often than the rules it overrules (docs/configuration.md).
/** Below this a sentence the rules made an item of is taken as more about the finding before. */
export const FOLLOWS_BELOW = 0.3;
/**
 * Below this a sentence makes no item at all, unless the rules call it HIGH. Chosen like the two
 * others: on the tuning halves, each set read by a model trained without it, it took 2 spurious items
 * of 134 and no finding (at 0.1, 4, but also "the boiler might be going", a finding at 0.053).
 */
export const RAISES_NOTHING_BELOW = 0.05;
/** At or above this a sentence the rules merged into the finding before is an item of its own. */
export const RAISES_FROM = 0.8;

let weights: Weights = LINE_MODEL_WEIGHTS;

/**
 * Scores with other weights until called again with null: for measuring the model on a set it was
 * not trained on (bench/findings/train-line-model.ts --cv). No weights ({}) leave every call to the rules.
 */
export function useLineModelWeights(w: Weights | null) {
  weights = w ?? LINE_MODEL_WEIGHTS;
}

/** `text`: a cleaned sentence (text.ts clean); `before`: the facts of the one before it. */
export function raiseChance(
  text: string,
  before: LineFacts | null,
  known?: Known,
): { chance: number; facts: LineFacts } {
  const { features, facts } = readLine(text, before, known);
  return { chance: probability(weights, features), facts };
}
