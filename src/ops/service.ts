// `sitevisit service install` (docs/operating.md, "Going to production"): the system user, the data
// directory, the settings file and a hardened systemd unit. The texts live here; cli/commands/service.ts
// writes them (under --root with --dry-run) and runs useradd and systemctl.
import { accessSync, constants, statSync } from "node:fs";
import { isAbsolute } from "node:path";
import { isDnsName, publicUrlProblem } from "../core/config";
import { isValidEmailAddress } from "../core/email-address";
import { DEFAULT_SETTINGS_FILE } from "../core/settings-file";
import { UserError } from "../core/user-error";

export const SERVICE_USER = "sitevisit";
export const SERVICE_DATA_DIR = "/var/lib/sitevisit";
export const UNIT_PATH = "/etc/systemd/system/sitevisit.service";

export interface ServiceOptions {
  /** The sitevisit executable the unit runs. */
  binary: string;
  domain?: string;
  email?: string;
  /** Behind a reverse proxy: the address people use; the server then listens on 127.0.0.1:8080. */
  publicUrl?: string;
}

// A path systemd reads as it is in ExecStart: no specifier (%), variable ($), quote, backslash,
// space or control character, so it can neither add a directive nor change the command line.
const PLAIN_PATH = /^\/[A-Za-z0-9._+/-]+$/;

/**
 * The options checked before anything is written: values go into the settings file and the unit
 * unquoted, so one that could add a line or a directive (or that `serve` would refuse at every
 * start) is refused here. The domain comes back as `serve` reads it (lowercase, no final dot).
 */
export function checkServiceOptions(o: ServiceOptions): ServiceOptions {
  const domain = o.domain?.trim().toLowerCase().replace(/\.$/, "");
  if (domain !== undefined && !isDnsName(domain))
    throw new UserError(
      `--domain must be a DNS name such as visits.example.com (letters, digits, hyphens and dots, at most 253 characters), got ${JSON.stringify(o.domain)}`,
    );
  if (o.email !== undefined && !isValidEmailAddress(o.email))
    throw new UserError(`--email must be an email address, got ${JSON.stringify(o.email)}`);
  const problem = o.publicUrl === undefined ? null : publicUrlProblem(o.publicUrl);
  if (problem)
    throw new UserError(
      `--public-url must be an http(s) URL such as https://visits.example.com (${problem}), got ${JSON.stringify(o.publicUrl)}`,
    );
  if (!isAbsolute(o.binary) || !PLAIN_PATH.test(o.binary) || o.binary.split("/").includes(".."))
    throw new UserError(
      `--binary must be an absolute path of letters, digits and . _ + - / (no '..'), got ${JSON.stringify(o.binary)}`,
    );
  let executable = false;
  try {
    accessSync(o.binary, constants.X_OK);
    executable = statSync(o.binary).isFile();
  } catch {}
  if (!executable) throw new UserError(`--binary ${o.binary} is not an executable file`);
  return { ...o, ...(domain !== undefined ? { domain } : {}) };
}

/**
 * The unit: runs as the service user, binds 80 and 443 through CAP_NET_BIND_SERVICE alone, sees the
 * file system read-only except its data directory, and is restarted if it fails, at most 5 times in
 * 5 minutes (a setting it refuses at start would otherwise restart it every 5 s for ever). SIGHUP
 * re-reads --tls-cert/--tls-key (systemctl reload). `o` is checked (checkServiceOptions).
 */
export function serviceUnit(o: ServiceOptions): string {
  return `# Written by 'sitevisit service install'. Settings go in ${DEFAULT_SETTINGS_FILE}, not here.
[Unit]
Description=sitevisit site visit reports
After=network-online.target
Wants=network-online.target
StartLimitIntervalSec=300
StartLimitBurst=5

[Service]
Type=simple
User=${SERVICE_USER}
Group=${SERVICE_USER}
EnvironmentFile=${DEFAULT_SETTINGS_FILE}
ExecStart=${o.binary} serve
ExecReload=/bin/kill -HUP $MAINPID
Restart=on-failure
RestartSec=5
TimeoutStopSec=30
UMask=0077
AmbientCapabilities=CAP_NET_BIND_SERVICE
CapabilityBoundingSet=CAP_NET_BIND_SERVICE
NoNewPrivileges=true
ProtectSystem=strict
ReadWritePaths=${SERVICE_DATA_DIR}
ProtectHome=true
PrivateTmp=true
PrivateDevices=true
ProtectKernelTunables=true
ProtectKernelModules=true
ProtectControlGroups=true
RestrictSUIDSGID=true
RestrictNamespaces=true
LockPersonality=true

[Install]
WantedBy=multi-user.target
`;
}

/** The settings file: read by the service and by every sitevisit command run on this machine. */
export function settingsFileText(o: ServiceOptions): string {
  const lines = [
    "# sitevisit settings (docs/configuration.md): read by the service and by every 'sitevisit'",
    "# command on this machine. After a change: systemctl restart sitevisit",
    `SITEVISIT_DATA_DIR=${SERVICE_DATA_DIR}`,
  ];
  if (o.domain) {
    lines.push(`SITEVISIT_DOMAIN=${o.domain}`);
    lines.push(
      o.email ? `SITEVISIT_ACME_EMAIL=${o.email}` : "# SITEVISIT_ACME_EMAIL=you@example.com",
    );
    lines.push(
      "# Let's Encrypt's staging CA, for a first try:",
      "# SITEVISIT_ACME_DIRECTORY=https://acme-staging-v02.api.letsencrypt.org/directory",
    );
  } else {
    lines.push(
      "# Behind a reverse proxy on this machine:",
      "SITEVISIT_HOST=127.0.0.1",
      "SITEVISIT_PORT=8080",
      "SITEVISIT_TRUST_PROXY=1",
      o.publicUrl
        ? `SITEVISIT_PUBLIC_URL=${o.publicUrl}`
        : "# SITEVISIT_PUBLIC_URL=https://visits.example.com",
    );
  }
  lines.push("# SITEVISIT_SMTP_URL=smtp://user:pass@smtp.example.com:587", "");
  return lines.join("\n");
}
