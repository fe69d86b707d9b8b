// A trigram ARPA language model with interpolated Witten-Bell smoothing, written in backoff form.
//   P1(w)     = (c(w) + 1) / (N + V)                                  (Witten-Bell against uniform)
//   P2(w|v)   = (c(v,w) + T(v) P1(w)) / (c(v) + T(v))
//   P3(w|u,v) = (c(u,v,w) + T(u,v) P2(w|v)) / (c(u,v) + T(u,v))
// c(h) counts h as a history, T(h) the distinct words seen after it. For a word never seen after h
// the interpolated probability is T(h)/(c(h)+T(h)) times the lower order, so that ratio is exactly
// the ARPA backoff weight of h and every history's distribution sums to one.

const BOS = "<s>";
const EOS = "</s>";
const SEP = " ";

interface Counts {
  unigrams: Map<string, number>;
  /** n-gram key → count, for n = 2 and 3. */
  ngrams: [Map<string, number>, Map<string, number>];
  /** history key → [count as history, distinct followers], for histories of length 1 and 2. */
  histories: [Map<string, [number, number]>, Map<string, [number, number]>];
}

function count(sentences: string[]): Counts {
  const unigrams = new Map<string, number>();
  const ngrams: Counts["ngrams"] = [new Map(), new Map()];
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const sentence of sentences) {
    const words = [BOS, ...sentence.split(SEP).filter(Boolean), EOS];
    for (let i = 1; i < words.length; i++) {
      bump(unigrams, words[i]!);
      bump(ngrams[0], `${words[i - 1]} ${words[i]}`);
      if (i >= 2) bump(ngrams[1], `${words[i - 2]} ${words[i - 1]} ${words[i]}`);
    }
  }
  const histories: Counts["histories"] = [new Map(), new Map()];
  for (const n of [0, 1] as const)
    for (const [key, c] of ngrams[n]) {
      const h = key.slice(0, key.lastIndexOf(SEP));
      const [total, types] = histories[n].get(h) ?? [0, 0];
      histories[n].set(h, [total + c, types + 1]);
    }
  return { unigrams, ngrams, histories };
}

export interface ArpaModel {
  /** log10 probabilities and backoff weights, by n-gram key ("u v w"). */
  prob: Map<string, number>;
  backoff: Map<string, number>;
  order: number;
}

/** Builds the model (natural probabilities computed in full precision, stored as log10). */
export function trainTrigram(sentences: string[]): ArpaModel {
  const { unigrams, ngrams, histories } = count(sentences);
  const prob = new Map<string, number>();
  const backoff = new Map<string, number>();
  const N = [...unigrams.values()].reduce((a, b) => a + b, 0);
  const V = unigrams.size;
  const p1 = new Map<string, number>();
  for (const [w, c] of unigrams) p1.set(w, (c + 1) / (N + V));
  const p2 = (v: string, w: string): number => {
    const h = histories[0].get(v);
    const lower = p1.get(w) ?? 0;
    if (!h) return lower;
    return ((ngrams[0].get(`${v} ${w}`) ?? 0) + h[1] * lower) / (h[0] + h[1]);
  };
  for (const [w, p] of p1) prob.set(w, Math.log10(p));
  prob.set(BOS, -99); // never predicted; present because it is a history
  for (const key of ngrams[0].keys()) {
    const [v, w] = key.split(SEP) as [string, string];
    prob.set(key, Math.log10(p2(v, w)));
  }
  for (const key of ngrams[1].keys()) {
    const [u, v, w] = key.split(SEP) as [string, string, string];
    const [total, types] = histories[1].get(`${u} ${v}`)!;
    prob.set(key, Math.log10((ngrams[1].get(key)! + types * p2(v, w)) / (total + types)));
  }
  for (const n of [0, 1] as const)
    for (const [h, [total, types]] of histories[n])
      backoff.set(h, Math.log10(types / (total + types)));
  return { prob, backoff, order: 3 };
}

/** ARPA text, n-grams sorted by the unigram order of their words so the output is stable. */
export function toArpa(model: ArpaModel, digits = 5): string {
  const byOrder: string[][] = [[], [], []];
  for (const key of model.prob.keys()) byOrder[key.split(SEP).length - 1]!.push(key);
  const unigramOrder = byOrder[0]!.sort();
  const index = new Map(unigramOrder.map((w, i) => [w, i]));
  // Keys of one order share a length, so a fixed-width rank string sorts like the index tuple.
  const rank = (key: string) =>
    key
      .split(SEP)
      .map((w) => String(index.get(w)!).padStart(6, "0"))
      .join("");
  for (let n = 1; n < byOrder.length; n++) {
    const ranked = byOrder[n]!.map((key) => [rank(key), key] as const).sort((a, b) =>
      a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0,
    );
    byOrder[n] = ranked.map(([, key]) => key);
  }
  const fmt = (x: number) => (x === -99 ? "-99" : x.toFixed(digits));
  const lines = ["\\data\\", ...byOrder.map((keys, i) => `ngram ${i + 1}=${keys.length}`), ""];
  byOrder.forEach((keys, i) => {
    lines.push(`\\${i + 1}-grams:`);
    for (const key of keys) {
      const bow = i < model.order - 1 ? model.backoff.get(key) : undefined;
      lines.push(
        bow === undefined
          ? `${fmt(model.prob.get(key)!)}\t${key}`
          : `${fmt(model.prob.get(key)!)}\t${key}\t${fmt(bow)}`,
      );
    }
    lines.push("");
  });
  lines.push("\\end\\", "");
  return lines.join("\n");
}

/** Reads ARPA text back (for tests and the benchmark's perplexity). */
export function parseArpa(text: string): ArpaModel {
  const prob = new Map<string, number>();
  const backoff = new Map<string, number>();
  let order = 0;
  let section = 0;
  for (const line of text.split("\n")) {
    const header = /^\\(\d)-grams:$/.exec(line);
    if (header) {
      section = Number(header[1]);
      order = Math.max(order, section);
      continue;
    }
    if (section === 0 || line.trim() === "" || line.startsWith("\\")) continue;
    const fields = line.split("\t");
    prob.set(fields[1]!, Number(fields[0]));
    if (fields[2] !== undefined) backoff.set(fields[1]!, Number(fields[2]));
  }
  return { prob, backoff, order };
}

/** log10 P(w | history) by the ARPA backoff rule. */
export function logProb(model: ArpaModel, history: string[], w: string): number {
  const h = history.slice(-(model.order - 1));
  for (let start = 0; start <= h.length; start++) {
    const context = h.slice(start);
    const direct = model.prob.get([...context, w].join(SEP));
    if (direct !== undefined) {
      // Add the backoff weights of every longer context we skipped.
      let bow = 0;
      for (let s = 0; s < start; s++) bow += model.backoff.get(h.slice(s).join(SEP)) ?? 0;
      return direct + bow;
    }
  }
  return -Infinity;
}
