// The rules extractor and the transcript parser are linear in their input (issue 16): for each input
// that once grew faster than its size, parsing plus extraction of 4 MB takes under 10 times as long
// as 1 MB: linear work takes about 4 times, quadratic 16 ("St. " repeated went from 32 s for 320 KB),
// so the bound tells the two apart with room for a busy machine's caches. The exact ratio per
// doubling is reported by bench/extraction.ts, not asserted here. Measured in this
// process, relative to itself: CPU time (the machine is shared, wall time mostly measures the
// neighbours), the best of five interleaved runs at each size after a warm-up and a full GC.
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
    test(`${name}: 4 MB takes under 10x the time of 1 MB (not quadratic)`, () => {
      const one = make(MB);
      const four = make(4 * MB);
      timed(make(MB / 4));
      const best = { one: Infinity, four: Infinity };
      for (let i = 0; i < 5; i++) {
        best.one = Math.min(best.one, timed(one));
        best.four = Math.min(best.four, timed(four));
      }
      const ratio = best.four / best.one;
      console.log(
        `${name}: 1 MB ${best.one.toFixed(0)} ms, 4 MB ${best.four.toFixed(0)} ms (CPU), ratio ${ratio.toFixed(2)}`,
      );
      expect(ratio).toBeLessThan(10);
    }, 300_000);
  }
});
