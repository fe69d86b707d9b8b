/**
 * `sitevisit try FILE` from the built binary (run `bun run build` first): an espeak-ng walkthrough
 * video and transcript files give the same transcript and items as the server's pipeline makes from
 * the same input; bad input ends with one clear line and exit 1.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { removeDir, runCli, startServer, tempDir, type TestServer } from "./helpers/server";
import { makeSilentVideo, makeWalkthrough, type Walkthrough } from "./helpers/walkthrough";

const ENV = {
  SITEVISIT_TRANSCRIBER: "pocketsphinx",
  SITEVISIT_EXTRACTOR: "rules",
  SITEVISIT_TRANSCRIBE_URL: "",
  SITEVISIT_LLM_URL: "",
};
const sitevisitTry = (args: string[], env: Record<string, string> = {}) =>
  runCli(["try", ...args], { binary: true, env: { ...ENV, ...env } });

const LINES = [
  "Okay, this is the kitchen.",
  "The kitchen tap is leaking under the sink.",
  "The smoke alarm in the hallway is not working, that is dangerous.",
  "The bedroom window will not close properly.",
];
const VTT = `WEBVTT

00:00:02.000 --> 00:00:05.500
Right, we're in the kitchen now.

00:00:06.000 --> 00:00:10.000
The tap under the sink is dripping, low priority.

00:01:04.250 --> 00:01:09.000
Bathroom. There's black mould on the ceiling above the shower.
`;
const SRT = `1
00:00:02,000 --> 00:00:05,500
Right, we're in the kitchen now.

2
00:00:06,000 --> 00:00:10,000
The tap under the sink is dripping, low priority.
`;

let dir: string;
let server: TestServer;
let tenant: Tenant;
let walk: Walkthrough;

beforeAll(async () => {
  dir = tempDir("sitevisit-try-");
  [walk, server] = await Promise.all([
    makeWalkthrough(LINES, { voice: "en-us" }),
    startServer({ binary: true, env: ENV }),
  ]);
  tenant = await createTenant(server);
});
afterAll(async () => {
  await server?.stop();
  if (dir) removeDir(dir);
});

/** What the server makes of the same input: its transcript and its items, in order. */
async function throughServer(
  path: "video" | "transcript",
  body: Blob | string,
  contentType: string,
) {
  const property = (await tenant.live.post("/properties", { name: "Try" })).body.id;
  const visit = (await tenant.live.post("/site-visits", { property_id: property, title: "Try" }))
    .body.id;
  const put = await fetch(`${server.api}/site-visits/${visit}/${path}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${tenant.liveKey}`, "content-type": contentType },
    body,
  });
  expect(put.status).toBe(202);
  let v: any;
  for (let i = 0; i < 600; i++) {
    v = (await tenant.live.get(`/site-visits/${visit}`)).body;
    if (v.status !== "PROCESSING") break;
    await Bun.sleep(200);
  }
  expect(v.status).toBe("READY");
  const items = (await tenant.live.get(`/action-items?site_visit_id=${visit}&limit=100`)).body.data;
  const transcript = (await tenant.live.get(`/site-visits/${visit}/transcript`)).body;
  const fields = [
    "title",
    "description",
    "category",
    "location",
    "priority",
    "timestampSec",
    "transcriptQuote",
  ] as const;
  return {
    transcript,
    summary: v.summary,
    items: byOrder(items).map((i: any) => Object.fromEntries(fields.map((f) => [f, i[f]]))),
  };
}

/** The API lists newest first; `order` is the extractor's order, which `try` prints. */
const byOrder = (items: any[]) => [...items].sort((a, b) => a.order - b.order);

describe("sitevisit try", () => {
  test("a walkthrough video: the timed transcript and the items the server creates from the same video", async () => {
    const r = await sitevisitTry([walk.path, "--json"]);
    expect(r.stderr).toBe(""); // --json without a terminal: nothing but the document
    expect(r.code).toBe(0);
    expect(r.json.kind).toBe("media");
    expect(r.json.transcriber).toBe("pocketsphinx");
    expect(r.json.extractor).toBe("rules");
    expect(r.json.durationSec).toBeCloseTo(walk.durationSec, 0);
    expect(Object.keys(r.json.timings)).toEqual(["probe", "audio", "transcribe", "extract"]);
    expect(r.json.transcript.segments.length).toBeGreaterThan(0);
    for (const s of r.json.transcript.segments)
      expect(s.end).toBeLessThanOrEqual(walk.durationSec + 1);
    expect(r.json.items.length).toBeGreaterThan(0);
    const server = await throughServer("video", Bun.file(walk.path), "video/mp4");
    expect(r.json.transcript).toEqual(server.transcript);
    expect(r.json.items).toEqual(server.items);
    expect(r.json.summary).toBe(server.summary);
  }, 240_000);

  test("the human output: stages with their time on stderr, transcript lines and items with mm:ss on stdout", async () => {
    const r = await sitevisitTry([walk.path]);
    expect(r.code).toBe(0);
    for (const stage of ["[1/4] probe", "[2/4] audio", "[3/4] transcribe", "[4/4] extract"])
      expect(r.stderr).toMatch(new RegExp(`${stage.replace(/[[\]/]/g, "\\$&")}: \\d+\\.\\d s`));
    expect(r.stderr).toMatch(/^done in \d+\.\d s$/m);
    expect(r.stdout).toMatch(/^transcript \(en, \d+ segments\):$/m);
    expect(r.stdout).toMatch(/^ {2}00:0\d {2}\S/m);
    expect(r.stdout).toMatch(/^items \(\d+\):$/m);
    expect(r.stdout).toMatch(/^ {5}(LOW|MEDIUM|HIGH) · [a-z_]+ · .*\d\d:\d\d$/m);
  }, 120_000);

  test("a WebVTT, an SRT and a JSON transcript: the items the server creates from the same transcript", async () => {
    const vtt = join(dir, "visit.vtt");
    writeFileSync(vtt, VTT);
    const r = await sitevisitTry([vtt, "--json"]);
    expect(r.code).toBe(0);
    expect(r.json.kind).toBe("transcript");
    expect(r.json.transcriber).toBeNull();
    expect(r.json.transcript.segments.map((s: any) => s.start)).toEqual([2, 6, 64.25]);
    expect(r.json.items.length).toBeGreaterThanOrEqual(2);
    const server = await throughServer("transcript", VTT, "text/vtt");
    expect(r.json.items).toEqual(server.items);
    expect(r.json.transcript).toEqual(server.transcript);

    const human = await sitevisitTry([vtt]);
    expect(human.stdout).toContain(
      "  01:04  Bathroom. There's black mould on the ceiling above the shower.",
    );
    expect(human.stdout).toMatch(/ · 01:04$/m);

    const srt = join(dir, "visit.srt");
    writeFileSync(srt, SRT);
    const s = await sitevisitTry([srt, "--json"]);
    expect(s.code).toBe(0);
    expect(s.json.items).toEqual(r.json.items.filter((i: any) => i.timestampSec < 60));

    // The shape GET /site-visits/{id}/transcript returns goes back in as is.
    const json = join(dir, "visit.json");
    writeFileSync(json, JSON.stringify(server.transcript));
    const j = await sitevisitTry([json, "--json"]);
    expect(j.code).toBe(0);
    expect(j.json.items).toEqual(r.json.items);
  }, 60_000);

  describe("bad input: one clear line, exit 1, no stack trace", () => {
    const cases: [string, () => Promise<string>, string, RegExp][] = [
      ["a missing file", async () => join(dir, "nope.mp4"), "bad_input", /nope\.mp4: no such file/],
      ["a directory", async () => dir, "bad_input", /no such file/],
      [
        "an unknown type",
        async () => (writeFileSync(join(dir, "notes.docx"), "x"), join(dir, "notes.docx")),
        "bad_input",
        /unknown file type '\.docx'; give a video or audio file/,
      ],
      [
        "a video without audio",
        () => makeSilentVideo("no-audio"),
        "bad_input",
        /has no audio track/,
      ],
      [
        "a file that is not media",
        async () => (
          writeFileSync(join(dir, "fake.mov"), "not a video at all"), join(dir, "fake.mov")
        ),
        "bad_input",
        /fake\.mov is not a readable video or audio file/,
      ],
      [
        "an empty transcript",
        async () => (writeFileSync(join(dir, "empty.vtt"), ""), join(dir, "empty.vtt")),
        "bad_input",
        /empty\.vtt cannot be read as a transcript: the transcript is empty/,
      ],
      [
        "a JSON file that is not a transcript",
        async () => (writeFileSync(join(dir, "x.json"), '{"a":1}'), join(dir, "x.json")),
        "bad_input",
        /x\.json cannot be read as a transcript: .*'segments'/,
      ],
      [
        "silence",
        () => makeSilentVideo("silence"),
        "processing_failed",
        /no speech was recognised/,
      ],
    ];
    for (const [name, make, code, message] of cases)
      test(name, async () => {
        const file = await make();
        const human = await sitevisitTry([file]);
        expect(human.code).toBe(1);
        expect(human.stdout).toBe("");
        expect(human.stderr.trimEnd().split("\n").at(-1)).toMatch(
          new RegExp(`^error: .*${message.source}`),
        );
        expect(human.stderr).not.toMatch(/\n\s+at /);
        const json = await sitevisitTry([file, "--json"]);
        expect(json.code).toBe(1);
        expect(JSON.parse(json.stderr)).toEqual({
          error: { code, message: expect.stringMatching(message) },
        });
      }, 60_000);

    test("a recording with no usable transcriber: the setting to fix", async () => {
      const r = await sitevisitTry([walk.path], { SITEVISIT_TRANSCRIBER: "openai" });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^error: .*SITEVISIT_TRANSCRIBE_URL/);
      // A transcript needs no transcriber.
      writeFileSync(join(dir, "ok.txt"), "The kitchen tap is leaking.");
      expect(
        (await sitevisitTry([join(dir, "ok.txt")], { SITEVISIT_TRANSCRIBER: "openai" })).code,
      ).toBe(0);
    });

    test("no file argument is a usage error (exit 2)", async () => {
      const r = await sitevisitTry([]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^error: .*file/);
    });
  });
});
