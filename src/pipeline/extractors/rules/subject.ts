/**
 * The thing a clause is about when the lexicon has no word for it: the clause's subject noun phrase,
 * read from the words before its verb ("the eyewash station only dribbles" → "eyewash station", "the
 * diverter on the tub is leaking" → "tub diverter", "the accessible parking sign at the first space
 * is bent over" → "accessible parking sign"). Plain rules over the words, no tagger: English puts the
 * subject before the verb, opens it on a determiner, a possessive or the clause's start, and ends it
 * on its head noun; whatever follows the head up to the verb is a place or an owner ("on the tub",
 * "at the first space"). Only closed classes are written out (determiners, pronouns, prepositions,
 * auxiliaries, adverbs of degree, people): any other word may be a noun, which is what lets a thing
 * nobody wrote down be named. docs/configuration.md ("Grammar without a library") has what was measured.
 */
import { PEOPLE, THING_JOBS, WORKERS } from "./lexicon.ts";
import { findRooms } from "./location.ts";

/** A thing's job said in the third person ("drains", "flushes"): the verb, right before how it does it. */
const JOB_S = new Set(
  THING_JOBS.filter((j) => /^[a-z]+$/.test(j)).map((j) =>
    /(?:s|sh|ch|x|z)$/.test(j) ? `${j}es` : `${j}s`,
  ),
);

/** Where a noun phrase opens: an article, a demonstrative, a possessive or a quantifier. */
const DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "this",
  "that",
  "these",
  "those",
  "my",
  "our",
  "your",
  "their",
  "his",
  "her",
  "its",
  "some",
  "each",
  "every",
  "another",
  "both",
  "either",
  "neither",
]);

/** "one of the", "two of the": a count of the things, said before the phrase's own determiner. */
const COUNTS =
  /^(?:one|two|three|four|five|six|seven|eight|several|some|most|all|both|few|couple|handful|pair|bunch|lots|none|each|half)$/;

/** Prepositions that put a place or an owner after the head ("the sign at the first space"). */
const PREPOSITIONS = new Set([
  "on",
  "of",
  "at",
  "in",
  "by",
  "near",
  "above",
  "below",
  "under",
  "underneath",
  "over",
  "behind",
  "beside",
  "beneath",
  "inside",
  "outside",
  "for",
  "from",
  "off",
  "to",
  "round",
  "around",
  "along",
  "across",
  "against",
  "between",
  "opposite",
  "with",
  "without",
  "within",
  "before",
  "after",
  "since",
  "during",
  "than",
  "as",
  "via",
  "past",
  "beyond",
  "towards",
  "toward",
  "upon",
  "until",
  "per",
  "onto",
  "into",
  "through",
]);
/** Of these, the ones that say whose part the head is ("the diverter on the tub": the tub's). */
/** Particles of phrasal verbs ("coming out of", "looped up over"): never part of a name. */
const PARTICLES = new Set(["out", "up", "down", "away", "into", "onto", "through", "loose"]);
const OWNER_PREPOSITIONS = new Set(["on", "of", "for", "off"]);

/**
 * The verb group between the subject and the problem: auxiliaries, copulas, negations, adverbs of
 * degree and time, "gone"/"got" and the verbs of seeming ("the hinge has just about gone completely").
 */
const VERB_GROUP = new Set([
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "being",
  "am",
  "has",
  "have",
  "had",
  "having",
  "do",
  "does",
  "did",
  "will",
  "would",
  "can",
  "could",
  "should",
  "might",
  "may",
  "must",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "hasn't",
  "haven't",
  "hadn't",
  "doesn't",
  "don't",
  "didn't",
  "won't",
  "wouldn't",
  "can't",
  "cannot",
  "couldn't",
  "shouldn't",
  "isnt",
  "arent",
  "doesnt",
  "dont",
  "wont",
  "cant",
  "not",
  "never",
  "no",
  "longer",
  "got",
  "gotten",
  "gone",
  "getting",
  "gets",
  "get",
  "become",
  "becoming",
  "becomes",
  "started",
  "starting",
  "starts",
  "keeps",
  "keep",
  "kept",
  // verbs of being in a state, said before the state ("runs stone cold", "is hanging crooked")
  "runs",
  "running",
  "goes",
  "going",
  "went",
  "comes",
  "coming",
  "came",
  "turns",
  "turning",
  "turned",
  "stays",
  "staying",
  "stayed",
  "sits",
  "sitting",
  "hangs",
  "hanging",
  "stands",
  "standing",
  "used",
  "tends",
  "remains",
  "seems",
  "seem",
  "seemed",
  "looks",
  "look",
  "looked",
  "appears",
  "appear",
  "feels",
  "feel",
  "sounds",
  "to",
  "just",
  "only",
  "barely",
  "hardly",
  "still",
  "already",
  "always",
  "now",
  "again",
  "even",
  "also",
  "really",
  "very",
  "quite",
  "pretty",
  "rather",
  "so",
  "too",
  "all",
  "a",
  "bit",
  "little",
  "lot",
  "kind",
  "sort",
  "of",
  "slightly",
  "badly",
  "completely",
  "totally",
  "fully",
  "properly",
  "actually",
  "definitely",
  "probably",
  "obviously",
  "clearly",
  "somehow",
  "about",
  "almost",
  "nearly",
  "literally",
  "basically",
]);

/** Words that are no part of any name: pronouns, pro-forms and the words of talk. */
const NOT_A_NAME_WORD = new Set([
  "i",
  "you",
  "he",
  "she",
  "it",
  "we",
  "they",
  "me",
  "him",
  "them",
  "us",
  "itself",
  "themselves",
  "myself",
  "yourself",
  "ourselves",
  "one",
  "ones",
  "this",
  "that",
  "these",
  "those",
  "there",
  "here",
  "what",
  "which",
  "who",
  "whoever",
  "where",
  "whose",
  "something",
  "anything",
  "nothing",
  "everything",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "everyone",
  "everybody",
  "nobody",
  "thing",
  "things",
  "stuff",
  "lot",
  "lots",
  "bit",
  "bits",
  "rest",
  "other",
  "others",
  "same",
  "kind",
  "sort",
  "type",
  "way",
  // discourse words a recogniser or a speaker leaves before a clause
  "oh",
  "ah",
  "um",
  "er",
  "uh",
  "okay",
  "ok",
  "yeah",
  "yes",
  "well",
  "right",
  "so",
  "and",
  "but",
  "or",
  "then",
  "also",
  "plus",
  "sorry",
  "actually",
  "anyway",
  "look",
  "see",
]);

/**
 * Words that are never the head of a thing's name: those above, problems, people (what they do is
 * no fault of the building), and words for a place or a time said alone.
 */
const NOT_A_THING = new Set([
  ...NOT_A_NAME_WORD,
  // problems and judgements, not things
  "problem",
  "problems",
  "issue",
  "issues",
  "fault",
  "faults",
  "damage",
  "job",
  "work",
  "repair",
  "repairs",
  "fix",
  // people, and the animals that live with them
  ...PEOPLE,
  ...WORKERS,
  "super",
  "dog",
  "cat",
  // places and times said alone
  "place",
  "area",
  "room",
  "rooms",
  "space",
  "spot",
  "side",
  "end",
  "corner",
  "middle",
  "part",
  "top",
  "bottom",
  "front",
  "back",
  "inside",
  "outside",
  "left",
  "right",
  "upstairs",
  "downstairs",
  "property",
  "building",
  "flat",
  "house",
  "unit",
  "apartment",
  "site",
  "today",
  "tomorrow",
  "yesterday",
  "morning",
  "afternoon",
  "evening",
  "night",
  "week",
  "month",
  "year",
  "time",
  "minute",
  "minutes",
  "moment",
  "visit",
  "inspection",
  "walkthrough",
  "check",
  // numbers said alone name a room or a flat ("fourteen won't lock"), not a thing
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
  // adjectives of size, age, order and emphasis: they come before a head, never are one
  "proper",
  "real",
  "serious",
  "major",
  "minor",
  "big",
  "small",
  "little",
  "large",
  "long",
  "short",
  "tiny",
  "huge",
  "massive",
  "slight",
  "old",
  "new",
  "bad",
  "good",
  "nasty",
  "whole",
  "entire",
  "main",
  "first",
  "second",
  "third",
  "last",
  "next",
  "few",
  "several",
]);

/** Whose things are the building's: "the landlord's meter box". */
const BUILDING_OWNERS = new Set(["landlord", "landlords", "landlady", "owner", "owners"]);

/** People whose belongings are theirs, not the building's ("the tenant's bike", "his tools"). */
const OCCUPANTS = new RegExp(
  `^(?:${[...PEOPLE.filter((w) => !BUILDING_OWNERS.has(w)), ...WORKERS, "someone", "somebody", "everyone", "dog", "cat"].join("|")}|[a-z]+ie)$`,
);

/** Verbs that report or judge, not name: "I think", "she said", "we reckon". */
const NOT_IN_A_NAME =
  /^(?:think|thought|reckon|reckons|said|says|say|told|tells|mentioned|noticed|found|saw|seen|see|guess|suppose|mean|know|knew|heard|wanted|want|need|needs|looks|seems|let's|lets|i'm|i've|i'll|you're|you've|we're|we've|they're|they've|it's|that's|there's|here's|what's|who's|he's|she's)$/;

export interface SubjectPhrase {
  /** Offset of its first word in the text. */
  start: number;
  /** Offset just past its head. */
  end: number;
  /** The words of the thing, owner first ("tub diverter", "accessible parking sign"). */
  phrase: string;
  /** Its head noun, the last word of the name ("diverter", "sign"). */
  head: string;
  /** The noun after an owner's preposition ("the diverter on the tub": "tub"), if any. */
  owner: string | null;
  /** A verb came between it and the problem ("is", "has been", "'s"), not the problem right after. */
  verb: boolean;
}

/** The whole phrase names a room or a place ("the hallway", "bedroom two"). */
const isRoom = (p: string) => findRooms(p).some((r) => r.start === 0 && r.end === p.length);

interface Tok {
  w: string;
  start: number;
  end: number;
}

const TOKEN = /[a-z0-9][a-z0-9'/-]*/g;
/** The punctuation and joiners a subject cannot reach across. */
const STATE_AND = /((?:\s(?:is|are|was|were)|[a-z]'s))\s+[a-z]+\s+(?:and|or)\s+$/;
const BREAK = /[,;:.!?()]|\s(?:and|but|so|because|cos|when|while|if|though|although|until)\s/;

/** "landlord's", "tub's": an owner said before the thing ("it's", "what's" are a pronoun and a verb). */
const possessive = (w: string) => /[a-z]'s$/.test(w) && !NOT_IN_A_NAME.test(w);

/** A word that could be a noun of a thing's name, or a modifier before one. */
/** Words of the verb group that are also modifiers in a name ("the little casement"). */
const ALSO_MODIFIERS = new Set(["little"]);
/** Words that are prepositions, or after a determiner part of a name ("the outside light", "the back door"). */
const PLACE_MODIFIERS = new Set(["outside", "inside", "upstairs", "downstairs", "back", "front"]);

function nounish(w: string): boolean {
  return (
    !DETERMINERS.has(w) &&
    !PREPOSITIONS.has(w) &&
    !PARTICLES.has(w) &&
    (!VERB_GROUP.has(w) || ALSO_MODIFIERS.has(w)) &&
    !NOT_A_NAME_WORD.has(w) &&
    !possessive(w) &&
    !COUNTS.test(w) &&
    !NOT_IN_A_NAME.test(w) &&
    // adverbs ("really", "badly") and past tenses of telling ("reported") are no part of a name
    !(/ly$/.test(w) && !/(?:ply|bly|lly)$/.test(w)) &&
    !/(?:ally|ully)$/.test(w) &&
    !/^\d+$/.test(w)
  );
}

/** Verbs that bring in a noise or a smell ("making a grinding noise", "giving a smell"). */
const MAKES = /^(?:making|makes|make|made|giving|gives|gave)$/;
const NUMBERED = /^(?:\d+[a-z]?|one|two|three|four|five|six|seven|eight|nine|ten|[a-z]{1,2}-?\d+)$/;

/**
 * A run of one to four noun-ish words ending at tokens[to - 1], opened by a determiner, a count
 * ("two of the"), the clause's start or nothing: [first index, how it opened].
 */
function nounRun(
  toks: Tok[],
  to: number,
): { from: number; opened: "det" | "start" | "other" } | null {
  // "pump two's grinding", "lift 2 is out": a number after a noun names which one.
  const numbered = to > 1 && NUMBERED.test(toks[to - 1]!.w) && nounish(toks[to - 2]!.w);
  let from = numbered ? to - 1 : to;
  while (
    from > 0 &&
    to - from < 4 &&
    (nounish(toks[from - 1]!.w) ||
      (from > 1 &&
        from < to &&
        PLACE_MODIFIERS.has(toks[from - 1]!.w) &&
        DETERMINERS.has(toks[from - 2]!.w)))
  )
    from--;
  if (from === to) return null;
  if (from === 0) return { from, opened: "start" };
  const before = toks[from - 1]!.w;
  if (DETERMINERS.has(before)) return { from, opened: "det" };
  // "two tiles behind the basins": a count opens the phrase as a determiner does.
  if (COUNTS.test(before)) return { from, opened: "det" };
  // A possessive owner: "the landlord's meter box", "next door's fence".
  if (possessive(before)) return { from, opened: "det" };
  return { from, opened: "other" };
}

/**
 * The subject noun phrase of a clause whose problem starts at `verbAt` (a character offset), or null
 * when the words before it are no such phrase (a pronoun, a person, a place word alone, a run of
 * words that is no name: "I had a look and", "what's coming out of the vents").
 */
/** How bad a noise or a smell is: "a horrible grinding noise", "a really strong smell". */
const HOW_BAD =
  /^(?:horrible|loud|funny|weird|strange|terrible|awful|nasty|odd|constant|little|real|right|proper|faint|slight|strong|really|very|bad|horrendous|high-pitched)$/;

export function clauseSubject(text: string, verbAt: number): SubjectPhrase | null {
  // "the ramp surface is green and slippy": a state said before the problem, joined by "and", is
  // no clause break.
  let before = text.slice(0, verbAt).replace(STATE_AND, "$1 ");
  // A subject never reaches back across a clause break: only the words after the last one count.
  let base = 0;
  for (let m = BREAK.exec(before); m; m = BREAK.exec(before)) {
    base += m.index + m[0].length;
    before = before.slice(m.index + m[0].length);
  }
  const toks: Tok[] = [];
  for (const m of before.matchAll(TOKEN))
    toks.push({ w: m[0], start: base + m.index, end: base + m.index + m[0].length });
  // The verb group, from the problem back; "the cord's been looped", "the tap's dripping": the verb
  // said with the noun.
  let at = toks.length;
  // "the sink drains slow": a job's verb right before the problem (never "the drains are blocked").
  if (
    at > 1 &&
    JOB_S.has(toks[at - 1]!.w) &&
    nounish(toks[at - 2]!.w) &&
    !/^(?:is|are|was|were|has|have|had|isn't|aren't|won't|don't|doesn't|can't|keep|keeps)\b/.test(
      text.slice(verbAt),
    )
  )
    at--;
  // "pump two's making a grinding noise", "it's giving off a smell": the verb that brings in a noise
  // or a smell, with its article.
  // ("making a horrible grinding noise": the words that say how bad the noise is go with it.)
  let said = at;
  while (said > at - 2 && said > 0 && HOW_BAD.test(toks[said - 1]!.w)) said--;
  if (
    said > 1 &&
    /^(?:a|an|some|this|that)$/.test(toks[said - 1]!.w) &&
    MAKES.test(toks[said - 2]!.w)
  )
    at = said - 2;
  else if (
    at > 1 &&
    /^(?:a|an|some|this|that)$/.test(toks[at - 1]!.w) &&
    MAKES.test(toks[at - 2]!.w)
  )
    at -= 2;
  else if (at > 0 && MAKES.test(toks[at - 1]!.w)) at--;
  while (
    at > 0 &&
    (VERB_GROUP.has(toks[at - 1]!.w) ||
      // "has been yanked off", "got taken down": a participle after "been" or "got" is the verb's.
      (at > 1 &&
        /(?:ed|en)$/.test(toks[at - 1]!.w) &&
        /^(?:been|being|got|get|gets|getting)$/.test(toks[at - 2]!.w)))
  )
    at--;
  let verb = at < toks.length;
  const verbJoined = at > 0 ? toks[at - 1]! : null;
  if (verbJoined && /'s$/.test(verbJoined.w) && !NOT_IN_A_NAME.test(verbJoined.w)) {
    toks[at - 1] = {
      w: verbJoined.w.slice(0, -2),
      start: verbJoined.start,
      end: verbJoined.end - 2,
    };
    verb = true;
  }
  let head = nounRun(toks, at);
  if (!head) return null;
  // Up to two place or owner phrases after the head: "the sign at the first space by the entrance".
  let owner: string | null = null;
  for (let hop = 0; hop < 2 && head.opened === "det"; hop++) {
    const detAt = head.from - 1;
    // "the tub's diverter": a possessive is the owner, said before.
    if (possessive(toks[detAt]!.w)) break;
    const prepAt = detAt - 1;
    if (prepAt < 1 || !PREPOSITIONS.has(toks[prepAt]!.w)) break;
    // "two of the doors": a count of the things, the doors still the head.
    if (toks[prepAt]!.w === "of" && COUNTS.test(toks[prepAt - 1]!.w)) break;
    const inner = nounRun(toks, prepAt);
    // "what's coming out of the vents", "looped up over the grab rail": the phrase is the object of
    // a preposition after a verb, and a subject is never inside a place phrase.
    if (!inner || inner.opened === "other") return null;
    const object = toks
      .slice(head.from, at)
      .map((t) => t.w)
      .join(" ");
    if (OWNER_PREPOSITIONS.has(toks[prepAt]!.w) && hop === 0) owner = object;
    at = prepAt;
    head = inner;
  }
  // "one of the slats": the count goes with the phrase, the slats are the head.
  const run = toks.slice(head.from, at);
  const words = run.map((t) => t.w);
  const last = words.at(-1)!;
  if (NOT_A_THING.has(last) || isRoom(words.join(" "))) return null;
  // "my neighbour's bike", "the kids' toys": someone's belongings, not the building.
  const opener = head.from > 0 ? toks[head.from - 1]!.w : "";
  if (possessive(opener) && OCCUPANTS.test(opener.slice(0, -2))) return null;
  // A run that does not open a phrase ("I had a look", "fan runs but") is no subject, unless it is
  // all there is before the verb ("Extractor in there is silent").
  if (head.opened === "other" && !COUNTS.test(opener)) return null;
  // A name is at most three words: more is a run of words the recogniser ran together.
  const name = words.slice(-3);
  // A room word leading the name says where, not what ("bathroom extractor fan" is an extractor fan),
  // and so does the rest of a two-word room the cut went through ("bin store door lock").
  const cutThroughRoom = () =>
    words.length > name.length && isRoom(`${words[words.length - name.length - 1]} ${name[0]}`);
  while (
    name.length > 1 &&
    (isRoom(name[0]!) || /^(?:upstairs|downstairs)$/.test(name[0]!) || cutThroughRoom())
  )
    name.shift();
  const phrase =
    owner && !isRoom(owner) && !NOT_A_THING.has(owner.split(" ").at(-1)!)
      ? `${owner.split(" ").slice(-2).join(" ")} ${name.join(" ")}`
      : name.join(" ");
  return {
    start: run[run.length - name.length]!.start,
    end: run.at(-1)!.end,
    phrase,
    head: last,
    owner,
    verb,
  };
}

/**
 * The clause's subject when the lexicon does not name it whole: no thing we know is its head ("the
 * eyewash station", "the accessible parking sign"), or the thing we know is only a word of a longer
 * name ("the gutter guard", "the mailbox door"). Null when a thing the lexicon found is the whole
 * subject ("the kitchen tap"), or there is no subject phrase.
 */
export function unnamedSubject(
  text: string,
  problem: { start: number; phrase: string },
  known: { start: number; end: number }[],
): SubjectPhrase | null {
  const np = clauseSubject(text, problem.start);
  if (!np || known.some((k) => k.start <= np.start && k.end >= np.end)) return null;
  // "a long crack", "big split in the frame": words right before a problem said as a noun are its
  // own modifiers; only a predicate ("cracked", "not working", "loose") takes a subject without a verb.
  if (!np.verb && !PREDICATE.test(problem.phrase.split(" ")[0]!)) return null;
  return np;
}

/** How a problem said as a predicate begins: a participle, a negation, or an adjective of state. */
const PREDICATE =
  /^(?:[a-z]+(?:ed|en|ing|n't|nt)|not|no|never|loose|bent|stuck|dead|wet|damp|dirty|filthy|faulty|torn|worn|off|out|down|missing|gone|shot|split|bust|knackered|rotten|rusty|mouldy|moldy|slow|low|weak|stiff|noisy|loud|hot|cold|warm|empty|full|flat|tight|wobbly|uneven|proud|unsafe|exposed|open|ajar|crooked|skew|burnt|cut|shut|stained|blocked|cracked|snapped|hanging|leaking|dripping|sagging|peeling|flaking|blown|live|bare|dodgy|iffy|squeaky|sticky|jammed)$/;
