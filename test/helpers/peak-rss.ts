// Peak memory of a child process, for the memory tests and benchmarks (bench/ imports it too).

/**
 * Runs a command to its end and returns its peak RSS (VmHWM, read from /proc every 5 ms; the high-water
 * mark only grows, so only the last few ms can be missed) and its wall time. getrusage's maxrss would
 * count the parent's memory at the fork, so it is not used.
 */
export async function peakRss(
  cmd: string[],
  env: Record<string, string> = {},
): Promise<{ peakBytes: number; seconds: number; stdout: string }> {
  const t0 = performance.now();
  const proc = Bun.spawn(cmd, { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  let peak = 0;
  const sample = async () => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(await Bun.file(`/proc/${proc.pid}/status`).text());
      if (m) peak = Math.max(peak, Number(m[1]) * 1024);
    } catch {}
  };
  const sampler = setInterval(sample, 5);
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${cmd.join(" ")}: ${stderr}`);
  return { peakBytes: peak, seconds: (performance.now() - t0) / 1000, stdout };
}
