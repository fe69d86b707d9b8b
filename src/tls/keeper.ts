// Keeps a certificate for --domain: at start it serves the stored one if still valid, then looks
// every SITEVISIT_ACME_CHECK_SECONDS and orders a new one when fewer than SITEVISIT_ACME_RENEW_DAYS
// remain, installing it without a restart. A failed order is logged, noted for status/doctor, and
// retried after SITEVISIT_ACME_RETRY_SECONDS, doubling to at most a day; when the CA says we hit its
// rate limit, not sooner than an hour (Let's Encrypt allows 5 failed validations per name per hour).
import type { Logger } from "pino";
import type { HttpsSettings } from "../core/config";
import { jitter } from "../core/backoff";
import { obtainCertificate } from "./acme";
import { type CertPair, describeCert, storePair, storedPair } from "./files";
import { directoryHint, directoryUnreachable, type HttpsStatus, writeHttpsStatus } from "./status";

const DAY_MS = 86_400_000;
const RATE_LIMITED_MS = 3_600_000;

export interface Keeper {
  /** True once a certificate is being served. */
  active(): boolean;
  stop(): void;
}

export function keepCertificate(o: {
  https: HttpsSettings;
  dataDir: string;
  log: Logger;
  install(pair: CertPair): void;
}): Keeper {
  const { https, dataDir, log } = o;
  const domain = https.domain!;
  let certificate: HttpsStatus["certificate"] = null;
  let failures = 0;
  let lastError: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const note = (state: HttpsStatus["state"], nextAttemptAt: number | null) =>
    writeHttpsStatus(dataDir, {
      domain,
      state,
      certificate,
      lastError,
      failures,
      nextAttemptAt: nextAttemptAt === null ? null : new Date(nextAttemptAt).toISOString(),
    });

  /** Serves the pair if it is for this domain and unexpired; returns when it should be renewed. */
  const use = (pair: CertPair): number | null => {
    const d = describeCert(pair.cert);
    const notAfter = Date.parse(d.notAfter);
    if (!d.names.includes(domain) || notAfter <= Date.now()) return null;
    const renewFrom = notAfter - https.renewDays * DAY_MS;
    o.install(pair); // first: if the port cannot be bound, nothing claims HTTPS is served
    certificate = {
      notAfter: d.notAfter,
      renewFrom: new Date(renewFrom).toISOString(),
      issuer: d.issuer,
    };
    return renewFrom;
  };

  const schedule = (at: number) => {
    if (stopped) return;
    const delay = Math.min(Math.max(0, at - Date.now()), DAY_MS);
    timer = setTimeout(tick, delay);
  };

  const nextLook = (renewFrom: number) =>
    Math.min(renewFrom, Date.now() + https.checkSeconds * 1000);

  let renewFrom: number | null = null;
  const tick = async () => {
    if (renewFrom !== null && Date.now() < renewFrom) {
      schedule(nextLook(renewFrom));
      return;
    }
    const renewing = certificate !== null;
    log.info({ domain, directory: https.acmeDirectory, renewing }, "ordering an HTTPS certificate");
    try {
      const pair = await obtainCertificate(https, dataDir);
      if (stopped) return;
      storePair(dataDir, pair);
      renewFrom = use(pair);
      if (renewFrom === null)
        throw new Error("the CA returned a certificate that does not name this domain");
      failures = 0;
      lastError = null;
      note("active", null);
      log.info({ domain, not_after: certificate!.notAfter }, "HTTPS certificate obtained");
      // The next look, not sooner: a CA issuing certificates shorter than the window must not
      // be asked again at once.
      schedule(Date.now() + https.checkSeconds * 1000);
    } catch (e: any) {
      if (stopped) return;
      failures++;
      lastError = String(e?.message ?? e);
      const limited = /rate.?limit|too many/i.test(lastError);
      const wait = Math.max(
        jitter(Math.min(https.retrySeconds * 1000 * 2 ** (failures - 1), DAY_MS), 0.1),
        limited ? RATE_LIMITED_MS : 0,
      );
      const at = Date.now() + wait;
      note("failing", at);
      log.error(
        {
          domain,
          error: lastError,
          failures,
          next_attempt_at: new Date(at).toISOString(),
          hint: directoryUnreachable(lastError)
            ? directoryHint(https.acmeDirectory)
            : `check that ${domain} resolves to this machine and that port 80 reaches --http-port ${https.httpPort}`,
        },
        "could not obtain an HTTPS certificate",
      );
      schedule(at);
    }
  };

  const stored = storedPair(dataDir);
  try {
    if (stored) renewFrom = use(stored);
  } catch (e) {
    log.warn({ err: e }, "the stored certificate cannot be served; ordering a new one");
  }
  note(certificate ? "active" : "obtaining", null);
  schedule(renewFrom ?? Date.now());

  return {
    active: () => certificate !== null,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
