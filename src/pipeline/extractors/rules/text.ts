/** Text clean-up, phrase matching and sentence/clause splitting, for punctuated and unpunctuated speech. */
import { FILLERS, FIXTURES, MISHEARINGS } from "./lexicon.ts";

export interface Match {
  start: number;
  end: number;
  phrase: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A word-bounded matcher over a phrase list, longest phrase first, returning non-overlapping hits. */
export function phraseMatcher(
  phrases: string[],
  extra: string[] = [],
  { pauses = false }: { pauses?: boolean } = {},
): (text: string) => Match[] {
  const sorted = [...new Set(phrases)].filter(Boolean).sort((a, b) => b.length - a.length);
  // Spoken cues come with the transcriber's commas inside them ("actually, no, sorry"); names of
  // things do not ("kitchen, tap" is two clauses), so only cue matchers read through commas.
  const gap = pauses ? "(?:\\s*,\\s*|\\s+)" : "\\s+";
  const parts = sorted
    .map((p) => escapeRegExp(p).replace(/ /g, gap))
    .concat(extra.map((e) => `(?:${e})`));
  if (parts.length === 0) return () => [];
  // A trailing "'s" ("carpet's got", "paint's tired") still ends the word.
  const re = new RegExp(`(?<![\\w'])(?:${parts.join("|")})(?=$|[^\\w']|'s\\b)`, "g");
  return (text) =>
    [...text.matchAll(re)].map((m) => ({
      start: m.index!,
      end: m.index! + m[0].length,
      phrase: m[0],
    }));
}

export const hasPhrase = (matcher: (t: string) => Match[], text: string) =>
  matcher(text).length > 0;

const mishearingMatcher = phraseMatcher(Object.keys(MISHEARINGS));
const fillerRe = new RegExp(
  `(?<![\\w'])(?:${FILLERS.filter((f) => f !== "like")
    .map((f) => escapeRegExp(f).replace(/ /g, "\\s+"))
    .join("|")})(?![\\w'])`,
  "g",
);
// "like" is a filler except in "looks like", "like i said", "feel like" and comparisons we care about.
const likeFillerRe =
  /(?<!\b(?:looks?|looked|seems?|seemed|sounds?|smells?|feels?|felt|just|would|i'd)\s)\blike\b(?!\s+(?:i said|i mentioned|that|this|new)\b)/g;

/** Lower case, straight apostrophes, recogniser slips fixed, fillers dropped, punctuation kept. */
/** "Tom: 'Sorry, that's me…'": who speaks, in a transcript that labels them, is no part of what is said. */
const SPEAKER_LABEL =
  /^\s*(?:[A-Z][\w'.-]*\s+){0,2}[A-Z][\w'.-]*:\s*['\u2018\u201c"]([\s\S]*?)['\u2019\u201d"]?\s*$/;

const CONTRACTIONS: Record<string, string> = {
  wont: "won't",
  doesnt: "doesn't",
  dont: "don't",
  didnt: "didn't",
  cant: "can't",
  couldnt: "couldn't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  isnt: "isn't",
  arent: "aren't",
  wasnt: "wasn't",
  werent: "weren't",
  hasnt: "hasn't",
  havent: "haven't",
  hadnt: "hadn't",
  aint: "ain't",
  theres: "there's",
  thats: "that's",
  whats: "what's",
  heres: "here's",
  theyre: "they're",
  youre: "you're",
  theyve: "they've",
  weve: "we've",
  youve: "you've",
  ive: "i've",
  im: "i'm",
  itll: "it'll",
  thatll: "that'll",
  shes: "she's",
  hes: "he's",
  someones: "someone's",
  somebodys: "somebody's",
  nothings: "nothing's",
  everythings: "everything's",
  everyones: "everyone's",
  theyll: "they'll",
  youll: "you'll",
  wheres: "where's",
  // Scots negatives: "Nae gaps", "it disnae drain", "the door cannae shut".
  nae: "no",
  dinnae: "don't",
  didnae: "didn't",
  cannae: "can't",
  couldnae: "couldn't",
  disnae: "doesn't",
  doesnae: "doesn't",
  isnae: "isn't",
  wisnae: "wasn't",
  willnae: "won't",
  winnae: "won't",
  wouldnae: "wouldn't",
  shouldnae: "shouldn't",
  hasnae: "hasn't",
  havenae: "haven't",
  hivnae: "haven't",
};
const CONTRACTION = new RegExp(
  `(?<![\\w'])(?:${Object.keys(CONTRACTIONS).join("|")})(?![\\w'])`,
  "g",
);
/** "its sagging pretty bad", "its not working": "its" said as "it is" (never before a thing it owns). */
const ITS_IS =
  /(?<![\w'])its(?=\s+(?:not|been|got|gone|going|a|an|the|just|really|very|quite|like|all|still|fine|okay|ok|also|only|always|never|definitely|probably|completely|totally|pretty|so|too|coming|leaking|dripping|sagging|making|running|blowing|working|broken|cracked|loose|missing|stuck|blocked|dead|knee|waist|ankle)(?![\w']))/g;

/** "the closers broken", "batterys dead": a thing's "'s" (is, has) with its apostrophe lost. */
const THING_IS =
  /(?<=^|(?:^|\s)(?:the|my|our|your|his|her|their|this|that)\s)([a-z]+?)s(?=\s+(?:broken|gone|got|been|dead|fine|showing|blowing|leaking|dripping|running|cracked|loose|missing|stuck|blocked|jammed|seized|knackered|shot|bust|had|not|still|just|really|very|completely|totally|all|a|an|the|come|started|stopped|packed|tripped|tripping|flashing|hanging|coming|making|rotten|rotted|rusted|rusty|snapped|split|off|out|on|okay|ok|good)(?![\w']))/g;
/** Things mostly said as many ("the wires showing", "the tiles cracked"): a plural, not a lost "'s". */
const SAID_MANY = new Set([
  "wire",
  "cable",
  "tile",
  "slate",
  "brick",
  "step",
  "stair",
  "spindle",
  "baluster",
  "shingle",
  "paver",
  "slab",
]);
const ONE_WORD_THINGS = new Set(
  FIXTURES.flatMap((f) => [f.name, ...(f.aliases ?? [])]).filter(
    (n) => /^[a-z]+$/.test(n) && !n.endsWith("s") && !SAID_MANY.has(n),
  ),
);

export function clean(text: string): string {
  let t = text
    .replace(SPEAKER_LABEL, "$1")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d"]/g, "");
  t = t.replace(/\s+/g, " ");
  // A transcript typed or recognised without apostrophes ("it wont lock", "theres a leak"): the
  // rules read the contraction it means.
  // (A thing's lost "'s" only where nothing has an apostrophe: "the doors banging" said with them is doors.)
  const apostrophes = t.includes("'");
  t = t.replace(CONTRACTION, (w) => CONTRACTIONS[w] ?? w).replace(ITS_IS, "it's");
  if (!apostrophes)
    t = t.replace(THING_IS, (w, thing: string) => (ONE_WORD_THINGS.has(thing) ? `${thing}'s` : w));
  t = replaceMatches(
    t,
    mishearingMatcher(t),
    (m) => MISHEARINGS[m.phrase.replace(/\s+/g, " ")] ?? m.phrase,
  );
  t = t.replace(fillerRe, " ").replace(likeFillerRe, " ");
  // Fillers leave orphan commas behind ("the, the tap"): collapse them.
  t = t
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/([,;:])(\s*[,;:])+/g, "$1")
    .replace(/\s+/g, " ");
  // "the, the shower head is, leaking": commas left by hesitation, not clause breaks.
  t = t.replace(
    /(?<![\w'])(the|a|an|is|are|was|were|it's|its|to|of|and|with|has|have|got|my|our|their|this|that's|there's|theres)\s*,\s*/g,
    "$1 ",
  );
  t = t.replace(/(?<![\w'])([a-z']+)(?:\s+\1)+(?![\w'])/g, "$1");
  t = t.replace(/^[\s,;:]+/, "");
  return t.trim();
}

function replaceMatches(text: string, ms: Match[], f: (m: Match) => string): string {
  let out = "";
  let at = 0;
  for (const m of ms) {
    out += text.slice(at, m.start) + f(m);
    at = m.end;
  }
  return out + text.slice(at);
}

// "St. Mary's" and "No. 4" do not end a sentence. Tested on the piece just added, never on the
// sentence built so far: re-testing a growing string made "St. " repeated quadratic.
const ABBREVIATION_END = /\b(?:st|rd|dr|no|mr|mrs|ms|ave|approx)\.$/i;

/**
 * Longest unit of text the rules look at, in characters. Speech has no sentence this long; a longer
 * run (an unpunctuated line, "tap leaking " a million times) is cut at the last space before it.
 * Everything the rules do within a unit is bounded by this length, so the whole extraction is linear
 * in the transcript: O(n · MAX_SENTENCE) at worst (extractor-linearity.test.ts checks 1 MB vs 4 MB).
 */
export const MAX_SENTENCE = 600;

/**
 * Sentences of one segment's raw text, keeping the raw words for quotes; none longer than
 * MAX_SENTENCE. A generator: a 4 MB segment is never held as a million sentences at once.
 */
export function* splitSentences(raw: string): Generator<string> {
  const end = /(?<=[.!?])\s+(?=\S)/g;
  let pending: string | null = null;
  let mergeNext = false;
  let at = 0;
  for (;;) {
    const m = end.exec(raw);
    const piece = raw.slice(at, m ? m.index : raw.length);
    if (mergeNext && pending !== null) {
      pending += ` ${piece}`;
      // "St. St. St. …": flush the full parts now, so the sentence in hand stays short.
      if (pending.length > 4 * MAX_SENTENCE) {
        const parts = bounded(pending);
        pending = parts.pop()!;
        yield* parts;
      }
    } else if (piece.trim()) {
      if (pending !== null) yield* bounded(pending);
      pending = piece.trim();
    }
    if (piece.trim() || mergeNext) mergeNext = ABBREVIATION_END.test(piece);
    if (!m) break;
    at = m.index + m[0].length;
  }
  if (pending !== null) yield* bounded(pending);
}

/** A sentence cut at spaces into parts of at most MAX_SENTENCE characters (a word longer than that is cut). */
function bounded(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE) return [sentence];
  const out: string[] = [];
  let at = 0;
  while (sentence.length - at > MAX_SENTENCE) {
    const space = sentence.lastIndexOf(" ", at + MAX_SENTENCE);
    const cut = space > at ? space : at + MAX_SENTENCE;
    const part = sentence.slice(at, cut).trim();
    if (part) out.push(part);
    at = cut;
  }
  const rest = sentence.slice(at).trim();
  if (rest) out.push(rest);
  return out;
}

export type Joiner = "start" | "comma" | "and" | "but" | "so";

export interface Clause {
  text: string;
  /** Offset of this clause in the cleaned sentence. */
  offset: number;
  joiner: Joiner;
}

const clauseBreak =
  /\s*[,;:]\s*|\s+-\s+|\s+(?:and also|and then|and|as well as|also|plus|but also|but|though|although|otherwise|whereas|so|then|because|apart from|except for|other than)\s+/g;

/** Clauses of a cleaned sentence; the joiner says how each clause was attached to the one before. */
export function splitClauses(sentence: string): Clause[] {
  const out: Clause[] = [];
  let at = 0;
  let joiner: Joiner = "start";
  for (const m of sentence.matchAll(clauseBreak)) {
    const w = m[0].trim();
    if (w === "and" && repeatsAcross(sentence, m.index!, m.index! + m[0].length)) continue;
    // "the ramp surface is green and slippy": two states of one subject are one clause.
    if (
      w === "and" &&
      STATE_BEFORE.test(sentence.slice(0, m.index!)) &&
      STATE_AFTER.test(sentence.slice(m.index! + m[0].length))
    )
      continue;
    // "between the first and second floor": one place, not two clauses.
    if (
      w === "and" &&
      /\bbetween\s+(?:the\s+)?(?:[a-z0-9-]+\s+)?[a-z0-9-]+$/.test(sentence.slice(0, m.index!))
    )
      continue;
    // "not so much as a chirp", "not so bad": "so" of degree, no clause of its own.
    if (w === "so" && /(?:^|\s)not$/.test(sentence.slice(0, m.index!))) continue;
    // "the suction unit next to it though is making a noise": "though" said after the subject,
    // before its verb, joins nothing.
    if (
      w === "though" &&
      /^(?:is|are|was|were|has|have|keeps|keep|won't|doesn't|don't|isn't|aren't|hasn't|can't)\b/.test(
        sentence.slice(m.index! + m[0].length),
      )
    )
      continue;
    pushClause(out, sentence, at, m.index!, joiner);
    joiner = /^(?:and|as well as|also|plus|and also|and then|but also)$/.test(w)
      ? "and"
      : /^(?:but|though|although|otherwise|whereas|apart from|except for|other than)$/.test(w)
        ? "but"
        : /^(?:so|then|because)$/.test(w)
          ? "so"
          : "comma";
    at = m.index! + m[0].length;
  }
  pushClause(out, sentence, at, sentence.length, joiner);
  return out;
}

const STATE_BEFORE = /(?:\s(?:is|are|was|were)|[a-z]'s)\s+[a-z]+$/;
const STATE_AFTER = /^[a-z]+(?=\s*(?:[,.;:!?]|$))/;

/** "runs and runs", "drips and drips": a verb said twice for how long it goes on is one clause. */
function repeatsAcross(s: string, from: number, to: number): boolean {
  const before = /([a-z']+)$/.exec(s.slice(0, from))?.[1];
  return !!before && new RegExp(`^${before}(?![\\w'])`).test(s.slice(to));
}

function pushClause(out: Clause[], s: string, from: number, to: number, joiner: Joiner) {
  const text = s
    .slice(from, to)
    .replace(/[.!?]+$/, "")
    .trim();
  if (text) out.push({ text, offset: from, joiner });
}

export const words = (s: string) => s.split(/\s+/).filter(Boolean);
