// One pino logger for the process: JSON lines on stdout, pretty (in-process stream, not a transport,
// which crashes compiled binaries) when stdout is a TTY.
// Rule: log ids, never credentials: no headers, keys, secrets, signatures or public tokens are ever
// passed to the logger (the request log redacts token paths itself). pino's redact option would
// cost about 4 % of a request to guard fields that never occur; tests scan the log for secrets.
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

let current: Logger | null = null;

export function createLogger(level: string): Logger {
  const opts = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  current = process.stdout.isTTY ? pino(opts, pretty({ colorize: true, sync: true })) : pino(opts);
  return current;
}

export function logger(): Logger {
  return (current ??= createLogger(process.env.SITEVISIT_LOG_LEVEL ?? "info"));
}
