// The event loop's responsiveness under load, measured from outside: /healthz latencies one request
// after another while some work runs, and their p99. Tests assert only that nothing stalls (every
// answer under STALL_MS); the p99 beside idle is printed, and measured in bench/ (a busy machine
// moves it, so it is never a test's threshold).

/**
 * No healthy server comes near this for /healthz; a stall does (12 s, before the text worker). Idle,
 * /healthz answers in about a millisecond; with the suite's files side by side on a machine at load
 * 25 on 2 cores, the worst answer while processing was 1.45 s, so the bound is 5 s.
 */
export const STALL_MS = 5000;

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
