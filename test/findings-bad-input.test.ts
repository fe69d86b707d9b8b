// Bad input to the findings pipeline (issue 20), against the built binary with the offline
// pocketsphinx transcriber: one word 100,000 times, a single 1 MB line, 100,000 WebVTT cues (and the
// most that fit under the cap), walkthroughs in seven other languages as text and French as speech,
// and music without speech. Each finishes in bounded time, /healthz keeps answering while it runs
// (compared with the same server idle), and it ends READY with what was honestly found (never
// confident items made of another language or of music) or DRAFT with a processingError that says why.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, draftVisit, settledVisit, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { cues, HOSTILE_TEXTS, realisticText, stamp } from "./helpers/hostile-text";
import { healthzWhile, p99, STALL_MS } from "./helpers/healthz";
import { makeMusicVideo, makeWalkthrough } from "./helpers/walkthrough";

const MiB = 1024 * 1024;

// Written for this test: a surveyor's walkthrough in each language (a leak, a broken cooker hood,
// black mould above the shower, a smoke alarm without a battery).
const FOREIGN: Record<string, string> = {
  French:
    "Bonjour, nous sommes au 12 rue des Lilas pour la visite. Dans la cuisine, le robinet sous l'évier fuit beaucoup et la hotte aspirante ne marche plus. Dans la salle de bain, il y a de la moisissure noire au plafond au-dessus de la douche.",
  German:
    "Wir sind jetzt in der Küche. Der Wasserhahn unter der Spüle tropft stark, und die Dunstabzugshaube funktioniert nicht mehr. Im Badezimmer ist schwarzer Schimmel an der Decke über der Dusche, das muss dringend erledigt werden.",
  Spanish:
    "Estamos en la cocina. El grifo debajo del fregadero gotea mucho y la campana extractora no funciona. En el baño hay moho negro en el techo encima de la ducha, hay que arreglarlo pronto.",
  Polish:
    "Jesteśmy w kuchni. Kran pod zlewem mocno przecieka, a okap nie działa. W łazience jest czarna pleśń na suficie nad prysznicem, trzeba to pilnie naprawić.",
  Chinese:
    "我们现在在厨房。水槽下面的水龙头漏水很严重，抽油烟机也坏了。浴室里淋浴上方的天花板有黑色霉菌，需要尽快处理。走廊的烟雾报警器没有电池。",
  Arabic:
    "نحن الآن في المطبخ. الحنفية تحت الحوض تسرب الماء بشدة، وشفاط المطبخ لا يعمل. في الحمام يوجد عفن أسود على السقف فوق الدش، يجب إصلاحه بسرعة.",
  Russian:
    "Мы на кухне. Кран под раковиной сильно протекает, а вытяжка не работает. В ванной на потолке над душем чёрная плесень, это нужно срочно исправить.",
};

const FRENCH_SPEECH = [
  "Bonjour, nous sommes au douze rue des Lilas pour la visite.",
  "Dans la cuisine, le robinet sous l'évier fuit beaucoup, il faut appeler un plombier cette semaine.",
  "La hotte aspirante ne marche plus du tout.",
  "Dans la salle de bain, il y a de la moisissure noire au plafond au-dessus de la douche.",
  "Le détecteur de fumée dans le couloir n'a plus de pile, c'est urgent.",
  "La chambre est en bon état, rien à signaler.",
];

let server: TestServer;
let t: Tenant;
let frenchVideo: string;
let musicVideo: string;

beforeAll(async () => {
  let french: { path: string };
  [server, french, musicVideo] = await Promise.all([
    startServer({ binary: true, env: { SITEVISIT_TRANSCRIBER: "pocketsphinx" } }),
    makeWalkthrough(FRENCH_SPEECH, { voice: "fr", speed: 150 }),
    makeMusicVideo(),
  ]);
  frenchVideo = french.path;
  t = await createTenant(server, "Acme Property", { plan: "pro" });
});
afterAll(() => server?.stop());

const put = (id: string, what: "transcript" | "video", raw: BodyInit, contentType: string) =>
  t.live.request("PUT", `/site-visits/${id}/${what}`, {
    raw,
    headers: { "content-type": contentType },
  });

/**
 * Uploads into a new visit and waits until it leaves PROCESSING, asking /healthz meanwhile. The
 * event loop must not stall: every answer within STALL_MS (5 s), which no healthy server comes near
 * even on a busy machine (a stall was 12 s). The p99 beside idle is printed here and measured in
 * bench/extraction.ts, never asserted: a busy machine moves it.
 */
async function processed(
  name: string,
  what: "transcript" | "video",
  raw: BodyInit,
  contentType: string,
) {
  // A video takes tens of seconds: sample /healthz every 10 ms rather than flat out beside it.
  const gap = what === "video" ? 10 : 0;
  const idle = await healthzWhile(server.url, Bun.sleep(1000), 30, gap);
  const id = await draftVisit(t.live);
  const started = performance.now();
  const work = (async () => {
    const res = await put(id, what, raw, contentType);
    expect(res.status).toBe(202);
    return settledVisit(t.live, id, 300_000, 100);
  })();
  const busy = await healthzWhile(server.url, work, 30, gap);
  const visit = await work;
  const seconds = (performance.now() - started) / 1000;
  const items = await t.live.all(`/action-items?site_visit_id=${id}`);
  console.log(
    `${name}: ${visit.status} in ${seconds.toFixed(1)} s, ${items.length} items; /healthz p99 idle ${p99(idle).toFixed(1)} ms (${idle.length}), while processing ${p99(busy).toFixed(1)} ms (${busy.length}), max ${Math.max(...busy).toFixed(1)} ms\n  ${visit.status === "READY" ? `summary: ${visit.summary}` : `processingError: ${visit.processingError}`}${items.length ? `\n  items: ${items.map((i) => `${i.title} (${i.priority})`).join("; ")}` : ""}`,
  );
  expect(Math.max(...busy)).toBeLessThan(STALL_MS);
  return { visit, items };
}

/** Tiny cues, one every 0.8 s: one letter each, and a leaking tap in every fiftieth. */
const tinyCue = (i: number) =>
  `${stamp(i * 800)} --> ${stamp(i * 800 + 700)}\n${i % 50 === 49 ? "the tap is leaking" : "k"}\n\n`;

describe("bad input ends READY with what was honestly found, or DRAFT saying why", () => {
  test("one word 100,000 times: READY with at most one item, in bounded time", async () => {
    const text = HOSTILE_TEXTS["one word repeated"]("leaking ".length * 100_000);
    expect(text.split(" ").filter(Boolean)).toHaveLength(100_000);
    const { visit, items } = await processed("one word ×100,000", "transcript", text, "text/plain");
    expect(visit).toMatchObject({ status: "READY", processingError: null });
    // The one thing said, said once: one finding, never 100,000 or a description of 100,000 words.
    expect(items.length).toBeLessThanOrEqual(1);
    expect(visit.summary).toMatch(/^Walkthrough: (1 finding|no issues found)/);
    for (const i of items) expect((i.description ?? "").length).toBeLessThan(2000);
  }, 600_000);

  test("a single line of 1 MB, no newline and no punctuation: READY with its findings and a sane summary", async () => {
    const line = realisticText(2 * MiB)
      .replace(/\n/g, " ")
      .replace(/[.,]/g, "")
      .slice(0, MiB - 1);
    expect(line).not.toContain("\n");
    expect(line).toHaveLength(MiB - 1);
    const { visit, items } = await processed(
      "a single 1 MB line",
      "transcript",
      line,
      "text/plain",
    );
    expect(visit).toMatchObject({ status: "READY", processingError: null });
    // The eight sentences repeated: their findings, bounded by the 200-item cap, never 1 MB of them.
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(200);
    expect(items.map((i) => i.title).join(" ")).toMatch(/extractor fan/i);
    // "sorting straight away" is not an address ("Walkthrough of Way").
    expect(visit.summary).toMatch(/^Walkthrough: \d+ findings? \(/);
  }, 600_000);

  test("100,000 WebVTT cues cannot fit the 1 MiB cap: 413 naming the limit, the visit stays DRAFT", async () => {
    const vtt = `WEBVTT\n\n${Array.from({ length: 100_000 }, (_, i) => tinyCue(i)).join("")}`;
    expect(vtt.match(/-->/g)).toHaveLength(100_000);
    const id = await draftVisit(t.live);
    const res = await put(id, "transcript", vtt, "text/vtt");
    expectError(res, 413, "payload_too_large");
    expect(res.body.error.message).toContain("1 MiB");
    expect(res.body.error.message).toContain("SITEVISIT_MAX_TRANSCRIPT_BYTES");
    const visit = (await t.live.get(`/site-visits/${id}`)).body;
    expect(visit).toMatchObject({ status: "DRAFT", processingError: null });
  }, 120_000);

  test("the most WebVTT cues that fit under 1 MiB (30,000 and more) are processed to READY", async () => {
    const vtt = cues(MiB, "WEBVTT\n\n", tinyCue);
    const count = vtt.match(/-->/g)!.length;
    expect(count).toBeGreaterThan(30_000);
    const { visit, items } = await processed(`${count} WebVTT cues`, "transcript", vtt, "text/vtt");
    expect(visit).toMatchObject({ status: "READY", processingError: null });
    // The leaking tap said 600 times is one item, its first mention's time; the rest add little.
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: "Tap leaking", timestampSec: 39.2 });
    expect(items[0].description.length).toBeLessThan(2000);
    const tr = await t.live.get(`/site-visits/${visit.id}/transcript`);
    expect(tr.body.segments).toHaveLength(count);
  }, 600_000);

  for (const [language, text] of Object.entries(FOREIGN))
    test(`a walkthrough in ${language}: READY, no items, and a summary that says it is not English`, async () => {
      const { visit, items } = await processed(
        `transcript in ${language}`,
        "transcript",
        text,
        "text/plain",
      );
      // Before: "Walkthrough: no issues found, nothing needs action." for a leak and black mould.
      expect(visit).toMatchObject({ status: "READY", processingError: null });
      expect(items).toEqual([]);
      expect(visit.summary).toStartWith("The transcript is not in English");
      expect(visit.summary).toContain("no findings were made");
      expect(visit.summary).not.toContain("no issues found");
    }, 120_000);

  // French speech runs like any recording: bounded, /healthz answering, READY or DRAFT saying why.
  // Not met: the English model hears English words in it and the extractor can file them with
  // confidence ("Wall leak", "Floor cold"). Its word confidences do not tell the two apart (English
  // walkthroughs 0.39 to 0.45 mean, French, German, Spanish, Italian and Polish 0.34 to 0.41), so no
  // threshold on them can; docs/configuration.md ("What the offline pipeline can hear") says so and points at Whisper.
  test("French speech on video: finishes in bounded time, READY or DRAFT with a reason", async () => {
    const french = await processed(
      "French speech (espeak-ng fr)",
      "video",
      Bun.file(frenchVideo),
      "video/mp4",
    );
    const { visit } = french;
    if (visit.status === "DRAFT") expect(visit.processingError).toMatch(/speech|English/);
    else expect(visit).toMatchObject({ status: "READY", processingError: null });
    expect(french.items.length).toBeLessThanOrEqual(FRENCH_SPEECH.length);
  }, 600_000);

  test("music without speech: DRAFT, saying no speech was heard", async () => {
    const { visit, items } = await processed(
      "music, no speech",
      "video",
      Bun.file(musicVideo),
      "video/mp4",
    );
    // Before: READY with "Walkthrough: no issues found, nothing needs action." (pocketsphinx heard "ah the our our our").
    expect(visit.status).toBe("DRAFT");
    expect(visit.processingError).toContain("no speech was heard in the recording");
    expect(visit.processingError).toContain("PUT /site-visits/{id}/transcript");
    expect(items).toEqual([]);
  }, 600_000);
});
