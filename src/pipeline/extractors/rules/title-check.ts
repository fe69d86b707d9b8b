/**
 * Whether a title reads as a person would write it (issue 20): the extractor checks every title it
 * makes with this, and the findings bench (bench/findings/score.ts) scores with the same function.
 */
/** A priority cue belongs to the priority, not the title: with words after it, the title ran on into the next sentence. */
const CUES = [
  "low priority",
  "medium priority",
  "high priority",
  "just cosmetic",
  "when convenient",
  "no rush",
];
/** Words a title cannot end on: articles, conjunctions, prepositions, auxiliaries, dangling qualifiers. */
const DANGLING = new Set(
  "a an the and or but nor so of to with on in into onto at by for from over under about as than that this these those is are was were be been has have had will would can could should must may might not no very too its their his her my our your where when while which who whose because if after before until low high medium".split(
    " ",
  ),
);

/**
 * A preposition after a verb is its particle, not a dangling word: "vents painted over", "heating
 * stuck on", "ceiling caved in", "pipe rusted through" end where a person would end them.
 */
const PARTICLE = new Set(["on", "in", "over", "through"]);
const PARTICLE_VERB =
  /(?:ed|en)$|^(?:left|stuck|come|comes|stay|stays|kept|shut|burnt|bent|worn|grown|sunk|gone)$/;
export const endsOnParticle = (last: string, before: string | undefined) =>
  PARTICLE.has(last) && before !== undefined && PARTICLE_VERB.test(before);
const dangles = (last: string, before: string | undefined) =>
  DANGLING.has(last) && !endsOnParticle(last, before);

export const TITLE_MAX_WORDS = 8;

/**
 * Whether a title reads as a person would write it: 1 to 8 words, not ending on a dangling word,
 * no word three times in a row, and not swallowing the next sentence (sentence punctuation followed
 * by more words, or a priority cue such as "low priority" followed by more words). Returns the
 * reasons it fails (empty when readable).
 */
export function titleProblems(title: string): string[] {
  const problems: string[] = [];
  const words = title
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const bare = words.map((w) => w.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
  if (words.length === 0) return ["empty"];
  if (words.length > TITLE_MAX_WORDS)
    problems.push(`${words.length} words (at most ${TITLE_MAX_WORDS})`);
  const last = bare.at(-1)!;
  if (dangles(last, bare.at(-2))) problems.push(`ends on "${last}"`);
  for (let i = 2; i < bare.length; i++)
    if (bare[i] === bare[i - 1] && bare[i] === bare[i - 2]) {
      problems.push(`"${bare[i]}" three times in a row`);
      break;
    }
  if (/[.!?;]\s+\S/.test(title.trim())) problems.push("runs on past the end of a sentence");
  const flat = ` ${bare.join(" ")} `;
  for (const cue of CUES) {
    const at = flat.indexOf(` ${cue} `);
    if (at >= 0 && at + cue.length + 2 < flat.length) {
      problems.push(`runs on past "${cue}"`);
      break;
    }
  }
  return problems;
}
