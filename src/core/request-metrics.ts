// Requests served, by status class: counted by the HTTP pipeline, shown by /metrics.
const requestsByStatus = new Map<string, number>();

export function countRequest(status: number): void {
  const cls = `${Math.floor(status / 100)}xx`;
  requestsByStatus.set(cls, (requestsByStatus.get(cls) ?? 0) + 1);
}

export function requestCounts(): ReadonlyMap<string, number> {
  return requestsByStatus;
}
