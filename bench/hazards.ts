// Hazards never lost (issue 49): the hazard snippets (bench/findings/hazard-snippets.ts) read by the
// rules extractor as scripts, in this process. Each snippet that names a hazard wants an item whose title
// names the thing (a word of `thing`, as bench/findings/score.ts matches) at the priority the speaker
// gave (HIGH when none); each that says all is well wants no item. The frozen half is totals only.
//   bun bench/hazards.ts [--verbose]   (--verbose lists the tuning half's misses)
import { extractSync } from "../src/pipeline/extractors/rules/index";
import { parseTranscript } from "../src/pipeline/transcript-formats";
import { readingTimes, scriptVtt } from "./findings/script-only";
import { hasKeyword } from "./findings/score";
import {
  HAZARD_SNIPPETS_FROZEN,
  HAZARD_SNIPPETS_TUNE,
  type HazardSnippet,
} from "./findings/hazard-snippets";

interface Tally {
  hazards: number;
  named: number;
  priorityRight: number;
  allWell: number;
  spurious: number;
}

function score(snippets: HazardSnippet[], show: boolean): Tally {
  const t: Tally = { hazards: 0, named: 0, priorityRight: 0, allWell: 0, spurious: 0 };
  for (const s of snippets) {
    const transcript = parseTranscript(scriptVtt(s.lines, readingTimes(s.lines)), {
      format: "vtt",
    });
    const items = extractSync(transcript).items;
    const said = items.map((i) => `${i.title} (${i.priority})`).join("; ") || "no item";
    if (s.expect === "none") {
      t.allWell++;
      if (items.length) t.spurious++;
      if (show && items.length) console.log(`  all well, got ${said} | ${s.lines.join(" ")}`);
      continue;
    }
    t.hazards++;
    const named = items.find((i) => hasKeyword(i.title, s.thing));
    if (named) t.named++;
    if (named?.priority === s.priority) t.priorityRight++;
    else if (show) console.log(`  ${s.hazard}, want ${s.priority}: ${said} | ${s.lines.join(" ")}`);
  }
  return t;
}

const pct = (n: number, d: number) => `${Math.round((100 * n) / d)} %`;
const line = (name: string, t: Tally) =>
  `${name}: hazards named ${t.named}/${t.hazards} (${pct(t.named, t.hazards)}), at the right priority ${t.priorityRight}/${t.hazards} (${pct(t.priorityRight, t.hazards)}); all-is-well snippets with an item ${t.spurious}/${t.allWell}`;

console.log(line("tuning half", score(HAZARD_SNIPPETS_TUNE, process.argv.includes("--verbose"))));
console.log(line("frozen half", score(HAZARD_SNIPPETS_FROZEN, false)));
