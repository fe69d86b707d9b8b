// A few Prometheus counters and gauges for /metrics. Kept deliberately small.
import { jobCountsByStatus } from "../jobs/queue";

const requestsByStatus = new Map<string, number>();
const startedAt = Date.now();

export function countRequest(status: number): void {
  const cls = `${Math.floor(status / 100)}xx`;
  requestsByStatus.set(cls, (requestsByStatus.get(cls) ?? 0) + 1);
}

export function renderMetrics(): string {
  const lines = [
    "# HELP sitevisit_uptime_seconds Seconds since the server started.",
    "# TYPE sitevisit_uptime_seconds gauge",
    `sitevisit_uptime_seconds ${((Date.now() - startedAt) / 1000).toFixed(0)}`,
    "# HELP sitevisit_http_requests_total HTTP requests served, by status class.",
    "# TYPE sitevisit_http_requests_total counter",
    ...[...requestsByStatus].map(([cls, n]) => `sitevisit_http_requests_total{status="${cls}"} ${n}`),
    "# HELP sitevisit_jobs Background jobs by status.",
    "# TYPE sitevisit_jobs gauge",
  ];
  for (const j of jobCountsByStatus()) lines.push(`sitevisit_jobs{status="${j.status}"} ${j.count}`);
  lines.push(
    "# HELP sitevisit_process_resident_memory_bytes Resident set size.",
    "# TYPE sitevisit_process_resident_memory_bytes gauge",
    `sitevisit_process_resident_memory_bytes ${process.memoryUsage.rss()}`,
  );
  return lines.join("\n") + "\n";
}
