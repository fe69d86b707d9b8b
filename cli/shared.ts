// What every CLI command shares: opening the data directory, printing (--json or human), prompting
// for a missing value on a TTY, and turning failures into clean messages with exit codes 1 and 2.
import { Command, Option } from "commander";
import * as p from "@clack/prompts";
import { buildConfig, setConfig, ConfigError } from "../src/core/config";
import { dbPath, ensureDataDir, loadServerSecret } from "../src/core/data-dir";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { setServerSecret } from "../src/core/server-secret";
import { UserError } from "../src/core/user-error";
import { ApiError } from "../src/core/errors";

export interface CommonOpts {
  dataDir?: string;
  json?: boolean;
}

export class UsageError extends Error {}

/** Adds --data-dir and (optionally) --json to a command. */
export function withCommon(cmd: Command, { json = true } = {}): Command {
  cmd.addOption(new Option("--data-dir <dir>", "data directory").env("SITEVISIT_DATA_DIR"));
  if (json) cmd.option("--json", "print one JSON document on stdout");
  return cmd;
}

/** Opens (creating and migrating if needed) the database of the data directory. */
export function openDataDir(opts: CommonOpts): { applied: string[] } {
  const cfg = setConfig(buildConfig({ dataDir: opts.dataDir }));
  ensureDataDir(cfg.dataDir);
  setServerSecret(loadServerSecret(cfg.dataDir));
  return migrateDatabase(openDatabase(dbPath(cfg.dataDir)));
}

export function print(opts: CommonOpts, value: unknown, human: () => string): void {
  process.stdout.write((opts.json ? JSON.stringify(value, null, 2) : human()) + "\n");
}

/** A table of rows for humans. */
export function table(rows: Record<string, unknown>[], columns: string[]): string {
  if (rows.length === 0) return "(none)";
  const cell = (v: unknown) => (v === null || v === undefined ? "-" : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i]!)).join("  ").trimEnd();
  return [line(columns), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join("\n");
}

/** A required value: the flag if given, else a prompt on a TTY, else a usage error (exit 2). */
export async function required(value: string | undefined, flag: string, message: string, choices?: string[]): Promise<string> {
  if (value !== undefined && value !== "") return value;
  if (!process.stdin.isTTY) throw new UsageError(`missing required option ${flag}`);
  const answer = choices
    ? await p.select({ message, options: choices.map((c) => ({ value: c, label: c })) })
    : await p.text({ message, validate: (v) => (v && v.trim() ? undefined : "required") });
  if (p.isCancel(answer)) {
    p.cancel("cancelled");
    process.exit(1);
  }
  return String(answer);
}

/** Wraps an action: known failures print one clear line; unknown ones too, without a stack. */
export function action<A extends unknown[]>(fn: (...args: A) => unknown | Promise<unknown>) {
  return async (...args: A) => {
    try {
      await fn(...args);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      if (e instanceof UsageError) {
        process.stderr.write(`error: ${msg}\n`);
        process.exit(2);
      }
      if (e instanceof UserError || e instanceof ConfigError || e instanceof ApiError) {
        process.stderr.write(`error: ${msg}\n`);
        process.exit(1);
      }
      process.stderr.write(`error: ${msg}\n`);
      if (process.env.SITEVISIT_DEBUG) console.error(e);
      process.exit(1);
    }
  };
}
