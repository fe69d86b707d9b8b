// A few Prometheus counters and gauges for /metrics. Kept deliberately small.
import { jobCountsByStatus } from "../jobs/queue";
import { requestCounts } from "../http/request-metrics";
import type { DbOrTx } from "../db/client";

const startedAt = Date.now();

function jsHeap(): string[] {
  const { heapUsed, heapTotal } = process.memoryUsage();
  return [
    `sitevisit_js_heap_bytes{kind="used"} ${heapUsed}`,
    `sitevisit_js_heap_bytes{kind="total"} ${heapTotal}`,
  ];
}

export function renderMetrics(ex: DbOrTx): string {
  const lines = [
    "# HELP sitevisit_uptime_seconds Seconds since the server started.",
    "# TYPE sitevisit_uptime_seconds gauge",
    `sitevisit_uptime_seconds ${((Date.now() - startedAt) / 1000).toFixed(0)}`,
    "# HELP sitevisit_http_requests_total HTTP requests served, by status class.",
    "# TYPE sitevisit_http_requests_total counter",
    ...[...requestCounts()].map(
      ([cls, n]) => `sitevisit_http_requests_total{status="${cls}"} ${n}`,
    ),
    "# HELP sitevisit_jobs Background jobs by status.",
    "# TYPE sitevisit_jobs gauge",
  ];
  for (const j of jobCountsByStatus(ex))
    lines.push(`sitevisit_jobs{status="${j.status}"} ${j.count}`);
  lines.push(
    "# HELP sitevisit_process_resident_memory_bytes Resident set size.",
    "# TYPE sitevisit_process_resident_memory_bytes gauge",
    `sitevisit_process_resident_memory_bytes ${process.memoryUsage.rss()}`,
    "# HELP sitevisit_js_heap_bytes JavaScript heap: in use, and reserved from the system.",
    "# TYPE sitevisit_js_heap_bytes gauge",
    ...jsHeap(),
  );
  return lines.join("\n") + "\n";
}
