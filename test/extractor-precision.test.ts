/**
 * Items that should not exist (issue 49): a sentence or a clause with no new thing of its own is the
 * finding before it (docs/priority-policy.md, "Follow-up sentences"); one that says all is well, a
 * repair done or someone's belongings is no finding ("What is not a finding").
 */
import { describe, expect, test } from "bun:test";
import { rulesExtractor } from "../src/pipeline/extractors/rules/index.ts";

/** One segment per sentence, 10 s apart. */
async function run(...sentences: string[]) {
  const segments = sentences.map((text, i) => ({ start: i * 10, end: i * 10 + 8, text }));
  return rulesExtractor.extract({ language: "en", text: sentences.join(" "), segments });
}
const titles = async (...sentences: string[]) =>
  (await run(...sentences)).items.map((i) => i.title);

describe("what a thing shows is its finding, not another", () => {
  test("a ring with a colour or water before it is a mark, not a hob's ring", async () => {
    const t = await titles(
      "Cloakroom, the toilet wobbles on the floor and there's a damp ring round the base on the vinyl.",
    );
    expect(t).toEqual(["Toilet wobbles"]);
    // A hob's ring is still one.
    expect(await titles("Kitchen, the back ring on the hob won't light.")).toHaveLength(1);
  });

  test("'there's a gap at the top', 'there's a hole', 'there's a damp patch' after a thing's problem are that thing's", async () => {
    expect(
      await titles(
        "Landing, the airing cupboard door has dropped on its hinges, there's a gap at the top.",
      ),
    ).toHaveLength(1);
    expect(
      await titles(
        "Garden, the shed door's rotten at the bottom and there's a hole you could put your fist through.",
      ),
    ).toHaveLength(1);
    expect(
      await titles("Lounge, the radiator valve is dripping onto the rug, there's a damp patch."),
    ).toHaveLength(1);
    expect(
      await titles(
        "Bedroom, the casement rattles in the wind and there's a gap you can feel the cold through.",
      ),
    ).toHaveLength(1);
  });

  test("a problem with a thing or a place of its own is still its own finding", async () => {
    expect(
      await titles(
        "Hall, the front door sticks, and there's a crack in the wall behind the meter cupboard.",
      ),
    ).toHaveLength(2);
    // A hazard of another trade is never folded into the thing before.
    const r = await run(
      "Plant room, the pump isn't running, and someone's taken the cover off the isolator with bare wires showing.",
    );
    expect(r.items.some((i) => i.priority === "HIGH" && i.category === "electrical")).toBe(true);
  });
});
