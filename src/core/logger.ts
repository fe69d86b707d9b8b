// One pino logger for the process: JSON lines on stdout, pretty (in-process stream, not a transport,
// which crashes compiled binaries) when stdout is a TTY.
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

let current: Logger | null = null;

export function createLogger(level: string): Logger {
  const opts = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Belt and braces: nothing that looks like a credential is ever written.
    redact: { paths: ["authorization", "*.authorization", "headers.authorization", "secret", "*.secret", "signingSecret", "*.signingSecret", "key", "*.apiKey"], censor: "[redacted]" },
  };
  current = process.stdout.isTTY ? pino(opts, pretty({ colorize: true, sync: true })) : pino(opts);
  return current;
}

export function logger(): Logger {
  return (current ??= createLogger(process.env.SITEVISIT_LOG_LEVEL ?? "info"));
}
