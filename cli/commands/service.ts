// `sitevisit service install|status|uninstall`: sitevisit as a systemd service (docs/operating.md,
// "Going to production"). --dry-run --root DIR writes the same files under DIR and runs nothing.
import { basename, dirname, join } from "node:path";
import { chmodSync, chownSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { Command } from "commander";
import { DEFAULT_SETTINGS_FILE } from "../../src/core/settings-file";
import { UserError } from "../../src/core/user-error";
import {
  checkServiceOptions,
  SERVICE_DATA_DIR,
  SERVICE_USER,
  type ServiceOptions,
  serviceUnit,
  settingsFileText,
  UNIT_PATH,
} from "../../src/ops/service";
import { action } from "../shared";

interface Opts extends Partial<ServiceOptions> {
  dryRun?: boolean;
  root?: string;
}

/** The executable to put in the unit: this one when it is the compiled binary. */
const defaultBinary = () =>
  basename(process.execPath) === "sitevisit" ? process.execPath : "/usr/local/bin/sitevisit";

function run(cmd: string[], { check = true } = {}): number {
  const r = Bun.spawnSync(cmd, { stdout: "inherit", stderr: "inherit" });
  if (check && r.exitCode !== 0)
    throw new UserError(`'${cmd.join(" ")}' failed with exit code ${r.exitCode}`);
  return r.exitCode ?? 1;
}

function userIds(name: string): { uid: number; gid: number } | null {
  const r = Bun.spawnSync(["id", "-u", name]);
  const g = Bun.spawnSync(["id", "-g", name]);
  if (r.exitCode !== 0 || g.exitCode !== 0) return null;
  return { uid: Number(r.stdout.toString()), gid: Number(g.stdout.toString()) };
}

function rootedAt(opts: Opts) {
  if (opts.root && !opts.dryRun) throw new UserError("--root goes with --dry-run");
  const root = opts.dryRun ? (opts.root ?? "") : "";
  if (opts.dryRun && !root) throw new UserError("--dry-run needs --root DIR to write into");
  if (!opts.dryRun && process.getuid?.() !== 0)
    throw new UserError("run as root: sudo sitevisit service …");
  return (path: string) => join(root || "/", path);
}

function install(opts: Opts) {
  const at = rootedAt(opts);
  // Checked before anything is written or run (src/ops/service.ts).
  const o = checkServiceOptions({
    binary: opts.binary ?? defaultBinary(),
    domain: opts.domain,
    email: opts.email,
    publicUrl: opts.publicUrl,
  });
  const say = (line: string) => process.stdout.write(`${line}\n`);
  let ids: { uid: number; gid: number } | null = null;
  if (!opts.dryRun) {
    ids = userIds(SERVICE_USER);
    if (!ids) {
      run([
        "useradd",
        "--system",
        "--home-dir",
        SERVICE_DATA_DIR,
        "--no-create-home",
        "--shell",
        "/usr/sbin/nologin",
        SERVICE_USER,
      ]);
      ids = userIds(SERVICE_USER);
    }
  } else say(`would create the system user ${SERVICE_USER}`);
  const own = (path: string) => ids && chownSync(path, ids.uid, ids.gid);

  const dataDir = at(SERVICE_DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  own(dataDir);
  say(`data directory ${dataDir} (0700)`);

  const envFile = at(DEFAULT_SETTINGS_FILE);
  mkdirSync(dirname(envFile), { recursive: true, mode: 0o755 });
  chmodSync(dirname(envFile), 0o755); // the service user reaches its file; the file itself is 0600
  if (existsSync(envFile)) say(`settings ${envFile} kept as it is`);
  else {
    writeFileSync(envFile, settingsFileText(o), { mode: 0o600 });
    say(`settings ${envFile} (0600)`);
  }
  chmodSync(envFile, 0o600);
  own(envFile); // the service user may read its settings (sudo -u sitevisit sitevisit …)

  const unit = at(UNIT_PATH);
  mkdirSync(dirname(unit), { recursive: true, mode: 0o755 });
  writeFileSync(unit, serviceUnit(o), { mode: 0o644 });
  chmodSync(unit, 0o644);
  say(`unit ${unit}`);

  if (opts.dryRun) {
    say("would run: systemctl daemon-reload && systemctl enable --now sitevisit");
    return;
  }
  run(["systemctl", "daemon-reload"]);
  run(["systemctl", "enable", "--now", "sitevisit"]);
  say(
    o.domain
      ? `started: https://${o.domain} once the certificate is issued ('sitevisit status' says when)`
      : "started: see 'sitevisit status'",
  );
}

function uninstall(opts: Opts) {
  const at = rootedAt(opts);
  if (!opts.dryRun) run(["systemctl", "disable", "--now", "sitevisit"], { check: false });
  rmSync(at(UNIT_PATH), { force: true });
  if (!opts.dryRun) run(["systemctl", "daemon-reload"]);
  process.stdout.write(
    `removed the unit ${at(UNIT_PATH)}; kept the data in ${at(SERVICE_DATA_DIR)}, the settings in ${at(DEFAULT_SETTINGS_FILE)} and the user ${SERVICE_USER}\n`,
  );
}

const rootOptions = (cmd: Command) =>
  cmd
    .option("--dry-run", "write the files under --root DIR and change nothing else")
    .option("--root <dir>", "with --dry-run: the directory standing for /");

export function serviceCommand(): Command {
  const cmd = new Command("service").description(
    "run sitevisit as a systemd service: install (as root), status, uninstall (data kept)",
  );
  cmd.addCommand(
    rootOptions(
      new Command("install")
        .description(
          `create the ${SERVICE_USER} user, ${SERVICE_DATA_DIR} (0700), ${DEFAULT_SETTINGS_FILE} (0600) and a hardened systemd unit, then enable and start it`,
        )
        .option("--domain <name>", "serve https://<name> with a certificate over ACME")
        .option("--email <address>", "with --domain: the ACME account's email (expiry notices)")
        .option(
          "--public-url <url>",
          "without --domain: the address people use through your reverse proxy",
        )
        .option("--binary <path>", "the executable the unit runs (default: this one)"),
    ).action(action((opts: Opts) => install(opts))),
  );
  cmd.addCommand(
    new Command("status").description("systemctl status of the service").action(
      action(
        () =>
          void (process.exitCode = run(["systemctl", "status", "sitevisit", "--no-pager"], {
            check: false,
          })),
      ),
    ),
  );
  cmd.addCommand(
    rootOptions(
      new Command("uninstall").description(
        "stop, disable and remove the unit; the data, the settings and the user stay",
      ),
    ).action(action((opts: Opts) => uninstall(opts))),
  );
  return cmd;
}
