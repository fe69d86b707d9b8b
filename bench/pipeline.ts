// The video pipeline on a walkthrough of about 5 minutes with the offline adapters (pocketsphinx +
// rules), through the built binary: time per stage and the real-time factor, beside ffmpeg and
// pocketsphinx run alone on the same file (the baseline); and GET /properties p99 while the video is
// processed, beside the same load idle.
//   bun run build && bun bench/pipeline.ts [--minutes 5]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { $ } from "bun";
import { makeWalkthrough } from "../test/helpers/walkthrough";
import { startServer } from "../test/helpers/server";
import { createTenant } from "../test/helpers/fixtures";
import { domainModelFiles } from "../src/pipeline/lm/model-files";
import { load, fmt } from "./lib/load";

const at = process.argv.indexOf("--minutes");
const minutes = at > 0 ? Number(process.argv[at + 1]) : 5;
const FINDINGS = [
  "In the kitchen the tap under the sink is leaking badly.",
  "The extractor fan in the bathroom is broken.",
  "There is damp on the ceiling in the bedroom.",
  "The front door lock is stiff and hard to turn.",
  "The radiator in the living room is cold, no heat at all.",
  "One of the kitchen cupboard doors is hanging off.",
  "The bathroom sealant around the bath is mouldy.",
  "The hallway carpet is worn by the stairs, just cosmetic.",
  "Everything in the utility room looks fine.",
  "The window in the back bedroom will not close properly.",
];

console.log(`making a ${minutes}-minute walkthrough with espeak-ng…`);
const lines: string[] = [];
for (let i = 0; lines.length * 5.5 < minutes * 60; i++) lines.push(FINDINGS[i % FINDINGS.length]!);
const walk = await makeWalkthrough(lines);
console.log(`walkthrough: ${walk.durationSec.toFixed(0)} s, ${lines.length} sentences`);

// Baseline: the same tools alone on the same file.
const work = mkdtempSync(join(tmpdir(), "sitevisit-bench-"));
const wav = join(work, "a.wav");
let t0 = performance.now();
await $`ffmpeg -nostdin -v error -y -i ${walk.path} -vn -ac 1 -ar 16000 -c:a pcm_s16le ${wav}`;
const ffmpegAlone = (performance.now() - t0) / 1000;
const model = await domainModelFiles();
t0 = performance.now();
await $`pocketsphinx_continuous -infile ${wav} -time yes -lm ${model.lm} -dict ${model.dict} -hmm /usr/share/pocketsphinx/model/en-us/en-us`.quiet();
const sphinxAlone = (performance.now() - t0) / 1000;
rmSync(work, { recursive: true, force: true });

const server = await startServer({ binary: true, env: { SITEVISIT_TRANSCRIBER: "pocketsphinx" } });
try {
  const tenant = await createTenant(server);
  const auth = { Authorization: `Bearer ${tenant.liveKey}` };
  for (let i = 0; i < 200; i++) await tenant.live.post("/properties", { name: `Bench ${i}` });
  const list = () => new Request(`${server.api}/properties?limit=25`, { headers: auth });
  const idle = await load(list, { connections: 4, seconds: 10 });

  const p = await tenant.live.post("/properties", { name: "Walkthrough" });
  const visit = (await tenant.live.post("/site-visits", { property_id: p.body.id, title: "Bench" }))
    .body.id;
  const started = performance.now();
  const put = await fetch(`${server.api}/site-visits/${visit}/video`, {
    method: "PUT",
    headers: { ...auth, "content-type": "video/mp4" },
    body: Bun.file(walk.path),
  });
  if (put.status !== 202) throw new Error(`upload: ${put.status} ${await put.text()}`);
  const uploaded = (performance.now() - started) / 1000;

  // Stage timings from the visit's processingStage, polled; the API load runs meanwhile.
  const stages: Record<string, number> = {};
  let last = "transcode";
  let lastAt = performance.now();
  let done = false;
  const busyLoad = (async () => {
    const results = [];
    while (!done) results.push(await load(list, { connections: 4, seconds: 5 }));
    return results;
  })();
  let final: any;
  for (;;) {
    final = await (await fetch(`${server.api}/site-visits/${visit}`, { headers: auth })).json();
    const stage = final.processingStage ?? "done";
    if (stage !== last) {
      stages[last] = (performance.now() - lastAt) / 1000;
      last = stage;
      lastAt = performance.now();
    }
    if (final.status !== "PROCESSING") break;
    await Bun.sleep(100);
  }
  done = true;
  const total = (performance.now() - started) / 1000;
  const busy = await busyLoad;
  const busyP99 = Math.max(...busy.map((r) => r.p99));
  const items = (await (
    await fetch(`${server.api}/action-items?site_visit_id=${visit}&limit=100`, { headers: auth })
  ).json()) as any;

  console.log(
    `\nresult: ${final.status}${final.processingError ? ` (${final.processingError})` : ""}, ${items.data.length} items`,
  );
  console.log(`upload ${uploaded.toFixed(2)} s`);
  for (const [stage, s] of Object.entries(stages))
    console.log(`  ${stage.padEnd(11)} ${s.toFixed(2)} s`);
  console.log(
    `pipeline total ${total.toFixed(1)} s for ${walk.durationSec.toFixed(0)} s of video: real-time factor ${(total / walk.durationSec).toFixed(3)} (goal < 0.5)`,
  );
  console.log(
    `baseline alone: ffmpeg audio ${ffmpegAlone.toFixed(2)} s, pocketsphinx ${sphinxAlone.toFixed(2)} s (together ${(ffmpegAlone + sphinxAlone).toFixed(2)} s, RTF ${((ffmpegAlone + sphinxAlone) / walk.durationSec).toFixed(3)})`,
  );
  console.log(`GET /properties idle:        ${fmt(idle)}`);
  for (const r of busy) console.log(`GET /properties processing:  ${fmt(r)}`);
  console.log(
    `p99 while processing (worst 5 s window) / idle: ${(busyP99 / idle.p99).toFixed(2)}x (goal < 2x)`,
  );
} finally {
  await server.stop();
}
