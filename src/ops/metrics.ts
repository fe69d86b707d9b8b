// A few Prometheus counters and gauges for /metrics. Kept deliberately small.
import { jobCountsByStatus } from "../jobs/queue";
import { requestCounts } from "../http/request-metrics";
import type { DbOrTx } from "../db/client";
import { config } from "../core/config";
import { readBackupState } from "./backup-schedule";

const startedAt = Date.now();

function jsHeap(): string[] {
  const { heapUsed, heapTotal } = process.memoryUsage();
  return [
    `sitevisit_js_heap_bytes{kind="used"} ${heapUsed}`,
    `sitevisit_js_heap_bytes{kind="total"} ${heapTotal}`,
  ];
}

/** Scheduled backups (src/ops/backup-run.ts): when the last checked archive was written, and failed runs. */
function backupMetrics(): string[] {
  const state = readBackupState(config().dataDir);
  const last = state.lastSuccess ? Date.parse(state.lastSuccess.at) / 1000 : 0;
  return [
    "# HELP sitevisit_backup_last_success_timestamp_seconds When the last backup written and checked finished (0: never).",
    "# TYPE sitevisit_backup_last_success_timestamp_seconds gauge",
    `sitevisit_backup_last_success_timestamp_seconds ${last.toFixed(0)}`,
    "# HELP sitevisit_backup_failures_total Backup runs that failed.",
    "# TYPE sitevisit_backup_failures_total counter",
    `sitevisit_backup_failures_total ${state.failures}`,
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
    ...backupMetrics(),
  );
  return lines.join("\n") + "\n";
}
