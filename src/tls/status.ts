// The state of automatic HTTPS, noted in <data-dir>/tls/status.json by the running server so that
// `sitevisit status` and `sitevisit doctor`, run from a shell, can say it plainly.
import { join } from "node:path";
import { nowIso } from "../core/time";
import { readIfThere, tlsDir, writePrivate } from "./files";

export interface HttpsStatus {
  domain: string;
  /** obtaining: no certificate yet; active: serving HTTPS; failing: the last order failed. */
  state: "obtaining" | "active" | "failing";
  certificate: { notAfter: string; renewFrom: string; issuer: string } | null;
  lastError: string | null;
  failures: number;
  nextAttemptAt: string | null;
  updatedAt: string;
}

const statusPath = (dataDir: string) => join(tlsDir(dataDir), "status.json");

export function writeHttpsStatus(dataDir: string, s: Omit<HttpsStatus, "updatedAt">): void {
  writePrivate(statusPath(dataDir), `${JSON.stringify({ ...s, updatedAt: nowIso() }, null, 2)}\n`);
}

/** The last noted state, or null when this data directory has never run with --domain. */
export function readHttpsStatus(dataDir: string): HttpsStatus | null {
  try {
    const text = readIfThere(statusPath(dataDir));
    return text ? (JSON.parse(text) as HttpsStatus) : null;
  } catch {
    return null;
  }
}

/** One line for people: what HTTPS is doing and, when it fails, why and when it tries again. */
export function describeHttpsStatus(s: HttpsStatus): string {
  const cert = s.certificate
    ? `certificate valid until ${s.certificate.notAfter}, renewed from ${s.certificate.renewFrom}`
    : "no certificate yet";
  if (s.state === "active") return `serving https://${s.domain}: ${cert}`;
  if (s.state === "obtaining") return `obtaining a certificate for ${s.domain}: ${cert}`;
  return `FAILING for ${s.domain} (${s.failures} attempt(s)): ${s.lastError}; ${cert}; next attempt at ${s.nextAttemptAt}`;
}

/** The CA itself could not be reached (src/tls/acme.ts): DNS and port 80 were never tried. */
export const directoryUnreachable = (lastError: string | null) =>
  lastError?.startsWith("the ACME directory ") ?? false;

/**
 * What to do about an unreachable ACME directory. The log names the server's URL; doctor, run from
 * a shell that may not have the server's settings, leaves it to the error it shows beside.
 */
export const directoryHint = (url?: string) =>
  `check SITEVISIT_ACME_DIRECTORY${url ? ` (${url})` : ""} and that this machine can reach it over HTTPS (firewall, proxy, outbound port 443); it retries by itself`;
