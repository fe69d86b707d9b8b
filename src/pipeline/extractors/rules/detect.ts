/** Fixtures and defects named in one cleaned clause. */
import { ALARM_COVERS, DEFECTS, type DefectEntry, FIXTURES, type FixtureEntry } from "./lexicon.ts";
import { findRooms } from "./location.ts";
import { type Match, phraseMatcher } from "./text.ts";

export interface FixtureHit extends Match {
  fixture: FixtureEntry;
  /** Inside a place phrase ("behind the printer"), so not the subject of the finding. */
  locative: boolean;
  /** A switch worked to try something else ("the outside light, I flicked the switch, nothing"). */
  means: boolean;
}

export interface DefectHit extends Match {
  defect: DefectEntry;
}

const fixtureByPhrase = new Map<string, FixtureEntry>();
for (const f of FIXTURES)
  for (const p of [f.name, ...(f.aliases ?? [])])
    if (!fixtureByPhrase.has(p)) fixtureByPhrase.set(p, f);
const fixtureMatcher = phraseMatcher([...fixtureByPhrase.keys()]);

const defectByPhrase = new Map<string, DefectEntry>();
for (const d of DEFECTS)
  for (const w of d.words) if (!defectByPhrase.has(w)) defectByPhrase.set(w, d);
const defectMatchers = DEFECTS.filter((d) => d.patterns?.length).map((d) => ({
  d,
  m: phraseMatcher([], d.patterns),
}));
const defectMatcher = phraseMatcher([...defectByPhrase.keys()]);

const MISSING = DEFECTS.find((d) => d.id === "missing")!;
/** Things that are put out, or come out, with nothing wrong: "the bins are out", "midges are out". */
const OUT_WITH_NOTHING_WRONG =
  /\b(?:bins?|wheelie bins?|rubbish|recycling|washing|laundry|midges|flies|wasps|bees|sun|tide|chairs|tables|cushions|towels|bikes|boxes|bags|deckchairs|loungers|parasols?)(?:'s|'re|\s+is|\s+are|\s+were|\s+was)?\s+(?:all\s+)?$/;
/** A failure's own words that already say "not" ("won't close", "no hot water", "dead"). */
const OWN_NEGATION =
  /\b(?:no|not|never|none|nothing|won't|wont|doesn't|doesnt|don't|dont|isn't|isnt|aren't|can't|cannot|couldn't|didn't|hasn't|haven't|without|n't)\b|n't\b/;
/** A plain "isn't", "not" right before a failure said without a negation of its own. */
const DENIED_BEFORE = /(?:^|\s)(?:isn't|isnt|aren't|arent|wasn't|not|never|no longer)\s+$/;
/** Defects that already carry their own negation ("won't close", "no hot water"). */
const selfNegated = new Set(["not_working", "no_heat", "needs_work", "missing"]);

const TAKEN_OUT_OF =
  /\b(?:taken|took|ripped|pulled)\s+(?:the|its|their)\s+[a-z-]+\s+(?:out of|off)\s+(?:the|a|its)\s+(?:[a-z-]+\s+){0,2}$/;
const COVER_OVER = new RegExp(
  `\\b(?:${ALARM_COVERS}|painted(?: right| straight)?|emulsioned)\\s+(?:over|on|round|around)\\s+(?:the|a|that|this|their)\\s+(?:[a-z-]+\\s+)?$|\\bwhere\\s+the\\s+$`,
);
const locativeBefore =
  /(?:^|\s)(?:under|underneath|behind|by|beside|facing|face|towards|toward|next to|near|above|below|over|round|around|across|along|on|in|at|from|into|onto|to|inside|outside|against|between|off|through|with|above the|up|down)\s+(?:the|a|an|its|their|our|my|his|her|that|this|each|every|one of the)?\s*(?:(?!(?:the|a|an|it|its|it's)\s)[a-z'-]+\s+){0,2}$/;
// "the outside light", "an upstairs toilet": after a determiner the word is part of the name, not a place.
const modifierBefore =
  /(?:^|\s)(?:the|a|an|our|their|my|his|her|this|that|these|those)\s+(?:outside|inside|up|down|over|under|off|in|on|through)\s+$/;
const triedWith =
  /(?:^|\s)(?:flicked|flick|flicking|flipped|flip|pressed|press|pressing|pushed|push|hit|tried|try|trying|switched|turned|tested|testing|worked|used)\s+(?:on\s+)?(?:the|a|its|that|this)\s+$/;
const negationBefore =
  /(?:^|\s)(?:nothing's|nothing is|nothing has|no sign of(?:\s+(?:a|an|any))?|no evidence of(?:\s+(?:a|an|any))?|no|not|never|without|nothing|none|any|hardly|n't|isn't|isnt|aren't|arent|wasn't|doesn't|doesnt|don't|dont|didn't|hasn't|haven't|cannot)\s+(?:[a-z'-]+\s+){0,2}$/;
/** After a surface: placed by the thing just said ("the wall above it", "the floor under them"). */
const STOREY_BEFORE =
  /(?:^|\s)(?:ground|first|second|third|fourth|fifth|top|upper|lower|1st|2nd|3rd|\d+th)\s+$/;
/** A thing said in a "where" clause after the finding ("…where the couch would go"). */
const WHERE_BEFORE =
  /\S\s+where\s+(?:(?:the|a|an|its|their|his|her|our|my|your|some|someone's)\s+)?(?:[a-z'-]+\s+)?$/;
/** A surface that shows what a thing beside it does (a wall gone brown above a heater), no thing of its own. */
const SURFACE =
  /^(?:wall|walls|ceiling|floor|floorboards|carpet|skirting|skirting board|plaster|plasterwork|paint|paintwork|wallpaper|worktop|tiles|lino|vinyl|laminate)$/;
const SURFACE_OR_BOARD =
  /^(?:wall|walls|ceiling|floor|plaster|plasterboard|drywall|sheetrock|masonry|brickwork|frame|worktop|countertop|joists?)$/;
const RELATIVE_TO_IT =
  /^(?:'s|s)?\s+(?:directly\s+|just\s+|right\s+)?(?:above|below|behind|under|underneath|round|around|over)\s+(?:it|them)(?:'s)?(?![\w'])|^(?:\s+(?:on|in)\s+the\s+(?:[a-z-]+\s+){0,2}(?:ceiling|wall|floor))?\s+(?:below|underneath|beneath|downstairs)(?:'s)?(?![\w'])/;
const PAST_CAUSE =
  /(?:^|\s)(?:from|after|by|due to)\s+(?:an?|the)\s+(?:old|previous|past|earlier|former)\s+$/;
const REPAIRED =
  /(?:^|\s)(?:fixed|repaired|replaced|sorted|sealed|cleared|unblocked|mended|resolved|treated|patched|cured)\s+(?:the|that|a|an|their|our|his|her)\s+(?:[a-z-]+\s+)?$/;
// "there's no smoke alarm", "with no rcd": a fixture said to be absent.
const absentBefore =
  /(?:^|\s)(?:no|without|missing(?:\s+a|\s+an|\s+the)?|there's no|theres no|isn't a|isnt a|there isn't a|hasn't got a|hasnt got a|has not got a|hasn't got any|doesn't have a|does not have a|has no|haven't got a|don't have a|hasn't got|hasnt got|has not got|haven't got|havent got|doesn't have any|don't have any|have no|never put a|never put in a|never fitted a|never installed a|never had a)\s+(?:(?:working|proper|any|green|red|amber|white|blue|little|mains)\s+){0,2}$/;

/** A person as the subject right before a verb ("somebody moves", "the tenant's dropped", "I'll lift"). */
const PERSON_ACTS =
  /(?:^|\s)(?:anyone|anybody|someone|somebody|everyone|everybody|no one|nobody|you|i|we|he|she|people|(?:the\s+)?(?:tenants?|landlord|occupants?|residents?|kids|children|contractors?|builders?|plumbers?|electricians?))(?:'ve|'d|'ll|'s)?(?:\s+(?:will|would|could|can|might|may|just|then|has|have|had|already))?\s+$/;

/**
 * "back outside the gutter along the back is full of leaves", "upstairs the bath panel's split": in
 * speech with no commas, a move of the walk opening the clause, then a thing with its own verb. The
 * thing is the subject, not where something else is ("outside the front door there's a crack" keeps
 * the door a place: its verb is not the door's).
 */
const WALK_MOVE_FIRST =
  /^(?:(?:back|then|and|so|now|right|okay|ok)\s+)*(?:outside|inside|upstairs|downstairs|out the back|out front)\s+(?:the|our|their)\s+(?:[a-z'-]+\s+){0,1}$/;
const OWN_VERB_NEXT =
  /^(?:\s+(?:along|on|by|at|in|over|under|round|around|near|behind|above|below|outside)\s+(?:the|a|an)\s+[a-z-]+(?:\s+[a-z-]+)?)?(?:'s|\s+(?:is|are|was|were|has|have|looks|seems|keeps|won't|doesn't|isn't|aren't))(?![\w'])/;
const subjectAfterMove = (text: string, m: Match) =>
  WALK_MOVE_FIRST.test(text.slice(0, m.start)) && OWN_VERB_NEXT.test(text.slice(m.end));

/** The inspector as the subject right before a verb ("I've stuck", "I'm leaning", "we lifted"). */
const INSPECTOR_FAILS_WITH = new Set([
  "not_working",
  "no_heat",
  "electrical_fault",
  "smell",
  "noise",
]);
const INSPECTOR_ACTS =
  /(?:^|\s)(?:i|we)(?:'ve|'m|'re|'ll|'d)?(?:\s+(?:just|have|had|then|already))?\s+$/;

function normPhrase(p: string) {
  return p.replace(/\s+/g, " ");
}

const HAZARD_PARTS = new Set(["socket", "switch"]);

/** Things a room is built with or without: "no window", "no garden" says how it is, not what is wrong. */
const BUILT_WITHOUT = new Set(["window", "windows", "garden", "lift", "fireplace", "chimney"]);

// Small parts named right after their thing ("the oven door seal", "the light pull cord"): the part is
// what failed, so it stays in the thing's name, while the thing still decides trade and merging.
const PART_AFTER =
  /^(?:'s)?\s+(?:pull cord|pressure gauge|gauges?|pull switch|test button|door seal|seals?|cords?|buttons?|hinges?|glass|hoses?|flex|knobs?|dials?|elements?|bulbs?|filters?|lids?|covers?|closers?|catch|latch|washers?|cartridges?|valves?|motors?|grilles?|trim|beading|grout|springs?|mechanism|fuse|frames?|grease filters?|jackets?|lagging|mixers?|enamel|reveals?|pulls?|gaskets?|aerators?|pedestals?|nosings?|fronts|rails?|tubes?|brackets?|fixings?|screws?|anchors?|batter(?:y|ies)|heads?|sensors?|base plate|lens|display|screen|faceplates?|face plates?|cover plates?|back box|backbox|switch cover|plugs?|plug top|handsets?|pilot lights?|pilots?)(?![\w'])/;

const PART_BEFORE =
  /(?:^|\s)(?:the|a|its)\s+(pull cord|cord|cover|faceplate|handle|knob|switch|bulb|seal|hinge|lid|button|flex|plug)\s+(?:for|of|on)\s+(?:the|a|its)\s+$/;

const USED_THERE =
  /^\s+(?:man|men|guy|guys|lady|people|crew|contractor|contractors|engineer|engineers|company|board|bill|supplier|fitter|bloke|cap|caps|gel|roll|rolls|paper|brush|brushes|mat|mats|towel|towels|cleaner|cream|spray|bag|bags)(?:'s)?(?![\w'])/;

/** Before "ring": what colours or wets it, so the ring is a mark ("a brown ring", "a water ring"). */
const MARK_RING =
  /(?:^|\s)(?:wet|damp|dark|brown|black|yellow|orange|green|grey|gray|white|rust|rusty|water|tide|sweat|stain|dirty|mouldy|moldy)\s+$/;

/** Names of things that are also the verbs of working them. */
const VERB_LIKE = new Set(["switch", "light", "lock", "plug", "flush", "drain", "heat"]);
const VERB_SUBJECT =
  /(?:^|\s)(?:you|i|we|they|to|can|can't|cant|cannot|couldn't|when|if|then|just|will|won't|wont|and|or|try|tried)\s+$/;
const VERB_OBJECT =
  /^\s+(?:it|them|this|that|on|off|up|in|out|down|(?:the|a|that|this)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:on|off))(?![\w'])/;
const MAKING_GOOD = /(?:^|\s)(?:patch|fill|filler|sand|prep|make good|skim)\s+and\s+$/;
const usedAsVerb = (text: string, m: Match) =>
  VERB_SUBJECT.test(text.slice(Math.max(0, m.start - 10), m.start)) &&
  VERB_OBJECT.test(text.slice(m.end, m.end + 30));

/** "the closer", "the door seal": a small part, said on its own, of the thing named before it. */
export function namesPart(phrase: string): boolean {
  const part = ` ${phrase.replace(/^(?:door|self)\s+/, "")}`;
  return PART_AFTER.exec(part)?.[0].length === part.length;
}

const PANEL_OF =
  /(?:^|\s)(?:wooden|wood|timber|trellis|fence|fencing|glass|glazed|side|end|bath|door|ceiling|roof|roofing|cladding|solar|acoustic|kick|plastic|perspex|acrylic|mdf|ply|plywood|metal|steel|wall|gate|shed|privacy|decorative|mirror|display|tile|tiled|boarding)\s+$/;

export function findFixtures(text: string): FixtureHit[] {
  const hits: FixtureHit[] = [];
  const extend = (hit: Match, end: number) => {
    const part = PART_AFTER.exec(text.slice(end, end + 30));
    hit.end = end + (part ? part[0].length : 0);
    hit.phrase = text.slice(hit.start, hit.end).replace(/'s\s+/, " ");
  };
  // "Bin store door, the lock's gone", "the boiler room's flooded": a thing's word that only
  // qualifies a room's name is the place, not the thing ("the staff toilet" is still a toilet).
  const rooms = findRooms(text);
  for (const m of fixtureMatcher(text)) {
    const prev = hits.at(-1);
    if (prev && m.start < prev.end) continue; // already taken as a part of the one before
    if (rooms.some((r) => m.start >= r.start && m.end < r.end)) continue;
    // "washing machine door", "the oven's thermostat": the part belongs to the appliance named first,
    // unless the part is a hazard of its own ("the cooker switch" is a switch, "the fridge socket" a socket).
    if (prev && /^(?:'s)?\s+$/.test(text.slice(prev.end, m.start))) {
      const part = fixtureByPhrase.get(normPhrase(m.phrase))!;
      if (part.lifeSafety || HAZARD_PARTS.has(part.name)) prev.fixture = part;
      extend(prev, m.end);
      continue;
    }
    // "when you switch it on", "I can't lock it": a thing's name said as the verb of trying it.
    if (VERB_LIKE.has(m.phrase) && usedAsVerb(text, m)) continue;
    // "Patch and paint, low priority": the job to do, not the paint at fault.
    if (m.phrase === "paint" && MAKING_GOOD.test(text.slice(Math.max(0, m.start - 20), m.start)))
      continue;
    // "a shower cap", "toilet roll", "the bath mat": the word names what is used there, not the thing.
    if (USED_THERE.test(text.slice(m.end, m.end + 16))) continue;
    // "I'll ring the gas engineer", "give them a ring": a phone call, not a hob's ring.
    if (
      m.phrase === "ring" &&
      /(?:^|\s)(?:i'll|i will|we'll|i'd|i|we|to|gonna|going to|please|can you|could you|give (?:them|him|her|me|us) a|a quick)\s+$/.test(
        text.slice(Math.max(0, m.start - 20), m.start),
      )
    )
      continue;
    // "a wet ring round the pan", "a dark ring in the floor": a mark left on something, not a hob's ring.
    if (/^rings?$/.test(m.phrase) && MARK_RING.test(text.slice(Math.max(0, m.start - 16), m.start)))
      continue;
    // "Chlorine store next door", "the flat next door": a place beside this one, not a door.
    if (
      m.phrase === "door" &&
      /(?:^|\s)next\s+$/.test(text.slice(Math.max(0, m.start - 6), m.start))
    )
      continue;
    // "the wooden panel on the gate", "a trellis panel": a panel of something else, not the fuse board.
    if (m.phrase === "panel" && PANEL_OF.test(text.slice(Math.max(0, m.start - 16), m.start)))
      continue;
    // "hollow when you tap it": knocking on it, not a tap.
    if (
      m.phrase === "tap" &&
      /(?:^|\s)(?:you|i|we|they|to|just|then)\s+$/.test(
        text.slice(Math.max(0, m.start - 8), m.start),
      ) &&
      /^\s+(?:it|them|on|the wall|the walls)\b/.test(text.slice(m.end, m.end + 12))
    )
      continue;
    // "Master bath, there's a crack in the shower tiles": an American bathroom, not a bath.
    if (
      m.phrase === "bath" &&
      /(?:^|\s)(?:master|guest|half|hall|primary|main|second|upstairs|downstairs|kids'?|jack and jill)\s+$/.test(
        text.slice(Math.max(0, m.start - 16), m.start),
      )
    )
      continue;
    // "it's the plug-in kind": how a detector is powered, not a plug.
    if (/^plugs?$/.test(m.phrase) && /^-in\b/.test(text.slice(m.end))) continue;
    // "when I plug the hoover in": plugging something in, not a plug.
    if (
      /^plugs?$/.test(m.phrase) &&
      /(?:^|\s)(?:you|i|we|they|to|i'd|you'd|just|she|he)\s+$/.test(
        text.slice(Math.max(0, m.start - 8), m.start),
      ) &&
      /^\s+(?:in|it|them|the|a|an|my|his|her|our|their|anything|something)\b/.test(
        text.slice(m.end, m.end + 12),
      )
    )
      continue;
    // "it's flashing an F28": a display flashing, not the roof's flashing.
    if (
      m.phrase === "flashing" &&
      /(?:'s|\bis|\bare|\bkeeps|\bwas|\blight|\bisn't|\baren't|\bnot|\bstopped)\s+$/.test(
        text.slice(0, m.start),
      )
    )
      continue;
    const hit: FixtureHit = {
      ...m,
      fixture: fixtureByPhrase.get(normPhrase(m.phrase))!,
      locative:
        (locativeBefore.test(text.slice(Math.max(0, m.start - 40), m.start)) &&
          !modifierBefore.test(text.slice(Math.max(0, m.start - 20), m.start)) &&
          // ("a shower cap over the fire alarm": the alarm is what is covered, not where.)
          !COVER_OVER.test(text.slice(Math.max(0, m.start - 40), m.start)) &&
          // ("taken the barrel out of the front door lock": the lock is what was robbed.)
          !TAKEN_OUT_OF.test(text.slice(Math.max(0, m.start - 50), m.start)) &&
          !subjectAfterMove(text, m)) ||
        // "the brackets pulled out of the drywall": the surface a thing came away from is where.
        // (Water "dripping out of the light fitting" comes from the thing, which stays the thing.)
        // "on the top of the stairs there is no smoke alarm": the stairs say where.
        // "between the first and second floor": where.
        /(?:^|\s)between\s+(?:the\s+)?[a-z-]+\s+and\s+(?:the\s+)?(?:[a-z-]+\s+)?$/.test(
          text.slice(Math.max(0, m.start - 40), m.start),
        ) ||
        /(?:^|\s)(?:at|on|by|in|near|from|to)\s+(?:the\s+)?(?:top|bottom|foot|head|end|far end|side|back|front|middle|edge|corner)\s+of\s+(?:the|a|an|its|their|our)\s+$/.test(
          text.slice(Math.max(0, m.start - 40), m.start),
        ) ||
        (SURFACE_OR_BOARD.test(m.phrase) &&
          /(?:^|\s)(?:out of|off of|away from)\s+(?:the|a|an|its|their)\s+(?:[a-z'-]+\s+)?$/.test(
            text.slice(Math.max(0, m.start - 30), m.start),
          )) ||
        // "Window by the porch, first floor, lock's missing": a storey is where, not a floor.
        (m.phrase === "floor" &&
          STOREY_BEFORE.test(text.slice(Math.max(0, m.start - 12), m.start))) ||
        // "the wall above it's gone brown": where the thing just said shows it.
        (SURFACE.test(m.phrase) && RELATIVE_TO_IT.test(text.slice(m.end, m.end + 40))) ||
        // "a hole in the plaster where the handle's been banging": what explains it, not the thing
        // ("…daylight where a roof tile has slipped" names a problem of its own: the tile's).
        (WHERE_BEFORE.test(text.slice(Math.max(0, m.start - 30), m.start)) &&
          !defectMatcher(/^[^,.;]*/.exec(text.slice(m.end))![0]).some(
            (d) => defectByPhrase.get(normPhrase(d.phrase))?.id !== "noise",
          )),
      means: false,
    };
    extend(hit, m.end);
    // "the pull cord for the light", "the cover of the socket": the part said first is the light's.
    const partFirst = PART_BEFORE.exec(text.slice(Math.max(0, m.start - 30), m.start));
    if (partFirst) {
      hit.start = m.start - partFirst[0].length + partFirst[0].indexOf(partFirst[1]!);
      hit.phrase = `${hit.phrase} ${partFirst[1]}`;
      hit.locative = false;
    }
    // ("I pressed the test key and it's not coming on": the key tests the light, it is not the fault.)
    hit.means =
      (hit.fixture.name === "switch" ||
        (/^keys?$/.test(m.phrase) &&
          /\btest\s+$/.test(text.slice(Math.max(0, m.start - 6), m.start)))) &&
      triedWith.test(text.slice(Math.max(0, m.start - 24), m.start).replace(/\btest\s+$/, ""));
    hits.push(hit);
  }
  return hits;
}

const GROWTH = /\b(?:weeds?|grass|roots?|ivy|moss|brambles?|saplings?|plants?|shoots?)/;
const OVERGROWN = DEFECTS.find((d) => d.id === "overgrown")!;
/** What is meant to come through: "the furnace fired up, heat's coming through". */
const MEANT_THROUGH = /\b(?:heat|warmth|warm air|hot air|hot water|air|airflow|signal|pressure)/;

export const LOST_COVERING =
  /^\s+(?:(?:a\s+)?(?:bunch|few|couple|load|lot|number|handful|row)\s+of\s+|some\s+|several\s+|a\s+|(?:\d+|two|three|four|five|six)\s+)?(?:the\s+)?(?:[a-z]+\s+)?(?:shingles?|tiles?|slates?|flashing|sheets?|guttering|fence\s+panels?|panels?|capping)\b/;
/** "Coming through" (a word of water getting in) said of something that is not water. */
function comesThrough(h: DefectHit, text: string, what: RegExp): boolean {
  if (h.defect.id !== "flood" || !/^(?:coming|getting) through$/.test(h.phrase)) return false;
  const before = text.slice(Math.max(0, h.start - 24), h.start);
  return new RegExp(`${what.source}(?:'s|\\s+(?:is|are))?\\s+(?:\\w+\\s+)?$`).test(before);
}

export function findDefects(text: string, fixtures: FixtureHit[]): DefectHit[] {
  const hits: DefectHit[] = defectMatcher(text).map((m) => ({
    ...m,
    defect: defectByPhrase.get(normPhrase(m.phrase))!,
  }));
  for (const { d, m } of defectMatchers) for (const h of m(text)) hits.push({ ...h, defect: d });
  // "Weeds coming through the patio", "roots coming through the drain": growth, not water.
  for (const h of hits) if (comesThrough(h, text, GROWTH)) h.defect = OVERGROWN;
  const kept = hits.filter((h) => {
    if (comesThrough(h, text, MEANT_THROUGH)) return false;
    // Inside a fixture's own name ("cold tap", "emergency light"): not a defect.
    if (fixtures.some((f) => f.start <= h.start && h.end <= f.end)) return false;
    // "I cracked on with the inventory": getting on with it, not a crack.
    if (
      /^crack(?:ed|ing|s)?$/.test(h.phrase) &&
      /^\s+on\b/.test(text.slice(h.end)) &&
      (/^\s+on\s+with\b/.test(text.slice(h.end)) ||
        /(?:^|\s)(?:i|we|i'll|we'll|let's|just|so)\s+$/.test(
          text.slice(Math.max(0, h.start - 8), h.start),
        ))
    )
      return false;
    // "once somebody moves in", "the tenant dropped a pan", "we lifted the carpet": a person moving,
    // not a thing come loose ("someone's jammed it open", "someone's scratched it" stay problems).
    if (h.defect.id === "loose" && PERSON_ACTS.test(text.slice(Math.max(0, h.start - 30), h.start)))
      return false;
    // "with the fumes they can't run like that": people who cannot carry on, no thing failing
    // ("they can't lock it" names the thing that fails).
    if (
      h.defect.id === "not_working" &&
      /^(?:can't|cannot|can not|couldn't)\s/.test(h.phrase) &&
      /(?:^|\s)(?:they|he|she|staff|people|customers|the tenants?)\s+$/.test(
        text.slice(Math.max(0, h.start - 16), h.start),
      ) &&
      !/^\s+(?:it|them|the|a|an|that|this|those|these|his|her|their)\b/.test(text.slice(h.end))
    )
      return false;
    // "I've stuck a bowl under it", "I'm leaning on it": what the inspector does is never a fault.
    // ("we can't lock it" is the thing failing, said by who tried it.)
    // ("We've lost a bunch of shingles": the building lost them, whoever says "we".)
    if (
      !INSPECTOR_FAILS_WITH.has(h.defect.id) &&
      INSPECTOR_ACTS.test(text.slice(Math.max(0, h.start - 16), h.start)) &&
      !(h.phrase === "lost" && LOST_COVERING.test(text.slice(h.end)))
    )
      return false;
    // "only the plate and the hole where it was": what is left of a thing gone, said of the thing.
    if (
      h.defect.id === "hole" &&
      /^\s+where\s+(?:it|they|the\s+[a-z]+)\s+(?:was|were|used to be|should be|went)\b/.test(
        text.slice(h.end),
      )
    )
      return false;
    // "an eighteen degree split", "temperature split's good": the drop across an air conditioner's
    // coil, a reading, not a crack.
    if (
      /^split/.test(h.phrase) &&
      /\b(?:degrees?|temp|temperature|delta)\s+$/.test(
        text.slice(Math.max(0, h.start - 14), h.start),
      )
    )
      return false;
    // "semi-detached" says how the house is built; "the dog's out in the yard", "tenants are out" who is in.
    if (h.phrase === "detached" && /semi[- ]?$/.test(text.slice(Math.max(0, h.start - 5), h.start)))
      return false;
    if (
      h.defect.id === "is_out" &&
      /\b(?:dogs?|cats?|tenants?|he|she|they|kids|owners?|landlord|family|everyone|everybody)(?:'s|'re|\s+is|\s+are)?\s*$/.test(
        text.slice(Math.max(0, h.start - 16), h.start),
      )
    )
      return false;
    // "The bulb's out" is a fault; "the bins are out", "midges are out", "the sun's out" are not.
    if (
      h.defect.id === "is_out" &&
      OUT_WITH_NOTHING_WRONG.test(text.slice(Math.max(0, h.start - 24), h.start))
    )
      return false;
    // "Don't test it", "don't switch that light on": an instruction at the clause's start, not a failure.
    if (
      /^(?:don't|dont|do not)\b/.test(h.phrase) &&
      /(?:^|[,.;:]|\b(?:and|so|just|please))\s*$/.test(text.slice(0, h.start))
    )
      return false;
    // "a draught coming through the letterbox": what comes through is no water ("daylight through"
    // is a roof's gap, a word of its own).
    if (comesThrough(h, text, /\b(?:draughts?|drafts?|air|wind|cold|light|smells?|noise|sound)/))
      return false;
    // "till someone's confirmed it won't come down": what is to be made sure of is no failure.
    if (
      /^(?:won't|will not|wont)\b/.test(h.phrase) &&
      /\b(?:sure|confirm(?:s|ed)?|check(?:s|ed)?|hope|promise[sd]?|certain)\s+(?:that\s+)?(?:it|they|this|that)\s*$/.test(
        text.slice(Math.max(0, h.start - 30), h.start),
      )
    )
      return false;
    // "carpets are being lifted anyway", "heaters dropped off this afternoon": work under way, a delivery.
    if (/(?:^|\s)being\s+(?:\w+\s+)?$/.test(text.slice(Math.max(0, h.start - 20), h.start)))
      return false;
    if (
      /^dropped$/.test(h.phrase) &&
      /^\s+off\s+(?:this|tomorrow|today|later|at|by|in|on|for)\b/.test(text.slice(h.end))
    )
      return false;
    // "the wet room": a word of a room's name is no problem.
    if (h.phrase === "wet" && /^\s*rooms?\b/.test(text.slice(h.end))) return false;
    // "you've got the window open a crack": open a little, not cracked.
    if (
      /^crack/.test(h.phrase) &&
      /\bopen(?:ed)?\s+(?:just\s+)?a\s+$/.test(text.slice(Math.max(0, h.start - 16), h.start))
    )
      return false;
    // "rotten from an old leak, it's dry now": the cause, long gone, is not a second problem.
    if (PAST_CAUSE.test(text.slice(Math.max(0, h.start - 20), h.start))) return false;
    // "the contractor fixed the leak last week": a problem named as what was repaired is gone.
    if (REPAIRED.test(text.slice(Math.max(0, h.start - 30), h.start))) return false;
    // "no shingles missing that I can see": none is missing.
    if (
      h.defect.id === "missing" &&
      /(?:^|\s)(?:(?:no|none of the|not any|nothing)\s+(?:[a-z'-]+\s+){1,2}|any\s+)$/.test(
        text.slice(Math.max(0, h.start - 30), h.start),
      )
    )
      return false;
    // ("the pump isn't short cycling": a failure said without a negation of its own can be denied.)
    if (selfNegated.has(h.defect.id) && OWN_NEGATION.test(h.phrase)) return true;
    if (
      selfNegated.has(h.defect.id) &&
      !DENIED_BEFORE.test(text.slice(Math.max(0, h.start - 12), h.start))
    )
      return true;
    // "never stops dripping", "won't stop running": the negation is of the stopping.
    const before = text.slice(Math.max(0, h.start - 30), h.start);
    return !negationBefore.test(before) || /\bstop(?:s|ped|ping)?\s+$/.test(before);
  });
  for (const f of fixtures) {
    // "the bathroom's got no window": how the room was built, not a fitting gone.
    if (f.fixture.name === "hot water" || BUILT_WITHOUT.has(f.phrase)) continue;
    // "no gas smell", "no water damage": "no" is said of what follows the name.
    // "no shingles missing", "no slates slipped": nothing wrong with them, not none of them.
    if (
      /^\s+(?:smell|smells|leaks?|damage|marks?|issues?|problems?|missing|loose|broken|cracked|damaged|slipped|leaking|showing|left)\b/.test(
        text.slice(f.end),
      )
    )
      continue;
    // ("I can't see any missing shingles": none is missing.)
    const lead = text.slice(Math.max(0, f.start - 30), f.start);
    // ("the ceiling under the missing shingles": a place, named by the finding before.)
    if (
      /(?:^|\s)(?:under|underneath|below|beneath|from|by|near|behind|above)\s+the\s+missing\s+$/.test(
        lead,
      )
    )
      continue;
    const absent = absentBefore.exec(lead);
    if (absent && !/(?:^|\s)any\s*$/.test(lead.slice(0, absent.index))) {
      kept.push({
        start: f.start,
        end: f.end,
        phrase: `no ${f.phrase}`,
        defect: MISSING,
      });
    }
  }
  kept.sort((a, b) => a.start - b.start || b.end - a.end);
  // "won't stay open" is one problem, though a phrase and a pattern both name it.
  return kept.filter(
    (h, i) =>
      !kept.some(
        (o, j) =>
          j !== i &&
          (o.defect.id === h.defect.id ||
            // "a pile of boxes in front of it" is the way blocked, not only rubbish dumped.
            (/^blocked/.test(o.defect.id) && o.end - o.start > h.end - h.start)) &&
          covers(o, h, j < i),
      ),
  );
}

/** Whether hit `o` takes in `h` (the earlier of two equal hits stands for both). */
const covers = (o: Match, h: Match, earlier: boolean) =>
  o.start <= h.start && h.end <= o.end && (o.end - o.start > h.end - h.start || earlier);
