// The visit page's "about 2 min left": the pipeline's real-time factor is measured from finished
// runs (a moving average, one odd run does not swing it), and a wait is said in words.
import { expect, test } from "bun:test";
import { recordRunTime, realTimeFactor } from "../src/pipeline/estimate";
import { aboutTime } from "../src/core/time";

test("the real-time factor: a first guess of 1, then measured from finished runs", () => {
  expect(realTimeFactor()).toBe(1);
  const start = "2026-11-25T18:00:00.000Z";
  // A 120 s video processed in 60 s: half real time.
  recordRunTime(120, start, Date.parse(start) + 60_000);
  expect(realTimeFactor()).toBeCloseTo(0.5, 5);
  // One slow run (3x) moves the average part of the way, not all of it.
  recordRunTime(100, start, Date.parse(start) + 300_000);
  expect(realTimeFactor()).toBeCloseTo(0.5 * 0.7 + 3 * 0.3, 5);
  // Runs with no known duration (a transcript, a silent error) teach nothing.
  recordRunTime(null, start, Date.parse(start) + 1_000_000);
  recordRunTime(0.2, start, Date.parse(start) + 1_000_000);
  expect(realTimeFactor()).toBeCloseTo(1.25, 5);
});

test("a wait in words", () => {
  expect(aboutTime(10)).toBe("less than a minute");
  expect(aboutTime(Number.NaN)).toBe("less than a minute");
  expect(aboutTime(110)).toBe("about 2 min");
  expect(aboutTime(59 * 60)).toBe("about 59 min");
  expect(aboutTime(60 * 60)).toBe("about 1 h");
  expect(aboutTime(70 * 60 + 10)).toBe("about 1 h 10 min");
});
