// The thing a sentence is about when the lexicon has no word for it: the clause's subject phrase
// (src/pipeline/extractors/rules/subject.ts; docs/configuration.md, "Grammar without a library").
import { describe, expect, test } from "bun:test";
import { rulesExtractor } from "../src/pipeline/extractors/rules/index.ts";
import { clauseSubject } from "../src/pipeline/extractors/rules/subject.ts";

const subjectOf = (text: string, problem: string) =>
  clauseSubject(text, text.indexOf(problem))?.phrase ?? null;

async function titles(...lines: string[]) {
  const segments = lines.map((text, i) => ({ start: i * 10, end: i * 10 + 8, text }));
  const r = await rulesExtractor.extract({
    language: "en",
    text: lines.join(" "),
    segments,
  });
  return r.items.map((i) => i.title);
}

describe("the subject of a clause", () => {
  test("from a determiner, a count or the clause's start to the verb; places and owners after the head", () => {
    expect(subjectOf("the eyewash station barely trickles", "trickles")).toBe("eyewash station");
    expect(subjectOf("the diverter on the tub isn't diverting", "isn't")).toBe("tub diverter");
    expect(subjectOf("the accessible parking sign at the first space is bent over", "bent")).toBe(
      "accessible parking sign",
    );
    expect(subjectOf("soap dispenser's cracked", "cracked")).toBe("soap dispenser");
    expect(subjectOf("two of the wall unit doors are out of line", "out of line")).toBe(
      "wall unit doors",
    );
    expect(subjectOf("the cord's been looped up", "looped")).toBe("cord");
    expect(subjectOf("the landlord's meter box is cracked", "cracked")).toBe("meter box");
  });

  test("no subject: a pronoun, a person, their belongings, a place alone, a place phrase after a verb", () => {
    expect(subjectOf("it is cracked", "cracked")).toBeNull();
    expect(subjectOf("the tenant is upset", "upset")).toBeNull();
    expect(subjectOf("my neighbour's bike is broken", "broken")).toBeNull();
    expect(subjectOf("the hallway is filthy", "filthy")).toBeNull();
    expect(subjectOf("what's coming out of the vents is cold", "cold")).toBeNull();
    expect(subjectOf("i had a look and it is cracked", "cracked")).toBeNull();
  });
});

describe("titles for things nobody wrote down", () => {
  test("the subject phrase names the item, not the place beside it or a word of its name", async () => {
    expect(
      await titles(
        "The accessible parking sign at the first space is bent over.",
        "The gutter guard is bent.",
        "The lint trap is missing.",
        "The bollard by the entrance is leaning.",
        "The chimney cowl has come loose.",
      ),
    ).toEqual([
      "Accessible parking sign bent",
      "Gutter guard bent",
      "Lint trap missing",
      "Bollard by the entrance leaning",
      "Chimney cowl come loose",
    ]);
  });

  test("a problem said as a noun keeps its own words: 'a long crack' has no subject 'long'", async () => {
    expect(await titles("Bedroom, there's a long crack across the ceiling.")).toEqual([
      "Long crack across the ceiling",
    ]);
  });
});

describe("the verb between the subject and the problem", () => {
  test("verbs of state, a job's verb, a participle after 'been'; a count opens a phrase; 'back' and 'outside' in a name", () => {
    expect(subjectOf("the electric shower runs stone cold", "stone cold")).toBe("electric shower");
    expect(subjectOf("the cabinet door over the sink is hanging crooked", "crooked")).toBe(
      "cabinet door",
    );
    expect(subjectOf("bathroom sink drains slow", "slow")).toBe("sink");
    expect(subjectOf("one of the bollard lights is out", "is out")).toBe("bollard lights");
    expect(subjectOf("smoke detector's been yanked off the ceiling", "off the ceiling")).toBe(
      "smoke detector",
    );
    expect(subjectOf("two tiles behind the handwash basins are cracked", "cracked")).toBe("tiles");
    expect(subjectOf("the gutter over the back door is full of moss", "full of moss")).toBe(
      "gutter",
    );
    expect(subjectOf("the cold supply to the kitchen sink is weeping", "weeping")).toBe(
      "cold supply",
    );
    expect(subjectOf("fourteen won't lock", "won't lock")).toBeNull();
  });
});
