// How scheduled backups stand, for `sitevisit status` and `sitevisit doctor`: the settings, the last
// archive written and checked, the failures, and whether the last good one is older than two
// schedule periods (a run or two was missed: doctor warns).
import { type Check, ok } from "../core/check";
import { checkedBackupSettings, readBackupState } from "./backup-schedule";

export function backupStatus(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
  now = Date.now(),
) {
  let settingsError: string | null = null;
  let settings: ReturnType<typeof checkedBackupSettings> = null;
  try {
    settings = checkedBackupSettings(dataDir, env);
  } catch (e) {
    settingsError = e instanceof Error ? e.message : String(e);
  }
  const state = readBackupState(dataDir);
  const last = state.lastSuccess ? Date.parse(state.lastSuccess.at) : null;
  return {
    target: settings?.target ?? env.SITEVISIT_BACKUP_TARGET ?? null,
    schedule: settings?.schedule.text ?? null,
    encrypted: settings ? settings.key !== null : null,
    settingsError,
    lastSuccess: state.lastSuccess ?? null,
    lastFailure: state.lastFailure ?? null,
    failures: state.failures,
    /** No good archive within two schedule periods (or none at all) while backups are scheduled. */
    overdue: !!settings && (last === null || now - last > 2 * settings.schedule.periodMs),
  };
}

export function checkBackups(dataDir: string): Check {
  const part = "backups";
  const s = backupStatus(dataDir);
  if (s.settingsError)
    return {
      part,
      status: "invalid",
      detail: s.settingsError,
      fix: "correct the SITEVISIT_BACKUP_* settings (docs/configuration.md)",
    };
  if (!s.target)
    return {
      part,
      status: "missing",
      detail: "no scheduled backups (SITEVISIT_BACKUP_TARGET is not set)",
      fix: "set SITEVISIT_BACKUP_TARGET and SITEVISIT_BACKUP_KEY (docs/operating.md, Scheduled backups)",
    };
  const failure = s.lastFailure ? `; last failure ${s.lastFailure.at}: ${s.lastFailure.error}` : "";
  if (s.overdue)
    return {
      part,
      status: "stale",
      detail: `${s.lastSuccess ? `the last good backup is from ${s.lastSuccess.at}` : "no good backup yet"}, more than two periods of '${s.schedule}' ago (to ${s.target})${failure}`,
      fix: "is 'sitevisit serve' running? run 'sitevisit backup now' and read its error",
    };
  return ok(
    part,
    `${s.schedule} to ${s.target}${s.encrypted ? ", encrypted" : ", NOT encrypted (no key)"}; last good ${s.lastSuccess!.at} (${s.lastSuccess!.name})${failure}`,
  );
}
