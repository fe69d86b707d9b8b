// The rules extractor and the transcript parser are linear in their input (issue 16): for each input
// that once grew faster than its size, parsing plus extraction of 2 MB takes under 10 times as long
// as 512 KB: linear work takes about 4 times, quadratic 16 ("St. " repeated went from 32 s for 320
// KB), so the bound tells the two apart with room for a busy machine's caches. The exact ratio per
// doubling, up to 4 MB, is reported by bench/extraction.ts, not asserted here. Measured in this
// process, relative to itself: CPU time (the machine is shared, wall time mostly measures the
// neighbours), the best of three interleaved runs at each size after a warm-up and a full GC. (It
// was 1 and 4 MB, best of five: the suite's longest file, 11 minutes under load.)
import { describe, expect, test } from "bun:test";
import { extractSync } from "../src/pipeline/extractors/rules/index.ts";
import { parseTranscript } from "../src/pipeline/transcript-formats.ts";
import { HOSTILE_TEXTS, realisticText } from "./helpers/hostile-text";

const MB = 1024 * 1024;
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function timed(text: string): number {
  Bun.gc(true);
  const started = cpuMs();
  extractSync(parseTranscript(text));
  return cpuMs() - started;
}

describe("parsing and extraction grow linearly", () => {
  for (const [name, make] of Object.entries({ ...HOSTILE_TEXTS, realistic: realisticText })) {
    test(`${name}: 2 MB takes under 10x the time of 512 KB (not quadratic)`, () => {
      const one = make(MB / 2);
      const four = make(2 * MB);
      timed(make(MB / 4));
      const best = { one: Infinity, four: Infinity };
      for (let i = 0; i < 3; i++) {
        best.one = Math.min(best.one, timed(one));
        best.four = Math.min(best.four, timed(four));
      }
      const ratio = best.four / best.one;
      console.log(
        `${name}: 512 KB ${best.one.toFixed(0)} ms, 2 MB ${best.four.toFixed(0)} ms (CPU), ratio ${ratio.toFixed(2)}`,
      );
      expect(ratio).toBeLessThan(10);
    }, 300_000);
  }
});
