/**
 * The kind model (docs/priority-policy.md, "Learned from the words"): where the policy's rules see
 * only a routine repair, a hazard or a cosmetic defect read from the item's words, and nowhere else.
 */
import { afterEach, describe, expect, test } from "bun:test";
import { rulesExtractor } from "../src/pipeline/extractors/rules/index.ts";
import {
  KIND_SURE,
  KINDS,
  likeliestKind,
  useKindModelWeights,
} from "../src/pipeline/extractors/rules/kind-model.ts";
import { KIND_MODEL_WEIGHTS } from "../src/pipeline/extractors/rules/kind-model.generated.ts";

/** One segment per sentence, 10 s apart. */
async function items(...sentences: string[]) {
  const segments = sentences.map((text, i) => ({ start: i * 10, end: i * 10 + 8, text }));
  const r = await rulesExtractor.extract({ language: "en", text: sentences.join(" "), segments });
  return r.items.map((i) => ({ title: i.title, priority: i.priority, reason: i.priorityReason }));
}

/** Weights that are sure of `kind` for any item whose words include "sloshing". */
const sureOf = (kind: string) => ({ [kind]: { bias: -6, "w:sloshing": 12 } });

afterEach(() => useKindModelWeights(null));

describe("kind model", () => {
  test("the shipped weights are what training on the tuning halves gives", () => {
    const run = Bun.spawnSync(["bun", "bench/findings/train-kind-model.ts", "--check"], {
      cwd: `${import.meta.dir}/..`,
      stderr: "pipe",
    });
    expect(run.stderr.toString()).toBe("");
    expect(run.exitCode).toBe(0);
    expect(Object.keys(KIND_MODEL_WEIGHTS).sort()).toEqual(Object.keys(KINDS).sort());
  });

  test("a routine repair whose words it is sure of takes that kind's call, and says it was read from the words", async () => {
    const said = "The kitchen tap is loose, there's a sloshing sound in the pipe.";
    useKindModelWeights({});
    expect(await items(said)).toEqual([
      expect.objectContaining({ priority: "MEDIUM", reason: "MEDIUM: routine repair" }),
    ]);
    useKindModelWeights(sureOf("water"));
    expect(await items(said)).toEqual([
      expect.objectContaining({
        priority: "HIGH",
        reason: "HIGH: water getting in (read from the words)",
      }),
    ]);
    useKindModelWeights(sureOf("cosmetic"));
    expect((await items(said))[0]!.reason).toBe("LOW: cosmetic (read from the words)");
  });

  test("below its threshold the rules' call stands", async () => {
    // bias -6 + 6: a chance of 0.5, under KIND_SURE.
    expect(KIND_SURE).toBeGreaterThan(0.5);
    useKindModelWeights({ water: { bias: -6, "w:sloshing": 6 } });
    expect(
      (await items("The kitchen tap is loose, there's a sloshing sound in the pipe."))[0]!.reason,
    ).toBe("MEDIUM: routine repair");
  });

  test("a priority the speaker gave, or a fact the rules found, is never overruled", async () => {
    useKindModelWeights(sureOf("water"));
    const [cued] = await items("The kitchen tap is loose and sloshing, not urgent.");
    expect(cued!.priority).toBe("LOW");
    expect(cued!.reason).toBe("LOW: said not to be urgent");
    useKindModelWeights(sureOf("electrical"));
    const [scuff] = await items("There's a scuff on the hall wall, sloshing paint everywhere.");
    expect(scuff!.reason).toBe("LOW: cosmetic");
  });

  test("it is deterministic and picks the kind it is surest of", () => {
    useKindModelWeights({
      water: { bias: -6, "w:sloshing": 7 },
      heat: { bias: -6, "w:sloshing": 9 },
    });
    const a = likeliestKind("Tank sloshing", "The tank is sloshing.");
    expect(a!.kind).toBe("heat");
    expect(likeliestKind("Tank sloshing", "The tank is sloshing.")).toEqual(a);
  });
});
