// Extraction cost by transcript size (issue 16): parsing plus the rules extractor on 0.25 to 4 MB of
// realistic and of repeated text, in this process (CPU time, best of 3), with the ratio per doubling
// beside a raw baseline (lower-casing and splitting the same text into words: plainly linear work,
// so its ratio shows what linear looks like on this machine, caches included). Then the same
// transcripts uploaded to the built binary: time from PUT to READY, and /healthz p99 while each is
// processed beside the same server idle.
//   bun run build && bun bench/extraction.ts
import { healthzWhile, p99 } from "./lib/load";
import { extractSync } from "../src/pipeline/extractors/rules/index";
import { parseTranscript } from "../src/pipeline/transcript-formats";
import { startServer } from "../test/helpers/server";
import { createTenant, settledVisit } from "../test/helpers/fixtures";
import { HOSTILE_TEXTS, realisticText } from "../test/helpers/hostile-text";

const MB = 1024 * 1024;
const SIZES = [0.25, 0.5, 1, 2, 4];
const INPUTS: Record<string, (bytes: number) => string> = {
  realistic: realisticText,
  "repeated (tap leaking)": HOSTILE_TEXTS["tap leaking repeated"],
};

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function best(f: () => unknown, runs = 3): number {
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    Bun.gc(true);
    const t0 = cpuMs();
    f();
    min = Math.min(min, cpuMs() - t0);
  }
  return min;
}
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
const ratio = (xs: number[], i: number) => (i === 0 ? "" : `${(xs[i]! / xs[i - 1]!).toFixed(2)}x`);

console.log(
  "## In process: parse + extract (CPU, best of 3), ratio per doubling; baseline: lower-case + split into words\n",
);
console.log("| input | MB | sitevisit | ratio | baseline | ratio |\n|---|---|---|---|---|---|");
for (const [name, make] of Object.entries(INPUTS)) {
  extractSync(parseTranscript(make(MB / 8)));
  const ours: number[] = [];
  const base: number[] = [];
  for (const [i, mb] of SIZES.entries()) {
    const text = make(mb * MB);
    ours.push(best(() => extractSync(parseTranscript(text))));
    base.push(best(() => text.toLowerCase().split(/\s+/).length));
    console.log(
      `| ${name} | ${mb} | ${fmt(ours[i]!)} | ${ratio(ours, i)} | ${fmt(base[i]!)} | ${ratio(base, i)} |`,
    );
  }
}

console.log(
  "\n## Through dist/sitevisit: PUT to READY, and /healthz p99 while processing beside idle (2 s)\n",
);
console.log(
  "| input | MB | PUT → READY | items | /healthz p99 idle | while processing | max |\n|---|---|---|---|---|---|---|",
);
const server = await startServer({
  binary: true,
  env: { SITEVISIT_MAX_TRANSCRIPT_BYTES: String(5 * MB), SITEVISIT_TEXT_TIMEOUT_MS: "600000" },
});
try {
  const t = await createTenant(server);
  const property = (await t.live.post("/properties", { name: "Bench" })).body.id;
  for (const [name, make] of Object.entries(INPUTS)) {
    for (const mb of SIZES) {
      const idle = await healthzWhile(server.url, Bun.sleep(2000));
      const visit = (await t.live.post("/site-visits", { property_id: property, title: "Bench" }))
        .body.id;
      const t0 = performance.now();
      const work = (async () => {
        const put = await t.live.request("PUT", `/site-visits/${visit}/transcript`, {
          raw: make(mb * MB),
          headers: { "content-type": "text/plain" },
        });
        if (put.status !== 202) throw new Error(`PUT: ${put.status} ${put.text}`);
        return settledVisit(t.live, visit, 600_000, 50);
      })();
      const busy = await healthzWhile(server.url, work);
      const done = await work;
      const took = performance.now() - t0;
      const items = (await t.live.get(`/action-items?site_visit_id=${visit}&limit=1`)).body;
      console.log(
        `| ${name} | ${mb} | ${fmt(took)} (${done.status}) | ${items.data.length ? "≥1" : 0} | ${p99(idle).toFixed(1)} ms | ${p99(busy).toFixed(1)} ms | ${Math.max(...busy).toFixed(1)} ms |`,
      );
    }
  }
} finally {
  await server.stop();
}
