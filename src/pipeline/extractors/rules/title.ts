/** A short human title from the words of the finding itself ("Kitchen tap leaking at the base"). */
import { TITLE_MAX } from "../types.ts";
import { endsOnParticle, TITLE_MAX_WORDS, titleProblems } from "./title-check.ts";
import { FIXTURES, ROOMS } from "./lexicon.ts";
import { words } from "./text.ts";

const PREPOSITIONS =
  /^(?:at|under|underneath|over|behind|by|in|on|round|around|near|above|below|from|across|along|to|into|next|beside|inside|outside|through|off)$/;
const TRAILING =
  /^(?:need|needs|the|a|an|of|to|and|on|in|by|at|with|from|its|it|their|there|that|this|so|is|are|was|just|very|really|all|next)$/;
const LEADING =
  /^(?:(?:there's|theres|there is|there are|there was|you can see|we've got|weve got|they've got|theyve got|it's got|she's got|shes got|he's got|hes got|you've got|i've got|we have|i can see|the|a|an|and|so|also|then|but|just|right|okay|ok|yeah)\s+)+/;
export const QUANTITY =
  /(?:^|\s)((?:(?:one|two|three|four|five|six|seven|eight|several|a few|a couple|both|all|some|most|\d+)\s+of\s+the|(?:two|three|four|five|six|seven|eight|several|a few|a couple of|a couple|both|\d+))\s+)$/;

const ACRONYMS = new Set([
  "gfi",
  "ac",
  "a/c",
  "co",
  "rcd",
  "gfci",
  "ptac",
  "hvac",
  "wc",
  "tv",
  "mcb",
  "trv",
  "ahu",
  "led",
  "dpc",
  "pir",
  "cu",
  "fra",
  "ev",
]);

/** "Carbon monoxide alarm, there isn't one": the title says it is missing. */
const NOT_FITTED =
  /\b(?:there isn't one|there is not one|there's not one|there's none|there is none|not one fitted|none fitted)\b/;

/** start/end: the span of the subject and defect in the clause. */
export function makeTitle(clause: string, start: number, end: number): string {
  const q = clause.slice(0, start).match(QUANTITY);
  const from = q ? start - q[1]!.length : start;
  let core = clause.slice(from, end);
  const rest = words(clause.slice(end).split(/[,;:.!?]/)[0]!);
  // Keep a short place phrase after the defect ("at the base", "under the sink").
  if (rest.length && PREPOSITIONS.test(rest[0]!)) core += ` ${rest.slice(0, 6).join(" ")}`;
  // A bare verb ("Dumped") says too little: take its object too.
  if (words(core).length < 2) core += ` ${rest.slice(0, 4).join(" ")}`;
  // Copulas and a restarted subject ("the AC is, it's blowing") add nothing to a title.
  let ws = words(
    core
      .replace(LEADING, "")
      .replace(/(?<![\w'])(?:is|are|it's|its)\s+/g, "")
      .replace(/[,;:.!?]/g, ""),
  );
  if (ws.length > 11) ws = ws.slice(0, 11);
  while (ws.length > 1 && TRAILING.test(ws.at(-1)!)) ws.pop();
  const t = ws.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(" ");
  const title = t.charAt(0).toUpperCase() + t.slice(1);
  return title.slice(0, TITLE_MAX);
}

/** Words that say nothing at the start of a heard phrase ("the", "that", "a bit"). */
const PHRASE_LEAD =
  /^(?:(?:of the|of|the|a|an|that|this|those|these|its|it's|is|are|was|were|has|have|got|been|all|quite|a bit|bit|really|very|just|now|also|still|completely|totally)\s+)+/;
/** Words a title may not end on (the bench's rule, and then some). */
const DANGLING_END =
  /^(?:a|an|the|and|or|but|so|of|to|with|on|in|into|at|by|for|from|over|under|about|as|than|that|this|these|those|is|are|was|were|be|been|has|have|had|will|would|can|could|should|must|may|might|not|no|very|too|its|it|their|his|her|my|our|your|low|high|medium|need|needs|just|really|all|next|every|there|there's|theres|it's)$/;

/** "knee high", "waist high": a height, said as one word so no title ends on "high". */
const HEIGHT_SAID = /\b(knee|waist|ankle|chest|head|shoulder|thigh|hip)\s+high\b/gi;
/** "the water pressure is low": a title may not end on a level, so the level goes first ("Low water pressure"). */
const MEASURE_LEVEL =
  /^(?:the\s+)?((?:[a-z-]+\s+){0,2}(?:pressure|level|levels|temperature|temp|reading|flow|voltage|charge|fuel|salt|signal|supply))(?:\s+(?:is|are|was|'s|seems|looks|running|reading|showing))?(?:\s+(?:really|very|quite|a bit|bit|too|pretty|a little))?\s+(low|high)$/i;

const tidy = (p: string) =>
  p
    .replace(/[,;:.!?]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(PHRASE_LEAD, "");

export interface TitleParts {
  /** The thing as heard ("kitchen tap", "smoke alarm"), or a subject we have no word for. */
  thing: string | null;
  /** The problem as heard, first one first ("dripping", "cracked"). */
  problems: string[];
  /** A place phrase that belongs to the problem ("on the ceiling above the shower"). */
  place?: string | null;
  /** A number said before the thing ("two of the"). */
  count?: string;
  /** The problem is a thing in itself (mould, damp, a crack): "Black mould on the ceiling". */
  problemFirst?: boolean;
}

/**
 * A title from what was understood, not a run of the words heard: the thing and its problem
 * ("Kitchen tap dripping", "Black mould on the ceiling"), at most TITLE_MAX_WORDS words, never
 * ending on a dangling word. Returns null when there is nothing to build from.
 */
export function composeTitle(p: TitleParts): string | null {
  // A walkthrough says the same few things again and again: the titles made are remembered (a few
  // thousand at most), which keeps the garbage a long transcript makes, and so extraction, linear.
  const key = `${p.thing}\u0000${p.problems.join("\u0001")}\u0000${p.place ?? ""}\u0000${p.count ?? ""}\u0000${p.problemFirst ? 1 : 0}`;
  const known = composed.get(key);
  if (known !== undefined) return known;
  if (composed.size >= COMPOSED_MAX) composed.clear();
  const title = compose(p);
  composed.set(key, title);
  return title;
}

const TAKEN = /^(?:ripped|pulled|torn|knocked|kicked|yanked|wrenched|prised|pried)$/;
const COMPOSED_MAX = 4096;
const composed = new Map<string, string | null>();

function compose(p: TitleParts): string | null {
  const problems = [...new Set(p.problems.map(tidy).filter(Boolean))].slice(0, 2);
  // "they've ripped it off the ceiling": a verb and where it took the thing are one problem.
  const problem =
    problems.length === 2 &&
    TAKEN.test(problems[0]!) &&
    /^(?:off|out of|away from)\s/.test(problems[1]!)
      ? problems.join(" ")
      : problems.join(" and ");
  let thing = p.thing ? `${p.count ? `${p.count.trim()} ` : ""}${lastWords(tidy(p.thing), 3)}` : "";
  // "a smell of gas": the problem already names the thing ("Smell of gas", not "Gas smell of gas").
  const said = new Set(words(problem.toLowerCase()));
  if (thing && words(thing.toLowerCase()).every((w) => said.has(w))) thing = "";
  // "the shower drains … drains really slowly": the word the two share is said once.
  const first = words(problem.toLowerCase())[0];
  if (thing && first && words(thing.toLowerCase()).at(-1) === first)
    thing = words(thing).slice(0, -1).join(" ");
  if (!problems.length && !thing) return null;
  const place = p.place
    ? p.place
        .replace(/[,;:.!?]/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : "";
  let text: string;
  if (p.problemFirst && (!thing || place)) text = [problem, place].filter(Boolean).join(" ");
  else text = [thing, problem].filter(Boolean).join(" ");
  // "Two of the wall unit doors out of line" is too long: the count goes before the problem does.
  if (p.count && words(text).length > TITLE_MAX_WORDS) return compose({ ...p, count: undefined });
  const title = readable(text);
  // "Lawn needs mowing and knee": a second problem the title cannot keep whole is left out.
  if (problems.length === 2 && !keepsWhole(title, problems[1]!))
    return compose({ ...p, problems: [problems[0]!] });
  return title;
}

const keepsWhole = (title: string | null, problem: string) =>
  !!title &&
  ` ${words(title.toLowerCase()).join(" ")} `.includes(
    ` ${words(problem.toLowerCase()).join(" ")} `,
  );

const twoWords = (xs: string[]) => new Set(xs.filter((x) => x.split(" ").length === 2));
const TWO_WORD_PLACES = twoWords(ROOMS);
const TWO_WORD_THINGS = twoWords(FIXTURES.flatMap((f) => [f.name, ...(f.aliases ?? [])]));

/**
 * The last n words of a thing, never half of a name: a place is dropped whole ("Lighting column",
 * not "Park lighting column"), a thing kept whole ("Washing machine door seal").
 */
function lastWords(phrase: string, n: number): string {
  const ws = words(phrase);
  if (ws.length <= n) return phrase;
  const cut = ws.length - n;
  const across = `${ws[cut - 1]} ${ws[cut]}`;
  if (TWO_WORD_PLACES.has(across)) return ws.slice(cut + 1).join(" ");
  if (TWO_WORD_THINGS.has(across)) return ws.slice(cut - 1).join(" ");
  return ws.slice(cut).join(" ");
}

/** Any title made safe to show: at most TITLE_MAX_WORDS words, cut at a sentence end or priority cue, no dangling last word. */
export function readable(text: string): string | null {
  let ws = words(
    text
      .replace(/[.!?;].*$/, "")
      .replace(/[,:]/g, " ")
      .replace(NOT_FITTED, "missing")
      .replace(HEIGHT_SAID, "$1-high")
      .replace(MEASURE_LEVEL, (_, what: string, level: string) => `${level} ${what.toLowerCase()}`),
  );
  const cue = ws.findIndex(
    (w, i) => /^(?:low|medium|high)$/.test(w.toLowerCase()) && /^priority$/i.test(ws[i + 1] ?? ""),
  );
  if (cue >= 0) ws = ws.slice(0, cue);
  // A word said twice running ("Door door forced", a stutter or a room word and its thing) once.
  ws = ws.filter((w, i) => !(i >= 1 && w.toLowerCase() === ws[i - 1]!.toLowerCase()));
  if (ws.length > TITLE_MAX_WORDS) {
    ws = ws.slice(0, TITLE_MAX_WORDS);
    // Cut at a place phrase's start rather than through it ("… on the door", not "… on the door to room").
    const lastPlace = ws.findLastIndex((w, i) => i >= 3 && PREPOSITIONS.test(w.toLowerCase()));
    if (lastPlace > 0) ws = ws.slice(0, lastPlace);
  }
  const low = (i: number) => ws.at(i)?.toLowerCase();
  while (ws.length && DANGLING_END.test(low(-1)!) && !endsOnParticle(low(-1)!, low(-2))) ws.pop();
  if (!ws.length) return null;
  const t = ws.map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w)).join(" ");
  const title = t.charAt(0).toUpperCase() + t.slice(1);
  return titleProblems(title).length ? null : title.slice(0, TITLE_MAX);
}
