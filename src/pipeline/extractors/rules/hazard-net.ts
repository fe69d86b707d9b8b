/**
 * The hazard net (docs/priority-policy.md, "Hazards are never lost"): a smoke or CO alarm, a fire
 * door or exit, gas, wiring or a handrail named in a sentence the rules read no problem in, but that
 * the line model is fairly sure raises a finding ("Smoke alarm, no response on test"), still gives an
 * item named for the thing, at HIGH, unless the sentence says all is well, done, someone else's, or
 * only maybe. The lexicon cannot know every way a thing fails; a lost hazard costs more than an item
 * a manager deletes.
 */
import type { SentenceCues } from "./cues.ts";
import type { FixtureHit } from "./detect.ts";
import { type PriorityCall, policyCall } from "./priority-policy.ts";
import { TESTED_NOTHING_IN } from "./lexicon.ts";
import { readable } from "./title.ts";

/** The hazard things, by the policy rule that makes them HIGH. */
const HAZARD_RULE = new Map<string, string>([
  ["smoke alarm", "fire"],
  ["carbon monoxide alarm", "fire"],
  ["fire door", "fire"],
  ["fire exit", "fire"],
  ["fire extinguisher", "fire"],
  ["emergency light", "fire"],
  ["gas", "gas"],
  ["wiring", "electrical"],
  ["handrail", "fall"],
]);

/**
 * The line model's score (line-model.ts) above which a hazard thing's sentence is taken as a finding
 * (no weights score 0.5 exactly: the net is off with the model).
 */
export const NET_FROM = 0.5;

export interface NetCatch {
  fixture: FixtureHit;
  title: string;
  call: PriorityCall;
}

const saysOtherwise = (c: SentenceCues) =>
  c.fine.length > 0 ||
  c.fixed.length > 0 ||
  c.sortedNow.length > 0 ||
  c.notOurs.length > 0 ||
  c.retractions.length > 0 ||
  c.hypotheses.length > 0 ||
  c.denials.length > 0;

/** `text`: the cleaned sentence; `things`: the lexicon's fixtures in it. */
export function hazardNet(
  text: string,
  things: FixtureHit[],
  chance: number,
  cues: SentenceCues,
): NetCatch | null {
  // "CO alarm, tested it, silent": a test with nothing to show for it is a failure, model or not.
  const testedNothing = TESTED_NOTHING_IN.test(text);
  if ((chance <= NET_FROM && !testedNothing) || saysOtherwise(cues)) return null;
  const fixture = things.find((t) => !t.locative && !t.means && HAZARD_RULE.has(t.fixture.name));
  if (!fixture) return null;
  const call = policyCall(HAZARD_RULE.get(fixture.fixture.name)!);
  // The thing as said and what follows it, to the end of the sentence: "Handrail pulls right out".
  const title = readable(
    testedNothing ? `${fixture.phrase} not working` : text.slice(fixture.start),
  );
  return call && title ? { fixture, title, call } : null;
}
