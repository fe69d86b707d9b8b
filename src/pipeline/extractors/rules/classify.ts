/** Category and priority of a finding (docs/api.md, Video processing), inferred from the defect itself, not only urgency words. */
import type { Category, Priority } from "../types.ts";
import type { DefectHit, FixtureHit } from "./detect.ts";
import {
  COSMETIC_CUES,
  MEDIUM_CUES,
  ROUTINE_SAID,
  URGENCY,
  URGENT_SAID,
  WAIT_SAID,
} from "./lexicon.ts";
import {
  decidePriority,
  type PriorityCall,
  type PriorityFacts,
  saysDanger,
  withinDays,
} from "./priority-policy.ts";
import { phraseMatcher } from "./text.ts";

/**
 * A level said on its own: a clause of its own ("…, low.", "Low, it still works.", "…, medium, in a
 * week or two") or after "that's", "I'd class that as", "call it", "make that" ("The hinge is loose, that's low").
 */
function levelAlone(level: string): string {
  return `(?:(?<=(?:^|[,;:.!?])\\s*(?:(?:so|and|but|then|yeah|i'd say)\\s+)?)${level}(?=\\s*(?:[,;:.!?]|$))|(?<=\\b(?:that's|thats|that is|that one's|this one's|that one is|this one is|call it|call that|class (?:it|that) as|put (?:it|that) (?:down )?as|mark (?:it|that)(?: as| down as)?|i'd say|i would say|i'd call it|i'd class (?:it|that) as|i'd put (?:it|that) (?:down )?as|down as|classed as|rated as|marked as|count (?:it|that|them) as|make (?:it|that|that one)|make it a|make that a)\\s+)${level}\\b(?!\\s+(?:level|down|up|pressure|voltage|ceiling|wall|shelf|cupboard|window|rise|risk|enough|on|in|at))(?=\\s*(?:[,;:.!?]|$|priority|one|job)))`;
}
const urgencyMatcher = phraseMatcher([...URGENCY, ...URGENT_SAID], [levelAlone("high")]);
// "whenever" is a cue at the end of what is said ("fix it whenever"), not in "it trips whenever
// the ovens come on".
const cosmeticMatcher = phraseMatcher(
  [...COSMETIC_CUES.filter((c) => c !== "whenever"), ...WAIT_SAID],
  [
    "whenever(?=\\s*(?:$|[.!?,;]|you (?:can|like|want|get)|is fine|'s fine|suits|really))",
    // "whenever someone's out here next", "whenever the sparky's in next".
    "whenever\\s+(?:someone|somebody|anyone|we|you|they|the\\s+[a-z]+)(?:'s|'re|\\s+(?:is|are))?\\s+(?:(?:out|in|round|here|there|over|passing|on site)\\s+)?(?:(?:here|there)\\s+)?next",
    levelAlone("low"),
  ],
);
// "Glazier, routine.": the routine tier said as a clause of its own is MEDIUM.
const mediumMatcher = phraseMatcher(
  [...MEDIUM_CUES, ...ROUTINE_SAID],
  [levelAlone("medium"), levelAlone("routine")],
);

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
  /** The words of the cue ("just cosmetic", "not urgent"): the policy's reason follows them. */
  phrase: string;
  /** Said with a danger or urgency denied ("I don't think it's dangerous, but do it this week"). */
  notHigh?: boolean;
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
  /** The sentence says gas can be smelt ("…won't turn off, you can smell gas"), not "no smell of gas". */
  gasSmell: boolean;
  /** The sentence names damp, mould or a leak: a wall finish failing there is its sign, not cosmetic. */
  damp: boolean;
  /** A short heading the sentence opens on ("Garage, …", "Back porch: …"): where its findings are. */
  heading: string;
  /** A cue said of everything before it ("…and the seat is loose, both low priority"). */
  shared: ToneCue | null;
  /** Nothing but a priority ("Low priority.", "That's urgent.", "I'd say cosmetic."). */
  onlyCues: boolean;
  /** Its last clause is nothing but a priority ("…, the membrane's holding, so soon rather than urgent."). */
  trailingCue: boolean;
}

// What may stand around a priority said on its own ("I'd put that down as low priority").
const CUE_GLUE = new Set(
  "that that's thats it it's its this is was be one very pretty really quite fairly just so but and actually definitely probably i i'd i'll would say call put mark down as a the priority then ok okay yeah yes though well".split(
    " ",
  ),
);

/** What may open a priority said as the sentence's last clause ("…, so soon rather than urgent"). */
const TAIL_GLUE = new Set("so and but which rather than for now".split(" "));

const FOR_ALL =
  /(?:^|\s)(?:both|all of them|all of those|all three|all four|each of them|the lot)\s+(?:are\s+|is\s+)?$/;

// "not urgent" is a low cue, not an urgent one; "nothing structural" is no hazard.
const NOT_URGENT =
  /\b(?:(?:not|isn't|isnt|nothing|no)\s+(?:that\s+|too\s+|very\s+)?|(?:wouldn't|would not|don't|do not|didn't|can't|cannot|doesn't|does not)\s+(?:really\s+)?(?:think|call|say|class|consider|reckon|rate|treat|count|regard|look|seem|sound)\s+(?:of\s+)?(?:(?:it|that|this|it's|its|that's|thats|it is|that is)\s+)?(?:as\s+)?(?:being\s+)?(?:that\s+|too\s+|very\s+|an?\s+)?)(?:urgent|dangerous|an emergency|emergency|a hazard|hazard|high priority|a priority)\b/g;
const RATHER_THAN =
  /\b(?:rather than|instead of|than)\s+(?:it being\s+|being\s+)?(?:urgent|today|tonight|asap|straight away|right away|an emergency|dangerous|immediately)\b/g;
const AS_SOON_AS_WHEN =
  /\bas soon as (?=(?:you|i|we|they|he|she|it|the|someone|anyone)\b(?! can\b))/g;
const GAS_SMELL =
  /(?<!\b(?:no|not|can't|cannot|couldn't|don't|didn't|any)\s+(?:\w+\s+){0,2})\b(?:smell(?:s|ing|t|ed)?\s+(?:of\s+|like\s+)?gas|gas\s+(?:smell|leak|escape)|whiff of gas|(?:^|\W)(?:that's|thats|that is|that'll be) gas(?=\s*(?:[,.;!?]|$)))\b/;
const NOTICED_AT_ONCE =
  /(?<=\b(?:there's|theres|there is|there are|smell|smells|smelt|smelled|notice|noticed|noticeable|see|saw|hits you|hit me|obvious|walk in|walked in|come in|came in|go in|went in|open the door|opened the door)\b(?:(?!\b(?:and|but|so|needs?|wants?|get|getting|fix|fixing|sort|sorting|do|doing|done|call|send|isolate|turn|switch|replace|repair|please)\b)[^,.;]){0,40})\b(?:straight away|right away|immediately|instantly)\b/g;
const PEOPLES_TIME =
  /(?<=(?:^|[,;]|\band\b|\bbut\b|\bso\b|\bbecause\b|\bcos\b)\s*(?:they|they're|theyre|they'll|he|he's|she|she's|we're|we'll be|the tenants?|tenants|the students?|students|the guests?|guests|the owners?|the landlord|the family|everyone|everybody|people|the staff|the client|the kids|the new tenants?|the residents?|residents)\b(?:(?!\b(?:so|then|which|please|fix|fixed|fixing|sort|sorted|sorting|repair|repaired|replace|replaced|do|done|doing|look|looking|book|booked|get|getting|send|sending|call|need|needs|want|wants|attend|check|coming out|come out|come round|coming round|booked)\b)[^,;.]){0,60}?)\b(?:today|tonight|this afternoon|this morning|tomorrow|this week|next week|this month|next month|next year|soon)\b/g;
const HAPPENED_AT =
  /(?<=\b(?:been|was|were|had|has|have|got|'s|'ve|did)\s+(?:[a-z']+\s+){0,3}?)(?:at some point|at one point|a while ago|years ago)\b/g;
const REPORT_TIME =
  /(?<=\b(?:report|reports|(?:turn|work|punch|snag|snagging|job|to-?do) list|schedule of works|write[- ]?up|write (?:it|this|that|them|everything) up|paperwork|invoice|photos|notes|email (?:it|them|the \w+)|send (?:it|them|this|that|everything) (?:over|across|through|off))\b(?:\s+[a-z']+){0,4}?\s+)(?:today|tonight|this afternoon|this evening|tomorrow|this week|next week|soon|asap)\b|\b(?:today|tonight|this afternoon|this evening|tomorrow)\b(?=\s*,?\s+(?:i'll|i will|we'll|i'm going to|i can)\s+(?:write|send|email|type|do the (?:report|write)))/g;
const STRUCTURAL =
  /(?<!\b(?:not|nothing|isn't|isnt|no)\s+(?:\w+\s+)?)\bstructural\b|\bceiling\b[^.]{0,30}\b(?:has come down|come down|came down|has fallen in|fallen in|caved in)\b|\b(?:no support|unsupported|nothing (?:holding|supporting) it up)\b/;
const WATER =
  /\b(?:water|wet|leak\w*|drip\w*|weep\w*|seep\w*|damp|shower|sink|bath|puddle|tide ?mark)\b/;
/** Hot or cold water as a supply that is or isn't there ("no hot water"), not water where it shouldn't be. */
const WATER_SUPPLY =
  /\b(?:no|hot|cold)\s+water\b(?!\s+(?:on|over|under|everywhere|all over|coming|dripping|pouring|leaking|running down|pooling))/g;
/** "electric" naming what a thing runs on ("the electric one", "an electric shower"), not its electrics. */
const POWERED_BY =
  /\belectric(?=\s+(?:one|ones|shower|showers|heater|heaters|oven|hob|cooker|fire|boiler|system|water heater|storage heater|radiator|blanket|car|gate|meter))/g;
const ELECTRICS =
  /\b(?:sockets?|electrics?|electrical|wiring|wires?|charging point|charger|consumer unit|fuse ?box|switch(?:es)?|plugs?|(?:fused )?spurs?|faceplates?|power points?|outlets?|light fittings?|light fixtures?|downlights?|spotlights?)\b/;

const WIRES =
  /\b(?:wires?|wiring|cables?|cabling|flex|leads?|conductors?|live|electrics?|socket|switch)\b/;
const WATER_IN_ELECTRICS =
  /\b(?:light fittings?|lights?|lamps?|lanterns?|bulkheads?|downlights?|spotlights?|spots)\b[^.]{0,50}\b(?:full of water|(?:filling|fills?|filled) (?:up )?with water|has water in)|\b(?:water|wet|drip\w*|leak\w*|pouring|running|coming|sloshing|soaked|damp)\b[^.,]{0,30}\b(?:in|into|onto|on to|over|out of|from|through|inside|behind)\s+(?:the\s+|a\s+)?(?:[a-z]+\s+)?(?:light fittings?|fittings?|light|lights|lamps?|ceiling rose|downlights?|spotlights?|spots|sockets?|outlets?|switch(?:es)?|consumer unit|fuse ?box|fuse board|junction box|electrics|wiring|wires|cables|meter|glass globe|globe|light shade|diffuser)\b|\b(?:light fittings?|ceiling rose|downlights?|spotlights?|sockets?|outlets?|switch(?:es)?|consumer unit|fuse ?box|extractor fans?|extractors?)\b[^.,]{0,20}\b(?:full of water|filling with water|dripping|drips|wet|soaked|has water in)|\b(?:sockets?|outlets?|power points?)\b[^.]{0,60}\b(?:fills?|filling|filled) (?:up )?with (?:rain)?water|\b(?:water|overflow|leak\w*|drip\w*)\b[^.]{0,40}\b(?:onto|into|over)\s+(?:the\s+)?(?:[a-z]+\s+)?(?:fused spur|spur|fuse ?box|consumer unit|sockets?)\b/;
const ELECTRICS_CLEAR =
  /\b(?:not|no|nothing|nowhere|never|isn't|isnt|aren't|arent|away from|clear of)\s+(?:(?:on|near|by|over|onto|into|anywhere near|close to|any|anything|of the|the)\s+){0,3}(?:sockets?|electrics?|electrical|wiring|wires?|switch(?:es)?|plugs?)\b/g;

/** What follows "not urgent" when the job still wants doing ("…, but before it gets into the boards";
 * not "…, but I'll pop it on the list"). */
const NEEDS_BUT =
  /^\s*,?\s*but\s+(?:[a-z']+\s+){0,3}?(?:needs?|wants?|should|must|has to|have to|got to|before|will|it'll|could|might)\b/;

/** Urgency, medium and low cues of the sentence, with fixture names masked ("emergency light" is not urgent). */
export function sentenceTone(text: string, fixtures: FixtureHit[]): Tone {
  let masked = text;
  for (const f of [...fixtures].sort((a, b) => b.start - a.start))
    masked = masked.slice(0, f.start) + "x".repeat(f.end - f.start) + masked.slice(f.end);
  // "the door's been kicked at some point": when it happened, not when to do it.
  masked = masked.replace(HAPPENED_AT, (m) => "x".repeat(m.length));
  const lowHits = cosmeticMatcher(masked);
  const cue = (level: Priority) => (m: { start: number; end: number }, from: string) => ({
    at: m.start,
    level,
    phrase: from.slice(m.start, m.end),
  });
  const lows = lowHits.map((m) => cue("LOW")(m, masked));
  for (const m of masked.matchAll(NOT_URGENT))
    lows.push({ at: m.index!, level: "LOW", phrase: m[0] });
  masked = masked.replace(NOT_URGENT, (m) => "x".repeat(m.length));
  // "soon rather than today": the cue weighed and put aside is no cue.
  masked = masked.replace(RATHER_THAN, (m) => "x".repeat(m.length));
  // "as soon as you walk in there's water…": when, not how soon.
  masked = masked.replace(AS_SOON_AS_WHEN, (m) => "x".repeat(m.length));
  // "you notice the musty smell straight away": when it is noticed, not how soon; "they're away
  // till next week": when people come and go, not when the work is wanted.
  masked = masked.replace(NOTICED_AT_ONCE, (m) => "x".repeat(m.length));
  masked = masked.replace(PEOPLES_TIME, (m) => "x".repeat(m.length));
  // "I'll type the report up tonight": when the report goes, not the work.
  masked = masked.replace(REPORT_TIME, (m) => "x".repeat(m.length));
  // "can wait till the next visit" is one cue, LOW, not a LOW and then the MEDIUM "next visit".
  for (const m of lowHits.reverse())
    masked = masked.slice(0, m.start) + "x".repeat(m.end - m.start) + masked.slice(m.end);
  const highs = urgencyMatcher(masked).map((m) => cue("HIGH")(m, masked));
  for (const m of urgencyMatcher(masked).reverse())
    masked = masked.slice(0, m.start) + "x".repeat(m.end - m.start) + masked.slice(m.end);
  const mediumHits = mediumMatcher(masked);
  const mediums = mediumHits.map((m) => cue("MEDIUM")(m, masked));
  for (const m of mediumHits.reverse())
    masked = masked.slice(0, m.start) + "x".repeat(m.end - m.start) + masked.slice(m.end);
  // "not urgent but it needs a fire-rated patch": a job all the same, only not today.
  for (const c of lows)
    if (
      /^(?:not urgent|no rush|no hurry)$/.test(c.phrase) &&
      NEEDS_BUT.test(text.slice(c.at + c.phrase.length))
    )
      c.phrase = `${c.phrase} but`;
  const cues = [...lows, ...highs, ...mediums].sort((a, b) => a.at - b.at);
  const rest = masked
    .replace(/[^a-z' ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && !/^x+$/.test(w));
  const shared =
    cues.findLast((c) => FOR_ALL.test(text.slice(Math.max(0, c.at - 20), c.at))) ?? null;
  const lastClause = Math.max(masked.lastIndexOf(","), masked.lastIndexOf(";"));
  const tail = masked.slice(lastClause + 1);
  const tailWords = tail
    .replace(/[^a-z' ]+/g, " ")
    .split(/\s+/)
    .filter((w) => w && !/^x+$/.test(w));
  return {
    shared,
    onlyCues: cues.length > 0 && fixtures.length === 0 && rest.every((w) => CUE_GLUE.has(w)),
    trailingCue:
      lastClause > 0 &&
      cues.some((c) => c.at > lastClause) &&
      tailWords.every((w) => CUE_GLUE.has(w) || TAIL_GLUE.has(w)),
    urgent: highs.length > 0,
    cosmetic: lows.length > 0,
    cues,
    waterNearElectrics:
      // ("the old electric one under the house, no hot water": the supply, and what powers it.)
      (WATER.test(text.replace(WATER_SUPPLY, " ")) &&
        // "onto the floor, not on anything electrical": electrics said to be clear of it.
        ELECTRICS.test(text.replace(ELECTRICS_CLEAR, " ").replace(POWERED_BY, " ")) &&
        /\b(?:by|next to|near|right by|beside|under|over|above|close to)\b/.test(text)) ||
      // "dripping out of the light fitting", "water in the fitting": water in the electrics.
      WATER_IN_ELECTRICS.test(text),
    structural: STRUCTURAL.test(text),
    gasSmell: GAS_SMELL.test(text),
    damp: DAMP_WORDS.test(text.replace(NOT_SO, " ")),
    heading: /^((?:[a-z'-]+\s+){0,3}[a-z'-]+)\s*[,:;]/.exec(text)?.[1] ?? "",
  };
}

/** The cue said last within [from, to) of the sentence, if any. */
export function cueIn(tone: Tone, from: number, to: number): ToneCue | null {
  let last: ToneCue | null = null;
  let medium: ToneCue | null = null;
  let notHigh = false;
  let danger: ToneCue | null = null;
  let named: ToneCue | null = null;
  for (const c of tone.cues)
    if (c.at >= from && c.at < to) {
      if (c.level === "HIGH" && saysDanger(c.phrase)) danger = c;
      if (NAMED_LEVEL.test(c.phrase)) named = c;
      if (c.level === "MEDIUM") medium = c;
      if (c.level === "LOW" && NOT_HIGH.test(c.phrase)) notHigh = true;
      if (!(last && MONITOR_CUE.test(c.phrase)))
        // "low priority, keep an eye on it", "this week, and keep an eye on it": watching it is what
        // to do, the priority was said.
        last = c;
    }
  // "a routine one, not an emergency": "not an emergency" rules out HIGH; the level said is MEDIUM.
  if (last?.level === "LOW" && medium && NOT_HIGH.test(last.phrase)) return medium;
  // "I don't think it's dangerous, but do it this week": the time is said of no hazard.
  if (last?.level === "MEDIUM" && notHigh && !danger) return { ...last, notHigh: true };
  // "That's a fall waiting to happen, re-tack it this week": a time within days after a danger
  // judgement says when it is made safe, not a lower priority.
  if (last?.level === "MEDIUM" && danger && !notHigh && withinDays(last.phrase)) return danger;
  // "put both of those down as medium, next round of works": a level named outright, then when
  // (a danger or an urgency said after it still wins).
  if (
    named &&
    last &&
    last.level !== named.level &&
    last.level !== "HIGH" &&
    !NAMED_LEVEL.test(last.phrase) &&
    !NOT_HIGH.test(last.phrase)
  )
    return named;
  return last;
}

/** A priority named outright ("medium", "low priority", "high priority"), not a time or a judgement. */
const NAMED_LEVEL =
  /^(?:(?:low|medium|high)(?: priority)?|(?:low|medium|high|normal|top) priority)$/;

/** A cue that only says "not HIGH" ("not urgent", "not an emergency", "nothing dangerous"). */
const NOT_HIGH =
  /^(?:not|isn't|isnt|nothing|no|wouldn't|would not|don't|do not|didn't|can't|cannot|doesn't)\b.*\b(?:urgent|dangerous|emergency|hazard|priority)$/;

const MONITOR_CUE = /\b(?:eye on|monitor|next visit|watch)\b/;

/** Electrics (sockets, switches, the consumer unit, wiring, extension leads) with anything wrong beyond the cosmetic are a hazard. */
const ELECTRICAL_HAZARD = new Set([
  "socket",
  "switch",
  "consumer unit",
  "wiring",
  "extension lead",
]);

/**
 * A socket, switch or consumer unit that only fails to work (no power, does nothing, a GFCI that trips
 * or won't reset so the outlet is dead, a breaker or RCD that trips when two heaters run together) is
 * a routine repair: the danger is in the signs (docs/priority-policy.md, rule 2, electrical danger),
 * not in the thing being electrical. A device that trips is doing its job.
 */
const FAILS_TO_WORK = new Set(["not_working", "electrical_fault"]);
const COLUMN_OPEN =
  /\b(?:doors?|panels?|covers?|hatch|plates?)\b[^.]{0,30}?\b(?:missing|off|open|gone|hanging)\b|\b(?:missing|no)\s+(?:access\s+)?(?:doors?|panels?|covers?)\b/;
const FAILS_TO_WORK_ONLY = new Set(["socket", "switch", "consumer unit"]);
const DEAD = /^(?:dead|gone dead|died|bust|kaput|packed up|stopped)$/;
/**
 * "The intruder alarm panel is showing a fault", "the lift's in lockout": a fault code on something
 * that is not the heating is that thing's fault, not the home without heat.
 */
const faultOfOther = (d: DefectHit, fixture: FixtureHit | null) =>
  d.defect.id === "no_heat" &&
  /\b(?:fault|error|lockout)\b/.test(d.phrase) &&
  !!fixture &&
  !HOME_HEATING.test(`${fixture.fixture.name} ${fixture.phrase}`);
/** A cooking or laundry appliance, named or only said ("the oven, … it's barely warm inside"). */
const APPLIANCE =
  /\b(?:ovens?|cookers?|grills?|hobs?|microwaves?|dishwashers?|washing machines?|washers?|dryers?|kettles?|toasters?|fryers?)\b/;
const HOME_HEATING =
  /\b(?:boilers?|furnaces?|radiators?|rads|heating|heaters?|showers?|hot water|taps?|faucets?|immersion|cylinder)\b/;
const appliance = (fixture: FixtureHit | null, text: string) =>
  fixture
    ? fixture.fixture.category === "appliances"
    : APPLIANCE.test(text) && !HOME_HEATING.test(text);

/** "The drain's backed up, water sitting on the slab": a blocked drain, unless it spills over. */
const BACKED_UP = /^back(?:ed|ing) up$/;
const drainBackedUp = (d: DefectHit, text: string) =>
  BACKED_UP.test(d.phrase) &&
  /\b(?:drains?|gull(?:y|ies)|sinks?|basins?|showers?|trays?|baths?|tubs?|traps?)\b/.test(text) &&
  !ESCAPING_OVER.test(text);

/** What says danger beside the failure: heat, burning, a noise of arcing, water, damage to it. */
const DANGER_SIGN =
  /\b(?:buzz\w*|hum\w*|crackl\w*|fizz\w*|spark\w*|arc\w*|smok\w*|smell\w*|burn\w*|scorch\w*|melt\w*|hot|warm|water|wet|damp|shock\w*|tingl\w*|loose|hanging|cracked|broken|exposed|bare)\b/;
/** A protective device that fails to protect: a GFCI or RCD that won't trip, or fails its test. */
const PROTECTION_FAILS =
  /\b(?:(?:won't|will not|doesn't|does not|didn't|did not|not|never|fails? to|failed to)\s+(?:\w+\s+)?(?:trip|test)|fail(?:s|ed|ing)?\s+(?:the\s+|its\s+|on\s+)?test|no protection)\b/;
const PROTECTIVE = /\b(?:gfci|gfi|rcd|rcbo|ground fault|residual current|safety switch)\b/;

function onlyFailsToWork(named: DefectHit[], text: string): boolean {
  return (
    named.length > 0 &&
    named.every((d) => FAILS_TO_WORK.has(d.defect.id) || DEAD.test(d.phrase)) &&
    !named.some((d) => DANGER_SIGN.test(d.phrase)) &&
    !DANGER_SIGN.test(text) &&
    !(PROTECTIVE.test(text) && PROTECTION_FAILS.test(text))
  );
}

const FIRE_DEVICES = new Set([
  "smoke alarm",
  "carbon monoxide alarm",
  "fire door",
  "fire exit",
  "fire extinguisher",
  "emergency light",
]);
const FALL_GUARDS = new Set(["handrail"]);

// What the words of a finding say of the kinds the policy names (docs/priority-policy.md). Each reads
// the finding's own stretch of the sentence, cleaned (lower case, "won't" kept).
const FIRE =
  /\b(?:fire (?:door|exit|escape|extinguisher|blanket|alarm)s?|sprinklers?(?: heads?)?|fire escape (?:ladder|stairs?)|emergency light\w*|smoke (?:alarm|detector)s?|extinguishers?|carbon monoxide|co (?:alarm|detector)|emergency exit|exit door|push bar|panic bar|panic hardware)\b/;
const FIRE_FAULT =
  /\b(?:been used|discharged|let off|half empty|pin(?:'s| is| has)? (?:gone|missing|out|pulled)|tamper seal (?:broken|gone|missing)|loose|rusted through|rusted|corroded|damaged|unsafe|wobbl\w*|collapsed|padlocked|locked shut|chained|covered|cover|bag|taped|hanging|pulled (?:off|down)|off the (?:ceiling|wall)|disconnected|painted over|unplugged|chirp\w*|beep\w*|no battery|battery|taken (?:off|down)|removed|propped|wedged|jammed|out of date|expired|serviced|service|tag|won't open|doesn't open|seized|blocked|not working|doesn't|don't|won't|fails?|on test|dead|stick\w*|stiff|hard to open|throw your weight|dropped|dropping|sagg\w*|gaps?|binding|catch(?:es|ing) on|not closing|not shutting|not latching)\b/;
const ELECTRICAL_DANGER =
  /\b(?:(?:power|electric|electricity|overhead|mains|supply) (?:lines?|cables?|wires?)(?:'s| is| are)? (?:down|hanging down|brought down|on the ground)|(?:lights?|light fittings?|fittings?|fixtures?|chandeliers?|lamps?|spotlights?|downlights?|sockets?|outlets?|switch\w*|plugs?|fuse ?box|consumer unit|panel)\b[^.]{0,60}\b(?:a hot smell|smells? hot)|hanging (?:off |down |loose )?(?:[a-z]+ ){0,3}by (?:its|the|their) (?:wires|wiring|cables?|flex)|(?:to|down to|through to|showing|see) the copper|copper (?:showing|exposed|visible|wires? showing)|(?:chewed|cut|frayed|split|nicked|melted|crushed)\s+(?:\w+\s+)?(?<!pull\s)(?:cables?|cords?|flex|flexes|leads?|wires?)|(?<!pull\s)(?:cables?|cords?|flex|leads?)\b[^.]{0,40}\b(?:chewed|cut through|frayed|split|nicked|melted|crushed|taped up|gaffer taped|insulation (?:gone|missing|split))|(?:buzz\w*|crackl\w*|fizz\w*|arc\w*|spitting)\s+(?:\w+\s+)?(?:noise\s+|sound\s+)?(?:from|in|at|behind|inside) the (?:switch\w*|sockets?|outlets?|plugs?|consumer unit|fuse ?box|fuse board|board|panel|light switch)|(?:switch\w*|sockets?|outlets?|plugs?|consumer unit|fuse ?box|fuse board)\b[^.]{0,30}\b(?:crackl\w*|fizz\w*|arcing|spitting)|bare (?:copper|wires?|ends|cables?)|exposed (?:wires?|wiring|cables?|copper)|wires? (?:showing|inside|hanging|exposed|sticking out|poking out)|(?:not|never) (?:even )?capped|see the wires|smells? of burning|burning smell|scorch\w*|sparks?|sparking|(?:wires?|cables?|ends|cabling|flex)\b[^.]{0,25}\bnot capped|not capped off|overloaded|adaptors? (?:stacked|on it)|(?:socket|plug|outlet|switch|lead|faceplate)s?\b[^.]{0,40}\b(?:warm|hot|brown|melted|burnt|burning|scorched|black)(?:\b|$)|(?:wires?|wiring|cables?|connectors?|terminals?|flex)\b[^.]{0,20}\b(?:burnt|burned|melted|charred|blackened)\b|(?:burnt|burned|melted|charred|blackened)\s+(?:\w+\s+)?(?:wires?|wiring|cables?|connectors?|terminals?))/;
const CONDENSATION =
  /\bcondensation\b(?![^.]{0,60}\b(?:between the panes|in the (?:light|fitting|socket)))/;
const WET_WORDS =
  /\b(?:water|leak\w*|drip\w*|wet|rain|soak\w*|flood\w*|pool\w*|spray\w*|weep\w*|seep\w*|overflow\w*|letting in)\b/;
const WATER_IN =
  /\b(?:(?:coming|getting|letting|pouring|running|seeping|comes|gets|lets|leaking|dripping|weeping|leaks|drips|seeps|pours|runs|weeps) (?:in|through|down|onto|into|under|underneath)|through to the (?:[a-z]+ ){0,2}?(?:below|downstairs|underneath)|(?:coming|pouring|running|seeping|leaking|dripping|weeping) behind|wet patch|letting in|through the (?:ceiling|roof|wall|window)|buckets?|wet (?:now|to the touch)|(?:is|are|'s) wet\b|soaked|soaking|towels down|pooling|flood\w*|burst|sprays? everywhere|spraying|gushing|pouring out|won't (?:shut|turn) off|all over the floor|(?:on|across|over) the floor|wet\b[^.]{0,40}\b(?:on|across|over) the (?:lino|carpet|laminate|vinyl|floorboards|boards|tiles)|(?:seeping|leaking|coming|creeping|running|dripping|oozing) out (?:from )?(?:under|underneath|round|around|behind|of the (?:base|bottom|back|join))|(?:sitting|standing|lying|collecting|pooled|pooling) (?:in|on|under|inside|at the bottom of) the (?:[a-z]+ ){0,2}?(?:floor|cabinet|cupboard|unit|base|carpet|lino|floorboards)|(?:from|out of) the (?:ceiling|roof)|coming out (?:of|from)|actively (?:leaking|dripping)|puddles?|(?:onto|along|across|all over|under|into) the (?:[a-z]+ ){0,2}?(?:floor|carpet|units?|cupboards?|cabinets?|floorboards|laminate|lino|electrics|boards?|flat below|ceiling below|room below)|(?:fresh|new|spreading|growing|wet|still wet|active)\s+(?:\w+\s+)?(?:stain|patch|mark|leak|drip)|(?:stain|patch|mark)\b[^.]{0,30}\b(?:spreading|growing|getting bigger|still wet|wet to the touch|still dripping)|(?:every|each) (?:cycle|wash|time (?:you|it|they|i))|(?:buckets?|tubs?|bowls?|trays?|pans?|containers?|jugs?|towels?)\b[^.]{0,30}\b(?:under|beneath|below|catch\w*)|(?:under|beneath) (?:it|the \w+)\b[^.]{0,20}\b(?:buckets?|tubs?|bowls?|containers?|jugs?)|sprays?|spraying|coming from the (?:loft|tank|flat|roof|ceiling|bathroom|room) (?:above|upstairs|tank)?)\b/;
const NO_HEAT =
  /\b(?:no (?:heat|heating|hot water)|(?:only )?runs (?:stone |ice |freezing |completely )?cold|(?:radiators?|rads|heaters?|showers?|hot taps?|hot water)\b(?:\s+[a-z]+){0,3}?\s+(?:are|is|'re|'s)\s+(?:(?:all|stone|completely|freezing|still|totally)\s+)*cold\b(?!\s+(?:at|on|in)\s+the\s+(?:top|bottom))|pilot(?: light)?\b[^.]{0,40}\b(?:going out|goes out|keeps going out|won't stay (?:lit|on)|won't light|is out|blown out)|(?:radiators?|heaters?|rads?)\b(?![^.]{0,40}\b(?:at the top|top half|at the bottom|in places|patchy))[^.]{0,25}\b(?:has been|have been|'s been|been|stays?|staying|is still|are still)\s+(?:stone |completely |freezing )?cold|(?<!towel )(?:heating|boiler|furnace|immersion|cylinder|heaters?|radiators?|heat pump|water heater)\b(?!\s+(?:cupboard|room|closet|house|cover|casing|door|panel|pipes?|flue|bracket|shelf|manual|lid|valve|controls?|timer|thermostat|key|cage))[^.]{0,40}\b(?:not working|isn't working|aren't working|don't work|doesn't work|not coming on|isn't coming on|doesn't come on|don't come on|won't (?:fire|come on|start|light|work|warm up)|aren't giving out|not giving out|don't warm up|doesn't warm up|stone cold|cold to (?:the )?touch|dead|died|cuts? out|cutting out|broken down|packed in|packed up|given up|conked out|knackered|kaput|had it|bust|busted|stopped working|on the blink)|pressure (?:keeps )?dropping|(?:boiler|system|heating)\b[^.]{0,30}\b(?:no pressure|lost (?:its |all )?pressure)|pressure (?:gauge )?(?:is |'s )?(?:on |at |reading |down to )?zero|(?<!towel )(?:heating|boiler|furnace|immersion|cylinder|heaters?|radiators?|shower|hot tap|hot water|water heater|heat pump|central heating|storage heaters?)\b[^.]{0,40}\b(?:does not|doesn't|doesnt|won't|wont|will not|isn't|isnt|is not|aren't|arent|not|never)\s+(?:\w+\s+)?(?:heat(?:ing|s)?(?: up)?|produc\w+ (?:any )?(?:heat|hot water)|get(?:ting|s)? (?:hot|warm)|warm(?:ing|s)? up|fir(?:e|es|ing)|light(?:ing|s)?|ignit(?:e|es|ing)))\b/;
const WONT_SECURE =
  /\b(?:no\s+(?:working\s+)?locks?\b|(?:hasn't|hasnt|has not|doesn't have|does not have)\s+(?:got\s+)?(?:a|any)\s+(?:working\s+)?locks?\b|(?:won't|will not|doesn't|does not|can't|cannot|isn't|not|hasn't|don't)\s+(?:\w+\s+){0,2}?(?:lock|locked|locking|latch|latching|shut|close|closing|catch|secure|secured|throw)|can't be locked|(?:won't|will not|doesn't|does not|isn't|not)\s+self[- ]?clos\w*|pulled to|spins round|sitting open|(?:taken|took|ripped|pulled)\s+(?:the\s+|its\s+)?(?:lock|barrel|cylinder|deadbolt|deadlock|latch)\s+(?:out|off)\b|(?:lock|padlock|latch|catch|bolt|deadbolt|deadlock|key|strike plate|keep|hasp|barrel|cylinder)\b[^.]{0,30}\b(?:broken|bust|busted|snapped|spins|misaligned|missing|gone|hanging off|taken out|been taken|been pulled|removed|ripped out|(?:doesn't|does not|won't|will not|can't)\s+(?:\w+\s+)?(?:turn|go across|go in|engage|catch|throw|work|reach|line up|meet))|wedg\w* (?:a|the) chair|(?:can|could) be (?:pushed|pulled|forced|kicked) open|pops open|(?:would|'d|could|will|'ll) pop open|blows open|stays? open|swings? open|drifts? open|hangs? open|left wide open|wide open|can't be secured|(?:just )?pushes open|isn't holding|not holding|barely holds|barely holding|hardly holds|doesn't hold|won't hold|(?:been\s+)?(?:kicked|forced|jemmied|smashed)\s+in|been forced(?:\s+open)?|anyone (?:can|could) (?:walk|get|come|climb) in|anyone (?:can|could) (?:\w+\s+){0,4}?(?:come|get|climb|walk) (?:in|inside|down inside)\b|(?:lock|latch|bolt|deadbolt|deadlock)s?\s+(?:on it\s+|on that\s+)?(?:is |are |'s |has )?(?:broken|bust|snapped|missing|gone|not working|doesn't work|won't work))\b/;
const WINDOW_LOCK_FAILS =
  /\b(?:won't|will not|doesn't|does not|can't|cannot|isn't|not)\s+(?:\w+\s+)?lock(?:ing)?\b|\bcan't be (?:locked|secured)\b|\bcannot be (?:locked|secured)\b/;
/** A window by any of its kinds' names. */
const WINDOWISH = /\b(?:windows?|casements?|sash(?:es)?|louvres?|louvers?|skylights?|velux)\b/;
const OUTSIDE_WAY_IN =
  /\b(?:doors?\s+(?:out\s+)?(?:to|into|onto)\s+the\s+(?:yard|garden|street|alley|lane|car park|outside|back)|(?:door|doors)\s+(?:from|to|into)\s+the\s+garage|garage\s+(?:in)?to\s+the\s+(?:house|hall|kitchen|utility)|(?:front|back|rear|entrance|main|patio|porch|unit|entry|side|external|exterior|outside|french|garden|street|balcony|apartment|flat's|flat|sliding|sliding glass|sliding patio|storm|yard|fire exit|exit|shop|(?<!\b(?:bin|cleaning|cleaner's|broom|linen|stock|paint|cycle|bike)\s)store|terrace|roof|veranda|verandah|stoep|yard)\s+doors?|security gates?|burglar (?:bars?|gates?)|pool (?:area |fence )?gates?|gates? (?:in)?to the pool|roof (?:access )?hatch(?:es)?|(?:man|personnel|pedestrian|wicket|loading bay|warehouse)\s+doors?|(?:roller\s+)?shutters?|sliders?|shopfront|ground[- ]floor window|downstairs window|deadbolt|ground floor|street|pavement|alley|lane|onto the (?:road|car park|yard|garden|street)|maglock|mag lock|entrance|entry door|communal door|garage door|(?:anyone|anybody|someone|somebody) (?:can|could) (?:walk|get|come|climb) (?:in|up|through|onto)|basement|lower ground|light ?well|onto the (?:lightwell|light well|alley|back yard)|(?:can|could) (?:climb|reach|get) (?:in|through|down)|from (?:the )?(?:outside|the street|the yard|the garden))\b/;
/** An outside door, or any window, said not to lock or secure ("Back door, … Won't lock properly."). */
export function wontSecure(text: string): boolean {
  return (
    (WONT_SECURE.test(text) && OUTSIDE_WAY_IN.test(text)) ||
    (WINDOWISH.test(text) && WINDOW_LOCK_FAILS.test(text))
  );
}
const IN_FRONT_OF_EXIT =
  /\b(?:in front of|across|against)\s+(?:the\s+)?(?:fire\s+exits?|fire\s+doors?|escape\s+(?:doors?|routes?)|emergency\s+exits?|exit\s+doors?|exits?)\b/;
/** A flat's entrance door ("Flat door, number six, …", "the front door of flat 3"): a fire door in a block. */
const FLATS_OWN_DOOR =
  /\b(?:flat(?:'s)? (?:entrance |front |entry )?doors?|(?:entrance|front|entry) doors? (?:of|to|on) (?:the |a )?flats?\b|apartment (?:entrance |front |entry )?doors?)\b/;
/** A heading that is a way in from outside ("Garage, …", "Back porch, …", "Basement, …"). */
const OUTSIDE_PLACE =
  /(?:\b(?:garage|porch|entrance|entry|yard|outside|exterior|basement|cellar|conservatory|shopfront|lobby)|\b(?:round|out|outside|at) the (?:back|front|side))$/;
/** A trip or fall. Laminate lifting on a worktop, desk or shelf is no floor to trip on. */
const FALL =
  /\b(?:(?:caught|catch|catching) (?:her|his|their|your|my|people's) (?:foot|feet|toes?|shoes?|heels?)|(?:going to|will|could) (?:fall|go over|trip)|people will go over|stops? (?:about )?(?:\w+ ){0,2}(?:inch|inches|cm|centimetres|mil) short|short of the floor|rucked|pitch black|(?:very )?dim on|given way|give way|put a foot through|(?:paving|flags?|slabs?)\b[^.]{0,30}\b(?:lifted|lifting|lip|rocks|loose|uneven)|(?:lifted|raised)\b[^.]{0,20}\blip|(?:stairs?|stairwell|landing)\b[^.]{0,80}\b(?:dark|black|dim|lights? (?:are |is )?out|bulb (?:has |'s )?gone)|no (?:lights?|lighting)\b[^.]{0,20}\b(?:stairs?|stairwell|steps)|(?:lights? (?:are |is )?out|bulb (?:has |'s )?gone)\b[^.]{0,50}\b(?:stairs?|stairwell)|(?<!\b(?:worktops?|counters?|countertops?|cupboards?|shelf|shelves|desks?|tables?|splashbacks?)\b[^.]{0,30})(?:lino|vinyl|carpet|flooring|laminate|floor tiles?|floorboards?)\b[^.]{0,50}\b(?:peeling up|lifting|lifted|come away|rucked|ruck|ripple|rippled|rippling|bubbling|buckled|buckling|curl\w*|loose|missing|gone|rotten|coming up|raised)|(?:railings?|balcony|balustrade|banister|bannister|handrail|hand rail|stair rail|grab rail|guard ?rails?|guardrails?)\b[^.]{0,40}\b(?:wobbl\w*|loose|come away|coming away|moves|shifts|give way|gives|missing|broken|snapped|pull\w* (?:out|away)|came out|come out|brackets?)|(?:glass panel|panel|bar|spindle)s?\b[^.]{0,30}\b(?:on|of|across)\s+(?:the\s+)?(?:[a-z-]+\s+)?(?:balustrade|balcony|railing|banister|guard ?rail|juliet)\b[^.]{0,40}\b(?:wobbl\w*|loose|shifts|moves|gives|come away|coming away|missing|broken|cracked)|(?:steps?|stairs?|treads?|nosings?|stair rods?)\b[^.]{0,40}\b(?:crumbl\w*|rocking|rocks|broken|loose|come loose|uneven|lifting|cracked|split|missing|worn smooth|slippery|wobbl\w*|gone|rott\w*|rusted through|corroded through)|(?:path|pathway|paving|pavers?|patio|drive|driveway|flags?|slabs?)\b[^.]{0,50}\b(?:dropped|sunk|sunken|a step of|lip|uneven|heaved|lifted|lifting|raised)|(?:drain|manhole|inspection chamber|gully|gulley) (?:covers?|lids?|grates?)\b[^.]{0,40}\b(?:cracked|broken|rocking|rocks|loose|missing|gone|sunk|sunken|collapsed)|(?:lift|elevator)\b[^.]{0,40}\b(?:short of|not level|isn't level|doesn't level|stopping short|stops short)|\b(?:slippery|slippy|slip hazard|icy)|(?:carpet|runner|stair carpet)\b[^.]{0,30}\b(?:come loose|loose)\b[^.]{0,30}\b(?:steps?|stairs?|treads?)|turn an ankle|(?:catches|caught|catch|catching) (?:your|her|his|their|my|people's|someone's) (?:foot|feet|toes?|heels?)|(?:restrictors?|spindles?|balusters?|window stays?|safety catch\w*)\b[^.]{0,30}\b(?:missing|broken|loose|gone|snapped|sheared|come off|came off|broken off|bust|bent|removed|taken off|not working|doesn't work|don't work|won't hold|not holding|disabled|overridden|cut)|(?:missing|no|hasn't got|hasnt got|doesn't have|don't have|haven't got|without)\s+(?:its\s+|the\s+|a\s+|any\s+)?(?:restrictors?|spindles?|balusters?|hand ?rails?|railings?|banisters?|bannisters?|balustrades?|guard ?rails?|grab rails?|stair rails?)|(?:snapped|broken|ripped|pulled|taken|removed|sheared|bust|knocked)\s+(?:\w+\s+){0,2}?(?:restrictors?|window stays?|safety catch\w*)\b|(?:decking|deck)\b[^.]{0,30}\brott\w*)/;

/** A spindle of a tap, valve or handle ("the isolator spindle's gone") is no banister spindle. */
const NOT_A_BANISTER =
  /^(?![\s\S]*\b(?:stairs?|staircase|banisters?|bannisters?|balustrad\w*|landing|handrail|railings?)\b)[\s\S]*\b(?:isolators?|valves?|taps?|faucets?|handles?|knobs?|locks?|stopcocks?|cartridges?)\b/;

const NOT_SO =
  /\b(?:not|isn't|isnt|aren't|arent|never|nothing to|no sign of|no|without any)\s+(?:\w+\s+){0,2}?(?:loose|catch\w*|trip\w*|lifting|uneven|wobbl\w*|moving|slippery|leaks?|leaking|drips?|dripping|wet|water)\b/g;
const STANDING = /pool|puddle|standing|sitting/;
const SOLID_FUEL =
  /\b(?:wood ?burner|log ?burner|multi-?fuel|solid fuel|open fire|fireplace|stove)\b/;

// The hazard classes below are written from the policy's classes (docs/priority-policy.md) and
// general knowledge of buildings, not from any one walkthrough's words.

/** Things that burn gas, and what carries gas to them: a fault on them with gas smelt is gas. */
const GAS_BURNING =
  /\b(?:gas|hobs?|cookers?|ovens?|stoves?|ranges?|burners?|rings?|boilers?|furnaces?|water heaters?|heaters?|fires?|flues?|meters?|pipes?|pipework|valves?|pilot(?: light)?)\b/;
/**
 * A gas appliance burning badly or venting into the room (a carbon-monoxide risk): soot or scorching
 * on or above it, a yellow or orange flame, a flue that is disconnected, cracked or leaking.
 */
const GAS_SIGNS =
  /\b(?:(?:gas (?:fire|heater|boiler|cooker|hob|oven|appliance|water heater)s?|boilers?|furnaces?|water heaters?)\b[^.]{0,50}\b(?:soot\w*|scorch\w*|black(?:ened)? marks?|burn marks?|discolou?r\w*|stain\w*|yellow flame|orange flame|lazy flame|fumes)|(?:yellow|orange|lazy|floppy) flames?|flues?\b[^.]{0,40}\b(?:disconnected|come apart|coming apart|separated|loose|cracked|split|broken|leaking|missing|not connected|fallen|dropped|corroded|rusted through|blocked|hanging|come away|boxed in|covered over|obstructed|under the (?:decking|boards))|(?:disconnected|cracked|split|broken|leaking|missing|blocked) (?:\w+ )?flues?|fumes (?:coming |leaking )?(?:in|into|back)|spillage)\b/;
const GAS_HOUSING =
  /\bmeter\s+(?:box|cupboard|cabinet|housing|door|cover|lid|enclosure)\b(?![^.]{0,40}\b(?:smell|leak|hiss))/;
/** Fire separation as well as the devices: the seals, strips and stopping that keep a fire in its room. */
const FIRE_SEPARATION =
  /\b(?:intumescent(?: strips?| seals?)?|smoke seals?|cold smoke seals?|fire ?stopping|fire ?stops?|fire collars?|compartmentation|fire (?:board|barrier|seal)s?)\b[^.]{0,40}\b(?:missing|gone|removed|painted over|damaged|broken|torn|holes?|gaps?|not there|never fitted|ripped|pulled out)\b|\b(?:missing|no|without|gaps? in the|holes? in the|holes? through the|breach\w* (?:in|of) the)\s+(?:\w+\s+)?(?:intumescent\w*|smoke seals?|fire ?stopping|fire ?stops?|compartment\w*|fire (?:board|barrier|seal)s?)\b/;
/**
 * Possibly structural (HHSRS structural collapse and falling elements): a crack said to be wide,
 * growing or through the wall; a ceiling, floor, wall or lintel bulging, sagging, bowing, leaning,
 * dropping or collapsing; masonry, render or roof coverings coming down.
 */
const CRACK_SIZE =
  /\b(?:(?:wide|big|large|huge|massive|serious|major|deep|diagonal|stepped|step|growing|widening|spreading|structural-looking)\s+(?:\w+\s+)?cracks?|cracks?\b[^.]{0,90}?\b(?:(?:getting|got|grown|gone|grows|growing) (?:a lot |much )?(?:bigger|wider|longer|worse)|(?:is |are |has been |'s |keeps )?(?:growing|widening|opening up|spreading)|right through|(?:goes|going|runs|running|gone) through|all the way (?:through|up|down|across)|(?:fit|get|put|stick) (?:a |your |my |two |three )?(?:finger|fingers|hand|coin|pound coin|penny|pen|pencil|screwdriver|card)|see (?:daylight|light|outside|through)|daylight|(?:[5-9]|[1-9]\d+)\s*(?:mm|mil|millimet\w*)|(?:five|six|seven|eight|nine|ten|fifteen|twenty)\s+(?:mm|mil|millimet\w*)|(?:\d+|one|two|three|four|five|half an?|an?)\s*(?:cm|centimet\w*|inch\w*)|wide enough|quite wide|really wide|very wide))/;
/** "It's about five mil wide, and it's getting wider": said of a crack just named, it is a big one. */
export const saysCrackIsBig = (text: string) => CRACK_SIZE.test(`cracks ${text}`);
const SAGGING =
  /\b(?:(?:ceilings?|roof|roofs|floors?|joists?|beams?|lintels?|walls?|gable|chimney(?: stack| breast)?|stack|brickwork|bay|parapet|porch roof|canopy|balcony|staircase|stairs|plasterboard|drywall|sheetrock)\b[^.]{0,40}\b(?:(?<=(?:ceilings?|roof|walls?)(?:'s| is| are| has| have)?(?: come| fallen| gone)? )down\b|bulg\w*|sag\w*|bell(?:y|ies|ying|ied)(?: down)?|bowing|bowed|bows|dropp(?:ed|ing)|leaning|leans|collaps\w*|caved in|caving in|fallen in|falling in|given way|giving way|bouncy|springy|moving(?!\s+(?:[a-z]+\s+)?(?:dolly|dollies|trolley|truck|van|lorry|day|company|crew|men|boxes|furniture|in|out))|pulling away|come away from the (?:house|wall|building))|(?:bulg\w*|sagg\w*|bowing|bowed|leaning|collapsed|collapsing)\s+(?:\w+\s+)?(?:ceilings?|roof|floors?|joists?|beams?|lintels?|walls?|gable|chimney|stack))\b/;
const FALLING =
  /\b(?:(?:render|brickwork|bricks?|masonry|stonework|coping(?: stones?)?|chimney pots?|pots?|cladding|soffits?|fascias?|lead flashing|ridge tiles?|roof tiles?|tiles?|slates?|plaster|ceiling|lath|concrete)\b[^.]{0,40}\b(?:falling|fallen|could fall|might fall|going to fall|about to fall|coming down|hanging (?:down|over)|dropped (?:onto|on)|landed|come off onto|onto the (?:path|pavement|street|drive|car|steps|entrance))|falling (?:masonry|render|bricks|tiles|slates|plaster|debris|concrete)|spall\w*|(?:exposed|rusty|rusted|visible) (?:rebar|reinforcement|steel)|(?:rebar|reinforcement)\b[^.]{0,20}\b(?:showing|exposed|visible|rusting))\b/;
/**
 * Render or plaster bulging or blown ("render cracked and bulging, sounds hollow") is the finish
 * coming away from the wall, a repair to make good: masonry or render falling is another matter.
 */
const FINISH_BULGING =
  /\b(?:render\w*|plaster\w*|pebble ?dash|roughcast|skim|paint\w*|wallpaper)\b(?:\s+[a-z']+){0,3}?\s+(?:bulg\w*|bow\w*|blown|hollow|bubbl\w*|blister\w*)\b/g;
/** Finishes a crack in which is a repair to make good, not the structure (plaster, tiles, glass). */
const FINISH_CRACK =
  /\b(?:plaster\w*|paint\w*|tiles?|tiling|grout|sealant|silicone|mastic|glass|glazing|panes?|windows?|mirrors?|worktops?|sinks?|basins?|toilets?|pans?|cisterns?|bath|shower trays?|screens?|doors?|frames?|sills?|skirting|coving|artex|render|screed|lino|vinyl|laminate|faceplate|cover|lid|seat|panel|covers?)\b/;
/** Gaps or damage to surfaces where people walk: a hole in the floor is a fall. */
const FLOOR_HOLE =
  /\b(?:holes?|gaps?)\s+(?:\w+\s+)?(?:in|through)\s+(?:the\s+)?(?:floor|floorboards?|boards|decking|deck|stairs?|treads?|landing|path|step)\b|\b(?:floor|floorboards?|decking|deck|treads?)\b[^.]{0,30}\b(?:hole|holes|gone through|went through|put (?:my|your|a) foot through|gave way|give way|giving way|bouncy|springy)\b/;
/** Other dangers to people (HHSRS collision, entrapment, flames and hot surfaces, asbestos); a hob that will not turn off. */
const OTHER_DANGER =
  /\b(?:(?:raw\s+)?sewage|foul water\b[^.]{0,30}\b(?:coming up|backing up|overflowing|in the)|(?:dryer|tumble dryer)\s+(?:vent|duct|ducting|hose|exhaust)s?\b[^.]{0,30}\b(?:disconnected|off|come off|came off|loose|blocked|crushed|missing|kinked|split)|lint\b[^.]{0,20}\b(?:everywhere|build-?up|built up|all over|clogged|packed|piled)|(?:clogged|blocked|packed|full|choked|caked|stuffed)\s+(?:up\s+)?with\s+lint|(?:relief|pressure relief|tpr|t&p|temperature and pressure|safety) valve\b[^.]{0,40}\b(?:leak\w*|drip\w*|missing|capped|plugged|blocked|discharging|weeping)|discharge (?:pipe|line|tube)\b[^.]{0,20}\b(?:missing|capped|blocked|plugged|not (?:fitted|there|connected))|(?:hobs?|rings?|burners?|cookers?|ovens?|grills?|heaters?|fires?|hotplates?|elements?)\b[^.]{0,30}\b(?:won't|will not|doesn't|does not|can't|cannot)\s+(?:\w+\s+)?(?:turn|switch)\s+(?:it\s+)?off|(?:blind|curtain)\s+(?:cords?|chains?|loops?|pulls?)\b[^.]{0,40}\b(?:loose|hanging|dangling|looped|loop|no (?:cleat|tidy|safety)|not (?:secured|tied|fixed)|cleat (?:missing|gone|broken|off)|within reach|reach of)|(?:no|missing|without (?:a|any))\s+(?:cord\s+)?(?:cleats?|cord tid(?:y|ies)|safety devices?)|scald\w*|too hot to (?:touch|hold)|(?:glass|glazing|panes?|mirror)\b[^.]{0,30}\b(?<!\b(?:not|isn't|isnt|hasn't|hasnt|never|nothing)\s+(?:been\s+|quite\s+|yet\s+)?)(?:smashed|shattered|broken|sharp|jagged|missing|fallen out)|(?:smashed|shattered|broken|jagged) (?:\w+ )?(?:glass|glazing|panes?)|sharp (?:edges?|glass|metal|bits)|asbestos\b[^.]{0,60}\b(?:damaged|broken|crumbl\w*|flaking|disturbed|drilled|cracked|exposed|loose|falling|torn|fibres?|dust)|(?:wood ?burner|log ?burner|multi-?fuel|stove)\b[^.]{0,80}\b(?:rope|door seal|glass|flue)\b[^.]{0,30}\b(?:hanging off|missing|gone|broken|cracked|perished|won't seal|doesn't seal|not sealing|come away|come off)|(?:damaged|broken|crumbling|disturbed|drilled|cracked) (?:\w+ )?asbestos)\b/;
/** A toilet, and said to be the household's only one: out of use, the home has none. */
const TOILET = /\b(?:toilets?|loos?|wc|w\.c\.|lavatory|cistern|flush)\b/;
const ONLY_TOILET =
  /\b(?:(?:the|our|their|your) only (?:toilet|loo|wc|lavatory|bathroom)|only (?:one )?(?:toilet|loo|wc|bathroom) in the (?:house|flat|home|place|property|unit|building)|(?:there's|there is|there isn't|there is not|they've|they have)\s+(?:no|not|got no)\s+(?:an)?other\s+(?:one|toilet|loo|wc)|(?:only|just) the (?:one|single) (?:toilet|loo|wc)|(?:it's|is|that's) the only one)\b/;
/** A seat or a lid is a toilet's part, not its use. */
const TOILET_PART_ONLY =
  /\b(?:seat|lid|cover|hinge)s?\b(?![^.]{0,40}\b(?:flush|block|leak|broken pan|cracked pan)\w*)/;
/** Wear and tear of a finish ("worn", "threadbare", "tatty"): cosmetic on a floor covering or a surface. */
const WEAR =
  /^(?:worn|worn out|threadbare|tatty|frayed|fraying|shot|past its best|past its life|end of its life|seen better days|beyond its life|knackered)$/;
const FINISH =
  /\b(?:carpet\w*|rugs?|runner|mats?|lino|vinyl|laminate|flooring|floor|enamel|paint\w*|varnish|lacquer|finish|surface|worktops?|countertops?|counters?|benchtops?|decor\w*|wallpaper|upholstery|curtains?|sofa|fabric|nosings?|grips?|treads?|steps?|stairs?|threshold|thresholds|doormat|handle|handles|tiles?|grout|sealant|coating)\b/;
/** Holes left by fixings ("nail holes", "screw holes where pictures were"): making good, cosmetic. */
const FIXING_HOLES =
  /\b(?:(?:nail|screw|pin|drawing pin|picture|fixing|rawl ?plug|plug|tack|hook|bracket|blu tack)\s+holes?|(?:small|little|tiny|few)\s+holes?\s+(?:\w+\s+)?(?:in|on)\s+(?:the\s+)?(?:plaster|walls?|paint\w*|woodwork|door|skirting|ceiling)|holes?\b[^.]{0,40}\b(?:where (?:[a-z']+\s+){0,3}?(?:pictures?|shelves|shelf|tv|telly|mirror|curtain|hooks?|posters?|brackets?)|from (?:pictures|shelves|the tv|hooks|fixings|posters)))\b/;
const SURFACE_MARKS =
  /\b(?:rust (?:spots?|marks?|stains?)|spots? of rust|surface rust|bit of rust|touch of rust|little rust|limescale)\b/;
// (Not an insect screen: a torn window or door screen lets the bugs in, a routine repair.)
const DRESSING =
  /\b(?:blinds?|slats?|curtains?(?! (?:rails?|tracks?|poles?))|light ?shades?|lamp ?shades?|shades?|nets?|valances?)\b/;
const WALL_FINISH = /\b(?:wallpaper|paintwork|paint|plaster|decoration|decor)\b/;
const DAMP_WORDS = /\b(?:damp\w*|mould\w*|mold\w*|wet|leak\w*|water|condensation|tide ?marks?)\b/;
/** Parts whose job is to move air or water: dirt in them stops them working (a filter, a gutter). */
const WORKING_PART =
  /\b(?:filters?|vents?|ducts?|ducting|grilles?|gutters?|guttering|drains?|gull(?:y|ies)|traps?|downpipes?|flues?|coils?|condensers?|air intakes?|lint traps?|hoppers?|air bricks?|airbricks?|trickle vents?)\b/;
const WATER_STAIN =
  /\b(?:ceilings?|ceiling tiles?|walls?|chimney breast|plasterboard|drywall|plaster|water (?:stains?|marks?)|brown (?:stains?|rings?|marks?|patch)|yellow(?:ish)? (?:stains?|rings?|marks?)|tide ?marks?)\b/;
const SOFT_FINISH =
  /\b(?:carpets?|carpet tiles?|rugs?|runners?|mats?|sofas?|couch|armchairs?|chairs?|cushions?|upholstery|curtains?|blinds?|mattress\w*|beds?|worktops?|countertops?|tables?|desks?|grout|bath|enamel|sink|basin|toilet|shower tray)\b/;
const SEAL_FAILING = /^(?:peeling|flaking|bubbling|blistering)$/;
const SEALANT = /\b(?:silicone|sealant|mastic|caulk\w*|seals?|sealing)\b/;
const ESCAPING_OVER =
  /\b(?:overflow\w*|spill\w*|pour\w*|running|coming)\s+(?:out\s+)?(?:onto|over|across|into|all over|out of)\b/;
const TAP_WONT_SHUT =
  /\b(?:won't|will not|doesn't|does not|can't|cannot|couldn't|not)\s+(?:\w+\s+)?(?:turn|shut|switch)(?:ing)?\s+(?:it\s+)?off\b/;
/**
 * A guess at the cause ("probably rain coming down the chimney", "could be water getting in under the
 * door") says what may be happening, not that water is getting in now: what follows it is no fact of
 * water. (Gas and burning are acted on when suspected: only the water fact reads it.)
 */
const GUESSED =
  /\b(?:probably|possibly|maybe|perhaps|likely|might be|could be|may be|must be|i reckon|i suspect|i'd guess|my guess is)\b[^.]*/g;
/** Water going where it is meant to go ("a tap dripping into the basin") is not water escaping. */
const INTO_ITS_BOWL =
  /\binto the (?:sink|basin|bath|bathtub|tub|shower tray|tray|bowl|pan|toilet|plughole|drain|gully|trap)\b(?!\s+(?:unit|cupboard|cabinet|base|surround|panel|area))/g;
/**
 * Water that escapes outside the building from its rainwater goods (a gutter overflowing down the
 * wall, a downpipe leaking onto the path) is a routine repair unless it comes in.
 */
const OUTSIDE_WATER =
  /\b(?:gutters?|guttering|downpipes?|down pipes?|hoppers?|rainwater pipes?|rainwater goods|water butts?)\b/;
/** A toilet, tank or appliance leaking at its base lets water out onto the floor (a tap's base is a washer). */
const BASE_LEAK =
  /\b(?:leaking|leaks|seeping|weeping|water)\s+(?:out\s+)?(?:from|at|round|around|under|underneath)\s+(?:the\s+)?(?:bottom|base)\b/;
const STANDS_ON_FLOOR =
  /\b(?:toilets?|loos?|wc|pan|water heaters?|cylinders?|tanks?|boilers?|washing machines?|dishwashers?|fridges?|freezers?)\b/;
/** A roof that leaks now lets water into the building ("the garage roof is leaking"); one that leaked, or is fixed, does not. */
const ROOF_LEAKING =
  /\b(?:roof|roofs|skylights?|roof ?lights?|rooflights?|velux)\b(?:\s+[a-z']+){0,3}?\s+(?:is\s+|are\s+|'s\s+|has\s+started\s+|keeps\s+|still\s+)?(?:leaking|leaks|letting (?:water |rain )?in|lets (?:water |rain )?in)\b/;
const COMES_INSIDE =
  /\b(?:inside|indoors|into the (?:house|home|flat|apartment|unit|room|kitchen|bedroom|bathroom|lounge|loft|building|property|cavity)|through (?:the |to the )?(?:wall|ceiling|roof|window|frame|inside)|coming in|getting in|letting in|lets? (?:the )?(?:water|rain) in|comes in|gets in|ceiling|internal)\b/;

/** Water escaping now (a leak, a drip, a weep), as opposed to the mark a leak left. */
const LEAKING_NOW =
  /\b(?:leak|leaks|leaking|leaky|leakage|drip|drips|dripping|drippy|weep|weeps|weeping|spraying|squirting|gushing|pouring out|spitting(?: out)? (?:a bit of )?water)\b/;
/** A tap that drips sends its water where it is meant to go: a washer, a routine repair. */
const TAP_DRIP =
  /\b(?:taps?|faucets?|spouts?|mixers?|shower ?heads?|hose bibs?|spigots?|sillcocks?|paint|gloss|emulsion|varnish|finish)\b/;
/** A leak said to be old, dry or over: the damage stays, the leak does not. */
const LEAK_OVER = /\b(?:old|dry|dried|historic|previous|used to|was leaking|had a leak|stopped)\b/;
/** A cause thought of, not seen ("I think the seal has been leaking for a while"). */
const THOUGHT = /\b(?:i think|i'd say|i imagine|looks like|sounds like|i bet)\b[^.]*/g;
/** Leaks that are not water: a closer's oil, air round a frame, gas (its own rule), light. */
const NOT_WATER_LEAK = /\b(?:oil|oily|air|gas|light|fumes|smoke|coolant|refrigerant|grease)\b/;

/** A crack said to have stopped moving: old, no movement, shrinkage, been there for years. */
const STILL_CRACK =
  /\b(?:no (?:sign of )?movement|not moving|isn't moving|hasn't moved|no further movement|(?:normal|just|only)?\s*shrinkage|settlement cracks?|historic|old (?:plaster|crack|cracks)|(?:been|it's been|they've been) (?:there|like that) (?:for )?(?:years|ages|donkey's))\b/;

/** Soiling: a clean, not a repair ("all sooted up, just wants a clean"). */
const WANTS_CLEAN =
  /\b(?:(?:wants|needs|could do with|just needs|only needs|just wants)\s+(?:a\s+(?:good\s+|deep\s+|proper\s+)?)?clean(?:ing|ed)?|a clean\b|cleaned|wiping|wipe down|wiped)\b/;

/**
 * What the policy needs to know about one finding (priority-policy.ts): the cue said about it, and
 * which of the kinds it names its fixture, defects and own words show. `text` is the finding's
 * stretch of the sentence.
 */
export function priorityFacts(
  fixture: FixtureHit | null,
  defects: DefectHit[],
  tone: Tone,
  cue: ToneCue | null,
  text: string,
): PriorityFacts {
  const named = defects.filter((d) => d.defect.id !== "needs_work");
  const name = fixture?.fixture.name ?? "";
  // Wear of a finish, holes left by fixings, soot or dirt that wants a clean: cosmetic as well.
  const cosmeticHit = (d: DefectHit) =>
    (d.defect.cosmetic &&
      // "a smell of damp, and the wallpaper's peeling": a wall finish failing beside damp is its sign.
      !(
        tone.damp &&
        WALL_FINISH.test(`${fixture?.phrase ?? ""} ${text}`) &&
        !/stain/.test(d.phrase)
      ) &&
      // Dirt in a part that moves air or water is maintenance; a seal peeling lets water behind.
      !(d.defect.id === "dirty" && WORKING_PART.test(`${name} ${text}`)) &&
      // A stain on a ceiling or a wall is a sign of water: a routine repair to trace, not cosmetic.
      !(
        d.defect.id === "dirty" &&
        /stain/.test(d.phrase) &&
        WATER_STAIN.test(`${name} ${text}`) &&
        !SOFT_FINISH.test(`${name} ${text}`)
      ) &&
      !(SEAL_FAILING.test(d.phrase) && SEALANT.test(`${name} ${text}`))) ||
    (WEAR.test(d.phrase) && FINISH.test(text)) ||
    (d.defect.id === "hole" && FIXING_HOLES.test(text)) ||
    // A dent, surface rust or limescale on a surface, and damage to wallpaper, blinds, curtains or a
    // light shade (not a blind cord, not where there is damp) is cosmetic.
    (d.defect.id === "hole" && /^dent/.test(d.phrase)) ||
    // A gouge in a floor, a worktop or a coating is damage to the finish, like a deep scratch.
    (/^goug/.test(d.phrase) && FINISH.test(`${fixture?.phrase ?? ""} ${text}`)) ||
    (d.defect.id === "rust" &&
      SURFACE_MARKS.test(text) &&
      !/\b(?:through|holes?|flaking badly|structural|railings?|balcony|lintels?|pipes?)\b/.test(
        text,
      )) ||
    (DRESSING.test(fixture?.phrase ?? "") && !/\b(?:cords?|chains?|loops?)\b/.test(text)) ||
    (/\b(?:wallpaper|paintwork|paint|decoration|decor)\b/.test(fixture?.phrase ?? "") &&
      !tone.damp &&
      !DAMP_WORDS.test(text)) ||
    // A burn mark on a carpet or a worktop is damage to the finish, not electrics.
    (d.defect.id === "burn" &&
      FINISH.test(`${name} ${text}`) &&
      !ELECTRICAL_HAZARD.has(name) &&
      !ELECTRICAL_DANGER.test(text)) ||
    (d.defect.id === "gas" && SOLID_FUEL.test(text) && WANTS_CLEAN.test(text)) ||
    // "crack along the plasterboard joint, old, no movement": a crack said to be old and still is
    // the finish's, not the structure's.
    (d.defect.id === "crack" && STILL_CRACK.test(text) && !tone.structural);
  const cosmetic = named.length > 0 && named.every(cosmeticHit);
  // "…worn on the nosings, but it's not loose anywhere", "no sign of leaks under the sink": what is
  // said not to be so is no fact.
  const asSaid = text.replace(NOT_SO, " ");
  const ids = new Set(defects.map((d) => d.defect.id));
  // Soot on a wood burner is a clean, not gas.
  const solidFuel = SOLID_FUEL.test(text) && !/\bgas\b/.test(text);
  // "the chimney's not capped": capping is of wires only when wires are named.
  const cappedNotWires = (d: DefectHit) =>
    d.defect.id === "electrical_hazard" && /\bcapped\b/.test(d.phrase) && !WIRES.test(text);
  // "The door closer's leaking oil and the door slams": a closer is a fire door's only where the
  // door is said to be one, or is a flat's own entrance door (a fire door by law in a block).
  const anyDoorsCloser =
    name === "fire door" &&
    /\bcloser\b/.test(fixture!.phrase) &&
    !/\bfire\b/.test(text) &&
    !FLATS_OWN_DOOR.test(text);
  const highDefect = defects.some(
    (d) =>
      d.defect.priority === "HIGH" &&
      !(d.defect.id === "gas" && solidFuel) &&
      !cappedNotWires(d) &&
      !drainBackedUp(d, asSaid) &&
      !(d.defect.id === "flood" && CONDENSATION.test(asSaid)) &&
      !(d.defect.id === "no_heat" && appliance(fixture, text)) &&
      !faultOfOther(d, fixture),
  );
  return {
    said: cue && { level: cue.level, phrase: cue.phrase, notHigh: cue.notHigh },
    gas:
      (ids.has("gas") && !solidFuel) ||
      // (A gas meter's box or cupboard door broken is its housing, not the gas.)
      (name === "gas" && !GAS_HOUSING.test(text)) ||
      (name === "gas fire" && named.length > 0 && !cosmetic) ||
      (!solidFuel && GAS_SIGNS.test(asSaid)) ||
      // "The hob, one ring won't turn off, you can smell gas": the smell is of the thing's fault.
      (tone.gasSmell && named.length > 0 && GAS_BURNING.test(`${name} ${text}`)),
    // A safety device whose only defects are cosmetic ("the fire door is scuffed at the bottom", "the
    // handrail paint is chipped") is no hazard: it is cosmetic.
    fire:
      (FIRE_DEVICES.has(name) && !cosmetic && !anyDoorsCloser) ||
      ids.has("blocked_exit") ||
      // "Boxes stacked right in front of the fire exit": a way out with things in front of it.
      ((ids.has("blocked") || ids.has("blocked_exit")) && IN_FRONT_OF_EXIT.test(asSaid)) ||
      (FIRE.test(asSaid) && FIRE_FAULT.test(asSaid)) ||
      FIRE_SEPARATION.test(asSaid),
    electrical:
      (ELECTRICAL_HAZARD.has(name) &&
        !drainageOutlet(fixture, text) &&
        !cosmetic &&
        !(FAILS_TO_WORK_ONLY.has(name) && onlyFailsToWork(named, asSaid))) ||
      (PROTECTIVE.test(asSaid) && PROTECTION_FAILS.test(asSaid)) ||
      defects.some((d) => d.defect.id === "electrical_hazard" && !cappedNotWires(d)) ||
      tone.waterNearElectrics ||
      ELECTRICAL_DANGER.test(asSaid) ||
      // A lighting column with its door or panel off leaves its live terminals in reach.
      (name === "lighting column" && COLUMN_OPEN.test(asSaid)),
    // A slow or blocked drain with water sitting round it is a blocked drain, not water getting in.
    water:
      !(OUTSIDE_WATER.test(`${name} ${text}`) && !COMES_INSIDE.test(asSaid)) &&
      // "condensation pouring down the windows": damp from the air inside, not water getting in.
      !CONDENSATION.test(asSaid) &&
      (defects.some((d) => d.defect.id === "flood" && !drainBackedUp(d, asSaid)) ||
        ROOF_LEAKING.test(asSaid) ||
        (BASE_LEAK.test(asSaid) && STANDS_ON_FLOOR.test(`${name} ${text}`)) ||
        // "the bath tap won't turn off fully": a tap that will not shut off is water escaping now.
        (/\b(?:taps?|faucets?|valves?|stopcocks?|stop taps?|mixers?)\b/.test(`${name} ${text}`) &&
          TAP_WONT_SHUT.test(asSaid) &&
          // "doesn't fully turn off", dripping: a worn washer, not water running away.
          (!/\b(?:fully|properly|completely|all the way)\b/.test(asSaid) ||
            /\b(?:running|pouring|gushing|streaming|full flow)\b/.test(asSaid))) ||
        (WET_WORDS.test(asSaid) &&
          WATER_IN.test(asSaid.replace(GUESSED, " ").replace(INTO_ITS_BOWL, " ")) &&
          !(
            ids.has("blocked") &&
            // "…is overflowing onto the bathroom floor" is water escaping, not sitting round a drain.
            !ESCAPING_OVER.test(asSaid) &&
            defects.every((d) => d.defect.id !== "leak" || STANDING.test(d.phrase))
          ))),
    // A leak now, not the stain it left, the rainwater goods outside, or a closer's oil.
    leak:
      defects.some((d) => d.defect.id === "leak" && LEAKING_NOW.test(d.phrase)) &&
      LEAKING_NOW.test(asSaid.replace(GUESSED, " ").replace(THOUGHT, " ")) &&
      !NOT_WATER_LEAK.test(asSaid) &&
      !TAP_DRIP.test(`${name} ${text}`) &&
      !LEAK_OVER.test(asSaid) &&
      !INTO_ITS_BOWL.test(asSaid) &&
      !(OUTSIDE_WATER.test(`${name} ${text}`) && !COMES_INSIDE.test(asSaid)),
    // An oven, grill or dryer that won't heat is an appliance repair, not the home's heating.
    heat:
      !appliance(fixture, text) &&
      ((ids.has("no_heat") &&
        !defects.every((d) => d.defect.id !== "no_heat" || faultOfOther(d, fixture))) ||
        NO_HEAT.test(asSaid)),
    toilet:
      named.length > 0 &&
      !cosmetic &&
      TOILET.test(`${name} ${text}`) &&
      ONLY_TOILET.test(asSaid) &&
      !TOILET_PART_ONLY.test(asSaid),
    // "Garage, …, so the door won't close": the heading says which door.
    security:
      // ("The back door. It doesn't shut properly": the door named in the sentence before.)
      (WONT_SECURE.test(asSaid) &&
        (OUTSIDE_WAY_IN.test(`${fixture?.phrase ?? ""} ${asSaid}`) ||
          (OUTSIDE_PLACE.test(tone.heading) &&
            /\b(?:doors?|windows?|shutters?|gates?)\b/.test(asSaid)))) ||
      // A window that won't lock, on any floor: a window is a way in (a flat roof, a ladder).
      (WINDOWISH.test(`${name} ${text}`) && WINDOW_LOCK_FAILS.test(asSaid)),
    fall:
      ids.has("trip") ||
      (FALL_GUARDS.has(name) && !cosmetic) ||
      FALL.test(NOT_A_BANISTER.test(asSaid) ? asSaid.replace(/\bspindles?\b/g, " ") : asSaid) ||
      FLOOR_HOLE.test(asSaid),
    structural:
      tone.structural ||
      (fixture?.fixture.category === "structural" && ids.has("crack")) ||
      (ids.has("crack") &&
        CRACK_SIZE.test(asSaid) &&
        !FINISH_CRACK.test(`${onlyWhere(fixture, asSaid) ? "" : name} ${crackThing(asSaid)}`)) ||
      SAGGING.test(asSaid.replace(FINISH_BULGING, " ")) ||
      FALLING.test(asSaid),
    hazard:
      highDefect ||
      (!!fixture?.fixture.lifeSafety &&
        !cosmetic &&
        !anyDoorsCloser &&
        !(name === "gas" && GAS_HOUSING.test(text))) ||
      OTHER_DANGER.test(asSaid),
    cosmetic,
  };
}

/** "the bath, the plug is missing", "roof outlet blocked with leaves": a plug or outlet for water, not a socket. */
function drainageOutlet(fixture: FixtureHit | null, text: string): boolean {
  if (!fixture) return false;
  if (/\bplugs?$/.test(fixture.phrase))
    return /\b(?:chain|plughole|stopper)\b|\b(?:bath|sink|basin|shower)\s+plugs?\b|\b(?:bath|sink|basin),?\s+the\s+plug\b/.test(
      text,
    );
  return (
    /\boutlets?$/.test(fixture.phrase) &&
    /\b(?:roof|gutters?|rainwater|drains?|leaves|ponding|downpipes?|gull(?:e)?ys?)\b/.test(text)
  );
}

/** "a crack above the living room door": the thing named is where the crack is, not what is cracked. */
function onlyWhere(fixture: FixtureHit | null, text: string): boolean {
  const head = fixture?.phrase.split(/\s+/).at(-1);
  if (!head) return false;
  return new RegExp(
    `\\b(?:above|over|below|under|beside|next to|by|round|around|from|between)\\s+(?:the\\s+|a\\s+)?(?:[\\w'-]+\\s+){0,2}${head}\\b`,
  ).test(text);
}

/** The words naming what is cracked: the few before "crack" and the object of "in"/"on" after it. */
function crackThing(text: string): string {
  const at = text.search(/\bcrack/);
  if (at < 0) return "";
  const before = text.slice(Math.max(0, at - 30), at);
  const after =
    /^\w*\s+(?:\w+\s+){0,3}?(?:in|on|across|along|through|down|up)\s+(?:the\s+|a\s+|that\s+)?((?:[\w-]+\s+){0,2}[\w-]+)/.exec(
      text.slice(at),
    );
  return `${before} ${after?.[1] ?? ""}`;
}

/** Priority and its reason, by the policy (docs/priority-policy.md). */
export function priorityOf(
  fixture: FixtureHit | null,
  defects: DefectHit[],
  tone: Tone,
  cue: ToneCue | null,
  text: string,
): PriorityCall {
  return decidePriority(priorityFacts(fixture, defects, tone, cue, text));
}

const order: Record<Priority, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 };
export const priorityOrder = order;
