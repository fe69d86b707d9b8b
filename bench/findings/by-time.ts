// The second way the findings bench scores items: by where they were said, as an extraction
// acceptance test matches them (bench/README.md, "findings"). An item matches an unmatched finding
// when its timestamp lies within 2 s of the line that first raises it; items are taken in time order,
// one to one, a tie going to the finding whose thing the title names, then the earliest. It forgives
// a title without the annotator's words that the keyword match (score.ts) does not, and counts
// follow-ups made into items of their own as spurious all the same.
import { hasKeyword } from "./score";
import type { LineTime, ScriptRun } from "./script-only";
import type { Walkthrough } from "./types";

export const WINDOW_SEC = 2;

export interface ByTime {
  findings: number;
  items: number;
  matched: number;
  priorityOk: number;
  /** Matched items whose title names the finding's thing. */
  titleNamesThing: number;
}

export function scoreByTime(w: Walkthrough, times: LineTime[], r: ScriptRun): ByTime {
  const open = w.findings.map((f) => ({ f, line: times[f.at[0]!]!, taken: false }));
  const items = [...r.items].sort((a, b) => (a.timestampSec ?? 0) - (b.timestampSec ?? 0));
  const out: ByTime = {
    findings: w.findings.length,
    items: items.length,
    matched: 0,
    priorityOk: 0,
    titleNamesThing: 0,
  };
  for (const item of items) {
    const t = item.timestampSec;
    if (t === null) continue;
    const names = (f: Walkthrough["findings"][number]) => hasKeyword(item.title, f.thing);
    const best = open
      .filter((o) => !o.taken && t >= o.line.start - WINDOW_SEC && t <= o.line.end + WINDOW_SEC)
      .sort((a, b) => Number(names(b.f)) - Number(names(a.f)) || a.line.start - b.line.start)[0];
    if (!best) continue;
    best.taken = true;
    out.matched++;
    if (item.priority === best.f.priority) out.priorityOk++;
    if (names(best.f)) out.titleNamesThing++;
  }
  return out;
}

export function sumByTime(xs: ByTime[]): ByTime {
  const s: ByTime = { findings: 0, items: 0, matched: 0, priorityOk: 0, titleNamesThing: 0 };
  for (const x of xs) for (const k of Object.keys(s) as (keyof ByTime)[]) s[k] += x[k];
  return s;
}

export function byTimeLine(t: ByTime): string {
  const r = t.matched / t.findings;
  const p = t.matched / t.items;
  const f = (x: number) => x.toFixed(3);
  return `  by time (±${WINDOW_SEC} s): recall ${f(r)}  precision ${f(p)}  F1 ${f((2 * r * p) / (r + p))}  priority ${f(t.priorityOk / t.matched)}  title names the thing ${f(t.titleNamesThing / t.matched)}`;
}

/**
 * A script as a recogniser without punctuation writes it: lower case, no commas, full stops or
 * apostrophes ("its sagging pretty bad theres a wasps nest"). `--flat` reads every line so.
 */
export const flatten = (line: string) =>
  line
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/[^a-z0-9 -]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
