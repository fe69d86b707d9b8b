// Requests served, by status class: counted by the HTTP pipeline, shown by /metrics.
const requestsByStatus = new Map<string, number>();

let total = 0;

// Probes from monitoring (a health check every few seconds, a Prometheus scrape) are not work: they
// must not keep the server from ever counting as idle (src/ops/memory-trim.ts).
const PROBE_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

const CLASSES = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx", "6xx", "7xx", "8xx", "9xx"];

export function countRequest(status: number, path: string): void {
  if (!PROBE_PATHS.has(path)) total++;
  const cls = CLASSES[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`;
  requestsByStatus.set(cls, (requestsByStatus.get(cls) ?? 0) + 1);
}

export function requestCounts(): ReadonlyMap<string, number> {
  return requestsByStatus;
}

/** Requests served since start, all statuses, probes aside: a cheap way to tell whether the server was busy. */
export function requestTotal(): number {
  return total;
}
