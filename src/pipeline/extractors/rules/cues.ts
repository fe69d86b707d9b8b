/** Where the speaker takes a finding back, says it is fine, fixed, not ours, or repeats it. */
import {
  FINE_CUES,
  FIXED_CUES,
  HYPOTHESIS_CUES,
  HYPOTHESIS_DENIALS,
  NOT_OURS_CUES,
  REPEAT_CUES,
  REPORT_CUES,
  REPORT_DENIALS,
  RETRACTION_CUES,
  SORTED_NOW_CUES,
} from "./lexicon.ts";
import { phraseMatcher } from "./text.ts";

const CUE = { pauses: true };
const retraction = phraseMatcher(RETRACTION_CUES, [], CUE);
const hypothesis = phraseMatcher(HYPOTHESIS_CUES, [], CUE);
const denial = phraseMatcher(HYPOTHESIS_DENIALS, [], CUE);
const report = phraseMatcher(REPORT_CUES, [], CUE);
const reportDenial = phraseMatcher(REPORT_DENIALS, [], CUE);
const notOurs = phraseMatcher(
  NOT_OURS_CUES,
  [
    // "that's his own lamp": theirs; "doesn't close on its own", "on their own": by itself.
    "(?<!\\bon\\s)(?:his|her|their)\\s+own",
    // "that's his stuff", "those are their bikes": whose things they are, whatever the word.
    "(?:that's|thats|that is|those are|these are|they're|theyre|it's|its)\\s+(?:all\\s+)?(?:his|her|their)\\s+(?!(?:fault|doing|own\\s+fault)\\b)[a-z]+",
    // "the trench drain's full of sludge, that's his, he needs to clean it out": his to deal with.
    "(?:that's|thats|that is|it's|its|those are|they're)\\s+(?:his|hers|theirs)(?=\\s*[,.;!]|\\s*$|\\s+to\\b)",
    "(?:you|you guys|they|he|she)\\s+can\\s+do\\s+(?:that|it|those|this)\\s+(?:yourselves|yourself|themselves|himself|herself)\\b",
    // "that's the tenants' mess", "those are the guests' bikes": the same, said of the occupants.
    "(?:that's|thats|that is|those are|these are|they're|theyre|it's|its)\\s+(?:all\\s+)?the\\s+(?:tenant|tenants|resident|residents|occupant|occupants|guest|guests|student|students|lodger|lodgers)(?:'s|s'|')\\s+(?!(?:fault|doing|own\\s+fault)\\b)[a-z]+",
    // "the carpet's stained, that's them", "bins overflowing but that's the lads": the occupants'
    // doing, said of the people themselves.
    "(?:that's|thats|that is|that's all)\\s+(?:them|on them|the lads|the kids|the students|the tenants|the guests|the residents|the lodgers)(?=[\\s,.;!]|$)",
    // "that's on the equipment contract, not us": someone else's, said last.
    "(?<=(?:,|\\s)\\s*)not (?:us|ours|mine|me)(?=[\\s.,!;]*$)",
    // "but that's the hauler, they come tomorrow": someone else's job, by who does it.
    "(?:that's|thats|that is)\\s+(?:the|a)\\s+(?:hauler|haulers|council|city|utility|utilities|freeholder|management company|managing agent|bin men|binmen|waste company|trash company|water company|water board|gas board|hoa)(?:'s)?(?=[\\s,.;!]|$)",
  ],
  CUE,
);
const repeat = phraseMatcher(REPEAT_CUES, [], CUE);
/** A state said, then "again" at the clause's end: the thing has done it again. */
const HAPPENED_AGAIN =
  /\b(?:wedged|propped|blocked|leaking|dripping|broken|jammed|stuck|left|tripped|tripping|flooded|overflowing|happening|happened|at it|chained|padlocked|parked|dumped|full)\b(?:\s+[a-z'-]+){0,6}?\s+again(?:\s*[,.;!?]|\s*$)/;
const fixed = phraseMatcher(
  FIXED_CUES,
  [
    // "got replaced", "has had a new cartridge", "I already tightened those": the repair, done.
    "(?:got|been|was|were)\\s+(?:replaced|renewed|rehung|tightened|swapped|changed|adjusted|painted out|made good)",
    "(?:has|have|'s|'ve)\\s+had\\s+(?:a\\s+)?new\\s+[a-z]+",
    "(?:i|we)(?:'ve|\\s+have)?\\s+(?:already|just)\\s+(?:tightened|fixed|replaced|sorted|cleared|unblocked|reset|rehung|adjusted|resealed|swapped|changed|refixed|rescrewed)(?=\\s+(?:those|them|it|that|these|the)\\b)",
    // "they fixed it, new P-trap", "so I bled it and it's warm right across now": put right before
    // or while we were there (not "…they fixed it but it's leaking again").
    "(?:they|he|she|someone|somebody|the (?:plumber|contractor|engineer|tech|electrician|handyman|fitter|landlord))(?:'ve|\\s+have|\\s+has|'s)?\\s+(?:fixed|sorted|repaired|replaced|cleared|unblocked|resealed|rehung)\\s+(?:it|them|that)(?![^.]*\\b(?:but|again|still|back)\\b)",
    // "the council's already cut it up and taken it": cleared away by whoever's job it was (not
    // "somebody took it down": an alarm taken is missing).
    "(?:the\\s+)?(?:council|city|ses|fire brigade|fire service|tree surgeons?|arborists?|contractors?)(?:'ve|\\s+have|\\s+has|'s)?\\s+(?:already\\s+)?(?:(?:cut|chopped)\\s+(?:it|them|that|those)\\s+up|cleared\\s+(?:it|them|that|those)|(?:taken|took|hauled)\\s+(?:it|them|that|those)\\s+away)(?![^.]*\\b(?:but|again|still)\\b)",
    "(?:i|we|they|he|she)(?:'ve|\\s+have)?\\s+(?:bled|reset|topped up|topped off|re-?pressuri[sz]ed|cleared|unblocked)\\s+(?:it|them|that|the\\s+[a-z]+)\\s+and\\s+(?:it's|its|it is|they're|it)\\s+(?:\\w+\\s+){0,3}?(?:now|fine|working|warm|hot|cooling|draining|holding|ok|okay)\\b",
  ],
  CUE,
);
const sortedNow = phraseMatcher(
  SORTED_NOW_CUES,
  [
    // "he's moving them now", "I'm clearing it now": dealt with while we stand there.
    "(?:he's|she's|they're|theyre|i'm|we're|he is|she is|they are)\\s+(?:moving|clearing|shifting|taking away|removing|unblocking)\\s+(?:them|it|those|that|these)\\s+(?:now|right now|as we speak)",
    // "I plugged it back in and hit test, it works": put back on the spot and shown to work.
    "(?:i|we|he|she|they)(?:'ve|\\s+have)?\\s+(?:plugged|put|hung|clipped|screwed|stuck|wired)\\s+(?:it|them)\\s+back\\s+(?:in|on|up)\\b(?=[^.]*\\b(?:works|worked|working|fine|goes off|went off|sounds|sounded|beeps|beeped)\\b)",
  ],
  CUE,
);
// Only a pronoun subject refers back to the finding ("it's fine"); "the oven's fine" is its own clause.
// So does a dismissal at the end ("always been damp down there, nothing new, leave it").
const pronounFine = phraseMatcher(
  FINE_CUES.filter((c) => /^(?:that|thats|it|its|they|theyre|those)\b/.test(c)),
  [
    "nothing new(?=[\\s.!]*$)",
    // "hairline cracks only, no further action": a surveyor's word that nothing is to be done.
    "(?<=(?:^|,|\\bso)\\s*)no (?:further )?action(?: (?:needed|required|necessary))?(?=[\\s.!]*$)",
    // "Paving's uneven but it's always been like that": how it has always been, no defect.
    "(?:it's|its|it has|they've|they have|that's|thats)\\s+always been (?:like that|that way)\\b(?![^.]*\\b(?:but|worse|worsening|spreading|bigger)\\b)",
    // "it's cold in there, good", "the third tread creaks, that's nothing, just old stairs".
    "(?<=(?:^|,)\\s*)(?:good|all good|that's good|lovely|perfect|fine)(?=[\\s.!]*$)",
    "(?:that's|thats|that is)\\s+nothing(?=\\s*(?:[,.!]|$|\\s+just\\b|\\s+to worry))",
    // "Sofa's seen better days but that's wear and tear", "some surface crazing, fair wear": age,
    // not a repair; "that's cleaning": a clean, not a repair; "that's not a fault": said outright.
    // ("…pet scratches, just normal wear" is still a job to note.)
    "(?:that's|thats|that is|it's|its)\\s+(?:just\\s+)?(?:(?:fair|normal|general|usual|ordinary)\\s+)?wear(?:\\s+and\\s+tear)?(?![\\w-])(?!\\s+(?:on|through|in)\\b)",
    "(?<=(?:^|,|\\bbut)\\s*)(?:fair|normal)\\s+wear(?:\\s+and\\s+tear)?(?=[\\s.!,]*$)",
    "(?:that's|thats|that is|it's|its)\\s+(?:just\\s+)?(?:cleaning|a clean|a cleaning (?:job|issue|thing))(?=[\\s.!,;]|$)",
    "(?:that's|thats|that is|it's|its)\\s+not\\s+a\\s+(?:fault|defect|repair)(?=[\\s.!,;]|$)",
    // "bit noisy but it's always been noisy": how it has always been, not a new fault.
    "(?:it's|its|it has|they've|they have|that's|thats)\\s+always been (?:a bit\\s+)?(?:noisy|loud|squeaky|creaky|slow|like this)\\b(?![^.]*\\b(?:but|worse|worsening|louder)\\b)",
    // "he planed it, closes nice now": put right, and doing its job now.
    "\\b(?:closes|shuts|opens|works|locks|latches|drains|flushes|runs|fits|sits|turns)\\s+(?:nice(?:ly)?|fine|properly|ok|okay|great|perfectly|smooth(?:ly)?)\\s+now\\b",
    // "pallets stacked against the wall, not the door, door's clear": the way out said to be clear.
    "(?<=(?:^|,)\\s*)(?:the\\s+)?(?:door|doors|exit|fire exit|route|escape route|way out|corridor|stairs?)(?:'s|\\s+is|\\s+are|'re)\\s+(?:still\\s+|all\\s+|completely\\s+)?clear(?=[\\s.!]*$)",
    // (said as a clause of its own: "no matter how long you leave it" is no dismissal).
    "(?<=(?:^|[,;]|\\b(?:so|just|and|i'd|i'll|we'll))\\s*)leave it(?:\\s+be|\\s+alone)?(?=[\\s.!]*$)",
    // "it's heating like it should": the thing working as it is meant to.
    // ("like" is a filler to clean(), so it may be gone).
    "(?:(?:like|as)\\s+)?(?:it|they)\\s+should(?:\\s+(?:be|do))?(?=[\\s.!,]*$)",
    // "there's one in the hallway, tested, goes off": an alarm sounding on test is doing its job.
    "(?<=\\b(?:tested|tested it|pressed it|pressed test|pressed the button|hit the button)[,\\s]+(?:and\\s+)?(?:it\\s+|it's\\s+)?)(?:goes off|went off|sounds|sounded|beeps|beeped|works|worked|loud|nice and loud)(?=[\\s.!,]*$)",
    // "pushed the test button, it tripped and reset fine": a safety switch doing its job on test.
    "(?<=\\b(?:tripped|trips|tripping|went off|goes off|sounded|sounds|beeped|beeps)\\s+)(?:(?:and|then)\\s+(?:reset|resets|re-set|came back on|comes back on|went back on)\\s+)?(?:fine|okay|ok|no problem|correctly|straight away,? (?:good|fine))(?=[\\s.!,]*$)",
  ],
  CUE,
);

/** A grade said of the finding: what comes after it says when, not that there is nothing to do. */
const GRADED = /\b(?:cosmetic|decorative|low priority|not urgent|no rush)\b/;

export interface SentenceCues {
  retractions: number[];
  hypotheses: number[];
  denials: number[];
  reports: number[];
  reportDenials: number[];
  notOurs: number[];
  fine: number[];
  fixed: number[];
  sortedNow: number[];
  repeat: boolean;
}

const starts = (ms: { start: number }[]) => ms.map((m) => m.start);

export function sentenceCues(text: string): SentenceCues {
  return {
    retractions: starts(retraction(text)),
    hypotheses: starts(hypothesis(text)),
    denials: starts(denial(text)),
    reports: starts(report(text)),
    reportDenials: starts(reportDenial(text)),
    // "the neighbour's dog gets in": whose the dog is, not whose the finding is ("that's the
    // neighbour's fence" is still theirs).
    notOurs: starts(
      notOurs(text).filter(
        (m) =>
          !(
            /neighbou?r's$/.test(m.phrase) &&
            // ("the neighbour's complained": the neighbour has, a report.)
            /^\s+(?!(?:complained|been|got|had|said|told|reported|mentioned|asked|noticed|seen|saying|getting|having|always|never|just|already)\b)[a-z]/.test(
              text.slice(m.end),
            ) &&
            !/\b(?:that's|thats|it's|its|is|are|was|were|that is|those are|they're)\s+(?:the\s+)?$/.test(
              text.slice(0, m.start),
            )
          ),
      ),
    ),
    // "the carpet's stained, and it's old": age said with "and" adds to the problem, not dismisses it.
    fine: starts(
      pronounFine(text).filter(
        (m) =>
          !(
            /\bold$/.test(m.phrase) &&
            /(?:^|\s)and\s+$/.test(text.slice(Math.max(0, m.start - 5), m.start))
          ) &&
          // "burn mark on the carpet, cosmetic, leave it": graded first, so a finding left till later.
          !(/^leave it\b/.test(m.phrase) && GRADED.test(text.slice(0, m.start))),
      ),
    ),
    // "hasn't been fixed", "no idea when it last got changed" are not a fix.
    fixed: starts(
      fixed(text).filter(
        (m) =>
          !/(?:(?:n't|not|never)\s+(?:\w+\s+)?|\bwhen\s+(?:\w+\s+){0,2})$/.test(
            text.slice(Math.max(0, m.start - 20), m.start),
          ),
      ),
    ),
    sortedNow: starts(sortedNow(text)),
    // "…wedged open with a laundry trolley again": it has happened again, not a second mention.
    repeat: repeat(text).some(
      (m) =>
        !(
          text.slice(m.start, m.end) === "again" &&
          HAPPENED_AGAIN.test(text.slice(Math.max(0, m.start - 60), m.end + 2))
        ),
    ),
  };
}

export const hasDenial = (text: string) => denial(text).length > 0;
export const hasReportDenial = (text: string) => reportDenial(text).length > 0;

/**
 * "Towel's round it, book the plumber for next week.": a sentence that points back at the finding
 * before with "it" or "them" as the object of a verb or a preposition (docs/priority-policy.md,
 * follow-up sentences). "It" as a subject is read elsewhere (findings.ts, opensOnEarlier).
 */
const POINTS_BACK =
  /\b(?:under|on|over|behind|round|around|beside|below|above|underneath|near|next to|fix|fixing|fixed|sort|sorting|sorted|replace|replacing|look at|looking at|isolate|isolating|patch|patching|seal|sealing|repair|repairing|mend|mending|deal with|dealing with|do|doing|done|tape|taped|board|boarded|bag|bagged|cover|covered)\s+(?:it|them)(?![\w'])/;
export const pointsBackAtIt = (text: string) => POINTS_BACK.test(text);
