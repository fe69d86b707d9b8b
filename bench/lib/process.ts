// Running the binary and its baselines from a bench script.

/** Runs a CLI command that prints JSON and returns the parsed document; throws with its stderr on failure. */
export function sh(cmd: string[], env: Record<string, string> = {}) {
  const r = Bun.spawnSync(cmd, { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`${cmd.join(" ")}: ${r.stderr.toString()}`);
  return JSON.parse(r.stdout.toString());
}

/** Reads a child's stdout until `pattern` matches and returns its first group (e.g. the URL it listens on). */
export async function waitForOutput(proc: ReturnType<typeof Bun.spawn>, pattern: RegExp): Promise<string> {
  const reader = (proc.stdout as ReadableStream<Uint8Array>).getReader();
  let out = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`process exited: ${out}`);
    out += new TextDecoder().decode(value);
    const m = pattern.exec(out);
    if (m) {
      // Keep draining so the child never blocks on a full pipe.
      (async () => {
        while (!(await reader.read()).done);
      })();
      return m[1]!;
    }
  }
}
