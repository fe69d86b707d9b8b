// Corpus → trigram ARPA model + pronunciation dictionary, deterministically (scripts/build-lm.ts
// writes the result to src/pipeline/lm/generated/, which the binary embeds).
import { toArpa, trainTrigram } from "./arpa.ts";
import { buildCorpus, DEFAULT_SENTENCES, SEED, vocabulary } from "./corpus.ts";
import { buildDict } from "./dict.ts";

export interface DomainModel {
  arpa: string;
  dict: string;
  sentences: number;
  words: number;
}

export function buildDomainModel(
  cmudict: Map<string, string[]>,
  opts: { sentences?: number; seed?: number } = {},
): DomainModel {
  const corpus = buildCorpus(opts.sentences ?? DEFAULT_SENTENCES, opts.seed ?? SEED);
  const words = vocabulary(corpus);
  const dict = buildDict(words, cmudict);
  if (dict.missing.length > 0)
    throw new Error(
      `no pronunciation for ${dict.missing.join(", ")}: add them to OWN_PRONUNCIATIONS in scripts/lm/dict.ts`,
    );
  return {
    arpa: toArpa(trainTrigram(corpus)),
    dict: dict.text,
    sentences: corpus.length,
    words: words.length,
  };
}
