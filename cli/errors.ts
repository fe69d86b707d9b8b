// How the CLI fails (docs/cli.md): one line on stderr, never a stack trace; with --json that line is
// {"error":{"code","message"}}. Exit 2 when the command line itself is wrong, 1 when the work failed.
import type { CommanderError, Command } from "commander";
import { ConfigError } from "../src/core/config";
import { LockHeldError } from "../src/core/data-dir";
import { ApiError } from "../src/core/errors";
import { UserError } from "../src/core/user-error";

/** The stable codes a script can switch on. Documented in docs/cli.md; change them only additively. */
export const CLI_ERROR_CODES = {
  usage_error:
    "the command line is wrong: unknown command or option, missing argument, or a value of the wrong kind",
  not_found: "no record with that id",
  validation_error: "a value was understood but refused by the rules (a length, a URL policy, ...)",
  conflict:
    "the operation does not fit the current state (a paused endpoint, an existing file, ...)",
  server_running: "another server already uses this data directory",
  bad_input:
    "the input file cannot be used: missing, of an unknown type, unreadable, or without audio (try); not an image we take (--logo)",
  processing_failed: "the transcriber or extractor failed on the input, or heard no speech (try)",
  config_error: "a setting (flag or SITEVISIT_* variable) is invalid",
  internal_error:
    "anything else: a bug or an unreadable database; SITEVISIT_DEBUG=1 prints the stack",
} as const;
export type CliErrorCode = keyof typeof CLI_ERROR_CODES;

export class CliError extends Error {
  constructor(
    readonly code: CliErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError("usage_error", message);

// The services' UserError carries no code (they predate the CLI's codes); its messages follow two
// fixed shapes, so the mapping lives here, in one place, rather than in every command.
function userErrorCode(message: string): CliErrorCode {
  if (/^no [\w ]+ with id '/.test(message)) return "not_found";
  if (/ already exists/.test(message)) return "conflict";
  return "validation_error";
}

const API_CODES: Partial<Record<string, CliErrorCode>> = {
  resource_not_found: "not_found",
  invalid_state: "conflict",
  validation_error: "validation_error",
  invalid_webhook_url: "validation_error",
  mode_mismatch: "validation_error",
  // A file the CLI reads as the API reads an upload (accounts settings --logo).
  unsupported_media_type: "bad_input",
  payload_too_large: "bad_input",
  image_too_large: "bad_input",
};

export function classify(e: unknown): { code: CliErrorCode; message: string } {
  const message = oneLine(e instanceof Error ? e.message : String(e));
  if (e instanceof CliError) return { code: e.code, message };
  if (e instanceof UserError) return { code: userErrorCode(message), message };
  // A refusal (4xx) is never a bug: it says what was wrong with what was given.
  if (e instanceof ApiError)
    return {
      code: API_CODES[e.code] ?? (e.status < 500 ? "validation_error" : "internal_error"),
      message,
    };
  if (e instanceof ConfigError) return { code: "config_error", message };
  if (e instanceof LockHeldError) return { code: "server_running", message };
  return { code: "internal_error", message };
}

const oneLine = (s: string) =>
  s
    .replace(/^error:\s*/, "")
    .replace(/\s*\n\s*/g, " ")
    .trim();

/** Prints the failure as one line (JSON when asked) and exits: 2 for usage errors, else 1. */
export function fail(e: unknown, json: boolean): never {
  const { code, message } = classify(e);
  process.stderr.write(
    json ? JSON.stringify({ error: { code, message } }) + "\n" : `error: ${message}\n`,
  );
  if (code === "internal_error" && process.env.SITEVISIT_DEBUG) console.error(e);
  process.exit(code === "usage_error" ? 2 : 1);
}

/** "sitevisit keys create": the words an admin types to reach `cmd`. */
export function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

/**
 * Commander's own parse errors (unknown option, bad choice, missing argument), as one line that ends
 * with where to read more. `failed` is the command whose parser complained.
 */
export function commanderUsageError(e: CommanderError, failed: Command | undefined): CliError {
  let message = oneLine(e.message);
  if (e.code === "commander.help" && failed) {
    // A command group run without its subcommand.
    const subs = failed.commands.map((c) => c.name()).filter((n) => n !== "help");
    message = `'${commandPath(failed)}' needs a command: ${subs.join(", ")}`;
  } else if (e.code === "commander.missingArgument" && failed) {
    message += ` (usage: ${commandPath(failed)} ${failed.usage()})`;
  }
  message = message.replace(/\(Did you mean (.+)\?\)/, "(did you mean $1?)");
  return usageError(
    failed ? `${message.replace(/\.$/, "")}; see '${commandPath(failed)} --help'` : message,
  );
}

/** --json anywhere before a bare `--`: usage errors happen before options are parsed, so look at argv. */
export function jsonRequested(argv: string[]): boolean {
  const end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).includes("--json");
}
