// The event loop's responsiveness under load, measured from outside: /healthz latencies one request
// after another while some work runs, and their p99. Tests compare the figure while busy with the
// same server idle, never with a fixed machine-speed threshold.

/**
 * /healthz latencies, one request after another (`gapMs` apart, so that a long run does not itself
 * load the machine), until `done` settles (at least `min` samples).
 */
export async function healthzWhile(
  url: string,
  done: Promise<unknown>,
  min = 0,
  gapMs = 0,
): Promise<number[]> {
  let finished = false;
  done.then(
    () => (finished = true),
    () => (finished = true),
  );
  const out: number[] = [];
  while (!finished || out.length < min) {
    const started = performance.now();
    const res = await fetch(`${url}/healthz`);
    await res.arrayBuffer();
    out.push(performance.now() - started);
    if (gapMs) await Bun.sleep(gapMs);
  }
  return out;
}

export const p99 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))]!;
