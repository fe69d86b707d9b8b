/**
 * The repair-priority policy (docs/priority-policy.md), in one place: an ordered list of rules, the
 * first that holds decides the priority, and its reason goes on the item ("HIGH: water getting in").
 * The rules extractor finds the facts (classify.ts, priorityFacts); the `openai` extractor's prompt
 * states the same rules, written from this list (../openai-prompt.ts). Change the policy here and in
 * the doc together.
 */
import type { Priority } from "../types.ts";

/** What was said or seen about one finding, as far as the policy cares. */
export interface PriorityFacts {
  /** The priority cue said last about the finding ("urgent", "low priority"), with its words. */
  said: { level: Priority; phrase: string; notHigh?: boolean } | null;
  gas: boolean;
  fire: boolean;
  electrical: boolean;
  water: boolean;
  /** Water leaking or dripping from a pipe, tap, valve, tank or appliance now (not a stain it left). */
  leak: boolean;
  heat: boolean;
  /** The only toilet in the home out of use (won't flush, blocked, broken). */
  toilet: boolean;
  security: boolean;
  fall: boolean;
  structural: boolean;
  /** Another safety defect or device (a guard, an alarm, a scald risk). */
  hazard: boolean;
  /** Every defect named is cosmetic (a scuff, a stain, faded). */
  cosmetic: boolean;
}

export interface PriorityRule {
  id: string;
  level: Priority;
  /** A few words, after "HIGH: " on the item. */
  reason: string;
  /** What the rule covers, for the model's prompt and the doc. */
  covers: string;
  holds(f: PriorityFacts): boolean;
}

export interface PriorityCall {
  level: Priority;
  /** "HIGH: water getting in". */
  reason: string;
}

// Which words of a spoken cue say what (the cue lists themselves are in lexicon.ts).
const DANGER_WORDS =
  /danger|hazard|hurt|risk|fall|\btrip\b|\bchild\b|\bkids?\b|ankle|safety|waiting to happen|trapped|safe|scald|stung|isolate|before the kids|\buse\b|using|used|touch|keep|tape|taping|cordon|fence it|stand|drop on|come down on|land on|hit someone/;
const COSMETIC_WORDS = /cosmetic|touch|appearance|unsightly/;
const NOT_URGENT_WORDS =
  /not urgent|no rush|no hurry|can wait|whenever|when convenient|chance|for now|next year|planned|void|turn|passing|next (?:time|in|round|out|here)|decorat|summer|spring|pressing|urgency|urgent|emergency|rush|budget|between|worry|concern|round of/;
const SOON_WORDS = /soon|week|month|when you can/;
const MONITOR_WORDS = /eye on|monitor|next visit/;
const WITHIN_DAYS =
  /\b(?:this week|(?:within|in) (?:the|a) week|end of the week|(?:next|a) (?:couple (?:of )?|few )days|(?:in |within )(?:a )?(?:couple of |few )?days|a day or two)\b/;
/**
 * A time within days ("this week", "in the next couple of days"): the urgent tier's own timescale
 * (docs/priority-policy.md, "The three levels"), so after a danger judgement it says when the thing
 * is made safe, not that it is a routine repair (classify.ts, cueIn).
 */
export const withinDays = (phrase: string) => WITHIN_DAYS.test(phrase);
/** A cue that says the thing is dangerous ("a fall waiting to happen", "someone could get hurt"). */
export const saysDanger = (phrase: string) => DANGER_WORDS.test(phrase);
/** "not an emergency" rules out HIGH and says no more: the routine level, unless it is cosmetic. */
const NOT_EMERGENCY_WORDS = /emergency/;

const said = (level: Priority, words?: RegExp, not?: RegExp) => (f: PriorityFacts) =>
  f.said?.level === level &&
  (!words || words.test(f.said.phrase)) &&
  !(not && not.test(f.said.phrase));

/** Any of the hazards the policy calls HIGH when nothing is said. */
const hazardSeen = (f: PriorityFacts) =>
  f.gas ||
  f.fire ||
  f.electrical ||
  f.water ||
  f.heat ||
  f.toilet ||
  f.security ||
  f.fall ||
  f.structural ||
  f.hazard;

/**
 * The policy, in the order it applies. Spoken cues come first: the person on site has seen the thing,
 * and the cue said last about a finding wins. Then the hazards a landlord answers as an emergency or
 * urgent repair, then cosmetic defects, then the routine default.
 */
export const PRIORITY_POLICY: readonly PriorityRule[] = [
  {
    id: "said_dangerous",
    level: "HIGH",
    reason: "said to be dangerous",
    covers: "the speaker calls it dangerous, a hazard, a risk, or says someone could get hurt",
    holds: said("HIGH", DANGER_WORDS),
  },
  {
    id: "said_urgent",
    level: "HIGH",
    reason: "said to be urgent",
    covers:
      'the speaker says "urgent", "today", "as soon as possible", "straight away", "emergency", "high priority"',
    holds: said("HIGH"),
  },
  {
    id: "said_not_emergency",
    level: "MEDIUM",
    reason: "said not to be an emergency",
    covers:
      'the speaker says it is "not an emergency" and nothing more: that rules out HIGH, not MEDIUM (a cosmetic defect stays LOW)',
    holds: (f) => said("LOW", NOT_EMERGENCY_WORDS)(f) && !f.cosmetic,
  },
  {
    id: "said_not_urgent_but",
    level: "MEDIUM",
    reason: "said to need doing, not urgently",
    covers:
      'the speaker says "not urgent, but…" and what it still needs ("not urgent but it wants a new seal before it gets into the boards"): a routine repair (a cosmetic defect stays LOW)',
    holds: (f) => said("LOW", /\bbut$/)(f) && !f.cosmetic,
  },
  {
    id: "said_cosmetic",
    level: "LOW",
    reason: "said to be cosmetic",
    covers:
      'the speaker says it is cosmetic or only wants a touch-up ("just cosmetic", "purely cosmetic")',
    holds: said("LOW", COSMETIC_WORDS),
  },
  {
    id: "said_not_urgent",
    level: "LOW",
    reason: "said not to be urgent",
    covers:
      'the speaker says "not urgent", "no rush", "no hurry", "when convenient", "it can wait", "nothing to do for now"',
    holds: said("LOW", NOT_URGENT_WORDS),
  },
  {
    id: "said_monitor_hazard",
    level: "MEDIUM",
    reason: "a hazard to be watched",
    covers:
      "the speaker says to keep an eye on a hazard below (a loose handrail, water near a socket): watched, but never left at LOW",
    holds: (f) => said("LOW", MONITOR_WORDS)(f) && hazardSeen(f),
  },
  {
    id: "said_monitor",
    level: "LOW",
    reason: "to be watched",
    covers: "the speaker says to keep an eye on it or look again at the next visit",
    holds: said("LOW", MONITOR_WORDS),
  },
  {
    id: "said_low",
    level: "LOW",
    reason: "said to be low priority",
    covers:
      'the speaker says "low priority", "minor", "not a priority", "not a big deal", "at some point"',
    holds: said("LOW"),
  },
  {
    id: "said_soon",
    level: "MEDIUM",
    reason: "said to need doing soon",
    covers:
      'the speaker says "soon", "this week", "this month", "when you can" (but a time within days, "this week", after calling it dangerous or said of a hazard below says when it is made safe: HIGH)',
    holds: said("MEDIUM", SOON_WORDS),
  },
  {
    id: "said_medium",
    level: "MEDIUM",
    reason: "said to be medium priority",
    covers: 'the speaker says "medium priority", "normal priority"',
    holds: said("MEDIUM"),
  },
  {
    id: "gas",
    level: "HIGH",
    reason: "gas",
    covers:
      "a smell of gas, a gas leak, a gas appliance or supply at fault (soot or scorching on a gas appliance, a yellow flame, a flue disconnected or cracked)",
    holds: (f) => f.gas,
  },
  {
    id: "fire",
    level: "HIGH",
    reason: "fire safety",
    covers:
      "a smoke, heat or carbon monoxide alarm missing, covered, unplugged, chirping or failing; a fire door wedged open, not closing, dropped or gapping (a door closer only on a door said to be a fire door), its intumescent strips or smoke seals missing, fire stopping breached; a fire exit or fire escape blocked, not opening, loose or rusted; a sprinkler head painted over; an extinguisher out of date; emergency lighting failing",
    holds: (f) => f.fire,
  },
  {
    id: "electrical",
    level: "HIGH",
    reason: "electrical danger",
    covers:
      "exposed or bare wiring, wires burnt at a fitting, a scorched, burnt, cracked or hot socket, switch or plug, a smell of burning, sparks, an overloaded extension lead, water near electrics, a GFCI or RCD that won't trip or fails its test (a socket or switch that only fails to work, with no sign of danger, is a routine repair)",
    holds: (f) => f.electrical,
  },
  {
    id: "water",
    level: "HIGH",
    reason: "water getting in",
    covers:
      "water getting in or escaping now: through a roof, wall, window or ceiling that is wet or dripping now, a leak onto a floor, water sitting in a unit base or seeping out from under a toilet, tray or appliance, a ceiling below, a bucket or towels, a burst or flooding (a stain or an old damp patch alone is not, nor a drain backed up with water sitting round it, nor water getting behind a panel when the shower is used)",
    holds: (f) => f.water,
  },
  {
    id: "heat",
    level: "HIGH",
    reason: "no heating or hot water",
    covers:
      "no heating or no hot water: a boiler, furnace, immersion, heater or water heater not working, radiators or heaters cold, a shower or tap that runs cold, heating cutting out (not an oven, grill or dryer that won't heat)",
    holds: (f) => f.heat,
  },
  {
    id: "only_toilet",
    level: "HIGH",
    reason: "the only toilet out of use",
    covers:
      'the only toilet in the home (said to be: "the only toilet", "the only loo", "there\'s no other") will not flush, is blocked or broken',
    holds: (f) => f.toilet,
  },
  {
    id: "security",
    level: "HIGH",
    reason: "not secure",
    covers:
      "an outside door (front, back, entrance, patio, a flat's own door) or a ground-floor window that will not lock, latch or shut, whose bolt doesn't reach its strike, or that is wedged shut with a chair; a window on any floor that will not lock",
    holds: (f) => f.security,
  },
  {
    id: "fall",
    level: "HIGH",
    reason: "trip or fall risk",
    covers:
      "a trip or fall where people walk: lifted paving, a loose slab or step, rucked carpet or lifting flooring at a doorway, a loose handrail or balcony railing, a missing window restrictor or banister spindles, rotten decking, a lift that stops short of the floor, a dark stairwell",
    holds: (f) => f.fall,
  },
  {
    id: "structural",
    level: "HIGH",
    reason: "possibly structural",
    covers:
      "a possible structural defect: a wide or growing crack in a wall or slab, a ceiling, floor or lintel bulging, sagging or dropping (render or plaster bulging or blown is its finish), a wall or chimney leaning, masonry, render or roof tiles coming down",
    holds: (f) => f.structural,
  },
  {
    id: "hazard",
    level: "HIGH",
    reason: "safety hazard",
    covers:
      "any other safety device or guard at fault, or a hazard to people (a scald, a blind cord loop, broken glass, damaged asbestos, a hob that will not turn off, sewage coming up or backing up, a dryer vent off with lint built up, a water heater's relief valve leaking, a wood burner's door seal or glass failed)",
    holds: (f) => f.hazard,
  },
  {
    id: "leak",
    level: "HIGH",
    reason: "a leak",
    covers:
      "water leaking, dripping, weeping or spraying now from a pipe, tap, valve, tank, radiator, toilet, shower or appliance (a stain, a tide mark or a dry patch a leak left is not, nor a gutter or downpipe leaking outside, nor oil from a door closer)",
    holds: (f) => f.leak,
  },
  {
    id: "cosmetic",
    level: "LOW",
    reason: "cosmetic",
    covers:
      "plainly cosmetic: scuffs, scratches, stains, chips, faded, tatty or worn finishes, marks on walls, holes left by fixings, soot or dirt that wants a clean",
    holds: (f) => f.cosmetic,
  },
  {
    id: "routine",
    level: "MEDIUM",
    reason: "routine repair",
    covers: "everything else: a routine repair",
    holds: () => true,
  },
];

const callOf = (r: PriorityRule): PriorityCall => ({
  level: r.level,
  reason: `${r.level}: ${r.reason}`,
});
const CALLS = new Map(PRIORITY_POLICY.map((r) => [r.id, callOf(r)]));

/** The first rule of the policy that holds. The calls are shared constants: kept findings hold no copy. */
export function decidePriority(f: PriorityFacts): PriorityCall {
  // "The GFCI doesn't trip, swap it this week": a time within days is HIGH's own timescale (put
  // right within days), so said of a hazard it says when, not that the hazard is routine.
  if (f.said?.level === "MEDIUM" && !f.said.notHigh && withinDays(f.said.phrase)) {
    const inferred = decidePriority({ ...f, said: null });
    if (inferred.level === "HIGH") return inferred;
  }
  const rule = PRIORITY_POLICY.find((r) => r.holds(f))!;
  return CALLS.get(rule.id)!;
}

/** A priority said on its own about the finding before ("Low priority."), with the words said. */
export function saidPriority(level: Priority, phrase: string): PriorityCall {
  return decidePriority({ ...NO_FACTS, said: { level, phrase } });
}

/** A finding raised to HIGH by a later sentence that judges it ("could be structural", "urgent"). */
export const STRUCTURAL_CALL = CALLS.get("structural")!;
/** A gas appliance raised to HIGH by a later sentence that smells gas ("That's gas."). */
export const GAS_CALL = CALLS.get("gas")!;
/** The call of one of the policy's rules by its id ("fire", "fall"). */
export const policyCall = (id: string): PriorityCall | undefined => CALLS.get(id);

/** Nothing said and nothing seen: the routine default. */
export const NO_FACTS: PriorityFacts = {
  said: null,
  gas: false,
  fire: false,
  electrical: false,
  water: false,
  leak: false,
  heat: false,
  toilet: false,
  security: false,
  fall: false,
  structural: false,
  hazard: false,
  cosmetic: false,
};
