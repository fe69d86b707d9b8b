// A closed-loop HTTP load generator: `connections` concurrent loops for `seconds`, each sending the
// next request as soon as the previous answered. Returns requests/s and latency percentiles.
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  /** Time to first byte (the response's headers arrived), percentiles. */
  ttfb50: number;
  ttfb99: number;
}

export async function load(
  makeRequest: (i: number) => Request,
  {
    connections = 32,
    seconds = 5,
    expectStatus = [200, 201],
  }: { connections?: number; seconds?: number; expectStatus?: number[] } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  const firstBytes: number[] = [];
  let errors = 0;
  let n = 0;
  const end = performance.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(makeRequest(n++));
        firstBytes.push(performance.now() - t0);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!expectStatus.includes(res.status)) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  firstBytes.sort((a, b) => a - b);
  const pct = (xs: number[], p: number) =>
    xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    ttfb50: pct(firstBytes, 0.5),
    ttfb99: pct(firstBytes, 0.99),
  };
}

export const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  (${r.requests} requests, ${r.errors} errors)`;

/** `/healthz` latencies, one request after another, until `until` settles (at least `min` samples). */
export async function healthzWhile(
  url: string,
  until: Promise<unknown>,
  min = 20,
): Promise<number[]> {
  let done = false;
  until.finally(() => (done = true));
  const out: number[] = [];
  while (!done || out.length < min) {
    const t0 = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    out.push(performance.now() - t0);
  }
  return out;
}

export const p99 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] ?? 0;

/**
 * Each target loaded in turn, `rounds` times, for throughput at `connections` and then for latency at
 * one connection (half as long). Every other round runs in reverse order, so that the machine's drift
 * within a round favours no target.
 */
export async function loadRounds(
  targets: Record<string, (i: number) => Request>,
  o: { rounds: number; connections: number; seconds: number },
) {
  const throughput: Record<string, LoadResult[]> = {};
  const latency: Record<string, LoadResult[]> = {};
  for (let r = 0; r < o.rounds; r++)
    for (const [name, make] of r % 2
      ? Object.entries(targets).reverse()
      : Object.entries(targets)) {
      (throughput[name] ??= []).push(
        await load(make, { connections: o.connections, seconds: o.seconds }),
      );
      (latency[name] ??= []).push(await load(make, { connections: 1, seconds: o.seconds / 2 }));
    }
  return { throughput, latency };
}
