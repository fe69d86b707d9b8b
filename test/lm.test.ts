import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HELD_OUT, HELD_OUT_B } from "../bench/wer.ts";
import { logProb, parseArpa, toArpa, trainTrigram, type ArpaModel } from "../scripts/lm/arpa.ts";
import { buildDomainModel } from "../scripts/lm/build.ts";
import { buildCorpus, vocabulary } from "../scripts/lm/corpus.ts";
import { britishVariants, buildDict, CMUDICT, parseCmudict } from "../scripts/lm/dict.ts";
import { domainModelFiles } from "../src/pipeline/lm/model-files.ts";

const GENERATED = join(import.meta.dir, "../src/pipeline/lm/generated");
const dir = mkdtempSync(join(tmpdir(), "sitevisit-lm-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Σ_w P(w | history) over every word the model can predict. */
function mass(model: ArpaModel, history: string[]): number {
  let sum = 0;
  for (const key of model.prob.keys())
    if (!key.includes(" ") && key !== "<s>") sum += 10 ** logProb(model, history, key);
  return sum;
}

describe("ARPA trigram writer", () => {
  const tiny = ["a b", "a c", "b a c", "a b b"];

  test("Witten-Bell probabilities match a hand computation", () => {
    const model = parseArpa(toArpa(trainTrigram(["a b", "a c"]), 7));
    // Tokens a b </s> a c </s>: N = 6, V = 4; P1 = (c + 1) / 10. History "a": 2 tokens, 2 types.
    expect(10 ** logProb(model, [], "a")).toBeCloseTo(0.3, 6);
    expect(10 ** logProb(model, ["a"], "b")).toBeCloseTo((1 + 2 * 0.2) / 4, 6);
    // Unseen after "a": backoff T/(c+T) = 0.5 times the unigram.
    expect(10 ** logProb(model, ["a"], "</s>")).toBeCloseTo(0.5 * 0.3, 6);
    // History "<s> a": 2 tokens, 2 types; P3(b | <s> a) = (1 + 2 P2(b|a)) / 4.
    expect(10 ** logProb(model, ["<s>", "a"], "b")).toBeCloseTo((1 + 2 * 0.35) / 4, 6);
  });

  test("every history's distribution sums to one, seen or not", () => {
    const model = parseArpa(toArpa(trainTrigram(tiny)));
    const histories = [
      [],
      ["<s>"],
      ["a"],
      ["b"],
      ["c"],
      ["<s>", "a"],
      ["a", "b"],
      ["b", "a"],
      ["b", "b"],
      ["c", "a"],
      ["a", "a"],
    ];
    for (const h of histories) expect(mass(model, h)).toBeCloseTo(1, 3);
  });

  test("the header counts match the sections, and the output is stable", () => {
    const text = toArpa(trainTrigram(tiny));
    const counts = [...text.matchAll(/^ngram (\d)=(\d+)$/gm)].map((m) => Number(m[2]));
    const sections = text
      .split(/\\\d-grams:\n/)
      .slice(1)
      .map((s) => s.split("\n\n")[0]!.split("\n").filter(Boolean).length);
    expect(sections).toEqual(counts);
    expect(text.startsWith("\\data\\\n")).toBe(true);
    expect(text.trimEnd().endsWith("\\end\\")).toBe(true);
    expect(toArpa(trainTrigram(tiny))).toBe(text);
  });

  test("the committed domain model sums to one for sampled histories", async () => {
    const model = parseArpa(await Bun.file(join(GENERATED, "domain.lm")).text());
    for (const h of [
      ["<s>"],
      ["the"],
      ["kitchen"],
      ["the", "tap"],
      ["is", "leaking"],
      ["extractor", "fan"],
      ["zebra", "crossing"],
    ])
      expect(mass(model, h)).toBeCloseTo(1, 2);
  });
});

describe("pronunciations", () => {
  test("British variants: no post-vocalic R, ER → AH, the bath vowel", () => {
    expect(britishVariants("W AO T ER")).toEqual(["W AO T AH"]);
    expect(britishVariants("K AA R")).toEqual(["K AA"]);
    expect(britishVariants("P L AE S T ER")).toEqual(["P L AE S T AH", "P L AA S T AH"]);
    expect(britishVariants("K AE N T")).toEqual(["K AA N T"]);
    expect(britishVariants("R EH D")).toEqual([]); // R before a vowel stays; "cat"-type AE stays
    expect(britishVariants("K AE T")).toEqual([]);
  });

  test("own entries for trade words, derived ones for possessives and compounds; unknown words are reported", () => {
    const cmu = parseCmudict(
      "tap T AE P\nradiator R EY D IY EY T ER\ndown D AW N\nspout S P AW T\nbox B AA K S\n",
    );
    const { text, missing } = buildDict(
      ["tap's", "radiator's", "extractor", "downspout", "box's", "zzyzx"],
      cmu,
      false,
    );
    expect(missing).toEqual(["zzyzx"]);
    expect(text.split("\n").filter(Boolean)).toEqual([
      "box's B AA K S IH Z",
      "downspout D AW N S P AW T",
      "extractor IH K S T R AE K T ER",
      "extractor(2) EH K S T R AE K T ER",
      "radiator's R EY D IY EY T ER Z",
      "tap's T AE P S",
    ]);
  });

  test("every word of the committed model has a pronunciation in the committed dictionary", async () => {
    const arpa = parseArpa(await Bun.file(join(GENERATED, "domain.lm")).text());
    const dict = parseCmudict(await Bun.file(join(GENERATED, "domain.dict")).text());
    const words = [...arpa.prob.keys()].filter((k) => !k.includes(" ") && !k.startsWith("<"));
    expect(words.length).toBeGreaterThan(500);
    expect(words.filter((w) => !dict.has(w))).toEqual([]);
    for (const w of [
      "extractor",
      "worktop",
      "downpipe",
      "limescale",
      "splashback",
      "ensuite",
      "stopcock",
      "fascia",
      "soffit",
    ])
      expect(dict.has(w)).toBe(true);
  });
});

describe("corpus and build", () => {
  test("the corpus is reproducible for a seed, varied, and never contains a held-out benchmark sentence", () => {
    const a = buildCorpus(2000, 7);
    expect(buildCorpus(2000, 7)).toEqual(a);
    expect(buildCorpus(2000, 8)).not.toEqual(a);
    const full = new Set(buildCorpus());
    expect(full.size).toBeGreaterThan(10_000);
    for (const s of [...HELD_OUT, ...HELD_OUT_B]) expect(full.has(s)).toBe(false);
    const vocab = vocabulary([...full]);
    for (const w of ["plumber", "electrician", "urgent", "mould", "fine", "erm", "ensuite"])
      expect(vocab).toContain(w);
  });

  test("the committed model is exactly what the build produces from cmudict", async () => {
    const model = buildDomainModel(parseCmudict(await Bun.file(CMUDICT).text()));
    expect(model.arpa === (await Bun.file(join(GENERATED, "domain.lm")).text())).toBe(true);
    expect(model.dict === (await Bun.file(join(GENERATED, "domain.dict")).text())).toBe(true);
  }, 30_000);

  test("pocketsphinx loads the model and dictionary without errors", async () => {
    const files = await domainModelFiles(join(dir, "cache"));
    const wav = join(dir, "silence.wav");
    await Bun.spawn(["sox", "-n", "-r", "16000", "-c", "1", "-b", "16", wav, "trim", "0", "0.5"])
      .exited;
    const p = Bun.spawn(
      ["pocketsphinx_continuous", "-infile", wav, "-lm", files.lm, "-dict", files.dict],
      { stdout: "ignore", stderr: "pipe" },
    );
    const [log, code] = await Promise.all([new Response(p.stderr).text(), p.exited]);
    expect(code).toBe(0);
    expect(log).not.toMatch(/ERROR|FATAL/);
    const header = (await Bun.file(files.lm).text()).slice(0, 200);
    const counts = [...header.matchAll(/^ngram (\d)=(\d+)$/gm)].map(
      (m) => `#${m[1]}-grams: ${m[2]}`,
    );
    expect(counts).toHaveLength(3);
    for (const line of counts) expect(log).toContain(line);
  }, 30_000);

  test("bun build --compile embeds the model files, and they are copied out of the binary for pocketsphinx", async () => {
    const entry = join(dir, "entry.ts");
    const modelFiles = join(import.meta.dir, "../src/pipeline/lm/model-files.ts");
    await Bun.write(
      entry,
      `import { EMBEDDED, domainModelFiles } from ${JSON.stringify(modelFiles)};\nconsole.log(JSON.stringify({ embedded: EMBEDDED, files: await domainModelFiles(process.argv[2]) }));\n`,
    );
    const exe = join(dir, "entry-bin");
    const build = Bun.spawn(["bun", "build", "--compile", entry, "--outfile", exe], {
      stdout: "ignore",
      stderr: "pipe",
    });
    expect(await build.exited).toBe(0);
    const run = Bun.spawn([exe, join(dir, "from-binary")], { stdout: "pipe", stderr: "inherit" });
    const out = JSON.parse(await new Response(run.stdout).text());
    expect(out.embedded.lm).toStartWith("/$bunfs/");
    expect(out.files.lm).toStartWith(join(dir, "from-binary"));
    expect(await Bun.file(out.files.lm).text()).toBe(
      await Bun.file(join(GENERATED, "domain.lm")).text(),
    );
    expect(await Bun.file(out.files.dict).text()).toBe(
      await Bun.file(join(GENERATED, "domain.dict")).text(),
    );
  }, 60_000);

  test("the embedded files are copied out once, under a content-hashed name", async () => {
    const first = await domainModelFiles(join(dir, "copy"));
    const second = await domainModelFiles(join(dir, "copy"));
    expect(second).toEqual(first);
    expect(first.lm).toMatch(/domain-[0-9a-f]{16}\.lm$/);
    expect(await Bun.file(first.dict).text()).toBe(
      await Bun.file(join(GENERATED, "domain.dict")).text(),
    );
    // Removed behind our back (a /tmp cleaner): the next use copies them out again.
    rmSync(first.lm);
    expect(await domainModelFiles(join(dir, "copy"))).toEqual(first);
    expect(Bun.file(first.lm).size).toBeGreaterThan(0);
  });
});
