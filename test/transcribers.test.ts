import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "bun";
import { chooseTranscriber } from "../src/pipeline/transcribers/index.ts";
import { endpointOf, openAiTranscriber } from "../src/pipeline/transcribers/openai.ts";
import {
  hearingOf,
  isAvailable,
  parseWordTimes,
  pocketsphinxTranscriber,
  segmentWords,
} from "../src/pipeline/transcribers/pocketsphinx.ts";
import { noneTranscriber } from "../src/pipeline/transcribers/none.ts";
import {
  requireSpeech,
  TranscriberError,
  transcriptOf,
} from "../src/pipeline/transcribers/types.ts";

const dir = mkdtempSync(join(tmpdir(), "sitevisit-speech-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(cmd: string[]) {
  const p = Bun.spawn(cmd, { stdout: "ignore", stderr: "pipe" });
  const [err, code] = await Promise.all([new Response(p.stderr).text(), p.exited]);
  if (code !== 0) throw new Error(`${cmd.join(" ")} failed: ${err}`);
}

/** espeak-ng speaks each phrase; `gap` seconds of silence between them; 16 kHz mono like the transcode stage. */
async function speech(name: string, phrases: string[], gap = 2, rate = 16000): Promise<string> {
  const parts: string[] = [];
  for (const [i, phrase] of phrases.entries()) {
    const part = join(dir, `${name}-${i}.wav`);
    await run(["espeak-ng", "-v", "en-us", "-s", "150", "-w", part, phrase]);
    parts.push(part);
  }
  const silence = join(dir, `${name}-silence.wav`);
  await run(["sox", "-n", "-r", "22050", "-c", "1", silence, "trim", "0", String(gap)]);
  const out = join(dir, `${name}.wav`);
  // -R: no random dither, so the same text always gives the same audio (and the same transcript).
  await run([
    "sox",
    "-R",
    ...parts.flatMap((p, i) => (i === 0 ? [p] : [silence, p])),
    "-r",
    String(rate),
    "-c",
    "1",
    "-b",
    "16",
    out,
  ]);
  return out;
}

async function failure(promise: Promise<unknown>): Promise<TranscriberError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(TranscriberError);
    return err as TranscriberError;
  }
  throw new Error("expected the transcription to fail");
}

describe("pocketsphinx", () => {
  test("is installed here (CI installs pocketsphinx and pocketsphinx-en-us)", () => {
    expect(isAvailable()).toBe(true);
  });

  test("a spoken clip gives segments at the right times with the key words, using the domain model", async () => {
    // "extractor" is not in cmudict: it is heard only through our own pronunciation. The clip opens
    // as walkthroughs do, with a line of talk: pocketsphinx adapts its cepstral mean to the recording
    // during the first utterance, whose words are the least reliable in any file.
    const wav = await speech(
      "two-findings",
      [
        "okay so this is the routine inspection",
        "the extractor fan in the bathroom is broken",
        "the tap under the sink is leaking badly",
      ],
      2.5,
    );
    const t = await pocketsphinxTranscriber({ cacheDir: join(dir, "cache") }).transcribe(wav, {});
    expect(t.language).toBe("en");
    expect(t.segments.length).toBeGreaterThanOrEqual(3);
    for (const s of t.segments) expect(s.end).toBeGreaterThan(s.start);
    for (let i = 1; i < t.segments.length; i++)
      expect(t.segments[i]!.start).toBeGreaterThanOrEqual(t.segments[i - 1]!.end);
    // The opening lasts about 2.3 s and each finding about 2.7 s, with 2.5 s of silence between:
    // the first finding starts after ~4.8 s, the second after ~10 s.
    expect(t.segments[0]!.start).toBeLessThan(1);
    const fan = t.segments.find((s) => /extractor/.test(s.text))!;
    const sink = t.segments.find((s) => /sink/.test(s.text))!;
    expect(fan).toBeDefined();
    expect(fan.text).toContain("extractor fan");
    expect(fan.text).toContain("bathroom");
    expect(fan.start).toBeGreaterThan(3.5);
    expect(fan.start).toBeLessThan(6);
    expect(sink).toBeDefined();
    expect(sink.start).toBeGreaterThan(fan.end + 1.5);
    expect(sink.start).toBeLessThan(11.5);
    expect(sink.text).toContain("leaking");
    expect(t.text).toBe(t.segments.map((s) => s.text).join(" "));
  }, 60_000);

  test("runs at lower priority, and an abort kills the recogniser and rejects with the abort reason", async () => {
    // A stand-in recogniser that would run for a minute: only a kill ends it in time.
    const wav = await speech("abort", ["the radiator in the bedroom is cold"]);
    const fake = join(dir, "fake-pocketsphinx");
    const pidFile = join(dir, "fake.pid");
    writeFileSync(
      fake,
      `#!/bin/sh\necho $$ > ${pidFile}.tmp && mv ${pidFile}.tmp ${pidFile}\nexec sleep 60\n`,
      { mode: 0o755 },
    );
    const controller = new AbortController();
    const pending = pocketsphinxTranscriber({ binary: fake, model: "stock", nice: 7 }).transcribe(
      wav,
      { signal: controller.signal },
    );
    while (!existsSync(pidFile)) await Bun.sleep(10);
    const pid = Number(readFileSync(pidFile, "utf8"));
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const niceness = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    expect(niceness).toBeGreaterThanOrEqual(7);
    controller.abort(new Error("stage cancelled"));
    await expect(pending).rejects.toThrow("stage cancelled");
    expect(() => process.kill(pid, 0)).toThrow();
    const already = AbortSignal.abort(new Error("cancelled before start"));
    await expect(pocketsphinxTranscriber().transcribe(wav, { signal: already })).rejects.toThrow(
      "cancelled before start",
    );
  }, 30_000);

  test("audio that is not 16 kHz mono WAV is a permanent error that says how to convert it", async () => {
    const wav = await speech("wrong-rate", ["hello"], 0.1, 22050);
    const err = await failure(pocketsphinxTranscriber().transcribe(wav, {}));
    expect(err.permanent).toBe(true);
    expect(err.message).toContain("22050 Hz");
    expect(err.message).toContain("-ar 16000 -ac 1");
    const notWav = join(dir, "not.wav");
    writeFileSync(notWav, "this is not audio at all");
    expect((await failure(pocketsphinxTranscriber().transcribe(notWav, {}))).message).toContain(
      "not a WAV file",
    );
    expect(
      (await failure(pocketsphinxTranscriber().transcribe(join(dir, "missing.wav"), {}))).message,
    ).toContain("missing");
  }, 30_000);

  test("silence is a permanent error, not an empty transcript", async () => {
    const silent = join(dir, "silent.wav");
    await run(["sox", "-n", "-r", "16000", "-c", "1", "-b", "16", silent, "trim", "0", "3"]);
    const err = await failure(pocketsphinxTranscriber().transcribe(silent, {}));
    expect(err.permanent).toBe(true);
    expect(err.message).toContain("no speech was recognised");
  }, 30_000);

  test("a missing binary or model is permanent and names the Debian packages", async () => {
    const wav = join(dir, "silent.wav");
    const noBinary = await failure(
      pocketsphinxTranscriber({ binary: "pocketsphinx_continuous_not_here" }).transcribe(wav, {}),
    );
    expect(noBinary.permanent).toBe(true);
    expect(noBinary.message).toBe(
      "pocketsphinx is not installed (pocketsphinx_continuous_not_here not found): apt-get install pocketsphinx pocketsphinx-en-us",
    );
    const noModel = await failure(
      pocketsphinxTranscriber({ modelDir: join(dir, "no-model") }).transcribe(wav, {}),
    );
    expect(noModel.message).toContain("the pocketsphinx English model is missing");
    expect(isAvailable({ binary: "pocketsphinx_continuous_not_here" })).toBe(false);
  });

  test("a model pocketsphinx cannot read is a permanent error with its reason", async () => {
    const wav = await speech("bad-model", ["hello"], 0.1);
    const badLm = join(dir, "bad.lm");
    writeFileSync(badLm, "this is not a language model\n");
    const err = await failure(
      pocketsphinxTranscriber({ model: { lm: badLm, dict: join(dir, "missing.dict") } }).transcribe(
        wav,
        {},
      ),
    );
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/^pocketsphinx failed \(exit \d+\): ./);
  }, 30_000);

  test("a language other than English is refused up front", async () => {
    const err = await failure(
      pocketsphinxTranscriber().transcribe(join(dir, "silent.wav"), { language: "fr" }),
    );
    expect(err.permanent).toBe(true);
    expect(err.message).toContain("only has an English model");
  });

  test("word times: fillers dropped, alternative pronunciations named by their word, split at pauses and length", () => {
    const out = [
      "the tap is leaking",
      "<s> 0.000 0.020 0.999000",
      "the 0.030 0.110 0.110421",
      "<sil> 0.120 0.160 0.427416",
      "tap(2) 0.170 0.440 0.015508",
      "[NOISE] 0.450 0.500 0.5",
      "is 0.510 0.600 0.2",
      "leaking 0.610 1.000 0.3",
      "</s> 1.010 1.200 1.000000",
      "the window",
      "the 1.900 2.000 0.1",
      "++UH++ 2.000 2.100 0.1",
      "window 2.100 2.500 0.1",
    ].join("\n");
    const words = parseWordTimes(out);
    expect(words.map((w) => w.word)).toEqual(["the", "tap", "is", "leaking", "the", "window"]);
    // Each segment carries the mean word confidence and the words heard below UNCLEAR_BELOW (0.1).
    expect(segmentWords(words, 0.6, 12)).toEqual([
      { start: 0.03, end: 1, text: "the tap is leaking", confidence: 0.156, unclear: ["tap"] },
      { start: 1.9, end: 2.5, text: "the window", confidence: 0.1 },
    ]);
    // With a 0.65 s limit on length, the first utterance splits too.
    expect(segmentWords(words, 0.6, 0.65).map((s) => s.text)).toEqual([
      "the tap is",
      "leaking",
      "the window",
    ]);
  });

  // pocketsphinx on 48 s of music (a test video's random drum noise): four words in one long utterance
  // of "[SPEECH]". "dead" is not a filler, so the filler rule alone took it for talk and the visit said
  // "no issues found".
  const music = [
    "there are dead the",
    "<s> 0.000 0.260 1.000000",
    "[SPEECH] 0.270 0.400 0.902297",
    "there(2) 0.410 0.520 0.005107",
    "are(2) 1.250 1.400 0.919606",
    ...Array.from({ length: 40 }, (_, i) => `[SPEECH] ${2 + i}.270 ${2 + i}.400 0.7`),
    "dead 43.930 44.250 0.697717",
    "the 44.940 45.050 0.281240",
    "</s> 47.900 48.000 1.000000",
  ].join("\n");
  const sentence = [
    "right the kitchen tap is leaking",
    "<s> 0.000 0.100 1.000000",
    "right 0.110 0.400 0.9",
    "<sil> 0.410 0.600 0.9",
    "the 0.610 0.700 0.9",
    "kitchen 0.710 1.100 0.9",
    "tap 1.110 1.400 0.9",
    "is 1.410 1.500 0.9",
    "leaking 1.510 2.000 0.9",
    "</s> 2.010 2.300 1.000000",
  ].join("\n");
  const judge = (out: string) => {
    const words = parseWordTimes(out);
    return requireSpeech(transcriptOf("en", segmentWords(words, 0.6, 12)), hearingOf(out, words));
  };

  test("sound the recogniser matched to words only in slivers is music or noise, not speech", () => {
    const hearing = hearingOf(music, parseWordTimes(music));
    expect(hearing.soundSeconds).toBeCloseTo(48, 5);
    expect(hearing.wordSeconds).toBeCloseTo(0.11 + 0.15 + 0.32 + 0.11, 5);
    expect(() => judge(music)).toThrow(
      /^no speech was heard in the recording: of 48 s of sound the recogniser matched only 1 % to words \("there are dead the"\), e\.g\. music or noise/,
    );
    try {
      judge(music);
    } catch (e) {
      expect(e).toBeInstanceOf(TranscriberError);
      expect((e as TranscriberError).permanent).toBe(true);
    }
    // A sentence, even one with a long pause after it, is speech; so is one alone in a short clip.
    expect(judge(sentence).text).toBe("right the kitchen tap is leaking");
    const paused = sentence.replace("</s> 2.010 2.300", "</s> 2.010 4.500");
    expect(judge(paused).text).toBe("right the kitchen tap is leaking");
    // Talk over an alarm beeping every second: words cover 11 % of 50 s of sound, but they are many
    // and varied (measured on espeak-ng speech mixed with a 2 kHz beep), so it is speech.
    const beeping = [
      "right the garage the oven is not working that's a leak the cleaner",
      "<s> 0.000 0.100 1.000000",
      ...[
        "right",
        "the",
        "garage",
        "the",
        "oven",
        "is",
        "not",
        "working",
        "that's",
        "a",
        "leak",
        "the",
        "cleaner",
        "boiler",
        "pump",
        "noisy",
      ].map((w, i) => `${w} ${(3 + i * 3).toFixed(3)} ${(3.35 + i * 3).toFixed(3)} 0.5`),
      "</s> 50.000 50.600 1.000000",
    ].join("\n");
    const heardBeeping = hearingOf(beeping, parseWordTimes(beeping));
    expect(heardBeeping.wordSeconds / heardBeeping.soundSeconds).toBeLessThan(0.2);
    expect(judge(beeping).text).toContain("oven is not working");
    // Without a measure of the sound (other adapters), only the filler rule applies.
    expect(requireSpeech(transcriptOf("en", [{ start: 0, end: 1, text: "dead" }])).text).toBe(
      "dead",
    );
  });
});

// ---- openai: a local server speaking the real request and response shapes -----------------------

interface Received {
  path: string;
  auth: string | null;
  contentType: string | null;
  fields: Record<string, string>;
  file?: { name: string; size: number; bytesMatch: boolean };
}

const verboseJson = {
  task: "transcribe",
  language: "english",
  duration: 7.5,
  text: " The tap under the sink is leaking. The smoke alarm is missing.",
  segments: [
    {
      id: 0,
      seek: 0,
      start: 0.0,
      end: 3.24,
      text: " The tap under the sink is leaking.",
      tokens: [50364, 440],
      temperature: 0,
      avg_logprob: -0.2,
      compression_ratio: 1.1,
      no_speech_prob: 0.01,
    },
    {
      id: 1,
      seek: 0,
      start: 4.5,
      end: 7.5,
      text: " The smoke alarm is missing.",
      tokens: [50564, 440],
      temperature: 0,
      avg_logprob: -0.3,
      compression_ratio: 1.1,
      no_speech_prob: 0.02,
    },
  ],
};

describe("openai", () => {
  let server: Server<unknown>;
  let base: string;
  let mode:
    | "ok"
    | "401"
    | "403"
    | "500"
    | "slow"
    | "malformed"
    | "malformed-once"
    | "no-segments"
    | "bad-segment"
    | "400" = "ok";
  let received: Received[] = [];
  let wav: string;
  let wavBytes: Uint8Array;

  beforeAll(async () => {
    wav = join(dir, "upload.wav");
    await run([
      "sox",
      "-n",
      "-r",
      "16000",
      "-c",
      "1",
      "-b",
      "16",
      wav,
      "synth",
      "0.5",
      "sine",
      "440",
    ]);
    wavBytes = await Bun.file(wav).bytes();
    server = Bun.serve({
      port: 0,
      async fetch(req) {
        const url = new URL(req.url);
        const form = await req.formData();
        const fields: Record<string, string> = {};
        let file: Received["file"];
        for (const [k, v] of form.entries() as Iterable<[string, string | File]>) {
          if (typeof v === "string") fields[k] = v;
          else {
            const bytes = new Uint8Array(await v.arrayBuffer());
            file = {
              name: v.name,
              size: bytes.length,
              bytesMatch: Buffer.from(bytes).equals(Buffer.from(wavBytes)),
            };
          }
        }
        received.push({
          path: url.pathname,
          auth: req.headers.get("authorization"),
          contentType: req.headers.get("content-type"),
          fields,
          file,
        });
        const json = (body: unknown, status = 200) => Response.json(body, { status });
        switch (mode) {
          case "401":
            return json(
              {
                error: {
                  message: "Incorrect API key provided: sk-test-secret-123",
                  type: "invalid_request_error",
                  code: "invalid_api_key",
                },
              },
              401,
            );
          case "403":
            return json({ error: { message: "forbidden" } }, 403);
          case "400":
            return json({ error: { message: "model 'nope' not found" } }, 400);
          case "500":
            return new Response("upstream exploded", { status: 500 });
          case "slow":
            await Bun.sleep(2000);
            return json(verboseJson);
          case "malformed":
            return new Response('{"text": "the tap', {
              headers: { "content-type": "application/json" },
            });
          case "malformed-once":
            if (received.length === 1)
              return new Response("<html>502 bad gateway</html>", { status: 200 });
            return json(verboseJson);
          case "no-segments":
            return json({ text: " The boiler is not firing.", language: "en", duration: 2.25 });
          case "bad-segment":
            return json({ ...verboseJson, segments: [{ start: "zero", end: 1, text: "x" }] });
          default:
            return json(verboseJson);
        }
      },
    });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.stop(true));

  const transcriber = (extra: { timeoutMs?: number; apiKey?: string } = {}) =>
    openAiTranscriber({
      url: base,
      apiKey: "sk-test-secret-123",
      model: "Systran/faster-whisper-small",
      ...extra,
    });
  const reset = (m: typeof mode) => {
    mode = m;
    received = [];
  };

  test("sends the file and fields as multipart with the bearer key, and maps verbose_json segments", async () => {
    reset("ok");
    const t = await transcriber().transcribe(wav, { language: "en" });
    expect(received).toHaveLength(1);
    const r = received[0]!;
    expect(r.path).toBe("/v1/audio/transcriptions");
    expect(r.auth).toBe("Bearer sk-test-secret-123");
    expect(r.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(r.fields).toEqual({
      model: "Systran/faster-whisper-small",
      response_format: "verbose_json",
      "timestamp_granularities[]": "segment",
      language: "en",
    });
    expect(r.file).toEqual({ name: "upload.wav", size: wavBytes.length, bytesMatch: true });
    expect(t).toEqual({
      language: "en",
      text: "The tap under the sink is leaking. The smoke alarm is missing.",
      segments: [
        // avg_logprob as a confidence: exp(-0.2), exp(-0.3).
        { start: 0, end: 3.24, text: "The tap under the sink is leaking.", confidence: 0.819 },
        { start: 4.5, end: 7.5, text: "The smoke alarm is missing.", confidence: 0.741 },
      ],
    });
  });

  test("a URL given with /v1 is not doubled; no key means no Authorization header; default model", async () => {
    expect(endpointOf("http://gpu:8000/v1/")).toBe("http://gpu:8000/v1/audio/transcriptions");
    expect(endpointOf("https://api.openai.com")).toBe(
      "https://api.openai.com/v1/audio/transcriptions",
    );
    reset("ok");
    await openAiTranscriber({ url: `${base}/v1` }).transcribe(wav, {});
    expect(received[0]!.path).toBe("/v1/audio/transcriptions");
    expect(received[0]!.auth).toBeNull();
    expect(received[0]!.fields.model).toBe("whisper-1");
    expect(received[0]!.fields.language).toBeUndefined();
  });

  test("401 and 403 are permanent, say the key was refused, and never echo the key", async () => {
    for (const status of ["401", "403"] as const) {
      reset(status);
      const err = await failure(transcriber().transcribe(wav, {}));
      expect(err.permanent).toBe(true);
      expect(err.message).toContain(`the transcription endpoint refused the API key (${status})`);
      expect(err.message).toContain("SITEVISIT_TRANSCRIBE_API_KEY");
      expect(err.message).not.toContain("sk-test-secret-123");
    }
    expect(received).toHaveLength(1);
  });

  test("another 4xx is permanent with the server's reason", async () => {
    reset("400");
    const err = await failure(transcriber().transcribe(wav, {}));
    expect(err.permanent).toBe(true);
    expect(err.message).toBe(
      "the transcription endpoint rejected the request (400): model 'nope' not found",
    );
  });

  test("5xx is transient", async () => {
    reset("500");
    const err = await failure(transcriber().transcribe(wav, {}));
    expect(err.permanent).toBe(false);
    expect(err.message).toBe(
      "the transcription endpoint failed (500); will retry: upstream exploded",
    );
  });

  test("a timeout is transient and says how long it waited", async () => {
    reset("slow");
    const err = await failure(transcriber({ timeoutMs: 300 }).transcribe(wav, {}));
    expect(err.permanent).toBe(false);
    expect(err.message).toContain("did not answer within 0.3 s");
  });

  test("the caller's abort is passed through as the abort, not as a transcriber failure", async () => {
    reset("slow");
    const controller = new AbortController();
    const pending = transcriber().transcribe(wav, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("shutting down")), 100);
    await expect(pending).rejects.toThrow("shutting down");
  });

  test("an unreachable endpoint is transient", async () => {
    const closed = Bun.serve({ port: 0, fetch: () => new Response() });
    const url = `http://127.0.0.1:${closed.port}`;
    closed.stop(true);
    const err = await failure(openAiTranscriber({ url }).transcribe(wav, {}));
    expect(err.permanent).toBe(false);
    expect(err.message).toContain("could not reach the transcription endpoint");
  });

  test("malformed JSON is retried once; malformed twice is permanent and says so", async () => {
    reset("malformed-once");
    const t = await transcriber().transcribe(wav, {});
    expect(received).toHaveLength(2);
    expect(t.segments).toHaveLength(2);

    reset("malformed");
    const err = await failure(transcriber().transcribe(wav, {}));
    expect(received).toHaveLength(2);
    expect(err.permanent).toBe(true);
    expect(err.message).toContain("answered twice with malformed JSON");

    reset("bad-segment");
    expect((await failure(transcriber().transcribe(wav, {}))).message).toContain(
      "a segment without numeric start/end and text",
    );
  });

  test("a server that ignores verbose_json still gives one segment from its text", async () => {
    reset("no-segments");
    expect(await transcriber().transcribe(wav, {})).toEqual({
      language: "en",
      text: "The boiler is not firing.",
      segments: [{ start: 0, end: 2.25, text: "The boiler is not firing." }],
    });
  });

  test("a missing audio file is permanent and sends nothing", async () => {
    reset("ok");
    const err = await failure(transcriber().transcribe(join(dir, "nope.wav"), {}));
    expect(err.permanent).toBe(true);
    expect(received).toHaveLength(0);
  });
});

describe("choosing a transcriber (docs/api.md, Video processing)", () => {
  const missing = { binary: "pocketsphinx_continuous_not_here" };

  test("auto: openai when a URL is set, else pocketsphinx when installed, else none", () => {
    expect(chooseTranscriber({ url: "http://gpu:8000" }).transcriber.name).toBe("openai");
    expect(chooseTranscriber({ transcriber: "auto" }).transcriber.name).toBe("pocketsphinx");
    const none = chooseTranscriber({ url: "  ", pocketsphinx: missing });
    expect(none.transcriber.name).toBe("none");
    expect(none.reason).toContain("pocketsphinx is not installed");
  });

  test("explicit choices, and the errors they give", async () => {
    expect(
      chooseTranscriber({ transcriber: "pocketsphinx", url: "http://gpu:8000" }).transcriber.name,
    ).toBe("pocketsphinx");
    expect(
      chooseTranscriber({ transcriber: "pocketsphinx", pocketsphinx: missing }).reason,
    ).toContain("apt-get install pocketsphinx");
    expect(chooseTranscriber({ transcriber: "none", url: "http://gpu:8000" }).transcriber).toBe(
      noneTranscriber,
    );
    expect(() => chooseTranscriber({ transcriber: "openai" })).toThrow(
      "SITEVISIT_TRANSCRIBER=openai needs SITEVISIT_TRANSCRIBE_URL",
    );
    expect(() => chooseTranscriber({ transcriber: "whisper" as never })).toThrow(
      'unknown SITEVISIT_TRANSCRIBER "whisper"',
    );
    const err = await failure(noneTranscriber.transcribe("x.wav", {}));
    expect(err.permanent).toBe(true);
    expect(err.message).toContain("upload a transcript");
  });
});
