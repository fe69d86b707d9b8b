// bun run build → dist/sitevisit: one executable with the server, CLI, embedded migrations and the
// dashboard's bundled client scripts.
// The checkpoint, text, backup and reader (report page, email and PDF) workers are further entry points: a Worker's file must be one to be embedded.
// Whitespace and syntax minification only: full --minify breaks Elysia (it reads handler source).
// Compiled to bytecode (CommonJS, which --bytecode requires; so no top-level await in cli/main.ts):
// the server starts in about 70 ms instead of 170, as nothing is parsed at start.
import { $ } from "bun";

await $`bun ${import.meta.dir}/embed-migrations.ts`;
await $`bun ${import.meta.dir}/build-lm.ts`;
await $`bun ${import.meta.dir}/build-client.ts`;
const started = performance.now();
await $`bun build --compile --bytecode --format=cjs --minify-whitespace --minify-syntax --sourcemap=none cli/main.ts src/db/checkpoint-worker.ts src/pipeline/text-worker.ts src/ops/backup-worker.ts src/reader-worker.ts --outfile dist/sitevisit`.cwd(
  `${import.meta.dir}/..`,
);
const size = Bun.file(`${import.meta.dir}/../dist/sitevisit`).size;
console.log(
  `built dist/sitevisit (${(size / 1024 / 1024).toFixed(1)} MiB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
