// One pino logger for the process: JSON lines on stdout, pretty (in-process stream, not a transport,
// which crashes compiled binaries) when stdout is a TTY.
// Rule: log ids, never credentials: no headers, keys, secrets, signatures or public tokens are ever
// passed to the logger (the request log redacts token paths itself). pino's redact option would
// cost about 4 % of a request to guard fields that never occur; tests scan the log for secrets.
import pino, { type DestinationStream, type Logger } from "pino";
import type PinoPretty from "pino-pretty";

let current: Logger | null = null;

/**
 * Lines logged during one turn of the event loop leave in one write at its end (setImmediate), not
 * one write each: under load a turn serves many requests, and the write was a tenth of a request's
 * CPU (docs/operating.md, Logs). Nothing waits longer than the turn; the exit handler writes what
 * is left, so only a SIGKILL mid-turn can lose lines, as it would lose the write in flight.
 */
function batchedStdout(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: true });
  let pending = "";
  const flush = () => {
    if (pending === "") return;
    const lines = pending;
    pending = "";
    out.write(lines);
  };
  process.on("exit", flush);
  return {
    write(line: string) {
      if (pending === "") setImmediate(flush);
      pending += line;
    },
  };
}

let stdout: DestinationStream | null = null;

export function createLogger(level: string): Logger {
  const opts = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  // pino-pretty is loaded only for a terminal: a service's stdout is the journal.
  current = process.stdout.isTTY
    ? pino(opts, (require("pino-pretty") as typeof PinoPretty)({ colorize: true, sync: true }))
    : pino(opts, (stdout ??= batchedStdout()));
  return current;
}

export function logger(): Logger {
  return (current ??= createLogger(process.env.SITEVISIT_LOG_LEVEL ?? "info"));
}

// A busy server writes several lines in each millisecond: each millisecond's ISO time is made once.
let isoAt = -1;
let iso = "";
function isoNow(): string {
  const now = Date.now();
  if (now !== isoAt) {
    isoAt = now;
    iso = new Date(now).toISOString();
  }
  return iso;
}

/**
 * Writes one info line in pino's own format straight to stdout, for the request log: the line a
 * request costs most of (pino's serializer chain measured about 8 µs a request under load, an
 * object through JSON.stringify about 1, its members written by the caller 0.3). `members` are the
 * line's own fields as JSON members (`"a":1,"b":"x"`); `fields` gives the same as an object, for
 * pino (pretty) on a TTY.
 */
export function infoLine(
  members: string,
  fields: () => Record<string, unknown>,
  msg: string,
): void {
  const log = logger();
  if (!log.isLevelEnabled("info")) return;
  if (!stdout || process.stdout.isTTY) {
    log.info(fields(), msg);
    return;
  }
  stdout.write(`{"level":30,"time":"${isoNow()}",${members},"msg":${JSON.stringify(msg)}}\n`);
}
