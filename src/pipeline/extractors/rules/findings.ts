/** From transcript to findings: clause by clause, with the location in force, then retractions and merging. */
import type { Category, ExtractedItem, Priority, TranscriptInput } from "../types.ts";
import {
  categoryOf,
  cueIn,
  priorityOrder,
  primaryDefect,
  priorityOf,
  saysCrackIsBig,
  sentenceTone,
  type Tone,
  wontSecure,
} from "./classify.ts";
import {
  hasDenial,
  hasReportDenial,
  pointsBackAtIt,
  type SentenceCues,
  sentenceCues,
} from "./cues.ts";
import {
  type DefectHit,
  type FixtureHit,
  findDefects,
  findFixtures,
  LOST_COVERING,
  namesPart,
} from "./detect.ts";
import {
  DEFECTS,
  FIXTURES,
  ingForm,
  PEOPLE,
  TESTED_NOTHING,
  THING_JOBS,
  WORKERS,
} from "./lexicon.ts";
import { findRooms, locationKey, type RoomMention } from "./location.ts";
import { hazardNet, type NetCatch } from "./hazard-net.ts";
import type { LineFacts } from "./line-features.ts";
import { withLearnedKind } from "./kind-model.ts";
import { FOLLOWS_BELOW, RAISES_FROM, RAISES_NOTHING_BELOW, raiseChance } from "./line-model.ts";
import { leftBehind, meantDefects, saidToBeOver, saidToRun } from "./polarity.ts";
import {
  GAS_CALL,
  type PriorityCall,
  policyCall,
  STRUCTURAL_CALL,
  saidPriority,
  withinDays,
} from "./priority-policy.ts";
import { unnamedSubject } from "./subject.ts";
import { endsOnParticle } from "./title-check.ts";
import { type Clause, clean, splitClauses, splitSentences } from "./text.ts";
import { composeTitle, makeTitle, QUANTITY, readable } from "./title.ts";

export interface Unit {
  segIndex: number;
  start: number;
  raw: string;
  text: string;
  /** The segment's words heard with low confidence (from the recogniser), if it said. */
  unclear?: ReadonlySet<string>;
  /** A question the next sentence answers with "None.": read as saying there is none. */
  answeredNone?: boolean;
}

interface Finding {
  unit: Unit;
  /** Offset in the cleaned sentence, for ordering against cues. */
  pos: number;
  fixture: FixtureHit | null;
  subjectKey: string | null;
  defects: DefectHit[];
  title: string;
  location: string | null;
  category: Category;
  priority: Priority;
  /** Why, by the policy (priority-policy.ts): "HIGH: water getting in". */
  priorityReason: string;
  /** The priority was said ("low priority", "urgent"), not inferred: a later mention's cue replaces it. */
  cued?: boolean;
  mentions: number;
  /** A key word (the thing or the problem) was heard with low confidence. */
  unclear?: boolean;
  /** What later mentions added ("Also said at 00:41: …"). */
  more?: string[];
  /** Said as someone's report ("the tenant reported a crack"), not as seen. */
  reported?: boolean;
  /** The defects' ids and whether a thing was named, kept when the hits themselves are let go. */
  problemIds?: string[];
  thingless?: boolean;
  /** The clause named its own subject ("the tap is…"), not a pronoun's or none. */
  namesSubject?: boolean;
  /** The sentences said after the first that went into it, in order (the review page lists them). */
  said?: Said[];
  /** Follow-up sentences ("It needs replacing today."): their words are the item's description. */
  follow?: string[];
  /** The last sentence that added to it (sentenceKey), so a sentence adds once. */
  lastHeard?: string;
  /** Every problem is water that follows from another ("Towel's soaked through"). */
  consequence?: boolean;
  /** The clause named a thing we know as its own subject (not borrowed, not only a place). */
  ownThing?: boolean;
  /** Said as a guess at the cause ("probably burnt toast", "could be the flat upstairs"). */
  hedged?: boolean;
  /** Named as others of the kind ("a couple of the little doors", "another tap"): not one said before. */
  others?: boolean;
}

interface Said {
  raw: string;
  /** A later mention, not the sentence right after. */
  again: boolean;
}

/** The transcript's sentences one at a time: only the findings kept stay in memory, not every sentence. */
export function* units(t: TranscriptInput): Generator<Unit> {
  const segs = t.segments.length ? t.segments : [{ start: 0, end: 0, text: t.text }];
  for (const [segIndex, s] of segs.entries()) {
    const unclear =
      "unclear" in s && Array.isArray(s.unclear) && s.unclear.length
        ? new Set(s.unclear.map((w) => String(w).toLowerCase()))
        : undefined;
    for (const raw of splitSentences(s.text ?? ""))
      yield { segIndex, start: s.start, raw, text: clean(raw), unclear };
  }
}

/** What the summary reads of the sentences: the first few, and whether any had words. */
export interface Opening {
  head: Unit[];
  anyText: boolean;
  /** The recogniser's word confidences, when it gave them: words scored, their sum, and how many were unclear. */
  heard: Heard;
}

export interface Heard {
  words: number;
  confidenceSum: number;
  unclear: number;
}

/** Adds one segment's confidences (weighted by its words) to the visit's tally. */
export function hear(h: Heard, seg: { text?: string; confidence?: unknown; unclear?: unknown }) {
  if (typeof seg.confidence !== "number" || !Number.isFinite(seg.confidence)) return;
  const n = (seg.text ?? "").split(/\s+/).filter(Boolean).length;
  h.words += n;
  h.confidenceSum += n * Math.min(1, Math.max(0, seg.confidence));
  h.unclear += Array.isArray(seg.unclear) ? Math.min(n, seg.unclear.length) : 0;
}

const LEAD = /^(?:(?:and|so|also|then|but|plus|right|okay|ok|yeah|well|now|oh|sorry)\s+)+/;
const PRONOUN_SUBJECT =
  /^(?:it's|its|it|they're|theyre|they|that's|thats|that|this|which|you can see|there's|theres|there is|there are)(?![\w'])/;
// "the tap, the hot tap, is loose on the sink": the clause opens on its verb, its subject said before.
const VERB_ONLY =
  /^(?:(?:is|are|was|were|has|have|had|been|keeps|seems|looks|also|still|now|really|very|quite|a bit|bit)\s+)*$/;
/** "it" and "they": pronouns that mean a thing ("there's", "that" may open on a new one). */
const IT_SUBJECT = /^(?:it|it's|its|they|they're|theyre)(?![\w'])/;
const SUBJECT_NP =
  /(?:^|\s)(?:the|a|an|my|our|their|this|that|these|those|one|two|three|four|some)\s+((?:[a-z'-]+\s+){0,2}[a-z-]+?)(?:\s+(?:is|are|was|were|has|have|keeps|seems|looks|'s)|'s)\s+(?:[a-z'-]+\s+){0,2}$/;
const STARTS_NEW =
  /^(?:(?:the|a|an|one|two|three|four|five|six|both|all|some|several|few|couple|of|our|their|his|her|my|this|these|those|left|right|front|back|main|far|big|small|little|old|[a-z]+-[a-z]+)\s+){0,4}$/;

function pickFixture(fixtures: FixtureHit[], firstDefect: number, text: string): FixtureHit | null {
  const free = fixtures.filter((f) => !f.locative);
  // The clause's grammatical subject ("the hob has one ring not working") wins over a nearer part.
  const subject = free.find(
    (f) => f.start < firstDefect && STARTS_NEW.test(text.slice(0, f.start)),
  );
  if (subject) return subject;
  const before = free.filter((f) => f.start < firstDefect);
  return (
    before.at(-1) ??
    free.find((f) => f.start >= firstDefect) ??
    fixtures.filter((f) => f.start < firstDefect).at(-1) ??
    fixtures[0] ??
    null
  );
}

interface ClauseFinding {
  pos: number;
  fixture: FixtureHit | null;
  subjectKey: string | null;
  defects: DefectHit[];
  title: string;
  startsNew: boolean;
  standalone: boolean;
  consequence: boolean;
  /** The clause names its own thing (not one borrowed from before, not only a place). */
  ownThing: boolean;
  /** A subject of its own said before the problem ("the tap is…", "one of the spindles…"). */
  namesSubject: boolean;
  /** The problem is said with a place of its own ("a crack above the door", not "a gap"). */
  placed: boolean;
}

/**
 * Things between two rooms: "the loft hatch" seen from the landing, "the bathroom door" from the hall
 * name the room they lead to, not where we stand; "the kitchenette tap" is in the kitchenette.
 */
const BETWEEN_ROOMS = new Set(["door", "hatch", "gate", "stairs"]);

const FLOOR = /^(?:ground|first|second|third|fourth|top) floor$/;

/**
 * Whether a room named in a clause is where we now stand. "The loft hatch" seen from the landing, a
 * point in the room we are in ("near the entrance", "outside the bathroom", "on the east side") are
 * not; a floor is only when a sentence opens on it ("Third floor, …"): in mid-sentence it is more
 * often the recogniser's guess than a move.
 */
function standsIn(r: RoomMention, c: Clause, here: string | null, fixtures: FixtureHit[]): boolean {
  const before = c.text.slice(0, r.start);
  if (FLOOR.test(r.name) && !(c.offset === 0 && FLOOR_OPENING.test(before))) return false;
  if (!here) return true;
  return !(
    REFERENCE_POINT.test(before.slice(-24)) ||
    (r.name === "outside" &&
      /^\s+(?:the|a|an|of|our|their|this|that)\b/.test(c.text.slice(r.end))) ||
    (/^(?:north|south|east|west) side$/.test(r.name) &&
      !/^\s*$/.test(before.replace(/^(?:on|the|\s)+/, ""))) ||
    fixtures.some(
      (f) =>
        (f.start <= r.start && f.end > r.end) ||
        (BETWEEN_ROOMS.has(f.fixture.name) &&
          f.start >= r.end &&
          /^\s*$/.test(c.text.slice(r.end, f.start))),
    )
  );
}

const FLOOR_OPENING = /^(?:(?:on|up|onto|to|the|now|so|and|then|right)\s+)*$/;

/** Before a room named as a point in the room we are in ("near the entrance", "outside the office"). */
const REFERENCE_POINT =
  /(?:^|\s)(?:near|by|next to|beside|behind|opposite|towards|toward|close to|outside|facing|from)\s+(?:the|a|an|our|their|this|that)?\s*$/;

/** Who said it, before what they said ("the tenant says", "she told me that"). */
// Anyone who can say it: the people of a home or a workplace, by role or by name ("Chef says",
// "the doctor said", "Mr Patel reckons", "the lads say").
const SAYS =
  /^(?:(?:the|our|their|my|his|her)\s+)?(?:label|sticker|tag|notice|display|screen|card|readout|tenants?|landlord|landlady|owner|owners|occupants?|occupiers?|residents?|lodgers?|agent|neighbours?|neighbors?|manager|caretaker|cleaners?|concierge|porter|chef|cook|doctor|nurse|dentist|receptionist|teacher|staff|guests?|customers?|lads|girls|kids|boss|supervisor|super|janitor|maintenance|he|she|they|(?:mr|mrs|ms|miss|dr)\.?\s+[a-z]+)\s+(?:says|say|said|reckons|reckon|thinks|think|tells me|told me|told us|mentioned|mentions|reports|reported|claims|claim|reckoned|complains|complained|swears)\s+(?:that\s+)?/;

// "here for the damp complaint", "the tenant rang in last week saying…", "call logged as…": why we came.
const REPORTED =
  /\b(?:(?:call|job|ticket|work order|repair|complaint|case)s?(?:'s|\s+(?:is|was|has been|got))?\s+(?:logged|raised|opened|booked|came in)|(?:asked|called|phoned|rang|emailed|complained|worried|concerned|enquired)\s+(?:us\s+|me\s+)?(?:about|regarding)|(?:for|about|re|regarding)\s+(?:the|a|an|their|his|her)\s+(?:[a-z-]+\s+){0,2}(?:complaint|callout|call-out|call out|report)|(?:rang|called|phoned|emailed|messaged|wrote)\s+in)\b/;
// "it's just a sticker": an explanation, never a finding.
// ("it's just chirping", "it's just got a few holes" go on with the problem: a verb is no explanation.)
const EXPLAINED =
  /\b(?:it's|its|it is|that's|thats|they're|theyre|those are|it was|that was) just\b(?!\s+(?:[a-z]+ing|got|has|have|had|needs|wants)\b)/;
// Water damage that follows from the finding before it ("and the joist underneath is wet").
const CAUSE_SAID =
  /\b(?:probably|must be|likely|that's|thats|that is|that'll be|must have been)\s+(?:the\s+|what's\s+)?(?:source|cause|culprit|reason|causing it)\b|^(?:the\s+)?cause(?:'s|\s+is|\s+was)\b|\bi'd put money on it\b|\b(?:he|she|they|the engineer|the plumber|the electrician|the gas guy)\s+(?:thinks|reckons|reckoned|thought)\b/;
/** Surfaces water reaches and spoils: a floor, a cupboard's base, boards, a ceiling, a wall. */
const WATER_REACHED =
  /^(?:(?:cabinet|cupboard|sink|kitchen|bathroom)\s+)?(?:floors?|subfloor|base|bottom|boards?|floorboards?|ceiling|wall|walls|skirting|plaster|plasterboard|drywall|carpet)$/;
const CONSEQUENCE = new Set([
  "wet",
  "soaked",
  "sodden",
  "puddle",
  "puddles",
  "pooling",
  "pouring",
  "water stain",
  "stain",
  "swollen",
  "coming through",
  "getting through",
  "running down the wall",
  // What standing water does to timber and board.
  "swollen",
  "swelling",
  "spongy",
  "gone soft",
  "soft",
  "feels soft",
  "going soft",
  "gone all soft",
  "damp to the touch",
]);

const SPEAKERS_OWN =
  /^(?:sorry\s+)?(?:(?:that|it)(?:'s|\s+is)\s+(?:just\s+)?)?(?:my|our)\s+(?:phone|mobile|laptop|tablet|ipad|torch|radio|pen|van|car|camera|battery|signal|watch|pager)\b/;
// "smells of burning toast", "someone's cooking": a kitchen in use, not wiring overheating.
const COOKING =
  /\b(?:burnt|burning|burned)\s+(?:toast|food|bacon|popcorn|dinner|rice|onions?|sugar|cake|pizza)\b|\bsomeone(?:'s|\s+is)\s+cooking\b/;
// "the main road is flooded", "traffic was terrible": the journey, not the property.
// ("the carpet's worn in the traffic lanes": foot traffic, a part of the floor.)
const OFF_SITE =
  /\b(?:main road|the roads|motorway|traffic(?!\s+(?:lanes?|areas?|routes?|paths?|patterns?|wear)\b)|on my way|on the way (?:here|over|in)|the drive (?:here|over))\b/;

/** "a loose rail's a loose rail": said of any such thing, a reason, not a finding. */
const TAUTOLOGY = /(?:^|\s)(an?\s+[a-z]+(?:\s+[a-z]+)?)(?:'s|\s+is)\s+\1(?![\w'])/;
/** "the hot one", "that one", "the other ones": the thing just named, by "one". */
const ONE_ANAPHORA = /^(?:the|that|this)\s+(?:[a-z]+\s+)?ones?\s/;

function clauseFinding(
  c: Clause,
  borrowed: FixtureHit | null,
  /** The borrowed thing already has a finding ("Front door, there's a scratch…" is the door's). */
  borrowedHasFinding = true,
  /** The clause before, in this sentence, only named the borrowed thing ("Lot 31 siding, …"). */
  borrowedIsTopic = false,
): ClauseFinding | null {
  // "the landlord asked about damp": why we came, not what we found.
  if (
    REPORTED.test(c.text) ||
    OFF_SITE.test(c.text) ||
    TAUTOLOGY.test(c.text) ||
    COOKING.test(c.text)
  )
    return null;
  // "the tenant says it's been weeping": what was said is the clause; the report cue marks it.
  const lead = clauseBody(c.text);
  const shift = c.text.length - lead.length;
  const text = lead
    .slice(0, lead.search(EXPLAINED) >= 0 ? lead.search(EXPLAINED) : lead.length)
    .trim();
  const named = thingsNamed(text);
  // "the shower's running hot", "the tenant is out": all is well, or not about the building.
  const defects = meantDefects(text, named, findDefects(text, named), borrowed);
  // "it won't drain", "it's not cooling": a thing's word inside the problem's is no thing.
  const fixtures = named
    .filter(
      (f) => !defects.some((d) => d.defect.id !== "missing" && d.start < f.start && f.end <= d.end),
    )
    .map((f) => (saidAsCause(text, f, defects) ? { ...f, locative: true } : f));
  if (!defects.length) return null;
  // "Sorry, my phone's buzzing": what the speaker carries, no thing of the building.
  if (!named.length && SPEAKERS_OWN.test(text.replace(LEAD, ""))) return null;
  const first = defects[0]!.start;
  const own = pickFixture(fixtures, first, text);
  // The subject, when the lexicon does not name it whole ("the eyewash station", "the gutter guard").
  const heardSubject = unnamedSubject(
    text,
    defects[0]!,
    fixtures.filter((f) => !f.locative),
  );
  // ("Handrail … between the first and second floor has come off": a place is no subject.)
  const unnamed =
    heardSubject &&
    fixtures.some((f) => f.locative && f.start <= heardSubject.start && heardSubject.end <= f.end)
      ? null
      : heardSubject;
  // "the AC is, it's blowing warm air": the subject was named earlier in the sentence.
  // ("there's a crack above the door" brings in a thing of its own.)
  const verbFirst =
    (PRONOUN_SUBJECT.test(text) &&
      // "there's a crack", "there's a burn mark": the problem brought in as a thing of its own.
      !(
        borrowedHasFinding &&
        THERE_IS_A.exec(text)?.[0].length === thereIsAt(text, first) &&
        // "there's a drip coming off it": "it" is the thing before ("there's a fence panel loose
        // next to it" names a thing of its own).
        !(
          /(?:^|\s)(?:it|them)(?:\s|$)/.test(text.slice(defects[0]!.end)) &&
          !named.some((f) => !f.locative && f.start < defects[0]!.start)
        )
      )) ||
    VERB_ONLY.test(text.slice(0, first)) ||
    // "Wall tiles behind the bench, couple are cracked", "two of them are loose": some of the things
    // just named.
    (!!borrowed && (SOME_OF_THEM.test(text) || ONE_ANAPHORA.test(text)));
  // "that tap's worse, it's leaking into the cupboard": a thing named only as the place does not
  // stop a pronoun (or water that follows from the last thing) from meaning the thing just named.
  const consequenceOnly = defects.every((d) => CONSEQUENCE.has(d.phrase.replace(/\s+/g, " ")));
  // "someone's jammed it open with a fire extinguisher", "it smells of burning when the kettle's
  // on": "it" is the thing before; a thing named after the problem is only where or when.
  const itBefore =
    PRONOUN_REF.test(text.slice(0, Math.min(text.length, defects[0]!.end + 12))) ||
    // "the toilet, whenever you flush it, water seeps out from under the base": the thing's water.
    WATER_SUBJECT.test(text);
  // "Light well, the grating over it is loose": a clause that opens on a noun of its own (not a part
  // of the thing before) is about that noun.
  const ownNoun = OWN_NOUN.exec(text)?.[1];
  const opensOnOwnNoun =
    !!ownNoun && !NOT_A_NOUN.test(ownNoun) && !namesPart(ownNoun) && !findFixtures(ownNoun).length;
  const ownInTimeClause =
    !!own &&
    own.start > first &&
    /\b(?:after|when|whenever|once|before|while|every time)\s/.test(text.slice(first, own.start));
  const borrow =
    !!borrowed &&
    (own
      ? (own.means && !borrowed.locative) ||
        (own.locative && !borrowed.locative && (verbFirst || consequenceOnly || itBefore)) ||
        (!own.locative && !borrowed.locative && own.start > first && itBefore) ||
        // "the toilet, though, keeps running after you flush": a thing named in a clause of when
        // or after is no subject.
        (!own.locative && !borrowed.locative && ownInTimeClause)
      : verbFirst ||
        (borrowedIsTopic && !opensOnOwnNoun) ||
        (!defects.some((d) => d.defect.standalone) && !opensOnOwnNoun));
  // "swinging on the banister and the whole thing's pulled away": the whole of the thing just said,
  // even one said as the place.
  const wholeOf =
    !!borrowed &&
    (!own || own.locative) &&
    /^(?:the\s+)?(?:whole|entire)\s+(?:thing|lot|unit|one)\b/.test(text);
  const borrowedWhole = wholeOf ? { ...borrowed!, locative: false } : borrowed;
  let fixture = borrow || wholeOf ? borrowedWhole : own;
  let subjectStart: number | null = own && !own.locative && own.start < first ? own.start : null;
  let subjectKey = fixture?.fixture.name ?? null;
  let subjectPhrase: string | null = null;
  // A subject we have no word for is best titled as heard, when that keeps the problem ("Signage
  // above the door faded", "Intumescent strip missing on the door").
  let heardFirst = false;
  // "one of the slats on the blind by the telly is snapped": the subject is the first noun, the
  // phrases after it say whose and where; a thing named right after "on" or "of" is its owner.
  const placedSubject =
    !wholeOf && (!fixture || subjectStart === null)
      ? PLACED_SUBJECT.exec(text.slice(0, first))
      : null;
  if (
    placedSubject &&
    !findFixtures(placedSubject[1]!).length &&
    placedSubject[1]!.split(" ").every((w) => !NOT_A_NOUN.test(w))
  ) {
    const owner = named.find((f) => f.start === placedSubject[0].length);
    subjectStart = placedSubject[0].indexOf(placedSubject[1]!);
    subjectPhrase = owner ? `${owner.phrase} ${placedSubject[1]}` : placedSubject[1]!;
    subjectKey = owner ? owner.fixture.name : placedSubject[1]!.split(" ")[0]!;
    fixture = owner ? { ...owner, locative: false } : fixture?.locative ? null : fixture;
  } else if (!wholeOf && (!fixture || subjectStart === null)) {
    // "the top under the think is leaking", "one of the spindles is missing": a subject we have no word for.
    const np = text.slice(0, first).match(SUBJECT_NP);
    // "the tile that's cracked": the tile; "the bedroom there's a crack": no subject at all.
    // "the grating over it": the thing, not where it is.
    if (np)
      np[1] = np[1]!
        .replace(/\s+(?:that|which|who)$/, "")
        .replace(/\s+(?:over|on|in|under|of|behind|by|above|round|around)\s+(?:it|them)$/, "");
    // "the eyewash station only dribbles", "the parking sign at the first space is bent": the
    // subject phrase as grammar finds it (subject.ts), else as the pattern above has it.
    const subject =
      unnamed && !(own && !own.locative)
        ? unnamed
        : np &&
            !PRONOUN_SUBJECT.test(np[1]!) &&
            !/(?:^|\s)(?:there|here|it|this|what|oh|ah|um|er)$/.test(np[1]!) &&
            !findFixtures(np[1]!).length
          ? {
              phrase: np[1]!,
              head: np[1]!.split(" ").at(-1)!,
              key: np[1]!.split(" ")[0]!,
              start: text.slice(0, first).indexOf(np[1]!),
            }
          : null;
    if (subject) {
      subjectStart = subject.start;
      // "worktop by the sink, the edge is swollen": the part belongs to the thing just named.
      // "…, and the mirror is cracked" names another thing, not a part.
      // So does "the coat hook thing" (after "the carpet's fine").
      const partOf =
        borrowed &&
        !borrowed.locative &&
        !/^(?:and|also|plus)\s/.test(c.text) &&
        !/\s(?:thing|things)$/.test(subject.phrase);
      subjectPhrase = partOf ? `${borrowed.phrase} ${subject.head}` : subject.phrase;
      heardFirst = !partOf && subject === unnamed;
      subjectKey = partOf ? borrowed.fixture.name : "key" in subject ? subject.key : subject.head;
      // A fixture only named as the place ("in the cupboard") does not decide the trade.
      if (fixture?.locative) fixture = null;
      // "the fire door, the glass is cracked": a part of a safety device is the device at fault.
      if (partOf && borrowed.fixture.lifeSafety) fixture = borrowed;
    } else if (
      subjectStart === null &&
      first > 0 &&
      (/^(?:the|a|an|one|two|three|some|both|all)\s/.test(text) || unknownSubject(text, first))
    ) {
      // "one of the spindles on the banister is missing", "intumescent strip missing on the door":
      // the clause opens with its own subject.
      subjectStart = 0;
      if (fixture?.locative) fixture = null;
    }
  }
  const standalone = defects.some((d) => d.defect.standalone || d.defect.priority === "HIGH");
  if (!fixture && subjectStart === null && !standalone && !PRONOUN_SUBJECT.test(text)) return null;
  // "a crack above the window": the crack is the finding, the window only where it is, so a later
  // "the window rattles" is another item.
  if (fixture === own && own?.locative && subjectStart === null && standalone) subjectKey = null;
  const start = subjectStart ?? first;
  const near = defects.filter((d) => d.start <= defects[0]!.end + 15);
  // A place fixture right after the defect belongs in the title ("daylight through the felt").
  const placeEnd = own && own.start >= first && own.start - defects[0]!.end < 30 ? own.end : 0;
  const end = Math.max(...near.map((d) => d.end), own && !own.locative ? own.end : 0, placeEnd);
  const startsNew =
    !!own &&
    !own.locative &&
    (STARTS_NEW.test(text.slice(0, own.start)) ||
      // "a stained carpet", "a broken window restrictor": the problem said before the thing.
      (/^(?:(?:and|also|plus)\s+)?(?:a|an|the|one|two|some)\s+$/.test(
        text.slice(0, defects[0]!.start),
      ) &&
        /^\s+$/.test(text.slice(defects[0]!.end, own.start))));
  // The words heard are the fallback only: most clauses never build that title at all.
  // Water that follows from the thing is titled by what was seen ("Water pooling in the cupboard"),
  // though it counts as the thing's (and so joins its item).
  const titleBorrow = (borrow && !(own && consequenceOnly)) || wholeOf;
  // ("the battery on it won't hold a charge": "on it" says whose, and the title has no "it".)
  const heardTitle = () =>
    readable(
      (titleBorrow
        ? borrowedTitle(borrowed!.phrase, text.slice(start), end - start)
        : makeTitle(text, start, end)
      ).replace(/\s(?:on|in|of|under|behind|inside)\s(?:it|them)(?=\s)/i, ""),
    );
  // "the suction unit next to it though is making a horrible grinding noise": when the words heard
  // are too many to keep the problem, the subject we have no word for and the problem.
  const keptHeardTitle = () => {
    const h = heardTitle();
    if (h && keepsProblem(h, near)) return h;
    const np = unknownSubject(text, first);
    // ("a loud squealing noise": problems said side by side are one.)
    const said: string[] = [];
    let runFrom = 0;
    near.forEach((d, i) => {
      if (i > 0 && d.start - near[i - 1]!.end <= 1)
        said[said.length - 1] = text.slice(runFrom, d.end);
      else {
        runFrom = d.start;
        said.push(d.phrase);
      }
    });
    return (np && composeTitle({ thing: np, problems: said })) || h;
  };
  // "there's a cupboard door, the one under the sink, the hinge has gone": the door's hinge.
  // So is "the cabinet over the fridge, the door's hanging crooked": a part any such thing has.
  const ownerOfPart =
    own &&
    !own.locative &&
    borrowed &&
    !borrowed.locative &&
    // ("the extractor hood, the light is not coming on": the hood's light, the topic just named.)
    (borrowed.fixture.name === own.fixture.name ||
      GENERIC_PART.test(own.phrase) ||
      (borrowedIsTopic && partOfTopic(own, borrowed))) &&
    !sharesWord(own.phrase, borrowed.phrase) &&
    // (Dictated, the article goes: "Roof hatch, padlock missing".)
    // ("the mirror cabinet, the little door fell off": a word for which one is still the article's.)
    (/^(?:the|its)\s+(?:(?:little|small|big|top|bottom|left|right|front|back|inner|outer|upper|lower|middle|glass|plastic|metal|wooden)\s+)?$/.test(
      text.slice(0, own.start),
    ) ||
      (borrowedIsTopic &&
        own.start === 0 &&
        // (Never the door of its own closer or lock: "Closer's weak too, door doesn't latch".)
        !PART_FOR_SHUTTING.test(borrowed.phrase) &&
        (GENERIC_PART.test(headWord(own.phrase)) ||
          TOPIC_PART.test(headWord(own.phrase)) ||
          PART_FOR_SHUTTING.test(own.phrase))))
      ? borrowed
      : null;
  // "the gutter guard", "the mailbox door": the thing we know is a word of the subject's name.
  // (A thing of its own named after the problem, when the clause borrows its subject, is not the
  // title's: "keeps running after you flush" is the toilet's.)
  const titleOwn =
    own && !own.locative && unnamed && unnamed.start <= own.start && unnamed.end >= own.end
      ? { ...own, phrase: unnamed.phrase }
      : borrow && ownInTimeClause
        ? null
        : own;
  // "the mechanism's jammed": the verb said with the noun is no part of the title.
  const joined = heardFirst && unnamed && text.startsWith("'s", unnamed.end);
  const heard = heardFirst
    ? readable(
        joined
          ? makeTitle(
              `${text.slice(0, unnamed!.end)} is${text.slice(unnamed!.end + 2)}`,
              start,
              end + 1,
            )
          : makeTitle(text, start, end),
      )
    : null;
  const title =
    (heard && keepsProblem(heard, near) && !wholeOf ? heard : null) ??
    understoodTitle(
      text,
      fixtures,
      near,
      titleOwn,
      titleBorrow ? borrowed : null,
      subjectPhrase,
      ownerOfPart,
    ) ??
    keptHeardTitle() ??
    fallbackTitle(fixture, defects);
  // "the oven, I put it on … it's barely warm", "the back door, the bottom's rotted": a title that
  // names no thing takes the one the sentence named before.
  const thingless =
    !!borrowed &&
    !borrowed.locative &&
    // ("Black spotting round the window reveal": the place names the thing.)
    !fixtures.some((f) => !f.locative) &&
    // ("Black mould", "Damp": a problem that is a thing in itself names enough.)
    !(
      PROBLEM_FIRST.has(defects[0]!.defect.id) &&
      (subjectStart === null || title.toLowerCase().startsWith(defects[0]!.phrase.split(" ")[0]!))
    ) &&
    !findFixtures(title.toLowerCase()).length &&
    !sharesWord(title.toLowerCase(), borrowed.phrase);
  // "Boxes stacked right in front of the fire exit": the way out is what the item is for.
  const exitInWay = exitBlockedBy(text, defects, title);
  return {
    pos: c.offset + shift + first,
    // "The smoke detector, the light's not flashing": a part of a safety device is the device at fault.
    fixture: ownerOfPart?.fixture.lifeSafety ? ownerOfPart : fixture,
    subjectKey,
    defects,
    title:
      exitInWay ??
      (thingless ? (readable(`${borrowed!.phrase} ${title.toLowerCase()}`) ?? title) : null) ??
      nounAfterProblem(title, text, defects) ??
      title,
    startsNew,
    standalone: standalone || (!!own && !own.locative),
    ownThing: !borrow && !!own && !own.locative,
    namesSubject: !borrow && subjectStart !== null,
    placed: PLACED.test(text.slice(defects[0]!.end)),
    consequence: defects.every((d) => CONSEQUENCE.has(d.phrase.replace(/\s+/g, " "))),
  };
}

/**
 * "there's a broken spring, the torsion spring": a title that is the problem alone ("Broken") names
 * the noun the problem was said of, a thing the lexicon does not know ("Spring broken"). Only a
 * word that says what state it is in ("broken", "cracked"): "no carbon monoxide alarm anywhere"
 * names its thing already.
 */
function nounAfterProblem(title: string, text: string, defects: DefectHit[]): string | null {
  const d = defects[0];
  if (!d || title.toLowerCase() !== d.phrase || !/^[a-z]+(?:ed|en)$/.test(d.phrase)) return null;
  // Said before its noun, after an article ("a broken spring"), not after a verb ("it's jammed solid").
  if (!/(?:^|\s)(?:a|an|the|some|one|two|three|this|that)\s+$/.test(text.slice(0, d.start)))
    return null;
  const noun = /^\s+([a-z]{3,})\b(?!')/.exec(text.slice(d.end))?.[1];
  if (!noun || NOT_THE_NOUN.test(noun)) return null;
  return readable(`${noun} ${d.phrase}`);
}
const NOT_THE_NOUN =
  /^(?:and|but|the|from|off|out|away|down|over|through|into|onto|with|now|here|there|then|too|very|really|bit|all|any|this|that|these|those|its|his|her|their|our|your|you|she|they|him|them|just|right|completely|badly|slightly|apart|loose|open|shut|somewhere|inside|outside|underneath|behind|above|below|round|around|near|next|under|when|where|which|who|while|because|since|after|before|until|like|yet|still|already|again|not|also|though|although|either|neither|both|each|every|some|most|more|less|ish|one|two|three|four|five|six|seven|eight|nine|ten)$/;

/**
 * "a gouge in the laminate where her desk chair's been going", "scuffs on the wall where the sofa
 * went out": a thing named in a "where" clause after the problem, with no problem of its own, is
 * how it came about, not the thing damaged.
 */
const CAUSE_CLAUSE = /(?:^|\s)where\s/g;
function saidAsCause(text: string, f: FixtureHit, defects: DefectHit[]): boolean {
  const first = defects[0];
  if (!first || f.start < first.end) return false;
  // ("daylight coming through where a couple of slates have slipped": a problem of its own there.)
  for (const m of text.matchAll(CAUSE_CLAUSE))
    if (m.index >= first.end && m.index < f.start) return !defects.some((d) => d.start > m.index);
  return false;
}

/** Before a thing's name: others of its kind, not the one said before ("a couple of the little doors"). */
const OTHERS_OF_KIND =
  /(?:^|\s)(?:another|other|second|(?:a couple|a few|some|one|two|three|four|most|half|both|all|several) of (?:the|its|their|these|those)|two|three|four|several|both)\s+(?:[a-z-]+\s+)?$/;

/** The thing a clause opens on as its subject ("the outlet" of "outlet to the right of the range"). */
function subjectOf(clause: string, things: FixtureHit[]): FixtureHit | undefined {
  const lead = clause.length - clause.replace(LEAD, "").length;
  return things.find((f) => f.start >= lead && STARTS_NEW.test(clause.slice(lead, f.start)));
}

/** Parts many things have, named on their own after the thing: its door, handle, hinge, lid. */
const GENERIC_PART =
  /^(?:door|doors|handle|handles|hinge|hinges|lid|lids|drawer|drawers|glass|seal|latch|lock|shelf|shelves)$/;

/** A clause's first noun phrase with its owner after it: "one of the slats on the …", "the edge of the …". */
const PLACED_SUBJECT =
  /^(?:(?:one|two|three|four|some|a few|a couple|most|all|both|several|none|each)\s+of\s+)?(?:the|a|an|my|our|their|these|those)\s+([a-z-]+(?:\s+[a-z-]+)?)\s+(?:on|of)\s+(?:the|a|an|its|their|our)\s+/;

/** A subject that counts the things just named: "couple are", "a few of them have", "one's cracked", "two lifted". */
const SOME_OF_THEM =
  /^(?:a\s+)?(?:couple|few|handful|some|several|one|two|three|four|five|most|half|all|both|many|lots|loads|none|each)(?:\s+of\s+(?:them|those|these|'em))?(?:\s+(?:is|are|was|were|have|has|'ve|look|looks|seem|seems|keep|keeps|won't|don't|doesn't|aren't|isn't)|'s|'re|\s+[a-z]+(?:ed|en))(?![\w'])/;

// A place of its own: "in the wall", not "at the top" or "in the middle" (a part of the thing just said).
const PLACED =
  /^\s+(?:on|in|above|below|under|behind|over|along|across|round|around|by|near|at|next to)\s+(?:the|a|an|our|their)\s(?!(?:top|bottom|side|sides|corner|corners|edge|edges|middle|base|back|front|end|ends|left|right|join|joins|seam|seams)\b)/;
const WATER_SUBJECT = /^(?:the\s+|some\s+)?water\s+(?:is\s+|keeps\s+|just\s+)?[a-z]+(?:s|ing)\b/;
const PRONOUN_REF = /(?:^|\s)(?:it|it's|its|them|they|they're)(?:\s|$)/;
const OWN_NOUN =
  /^(?:the|a|an)\s+([a-z-]+)(?:\s+(?:over|on|in|under|by|behind|above|below|at|of)\s|\s+(?:is|are|was|were|has|have)\s|'s\s)/;

/** A sentence whose subject is no thing at all: "something above", "somewhere in the wall". */
const SOMETHING_FIRST = /^(?:something|somewhere|summat)(?![\w'])/;

/** A sentence that answers the question before it ("Yeah, …", "It is, …"). */
const ANSWER = /^(?:yeah|yes|yep|yup|it is|it does|they are)(?![\w'])/;

/** Problems that are things in themselves: "Black mould on the ceiling", not "Ceiling black mould". */
const PROBLEM_FIRST = new Set([
  "mould",
  "damp",
  "crack",
  "hole",
  "rot",
  "pest",
  "gas",
  "leak",
  "pothole",
]);

// (Words that grade how a problem happens, "slow drip", "steady trickle", are no subject either.)
const NOT_A_NOUN =
  /^(?:slow|steady|constant|occasional|persistent|continuous|intermittent|slight|tiny|heavy|fast|quick|somebody|someone|someone'll|somebody'll|anyone|anybody|everyone|everybody|nobody|people|kids|children|proper|real|serious|major|definite|potential|genuine|massive|huge|nasty|total|complete|absolute|obvious|actual|bit|feels|feel|seems|seem|appears|looks|immediately|totally|completely|slightly|badly|pretty|properly|fully|still|already|always|absolutely|definitely|probably|possibly|literally|genuinely|seriously|mentioned|said|says|say|reported|reports|noticed|found|saw|seen|think|thought|reckon|told|tells|asked|complained|there|here|it|its|it's|that|this|oh|ah|um|er|and|so|but|just|really|very|been|being|not|no|in|on|of|to|up|with|by|at|for|from|is|are|was|were|has|have|had|got|little|bit|all|some|any|one|which|what|who|you|we|they|i)$/;

/**
 * "the entryphone handset doesn't work", "the signage above the door is faded": the clause opens on
 * a subject we have no word for, and it reads as one (a determiner, then one to three words that could
 * be nouns, then the verb). Run-together recogniser words ("the bedroom there crack") do not.
 */
function unknownSubject(text: string, defectStart: number): string | null {
  // "stage curtains are a bit dusty and faded", "dado rail's a bit chipped": the verb, and the words
  // that only grade the problem, are no part of the subject.
  const head = text
    .slice(0, defectStart)
    // "the suction unit is making a horrible grinding noise": the noise it makes is the problem.
    .replace(
      /(?:'s|\s+(?:is|are|was|were|keeps|keep))?\s+(?:making|makes|giving off|gives off|letting out|lets out)(?:\s+(?:a|an|some|this|that))?(?:\s+(?:horrible|loud|funny|weird|strange|terrible|awful|nasty|odd|constant|little|real|right))*\s*$/,
      "",
    )
    .replace(
      /(?:'s|\s+(?:is|are|was|were|has|have|has been|have been|keeps|seems|looks|'s got|has got|have got|got))?(?:\s+(?:a bit|a little|a lot|quite|very|really|pretty|slightly|badly|all|completely|totally|rather|so|too|gone|got|a|an|some|[a-z]+\s+and|hairline|small|big|large|long|deep|minor|slight|tiny|few|couple of|bad|nasty|huge|fine|black|brown|green|white))*\s*$/,
      "",
    );
  const np =
    /^(?:(?:the|a|an|some)\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+)(?:\s+(?:above|below|by|near|on|in|under|behind|next to|over|of)\s+(?:the\s+)?[a-z-]+(?:\s+[a-z0-9-]+)?)?$/.exec(
      head,
    );
  // A room ("bedroom two has condensation") or a thing we know is no unknown subject.
  return np &&
    np[1]!.split(/\s+/).every((w) => !NOT_A_NOUN.test(w)) &&
    !findRooms(np[1]!).length &&
    !findFixtures(np[1]!).length
    ? np[1]!
    : null;
}

/** A fitting a thing of another kind has: "the extractor hood, the light…", "the gate, the padlock…". */
const TOPIC_PART =
  /^(?:light|lights|lamp|bulb|bulbs|handle|handles|lock|locks|padlock|seal|seals|glass|hinge|hinges|filter|button|buttons|cover|flap|knob|knobs|door|doors|panel|fan)$/;

/**
 * "The extractor hood, the light is not coming on": the light of the topic just named. Not when the
 * topic is a place ("master bath, the toilet…", "garden, the side gate…").
 */
function partOfTopic(own: FixtureHit, topic: FixtureHit): boolean {
  return (
    !findRooms(topic.phrase).length &&
    // (A bath, shower, toilet or WC said first is as often the room: "Bath: WC flush weak".)
    topic.fixture.category !== null &&
    topic.fixture.category !== "grounds" &&
    topic.fixture.category !== "plumbing" &&
    (own.fixture.category === topic.fixture.category || TOPIC_PART.test(headWord(own.phrase)))
  );
}

/** The title from the lexicon's reading of the clause: the thing named and the problem heard. */
function understoodTitle(
  text: string,
  fixtures: FixtureHit[],
  near: DefectHit[],
  own: FixtureHit | null,
  borrowed: FixtureHit | null,
  subject: string | null,
  ownerOfPart: FixtureHit | null = null,
): string | null {
  const named = near.filter((d) => d.defect.id !== "needs_work");
  // A problem said with a dangling end ("doesn't come on") is named by what it is ("not working").
  const problems = (named.length ? named : near).map((d) => {
    const p = d.phrase.replace(/^(?:'s|s|'re|re|is|are)\s+/, "");
    // "the pressure is low": a title may not end on "low" (read as a priority), so "poor".
    if (/^(?:pressure(?:'s|\s+is|\s+was)\s+)?(?:low|poor|weak)$/.test(p))
      return p.startsWith("pressure") ||
        /\bpressure(?:'s|\s+is|\s+was)\s+(?:[a-z]+\s+)?$/.test(text.slice(0, d.start))
        ? "pressure poor"
        : "poor";
    // "doesn't do anything", "runs every few minutes": said round about, titled plainly.
    if (d.defect.id === "not_working" && /\b(?:anything|nothing)\b/.test(p)) return "not working";
    // "tested it, silent", "no beep when I press test": a test with nothing to show for it.
    if (TESTED_NOTHING.test(p)) return "not working";
    // "not even a hum", "not a peep": silence said vividly, titled plainly.
    // So is "you just get a click": a sign of life and nothing more.
    if (
      /^(?:not even|not a|not a single|no)\s+(?:a\s+)?(?:hum|peep|beep|sound|flicker|click|spark|chirp|squeak|whirr|whir|glimmer)$/.test(
        p,
      ) ||
      /^(?:(?:you\s+)?(?:just|only)\s+(?:get|hear)\s+a|just|only)\s+(?:click|clicks|clicking)$/.test(
        p,
      )
    )
      return "not working";
    // "we've lost a bunch of shingles": they are missing.
    if (p === "lost" && LOST_COVERING.test(text.slice(d.end))) return "missing";
    // "the hand dryer is missing its cover": the cover is what is missing, not the dryer.
    const what =
      d.defect.id === "missing" &&
      /^\s+(its|their|a|an|the|one of its)\s+([a-z-]+(?:\s+(?!(?:on|in|at|by|and|but|so|from|to|of)\b)[a-z-]+)?)/.exec(
        text.slice(d.end),
      );
    if (what) return `${p} ${what[1]} ${what[2]}`;
    // "the hob has a ring missing": the ring is what is missing.
    const part =
      d.defect.id === "missing" &&
      /\b(?:has|have|'s got|has got|with)\s+(?:a|an|one|two|three|some|a few|a couple of)\s+([a-z-]+)\s+$/.exec(
        text.slice(0, d.start),
      )?.[1];
    if (part && !NOT_A_NOUN.test(part)) return `${part} ${p}`;
    // "the fire door has had its closer taken off": the closer is what was taken.
    const had =
      d.defect.id === "missing" &&
      /\b(?:had|has had|'s had|have had)\s+(?:its|their|the|a)\s+([a-z-]+)\s+$/.exec(
        text.slice(0, d.start),
      )?.[1];
    if (had && !NOT_A_NOUN.test(had)) return `${had} ${p}`;
    if (/^(?:runs|constantly runs)(?:$|\s+(?:every|all|continuously|constantly)\b)/.test(p))
      return "keeps running";
    // "that's gone brown", "it's turned black": the colour is the problem.
    // So do "gone all floppy", "gone misty": a word that says how it is now (not "gone now", "gone badly").
    const turned =
      /^(?:gone|turned|going)$/.test(p) &&
      /^\s+(?:all\s+)?(brown|black|green|yellow|orange|white|soft|brittle|(?!(?:very|really|nearly|only|any|every|many|early|badly|completely|totally|slightly|properly|partly|fully|pretty)\b)[a-z]{3,}y)\b/.exec(
        text.slice(d.end),
      )?.[1];
    if (turned) return `${p} ${turned}`;
    if (/^had it$/.test(p)) return "worn out";
    // "the shaver socket by the sink is sitting in a puddle": the electrics in water.
    if (/\b(?:sitting|lying|standing)\s+in\s+(?:a\s+|the\s+)?(?:puddle|water|it)$/.test(p))
      return p.replace(/^.*?\b(sitting|lying|standing)\b/, "$1");
    // "an extension lead plugged into another extension lead": leads daisy-chained.
    if (/\bplugged into (?:each other|one another|another|the next)$/.test(p))
      return "leads daisy-chained";
    // "put a shower cap over the fire alarm": the alarm covered.
    if (d.defect.id === "tied_up" && /\s(?:over|on|round|around)$/.test(p))
      return /^(?:painted|emulsioned|decorated|papered)\b/.test(p) ? "painted over" : "covered";
    // "somebody's taken the panic bar off", "someone's ripped the handle off": what was done to
    // it, not only where it is.
    const done =
      d.defect.id === "missing" && /(?:^|\s)(?:off|out)$/.test(p)
        ? /\b(taken|took|ripped|pulled|torn|knocked|kicked|snapped)\s+(?:the|its|their|that)\s+(?:[a-z-]+\s+){0,2}?$/.exec(
            text.slice(Math.max(0, d.start - 40), d.start),
          )?.[1]
        : undefined;
    if (done)
      return `${p.replace(/\s*(?:off|out)$/, "")} ${done === "took" ? "taken" : done} ${p.endsWith("out") ? "out" : "off"}`.trim();
    // "water's coming out of the ceiling rose": the fitting is leaking.
    // (Out of a surface, "water is coming out of the ceiling" says it best as heard.)
    if (own?.fixture.category && /^water(?:'s|\s+is|\s+was)?\s+coming\s+out\s+(?:of|from)$/.test(p))
      return "leaking";
    if (/^growing (?:out of|in)\b/.test(p)) return "overgrown";
    // "a rack pushed right up against the fire exit": what is in its way.
    if (d.defect.id === "blocked_exit" && /\b(?:against|in front of|across)$/.test(p))
      return "blocked";
    // "coming off the wall", "pulled out of the ceiling": what it comes away from says how bad.
    const from = /\b(?:off|away|out)$/.test(p)
      ? /^\s+((?:of\s+|from\s+)?the\s+(?:wall|ceiling|floor|frame|hinges?|brackets?|track|runners?|drywall|plasterboard))\b/.exec(
          text.slice(d.end),
        )?.[1]
      : undefined;
    if (from) return `${p} ${from}`;
    if (/^(?:keeps flicking|flicking on and off|flicks on and off)$/.test(p)) return "flickering";
    // "the fire exit, a rack's blocking it" is the exit blocked; "a sofa on the landing, blocking
    // the way down" is the sofa blocking it.
    if (/^(?:blocking|obstructing|blocks)$/.test(p)) {
      const what = own ?? borrowed;
      const way =
        what && !/^(?:fire exit|fire door)$/.test(what.fixture.name)
          ? /^\s+((?:the\s+)?(?:way\s+(?:down|out|through|to\s+the\s+(?:stairs?|staircase|stairwell|exits?|fire\s+exits?|lifts?))|stairs?|staircase|stairwell|common stair|escape route|exit|fire exit|corridor))\b/.exec(
              text.slice(d.end),
            )?.[1]
          : undefined;
      return way ? `blocking ${way}` : "blocked";
    }
    // "boxes stacked right in front of the fire exit": it is blocked, by what is said to be in the
    // way ("Fire exit blocked by stacked chairs").
    if (d.defect.id === "blocked" && /\b(?:in front of|across|against|stacked|piled)\b/.test(p)) {
      const by = p
        .replace(
          /\s*(?:right\s+)?(?:up\s+)?(?:in front of|across|against)(?:\s+(?:it|them|the\s+[a-z]+))?$/,
          "",
        )
        .replace(/^(?:a\s+)?(?:load|lot|pile|bunch|heap|stack)\s+of\s+/, "")
        .replace(/\b(?:the|some|all|a|an)\s+/g, "")
        .trim();
      return by && !/^(?:stacked|piled)$/.test(by) && by.split(" ").length <= 4
        ? `blocked by ${by}`
        : "blocked";
    }
    if (/^(?:water )?stains$/.test(p)) return p.replace(/stains$/, "stained");
    // "doesn't come on with the light": a dangling "on" keeps the words that say when.
    const when =
      /\s(?:on|in)$/.test(p) && d.defect.id === "not_working"
        ? /^\s+(with\s+the\s+[a-z]{3,})\b/.exec(text.slice(d.end))?.[1]
        : undefined;
    if (when && !DANGLING_WORD.test(when.split(" ").at(-1)!)) return `${p} ${when}`;
    // A dangling "on" or "in" is dropped with its phrase. After a participle, "pushed in" and
    // "stuck on" end on their particle, as titles may (docs/configuration.md, "Fourteenth pass"),
    // unless an object follows ("serviced in twenty nineteen"); "water comes in" is a leak.
    const ws = p.split(" ");
    const particle =
      d.defect.id !== "not_working" &&
      !/^(?:come|comes|stay|stays)$/.test(ws.at(-2) ?? "") &&
      endsOnParticle(ws.at(-1)!, ws.at(-2)) &&
      PARTICLE_ENDS.test(text.slice(d.end));
    // "The fan doesn't come on": what the thing fails to do, in the speaker's words, is the title
    // ("Fan doesn't come on"); "not coming on" cannot end a title, so it stays "not working".
    const comesOn =
      d.defect.id === "not_working" &&
      /^(?:doesn't|doesnt|won't|wont|don't|dont|didn't|never) (?:come|comes|turn|go|switch) on$/.test(
        p,
      ) &&
      PARTICLE_ENDS.test(text.slice(d.end));
    return /\s(?:on|in|to|at|by)$/.test(p) && !particle && !comesOn
      ? d.defect.id === "not_working"
        ? "not working"
        : d.defect.id.replace(/_/g, " ")
      : p;
  });
  // "won't empty" already says "empty", "keeps dripping" says "dripping".
  for (let i = problems.length - 1; i >= 0; i--)
    if (
      problems.some((q, j) => j !== i && q !== problems[i] && ` ${q} `.includes(` ${problems[i]} `))
    )
      problems.splice(i, 1);
  // "missing a closer" already says "no closer".
  for (let i = problems.length - 1; i >= 0; i--) {
    const absent = /^no (.+)$/.exec(problems[i]!)?.[1];
    if (absent && problems.some((q, j) => j !== i && q.endsWith(` ${absent}`)))
      problems.splice(i, 1);
  }
  const primary = (named.length ? named : near)[0]!;
  const thingHit = own && !own.locative ? own : borrowed;
  if (thingHit || subject) {
    // "two of the spotlights": the number stays with the thing.
    const count =
      thingHit === own && own ? text.slice(0, own.start).match(QUANTITY)?.[1] : undefined;
    // "the entry panel, two of the buttons are missing": the part named is the borrowed thing's.
    const part = thingHit !== own && subject ? subject : null;
    let thing =
      part ??
      (ownerOfPart && thingHit === own ? `${ownerOfPart.phrase} ${own!.phrase}` : null) ??
      thingHit?.phrase ??
      subject!.split(/\s+/).slice(-3).join(" ");
    // "the roof, you can see a skylight leaking": the part nearer the problem is named too.
    const nearer =
      own && thingHit === own
        ? fixtures.filter((f) => !f.locative && f.start > own.end && f.end <= primary.start).at(-1)
        : undefined;
    if (nearer && nearer.fixture.name !== own!.fixture.name)
      thing = `${own!.phrase} ${nearer.phrase}`;
    // "the paint's run on the skirting": the thing is not named twice ("Paint run", not "Paint paint's run").
    const thingWords = new Set(thing.toLowerCase().split(/\s+/));
    const said = problems.map((q) =>
      q.replace(/^([a-z]+)'s\s+/, (m, w: string) => (thingWords.has(w) ? "" : m)),
    );
    return composeTitle({ thing, problems: said, count });
  }
  // "the signage above the door is faded": the subject is a word we do not know (the thing we do know
  // is only where it is), so the words heard make the better title.
  // So do "the entryphone handset doesn't work" and other subjects we have no word for.
  if ((!own || own.locative) && unknownSubject(text, primary.start)) return null;
  // No thing of its own: the problem, with the place it was seen ("black mould on the ceiling above the shower").
  const placed =
    own && own.start >= primary.end && own.start - primary.end < 30
      ? text.slice(primary.end, own.end)
      : // "a crack in the casing": with no thing we know, the place as said.
        !own && PROBLEM_FIRST.has(primary.defect.id)
        ? (/^\s+(?:in|on|under|behind|above|below|around|along|across|by|near)\s+the\s+[a-z-]+(?:\s+(?!(?:and|but|so|it|its|it's|is|was|which|that|near|by|on|in|at|under|over|above|below|behind|with|to|from|of|for)\b)[a-z-]+)?/.exec(
            text.slice(primary.end),
          )?.[0] ?? null)
        : null;
  const lead = text
    .slice(Math.max(0, primary.start - 12), primary.start)
    .match(
      /(?:^|\s)(black|green|white|brown|rising|penetrating|hairline|big|large|long|small|slight|water|pry|prise|jemmy|crowbar|scorch|burn|tide|rust|grease|heel|tyre|crayon)\s+$/,
    )?.[1];
  // "a smell of damp", "a smell of burning": a smell is named by what it is of.
  const smellOf =
    primary.defect.id === "smell" && !own
      ? /^\s+of\s+(?!the\b|a\b|it\b)([a-z-]+)/.exec(text.slice(primary.end))?.[1]
      : undefined;
  const named0 = lead && !problems[0]!.startsWith(lead) ? `${lead} ${problems[0]}` : problems[0]!;
  return composeTitle({
    thing: own?.phrase ?? null,
    problems: [smellOf ? `${named0} of ${smellOf}` : named0],
    place: placed,
    // "daylight coming through the felt": a thing only named as the place comes after the problem.
    problemFirst: PROBLEM_FIRST.has(primary.defect.id) || !own || (own.locative && !!placed),
  });
}

/** What may follow a particle that ends a problem: nothing, a pause, a joining word or a place. */
const PARTICLE_ENDS =
  /^\s*(?:$|[,.;:!?]|(?:and|but|so|again|now|all|completely|at|near|by|along|under|behind|round|around|across|from)\b)/;

/** A part, or a thing named with what it belongs to ("toilet seat", "flush handle", "rope seal"). */
const namedPart = (phrase: string) => phrase.includes(" ") || namesPart(phrase);

/** "Boxes stacked in front of the fire exit" → "Fire exit blocked by boxes". */
function exitBlockedBy(text: string, defects: DefectHit[], title: string): string | null {
  const exit = findFixtures(text).find((f) => f.locative && EXIT_NAMES.has(f.fixture.name));
  if (!exit || /\b(?:exit|door)\b/i.test(title)) return null;
  const d = defects.find((x) => x.defect.id === "blocked" || x.defect.id === "blocked_exit");
  if (!d || !/\b(?:in front of|across|against)\s+(?:the\s+)?$/.test(text.slice(0, exit.start)))
    return null;
  const what =
    /^(?:(?:the|some|a|an|two|three|a few|a load of|a pile of|loads of)\s+)?([a-z-]+(?:\s+[a-z-]+)??)\s+(?:stacked|piled|left|dumped|parked|stored|sitting|right|in front|across|against)/.exec(
      text.replace(LEAD, ""),
    )?.[1];
  return what ? readable(`${exit.phrase} blocked by ${what}`) : readable(`${exit.phrase} blocked`);
}
const EXIT_NAMES = new Set(["fire exit", "fire door"]);

const DANGLING_WORD = /^(?:a|an|the|it|on|in|to|at|by|of|is|are|was|and|or|so)$/;

/** The title says the problem heard (its first word), not only the thing. */
const keepsProblem = (title: string, near: DefectHit[]) =>
  near.some((d) =>
    ` ${title.toLowerCase()} `.includes(
      ` ${d.phrase.replace(/^(?:'s|is|are)\s+/, "").split(" ")[0]}`,
    ),
  );

function fallbackTitle(fixture: FixtureHit | null, defects: DefectHit[]): string {
  const d = primaryDefect(defects).defect.id.replace(/_/g, " ");
  return readable(`${fixture?.fixture.name ?? ""} ${d}`) ?? "Finding to check";
}

function borrowedTitle(subject: string, rest: string, end: number): string {
  const bare = rest.replace(PRONOUN_SUBJECT, "").trimStart();
  const cut = rest.length - bare.length;
  return makeTitle(`${subject} ${bare}`, 0, subject.length + 1 + Math.max(0, end - cut));
}

/** Rooms named in the summary, in the order first visited. */
export const ROOMS_LISTED = 8;

/**
 * Findings remembered for merging. Past this many distinct ones (a visit keeps MAX_ITEMS, 200),
 * a new finding is only counted by priority: memory stays bounded, and with it the garbage
 * collector's share of the time, which otherwise grew with every finding kept.
 */
export const MAX_TRACKED = 5_000;

export function extractFindings(t: TranscriptInput): {
  items: ExtractedItem[];
  rooms: string[];
  opening: Opening;
  untracked: Record<Priority, number>;
} {
  const kept = new KeptFindings();
  // Only the first few are ever shown (summary.ts): a transcript naming 100,000 rooms keeps 8.
  const roomsVisited: string[] = [];
  let here: string | null = null;
  // kept.all.length when the previous sentence began: what it added is kept.all past that.
  let keptBeforeLast = Infinity;
  // The item the last sentence went into ("…no battery. That needs sorting today." adds to it).
  let touchedLast: Finding | undefined;
  // The thing named last in the sentence before: what "it" means when a sentence opens on it.
  let carried: FixtureHit | null = null;
  // The sentence before, for a retraction that takes back its "fine" ("…the restrictor's fine.
  // Actually no, hang on, the restrictor's snapped off").
  let lastText = "";
  // What the line model read of the sentence before (line-model.ts).
  let lastFacts: LineFacts | null = null;
  // The thing a sentence named and said nothing about ("Classroom 4B, the socket under the
  // whiteboard."): what the next sentence's problem, said of no thing or of a part, is about.
  let namedOnly: FixtureHit | null = null;

  // Each sentence is read with the next one in hand (a denial there takes back a hypothesis here).
  const sentence = (u: Unit, next: Unit | undefined) => {
    const previousSaidFine = kept.all.length === keptBeforeLast && SAID_FINE.test(lastText);
    lastText = u.text;
    // "So, anything not right since you moved in?", "You said the waiting room's been cold?", "Is
    // that mould?": a question asks; what it names is found, or not, in the answer.
    const asks = u.answeredNone ? null : askedFrom(u.raw);
    const keptBeforeThis = kept.all.length;
    const cues = sentenceCues(u.text);
    const things = findFixtures(u.text);
    const tone = sentenceTone(u.text, things);
    // "Bedroom two." on its own moves the walk: what "it" or a bare problem meant before ("the
    // trickle vent cover") stays in the room before ("Scuffs on the wall by the door" is no vent's).
    if (!things.length && findRooms(u.text).length && !findDefects(u.text, things).length)
      carried = null;
    const read = raiseChance(u.text, lastFacts, { cues, things });
    const chance = read.chance;
    lastFacts = read.facts;
    const inSentence: Finding[] = [];
    // "I've tested the smoke alarm. It does not sound at all.": "it" is the alarm.
    const followUp = opensOnEarlier(u.text);
    const carriedIn = carried;
    const topicBefore = namedOnly;
    namedOnly = asks === null ? onlyNames(u.text, things, cues) : null;
    let lastFixture: FixtureHit | null = followUp ? carried : null;
    let prevOwn = false;
    // The thing a clause said was fine, and what was in hand before it.
    let fine: { thing: FixtureHit; before: FixtureHit | null } | null = null;
    // The clause before only took back what was said ("sorry", "no").
    let correcting = false;
    // The thing the clause before named and said nothing about.
    let topicHere: FixtureHit | null = null;
    // The sentence's first topic ("Roof hatch, padlock missing, hatch not secured": the hatch).
    let sentenceTopic: FixtureHit | null = null;
    // A clause that only named a thing we have no word for ("Dumbwaiter to the function room").
    let unnamedTopic: string | null = null;
    const listed = LISTED.test(u.text);
    // "Toilets: …", "Warehouse floor: …": in typed notes the heading is the place, room word or not.
    const heading = listed ? placeHeading(u.text.slice(0, u.text.indexOf(":")).trim()) : null;
    if (heading) {
      here = heading;
      if (roomsVisited.length < ROOMS_LISTED && !roomsVisited.includes(here))
        roomsVisited.push(here);
    }
    // "Back at the front door on the way out", "By the bins": a landmark moves the walk as a room does.
    here = landmarkAt(u.text) ?? here;
    // "Heading through to the wet side changing rooms": a sentence that only moves the walk names a
    // place, and a problem word in its name ("wet", "damp store") is no finding.
    const movedTo = placeMovedTo(u.text);
    if (movedTo) {
      here = movedTo;
      if (roomsVisited.length < ROOMS_LISTED && !roomsVisited.includes(here))
        roomsVisited.push(here);
      carried = null;
      namedOnly = null;
      keptBeforeLast = keptBeforeThis;
      touchedLast = undefined;
      return;
    }
    // Clauses with no finding of their own that may name an earlier one again with a priority.
    const restated: Clause[] = [];
    for (const c of problemFirst(splitClauses(u.text), u.text)) {
      const clauseFixtures = thingsNamed(c.text);
      const asked = asks !== null && c.offset >= asks;
      // "the loft hatch" on the landing names the loft as an owner, not where we stand; "near the
      // entrance", "on the east side" of the room we are in are points in it.
      const rooms = findRooms(c.text).filter((r) => standsIn(r, c, here, clauseFixtures));
      if (rooms.length) {
        here = rooms.at(-1)!.name;
        if (roomsVisited.length < ROOMS_LISTED && !roomsVisited.includes(here))
          roomsVisited.push(here);
      }
      // "I took the bag off but it still doesn't sound": "it" is the thing the sentence before named.
      // "it's freezing in here": the room's air, not the thing before.
      const ambient = AMBIENT_IT.test(c.text.replace(LEAD, ""));
      const saysIt = IT_SUBJECT.test(c.text.replace(LEAD, ""));
      // ("Café terrace, the outdoor socket. Flap's broken off": the part, or the problem alone,
      // is the thing the sentence before only named.)
      const topicHanded =
        !inSentence.length &&
        !lastFixture &&
        !!topicBefore &&
        clauseFixtures.every((f) => !f.locative && isAPart(f.phrase))
          ? topicBefore
          : null;
      const handed =
        fine && fine.thing === lastFixture && opensOnSubjectOfItsOwn(c.text)
          ? fine.before
          : (lastFixture ?? topicHanded);
      const cf = clauseFinding(
        c,
        ambient ? null : (handed ?? (saysIt ? carried : null)),
        inSentence.length > 0 || !handed,
        !!topicHere && topicHere === handed,
      );
      // "Going back to that kitchen tap, it's leaking": a clause naming only a thing hands it to the
      // next; a switch flicked to try the thing named before it does not.
      const named = clauseFixtures.filter((f) => !(f.means && lastFixture));
      const free = named.filter((f) => !f.locative);
      // "a cupboard door, the one under the sink, the hinge has gone": the sink is only where it is.
      // "Outlet to the right of the range, …": a clause that only names the topic hands on its
      // subject, not the thing its place is told by.
      const topic = cf ? undefined : subjectOf(c.text, free);
      // "deadbolt's good, the knob set's loose": a thing said to be fine is no owner of what is wrong next.
      const before = lastFixture;
      // "it comes on, fans going, but it's blowing warm": its parts said to run are no new topic.
      const partsRunning =
        !cf &&
        !!before &&
        free.length === 1 &&
        /[^s]s$/.test(free[0]!.phrase) &&
        /\b(?:going|running|spinning|turning|working)\s*$/.test(c.text.replace(/[.,;!?]+$/, ""));
      lastFixture = partsRunning
        ? before
        : (topic ?? (cf || free.length ? free : lastFixture ? [] : named).at(-1) ?? lastFixture);
      // "deadbolt's good, the knob set's loose": a thing said to be fine is what "it" means next,
      // but no owner of a new subject.
      if (!cf && lastFixture && saidFine(c.text, lastFixture))
        fine = { thing: lastFixture, before };
      // "the screen's fine, it's the glass", "the detector's chirping, sorry, no, it's the CO
      // detector": the thing meant, said in place of the one before.
      const meant = cf ? undefined : MEANT.exec(c.text.replace(LEAD, ""))?.[1];
      if (meant) {
        const said = free.find((f) => f.start >= c.text.length - meant.length - 1);
        if (fine && fine.thing === before) {
          lastFixture =
            said ??
            (fine.before && namesPart(meant)
              ? { ...fine.before, phrase: `${fine.before.phrase} ${meant}` }
              : fine.before);
          fine = null;
        } else if (said && correcting) correctThing(inSentence.at(-1), said);
      }
      correcting = !cf && CORRECTING.test(c.text);
      // "dripping, nonstop, the kitchen faucet": the thing named after a problem said alone.
      // (A thing listed with "and" is another thing, not the topic: "Handle and the mould, …".)
      const alone = cf || c.joiner === "and" ? undefined : thingAlone(c.text, free);
      if (alone) nameTheThing(inSentence.at(-1), alone);
      // A question about a thing of ours is kept as something reported, to be borne out or not.
      // "Lot 31 siding, couple of dents": a clause that only names a thing is the topic of the next.
      topicHere = !cf && free.length && lastFixture && !lastFixture.locative ? lastFixture : null;
      if (!inSentence.length && topicHere) sentenceTopic ??= topicHere;
      // "Dumbwaiter to the function room, it's stuck between floors": a thing we have no word for,
      // said alone first, names what the clause after it says of "it". So it does a clause with no
      // subject at all: "Fire action notice in the hall, faded and half torn", "Entry tile, one's cracked".
      if (
        cf &&
        !cf.ownThing &&
        unnamedTopic &&
        !inSentence.length &&
        (IT_SUBJECT.test(clauseBody(c.text).replace(LEAD, "")) ||
          (!cf.fixture &&
            !findFixtures(cf.title.toLowerCase()).length &&
            saysOfTopic(c, cf.pos, cf.namesSubject)))
      )
        cf.title = readable(`${unnamedTopic} ${cf.title.toLowerCase()}`) ?? cf.title;
      // "Living room window, restrictor's fitted, but it won't hold open": the part failing is the
      // topic's, so the title names both ("Window restrictor won't hold").
      if (
        cf &&
        sentenceTopic &&
        cf.fixture &&
        !cf.fixture.locative &&
        cf.fixture.fixture.name !== sentenceTopic.fixture.name &&
        partOfTopic(cf.fixture, sentenceTopic) &&
        isAPart(cf.fixture.phrase) &&
        // ("range hood light works but the fan doesn't": a topic said to be fine owns nothing.)
        fine?.thing !== sentenceTopic &&
        // (The title opens on the part, and the part is no other thing's: "the microwave light".)
        cf.title.toLowerCase().startsWith(cf.fixture.phrase.split(" ")[0]!) &&
        !ownedPart(cf.fixture.phrase) &&
        !sharesWord(cf.title.toLowerCase(), sentenceTopic.phrase)
      )
        cf.title = readable(`${sentenceTopic.phrase} ${cf.title.toLowerCase()}`) ?? cf.title;
      // ("Fire action notice, faded, half torn": a problem said alone does not end the topic.)
      unnamedTopic =
        !cf && !free.length && !inSentence.length
          ? (bareThing(c.text) ?? (findDefects(c.text, []).length ? unnamedTopic : null))
          : null;
      if (!cf || (asked && (!cf.fixture || cf.fixture.locative))) {
        if (!cf) restated.push(c);
        continue;
      }
      const prev = inSentence.at(-1);
      // ("Fire exit blocked by boxes" is the fire exit's, whatever the boxes are.)
      const category = /^fire (?:exit|door) blocked\b/i.test(cf.title)
        ? "safety"
        : categoryOf(cf.fixture, cf.defects);
      // "the tile's gone soft, probably from the flat upstairs": a guess at the cause adds to the
      // finding it explains.
      const hedged = HEDGED.test(clauseBody(c.text).replace(LEAD, "")) && !cf.ownThing;
      // "…, and there's a crack above the door": "there's a" brings in a finding of its own.
      // ("…fallen out, so there's a hole right through the door" is what follows from it.)
      const bringsIn =
        !!prev &&
        c.joiner !== "so" &&
        !/^so\s/.test(c.text) &&
        (THERE_IS_A.test(clauseBody(c.text).replace(LEAD, "")) ||
          // "Scuffs on the wall, and a coffee stain on the armchair": "and a…" brings one in too.
          ((c.joiner === "and" || /^and\s/.test(c.text)) &&
            /^(?:and\s+)?(?:a|an)\s/.test(clauseBody(c.text)))) &&
        cf.subjectKey !== prev.subjectKey &&
        // "…dropped on its hinges, there's a gap at the top", "…is weeping, there's a damp patch": a
        // problem with no thing and no place of its own is what the thing just named shows.
        (cf.ownThing || cf.placed || thingInItself(cf.defects, prev)) &&
        (distinctDamage(cf.defects, prev.defects) ||
          // "…won't latch, and there's a fence panel hanging loose", "…, and there's black mould
          // over the bath".
          // So does "…, and there's a dent in the wall behind the door": a problem with a
          // place of its own, on another thing than the one before.
          ((cf.ownThing ||
            (cf.placed && (PROBLEM_FIRST.has(cf.defects[0]!.defect.id) || physical(cf.defects)))) &&
            !(watery(cf.defects) && watery(prev.defects))));
      // "the entrance door isn't closing, the closer's had it": the part is the door's.
      // So is "…a scorched socket, black marks all round it, and the faceplate's cracked".
      const partOfPrev =
        !!prev &&
        (c.joiner === "comma" || c.joiner === "and") &&
        (!!prev.fixture || !!prev.namesSubject) &&
        !!cf.fixture &&
        (namesPart(cf.fixture.phrase) ||
          // "the glass balustrade…, and the panel moves": a panel of that thing, not a fuse board.
          (BARE_PANEL.test(cf.fixture.phrase) && prev.category !== "electrical"));
      const smellThenDamp = !!prev && smellOfDamp(prev.defects, cf.defects, prev.fixture);
      // "Roof hatch, padlock missing, hatch not secured", "closer missing, door doesn't
      // self-close": the topic named again failing at what its part is for, one finding.
      // ("Front door, letterbox broken, door won't lock" is two.)
      const topicAgain =
        inSentence.length === 1 &&
        PART_FOR_SHUTTING.test(prev!.title) &&
        SHUT_FAILS.test(c.text) &&
        !!cf.fixture &&
        !cf.fixture.locative &&
        // The topic named again, or the thing the part's item already names ("the door closer's
        // broken and the door's banging in the wind").
        ((!!sentenceTopic &&
          (cf.fixture.fixture.name === sentenceTopic.fixture.name ||
            headWord(sentenceTopic.phrase) === cf.fixture.phrase)) ||
          prev!.title
            .toLowerCase()
            .split(/[^a-z'-]+/)
            .includes(headWord(cf.fixture.phrase))) &&
        (c.joiner === "comma" || c.joiner === "and");
      // "no hot water since Sunday and the radiators are stone cold": one failure of the heating, told
      // by what it leaves cold.
      const heatingAgain =
        !!prev &&
        prev.category === "hvac" &&
        category === "hvac" &&
        prev.defects.some((d) => d.defect.id === "no_heat") &&
        cf.defects.every((d) => d.defect.id === "no_heat" || COLD_SAID.test(d.phrase)) &&
        (c.joiner === "and" || c.joiner === "comma");
      // "Strip light, the cover's off and there's a bare wire hanging down": the light's own wiring.
      const itsWiring =
        !!prev &&
        ((!!cf.fixture && cf.fixture.fixture.name === "wiring") ||
          cf.defects.some(
            (d) => d.defect.id === "electrical_hazard" && /\bwires?\b/.test(d.phrase),
          )) &&
        (c.joiner === "and" || c.joiner === "comma") &&
        // The wiring of a thing that runs on power, or behind its cover, door or panel gone
        // ("the meter base door's hanging off and the wires inside are exposed").
        ((!!prev.fixture &&
          POWERED.has(prev.fixture.fixture.category ?? "other") &&
          prev.fixture.fixture.name !== "wiring") ||
          /\b(?:covers?|doors?|panels?|plates?|lids?|hatch|casing)\b/i.test(prev.title));
      // "The frame's rotten at the bottom and the paint's flaking off": the paint failing is what
      // the damp, the rot or the rust shows.
      const finishShowsIt =
        !!prev &&
        (c.joiner === "and" || c.joiner === "comma") &&
        cf.defects.every((d) => PAINT_FAILS.test(d.phrase)) &&
        (!cf.fixture || /\b(?:paint|paintwork|render|plaster|finish)\b/.test(cf.fixture.phrase)) &&
        prev.defects.some((d) => /^(?:rot|rust|damp|leak|mould)$/.test(d.defect.id));
      // "the toilet seat's cracked and the flush handle's loose": two parts, each with its own
      // damage, are two jobs (a socket scorched "and the faceplate's cracked" is one thing).
      const siblingParts =
        !!prev &&
        (c.joiner === "and" || c.joiner === "but" || /^(?:and|but)\s/.test(c.text)) &&
        cf.ownThing &&
        !!cf.fixture &&
        !cf.fixture.locative &&
        !!prev.fixture &&
        !prev.fixture.locative &&
        namedPart(prev.fixture.phrase) &&
        namedPart(cf.fixture.phrase) &&
        headWord(cf.fixture.phrase) !== headWord(prev.fixture.phrase) &&
        // ("…top bracket hanging off and the whole rail flexes": the whole of it, not another part.)
        !/\b(?:whole|entire)\s+$/.test(
          c.text.slice(0, Math.max(0, c.text.indexOf(cf.fixture.phrase))),
        ) &&
        !cf.consequence &&
        distinctDamage(cf.defects, prev.defects) &&
        !(watery(cf.defects) && watery(prev.defects));
      const separate: boolean =
        !prev ||
        (!continuesFinding(c, cf, prev) &&
          !smellThenDamp &&
          !heatingAgain &&
          !finishShowsIt &&
          !itsWiring &&
          !topicAgain &&
          (siblingParts ||
            bringsIn ||
            (!(hedged && prev) &&
              !partOfPrev &&
              // Comma-joined clauses on the same trade are one finding told twice ("no hot water, the boiler's showing a fault").
              (c.joiner === "comma" && category === prev.category
                ? // …except in typed notes listing a room's faults ("Bathroom: bath panel missing, cistern
                  // lid cracked"), where each thing with its own problem is its own finding, and in a
                  // spoken list of things each with its own damage ("the gutter's blocked, a downpipe is
                  // cracked"): a cause and what follows from it ("no hot water, the boiler's…") stays one.
                  (listed ||
                    ((cf.startsNew || cf.namesSubject) &&
                      !cf.consequence &&
                      distinctDamage(cf.defects, prev.defects))) &&
                  (cf.ownThing || (!listed && cf.namesSubject)) &&
                  prevOwn &&
                  cf.subjectKey !== prev.subjectKey &&
                  !cf.defects.some((d) => prev.defects.some((e) => e.phrase === d.phrase))
                : // "a stain on the ceiling below" follows from a leak; "the carpet's got a wine stain" does not.
                  !(cf.consequence && watery(prev.defects)) &&
                  // "the fuse board…, and there's a burning smell from the board itself": the same thing.
                  !(
                    prev.fixture &&
                    cf.fixture &&
                    sameThingAgain(clauseBody(c.text), cf.fixture, prev.fixture)
                  ) &&
                  ((cf.startsNew && cf.subjectKey !== prev.subjectKey) ||
                    ((c.joiner === "and" || c.joiner === "but" || /^(?:and|but)\s/.test(c.text)) &&
                      cf.standalone &&
                      category !== prev.category &&
                      cf.subjectKey !== prev.subjectKey))))));
      // (The second part's title is its own: "Flush handle loose", not "Toilet seat flush handle loose".)
      if (siblingParts && separate) {
        const at = cf.title.toLowerCase().indexOf(cf.fixture!.phrase);
        if (at > 0) cf.title = readable(cf.title.slice(at)) ?? cf.title;
      }
      prevOwn = separate ? cf.ownThing : prevOwn || cf.ownThing;
      if (separate) {
        inSentence.push({
          unit: u,
          pos: cf.pos,
          fixture: cf.fixture,
          subjectKey: cf.subjectKey ?? cf.defects[0]!.defect.id,
          defects: cf.defects,
          title: cf.title,
          // "going back to that kitchen tap" from the bathroom: the tap is still the kitchen's.
          location:
            (cues.repeat && cf.fixture && findRooms(cf.fixture.phrase).at(-1)?.name) ||
            ownerRoom(c.text, cf.fixture) ||
            here,
          category,
          priority: "MEDIUM",
          priorityReason: "",
          mentions: 1,
          unclear: heardUnclearly(u, cf),
          namesSubject: cf.namesSubject,
          consequence: cf.consequence,
          ownThing: cf.ownThing,
          hedged,
          reported: asked,
          others:
            !!cf.fixture &&
            OTHERS_OF_KIND.test(c.text.slice(0, Math.max(0, c.text.indexOf(cf.fixture.phrase)))),
        });
      } else if (prev) {
        // "There's a puddle on the slab, and it's dripping from the ceiling": the item is named for
        // where the water comes from, not for where it lands.
        if (
          prev.consequence &&
          !cf.consequence &&
          watery(cf.defects) &&
          FROM_SOURCE.test(c.text.slice(Math.max(0, cf.pos - c.offset)))
        ) {
          prev.title = cf.title;
          prev.consequence = false;
        }
        // "it's freezing in here, every radiator is stone cold": a finding whose title names no
        // thing is titled by the clause that names one.
        if (namesNoThing(prev) && cf.ownThing) prev.title = cf.title;
        else if (smellThenDamp) prev.title = cf.title;
        prev.defects.push(...cf.defects);
        // (The paint that shows the rot is not the thing at fault.)
        if (!prev.fixture && cf.fixture && !finishShowsIt) prev.fixture = cf.fixture;
        prev.category = categoryOf(prev.fixture, prev.defects);
      }
    }
    // A cue belongs to the finding said before it (the first finding also takes the cues ahead of it).
    inSentence.forEach((f, i) => {
      const from = i === 0 ? 0 : f.pos;
      // "…the hinge and the tile are low priority, the boiler and the gutter this week": a thing named after
      // the finding's cue opens the stretch of the cue said after it.
      const to = cueScopeEnd(u.text, tone, f, inSentence[i + 1]?.pos ?? Infinity);
      const cue =
        cueIn(tone, from, to) ?? (tone.shared && f.pos < tone.shared.at ? tone.shared : null);
      f.cued = cue !== null;
      // What is seen is read from the start of the finding's clause ("…, and the discharge pipe is
      // missing"), the cue from the finding on.
      const seen = i === 0 ? 0 : Math.max(inSentence[i - 1]!.pos + 1, clauseStart(u.text, f.pos));
      setCall(f, priorityOf(f.fixture, f.defects, tone, cue, u.text.slice(seen, to)));
    });
    for (const c of restated) restatedCues(c, u.text, kept, tone, inSentence);
    // "Radiators are on, boiler's going, so you've still got heat": running, not failing.
    for (let i = inSentence.length - 1; i >= 0; i--)
      if (saidToRun(inSentence[i]!.fixture, inSentence[i]!.defects, u.text))
        inSentence.splice(i, 1);
    // "There's a strong chlorine smell in here and the extract fan's not running": a smell said of
    // no thing, then a thing's fault in the same sentence, is that fault's sign: one finding.
    for (let i = inSentence.length - 2; i >= 0; i--) {
      const sign = inSentence[i]!;
      const fault = inSentence.slice(i + 1).find((f) => f.fixture && !f.fixture.locative);
      if (sign.fixture || !fault || sign.defects.some((d) => d.defect.id !== "smell")) continue;
      if (priorityOrder[sign.priority] > priorityOrder[fault.priority])
        setCall(fault, { level: sign.priority, reason: sign.priorityReason });
      inSentence.splice(i, 1);
    }
    const survivors = applyCues(inSentence, cues, kept, next, u.text, previousSaidFine, () => {
      // Only a finding kept from the sentence just before (not an older one it merged into).
      const last = kept.all.at(-1);
      const trades = findFixtures(u.text).map((f) => f.fixture.category);
      // (Or the one still in hand, a sentence with nothing of its own between: "Burnt toast, okay.")
      const held = touchedLast && !(touchedLast as KeptFinding).dropped ? touchedLast : undefined;
      if (
        (kept.all.length > keptBeforeLast || (!!last && held === last)) &&
        trades.every((t) => t === null || t === last!.category)
      )
        kept.pop();
    });
    // "…no battery. That needs sorting today.", "It moves when you turn it.": more about the finding
    // just said ("it's also got mould" is another).
    // So is "Dangerous, needs sorting today.": a judgement with no thing of its own.
    // A sentence that opens on "it", "that", "nothing" or no subject at all ("Probably needs a new
    // washer") is about the finding before it, never an item of its own (docs/priority-policy.md).
    const live = touchedLast && !(touchedLast as KeptFinding).dropped ? touchedLast : undefined;
    // A hazard thing in a sentence the rules read no problem in (hazard-net.ts).
    const caught =
      !survivors.length && asks === null && kept.all.length === keptBeforeThis
        ? hazardNet(u.text, things, chance, cues)
        : null;
    if (caught) {
      keptBeforeLast = keptBeforeThis;
      touchedLast = kept.mergeOrKeep(netFinding(u, caught, here), cues.repeat);
      carried = caught.fixture;
      return;
    }
    // Whatever its subject, a sentence that guesses at the cause ("Could be the flat upstairs, the
    // tile's gone soft"), tells of water that follows from the finding ("Towel's soaked through") or
    // names a part of the thing just said ("Both bulbs, completely dark", "Two of the brackets are
    // loose") is more about that finding.
    // (The rule is sure of this one: the line model does not make it an item of its own.)
    const wiresOfLive =
      !!live &&
      POWERED.has(live.category) &&
      WIRES_OPENING.test(u.text.replace(LEAD, "")) &&
      !findRooms(u.text).length;
    // "Extractor fan, not running. Pull cord does nothing.": its control tried, to no effect.
    const controlOfLive =
      !!live &&
      POWERED.has(live.category) &&
      CONTROL_DOES_NOTHING.test(u.text.replace(LEAD, "")) &&
      !findRooms(u.text).length;
    const wholly =
      survivors.length > 0 &&
      (HEDGED.test(u.text.replace(LEAD, "")) ||
        survivors.every((f) => f.hedged) ||
        (survivors.every((f) => f.consequence) &&
          !!live &&
          WATER_PROBLEMS.test(problemIdsOf(live).join(" ")) &&
          !findRooms(u.text).length &&
          // ("Cabinet floor's already going soft": the surface the water reached is no new thing.)
          !findFixtures(u.text).some(
            (f) => !f.locative && !namesPart(f.phrase) && !WATER_REACHED.test(f.phrase),
          )) ||
        opensOnPart(u.text) ||
        // "Expansion joint's failed up there, probably the source", "Cause is the pilot's out":
        // the cause of the finding just said.
        (!!live && CAUSE_SAID.test(u.text) && !findRooms(u.text).length) ||
        // "So something above is leaking now": an unnamed cause of the finding just said.
        // (A room named later, "get the FM to check the kitchen upstairs", is where to look.)
        (!!live &&
          SOMETHING_FIRST.test(u.text.replace(LEAD, "")) &&
          !findRooms(u.text.split(/[,;]/)[0]!).length) ||
        // "Tried the hex key underneath, still won't budge": trying the thing just said, still failing.
        (!!live &&
          TRIED_IT.test(u.text.replace(LEAD, "")) &&
          /\bstill\b/.test(u.text) &&
          !findRooms(u.text).length) ||
        // "…, is it stuck on?" "Yeah, the mechanism's jammed": the answer is the finding asked about.
        (!!live &&
          !!live.reported &&
          ANSWER.test(u.text) &&
          !findRooms(u.text).length &&
          survivors.every((f) => !f.ownThing)) ||
        // "…missing its cover. The wires are hanging there.": the wiring of the powered thing just said.
        wiresOfLive ||
        (!!live && sameThingNext(u.text, live)) ||
        controlOfLive ||
        // "I can smell gas when it's clicking", "Paint's flaking off it", "I reckon the roof's been
        // leaking into it": the problem is placed by, or happens with, the thing just said.
        (!!live && !findRooms(u.text).length && itIsTheThingBefore(u.text)) ||
        // "Steady, a drop every second, so the membrane's probably failed.": a guess at the cause.
        (!!live && !findRooms(u.text).length && GUESSED_CAUSE.test(u.text.replace(LEAD, ""))) ||
        // "That's why the carpet outside is soaked.": what the finding before has caused.
        (!!live && CAUSED_BY_IT.test(u.text.replace(LEAD, ""))) ||
        // "The drain outside is blocked with leaves, that'll be it.", "Panel's showing a fault
        // because of it": the cause of the finding before, or what it has led to.
        (!!live && (ENDS_ON_CAUSE.test(u.text) || BECAUSE_OF_IT.test(u.text))) ||
        // "The shower screen is cracked. There's a long crack down one side.": the same problem
        // said again, with no thing of its own.
        (!!live &&
          !findRooms(u.text).length &&
          survivors.every(
            (f) =>
              ((!f.ownThing &&
                !f.namesSubject &&
                (!f.fixture || f.subjectKey === live.subjectKey)) ||
                // "…dripping behind the fridge. Yep, the compression fitting's weeping.": the joint it leaks from.
                (!!f.fixture &&
                  JOINT.test(f.fixture.phrase) &&
                  WATER_PROBLEMS.test(problemIdsOf(live).join(" ")))) &&
              sameProblem(f, live),
          )) ||
        // "…so the whole thing needs replacing": the thing just said, all of it.
        (!!live && !findRooms(u.text).length && WHOLE_THING.test(u.text)));
    const aboutLast =
      live &&
      survivors.length > 0 &&
      (wholly ||
        (!survivors[0]!.namesSubject &&
          (followUp ||
            (survivors.length === 1 &&
              // "…that ice, it's dangerous": "it" the thing the sentence before named; "a fault
              // somewhere on that circuit": "that" points back at it.
              (!survivors[0]!.fixture ||
                survivors[0]!.fixture.locative ||
                survivors[0]!.fixture === carriedIn ||
                survivors[0]!.fixture.fixture.name === live.subjectKey ||
                pointsBack(u.text, survivors[0]!.fixture)) &&
              // "So there's a fault somewhere on that circuit": a judgement, or a problem named
              // only in general, with no thing of its own.
              survivors[0]!.defects.every(
                (d) =>
                  JUDGEMENTS.has(d.defect.id) ||
                  GENERAL_PROBLEM.test(d.phrase) ||
                  RISK_NAMED.test(d.phrase) ||
                  // "Somebody will catch a toe on that": the risk the thing before poses.
                  d.defect.id === "trip",
              )))))
        ? live
        : undefined;
    keptBeforeLast = keptBeforeThis;
    if (!survivors.length && touchedLast && !(touchedLast as KeptFinding).dropped) {
      // "It's dripping down the wall. And there's a powerpoint right underneath it.": electrics said
      // to be in the water's way make the leak just said electrical danger (unless the speaker has
      // called it themselves).
      if (
        !touchedLast.cued &&
        WATER_PROBLEMS.test(problemIdsOf(touchedLast).join(" ")) &&
        ELECTRICS_UNDER_IT.test(u.text) &&
        !findRooms(u.text).length
      ) {
        setCall(touchedLast, { level: "HIGH", reason: "HIGH: electrical danger" });
        follows(touchedLast, u);
        carried = lastFixture ?? carried;
        return;
      }
      // "The tap is dripping. Low priority.": a priority said on its own is said of the finding before.
      // So is one that opens on it ("Not urgent, but it'll need a new unit eventually.").
      // So is one in a sentence on "it" or one that names no thing and no place ("They've got
      // meetings in there all week, so asap.", "Get an electrician in today.").
      const things = findFixtures(u.text).filter((f) => !f.locative && !f.means);
      if (
        tone.cues.length &&
        (tone.onlyCues ||
          (tone.cues[0]!.at === 0 &&
            // "Not urgent, the side gate keeps the yard shut anyway.": said first, then why ("Today,
            // the tenant is out" says when the visit is).
            (!findFixtures(u.text).length ||
              (/^\s*[,;:]/.test(u.text.slice(tone.cues[0]!.phrase.length)) &&
                !BARE_TIME.test(tone.cues[0]!.phrase)))) ||
          // ("That's everything, no rush on the decorating." closes the visit: not the last finding's.)
          (followUp && !freeFixtureFirst(u.text) && !CLOSING.test(u.text)) ||
          // "Anyone can walk in, so that's a security issue, asap.", "Getting that fixed today.":
          // a priority in a sentence that names no thing and no place.
          (!things.length &&
            !findRooms(u.text).length &&
            !CLOSING.test(u.text) &&
            !WRAPPING_UP.test(u.text) &&
            // "Tenant's meant to descale it himself, so low priority": a person is no finding's subject.
            (!opensOnSubject(u.text) || PERSON_FIRST.test(u.text))) ||
          // "Towel's round it, book the plumber for next week.", "Nothing's come through yet, so soon
          // rather than urgent.": no finding of its own, and it points back or ends on the priority.
          // "Lock still works, so low priority, just filler and paint.": a priority drawn with "so".
          (tone.cues.some((c) => SO_BEFORE.test(u.text.slice(Math.max(0, c.at - 24), c.at))) &&
            !findRooms(u.text).length &&
            !CLOSING.test(u.text) &&
            !WRAPPING_UP.test(u.text)) ||
          // "If that goes it lands on the shed, so a tree surgeon out urgently": what it would hit
          // is no place the walk has moved to.
          (IF_IT_DOES.test(u.text) && !CLOSING.test(u.text)) ||
          ((tone.trailingCue || pointsBackAtIt(u.text)) &&
            !findRooms(u.text).length &&
            !cues.fine.length &&
            !CLOSING.test(u.text) &&
            !WRAPPING_UP.test(u.text)))
      ) {
        setSaid(touchedLast, cueIn(tone, 0, Infinity)!);
        follows(touchedLast, u);
        carried = lastFixture ?? carried;
        return;
      }
      // "…a crack above the window. It's about three mil wide. Could be structural.": more about it.
      if (
        !touchedLast.cued &&
        (tone.structural ||
          // "…cracked across the hallway. It's about five mil wide.": how big, said of it.
          ((ABOUT_IT.test(u.text) || followUp) &&
            problemIdsOf(touchedLast).includes("crack") &&
            saysCrackIsBig(u.text)))
      )
        setCall(touchedLast, STRUCTURAL_CALL);
      // "…clicks but never catches. That's gas, knobs off.": the smell is of the thing just said.
      if (tone.gasSmell && !touchedLast.cued && BURNS_GAS.test(touchedLast.title.toLowerCase()))
        setCall(touchedLast, GAS_CALL);
      // "Tap dripping. Washer, probably. Low.": a guess at the cause follows the finding and keeps it
      // in hand, so the priority after it is its. "Scratch that, it's number seven": which one,
      // corrected, goes into its description.
      if (
        GUESS_ONLY.test(u.text.trim()) ||
        cues.retractions.some((r) => correctsDetail(u.text, r))
      ) {
        follows(touchedLast, u);
        carried = lastFixture ?? carried;
        return;
      }
      if (
        (ABOUT_IT.test(u.text) || followUp) &&
        !findRooms(u.text).length &&
        !CLOSING.test(u.text) &&
        !freeFixtureFirst(u.text)
      ) {
        follows(touchedLast, u);
        carried = lastFixture ?? carried;
        return;
      }
    }
    // "Going back to that dishwasher, the door seal is split": all of it adds to the dishwasher's item.
    // So does "and the wardrobe door again, the bottom hinge is missing a screw".
    const opening =
      u.text.match(GOING_BACK)?.[1] ?? u.text.match(AGAIN_FIRST)?.[1] ?? thatOneNamed(u.text);
    const target = opening ? goneBackTo(opening, kept) : aboutLast;
    // "Going back to the café fascia. Scaffold tower needed. Medium.": a sentence that only goes
    // back to an earlier finding puts it in hand again, so what is said next is said of it.
    if (!survivors.length && opening && target) {
      follows(target, u);
      touchedLast = target;
      carried = lastFixture ?? carried;
      return;
    }
    // "I pulled the cord a few times and nothing.": a sentence that finds nothing, moves nowhere and
    // names no new subject keeps the finding before it in hand for the next follow-up; one that
    // tells of trying it, or notes a detail in the same breath, is part of what it was made from.
    if (!survivors.length && live && (keepsTheThread(u.text) || namesOnlyIt(u.text, live))) {
      if (TRIED_IT.test(u.text.replace(LEAD, "")) || (!cues.fine.length && noteOnIt(u, live)))
        follows(live, u);
      carried = lastFixture ?? carried;
      return;
    }
    touchedLast = undefined;
    // Where the line model is sure and the rules' call goes the other way, the model's stands
    // (line-model.ts): a sentence it reads as raising a finding is not merged into the one before,
    // and one it reads as only saying more is.
    // (Never one said to be the cause of the finding before: "The gully's full of silt, that'll be
    // it", nor the wiring or control of the thing just said: what the rules tie to it by name.
    // What the finding led to may be a finding of its own: "because of that there's a lead under
    // the fire door".)
    const ownItem =
      target === aboutLast &&
      !wiresOfLive &&
      !controlOfLive &&
      !ENDS_ON_CAUSE.test(u.text) &&
      chance >= RAISES_FROM;
    const moreAboutLive = !target && !!live && chance < FOLLOWS_BELOW;
    for (const f of survivors) {
      // Past the first, a clause that names its own thing is its own finding ("it's fine, but the
      // tap is leaking").
      const into = ownItem
        ? undefined
        : moreAboutLive && modelMayJoin(f, live!)
          ? live
          : target && (target !== aboutLast || !f.namesSubject || wholly)
            ? target
            : undefined;
      // "Supply air's nice and cold in here": a sentence the model is all but sure raises nothing
      // makes no item of its own, unless the rules read a hazard in it.
      if (!into && chance < RAISES_NOTHING_BELOW && !hazardous(f)) continue;
      if (into) kept.addTo(into, f, into === aboutLast || into === live ? "follow" : "again");
      // What was asked about, now seen, is no longer only reported.
      if (into && !f.reported) into.reported = false;
      // "The scuffs in the hall and the blu tack are both low priority": a recap names findings
      // already made, and its priority is theirs.
      const recapped = !into && RECAP.test(u.text) ? kept.recentWithProblem(f) : undefined;
      if (recapped) kept.addTo(recapped, f);
      touchedLast = into ?? recapped ?? kept.mergeOrKeep(f, cues.repeat);
    }
    carried = lastFixture ?? carried;
  };

  const opening: Opening = {
    head: [],
    anyText: false,
    heard: { words: 0, confidenceSum: 0, unclear: 0 },
  };
  for (const seg of t.segments) hear(opening.heard, seg);
  let previous: Unit | undefined;
  for (const u of units(t)) {
    if (previous) sentence(answeredNone(previous, u), u);
    previous = u;
    if (opening.head.length < 3) opening.head.push(u);
    opening.anyText ||= u.text.length > 0;
  }
  if (previous) sentence(previous, undefined);
  return {
    // Where the rules saw only a routine repair, the kind model may read a hazard in the words.
    items: withoutConfirmedReports(kept.all).map(toItem).map(withLearnedKind),
    rooms: roomsVisited,
    opening,
    untracked: kept.untracked,
  };
}

/** The item the hazard net makes of a sentence (hazard-net.ts). */
function netFinding(u: Unit, caught: NetCatch, here: string | null): Finding {
  return {
    unit: u,
    pos: caught.fixture.start,
    fixture: caught.fixture,
    subjectKey: caught.fixture.fixture.name,
    defects: [],
    title: caught.title,
    location: ownerRoom(u.text, caught.fixture) || here,
    category: caught.fixture.fixture.category ?? "safety",
    priority: caught.call.level,
    priorityReason: caught.call.reason,
    mentions: 1,
    namesSubject: true,
    ownThing: true,
  };
}

const LEAK_REASON = policyCall("leak")!.reason;
const SECURITY_CALL = policyCall("security")!;
/** HIGH for a danger to people, not only for water escaping (a leak is HIGH too, but no hazard to keep apart). */
const hazardous = (f: Finding) => f.priority === "HIGH" && f.priorityReason !== LEAK_REASON;

/**
 * A finding the line model reads as only more about the one before may join it unless the rules
 * see why not: a hazard is never merged away on the model's word alone (unless it is the same
 * thing's), nor a clause on a thing of its own other than that one, nor one said in another place
 * ("Rats in the loft.").
 */
function modelMayJoin(f: Finding, live: Finding): boolean {
  return (
    // (A hazard said again of the same thing loses nothing by joining: "Someone's wedged it open".)
    (!hazardous(f) || f.subjectKey === live.subjectKey) &&
    !(f.ownThing && f.subjectKey !== live.subjectKey) &&
    locationKey(f.location) === locationKey(live.location)
  );
}

/** What says a thing named is well, right after its name ("the screen's fine", "deadbolt works"). */
const FINE_AFTER =
  /^(?:'s|'re|\s+(?:is|are|was|were|looks?|seems?))\s+(?:(?:all|still|absolutely|perfectly|totally|really)\s+)?(?:fine|good|ok|okay|grand|solid|sound|perfect|great|lovely|working)(?![\w'])|^\s+(?:works?|working)\s*$/;
const saidFine = (clause: string, f: FixtureHit) =>
  FINE_AFTER.test(clause.slice(f.end)) && !/\b(?:but|except|apart)\b/.test(clause.slice(f.end));

/** "it's the glass", "no, it's the CO detector": which thing is meant. */
const MEANT =
  /^(?:(?:no|sorry|actually|wait|rather)\s+)*(?:it's|its|it is|it was)\s+(?:the|its|their)\s+([a-z-]+(?:\s+[a-z-]+){0,2})$/;
/** A clause that only takes back what was said before it. */
const CORRECTING = /^(?:no|sorry|sorry no|no sorry|actually|wait|i mean|or rather|scratch that)$/;

/** "the smoke detector's chirping, sorry, no, it's the CO detector": the finding is the thing meant's. */
function correctThing(f: Finding | undefined, meant: FixtureHit) {
  if (!f?.fixture || f.fixture.phrase === meant.phrase) return;
  const was = f.fixture.phrase.toLowerCase();
  const title = f.title.toLowerCase();
  f.title =
    readable(
      title.startsWith(was)
        ? `${meant.phrase}${title.slice(was.length)}`
        : `${meant.phrase} ${title}`,
    ) ?? f.title;
  f.fixture = meant;
  f.subjectKey = meant.fixture.name;
  f.category = categoryOf(meant, f.defects);
}

/** A clause that only names a thing ("the kitchen faucet", "front door"), with its room if said. */
function thingAlone(clause: string, free: FixtureHit[]): FixtureHit | undefined {
  const f = free.length === 1 ? free[0]! : undefined;
  if (!f || clause.slice(f.end).trim()) return undefined;
  const lead = clause
    .slice(0, f.start)
    .replace(/^(?:the|a|an|that|this|our|their)\s+/, "")
    .trim();
  return !lead ||
    STARTS_NEW.test(`${lead} `) ||
    findRooms(lead).some((r) => r.start === 0 && r.end === lead.length)
    ? f
    : undefined;
}

/** A finding said as its problem alone, its thing named in a clause of its own after it. */
function nameTheThing(f: Finding | undefined, thing: FixtureHit) {
  if (!f || f.fixture || f.namesSubject || findFixtures(f.title.toLowerCase()).length) return;
  f.title = readable(`${thing.phrase} ${f.title.toLowerCase()}`) ?? f.title;
  f.fixture = thing;
  f.subjectKey = thing.fixture.name;
  f.category = categoryOf(thing, f.defects);
}

/** "…, the knob set's loose": a clause opening on a subject of its own, not a small part of the thing before. */
const SUBJECT_FIRST =
  /^(?:the|its|their)\s+([a-z-]+(?:\s+[a-z-]+)?)(?:'s|'re|\s+(?:is|are|was|were|has|have|had|keeps|won't|doesn't|isn't|don't|aren't))\s/;
const opensOnSubjectOfItsOwn = (clause: string) => {
  const np = SUBJECT_FIRST.exec(clause.replace(LEAD, ""))?.[1];
  return !!np && np.includes(" ") && !namesPart(np);
};

/** "It's freezing in here", "it's roasting up there": "it" is the room's air, no thing. */
const AMBIENT_IT =
  /^(?:it's|its|it is)\s+(?:(?:so|really|very|absolutely|bloody|a bit|quite)\s+)?(?:freezing|cold|chilly|hot|warm|boiling|roasting|baking|sweltering|stuffy|humid|muggy)\s+(?:in|up|down|out|over)\s+(?:here|there)\b/;

/** A title of a problem alone that is no thing in itself ("Freezing", "Barely warm"; not "Black mould"). */
const namesNoThing = (f: Finding) =>
  !f.fixture &&
  !f.namesSubject &&
  !PROBLEM_FIRST.has(f.defects[0]!.defect.id) &&
  !findFixtures(f.title.toLowerCase()).length;

/**
 * Where a sentence that ends in a question starts asking, in its cleaned text: at the clause that
 * opens on a question word ("…, can you see?"), or at the start when it is a question throughout
 * ("You said it's been cold?"). Null when the sentence asks nothing.
 */
function askedFrom(raw: string): number | null {
  // (Read before clean(), which drops "you know" as a filler.)
  if (!/\?\s*$/.test(raw) || TELLS.test(raw.toLowerCase().replace(LEAD, ""))) return null;
  let at = 0;
  for (const c of splitClauses(clean(raw)))
    if (QUESTION_OPENING.test(c.text.replace(LEAD, ""))) at = c.offset;
  return at;
}
/**
 * "CO detector down here? None.": a thing asked after and answered "none" is a thing not there. The
 * question is read as "…, there's none" (its words as said stay the quote).
 */
function answeredNone(q: Unit, answer: Unit): Unit {
  if (!/\?\s*$/.test(q.raw) || !NONE_ANSWER.test(answer.text)) return q;
  const things = findFixtures(q.text);
  if (!things.length || findDefects(q.text, things).length) return q;
  return { ...q, text: `${q.text.replace(/[?\s]+$/, "")}, there's none.`, answeredNone: true };
}
const NONE_ANSWER =
  /^(?:(?:no|nope|nah)[,.!\s]+)?(?:none|not one|nothing|there isn't one|there's none|there's not one|no there isn't|nope)[.!]*$/;

/** "Did you know there's a hole in the door?": a question that tells. */
const TELLS =
  /^(?:[a-z ]+,\s*)*(?:did you know|do you know|have you seen|have you noticed|you know|can you see|see)(?![\w'])/;
const QUESTION_OPENING =
  /^(?:is|are|was|were|do|does|did|have|has|can|could|will|would|should|shall|what|what's|where|when|why|how|who|which|anything|any|you said|did you|isn't|aren't|doesn't|don't)(?![\w'])/;

/** "the hallway smoke detector is missing" (said in the kitchen): the item is the hallway's. */
function ownerRoom(clause: string, fixture: FixtureHit | null): string | null {
  if (!fixture || fixture.locative) return null;
  const at = clause.indexOf(fixture.phrase);
  if (at < 0) return null;
  const room = findRooms(clause.slice(0, at)).at(-1);
  return room && /^\s*$/.test(clause.slice(room.end, at)) ? room.name : null;
}

/**
 * "We're here because the tenant reported a crack." … "there's a crack above the window": a report
 * with no thing of its own is the finding seen later, not a second item. One pass from the end.
 */
function withoutConfirmedReports(all: Finding[]): Finding[] {
  const later = new Set<string>();
  // "You said the shower goes cold?" … "the shower's stone cold": the same thing, seen.
  const laterThings = new Set<string>();
  const kept: Finding[] = [];
  for (let i = all.length - 1; i >= 0; i--) {
    const f = all[i]!;
    const ids = problemIdsOf(f);
    const seen =
      f.reported &&
      ((f.thingless && ids.some((id) => later.has(id))) ||
        (!f.thingless && f.subjectKey !== null && laterThings.has(f.subjectKey)));
    if (!seen) kept.push(f);
    for (const id of ids) later.add(id);
    if (!f.reported && f.subjectKey !== null) laterThings.add(f.subjectKey);
  }
  return kept.reverse();
}

/** A clause's words as clauseFinding reads them (the offsets of its hits are in these). */
const clauseBody = (clause: string) => clause.replace(LEAD, "").replace(SAYS, "");

/**
 * The finding "going back to …" returns to: by its thing ("that dishwasher"), or by its problem when
 * it had no thing of ours ("the front room damp").
 */
function goneBackTo(opening: string, kept: KeptFindings): Finding | undefined {
  const named = findFixtures(opening);
  const byThing = named.map((fx) => kept.lastWithSubject(fx.fixture.name)).find(Boolean);
  if (byThing || named.some((f) => !f.locative)) return byThing;
  return findDefects(opening, named)
    .map((d) => kept.lastWithSubject(d.defect.id))
    .find(Boolean);
}

/**
 * A clause that is only the name of a thing ("Dumbwaiter to the first floor function room", "The
 * grease rendering bin"): its words up to a place phrase, or null when it has a verb, a person, a
 * room or a count in it.
 */
/** A clause that opens on some of them ("one's cracked", "two lifted") or on its problem. */
function saysOfTopic(c: Clause, problemAt: number, namesSubject: boolean): boolean {
  const opening = clauseBody(c.text).replace(LEAD, "");
  return (
    /^(?:one|one's|two|three|a couple|couple|a few|some|half)\b/.test(opening) ||
    (!namesSubject && problemAt - c.offset <= c.text.length - opening.length)
  );
}

function bareThing(clause: string): string | null {
  const text = clause.replace(LEAD, "").trim();
  const m =
    /^(?:the\s+|our\s+|a\s+|an\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)(?:\s+(?:to|on|in|by|at|of|for|from|near|over|under|behind|outside|inside)\s+[a-z' -]+)?$/.exec(
      text,
    );
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  // ("Checked the HIU in the cupboard": a thing done, not a thing named.)
  if (/(?:ed|ing)$/.test(text.split(/\s+/)[0]!) && !/^(?:the|our|a|an)\s/.test(text)) return null;
  // ("X-ray room, …": a room we have no word for is where we are, not a thing.)
  if (
    words.some((w) => NOT_A_BARE_THING.test(w)) ||
    findRooms(m[1]!).length ||
    /\broom$/.test(m[1]!)
  )
    return null;
  return m[1]!;
}
const NOT_A_BARE_THING =
  /^(?:is|are|was|were|be|been|has|have|had|does|do|did|can|will|it|i|we|you|he|she|they|there|that|this|these|those|just|so|and|but|then|okay|ok|right|yeah|yes|no|um|er|erm|item|number|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|first|next|now|here|also|back|out|up|down|over|round|around|inside|outside|through|along|across|my|alright|anyway|lastly|finally|last|again|then|plus|also|actually|mind|look|see|hmm|ah|uh|um|erm|er|oh|ooh|aye|yep|yup|nope|cheers|thanks|ta|lovely|great|grand|cool|nice|perfect|brilliant|sure|nah|done|checked|tested|looked|noted|moving on|on to|over to|into|onto|from|final|quick|quicklywell|sorry|oh|hello|hi|morning|afternoon|fine|good|all|every|some|any|both)$/;

/** A part any thing of its kind has, not a thing of its own: a handle, a lock, a fan, a seal. */
const isAPart = (phrase: string) =>
  TOPIC_PART.test(headWord(phrase)) ||
  GENERIC_PART.test(headWord(phrase)) ||
  namesPart(phrase) ||
  PART_FOR_SHUTTING.test(phrase);

/** "microwave light", "cooker hood fan": a part named with its owner (a lock's barrel is still the door's). */
const ownedPart = (phrase: string) => {
  const owner = phrase.split(" ").slice(0, -1).join(" ");
  return !!owner && findFixtures(owner).length > 0 && !isAPart(owner);
};

/** The things a clause names, less a thing's word inside a room's name ("the motor room", "the pump room"). */
function thingsNamed(text: string): FixtureHit[] {
  const rooms = findRooms(text).filter((r) => / room$/.test(r.name));
  return findFixtures(text).filter((f) => !rooms.some((r) => r.start <= f.start && f.end <= r.end));
}

/** The thing a sentence names and says nothing of: no problem, no all-is-well, not a room alone. */
function onlyNames(text: string, things: FixtureHit[], cues: SentenceCues): FixtureHit | null {
  const free = things.filter((f) => !f.locative && !f.means);
  if (
    !free.length ||
    // A heading, as a dictated note has it: a place and a thing, no verb and no verdict ("the
    // toilet flushes fine", "checked the boiler", "hall light, no flicker" say something of their own).
    SAYS_SOMETHING.test(text) ||
    text.split(/\s+/).length > 10 ||
    findDefects(text, things).length ||
    cues.fine.length ||
    cues.fixed.length
  )
    return null;
  return free.at(-1)!;
}
/** A verb or a verdict: a sentence that says something of the thing, not only names it. */
const SAYS_SOMETHING =
  /\b(?:no|not|nothing|never|none|fine|ok|okay|good|all good|sound|solid|is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|may|might|must|works?|worked|working|looks?|looked|seems?|goes|went|gets?|got|flush\w*|runs?|ran|checked|tested|seen|saw|need\w*|wants?)\b|'s\b|'re\b|n't\b|\b\w+ed\b/;

/** The last word of a thing's name, its head ("access panel" → "panel"). */
const headWord = (phrase: string) => phrase.split(" ").at(-1)!;
/** A painted finish failing: peeling, flaking, bubbling, blistering, coming off. */
const PAINT_FAILS =
  /^(?:(?:paint\s+|paint's\s+)?(?:peeling|flaking|bubbled|bubbling|blistering|blistered|coming off|flaking off|peeling off))$/;
/** The parts that keep a door or a hatch shut, and the thing failing at it. */
const PART_FOR_SHUTTING =
  /\b(?:lock|locks|padlock|bolt|deadbolt|latch|hasp|closer|self closer|maglock|door spring)\b/i;
const SHUT_FAILS =
  /\b(?:not secure|not secured|insecure|won't lock|doesn't lock|will not lock|can't be locked|won't (?:shut|close|latch|pull shut)|doesn't (?:shut|close|latch|self-close|self close)|not (?:closing|shutting|latching)|self-clos\w*|falls? open|swings? open|bang\w*|slam\w*)\b/;

/** "the board" (or "the board itself") just after "the fuse board": its head word, said again. */
function sameThingAgain(clause: string, f: FixtureHit, before: FixtureHit): boolean {
  const head = before.phrase.split(" ");
  return (
    head.length > 1 &&
    f.phrase === head.at(-1) &&
    // (Dictated, without its article: "Roof hatch, padlock missing, hatch not secured".)
    (f.start === 0 ||
      /(?:^|\s)(?:the|that|this)\s+$/.test(clause.slice(Math.max(0, f.start - 6), f.start)))
  );
}

/** "stairs" and "stair nosing" share a word: one does not own the other. */
const sharesWord = (a: string, b: string) => {
  const stems = new Set(a.split(/\s+/).map((w) => w.slice(0, 4)));
  return b.split(/\s+/).some((w) => stems.has(w.slice(0, 4)));
};

/** "…when it's clicking", "…off it", "…into it", "…every time you use it": the thing just said. */
const POINTS_BACK_AT_IT =
  /\b(?:(?:when|whenever|while|every time|each time)\s+(?:it|it's|its|they|they're|you\s+[a-z]+\s+(?:it|them))|(?:off|into|onto|out of|from|all over|behind|underneath|through)\s+(?:it|them))(?![\w'])/;
/** Water said with where it comes from: "dripping from the ceiling", "coming out of the wall". */
const FROM_SOURCE = /^[a-z' ]*?\s(?:from|out of|through)\s+(?:the|a|an)\s+[a-z]/;

/**
 * A sentence that goes back over findings with one priority for them all: two things joined by "and",
 * then "both", "all" or "each" and a priority ("the blind and the bath chip are both low priority").
 */
const RECAP =
  /\band\s+(?:the|that|those|his|her|their)\s[^.]{0,40}?\b(?:are\s+)?(?:both|all|each)\b[^.]{0,20}?\b(?:low|medium|high)\s+priority\b|(?:'s|\bis)\s+the\s+(?:urgent|main|important|priority|worst|big|serious)\s+one\b/;
/** How far back a recap looks for the findings it names (bounded, so extraction stays linear). */
const RECAP_REACH = 30;

/**
 * A thing said to be probably so: "the flapper's probably warped", "that's the seal gone, I reckon",
 * "…showing a fault light, so it's the power supply, probably".
 */
const GUESSED_CAUSE =
  /,\s*so\s+(?:it's|its|it is|that's|thats)\s+(?:the\s+|a\s+|an\s+|its\s+)?[a-z][a-z' -]{1,40}?,?\s+(?:probably|i reckon|i'd say|i think|i'd guess|i suspect|maybe)[.!?]*$|(?:^|,\s*|\bso\s+)(?:the\s+|its\s+|that\s+)?[a-z][a-z -]{1,30}?(?:'s|\s+is|\s+are|\s+has|\s+have)\s+(?:probably|possibly|likely|most likely|maybe)\s+(?!not\b)[a-z]+|^(?:that's|thats|that'll be|that will be)\s+(?:the|its|a|an)\s+[a-z][a-z' -]{1,40}?,?\s+(?:i reckon|i'd say|i think|i'd guess|i suspect|i bet)\b/;

/** A sentence that opens on what the finding before has caused ("That's why…", "Which is why…"). */
const CAUSED_BY_IT =
  /^(?:so\s+)?(?:that's|thats|that is|which is|that'll be|that must be|this is)\s+(?:why|what's causing|what is causing)\b|^hence\b/;

/**
 * "There's a musty smell, and the bottom of the wall is wet to the touch": a smell said with the
 * damp it comes from is one finding, named for what is seen.
 */
function smellOfDamp(
  before: DefectHit[],
  now: DefectHit[],
  beforeThing: FixtureHit | null,
): boolean {
  const smellOnly = (ds: DefectHit[]) =>
    ds.length > 0 && ds.every((d) => SMELL_WORDS.test(d.phrase));
  const damp = (ds: DefectHit[]) =>
    ds.some((d) => DAMP_IDS.has(d.defect.id) && !SMELL_WORDS.test(d.phrase));
  return !beforeThing && smellOnly(before) && damp(now);
}
const SMELL_WORDS = /\b(?:smell\w*|musty|odou?r|whiff|stinks?|stench)\b/;
const DAMP_IDS = new Set(["damp", "mould", "leak", "flood", "rot"]);

/** Where two lengths of pipe or hose meet: a leak there is the leak just said. */
const JOINT =
  /\b(?:fittings?|joints?|connections?|connectors?|olives?|unions?|couplings?|compression)\b/;
/** "the whole thing", "the entire unit": all of the thing just said, no thing of its own. */
const WHOLE_THING = /\bthe\s+(?:whole|entire)\s+(?:thing|unit|lot|one)\b/;

/** A sentence that ends by saying it is the cause of the finding before ("…, that'll be it"). */
const ENDS_ON_CAUSE =
  /(?:,|;|\bso)\s*(?:that'll be it|that will be it|that's it then|that'll be why|that's why|that'll be the cause|that's the (?:cause|culprit|reason|source)|that's where it's coming from|that's what's causing it|that explains it)[\s.!]*$/;
const BECAUSE_OF_IT = /\bbecause of (?:it|that|them)(?![\w'])/;

/** What a thing gives off, is covered in or takes water from: gas, paint, grout, the roof. */
const WITH_IT = new Set(["gas", "paint", "roof", "sealant", "grout", "hot water"]);

/**
 * Whether "it" in the sentence can only be the thing the sentence before named: nothing said before
 * "it" could be meant instead ("…the doorknob went through it" is the drywall's), but what the
 * thing gives off or is covered in ("I can smell gas when it's clicking").
 */
function itIsTheThingBefore(text: string): boolean {
  const m = POINTS_BACK_AT_IT.exec(text);
  if (!m) return false;
  const before = text.slice(0, m.index);
  // Each noun phrase, with a word or two before its noun ("a faint gas smell").
  const phrases = [
    ...before.matchAll(
      /(?:^|\s)(?:the|a|an|this|that|my|our|their|his|her)\s+([a-z-]+(?:\s+[a-z-]+){0,2})(?![\w'])/g,
    ),
  ];
  return (
    findFixtures(before).every((f) => WITH_IT.has(f.fixture.name)) &&
    phrases.every((n) => {
      const named = findFixtures(n[1]!);
      return named.length > 0 && named.every((f) => WITH_IT.has(f.fixture.name));
    })
  );
}

/** A panel named bare, or by where it sits on the thing ("the bottom panel", "the glass panel"). */
const BARE_PANEL = /^(?:(?:bottom|top|side|lower|upper|middle|glass|front|back)\s+)?panels?$/;

/** A control said to do nothing: "Pull cord does nothing", "the switch is dead". */
const CONTROL_DOES_NOTHING =
  /^(?:the\s+|its\s+)?(?:pull ?cord|cord|switch|button|remote|control|controls|isolator)(?:'s|\s+is|\s+does|\s+do)?\s+(?:nothing|dead|not doing anything|doing nothing|doesn't do anything|does not do anything|no response)[.!]*$/;
/** Trades of things that run on power: their wiring is theirs. */
const POWERED = new Set<Category>(["electrical", "safety", "appliances", "hvac"]);
const WIRES_OPENING = /^(?:the\s+|its\s+)?(?:wires|wiring|cables|cable|flex)(?:'s|\s)/;

/** A sentence with no finding that leaves the one before in hand: no room, no new subject, no wrap-up. */
function keepsTheThread(text: string): boolean {
  return (
    !findRooms(text).length &&
    !CLOSING.test(text) &&
    !WRAPPING_UP.test(text) &&
    !freeFixtureFirst(text) &&
    !opensOnSubject(text) &&
    !LANDMARK.test(text)
  );
}

/**
 * "Tank's eleven years old, it's done, that's a replacement.": a sentence with no finding that opens
 * on the thing just said (by any of its names) keeps it in hand.
 */
function namesOnlyIt(text: string, live: Finding): boolean {
  const things = findFixtures(text).filter((f) => !f.locative && !f.means);
  return (
    things[0]?.fixture.name === live.subjectKey &&
    freeFixtureFirst(text) &&
    !findRooms(text).length &&
    !CLOSING.test(text)
  );
}

/** "Tap dripping. Hot side.": a few words said straight after, in the same breath, are a note on it. */
function noteOnIt(u: Unit, live: Finding): boolean {
  return (
    u.segIndex === live.unit.segIndex &&
    u.text.split(/\s+/).length <= NOTE_WORDS &&
    !CLOSING.test(u.text) &&
    !WRAPPING_UP.test(u.text)
  );
}
const NOTE_WORDS = 6;

/** Cold said of what should be warm ("the radiators are stone cold"). */
const COLD_SAID = /\b(?:stone cold|freezing|cold|icy|lukewarm|tepid|not (?:warm|hot|heating))\b/;
/** A socket, a switch or a light said to be right by what was just said: "a powerpoint right underneath it". */
const ELECTRICS_UNDER_IT =
  /\b(?:sockets?|power ?points?|plugs?|outlets?|switch(?:es)?|light fittings?|fuse ?box|fuse ?board|consumer unit|wiring|wires|electrics)\b[^.]{0,30}\b(?:under|underneath|below|beneath|next to|beside|right by|near|by)\s+(?:it|them|that|where)\b|\b(?:under|underneath|below|beneath|next to|beside|right by|near)\s+(?:it|them|that)\s+(?:is|there's|there is|are)\s+(?:a|an|the)\s+(?:sockets?|power ?points?|plugs?|outlets?|switch(?:es)?|light fittings?|fuse ?box|consumer unit)\b/;

/** "I pulled the cord a few times and nothing", "Ran the tap for a minute": trying the thing. */
const TRIED_IT =
  /^(?:i've|i have|i|we've|we|just)?\s*(?:\w+\s+)?(?:tried|pulled|pressed|pushed|ran|run|turned|flushed|switched|tested|flicked|checked|opened|closed|filled|lit|reset|held|gave it|left it)(?![\w'])/;

/** A guess at a part and no more: "Washer, probably.", "Probably the washer.", "Could be the heater." */
const GUESS_ONLY =
  /^(?:(?:the|a|an|its|his|her)\s+)?[a-z'-]+(?:\s+[a-z'-]+){0,2},?\s+(?:probably|maybe|i think|i reckon|i'd say|at a guess|i guess|i'd guess)[.!?]*$|^(?:probably|maybe|likely|could be|might be|i reckon|i think it's|my guess is)\s+(?:(?:the|a|an|its|his|her)\s+)?[a-z'-]+(?:\s+[a-z'-]+){0,2}[.!?]*$/;

/** What would follow if the thing just said fails: "If that goes it lands on the shed, …". */
const IF_IT_DOES = /^(?:(?:and|but|so)\s+)?(?:if|when|once)\s+(?:that|it|this|they|those|these)\s/;

/** A sentence that goes on about the thing just said ("It's about three mil wide."). */
const ABOUT_IT = /^(?:it|it's|its|that|that's|thats|this|they|they're)\b/;

/** A sentence that asks for the work, not one that names a thing: "Get an electrician in today." */
const ASKS_FOR_IT =
  /^(?:(?:so|and|right|okay|ok|yeah|well|just)[,\s]+)*(?:get|call|book|send|have|let's|lets|we need|we'll need|i'd|i want|need to|needs to|want|turn|put|make|i would|somebody|someone)(?![\w'])(?!.*\b(?:report|write[- ]?up|email|paperwork|invoice|photos|notes)\b)/;

/** The most sentences an item keeps of what was said about it, after its first. */
const SAID_KEPT = 8;

/** One sentence of the transcript: its segment, time and words. */
const sentenceKey = (u: Unit) => `${u.segIndex}\u0000${u.start}\u0000${u.raw}`;

function heardAlready(f: Finding, u: Unit): boolean {
  const key = sentenceKey(u);
  if (key === sentenceKey(f.unit) || key === f.lastHeard) return true;
  f.lastHeard = key;
  return false;
}

function heardIn(f: Finding, u: Unit, again: boolean) {
  if ((f.said ??= []).length < SAID_KEPT) f.said.push({ raw: u.raw.trim(), again });
}

/** A follow-up sentence: part of what the item was made from, and its words the description. */
function follows(f: Finding, u: Unit) {
  if (!heardAlready(f, u)) followed(f, u);
}

function followed(f: Finding, u: Unit) {
  heardIn(f, u, false);
  if ((f.follow ??= []).length < SAID_KEPT) f.follow.push(u.raw.trim().slice(0, 300));
}

/**
 * A sentence whose subject is earlier: a pronoun ("It needs replacing today", "Nothing happens when
 * you switch it on", "They're all loose") or none said ("Probably needs a new washer", "Keeps
 * tripping"). "That tap…", "this bedroom…" name a subject of their own.
 */
const OPENS_ON_EARLIER =
  /^(?:(?:yeah|yes|yep|right|okay|ok|so|and|well|sure|but|also|plus|oh|now|again|still|confirmed|checked|um|er)[,\s]+)*(?:(?:it|it's|its|it'll|itll|it'd|it has|it is|they|they're|theyre|they'll|they've|that|that's|thats|that'll|this|these|those|nothing|none of them|neither|one of them|both of them|which|which means|meaning)(?![\w'])|(?:clear|fix|bleed|check|watch|replace|sort|tighten|reseal|clean|move|turn|tell|ask)\s+(?:it|them|that|those)(?![\w'])|[a-z]+\s+(?:it|them)(?![\w'])|(?:(?:probably|possibly|definitely|maybe|perhaps|likely|just|really|also|still|clearly|obviously|almost certainly|i think|i'd say)[,\s]+)*(?:needs?|wants?|could do with|will need|would need|might need|may need|should be|should have|must be|has to be|looks like it|looks like they|seems|appears|keeps|has been|been|(?:could|might|may)(?: just| well| also| only| easily)? be|going to need|gonna need)(?![\w']))/;

const THE_ONE =
  /^(?:the|that|this)\s+(?:other\s+)?one\s+(?:in|on|by|outside|inside|upstairs|downstairs|at|near|next to|over|under|above|behind|beside|for)\b|^(?:one|two|a couple|some|a few|both|all|most)\s+of\s+(?:them|those|these|em)(?:'s|'re|\s+(?:is|are|was|were|has|have|keeps|looks|feels|seems|hanging|hangs))(?![\w'])|^(?:the|that|this)\s+(?:(?:top|bottom|left|right|left-hand|right-hand|front|back|middle|end|first|second|third|last|other|nearest|far|upper|lower|inner|outer)\s+)?ones?(?:'s|\s+(?:is|was|has|are|were|keeps|looks|feels|seems))(?![\w'])/;

const SOMEONE_DID_IT =
  /^(?:(?:looks like|looks as if|seems like|i reckon|i think)\s+)?(?:someone|somebody|someone's|somebody's|the (?:tenants?|kids|students|guests|residents)|they|they've|he|he's|she|she's)(?:\s+(?:has|have|had|must have|might have))?\s+(?:(?:\w+\s+)?[a-z]+ed|had a go at|been at)\s+(?:it|them)(?![\w'])/;

/**
 * "The dishwasher. Won't drain at all.", "Doesn't flush.", "Can't get it to lock.": a sentence that
 * opens on a negated verb has the thing just named as its subject. ("Don't touch the switch" is an
 * instruction, not a failure.)
 */
const NEGATED_OPENING =
  /^(?:(?:still|just|also)\s+)?(?:won't|wont|doesn't|doesnt|didn't|didnt|isn't|isnt|aren't|arent|wasn't|wasnt|can't|cant|cannot|couldn't|couldnt|hasn't|hasnt|haven't|havent|never)\s+[a-z]/;

/** A clause that ends on "it" after a place word: "No battery in it", "water all round it". */
const IN_IT =
  /\s(?:in|on|off|from|inside|behind|under|round|around|over)\s+(?:it|them)\s*[.!]?\s*$/;
/** A state said on its own, first: "Gone, …", "Loose.", "Cracked right across.". */
const STATE_FIRST =
  /^(?:gone|missing|loose|cracked|broken|snapped|dead|wobbly|bust|knackered|not there|absent|damaged|faulty|split|hanging off|come away|came away)(?=\s*(?:[,.;:!]|$)|\s+(?:completely|altogether|again|too|as well|right|just|clean)\b)/;

function opensOnEarlier(text: string): boolean {
  // "Chef says it sparked last week", "Lads say it's been cold for a week": what was said is the
  // sentence; its subject is still the thing before.
  const heard = text.replace(LEAD, "");
  const said = heard.replace(SAYS, "");
  if (said !== heard) return opensOnEarlier(said);
  // "Someone's wedged it open", "The kids have pulled it off": a person did it to the thing before.
  if (SOMEONE_DID_IT.test(heard)) return true;
  // "The bottom one's warm to the touch", "One of them's hanging over the edge", "The one outside
  // room five, pressed it, does not sound": one of the things just said, no thing of its own.
  if (THE_ONE.test(heard)) return true;
  // "The guard rail round the stairwell. Gone, just the screw holes.": a state said alone first.
  if (STATE_FIRST.test(heard) && !findFixtures(heard.split(/[,;:]/)[0]!).length) return true;
  // "The smoke alarm in the back bedroom. No battery in it.": nothing named but "it".
  if (IN_IT.test(heard.split(/[,;:]/)[0]!) && !findFixtures(heard.split(/[,;:]/)[0]!).length)
    return true;
  const m = OPENS_ON_EARLIER.exec(text);
  if (!m) return NEGATED_OPENING.test(heard) || opensOnVerb(text);
  // "That tap is worse", "this radiator's cold": a determiner before a thing's name.
  if (!/(?:that|this|these|those)$/.test(m[0].trim())) return true;
  const rest = text.slice(m[0].length).trimStart();
  const next = findFixtures(rest).at(0);
  return !(next && /^(?:[a-z'-]+\s+){0,2}$/.test(rest.slice(0, next.start)));
}

/**
 * "Clicks but no flame", "Hangs a bit, but it's not urgent", "Wasting loads of water": a sentence
 * that opens on its verb, its subject the thing before. Told from a plural noun ("Bikes in the hall
 * are the tenants'") by what follows: a noun has its own verb before the first break, a verb none.
 * (Measured against compromise and wink-nlp, whose part-of-speech tags miss most of these: see
 * docs/configuration.md, "What the offline pipeline can hear".)
 */
function opensOnVerb(text: string): boolean {
  const body = text.replace(LEAD, "");
  // "Racking, one upright is bent": a word said on its own first is a heading, not a verb.
  const first = /^([a-z]{3,}(?:s|ing))(?![\w'])(?!\s*[,.;:]|\s*$)/.exec(body)?.[1];
  // Only a verb a thing does ("drips", "wobbles", "clicks", "hangs"): "Rats in the loft" is no verb.
  if (!first || !VERB_FORMS.has(first)) return false;
  // "Scuffs on the wall behind the headboard": marks on a surface, a noun with its place.
  if (
    MARK_NOUNS.test(first) &&
    /^\s+(?:on|along|across|round|around|behind|under|above|in)\s+the\b/.test(
      body.slice(first.length),
    )
  )
    return false;
  // A room or a thing of ours ("Toilets, gents…", "Stairs up to the first floor…") is a subject.
  // "Peeling paint on the barn trim": a thing named right after it makes the word its adjective.
  if (
    findRooms(body).length ||
    findFixtures(body).some((f) => f.start === 0 || f.start === first.length + 1)
  )
    return false;
  const clause = body.slice(first.length).split(/[,;:]|\s(?:but|when|if|and|so)\s/)[0]!;
  return !FINITE_VERB.test(clause);
}

const MARK_NOUNS = /^(?:scuffs|marks|stains|scratches|dents|chips|cracks|holes|gouges|splits)$/;

/**
 * What things do, in the forms a sentence with no subject opens on: the jobs a thing fails at
 * (lexicon.ts, THING_JOBS: "clicks", "opens", "lighting"), the one-word problems ("drips", "wobbles",
 * "flickering") and how a thing behaves or is spoken of ("hangs", "sticks", "needs").
 */
const PROBLEM_WORDS = DEFECTS.flatMap((d) => d.words);
const isProblemWord = (w: string) => PROBLEM_WORDS.includes(w);
/** "drips" → dripping, "wobbles" → wobbling, "leaks" → leaking. */
function ingForms(s: string): string[] {
  const stem = s.slice(0, -1);
  return [`${stem}ing`, `${stem}${stem.at(-1)}ing`, `${stem.replace(/e$/, "")}ing`];
}
const VERB_FORMS = new Set([
  ...THING_JOBS.filter((j) => /^[a-z]+$/.test(j)).flatMap((j) => [
    /(?:s|sh|ch|x|z)$/.test(j) ? `${j}es` : `${j}s`,
    ingForm(j),
  ]),
  // A problem's "-s" form only beside its "-ing" one ("drips", "dripping"): "rats" is no verb.
  ...PROBLEM_WORDS.filter(
    (w) => /^[a-z]{3,}ing$/.test(w) || (/^[a-z]{3,}s$/.test(w) && ingForms(w).some(isProblemWord)),
  ),
  // How it seems to the senses, said of the thing before ("Feels wet", "Sounds hollow").
  ..."feels feel sounds tastes appears".split(" "),
  ..."hangs hanging sticks sticking catches catching wastes wasting takes gets getting goes runs running keeps keeping looks seems smells smelling sounds needs wants rubs rubbing scrapes scraping swings swinging drops dropping slips slipping spins spinning slams slamming bangs banging shakes shaking".split(
    " ",
  ),
]);
const FINITE_VERB =
  /(?:^|\s)(?:is|are|was|were|has|have|had|need|needs|look|looks|seem|seems|want|wants|keep|keeps|do|does|don't|doesn't|won't|can't|will|would|could|should|must|got|[a-z]+ed)(?![\w'])|'s(?![\w])|'re(?![\w])/;

/** "That's everything", "That's it for the kitchen", "That's the lot": the walk moving on. */
const CLOSING =
  /^(?:(?:so|and|right|okay|ok|well)[,\s]+)*(?:that's|thats|that is|this is|it's|its)\s+(?:it|all|everything|the lot|me|us|done|the end|about it|that)\b/;

/** "I think that's the lot, I'll write it up this afternoon": the visit ending, not a priority. */
const WRAPPING_UP =
  /\b(?:(?:that's|thats|that is|it's|its)\s+(?:it|all|everything|the lot|me|us|done)|all done|i'm done|we're done|write (?:it|this|that|them) up|report|write[- ]?up|email|paperwork|invoice|photos|notes|signing (?:out|off))\b/;

/** The sentence's first thing named as a subject of its own (not a place, not an object). */
function freeFixtureFirst(text: string): boolean {
  const f = findFixtures(text).find((x) => !x.locative && !x.means);
  if (!f) return false;
  return /^(?:(?:and|so|but|also|oh|right|okay|ok|now|then)[,\s]+)*(?:the|a|an|our|their|my)?\s*$/.test(
    text.slice(0, f.start),
  );
}

/** Defects that judge rather than describe ("dangerous", "needs sorting"). */
const JUDGEMENTS = new Set(["hazard", "needs_work"]);
/** "there's a crack", "there are some holes": a new finding brought in. */
const THERE_IS_A =
  /^(?:there's|theres|there is|there are|there're)\s+(?:(?:a|an|some|two|three|several|loads of|lots of)\s|(?=(?:black |green |white )?(?:mould|mold|damp|rot)\b))/;

/** Where the words after "there's a" (and a describing word or two) end, if the problem starts there. */
function thereIsAt(text: string, problemStart: number): number {
  const m = THERE_IS_A.exec(text);
  if (!m) return -1;
  const between = text.slice(m[0].length, problemStart);
  return /^(?:(?:big|small|little|large|long|slight|bit of|fresh|new|old|black|brown|hairline|deep)\s+){0,2}$/.test(
    between,
  )
    ? m[0].length
    : -1;
}

/** Damage to a thing itself, not a service failing or what follows from another problem. */
const NOT_PHYSICAL = new Set([
  "no_heat",
  "not_working",
  "needs_work",
  "electrical_fault",
  "hazard",
  "is_out",
]);
const physical = (ds: DefectHit[]) => ds.every((d) => !NOT_PHYSICAL.has(d.defect.id));
const watery = (ds: DefectHit[]) => ds.some((d) => WATER_PROBLEMS.test(d.defect.id));
/** Two clauses' problems are damage of two kinds, neither following from the other. */
const distinctDamage = (a: DefectHit[], b: DefectHit[]) =>
  physical(a) &&
  physical(b) &&
  !(watery(a) && watery(b)) &&
  !a.some((d) => b.some((e) => e.defect.id === d.defect.id));

/**
 * A clause that goes on with the finding before it in the same sentence, whatever it names:
 * - what follows from it, said with "so" ("the deadbolt doesn't catch, so the door won't lock");
 * - the signs damp leaves, said with the damp or mould ("rising damp, tide marks a metre up, and the
 *   plaster's blown");
 * - the heating and hot water told as one system ("no hot water, the boiler's showing a fault").
 */
function continuesFinding(c: Clause, cf: ClauseFinding, prev: Finding): boolean {
  if (showsOnPrev(cf, prev)) return true;
  // "…it clicks and never catches, and there's a whiff of gas while it's clicking": the smell is the
  // gas appliance's fault just said.
  if (
    !cf.ownThing &&
    cf.defects.every((d) => d.defect.id === "gas") &&
    !!prev.fixture &&
    GAS_APPLIANCE.has(prev.fixture.fixture.name)
  )
    return true;
  if (c.joiner === "so" || /^so\s/.test(c.text))
    return !THERE_IS_A.test(clauseBody(c.text).replace(/^so\s+/, ""));
  // "…, and there's a damp ring round it", "black marks all over it": a problem with no thing of its
  // own, placed by the thing just named.
  if (!cf.ownThing && AROUND_IT.test(c.text.slice(Math.max(0, cf.pos - c.offset)))) return true;
  if (damp(prev.defects) && cf.defects.every(signOfDamp)) return true;
  // "…there's a gap at the top and you can feel the draught": the draught is what the gap lets in.
  if (
    cf.defects.every((d) =>
      /^(?:draught|draughty|drafty|draught coming in|draft coming in)$/.test(d.phrase),
    )
  )
    return true;
  if (damp(cf.defects) && prev.defects.every(signOfDamp)) return true;
  return heatSystem(prev.fixture, prev.defects) && heatSystem(cf.fixture, cf.defects);
}

/** Things that burn gas: a smell of gas said with one's fault is that fault's. */
const GAS_APPLIANCE = new Set(["hob", "oven", "boiler", "gas fire", "water heater", "heating"]);

/** Problems that are things in themselves, not what a thing shows: mould, damp, pests, gas. */
const IN_ITSELF = new Set(["mould", "damp", "pest", "gas"]);
const thingInItself = (ds: DefectHit[], prev: Finding) =>
  // ("a damp ring", "a tide mark" are the signs water leaves, not damp of its own.)
  ds.some(
    (d) => IN_ITSELF.has(d.defect.id) && !/\b(?:ring|rings|marks?|stains?)$/.test(d.phrase),
  ) &&
  !ds.every((d) => CONSEQUENCE.has(d.phrase)) &&
  !watery(prev.defects);

/**
 * "…the sash rattles at the bottom and there's a gap", "…dropped on its hinges, there's a gap at the
 * top": a problem said with no thing, no subject and no place of its own, after a finding on a thing,
 * is what that thing shows (docs/priority-policy.md, "Follow-up sentences").
 */
const showsOnPrev = (cf: ClauseFinding, prev: Finding) =>
  !cf.ownThing &&
  !cf.namesSubject &&
  !cf.placed &&
  (!cf.fixture || cf.fixture.locative) &&
  (!!prev.fixture || !!prev.namesSubject) &&
  !thingInItself(cf.defects, prev) &&
  // "…isn't running, and somebody's left bare wires showing": a hazard of another trade is its own.
  !(
    cf.defects.some((d) => d.defect.priority === "HIGH") &&
    categoryOf(cf.fixture, cf.defects) !== prev.category
  );

const AROUND_IT =
  /^[^,;]*?\s(?:round|around|on|under|underneath|behind|above|below|from|off|over|all over|inside|in)\s+(?:it|them)(?:\s|$)/;
const damp = (ds: DefectHit[]) => ds.some((d) => d.defect.id === "damp" || d.defect.id === "mould");
/** What damp leaves behind: tide marks, salts, blown or bubbling plaster, peeling paper, a musty smell. */
const DAMP_SIGN =
  /^(?:'s\s+|is\s+|are\s+)?(?:tide ?marks?|salts|efflorescence|blown|has blown|bubbling|blistering|peeling(?: off)?|flaking|crumbling|stain(?:s|ed|ing)?|water stains?|marks|smell|smells|musty|damp ring|brown ring|water ring|wet|cold and damp|damp to the touch)$/;
const signOfDamp = (d: DefectHit) =>
  d.defect.id === "damp" || d.defect.id === "mould" || DAMP_SIGN.test(d.phrase);

/** The boiler, the heating, the hot water and their controls: one system, one finding when told together. */
const HEAT_SYSTEM = new Set(["boiler", "heating", "hot water", "water heater", "thermostat"]);
const heatSystem = (f: FixtureHit | null, ds: DefectHit[]) =>
  (!!f && HEAT_SYSTEM.has(f.fixture.name)) || ds.some((d) => d.defect.id === "no_heat");

/** Problems of water escaping, from which others follow (wet, soaked, a puddle). */
const WATER_PROBLEMS = /\b(?:leak|flood|overflow|burst)\b/;
/** "that circuit", "the same pipe": a thing pointed back at, not a new one. */
const pointsBack = (text: string, f: FixtureHit) =>
  text.includes(`that ${f.phrase}`) ||
  text.includes(`this ${f.phrase}`) ||
  text.includes(`the same ${f.phrase}`);

/** "Proper trip hazard", "a fire risk": the risk the finding before poses, named as a judgement of it. */
const RISK_NAMED = /\b(?:hazard|risk)$/;

/** A problem named only in general ("a fault", "an issue"), not what it is. */
const GENERAL_PROBLEM = /^(?:an?\s+)?(?:fault|faulty|problem|issue|not right)$/;

/**
 * A guess at the cause or at what it is ("probably burnt toast", "could be the flat upstairs",
 * "looks like someone moved a sofa"): said of a finding, never one of its own.
 */
const HEDGED =
  /^(?:(?:um|er|uh|and|so|but|oh|i mean)[,\s]+)*(?:[a-z' -]{1,30},\s*(?:probably|possibly|maybe|i reckon|i think|i'd guess)(?:[,.]|$)|probably|possibly|maybe|perhaps|likely|(?:could|might|may|must)(?: just| well| also| only| easily)? be|must have|could have|might have|i think it's|i think its|i reckon it's|i suspect|my guess is|looks like (?:someone|somebody|it's been|they've|they have))(?![\w'])/;

/** "Both bulbs, completely dark", "Two of the brackets are loose": a sentence that opens on a part. */
const PART_OPENING =
  /^(?:(?:and|so|also|oh|um|er|yeah|yes|right|okay|ok|well)[,\s]+)*(?:(?:the|its|their|both|all|two|three|four|some|one|a couple|a few|most|half)\s+(?:of\s+)?(?:the\s+|its\s+|their\s+|them\s+)?)?((?:door\s+)?[a-z]+)(?:'s|,|\s|$)/;

/** "Dado rail's a bit chipped, cosmetic": the sentence has a subject of its own, known or not. */
function opensOnSubject(text: string): boolean {
  const m =
    /^(?:(?:the|a|an|some|two|three|both|all the|our|their|his|her)\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)(?:'s|'re|\s+(?:is|are|was|were|has|have|looks|seems))(?![\w'])/.exec(
      text.replace(LEAD, ""),
    );
  return !!m && m[1]!.split(/\s+/).every((w) => !NOT_A_NOUN.test(w));
}

/**
 * "The extractor fan is dead. Tried the pull cord, the fan still doesn't come on.", "The window won't
 * close. The hinge on that window is bent.": the next sentence names the same thing again, or a part
 * of it, and nothing else of ours and no other place: it says more about that finding.
 */
function sameThingNext(text: string, last: Finding): boolean {
  if (findRooms(text).length || ANOTHER.test(text)) return false;
  const named = findFixtures(text).filter((f) => !f.means);
  const titleWords = new Set(last.title.toLowerCase().split(/[^a-z]+/));
  // The thing itself, as the subject ("the fan still doesn't come on") or pointed back at ("the
  // hinge on that window"), and the thing the item is titled by: "the back door, the frame's rotten"
  // after "the signage above the door is faded" is another finding.
  const title = last.title.toLowerCase();
  const isLast = (f: FixtureHit) =>
    f.fixture.name === last.subjectKey &&
    (title.startsWith(f.fixture.name) || title.startsWith(f.phrase)) &&
    (!f.locative || pointsBack(text, f));
  // "The patch is damp to touch": a subject we have no word for, said again from the title.
  const subject = /^(?:(?:so|and|but|yeah|right)[,\s]+)*(?:the|that|this)\s+([a-z]+)(?:'s|\s)/.exec(
    text.replace(LEAD, ""),
  )?.[1];
  const mentionsLast =
    named.some(isLast) ||
    (!!subject && !NOT_A_NOUN.test(subject) && subject.length > 3 && titleWords.has(subject));
  return mentionsLast && named.every((f) => isLast(f) || namesPart(f.phrase) || f.locative);
}

/** "Another tap…", "the other window", "…as well": a second thing of the kind, not the same one. */
const ANOTHER =
  /\b(?:another|other|others|second|as well|too|also|both|all the|each|itself|themselves|(?:a couple|a few|some|one|two|three|four|most|half) of)\b/;

/** Parts said on their own that can only be the thing's just named ("grout", "glass" can be anything's). */
const OWN_PARTS =
  /^(?:door\s+)?(?:posts?|slats?|spindles?|balusters?|treads?|risers?|nosings?|joints?|legs?|wheels?|castors?|casters?|runners?|tracks?|rollers?|clips?|grilles?|louvres?|blades?|pads?|bulbs?|batter(?:y|ies)|heads?|brackets?|fixings?|screws?|anchors?|hinges?|seals?|handles?|buttons?|knobs?|dials?|covers?|lids?|springs?|catch|latch|washers?|cartridges?|valves?|motors?|filters?|elements?|cords?|pull cord|hoses?|sensors?|display|screen|lens|fuses?|closers?|mechanism|gaskets?)$/;

function opensOnPart(text: string): boolean {
  const part = PART_OPENING.exec(text)?.[1];
  if (!part || !OWN_PARTS.test(part) || findRooms(text).length) return false;
  // Nothing else of ours named: "the grout round the bath" is the bath's.
  return findFixtures(text).every((f) => namesPart(f.phrase));
}

const problemIdsOf = (f: Finding) => f.problemIds ?? f.defects.map((d) => d.defect.id);
const sameProblem = (a: Finding, b: Finding) => {
  const ids = problemIdsOf(a).flatMap(withKin);
  return problemIdsOf(b)
    .flatMap(withKin)
    .some((id) => ids.includes(id));
};
/** A smell said after a smell of gas is that smell; "no heat" after a heater not working is that failure. */
const PROBLEM_KIN: Record<string, string> = { gas: "smell", no_heat: "not_working" };
const withKin = (id: string) => (PROBLEM_KIN[id] ? [id, PROBLEM_KIN[id]!] : [id]);

const LIFE_SAFETY = new Set(FIXTURES.filter((x) => x.lifeSafety).map((x) => x.name));
/** A finding on a part its item's title does not name, with a problem of its own or the part named whole. */
const otherPart = (found: Finding, f: Finding) => {
  const part = f.fixture && !f.fixture.locative ? f.fixture.phrase.split(/\s+/).at(-1)! : null;
  return (
    !!part &&
    // ("Fire door wedged open. … the closer on it is broken as well": a safety device's own part,
    // said as its, is the same job.)
    !(
      LIFE_SAFETY.has(f.fixture!.fixture.name) &&
      new RegExp(`\\b${f.fixture!.phrase}\\s+(?:on|of)\\s+(?:it|that)\\b`).test(f.unit.text)
    ) &&
    !new RegExp(`\\b${part.replace(/e?s$/, "")}`).test(found.title.toLowerCase()) &&
    // ("Window smashed", then "the window lock's snapped": a part named whole is another job.)
    (!sameProblem(found, f) || /\s/.test(f.fixture!.phrase))
  );
};

/** A sentence that opens on where the walk now is: "back at the front door", "by the bins", "starting at the gate". */
const LANDMARK =
  /^(?:(?:right|okay|ok|so|and|now|then|just|finally|lastly|um|er)[,\s]+)*(?:(?:back|over|round|out|down|up|starting|beginning|first)\s+)?(?:at|by|outside|in front of|next to)\s+(?:the|our)\s+([a-z' -]{2,40}?)(?=[,.;:]|\s+(?:on the way|on my way|again|now)\b|$)/;

const PLACE_MOVE =
  /^(?:(?:right|okay|ok|so|and|now|then|next|um|er)[,\s]+)*(?:(?:we're|we are|i'm|i am)\s+)?(?:heading|headed|going|moving|walking|coming|popping|nipping|off)\s+(?:(?:on|over|back|through|up|down|out|across|round|around|along)\s+)*(?:to|into|in to|onto|on to|towards)\s+(?:the|our|a)\s+([a-z' -]{2,50}?)(?:\s+(?:now|next|then|area))?\s*$/;

/** "Chlorine store next door.": the place beside this one, where the walk goes next. */
const NEXT_DOOR =
  /^(?:(?:right|okay|ok|so|and|now|then|next|um|er)[,\s]+)*(?:(?:the|our)\s+)?([a-z' -]{2,40}?)\s+next door$/;

/** The place a sentence only moves the walk to ("Going through to the damp store now."), or null. */
function placeMovedTo(text: string): string | null {
  const said = text.replace(/[.!]+$/, "").trim();
  const m = PLACE_MOVE.exec(said) ?? NEXT_DOOR.exec(said);
  if (!m) return null;
  const place = m[1]!.trim();
  // "moving on to the bathroom the extractor fan is broken" (heard with no comma): a finding too.
  if (PLACE_SAYS_MORE.test(place)) return null;
  // "Going over to the boiler": a thing, not a place; the walk stays. ("The boiler room" is a place.)
  const rooms = findRooms(place);
  const thing = findFixtures(place).some(
    (f) => !f.locative && !rooms.some((r) => r.start <= f.start && f.end <= r.end),
  );
  return thing ? null : place;
}

/** A verb in what was taken for the place's name: the sentence says more than where. */
const PLACE_SAYS_MORE =
  /(?:^|\s)(?:is|are|was|were|has|have|had|isn't|aren't|won't|doesn't|don't|can't|needs?|keeps?|looks?|seems?)(?:\s|$)|'s(?:\s|$)/;

function landmarkAt(text: string): string | null {
  const m = LANDMARK.exec(text);
  if (!m) return null;
  const said = m[1]!.trim();
  // The thing's name, or its name with a word or two before it ("the main pedestrian gate").
  const thing = findFixtures(said).find(
    (f) => f.end === said.length && said.slice(0, f.start).split(/\s+/).filter(Boolean).length <= 2,
  );
  if (thing && !findDefects(said, [thing]).length) return said;
  const room = findRooms(said).at(0);
  return room && room.start === 0 && room.end === said.length ? room.name : null;
}

/**
 * "Room 2, cracked, the basin in the corner": a clause that is only a problem, then a clause that
 * opens on the thing, is one finding said problem first; the two are read as one clause.
 */
function problemFirst(clauses: Clause[], sentence: string): Clause[] {
  const out: Clause[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    const next = clauses[i + 1];
    if (next && next.joiner === "comma" && onlyAProblem(c.text) && opensOnThing(next.text)) {
      out.push({ ...c, text: sentence.slice(c.offset, next.offset + next.text.length) });
      i++;
    } else out.push(c);
  }
  return out;
}

const PROBLEM_GLUE =
  /^(?:(?:it's|its|it is|they're|all|badly|really|very|totally|completely|just)\s+)*/;
function onlyAProblem(text: string): boolean {
  if (findFixtures(text).length || findRooms(text).length) return false;
  const bare = text.replace(PROBLEM_GLUE, "");
  const d = findDefects(bare, []);
  return d.length === 1 && d[0]!.start === 0 && d[0]!.end >= bare.length - 1;
}

const opensOnThing = (text: string) => {
  const m = /^(?:the|a|an|its|their|his|her|one of the)\s+/.exec(text);
  if (!m) return false;
  const f = findFixtures(text).find((x) => !x.locative);
  return !!f && f.start <= m[0].length + 20;
};

/** "Bathroom: …": a typed note's heading, then its list. */
const LISTED = /^[a-z0-9' -]{2,40}:\s/;
const NOT_A_PLACE =
  /^(?:(?:the|a|an|my|our|i|we|he|she|they|you|so|and|but|note|notes|summary|overall|priority|update|ps|result|results|item|items|action|actions|comment|comments|general|conclusion)\b|.*\b(?:item|number|no) [a-z0-9]+$)/;

/** A heading that names a place the room list lacks ("toilets", "warehouse floor"), or null. */
function placeHeading(heading: string): string | null {
  const ws = heading.split(/\s+/);
  if (ws.length > 3 || NOT_A_PLACE.test(heading) || findRooms(heading).length) return null;
  return ws.every((w) => !NOT_A_NOUN.test(w)) ? heading : null;
}

const GOING_BACK =
  /(?:^|\s)(?:going|coming|getting|back|just)?\s*back to\s+(?:that|the|this|those|our)?\s*([a-zà-ÿ' -]{2,40}?)(?:[,.;:]|\s+(?:again|now|quickly|for a second|it's|its|is|has|the)\b|$)/;

const AGAIN_FIRST =
  /^(?:(?:and|oh|so|right|also)\s+)*((?:the|that|this)\s+[a-z' -]{2,40}?)\s+again\s*[,;:]/;

/** "Right, and that oil tank, the tenant says it's been weeping": "that" points at one named before. */
const THAT_ONE_FIRST =
  /^(?:(?:and|oh|so|right|also|now|okay|ok)[,\s]+)*(that\s+[a-z-]+(?:\s+[a-z-]+){0,2})\s*,/;
const thatOneNamed = (text: string) => {
  const said = THAT_ONE_FIRST.exec(text)?.[1];
  return said && findFixtures(said).some((f) => !f.locative) ? said : undefined;
};

/** After "no wait": which one or where, corrected ("it's the one by the window"), or "still not good". */
const CORRECTION =
  /^(?:(?:oh|no|wait|actually|sorry|hang on)[,\s]+)+(?:(?:it's|its|it is|i mean|that's|thats|they're|it was)\s+)?(?:the (?:one|ones|other)\b|[^.]*\bnot just\b|[^.]*\bstill (?:not|a|needs|wants|bad|broken|loose|leaking|an?)\b|[^.]*(?:,\s*|\s)not (?:the|flat|room|unit|number|bay|apartment|suite)\b)/;

/** After "no wait": the words that say which one it is ("it's the bedroom two carpet"). */
const CORRECTED_ONE =
  /^(?:(?:oh|no|wait|actually|sorry|hang on)[,\s]+)+(?:(?:it's|its|it is|i mean|that's|thats)\s+)?(the\s+[^,.;]+)/;

/**
 * A retraction that corrects a word, not a finding: "The carbon monoxide, no sorry, the smoke
 * detector…" renames the thing before any problem is said; "…the carpet on the landing, wait, no,
 * it's the bedroom two carpet" says which one, naming the finding's thing again.
 */
function renamed(text: string, r: number, found: Finding[]): boolean {
  const before = found.findLast((f) => f.pos < r);
  if (!before) return findFixtures(text.slice(0, r)).some((f) => !f.locative);
  const which = CORRECTED_ONE.exec(text.slice(r, r + 80))?.[1];
  if (!which || findDefects(which, findFixtures(which)).length) return false;
  const said = new Set(text.slice(clauseStart(text, before.pos), r).split(/\s+/));
  return which.split(/\s+/).some((w) => w.length > 2 && said.has(w));
}

/** The words of a correction: "no, sorry", "wait, no", "I mean". */
const CORRECTING_WORDS =
  /^(?:(?:no|nope|sorry|wait|actually|hang on|hold on|i mean|my mistake|scratch that)[,\s]+)+/;

/**
 * Which side, which one, or where: "top corner", "the left one", "on the landing", "second floor",
 * "it's number seven", "flat 6".
 */
const DETAIL =
  /^(?:(?:it's|its|it is)\s+)?(?:number|no|flat|unit|apartment|apt|house|room|door)\s+(?:\d+\w*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|^(?:(?:the|it's the|its the)\s+)?(?:top|bottom|left|right|front|back|rear|middle|centre|center|upper|lower|first|second|third|fourth|fifth|other|north|south|east|west|inner|outer|near|far|inside|outside|on|in|at|by|near|above|below|under|behind|\d+\w*)\b/;

/**
 * "The pane's cracked, bottom corner, no, sorry, top corner": a correction of where or which part,
 * a few words naming no thing and no problem, amends the finding and takes nothing back.
 */
function correctsDetail(text: string, r: number): boolean {
  const rest = text.slice(r).replace(CORRECTING_WORDS, "");
  if (rest.length === text.length - r) return false;
  // "…low priority, actually no, put it down as medium": the priority corrected, not the finding.
  if (PRIORITY_CORRECTED.test(rest)) return true;
  // "…plywood over it already. No wait, the plywood's only on the bottom half, the top pane's still
  // got shards in it": what was done about it corrected; the problem is still there.
  if (STILL_THERE.test(rest)) return true;
  const said = rest.split(/[,.;]/)[0]!.trim();
  const things = findFixtures(said);
  // "I can smell gas on the landing, sorry, no, by the meter cupboard under the stairs": where,
  // corrected, names a thing only as the place.
  const placeOnly = PLACE_FIRST.test(said) && things.every((f) => f.locative);
  return (
    said.length > 0 &&
    said.split(/\s+/).length <= (placeOnly ? 8 : 4) &&
    (!things.length || placeOnly) &&
    !findDefects(said, things).length &&
    (DETAIL.test(said) || findRooms(said).length > 0)
  );
}
const STILL_THERE =
  /^(?:the\s+)?[a-z' -]{2,30}?(?:'s|\s+is|\s+are|'re)\s+only\s+(?:on|over|across|covering|half)\b|\bstill\s+(?:got|has|have|there|hanging|in|wet|leaking|dripping|broken|open|live|coming)\b/;
const PRIORITY_CORRECTED =
  /^(?:(?:put|mark|have)\s+(?:it|that)\s+(?:down\s+)?(?:as\s+)?|make\s+(?:it|that)\s+|call\s+(?:it|that)\s+|(?:it's|its|that's|thats)\s+)?(?:a\s+)?(?:low|medium|high|urgent|top|normal|routine)\b/;
const PLACE_FIRST =
  /^(?:on|in|at|by|near|under|behind|above|below|beside|next to|outside|inside)\s/;

/**
 * "…a smell of gas from the back burner. Actually, no, there's a faint smell the whole time.": the
 * same problem said again, with no thing of its own, corrects how it is, not whether it is.
 */
function restatesLast(out: Finding[], kept: KeptFindings): boolean {
  const last = kept.all.at(-1);
  return (
    !!last &&
    out.length > 0 &&
    out.every((f) => !f.ownThing && !f.namesSubject && sameProblem(f, last))
  );
}

/** Before "it's fine": the fault passing off ("then it's fine", "after a minute it's fine"). */
const PASSES_OFF =
  /\b(?:then|after that|after a (?:minute|while|bit|few seconds|second)|eventually|once it(?:'s)? (?:\w+ )?(?:up|on|going|warm))\s*,?\s*$/;

/** After "that's nothing": a job still named for it. */
const STILL_A_JOB =
  /^[^.]{0,30}?\b(?:just\s+)?(?:one for (?:the\s+)?(?:decorating|decorators?|redecoration|refurb|painter)|for decorating|(?:a\s+)?touch[- ]up)\b|^[^.]{0,40}?\b(?:low priority|(?:at\s+(?:the\s+)?)?next void|planned works?|at some point|next turnover)\b/;

/** A mark covered over for good: "painted out", "made good", "hasn't come back". */
const MARK_GONE =
  /\b(?:painted out|made good|stain[- ]?blocked)\b[^.]*\b(?:hasn't|has not|never)\s+(?:come|came)\s+back\b/;

const SAID_BY =
  /\b(?:says|said|claims|claimed|reckons|reports|reported|told me|told us|complains)\b/;
/** "It does shut": the next sentence says the thing does the job a report said it fails at. */
function doesItAfterAll(next: string, f: Finding): boolean {
  const job =
    /^(?:(?:no|well|actually|but|oh|right|okay)[,\s]+)*(?:it|they|that|this one)\s+(?:does|do|did)\s+([a-z]+)/.exec(
      next,
    )?.[1];
  return (
    !!job &&
    f.defects.some(
      (d) => /\b(?:n't|not|never)\b|n't\s/.test(d.phrase) && new RegExp(`\\b${job}`).test(d.phrase),
    )
  );
}

/** Retractions, hypotheses taken back, "that's fine", "not ours" and "already fixed". */
function applyCues(
  fs: Finding[],
  cues: SentenceCues,
  kept: KeptFindings,
  next: Unit | undefined,
  text: string,
  /** The sentence before found nothing and said something is fine: a retraction takes that back. */
  previousSaidFine: boolean,
  takeBackPrevious: () => void,
): Finding[] {
  // "Last time the gutter was blocked, it's been cleared since.": nothing to do now.
  let out = saidToBeOver(text) ? [] : [...fs];
  const dropNearestBefore = (p: number) => {
    const i = out.findLastIndex((f) => f.pos < p);
    if (i >= 0) out.splice(i, 1);
    return i >= 0;
  };
  for (const h of cues.hypotheses) {
    const d = cues.denials.find((x) => x > h);
    if (d !== undefined) out = out.filter((f) => f.pos < h || f.pos >= d);
    else if (next && hasDenial(next.text.slice(0, 60))) out = out.filter((f) => f.pos < h);
  }
  // "Tenant reports the washing machine leaks, but I ran it and couldn't see anything."
  for (const r of cues.reports) {
    for (const f of out) if (f.pos > r) f.reported = true;
    const d = cues.reportDenials.find((x) => x > r);
    if (d !== undefined) out = out.filter((f) => f.pos < r || f.pos >= d);
    else if (next && hasReportDenial(next.text.slice(0, 80))) out = out.filter((f) => f.pos < r);
  }
  // "Claimant says it won't shut." "It does shut, …": a failure someone said, then the job seen done.
  if (next && SAID_BY.test(text)) out = out.filter((f) => !doesItAfterAll(next.text, f));
  // "Sorry, ignore that" at the start of a sentence takes back the previous sentence's finding.
  // "No wait, it's the one by flat 9, not flat 8": which one, corrected, is no retraction.
  // "No wait, it's the shower that drips, not the bath tap": a correction that names its own
  // finding replaces the one before.
  for (const r of cues.retractions)
    if (
      !renamed(text, r, out) &&
      !correctsDetail(text, r) &&
      (!CORRECTION.test(text.slice(r, r + 120)) || out.some((f) => f.pos > r && f.ownThing)) &&
      !dropNearestBefore(r) &&
      r < 25 &&
      !previousSaidFine &&
      !restatesLast(out, kept) &&
      // "Could be the battery, no wait, it's a mains one": the guess is taken back, not the finding.
      !GUESS_TAKEN_BACK.test(text.slice(0, r))
    )
      kept.pop();
  for (const n of cues.notOurs) dropNearestBefore(n);
  // "Lock's a bit stiff but it locks. Fine.": a fault said to do its job after all, then judged fine,
  // is no job (unless it is a hazard).
  const conceded = CONCEDED.exec(text);
  if (conceded && next && BARE_VERDICT.test(next.text.trim()))
    out = out.filter((f) => f.pos > conceded.index || hazardous(f));
  // "it flickers when you switch it on, then it's fine": how the fault comes and goes, not all well.
  // ("…a hairline crack, that's nothing, just one for decorating": a job named, so a cosmetic finding.)
  for (const p of cues.fine)
    if (!PASSES_OFF.test(text.slice(Math.max(0, p - 30), p)) && !STILL_A_JOB.test(text.slice(p)))
      dropNearestBefore(p);
  // ("Brown ring on the ceiling, bone dry now": the leak is over, the ring it left is not.)
  // ("The stain … was painted out and hasn't come back": what it left was dealt with too.)
  const markGone = MARK_GONE.test(text);
  for (const x of cues.fixed)
    out = out.filter(
      (f) => f.pos > x + 40 || (!markGone && f.defects.every((d) => leftBehind(d.phrase))),
    );
  // "Checked the boiler, topped it up, so that's sorted": the last thing said, in this sentence or
  // the one before, was dealt with.
  // With nothing found in this sentence, the one before it ("she says the heating's playing up"),
  // unless this sentence is about a thing of another trade.
  for (const x of cues.sortedNow) if (!dropNearestBefore(x) && fs.length === 0) takeBackPrevious();
  return out;
}

/** A guess said before a retraction in the same sentence: "Could be the battery, no wait…". */
const GUESS_TAKEN_BACK =
  /^(?:(?:it|that)\s+)?(?:could be|might be|may be|maybe|probably|possibly|i thought|thought it was|i think it's|i think)\b[^,.;]{0,40}[,;]?\s*$/;
/** "…but it locks", "…but it still works": what it is for, it still does. */
const CONCEDED =
  /\bbut (?:it|they|that|the \w+)(?:'s| is| are|'re)?\s+(?:still\s+)?(?:locks|lock|works|work|working|opens|open|shuts|closes|flushes|drains|holds|hold|turns|latches|does the job|does its job|usable|functional)\b/;
/** A sentence that is only a verdict of all well: "Fine.", "That's okay." */
const BARE_VERDICT =
  /^(?:(?:it's|that's|thats|it is|that is|all|still|otherwise)\s+)?(?:fine|ok|okay|good|alright|all right|no problem|not an issue|no action)[.!]*$/;

interface SameSubject {
  /** The first one kept; it stays first until it is the one taken back. */
  first: Finding;
  /** The first one kept with no location. */
  noLocation?: Finding;
  /** The first one kept at each location (by locationKey). */
  byLocation: Map<string, Finding>;
}

interface KeptFinding extends Finding {
  /** Position in the kept list, for "which came first". */
  seq: number;
  /** The kept finding before this one on the same subject (lastWithSubject after a pop). */
  previousOnSubject: KeptFinding | undefined;
  /** Taken back after it was kept: nothing may be added to it any more. */
  dropped?: boolean;
}

/**
 * The findings kept so far, indexed so that each lookup is O(1) rather than a scan of every earlier
 * finding (a scan made "In room N the tap is leaking." for N = 1…20,000 quadratic). Only the last one
 * is ever removed ("sorry, ignore that"), so the indexes stay right by undoing its own entries. Kept
 * small (no per-finding arrays): 100,000 findings stay in memory until the end, and the garbage
 * collector walks them all at each full collection.
 */
class KeptFindings {
  readonly all: KeptFinding[] = [];
  /** New findings past MAX_TRACKED, counted by priority. */
  readonly untracked: Record<Priority, number> = { HIGH: 0, MEDIUM: 0, LOW: 0 };
  /** The last finding added was only counted: taking it back uncounts it. */
  private lastUntracked: Priority | null = null;
  private readonly same = new Map<string, SameSubject>();
  private readonly lastOnSubject = new Map<string, KeptFinding>();

  private static key(f: Finding) {
    return `${f.subjectKey}\u0000${f.category}`;
  }

  /** A finding said again is one item at its first mention. Returns the item it went into, if kept. */
  mergeOrKeep(f: Finding, repeatCue: boolean): Finding | undefined {
    const group = f.others && !repeatCue ? undefined : this.same.get(KeptFindings.key(f));
    let found: Finding | undefined;
    if (group) {
      if (repeatCue || !f.location) found = group.first;
      else {
        const b = group.byLocation.get(locationKey(f.location)) as KeptFinding | undefined;
        // One said before any room takes a later one from a room only when it is the same problem
        // ("front door scratched", then in the kitchen "a unit door is misaligned": two items).
        const noRoom = group.noLocation as KeptFinding | undefined;
        const a = noRoom && (b || sameProblem(noRoom, f)) ? noRoom : undefined;
        found = a && b ? (a.seq < b.seq ? a : b) : (a ?? b);
      }
    }
    // "Laundry window's smashed … Fly screen on it's been cut out": another part of the same thing
    // with another problem is another job.
    if (found && !repeatCue && otherPart(found, f)) found = undefined;
    if (found) {
      this.addTo(found, f);
      return found;
    }
    if (this.all.length >= MAX_TRACKED) {
      this.untracked[f.priority]++;
      this.lastUntracked = f.priority;
      return undefined;
    }
    this.lastUntracked = null;
    return this.push(f);
  }

  /**
   * A later mention of `found`, or a follow-up ("It needs replacing today."): it adds to the
   * description, and a priority said now wins. A sentence adds once, however many clauses it had.
   */
  addTo(found: Finding, f: Finding, how: "follow" | "again" = "again") {
    const later =
      f.cued || (!found.cued && priorityOrder[f.priority] > priorityOrder[found.priority]);
    if (later) setCall(found, { level: f.priority, reason: f.priorityReason });
    // "Back door, euro cylinder's loose. Won't lock properly.": the follow-up says the way in is not
    // secure, which neither sentence says alone.
    else if (
      how === "follow" &&
      !found.cued &&
      found.priority !== "HIGH" &&
      wontSecure(clean(`${found.unit.raw} ${f.unit.raw}`))
    )
      setCall(found, SECURITY_CALL);
    found.cued ||= f.cued;
    found.unclear ||= f.unclear;
    // A sentence adds once however many of its clauses went into the item.
    if (heardAlready(found, f.unit)) return;
    found.mentions++;
    if (how === "follow") return followed(found, f.unit);
    heardIn(found, f.unit, true);
    if ((found.more ??= []).length < 3)
      found.more.push(`Also said at ${clock(f.unit.start)}: "${f.unit.raw.trim().slice(0, 200)}"`);
  }

  /** The latest of the last RECAP_REACH findings kept with one of this one's problems. */
  recentWithProblem(f: Finding): Finding | undefined {
    for (let i = this.all.length - 1; i >= Math.max(0, this.all.length - RECAP_REACH); i--)
      if (sameProblem(this.all[i]!, f)) return this.all[i];
    return undefined;
  }

  /** The last finding kept on this subject. */
  lastWithSubject(subjectKey: string): Finding | undefined {
    return this.lastOnSubject.get(subjectKey);
  }

  private push(finding: Finding): KeptFinding {
    // Kept only for its item and for merging: what the sentence's own analysis needed can go.
    const f: KeptFinding = {
      ...finding,
      problemIds: problemIdsOf(finding),
      thingless: finding.fixture === null,
      defects: [],
      fixture: null,
      unit: {
        segIndex: finding.unit.segIndex,
        start: finding.unit.start,
        raw: finding.unit.raw,
        text: "",
      },
      seq: this.all.length,
      previousOnSubject: undefined,
    };
    this.all.push(f);
    const key = KeptFindings.key(f);
    let group = this.same.get(key);
    if (!group) this.same.set(key, (group = { first: f, byLocation: new Map() }));
    if (!f.location) group.noLocation ??= f;
    else if (!group.byLocation.has(locationKey(f.location)))
      group.byLocation.set(locationKey(f.location), f);
    if (f.subjectKey !== null) {
      f.previousOnSubject = this.lastOnSubject.get(f.subjectKey);
      this.lastOnSubject.set(f.subjectKey, f);
    }
    return f;
  }

  /** Takes back the last finding kept: being the last, it is also the last entry of every index that holds it. */
  pop() {
    if (this.lastUntracked) {
      this.untracked[this.lastUntracked]--;
      this.lastUntracked = null;
      return;
    }
    const f = this.all.pop();
    if (!f) return;
    f.dropped = true;
    const key = KeptFindings.key(f);
    const group = this.same.get(key)!;
    if (group.first === f) this.same.delete(key);
    else {
      if (group.noLocation === f) group.noLocation = undefined;
      if (f.location && group.byLocation.get(locationKey(f.location)) === f)
        group.byLocation.delete(locationKey(f.location));
    }
    if (f.subjectKey !== null) {
      if (f.previousOnSubject) this.lastOnSubject.set(f.subjectKey, f.previousOnSubject);
      else this.lastOnSubject.delete(f.subjectKey);
    }
  }
}

/** "So the shower's the urgent one": no defect, but it raises an earlier finding's priority. */
/**
 * A thing named again with a priority after it ("the hinge and the tile are low priority, the boiler
 * and the gutter can go in this week", "the boiler again, that's urgent"): a later mention
 * that says a priority replaces the earlier one (docs/priority-policy.md). Only a thing said as what
 * the clause is about counts, not one that is where something else is ("probably from the bath
 * upstairs") or what it acts on ("before it stains the ceiling").
 */
function restatedCues(
  c: Clause,
  sentence: string,
  kept: KeptFindings,
  tone: Tone,
  inSentence: Finding[],
) {
  if (!tone.cues.length || SAID_FINE.test(c.text)) return;
  const base = Math.max(0, sentence.indexOf(c.text, c.offset));
  for (const fx of findFixtures(c.text)) {
    if (!saidAsSubject(c.text, fx)) continue;
    // The latest finding said with that word ("the doors" after "two of the wall unit doors are out of
    // line" is those doors, not the front door before them); "Side door, …" after a back door's
    // finding is another door.
    const k = latestNamed(kept, fx.phrase) ?? kept.lastWithSubject(fx.fixture.name);
    if (!k || !sameNamed(fx.phrase, k.title)) continue;
    // "Room 4, the door's been kicked…": a thing in another room than the finding is another thing.
    const rooms = findRooms(sentence);
    if (rooms.length && k.location && !rooms.some((r) => r.name === k.location)) continue;
    const at = base + fx.end;
    // The cues after it, up to the next thing said as a subject, read as any finding's are.
    const first = tone.cues.find((x) => x.at >= at);
    const nextThing =
      first &&
      findFixtures(sentence).find(
        (g) =>
          g.start > first.at && g.fixture.name !== fx.fixture.name && saidAsSubject(sentence, g),
      );
    // "Gas first, rest by end of the week": the others start after the thing, before or after its cue.
    const end = Math.min(nextThing ? nextThing.start : Infinity, othersAt(sentence, first && at));
    const after = cueIn(tone, at, end) ?? undefined;
    // The cue after it is said of it, unless a finding of this sentence comes between.
    const cue =
      after &&
      !inSentence.some(
        (f) =>
          f.pos > base + fx.start &&
          f.pos <= after.at &&
          f.defects.some((d) => !JUDGEMENTS.has(d.defect.id)),
      )
        ? after
        : !after
          ? tone.cues.findLast((x) => x.level === "HIGH")
          : undefined;
    if (!cue) continue;
    setSaid(k, cue);
  }
}

/** "…both low priority, the rest can go in this week" ("…, rest by Friday"): where the others are spoken of, after a cue. */
function othersAt(text: string, after: number | undefined): number {
  if (after === undefined) return Infinity;
  const m =
    /\b(?:the rest|everything else|all the rest|the others|the other (?:ones|bits|things|items|jobs))\b|(?:^|[,;]\s*)rest\b(?! of\b)/.exec(
      text.slice(after),
    );
  return m ? after + m.index : Infinity;
}

/** Of the last few findings kept, the latest whose title has the thing's head word. */
function latestNamed(kept: KeptFindings, phrase: string): Finding | undefined {
  const head = phrase.split(/\s+/).at(-1)!.replace(/e?s$/, "");
  if (head.length < 3) return undefined;
  const word = new RegExp(`\\b${head}`);
  for (let i = kept.all.length - 1; i >= Math.max(0, kept.all.length - 8); i--)
    if (word.test(kept.all[i]!.title.toLowerCase())) return kept.all[i];
  return undefined;
}

/** "the patio door" is not the back door's finding again; "the door" or "the boiler" may be. */
function sameNamed(phrase: string, title: string): boolean {
  const words = phrase.split(/\s+/);
  return words.length < 2 || title.toLowerCase().includes(words[0]!);
}

/** A sentence about people: the tenant, the owner, staff, "he", "she", "they" (not a thing of ours). */
const PERSON_FIRST = new RegExp(
  `^(?:(?:so|and|but|well|oh|also|plus|the|a|our|their|his|her|old|young|little|elderly|new)\\s+)*(?:(?:${[...PEOPLE, ...WORKERS].join("|")})(?:'s)?|he|he's|she|she's|they|they're|they've|mr\\.? \\w+|mrs\\.? \\w+|ms\\.? \\w+)(?![\\w'])`,
);

/** Where the clause holding `at` begins: after the last comma, semicolon or "and"/"but" before it. */
function clauseStart(text: string, at: number): number {
  const head = text.slice(0, at);
  const m =
    /(?:[,;:]|\s(?:and|but|so|while|plus)\s)(?!.*(?:[,;:]|\s(?:and|but|so|while|plus)\s))/.exec(
      head,
    );
  return m ? m.index + m[0].length : 0;
}

/** Things that burn gas, as a title names them ("Burner never catches", "Hob ring won't light"). */
const BURNS_GAS =
  /\b(?:gas|hobs?|cookers?|ovens?|stoves?|ranges?|burners?|rings?|boilers?|furnaces?|water heaters?|fires?|pilot)\b/;

const SO_BEFORE =
  /(?:^|[\s,])so\s+(?:(?:it's|its|that's|thats|i'd say|i would say|i'd call it|call it)\s+)?(?:an?\s+)?$/;

const BARE_TIME = /^(?:today|tonight|now|right now|soon|this (?:week|month|afternoon)|next week)$/;

const SAID_FINE = /\b(?:fine|okay|ok|good|working|works|tested|solid|no problem)\b/;

/** The thing opens its clause or a list, or follows a cue: what is spoken of, not a place or an object. */
function saidAsSubject(text: string, fx: FixtureHit): boolean {
  if (
    fx.locative &&
    !/(?:^|\s)(?:to|at|with)\s+(?:the|that|this)?\s*$/.test(text.slice(0, fx.start))
  )
    return false;
  const before = text.slice(Math.max(0, fx.start - 40), fx.start);
  return /(?:^|,|\b(?:and|but|so|then|also|plus|again|both|priority|urgent|today|week|month|cosmetic|rush|asap|call|get|fix|sort|replace|repair|service|check|book|need|needs|secure|see to|look at|have))\s*(?:(?:the|that|this|those|these|our|its|their|his|her|a|an)\s+)?(?:[a-z'-]+\s+)?$/.test(
    before,
  );
}

/**
 * Where a finding's cues end: at the next finding, or at a thing said as a subject after the cue
 * the finding already has (it is the next thing's cue that follows).
 */
function cueScopeEnd(text: string, tone: Tone, f: Finding, to: number): number {
  const first = tone.cues.find((x) => x.at >= f.pos && x.at < to);
  if (!first) return to;
  to = Math.min(to, othersAt(text, first.at));
  const after = first.at + first.phrase.length;
  for (const fx of findFixtures(text)) {
    if (fx.start < after || fx.start >= to) continue;
    if (f.fixture && fx.fixture.name === f.fixture.fixture.name) continue;
    if (
      !fx.locative &&
      saidAsSubject(text, fx) &&
      tone.cues.some((x) => x.at > fx.end && x.at < to)
    )
      return fx.start;
  }
  return to;
}

/**
 * A priority said later of a finding. "Get it swapped this week." after a hazard inferred HIGH says
 * when, inside HIGH's timescale (docs/priority-policy.md, rule 1), so it keeps HIGH.
 */
function setSaid(f: Finding, said: { level: Priority; phrase: string }) {
  if (!(f.priority === "HIGH" && !f.cued && withinDays(said.phrase)))
    setCall(f, saidPriority(said.level, said.phrase));
  f.cued = true;
}

function setCall(f: Finding, call: PriorityCall) {
  f.priority = call.level;
  f.priorityReason = call.reason;
}

/** Whether the words naming the thing or the problem were among those the recogniser was unsure of. */
function heardUnclearly(u: Unit, cf: ClauseFinding): boolean {
  if (!u.unclear) return false;
  const key = [cf.fixture?.phrase ?? "", ...cf.defects.map((d) => d.phrase)]
    .join(" ")
    .split(/[^a-z']+/)
    .filter((w) => w.length > 2);
  return key.some((w) => u.unclear!.has(w));
}

/** Seconds as the video player shows them: 00:33, 1:02:05. */
export function clock(sec: number): string {
  const s = Math.max(0, Math.floor(sec));
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, "0");
  const ss = String(s % 60).padStart(2, "0");
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** The sentences an item was made from, as its quote: a later mention after an ellipsis. */
export const QUOTE_GAP = " … ";

function toItem(f: Finding): ExtractedItem {
  const more = [...(f.follow?.length ? [f.follow.join(" ")] : []), ...(f.more ?? [])];
  const quote = (f.said ?? []).reduce(
    (q, s) => `${q}${s.again ? QUOTE_GAP : " "}${s.raw}`,
    f.unit.raw.trim(),
  );
  return {
    title: f.title,
    description: more.length ? more.join("\n") : null,
    // For the reviewer, beside the video: not what the report says of the item.
    reviewNote: f.unclear ? `Heard unclearly; watch ${clock(f.unit.start)}.` : null,
    category: f.category,
    location: f.location,
    priority: f.priority,
    priorityReason: f.priorityReason,
    timestampSec: f.unit.start,
    transcriptQuote: f.said?.length ? quote : f.unit.raw,
  };
}
