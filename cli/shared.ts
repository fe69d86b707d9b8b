// What every CLI command shares: opening the data directory, printing (--json or human), prompting
// for a missing value on a TTY, option parsers whose errors name what they accept, and turning
// failures into one clean line (cli/errors.ts).
import { existsSync } from "node:fs";
import { Command, InvalidArgumentError, Option } from "commander";
import * as p from "@clack/prompts";
import { buildConfig, setConfig } from "../src/core/config";
import {
  actAsDataDirOwner,
  dbPath,
  ensureDataDir,
  type ModeFix,
  tightenModes,
  loadServerSecret,
  recordedPublicUrl,
} from "../src/core/data-dir";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { setServerSecret } from "../src/core/server-secret";
import { fail, usageError } from "./errors";
import { UserError } from "../src/core/user-error";
import { noteVersion, pendingUpgrade, refuseNewerData } from "../src/ops/upgrade";

export interface CommonOpts {
  dataDir?: string;
  json?: boolean;
  dev?: boolean;
}

/**
 * Adds --data-dir, --dev and (unless `json` is false) --json to a command. `json` is the help text of
 * --json when the command prints something other than one JSON document.
 */
export function withCommon(
  cmd: Command,
  {
    json = "print one JSON document on stdout (errors: one JSON line on stderr)" as string | false,
  } = {},
): Command {
  cmd.addOption(
    new Option("--data-dir <dir>", "data directory (default ./data)").env("SITEVISIT_DATA_DIR"),
  );
  cmd.option(
    "--dev",
    "development mode, as 'serve --dev': allows http://localhost webhook URLs (or SITEVISIT_DEV=1)",
  );
  if (json) cmd.option("--json", json);
  return cmd;
}

/**
 * The settings of a CLI command: its flags, then SITEVISIT_* variables (the settings file included,
 * cli/main.ts). Without a public URL of its own it takes the one the server last ran with.
 */
export function cliConfig(opts: CommonOpts & { publicUrl?: string }) {
  const cfg = buildConfig({
    dataDir: opts.dataDir,
    dev: opts.dev || undefined,
    publicUrl: opts.publicUrl,
  });
  if (!cfg.publicUrlExplicit) cfg.publicUrl = recordedPublicUrl(cfg.dataDir) ?? cfg.publicUrl;
  actAsDataDirOwner(cfg.dataDir);
  return setConfig(cfg);
}

const warnModeFixes = (fixes: ModeFix[]) => {
  for (const fix of fixes)
    process.stderr.write(
      `warning: ${fix.path} had mode ${fix.mode}; tightened to ${fix.fixedTo}\n`,
    );
};

/** Creates the data directory if needed and opens its database, not migrated yet. */
export function openDataDirDatabase(opts: CommonOpts & { publicUrl?: string }) {
  const cfg = cliConfig(opts);
  warnModeFixes(ensureDataDir(cfg.dataDir));
  setServerSecret(loadServerSecret(cfg.dataDir));
  return { cfg, db: openDatabase(dbPath(cfg.dataDir)) };
}

/**
 * Opens the database of the data directory, creating a new one. A directory of an older version is
 * left to `sitevisit migrate` or the server, which take a backup before migrating (src/ops/upgrade.ts);
 * one of a newer version is refused.
 */
export function openDataDir(opts: CommonOpts & { publicUrl?: string }): { applied: string[] } {
  const { cfg, db } = openDataDirDatabase(opts);
  refuseNewerData(cfg.dataDir);
  refuseOlderData(cfg.dataDir);
  const result = migrateDatabase(db);
  noteVersion(cfg.dataDir);
  return result;
}

function refuseOlderData(dataDir: string): void {
  const pending = pendingUpgrade();
  if (pending.length)
    throw new UserError(
      `the data directory ${dataDir} was made by an older sitevisit and needs ${pending.length} migration(s): run 'sitevisit migrate' (it takes a backup first), or restart the server`,
    );
}

/**
 * Opens an existing data directory's database read-only, for commands that only look: nothing is
 * created, migrated or written, and the live WAL is left to the server (src/db/client.ts).
 */
export function openDataDirReadOnly(opts: CommonOpts): { dataDir: string } {
  const cfg = cliConfig(opts);
  // Modes are not the database: a secret left readable by others is tightened by every command
  // (docs/security.md), this one too, where it may (a read-only mount refuses, and is left as it is).
  try {
    warnModeFixes(tightenModes(cfg.dataDir));
  } catch (e) {
    process.stderr.write(
      `warning: could not check the modes under ${cfg.dataDir}: ${(e as Error).message}\n`,
    );
  }
  openDatabase(dbPath(cfg.dataDir), { readonly: true });
  refuseNewerData(cfg.dataDir);
  return { dataDir: cfg.dataDir };
}

/**
 * For the commands that list (accounts list, users list, keys list, webhooks list, deliveries
 * tail, accounts settings without a change; docs/cli.md): the database read-only, as `status`
 * opens it, never through the migrator, which writes (and checkpoints the server's WAL when it
 * closes last). A directory with no database, or one that needs migrations, is refused with what
 * to do, not created or migrated.
 */
export function openDataDirToRead(opts: CommonOpts): void {
  const dataDir = cliConfig(opts).dataDir;
  if (!existsSync(dbPath(dataDir)))
    throw new UserError(
      `no database in ${dataDir}: nothing to list yet (start the server, or pass --data-dir)`,
    );
  openDataDirReadOnly(opts);
  refuseOlderData(dataDir);
}

export function print(opts: CommonOpts, value: unknown, human: () => string): void {
  process.stdout.write((opts.json ? JSON.stringify(value, null, 2) : human()) + "\n");
}

/** A table of rows for humans. */
export function table(rows: Record<string, unknown>[], columns: string[]): string {
  if (rows.length === 0) return "(none)";
  const cell = (v: unknown) => (v === null || v === undefined ? "-" : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]) =>
    vals
      .map((v, i) => v.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join("\n");
}

/** A required value: the flag if given, else a prompt on a TTY, else a usage error (exit 2). */
export async function required(
  value: string | undefined,
  flag: string,
  message: string,
  choices?: readonly string[],
): Promise<string> {
  if (value !== undefined && value !== "") return value;
  if (!process.stdin.isTTY)
    throw usageError(
      `missing ${flag} (${message.toLowerCase()}): pass it, or run in a terminal to be asked`,
    );
  const answer = choices
    ? await p.select({ message, options: choices.map((c) => ({ value: c, label: c })) })
    : await p.text({ message, validate: (v) => (v && v.trim() ? undefined : "required") });
  if (p.isCancel(answer)) {
    p.cancel("cancelled");
    process.exit(1);
  }
  return String(answer);
}

/** Option parser: a whole number in [min, max]. Commander turns the throw into a one-line usage error. */
export function wholeNumber(min = 0, max = Number.MAX_SAFE_INTEGER) {
  return (v: string) => {
    const n = Number(v);
    if (v.trim() === "" || !Number.isInteger(n) || n < min || n > max)
      throw new InvalidArgumentError(
        max === Number.MAX_SAFE_INTEGER
          ? `Expected a whole number of ${min} or more.`
          : `Expected a whole number from ${min} to ${max}.`,
      );
    return n;
  };
}

/** Option parser: a comma-separated list whose items must be among `valid`. */
export function listOf(valid: readonly string[], what: string) {
  return (v: string) => {
    const items = v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const wrong = items.filter((i) => !valid.includes(i));
    if (wrong.length)
      throw new InvalidArgumentError(
        `${wrong.map((w) => `'${w}'`).join(", ")} ${wrong.length > 1 ? "are not" : "is not"} ${what}; choose from: ${valid.join(", ")}.`,
      );
    return items;
  };
}

/** Wraps an action: any failure becomes one line on stderr (JSON with --json) and exit 1 or 2. */
export function action<A extends unknown[]>(fn: (...args: A) => unknown | Promise<unknown>) {
  return async (...args: A) => {
    try {
      await fn(...args);
    } catch (e) {
      // commander passes the command last: its parsed options say whether --json was given
      const cmd = args.at(-1);
      fail(e, cmd instanceof Command ? Boolean(cmd.opts().json) : false);
    }
  };
}
