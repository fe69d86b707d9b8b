// Where a Worker's script is. In the compiled binary each worker is an entry point of
// scripts/build.ts, embedded under its path from the repository root; run from source, it is that
// file in the checkout. The binary is told apart by Bun.main (under /$bunfs/), not by
// import.meta.url: the binary is built as CommonJS bytecode, where import.meta.url is the source
// file's path on the machine that built it.

const compiled = Bun.main.includes("$bunfs");
const root = new URL("../../", import.meta.url);

/** The URL to start the worker at `fromRoot` (e.g. "src/db/checkpoint-worker.ts") with. */
export function workerUrl(fromRoot: string): string {
  return compiled ? `./${fromRoot}` : new URL(fromRoot, root).href;
}
