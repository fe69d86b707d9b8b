// The pronunciation dictionary for the domain model: the corpus vocabulary's entries from cmudict,
// our own pronunciations for trade words cmudict lacks, and British variants by rule (the acoustic
// model is US English; walkthroughs here are mostly not).

export const CMUDICT = "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict";

// ARPAbet as cmudict writes it (no stress marks). Several entries where the pronunciation varies.
export const OWN_PRONUNCIATIONS: Record<string, string[]> = {
  erm: ["ER M", "AH M"],
  extractor: ["IH K S T R AE K T ER", "EH K S T R AE K T ER"],
  worktop: ["W ER K T AA P"],
  worktops: ["W ER K T AA P S"],
  downpipe: ["D AW N P AY P"],
  downpipes: ["D AW N P AY P S"],
  limescale: ["L AY M S K EY L"],
  splashback: ["S P L AE SH B AE K"],
  ensuite: ["AA N S W IY T", "AO N S W IY T", "EH N S W IY T"],
  stopcock: ["S T AA P K AA K"],
  fascia: ["F EY SH AH", "F EY SH IY AH"],
  fascias: ["F EY SH AH Z", "F EY SH IY AH Z"],
  soffit: ["S AA F IH T"],
  soffits: ["S AA F IH T S"],
  regrout: ["R IY G R AW T"],
  regrouting: ["R IY G R AW T IH NG"],
  resealing: ["R IY S IY L IH NG"],
  tiler: ["T AY L ER"],
  velux: ["V IY L AH K S"],
  repointing: ["R IY P OY N T IH NG"],
  mastic: ["M AE S T IH K"],
  pipework: ["P AY P W ER K"],
  woodworm: ["W UH D W ER M"],
  letterbox: ["L EH T ER B AA K S"],
  kitchenette: ["K IH CH AH N EH T"],
  architrave: ["AA R K IH T R EY V"],
  coving: ["K OW V IH NG"],
  lino: ["L AY N OW"],
  mildew: ["M IH L D UW"],
  silverfish: ["S IH L V ER F IH SH"],
  asap: ["EY EH S EY P IY", "EY S AE P"],
  walkthrough: ["W AO K TH R UW"],
  windowsill: ["W IH N D OW S IH L"],
  refixing: ["R IY F IH K S IH NG"],
  refelting: ["R IY F EH L T IH NG"],
  descaling: ["D IY S K EY L IH NG"],
  unblocking: ["AH N B L AA K IH NG"],
  bodged: ["B AA JH D"],
};

const VOWELS = new Set([
  "AA",
  "AE",
  "AH",
  "AO",
  "AW",
  "AY",
  "EH",
  "ER",
  "EY",
  "IH",
  "IY",
  "OW",
  "OY",
  "UH",
  "UW",
]);

/**
 * British variants (STACK-NOTES): drop R when no vowel follows, ER → AH, and the TRAP-BATH vowel
 * (AE → AA before F, S, TH, or N/M plus a consonant: "bath", "plaster", "can't").
 */
export function britishVariants(phones: string): string[] {
  const p = phones.split(" ");
  const nonRhotic = p
    .map((ph, i) => (ph === "ER" ? "AH" : ph === "R" && !VOWELS.has(p[i + 1] ?? "") ? "" : ph))
    .filter(Boolean);
  const bath = nonRhotic.map((ph, i, a) => {
    if (ph !== "AE") return ph;
    const next = a[i + 1] ?? "",
      after = a[i + 2] ?? "";
    const bathy =
      ["F", "S", "TH"].includes(next) ||
      ((next === "N" || next === "M") && after !== "" && !VOWELS.has(after));
    return bathy ? "AA" : ph;
  });
  return [...new Set([nonRhotic.join(" "), bath.join(" ")])].filter(
    (v) => v !== phones && v !== "",
  );
}

/** word → pronunciations from a cmudict-format text ("word(2) P R O N"). */
export function parseCmudict(text: string): Map<string, string[]> {
  const dict = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const m = /^([^\s(]+)(?:\(\d+\))?\s+(.+?)\s*$/.exec(line);
    if (!m) continue;
    const list = dict.get(m[1]!) ?? [];
    list.push(m[2]!.replace(/\s+/g, " "));
    dict.set(m[1]!, list);
  }
  return dict;
}

/**
 * A word cmudict lacks but can be read from parts: "radiator's" (is/possessive), "re" + a word,
 * a compound of two words ("downpipe" = down + pipe).
 */
function derived(word: string, dict: Map<string, string[]>): string[] | undefined {
  if (word.endsWith("'s")) {
    const base =
      OWN_PRONUNCIATIONS[word.slice(0, -2)] ??
      dict.get(word.slice(0, -2)) ??
      derived(word.slice(0, -2), dict);
    return base?.map((p) => `${p} ${suffixS(p)}`);
  }
  if (word.startsWith("re") && dict.has(word.slice(2)))
    return dict.get(word.slice(2))!.map((p) => `R IY ${p}`);
  for (let i = 3; i <= word.length - 3; i++) {
    const a = dict.get(word.slice(0, i)),
      b = dict.get(word.slice(i));
    if (a && b) return [`${a[0]} ${b[0]}`];
  }
  return undefined;
}

function suffixS(phones: string): string {
  const last = phones.slice(phones.lastIndexOf(" ") + 1);
  if (["S", "Z", "SH", "ZH", "CH", "JH"].includes(last)) return "IH Z";
  return ["P", "T", "K", "F", "TH"].includes(last) ? "S" : "Z";
}

export interface DictResult {
  text: string;
  /** Words with no pronunciation at all (a word missing from the dictionary is never recognised). */
  missing: string[];
}

export function buildDict(
  vocabulary: string[],
  cmudict: Map<string, string[]>,
  british = true,
): DictResult {
  const lines: string[] = [];
  const missing: string[] = [];
  for (const word of [...vocabulary].sort()) {
    const base = OWN_PRONUNCIATIONS[word] ?? cmudict.get(word) ?? derived(word, cmudict);
    if (!base) {
      missing.push(word);
      continue;
    }
    const all = [...new Set(british ? base.flatMap((p) => [p, ...britishVariants(p)]) : base)];
    all.forEach((p, i) => {
      lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${p}`);
    });
  }
  return { text: lines.join("\n") + "\n", missing };
}
