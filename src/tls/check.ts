// `sitevisit doctor`'s HTTPS line: from the state the running server noted (src/tls/status.ts).
import { type Check, ok } from "../core/check";
import type { Config } from "../core/config";
import {
  describeHttpsStatus,
  directoryHint,
  directoryUnreachable,
  readHttpsStatus,
} from "./status";

export function checkHttps(cfg: Config): Check | null {
  const s = readHttpsStatus(cfg.dataDir);
  const domain = cfg.https.domain ?? s?.domain;
  if (!domain) return null;
  if (!s || s.domain !== domain)
    return {
      part: "https",
      status: "missing",
      detail: `no certificate obtained for ${domain} yet`,
      fix: "start 'sitevisit serve' (or the service) with this domain; it obtains one at start",
    };
  if (s.state !== "failing") return ok("https", describeHttpsStatus(s));
  return {
    part: "https",
    status: "refused",
    detail: describeHttpsStatus(s),
    fix: directoryUnreachable(s.lastError)
      ? directoryHint()
      : `check that ${domain} resolves (DNS A/AAAA record) to this machine and that port ${cfg.https.httpPort === 80 ? "80" : `${cfg.https.httpPort} (as port 80 outside)`} is open to the internet; it retries by itself`,
  };
}
