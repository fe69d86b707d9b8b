// The service's settings file (docs/operating.md, "Going to production"): `sitevisit service install`
// writes /etc/sitevisit/env, systemd hands it to the server, and every CLI command reads it too, so an
// admin at a shell works on the service's data directory and prints its address with no flags.
// SITEVISIT_ENV_FILE names another file (tests; a second instance). Variables already set in the
// environment win over the file, and flags win over both.
import { readFileSync } from "node:fs";
import { ConfigError } from "./config";

export const DEFAULT_SETTINGS_FILE = "/etc/sitevisit/env";

export const settingsFilePath = (e: Record<string, string | undefined> = process.env) =>
  e.SITEVISIT_ENV_FILE || DEFAULT_SETTINGS_FILE;

/** KEY=VALUE lines as systemd's EnvironmentFile reads them: # comments, optional quotes. */
export function parseSettings(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";")) continue;
    const eq = line.indexOf("=");
    if (eq <= 0) continue;
    const key = line.slice(0, eq).trim();
    let value = line.slice(eq + 1).trim();
    if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.at(-1) === value[0])
      value = value.slice(1, -1);
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) out[key] = value;
  }
  return out;
}

/**
 * Fills process.env from the settings file when it exists. Returns the path read, or null when
 * there is none. A file that exists but cannot be read is an error worth saying, not skipping:
 * the command would otherwise run on another data directory than the service's.
 */
export function loadSettingsFile(path = settingsFilePath()): string | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e: any) {
    if (e?.code === "ENOENT") return null;
    throw new ConfigError(
      `cannot read the settings file ${path} (${e?.code ?? e}): run as root or as the service's user (sudo -u sitevisit sitevisit …), or point SITEVISIT_ENV_FILE elsewhere`,
    );
  }
  for (const [k, v] of Object.entries(parseSettings(text))) process.env[k] ??= v;
  return path;
}
