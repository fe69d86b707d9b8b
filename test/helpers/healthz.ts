// The event loop's responsiveness under load, measured from outside: /healthz latencies one request
// after another while some work runs, and their p99. Tests assert only that nothing stalls (every
// answer under STALL_MS); the p99 beside idle is printed, and measured in bench/ (a busy machine
// moves it, so it is never a test's threshold).

/** No healthy server comes near this for /healthz, however loaded the machine; a stall does. */
export const STALL_MS = 1000;

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
