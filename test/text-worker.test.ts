// The text worker (src/pipeline/text-work.ts) from source: extraction and parsing give the same
// results as in this thread, errors come back as the classes callers handle, a task past its budget
// or aborted is stopped; and the item cap and timestamp placement of a model's answer (issue 16).
import { describe, expect, test } from "bun:test";
import { chooseExtractor, ExtractorError } from "../src/pipeline/extractors/index.ts";
import { extractSync } from "../src/pipeline/extractors/rules/index.ts";
import { answerOrRules } from "../src/pipeline/extractors/openai-answer.ts";
import { MAX_ITEMS } from "../src/pipeline/extractors/limit.ts";
import {
  parseTranscriptInWorker,
  runTextTask,
  TextWorkTimeout,
  workerExtraction,
} from "../src/pipeline/text-work.ts";
import { parseTranscript, TranscriptFormatError } from "../src/pipeline/transcript-formats.ts";
import { HOSTILE_TEXTS } from "./helpers/hostile-text";

const VTT =
  "WEBVTT\n\n00:02.000 --> 00:05.000\nIn the kitchen the tap under the sink is leaking badly.\n\n00:09.500 --> 00:12.000\nThe smoke alarm in the hallway has no battery.\n";

describe("the text worker", () => {
  test("parses and extracts exactly as this thread does", async () => {
    const parsed = await parseTranscriptInWorker(VTT, { format: "detect" }, 10_000);
    expect(parsed).toEqual(parseTranscript(VTT));
    const { extractor } = chooseExtractor({});
    expect(await extractor.extract(parsed)).toEqual(extractSync(parsed));
  });

  test("a format error comes back as a TranscriptFormatError with its message", async () => {
    const err = await parseTranscriptInWorker(
      "WEBVTT\n\n00:01.000 --> 24:00:00.000\nhi\n",
      { format: "vtt" },
      10_000,
    ).catch((e) => e);
    expect(err).toBeInstanceOf(TranscriptFormatError);
    expect(err.message).toBe(
      'line 3: the time "24:00:00.000" is 24 hours or more; cue times must be below 24:00:00.000',
    );
  });

  test("past its budget the worker is stopped and extraction fails for good, saying what to do", async () => {
    const t = parseTranscript(HOSTILE_TEXTS["In room N the tap is leaking"](1024 * 1024));
    const { extractor } = chooseExtractor({ textTimeoutMs: 50 });
    const started = performance.now();
    const err = await extractor.extract(t).catch((e) => e);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(err).toBeInstanceOf(ExtractorError);
    expect(err.permanent).toBe(true);
    expect(err.message).toContain(
      "took longer than 0.05 s (SITEVISIT_TEXT_TIMEOUT_MS) and was stopped",
    );
    const raw = await runTextTask({ kind: "rules", transcript: t }, 50).catch((e) => e);
    expect(raw).toBeInstanceOf(TextWorkTimeout);
  });

  test("an aborted task is stopped with the signal's reason", async () => {
    const t = parseTranscript(HOSTILE_TEXTS["In room N the tap is leaking"](1024 * 1024));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("visit deleted")), 50);
    const err = await runTextTask({ kind: "rules", transcript: t }, 60_000, controller.signal).then(
      () => null,
      (e: Error) => e,
    );
    expect(err?.message).toBe("visit deleted");
  });
});

describe("a model's answer", () => {
  const item = (i: number, priority = "MEDIUM") => ({
    title: `Finding ${i}`,
    description: null,
    category: "plumbing",
    location: null,
    priority,
    timestampSec: i,
    transcriptQuote: `finding ${i}`,
  });
  const body = (answer: unknown) =>
    JSON.stringify({
      choices: [{ message: { content: JSON.stringify(answer) }, finish_reason: "stop" }],
    });

  test(`more than ${MAX_ITEMS} items: the ${MAX_ITEMS} of highest priority are kept in order, the summary counts the rest`, () => {
    const segments = Array.from({ length: 250 }, (_, i) => ({
      start: i,
      end: i + 1,
      text: `finding ${i}`,
    }));
    const items = Array.from({ length: 250 }, (_, i) => item(i, i >= 240 ? "HIGH" : "MEDIUM"));
    const r = answerOrRules(body({ summary: "Many things.", items }), {
      language: "en",
      text: "",
      segments,
    });
    expect(r.extractor).toBe("openai");
    expect(r.items).toHaveLength(MAX_ITEMS);
    expect(r.items.filter((i) => i.priority === "HIGH")).toHaveLength(10);
    expect(r.items.map((i) => i.timestampSec)).toEqual([
      ...Array.from({ length: 190 }, (_, i) => i),
      ...Array.from({ length: 10 }, (_, i) => 240 + i),
    ]);
    expect(r.summary).toBe(
      "Many things. … and 50 more findings not listed (a visit keeps at most 200 items, the highest priority first).",
    );
  });

  test("is checked in the worker as in this thread, falling back to the rules the same way", async () => {
    const t = parseTranscript(VTT);
    const good = body({ summary: "Two.", items: [item(2), item(9.5, "HIGH")] });
    expect(await workerExtraction(10_000).answer(good, t)).toEqual(answerOrRules(good, t));
    const bad = await workerExtraction(10_000).answer("not json", t);
    expect(bad).toEqual(answerOrRules("not json", t));
    expect(bad).toMatchObject({
      extractor: "rules",
      fallbackReason: "the chat completion was not JSON",
    });
  });

  test("150,000 cues: timestamps placed at their segment's start without overflowing the stack", () => {
    const segments = Array.from({ length: 150_000 }, (_, i) => ({
      start: i * 2,
      end: i * 2 + 1,
      text: "tap leaking",
    }));
    const r = answerOrRules(
      body({ summary: "One.", items: [{ ...item(0), timestampSec: 200_001.5 }] }),
      { language: "en", text: "", segments },
    );
    expect(r.fallbackReason).toBeUndefined();
    expect(r.items[0]!.timestampSec).toBe(200_000);
  });
});
