// bun scripts/build-lm.ts: rebuilds the domain language model and dictionary that the pocketsphinx
// transcriber uses (src/pipeline/lm/generated/, committed, embedded by the compile). Reproducible: a
// fixed seed, so an unchanged corpus gives byte-identical files. Needs cmudict from Debian's
// pocketsphinx-en-us; without it the committed files are kept as they are.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildDomainModel } from "./lm/build.ts";
import { CMUDICT, parseCmudict } from "./lm/dict.ts";

const out = join(import.meta.dir, "../src/pipeline/lm/generated");
const files = { arpa: join(out, "domain.lm"), dict: join(out, "domain.dict") };

if (!existsSync(CMUDICT)) {
  if (!existsSync(files.arpa) || !existsSync(files.dict)) {
    console.error(
      `error: ${CMUDICT} is missing and no domain model is committed: apt-get install pocketsphinx-en-us`,
    );
    process.exit(1);
  }
  console.log(`domain model: ${CMUDICT} not found, keeping the committed model`);
  process.exit(0);
}

const started = performance.now();
const model = buildDomainModel(parseCmudict(await Bun.file(CMUDICT).text()));
let changed = 0;
for (const [file, text] of [
  [files.arpa, model.arpa],
  [files.dict, model.dict],
] as const) {
  if (existsSync(file) && (await Bun.file(file).text()) === text) continue;
  await Bun.write(file, text);
  changed++;
}
console.log(
  `domain model: ${model.sentences} sentences, ${model.words} words, ${(model.arpa.length / 1024).toFixed(0)} KiB ARPA, ` +
    `${changed ? `${changed} file(s) rewritten` : "unchanged"} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
