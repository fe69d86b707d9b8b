/**
 * What says all is well, or is not about the building at all, though a problem's word is in it: a
 * shower "running hot", a fridge "cold", "the tenant is out". Read from what the clause is about,
 * not from a list of sentences (docs/priority-policy.md, "What is not a finding").
 */
import type { DefectHit, FixtureHit } from "./detect.ts";
import { PEOPLE } from "./lexicon.ts";

/** Things whose job is to be warm or hot: warmth said of them is them working. */
const HEAT_GIVERS = new Set([
  "shower",
  "tap",
  "hot water",
  "water heater",
  "boiler",
  "heating",
  "radiator",
  "oven",
  "hob",
]);
/** Things whose job is to be cold. */
const COOLERS = new Set(["fridge", "air conditioning"]);
/** What says a thing that runs is running ("so you've still got heat"), not on its way out. */
const RUNNING_SIGNS =
  /\b(?:(?:still\s+)?(?:got|have|has|getting)\s+(?:heat|heating|hot water)|radiators?\s+(?:are|is|'re|'s)\s+(?:on|hot|warm)|(?:heating|hot water)(?:'s|\s+is)\s+(?:on|fine|working)|running fine|working fine)\b/;
/** Things that run: "going" said of one is it running. */
const RUNNERS = new Set([
  "boiler",
  "heating",
  "extractor fan",
  "pump",
  "air conditioning",
  "fridge",
]);

/**
 * "Radiators are on, boiler's going, so you've still got heat": a thing that runs, said to be
 * "going" in a sentence that says it is doing its job, is running (without such words, "the boiler's
 * going, it's fifteen years old" is on its way out).
 */
export function saidToRun(
  fixture: FixtureHit | null,
  defects: DefectHit[],
  sentence: string,
): boolean {
  return (
    !!fixture &&
    RUNNERS.has(fixture.fixture.name) &&
    defects.length > 0 &&
    defects.every((d) => d.phrase.replace(/^(?:'s|is|are|s)\s+/, "") === "going") &&
    RUNNING_SIGNS.test(sentence)
  );
}
/**
 * Air conditioning named as a whole system ("the HVAC", "the heat pump", "the air handler") heats as
 * well as cools: warm air and cold air from it are both it working (what is wrong with it is said
 * otherwise: a noise, a room freezing, a fault).
 */
const HEATS_TOO = /^(?:hvac|heat pump|ahu|air handling unit|split unit|ptac(?: unit)?)$/;
/**
 * Things whose job is to hold something, so that empty is a problem: an extinguisher, a soap
 * dispenser, a tank. A wardrobe, a shed, a cupboard or a room empty at the end of a tenancy is as it
 * should be.
 */
const HOLDERS = new Set([
  "fire extinguisher",
  "dispenser",
  "water heater",
  "septic tank",
  "grease trap",
]);
/** Things whose job is to be heard: "nice and loud" of an alarm is it working. */
const SOUNDERS = new Set([
  "smoke alarm",
  "carbon monoxide alarm",
  "heat alarm",
  "alarm",
  "doorbell",
  "buzzer",
  "intercom",
]);
const LOUDNESS = /^(?:loud|nice and loud|really loud|very loud|good and loud|plenty loud)$/;

const WARMTH =
  /^(?:running hot|running warm|runs hot|hot|warm|nice and warm|heats up|blowing warm|blowing hot|blows warm|blows hot|warm air|hot air|hot to the touch|warm to the touch|all hot|all warm)$/;
const COLDNESS =
  /^(?:cold|stone cold|running cold|runs cold|too cold|nice and cold|blowing cold|blows cold)$/;
// "too hot", "not hot enough", "not cold enough": said as the problem, not as the thing working.
const EXCESS = /(?:too|not|isn't|isnt|never|barely|hardly|only)\s+(?:\w+\s+)?$/;
// "fine too, hot water at every tap": "too" after a word of all being well is "as well".
const ALSO_WELL = /(?:fine|ok|okay|good|working|well|great|sound)\s+too\s*$/;
// "a bit of condensation on the window": a little is how a home is lived in, not a defect.
const MINIMISED = /(?:bit of|little|touch of|slight|light|minor|usual|normal)\s+$/;

/**
 * People, not the building: "the tenant is out", "the new tenant moves in Monday", "the lads are at
 * lectures". A clause whose subject is one of them, with no thing of ours named, is no finding.
 */
const PERSON_SUBJECT = new RegExp(
  `^(?:(?:and|so|but|also|right|okay|ok|well|now|oh)[,\\s]+)*(?:(?:the|a|our|my|their|new|old|young|little|elderly|two|both|all the)\\s+)*(?:${[...PEOPLE.filter((w) => w !== "public"), "agent", "tenant's", "he", "she", "he's", "she's", "everyone", "everybody", "nobody", "someone"].join("|")})(?![\\w'-])(?!\\s+of\\b)`,
);

/** "Okay that's me, I'm freezing", "we're soaked": how the speaker is, not the building. */
const SPEAKER_STATE =
  /^(?:(?:and|so|but|right|okay|ok|well|oh|god|jeez)[,\s]+)*(?:i'm|im|i am|we're|we are)\s+(?:(?:absolutely|so|really|bloody|pretty|totally|just)\s+)?(?:freezing|frozen|soaked|drenched|soaking|boiling|roasting|sweating|cold|wet|done|finished|knackered|shattered|starving|lost|late)\b/;

/** "his clothes in the wardrobe are going mouldy": someone's belongings, not the building. */
const BELONGINGS =
  /^(?:(?:and|so|but|also|oh|even)[,\s]+)*(?:his|her|their|the tenant's|the tenants'|(?:mr|mrs|ms|miss)\s+[a-z]+'s)\s+(?!own\b)[a-z-]+/;

// "the damp we treated hasn't come back": a problem said to be over.
const OVER =
  /^[^,.;]{0,40}?\b(?:hasn't|has not|haven't|have not|never|not)\s+(?:\w+\s+)?(?:come back|came back|returned|reappeared|spread)\b/;
/** A sentence that tells of a problem in the past and says it was dealt with since. */
export const saidToBeOver = (text: string) =>
  (IN_THE_PAST.test(text) && RESOLVED.test(text) && !LASTING.test(text)) || FLOOD_OVER.test(text);
/** "Water got to knee height through the ground floor, it's gone down now": the flood is over (what it left is said next). */
const FLOOD_OVER =
  /\b(?:water|flood\w*|creek|river)\b[^.]{0,70}\b(?:it's|it has|has|'s)\s*(?:all\s+)?(?:gone down|receded|subsided|drained away)\b/;
// What a past problem leaves behind stays a finding ("a water stain from last winter, dry now").
const LASTING =
  /\b(?:stain\w*|marks?|marked|tide marks?|damaged?|crack\w*|peeling|blown|rotten|warped|ring)\b/;
/** A problem's word that names what a past problem left behind ("a brown ring", "a water stain"). */
export const leftBehind = (phrase: string) => LASTING.test(phrase);

const GONE_NOW =
  /\b(?:mould|mold|mildew|damp|leak|leaking|stain|smell|drip|dripping|condensation)\b[^,.]{0,30}\b(?:is gone|has gone|'s gone|gone away|cleared up|has cleared|disappeared|has stopped|stopped now|dried out|no longer)\b|\b(?:not|n't)\s+(?:leaking|dripping|running|coming through|getting in)\s+any\s?more\b/;
// "the drip's slowing already", "the leak has eased off": a known problem getting better, no new one.
const EASING =
  /\bthe\s+(?:drip|dripping|leak|leaking|water|flow|trickle)(?:'s|\s+is|\s+has)\s+(?:\w+\s+)?(?:slowing|slowed|easing|eased)\b/;
const IN_THE_PAST =
  /\b(?:last (?:year|time|visit|winter|inspection)|previously|in the past|there was|there were|used to)\b/;
const RESOLVED =
  /\b(?:(?:been|was|were|got) (?:cleared|fixed|sorted|repaired|replaced|treated|done|resolved|unblocked|lagged|renewed|insulated|boxed in)|(?:dry|fine|ok|okay|good|sorted) now|all dry|since)\b/;
// "before it starts coming through", "or it'll leak": what could happen, not what is.
const COULD_HAPPEN =
  /\b(?:before (?:it|they|that|the [a-z]+) (?:starts?|gets?|begins?|ends? up)|in case (?:it|they)|or (?:it'll|it will|they'll)|otherwise (?:it'll|it will|they'll))\s+(?:\w+\s+)?$/;
/** The incident a visit follows, named as when or why: "after the flood", "since the fire". */
const AFTER_THE_EVENT =
  /\b(?:after|since|following|from|because of|during|in)\s+(?:the|that|last\s+\w+'s|\w+'s)\s+(?:\w+\s+)?$/;
const EVENTS = new Set(["flood", "fire", "leak"]);
// "great, that helps with condensation", "a vent to stop mould": what is kept away, not what is.
const KEPT_AWAY =
  /\b(?:helps?\s+(?:with|against|prevent|stop)|prevents?|to (?:prevent|stop|avoid|keep down)|keeps? down|cuts? down on|reduces?)\s+(?:the\s+|any\s+)?$/;
// "the cold storage warehouse", "the hot water tank": the word names a kind of thing.
const AS_A_NAME =
  /^\s+(?:storage|store|stores|room|rooms|chain|water|tap|taps|feed|supply|weather|spell|snap|side|air|press|pipe|pipes|cupboard)\b/;

/**
 * "pest control", "the damp surveyor", "a gas engineer", "the chip shop", "a drip tray": a problem's
 * word as the first half of a compound names a trade, a service or a thing, not a problem seen.
 */
const COMPOUND_HEAD =
  /^\s+(?:control|bait|wash|removal|remover|controller|treatment|treatments|proofing|survey|surveyor|surveyors|specialist|specialists|company|firm|contractor|contractors|man|guy|engineer|engineers|report|shop|tray|bin|bins|trap|traps|detector|detectors|monitor|meter|sensor|test|testing|check|checks|complaint|inspection|callout|call-out|bait)\b/;

const AS_MEANT =
  /^\s+(?:correctly|fine|okay|ok|alright|all right|no problem|as (?:it|they) should|as designed|as expected|as intended)\b/;
const RUNNING_SOUND = /^\s+(?:away|along|nicely|happily|quietly|contentedly)\b/;

const PERSON_OUT =
  /(?:^|\s)(?:guy|guys|man|men|lady|bloke|plumber|electrician|sparky|engineer|contractor|roofer|tech|fitter|he|she|they)(?:'s|'re|\s+is|\s+are|\s+was|\s+comes|\s+come)?\s*$/;
const SIGN_WORDS =
  /^\s+(?:[a-z-]+\s+)?(?:sign|signs|notice|notices|cone|cones|note|notes|tag|tags|label|labels|sticker|stickers)\b/;
/** The defects of a clause that say something is wrong, in what the clause is about. */
const CHOSE_NOT = /^(?:didn't|did not|don't|do not|won't|will not)\s/;

export function meantDefects(
  text: string,
  fixtures: FixtureHit[],
  heard: DefectHit[],
  /** The thing a clause with none of its own is about ("…smoke alarm, tested, nice and loud"). */
  borrowed: FixtureHit | null = null,
): DefectHit[] {
  const things = fixtures.filter((f) => !f.locative && !f.means);
  if (
    !things.length &&
    (PERSON_SUBJECT.test(text) || BELONGINGS.test(text) || SPEAKER_STATE.test(text))
  )
    return [];
  // "the old mould in the bathroom is gone", "there was a leak here last year, all dry now",
  // "last time the gutter was blocked, it's been cleared since": a problem said to be over.
  if (GONE_NOW.test(text) || EASING.test(text) || saidToBeOver(text)) return [];
  // "that zone's empty till spring", "the wardrobe's empty": a place or a store empty is no problem;
  // an extinguisher or a dispenser empty is.
  if (!things.some((f) => HOLDERS.has(f.fixture.name)))
    heard = heard.filter((d) => d.phrase !== "empty");
  const defects = heard.filter(
    (d) =>
      !OVER.test(text.slice(d.end)) &&
      !COULD_HAPPEN.test(text.slice(Math.max(0, d.start - 40), d.start)) &&
      !KEPT_AWAY.test(text.slice(Math.max(0, d.start - 30), d.start)) &&
      // "the ceiling under the missing shingles has a water stain": a place named by another finding.
      !(
        /^(?:missing|broken|damaged|cracked|loose|slipped|lifted|leaking|blocked|rotten)$/.test(
          d.phrase,
        ) &&
        /(?:^|\s)(?:under|underneath|below|beneath|from|by|near|next to|behind|round|around|above)\s+(?:the|those|these|that)\s+$/.test(
          text.slice(Math.max(0, d.start - 20), d.start),
        ) &&
        /^\s+[a-z]{3,}/.test(text.slice(d.end))
      ) &&
      // "after the flash flood Monday", "silted up from the flood": the event the visit follows.
      !(
        EVENTS.has(d.defect.id) &&
        AFTER_THE_EVENT.test(text.slice(Math.max(0, d.start - 30), d.start)) &&
        /^(?:flood|flooding|fire|storm|burst|leak)$/.test(
          d.phrase.replace(/^(?:flash|big|last)\s+/, ""),
        )
      ) &&
      !(/^(?:cold|hot|warm)$/.test(d.phrase) && AS_A_NAME.test(text.slice(d.end))) &&
      // "hot and cold both work": the two taps, or the two feeds, named.
      !(
        /^(?:cold|hot)$/.test(d.phrase) &&
        (/\b(?:hot|cold)\s+and\s+$/.test(text.slice(Math.max(0, d.start - 10), d.start)) ||
          /^\s+both\b/.test(text.slice(d.end)) ||
          /^\s+and\s+(?:hot|cold)\b/.test(text.slice(d.end)))
      ) &&
      !COMPOUND_HEAD.test(text.slice(d.end)) &&
      // "I didn't go up", "we didn't test it": what the speaker chose not to do, not what the thing
      // fails at ("I can't lock it" is the lock failing).
      !(
        CHOSE_NOT.test(d.phrase) &&
        /(?:^|\s)(?:i|we)\s+$/.test(text.slice(Math.max(0, d.start - 4), d.start))
      ) &&
      // "the boiler doesn't need servicing yet": no work wanted.
      !(
        d.defect.id === "needs_work" &&
        /\b(?:doesn't|does not|don't|do not|won't|will not|shouldn't|didn't|never|no)\s+$/.test(
          text.slice(Math.max(0, d.start - 12), d.start),
        )
      ) &&
      // "the fridge freezer humming away", "the pump whirring along nicely": the steady sound of a
      // thing running, not a noise it should not make.
      !(d.defect.id === "noise" && RUNNING_SOUND.test(text.slice(d.end))) &&
      // "the RCD test button trips correctly", "the lift came down fine": doing its job.
      !AS_MEANT.test(text.slice(d.end)) &&
      // "next time the flooring guy's out": a person out on a visit, not a light out.
      !(
        d.defect.id === "is_out" && PERSON_OUT.test(text.slice(Math.max(0, d.start - 24), d.start))
      ) &&
      // "a wet floor sign", "a trip hazard notice": the sign's words, not a problem seen.
      !SIGN_WORDS.test(text.slice(d.end)) &&
      !ALSO_WELL.test(`${text.slice(Math.max(0, d.start - 12), d.start)}${d.phrase.slice(0, 4)}`) &&
      !(
        MINIMISED.test(text.slice(Math.max(0, d.start - 16), d.start)) &&
        d.phrase === "condensation"
      ),
  );
  const subject = (things[0] ?? (borrowed && !borrowed.locative ? borrowed : null))?.fixture.name;
  if (!subject) return defects;
  const thing = things[0] ?? borrowed;
  const heatsToo = !!thing && HEATS_TOO.test(thing.phrase);
  const warmIsWell = HEAT_GIVERS.has(subject) || heatsToo;
  const coldIsWell = COOLERS.has(subject) || heatsToo;
  const loudIsWell = SOUNDERS.has(subject);
  return defects.filter((d) => {
    const p = d.phrase.replace(/^(?:'s|is|are|s)\s+/, "");
    // Warm air is a problem only from what should blow cold ("the filter's changed, it's blowing warm").
    if (/^blow(?:ing|s) (?:warm|hot)$/.test(p) && !(coldIsWell && !heatsToo)) return false;
    const before = text.slice(Math.max(0, d.start - 16), d.start);
    if (EXCESS.test(before) && !ALSO_WELL.test(before)) return true;
    return !(
      (warmIsWell && WARMTH.test(p)) ||
      (coldIsWell && COLDNESS.test(p)) ||
      (loudIsWell && LOUDNESS.test(p)) ||
      // "smoke alarm, tested it, beeps away": an alarm beeping away is doing its job.
      (loudIsWell &&
        /^beep/.test(p) &&
        RUNNING_SOUND.test(text.slice(d.end)) &&
        !/\b(?:keeps|still|constantly|randomly)\s+$/.test(before))
    );
  });
}
