/**
 * Extraction quality of the `rules` extractor over the fixtures in test/fixtures/extraction/.
 * Files named holdout-* were written with the others but never used to tune the rules; their figures are
 * printed on their own to keep the score honest.
 *
 * Two matchers, both greedy and one-to-one:
 * - content: a prediction matches an expected item when its title hits a title keyword (a keyword starts a
 *   word of the title); ties go to the same category, then the same location, then the nearest time.
 *   Timestamp accuracy is then the share of matched pairs whose timestampSec is in the expected window.
 * - time (the shared examples' README): a prediction matches when its timestampSec lies within the
 *   expected segment window +-2 s, in time order; ties go to a title keyword hit, then the category.
 */
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { rulesExtractor } from "../src/pipeline/extractors/rules/index.ts";
import type { ExtractedItem, TranscriptInput } from "../src/pipeline/extractors/types.ts";

interface Expected {
  segment_index: number;
  segment_index_end?: number;
  title_keywords: string[];
  category: string;
  priority: string;
  location: string | null;
}
interface Case {
  id: string;
  transcript: { language: string; segments: { start: number; end: number; text: string }[] };
  expected: Expected[];
  summary_keywords: string[];
}

const dir = join(import.meta.dir, "fixtures", "extraction");
const cases: Case[] = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")));
const isHoldout = (c: Case) => c.id.startsWith("holdout-");

export const keywordHit = (title: string, kws: string[]) =>
  kws.some((k) =>
    new RegExp(`(?:^|[^a-z0-9])${k.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`).test(
      title.toLowerCase(),
    ),
  );

function windowOf(c: Case, e: Expected): [number, number] {
  const segs = c.transcript.segments;
  return [segs[e.segment_index]!.start - 2, segs[e.segment_index_end ?? e.segment_index]!.end + 2];
}
const inWindow = (c: Case, e: Expected, p: ExtractedItem) => {
  const [a, b] = windowOf(c, e);
  return p.timestampSec !== null && p.timestampSec >= a && p.timestampSec <= b;
};
const sameLocation = (a: string | null, b: string | null) =>
  !!a &&
  !!b &&
  (a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase()));

type Pair = [Expected, ExtractedItem];

function matchByContent(c: Case, items: ExtractedItem[]): Pair[] {
  const free = new Set(items);
  const pairs: Pair[] = [];
  for (const e of c.expected) {
    const start = c.transcript.segments[e.segment_index]!.start;
    const best = [...free]
      .filter((p) => keywordHit(p.title, e.title_keywords))
      .sort(
        (a, b) =>
          Number(b.category === e.category) - Number(a.category === e.category) ||
          Number(sameLocation(b.location, e.location)) -
            Number(sameLocation(a.location, e.location)) ||
          Math.abs((a.timestampSec ?? 1e9) - start) - Math.abs((b.timestampSec ?? 1e9) - start),
      )[0];
    if (best) {
      free.delete(best);
      pairs.push([e, best]);
    }
  }
  return pairs;
}

function matchByTime(c: Case, items: ExtractedItem[]): Pair[] {
  const free = new Set(c.expected);
  const pairs: Pair[] = [];
  for (const p of [...items].sort((a, b) => (a.timestampSec ?? 0) - (b.timestampSec ?? 0))) {
    const best = [...free]
      .filter((e) => inWindow(c, e, p))
      .sort(
        (a, b) =>
          Number(keywordHit(p.title, b.title_keywords)) -
            Number(keywordHit(p.title, a.title_keywords)) ||
          Number(b.category === p.category) - Number(a.category === p.category) ||
          Math.abs(c.transcript.segments[a.segment_index]!.start - (p.timestampSec ?? 0)) -
            Math.abs(c.transcript.segments[b.segment_index]!.start - (p.timestampSec ?? 0)),
      )[0];
    if (best) {
      free.delete(best);
      pairs.push([best, p]);
    }
  }
  return pairs;
}

interface Tally {
  expected: number;
  predicted: number;
  matched: number;
  priority: number;
  category: number;
  time: number;
  keyword: number;
  summary: number;
  summaryOf: number;
}
const tally = (): Tally => ({
  expected: 0,
  predicted: 0,
  matched: 0,
  priority: 0,
  category: 0,
  time: 0,
  keyword: 0,
  summary: 0,
  summaryOf: 0,
});

function add(t: Tally, c: Case, items: ExtractedItem[], pairs: Pair[], summary: string) {
  t.expected += c.expected.length;
  t.predicted += items.length;
  t.matched += pairs.length;
  for (const [e, p] of pairs) {
    t.priority += Number(e.priority === p.priority);
    t.category += Number(e.category === p.category);
    t.time += Number(inWindow(c, e, p));
    t.keyword += Number(keywordHit(p.title, e.title_keywords));
  }
  t.summaryOf += c.summary_keywords.length;
  t.summary += c.summary_keywords.filter((k) =>
    summary.toLowerCase().includes(k.toLowerCase()),
  ).length;
}

function scores(t: Tally) {
  const precision = t.predicted ? t.matched / t.predicted : t.expected ? 0 : 1;
  const recall = t.expected ? t.matched / t.expected : 1;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  const of = (n: number) => (t.matched ? n / t.matched : 1);
  return {
    precision,
    recall,
    f1,
    priority: of(t.priority),
    category: of(t.category),
    timestamp: of(t.time),
    keyword: of(t.keyword),
    summary: t.summaryOf ? t.summary / t.summaryOf : 1,
  };
}

const pct = (x: number) => x.toFixed(2).padStart(5);
function row(name: string, t: Tally) {
  const s = scores(t);
  return `${name.padEnd(34)} ${String(t.expected).padStart(3)} ${String(t.predicted).padStart(3)} ${String(t.matched).padStart(3)}  P ${pct(s.precision)}  R ${pct(s.recall)}  F1 ${pct(s.f1)}  prio ${pct(s.priority)}  cat ${pct(s.category)}  time ${pct(s.timestamp)}  kw ${pct(s.keyword)}  sum ${pct(s.summary)}`;
}

describe("rules extractor quality", async () => {
  const totals = {
    content: { all: tally(), tune: tally(), holdout: tally() },
    time: { all: tally(), tune: tally(), holdout: tally() },
  };
  const lines: string[] = [];
  for (const c of cases) {
    const r = await rulesExtractor.extract({
      language: c.transcript.language,
      text: c.transcript.segments.map((s) => s.text).join(" "),
      segments: c.transcript.segments,
    } as TranscriptInput);
    const byContent = matchByContent(c, r.items);
    const byTime = matchByTime(c, r.items);
    const one = tally();
    add(one, c, r.items, byContent, r.summary);
    lines.push(row(c.id, one));
    for (const [kind, pairs] of [
      ["content", byContent],
      ["time", byTime],
    ] as const) {
      add(totals[kind].all, c, r.items, pairs, r.summary);
      add(totals[kind][isHoldout(c) ? "holdout" : "tune"], c, r.items, pairs, r.summary);
    }
  }
  const header = `${"case".padEnd(34)} exp prd mat`;
  console.log(
    [
      `\nExtraction quality, content matching (${cases.length} fixtures)`,
      header,
      ...lines,
      "",
      row("ALL (content match)", totals.content.all),
      row("  tuning set", totals.content.tune),
      row("  held-out set", totals.content.holdout),
      row("ALL (time-window match)", totals.time.all),
      row("  tuning set", totals.time.tune),
      row("  held-out set", totals.time.holdout),
    ].join("\n"),
  );

  test("at least 30 fixtures, 8 of them held out", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(cases.filter(isHoldout).length).toBeGreaterThanOrEqual(8);
  });

  test("F1 >= 0.85 and priority accuracy >= 0.85 over all fixtures (content matching)", () => {
    const s = scores(totals.content.all);
    expect(s.f1).toBeGreaterThanOrEqual(0.85);
    expect(s.priority).toBeGreaterThanOrEqual(0.85);
  });

  test("F1 >= 0.85 and priority accuracy >= 0.85 over all fixtures (time-window matching)", () => {
    const s = scores(totals.time.all);
    expect(s.f1).toBeGreaterThanOrEqual(0.85);
    expect(s.priority).toBeGreaterThanOrEqual(0.85);
  });
});
