/**
 * Whether a transcript reads as English. The rules read English only: a transcript in another
 * language would otherwise get "no issues found, nothing needs action" (or items made of the odd
 * English-looking word), which an asset manager would believe. One pass over the words, linear.
 */

// The commonest English function words: in any English walkthrough a third of the words or more.
const ENGLISH = new Set(
  "a an the and or but so of to in on at by for from with into under over above below this that these those there here it it's its is are was were be been has have had do does did not no i we you he she they my our your their me us them what which who when where".split(
    " ",
  ),
);

// The commonest function words of the languages a surveyor is likeliest to speak instead (French,
// German, Spanish, Italian, Portuguese, Dutch, Polish), leaving out those that are English words too.
const FOREIGN = new Set(
  "le la les des du est et dans une un il elle ne pas sur pour qui que avec au aux sous nous vous ce cette sont der die das den dem und ist nicht ein eine einen im mit auf zu von wir ich sie es sind el los las del con por para una muy hay lo y en di che della sono non gli e het een van niet op de wij zijn w na nie jest się z że jak ale od do da os um uma não em".split(
    " ",
  ),
);

const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{M}'’]+/gu;
const PLAIN = /^[a-z'’]+$/;

export interface LanguageTally {
  words: number;
  english: number;
  /** Words with letters outside a-z (é, ß, ł, Cyrillic, Arabic, Chinese…) or a foreign function word. */
  foreign: number;
}

export function tallyLanguage(text: string): LanguageTally {
  const t: LanguageTally = { words: 0, english: 0, foreign: 0 };
  for (const [m] of text.matchAll(WORD)) {
    const w = m.toLowerCase();
    t.words++;
    if (ENGLISH.has(w)) t.english++;
    else if (FOREIGN.has(w) || !PLAIN.test(w)) t.foreign++;
  }
  return t;
}

/** At least 8 words, a fifth of them foreign and more than twice the English ones. */
export function notEnglish(t: LanguageTally): boolean {
  return t.words >= 8 && t.foreign >= 0.2 * t.words && t.foreign > 2 * t.english;
}
