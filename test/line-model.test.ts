/**
 * The line model (docs/configuration.md, "The line model"): how likely a sentence is to raise a
 * finding of its own, and where its word stands against the rules'.
 */
import { describe, expect, test } from "bun:test";
import { rulesExtractor } from "../src/pipeline/extractors/rules/index.ts";
import { raiseChance, useLineModelWeights } from "../src/pipeline/extractors/rules/line-model.ts";
import { clean } from "../src/pipeline/extractors/rules/text.ts";

/** One segment per sentence, 10 s apart. */
async function titles(...sentences: string[]) {
  const segments = sentences.map((text, i) => ({ start: i * 10, end: i * 10 + 8, text }));
  const r = await rulesExtractor.extract({ language: "en", text: sentences.join(" "), segments });
  return r.items.map((i) => i.title);
}

/** The same sentences read by the rules alone (no weights: the model never has the last word). */
async function rulesAlone(...sentences: string[]) {
  useLineModelWeights({});
  try {
    return await titles(...sentences);
  } finally {
    useLineModelWeights(null);
  }
}

const chance = (text: string, before: { thing: boolean; problem: boolean } | null = null) =>
  raiseChance(clean(text), before).chance;

describe("line model", () => {
  test("the shipped weights are what training on the tuning halves gives", () => {
    const run = Bun.spawnSync(["bun", "bench/findings/train-line-model.ts", "--check"], {
      cwd: `${import.meta.dir}/..`,
      stderr: "pipe",
    });
    expect(run.stderr.toString()).toBe("");
    expect(run.exitCode).toBe(0);
  });

  test("a thing and its failure raise a finding; all-is-well and a pronoun follow-up do not", () => {
    expect(chance("The shower in the en suite has no pressure at all.")).toBeGreaterThan(0.8);
    expect(chance("Boiler's fired up first time, radiators all warm.")).toBeLessThan(0.3);
    expect(chance("It wants a new thermostat.", { thing: true, problem: true })).toBeLessThan(0.3);
  });

  test("it is deterministic: the same sentence always scores the same", () => {
    const a = chance("The porch light flickers when the door shuts.");
    for (let i = 0; i < 5; i++)
      expect(chance("The porch light flickers when the door shuts.")).toBe(a);
  });

  test("a sentence it reads as more about the finding before joins it, where the rules made two", async () => {
    const said = [
      "Kitchen worktop is lifting by the sink.",
      "Chipboard underneath has swollen up.",
    ];
    expect(await rulesAlone(...said)).toHaveLength(2);
    expect(await titles(...said)).toEqual(["Worktop lifting"]);
  });

  test("a sentence it is all but sure raises nothing makes no item, unless the rules read a hazard", async () => {
    const aside = "Sorry, the phone's going, hang on.";
    expect(chance(aside)).toBeLessThan(0.05);
    expect(await rulesAlone(aside)).toHaveLength(1);
    expect(await titles(aside)).toEqual([]);
    expect(await titles("The carbon monoxide alarm is missing.")).toHaveLength(1);
  });

  test("it never merges away a hazard, another thing's finding or one in another place", async () => {
    // A hazard after a finding stays an item of its own, whatever the model reads.
    expect(
      await titles(
        "The bath panel is cracked.",
        "The pull cord light switch is hanging by its wires.",
      ),
    ).toHaveLength(2);
    expect(await titles("The damp in the cellar is spreading.", "Rats in the loft.")).toHaveLength(
      2,
    );
  });
});

describe("hazard net", () => {
  test("a hazard thing in a sentence the lexicon reads no failure in still gives a HIGH item named for it", async () => {
    const said = [
      "Upstairs hallway.",
      "Fire door on the landing, the closer arm is all over the place.",
    ];
    expect(await rulesAlone(...said)).toEqual([]);
    const segments = said.map((text, i) => ({ start: i * 10, end: i * 10 + 8, text }));
    const r = await rulesExtractor.extract({ language: "en", text: said.join(" "), segments });
    expect(r.items.map((i) => [i.title, i.priority, i.priorityReason])).toEqual([
      ["Fire door on the landing the closer arm", "HIGH", "HIGH: fire safety"],
    ]);
  });

  test("a test with nothing to show for it is a failure, with or without the model", async () => {
    for (const line of [
      "Loft hatch landing, CO alarm, tested it, silent.",
      "Heat alarm in the kitchen, pushed the button, nothing.",
      "Lounge smoke alarm, no beep when I press test.",
    ]) {
      const t = await rulesAlone(line);
      expect(t).toHaveLength(1);
      expect(t[0]).toMatch(/alarm not working$/i);
    }
    expect(
      await rulesAlone("Smoke alarm in the lounge, tested it, nothing wrong with it."),
    ).toEqual([]);
  });

  test("a rail that sways, flexes or pulls out is loose", async () => {
    expect(await titles("The banister on the top landing sways when you hold it.")).toEqual([
      "Banister sways",
    ]);
    expect(await titles("Cellar steps, the handrail flexes a good inch.")).toEqual([
      "Handrail flexes",
    ]);
  });

  test("not when the sentence says all is well, done, or only maybe", async () => {
    expect(await titles("Tested the landing smoke alarm, nice and loud.")).toEqual([]);
    expect(await titles("The stair handrail was refixed last month and it's solid now.")).toEqual(
      [],
    );
  });
});
