// Scoring of extracted items against a walkthrough's expected findings, mechanically, so the figures
// mean the same in every run: which findings were found (keyword match on the title), whether the
// timestamp and priority are right, whether each title is readable, and how many items are spurious.
import type { ExpectedFinding, Priority } from "./set";

export interface ScoredItem {
  title: string;
  description?: string | null;
  priority: Priority | string;
  priorityReason?: string | null;
  transcriptQuote?: string;
  timestampSec: number | null;
}

// The readability rule lives with the extractor, which applies it to every title it makes.
export { TITLE_MAX_WORDS, titleProblems } from "../../src/pipeline/extractors/rules/title-check";
import { titleProblems } from "../../src/pipeline/extractors/rules/title-check";

export const titleReadable = (title: string): boolean => titleProblems(title).length === 0;

function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9']+/g, " ")
    .trim()} `;
}

/** A keyword matches at a word start ("leak" matches "leaking"); one written with a trailing space only as a whole word. */
export function hasKeyword(text: string, keywords: string[]): boolean {
  const t = normalise(text);
  return keywords.some((k) => {
    const whole = k.endsWith(" ");
    const n = normalise(k).trimEnd();
    return t.includes(whole ? `${n} ` : n);
  });
}

export function mentions(text: string, f: ExpectedFinding): boolean {
  return hasKeyword(text, f.thing) && (!f.problem || hasKeyword(text, f.problem));
}

export interface FindingResult {
  finding: ExpectedFinding;
  expectedSec: number;
  item: ScoredItem | null;
  /** Found when the title and description are read too (the recogniser's words may be there). */
  foundLoose: boolean;
  timeOk: boolean;
  priorityOk: boolean;
}

export interface WalkthroughScore {
  findings: FindingResult[];
  items: { item: ScoredItem; readable: string[]; matched: string | null }[];
  spurious: number;
}

export const TIME_TOLERANCE_SEC = 5;

/**
 * Pairs items with findings one to one: each finding takes the unpaired item whose title names its
 * thing and problem, nearest in time to where it was first said. An item left over is spurious (a
 * second item for the same finding too). The timestamp is right within 5 s of the first mention's line.
 */
export function scoreWalkthrough(
  findings: ExpectedFinding[],
  lines: { start: number; end: number }[],
  items: ScoredItem[],
): WalkthroughScore {
  const taken = new Set<number>();
  const results: FindingResult[] = findings.map((finding) => {
    const line = lines[finding.at[0]!]!;
    const distance = (t: number | null) =>
      t === null ? Infinity : t < line.start ? line.start - t : t > line.end ? t - line.end : 0;
    let best = -1;
    items.forEach((item, i) => {
      if (taken.has(i) || !mentions(item.title, finding)) return;
      if (best < 0 || distance(item.timestampSec) < distance(items[best]!.timestampSec)) best = i;
    });
    if (best >= 0) taken.add(best);
    const item = best >= 0 ? items[best]! : null;
    return {
      finding,
      expectedSec: line.start,
      item,
      foundLoose:
        item !== null ||
        items.some((it) => mentions(`${it.title} ${it.description ?? ""}`, finding)),
      timeOk: item !== null && distance(item.timestampSec) <= TIME_TOLERANCE_SEC,
      priorityOk: item !== null && item.priority === finding.priority,
    };
  });
  const matchedBy = new Map<ScoredItem, string>();
  for (const r of results) if (r.item) matchedBy.set(r.item, r.finding.id);
  return {
    findings: results,
    items: items.map((item) => ({
      item,
      readable: titleProblems(item.title),
      matched: matchedBy.get(item) ?? null,
    })),
    spurious: items.length - taken.size,
  };
}

export interface Totals {
  walkthroughs: number;
  findings: number;
  found: number;
  foundLoose: number;
  timeOk: number;
  priorityOk: number;
  items: number;
  readable: number;
  spurious: number;
  /** Walkthroughs with more than one spurious item. */
  overSpurious: number;
  /** Found findings a person calls HIGH, and how many of them the item calls HIGH (HIGH recall). */
  highFound: number;
  highCalled: number;
  /** Found findings marked cosmetic (set.ts `kind`), and how many of them the item calls LOW. */
  cosmeticFound: number;
  cosmeticLow: number;
  /** Items called HIGH that a person calls lower (a needless callout). */
  overCalled: number;
  /** Items called lower than a person would (a hazard left waiting). */
  underCalled: number;
  /** Findings of a hazard kind (every `kind` but cosmetic), and how many an item's title names. */
  hazards: number;
  hazardsFound: number;
}

const RANK: Record<Priority, number> = { LOW: 0, MEDIUM: 1, HIGH: 2 };

export function total(scores: WalkthroughScore[]): Totals {
  const t: Totals = {
    walkthroughs: scores.length,
    findings: 0,
    found: 0,
    foundLoose: 0,
    timeOk: 0,
    priorityOk: 0,
    items: 0,
    readable: 0,
    spurious: 0,
    overSpurious: 0,
    highFound: 0,
    highCalled: 0,
    cosmeticFound: 0,
    cosmeticLow: 0,
    overCalled: 0,
    underCalled: 0,
    hazards: 0,
    hazardsFound: 0,
  };
  for (const s of scores) {
    t.findings += s.findings.length;
    t.found += s.findings.filter((f) => f.item).length;
    t.foundLoose += s.findings.filter((f) => f.foundLoose).length;
    t.timeOk += s.findings.filter((f) => f.timeOk).length;
    t.priorityOk += s.findings.filter((f) => f.priorityOk).length;
    t.items += s.items.length;
    t.readable += s.items.filter((i) => i.readable.length === 0).length;
    t.spurious += s.spurious;
    if (s.spurious > 1) t.overSpurious++;
    for (const f of s.findings) {
      if (f.finding.kind && f.finding.kind !== "cosmetic") {
        t.hazards++;
        if (f.item) t.hazardsFound++;
      }
      if (!f.item) continue;
      const expected = RANK[f.finding.priority];
      const called = RANK[f.item.priority as Priority] ?? expected;
      if (f.finding.priority === "HIGH") {
        t.highFound++;
        if (f.item.priority === "HIGH") t.highCalled++;
      }
      if (f.finding.kind === "cosmetic") {
        t.cosmeticFound++;
        if (f.item.priority === "LOW") t.cosmeticLow++;
      }
      if (called > expected) t.overCalled++;
      if (called < expected) t.underCalled++;
    }
  }
  return t;
}
