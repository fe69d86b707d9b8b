// Requests served, by status class: counted by the HTTP pipeline, shown by /metrics.
const requestsByStatus = new Map<string, number>();

let total = 0;

export function countRequest(status: number): void {
  total++;
  const cls = `${Math.floor(status / 100)}xx`;
  requestsByStatus.set(cls, (requestsByStatus.get(cls) ?? 0) + 1);
}

export function requestCounts(): ReadonlyMap<string, number> {
  return requestsByStatus;
}

/** Requests served since start, all statuses: a cheap way to tell whether the server was busy. */
export function requestTotal(): number {
  return total;
}
