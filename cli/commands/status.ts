import { db } from "../../src/db/client";
import { Command } from "commander";
import { existsSync, statSync } from "node:fs";
import { dbPath, serveLockHolder } from "../../src/core/data-dir";
import { jobStatsByType, type JobTypeStats } from "../../src/jobs/stats";
import { endpointsNeedingAttention, type EndpointHealth } from "../../src/webhooks/health";
import { backupStillThere, lastBackup } from "../../src/ops/backup-log";
import { backupStatus } from "../../src/ops/backup-check";
import { describeHttpsStatus, readHttpsStatus } from "../../src/tls/status";
import {
  action,
  cliConfig,
  openDataDirReadOnly,
  print,
  withCommon,
  type CommonOpts,
} from "../shared";

/** Failed deliveries older than this no longer make an endpoint "failing". */
const FAILING_WINDOW_MS = 24 * 3600_000;

const fileSize = (path: string) => (existsSync(path) ? statSync(path).size : 0);

export function collectStatus(opts: CommonOpts) {
  const { dataDir } = cliConfig(opts);
  const lock = serveLockHolder(dataDir);
  const file = dbPath(dataDir);
  const exists = existsSync(file);
  const database = {
    path: file,
    exists,
    bytes: fileSize(file),
    walBytes: fileSize(`${file}-wal`),
    totalBytes: 0,
  };
  database.totalBytes = database.bytes + database.walBytes;
  let byType: JobTypeStats[] = [];
  let endpoints: EndpointHealth[] = [];
  const since = new Date(Date.now() - FAILING_WINDOW_MS).toISOString();
  // No database yet: report that, rather than create one by looking.
  if (exists) {
    openDataDirReadOnly(opts); // never writes, so never touches the server's WAL
    byType = jobStatsByType(db());
    endpoints = endpointsNeedingAttention(db(), since);
  }
  const total = (k: "queued" | "due" | "running" | "failed") =>
    byType.reduce((n, t) => n + t[k], 0);
  const backup = lastBackup(dataDir);
  return {
    dataDir,
    server: {
      running: lock !== null && !lock.stale,
      pid: lock && !lock.stale ? lock.pid : null,
      staleLockPid: lock?.stale ? lock.pid : null,
    },
    database,
    jobs: {
      queued: total("queued"),
      due: total("due"),
      running: total("running"),
      failed: total("failed"),
      byType,
    },
    webhooks: { failingSince: since, endpoints },
    lastBackup: backup && { ...backup, exists: backupStillThere(backup) },
    backup: backupStatus(dataDir),
    https: readHttpsStatus(dataDir),
  };
}
type Status = ReturnType<typeof collectStatus>;

function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let v = n / 1024;
  let i = 0;
  for (; v >= 1024 && i < units.length - 1; i++) v /= 1024;
  return `${v.toFixed(1)} ${units[i]}`;
}

function ago(iso: string): string {
  const s = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 1000));
  if (s < 120) return `${s} s ago`;
  if (s < 7200) return `${Math.round(s / 60)} min ago`;
  if (s < 172800) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} days ago`;
}

const indent = (lines: string[]) => lines.map((l) => `           ${l}`);

export function formatStatus(s: Status): string {
  const out: string[] = [`data dir   ${s.dataDir}`];
  out.push(
    `server     ${
      s.server.running
        ? `running (pid ${s.server.pid})`
        : `not running${s.server.staleLockPid ? ` (stale serve.lock of dead pid ${s.server.staleLockPid}; the next serve takes it over)` : ""}`
    }`,
  );
  const db = s.database;
  out.push(
    `database   ${db.exists ? `${bytes(db.totalBytes)} (file ${bytes(db.bytes)} + WAL ${bytes(db.walBytes)})` : "none yet: run 'sitevisit migrate' or 'sitevisit serve'"}`,
  );
  const j = s.jobs;
  out.push(
    `jobs       ${j.queued} queued (${j.due} due), ${j.running} running, ${j.failed} failed`,
  );
  if (j.due > 0 && !s.server.running)
    out.push(
      ...indent(["jobs are due but no server is running: they run when 'sitevisit serve' starts"]),
    );
  const width = Math.max(0, ...j.byType.map((t) => t.type.length));
  out.push(
    ...indent(
      j.byType.map(
        (t) =>
          `${t.type.padEnd(width)}  queued ${t.queued}  running ${t.running}  failed ${t.failed}` +
          (t.lastFailure
            ? `  last failure ${ago(t.lastFailure.at)}: ${t.lastFailure.error ?? "(no message)"}`
            : ""),
      ),
    ),
  );
  const eps = s.webhooks.endpoints;
  out.push(
    `webhooks   ${eps.length ? `${eps.length} endpoint(s) need attention` : "no failing or disabled endpoints"}`,
  );
  out.push(
    ...indent(
      eps.map((e) => {
        const problems = [
          e.disabled ? "DISABLED" : "",
          e.failedDeliveries ? `${e.failedDeliveries} failed in 24 h` : "",
          e.retryingDeliveries ? `${e.retryingDeliveries} retrying` : "",
          e.lastError ? `last error: ${e.lastError}` : "",
        ].filter(Boolean);
        return `${e.id} (${e.name}, ${e.mode}) ${e.url}  ${problems.join(", ")}`;
      }),
    ),
  );
  const b = s.lastBackup;
  out.push(
    `backup     ${b ? `${ago(b.at)} (${b.at}): ${b.path}, ${bytes(b.bytes)}${b.exists ? "" : " (the file is no longer there)"}` : "none recorded: run 'sitevisit backup FILE'"}`,
  );
  const sb = s.backup;
  if (sb.target || sb.settingsError)
    out.push(
      `scheduled  ${sb.settingsError ?? `${sb.schedule} to ${sb.target}`}`,
      ...indent([
        sb.lastSuccess
          ? `last good ${ago(sb.lastSuccess.at)} (${sb.lastSuccess.at}): ${sb.lastSuccess.name}, ${bytes(sb.lastSuccess.bytes)}`
          : "no good backup yet",
        ...(sb.overdue ? ["OVERDUE: no good backup within two schedule periods"] : []),
        ...(sb.lastFailure
          ? [
              `${sb.failures} failed run(s); last ${ago(sb.lastFailure.at)}: ${sb.lastFailure.error}`,
            ]
          : []),
      ]),
    );
  if (s.https) out.push(`https      ${describeHttpsStatus(s.https)}`);
  return out.join("\n");
}

export function statusCommand(): Command {
  return withCommon(
    new Command("status").description(
      "for the operator: is a server running on this data directory, database size, job queue by type, failing or disabled webhook endpoints, last backup, scheduled backups, the HTTPS certificate",
    ),
  ).action(
    action((opts: CommonOpts) => {
      const status = collectStatus(opts);
      print(opts, status, () => formatStatus(status));
    }),
  );
}
