// bun bench/wer.ts: word error rate and speed of the offline transcriber, stock Debian model against
// our domain model, on espeak-ng speech of held-out walkthrough sentences (written for this benchmark,
// apart from the corpus templates; test/lm.test.ts checks none is in the corpus).
// Several voices and speeds; each voice's sentences form one recording with pauses, as a walkthrough.
// Baseline: raw `pocketsphinx_continuous` with the stock model on the same files, timed alone.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildDict, CMUDICT, parseCmudict } from "../src/pipeline/lm/dict.ts";
import { domainModelFiles, type ModelFiles } from "../src/pipeline/lm/model-files.ts";
import { pocketsphinxTranscriber, type PocketsphinxConfig } from "../src/pipeline/transcribers/pocketsphinx.ts";

export const HELD_OUT = [
  "okay we are starting at the front door and the letterbox flap is missing",
  "in the lounge there is a long crack running across the ceiling",
  "the kitchen tap drips all the time and there is limescale round the base",
  "erm the extractor fan over the hob does nothing when you switch it on",
  "the worktop next to the sink has swollen where water got in",
  "so the boiler is showing a fault and there is no hot water at all this is urgent",
  "there is black mould in the corner of the back bedroom behind the wardrobe",
  "the smoke alarm on the landing has no battery in it",
  "moving on to the bathroom the silicone round the bath has gone mouldy",
  "the toilet cistern keeps running after you flush it",
  "the ensuite shower tray is cracked and leaking into the room below",
  "the window in the second bedroom will not open it is painted shut",
  "actually no the window is fine it just needed a push",
  "the radiator in the hallway is stone cold at the top it needs bleeding",
  "nothing wrong in the dining room all good in here",
  "out in the garden two fence panels have blown down",
  "the downpipe at the back has come away from the wall",
  "the gutter over the kitchen is full of moss and overflowing",
  "a couple of roof tiles are slipped above the porch we need a roofer",
  "the fascia board on the front is rotten and the soffit is cracked",
  "there is a damp patch about one metre wide under the stairs",
  "the carpet on the stairs is torn and it is a trip hazard",
  "the socket by the bed is scorched so get an electrician out today",
  "the stopcock under the sink is seized and will not turn",
  "the splashback tiles behind the cooker are loose",
  "paint is flaking off the ceiling in the shower room it is only cosmetic",
  "the garage door is stiff and hard to lift",
  "tenant says there are mice in the loft and droppings in the kitchen cupboards",
  "the fridge freezer is not cold and the seal is split",
  "the carbon monoxide alarm by the boiler tested fine",
  "three of the floorboards in the front bedroom are loose",
  "that is everything for flat four",
];

const VOICES = ["en-us", "en-gb", "en-gb-x-rp", "en-gb-x-gbclan"];
const SPEEDS = [140, 150, 160, 170];

function normalise(text: string): string[] {
  return text.toLowerCase().replace(/[^a-z' ]+/g, " ").split(/\s+/).filter(Boolean);
}

/** Word-level Levenshtein distance. */
export function editDistance(ref: string[], hyp: string[]): number {
  let prev = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const cur = [i];
    for (let j = 1; j <= hyp.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[hyp.length]!;
}

async function sh(cmd: string[]): Promise<string> {
  const p = Bun.spawn(cmd, { stdout: "pipe", stderr: "pipe" });
  const [out, err, code] = await Promise.all([new Response(p.stdout).text(), new Response(p.stderr).text(), p.exited]);
  if (code !== 0) throw new Error(`${cmd[0]} failed: ${err.slice(-500)}`);
  return out;
}

/** One recording per voice: every sentence, speeds cycling, 1.2 s between sentences, 16 kHz mono. */
async function record(dir: string, voice: string): Promise<{ wav: string; seconds: number }> {
  const parts: string[] = [];
  const gap = join(dir, "gap.wav");
  await sh(["sox", "-n", "-r", "22050", "-c", "1", gap, "trim", "0", "1.2"]);
  for (const [i, sentence] of HELD_OUT.entries()) {
    const part = join(dir, `${voice}-${i}.wav`);
    await sh(["espeak-ng", "-v", voice, "-s", String(SPEEDS[i % SPEEDS.length]), "-w", part, sentence]);
    parts.push(part, gap);
  }
  const wav = join(dir, `${voice}.wav`);
  await sh(["sox", ...parts, "-r", "16000", "-c", "1", "-b", "16", wav]);
  return { wav, seconds: Number((await sh(["soxi", "-D", wav])).trim()) };
}

if (import.meta.main) {
  const dir = mkdtempSync(join(tmpdir(), "sitevisit-wer-"));
  try {
    const domain = await domainModelFiles(join(dir, "model"));
    // The same model with a US-only dictionary, to show what the British variants are worth.
    const usDict = join(dir, "us.dict");
    const vocab = (await Bun.file(domain.dict).text()).split("\n").map((l) => l.split(" ")[0]!.replace(/\(\d+\)$/, "")).filter(Boolean);
    const own = buildDict([...new Set(vocab)], parseCmudict(await Bun.file(CMUDICT).text()), false);
    writeFileSync(usDict, own.text);
    const configs: [string, PocketsphinxConfig][] = [
      ["stock", { model: "stock" }],
      ["domain, US dictionary", { model: { lm: domain.lm, dict: usDict } satisfies ModelFiles }],
      ["domain", { model: domain }],
      ["domain, -lw 9", { model: domain, lw: 9 }],
    ];
    const ref = HELD_OUT.flatMap(normalise);
    const totals = new Map<string, { errors: number; words: number; seconds: number; audio: number }>();
    let rawSeconds = 0, audioSeconds = 0;
    console.log(`${HELD_OUT.length} held-out sentences (${ref.length} words) per voice; speeds ${SPEEDS.join("/")} wpm\n`);
    console.log(["voice", ...configs.map(([n]) => n)].map((c) => c.padEnd(24)).join(""));
    for (const voice of VOICES) {
      const { wav, seconds } = await record(dir, voice);
      audioSeconds += seconds;
      let started = performance.now();
      await sh(["pocketsphinx_continuous", "-infile", wav, "-logfn", "/dev/null"]);
      rawSeconds += (performance.now() - started) / 1000;
      const row = [voice.padEnd(24)];
      for (const [name, config] of configs) {
        started = performance.now();
        const t = await pocketsphinxTranscriber({ ...config, nice: 0 }).transcribe(wav, {});
        const elapsed = (performance.now() - started) / 1000;
        const errors = editDistance(ref, normalise(t.text));
        const total = totals.get(name) ?? { errors: 0, words: 0, seconds: 0, audio: 0 };
        totals.set(name, { errors: total.errors + errors, words: total.words + ref.length, seconds: total.seconds + elapsed, audio: total.audio + seconds });
        row.push(`${((100 * errors) / ref.length).toFixed(1)}%`.padEnd(24));
        if (process.env.WER_VERBOSE) console.log(`  [${voice} / ${name}] ${t.text}`);
      }
      console.log(row.join(""));
    }
    console.log(["overall".padEnd(24), ...configs.map(([n]) => `${((100 * totals.get(n)!.errors) / totals.get(n)!.words).toFixed(1)}%`.padEnd(24))].join(""));
    console.log(["real-time factor".padEnd(24), ...configs.map(([n]) => `${(totals.get(n)!.seconds / totals.get(n)!.audio).toFixed(3)}x`.padEnd(24))].join(""));
    console.log(`\nbaseline: raw pocketsphinx_continuous, stock model, same files: ${(rawSeconds / audioSeconds).toFixed(3)}x real time (${audioSeconds.toFixed(0)} s of audio)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
