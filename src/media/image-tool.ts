// The one way image tools (libheif's heif-convert, libvips' vipsthumbnail and vipsheader) run: as a
// child process at the lowest CPU priority (nice 19), under an address-space limit (prlimit --as,
// util-linux), with a wall-clock timeout, killed when the caller aborts, and at most
// `imageTools.concurrency` at once across uploads and rendition jobs (an in-process semaphore).
// A decoder is handed a file an attacker chose: a 1 KB HEIC can declare 32767x32767 pixels and ask
// for 1.5 GB. Under the limit its allocation fails and the tool exits at once; whatever happens the
// server's own memory is untouched, and at most `concurrency` such children exist.
import { config } from "../core/config";
import { readFile } from "node:fs/promises";

export type ImageToolFailure = "missing" | "timeout" | "aborted" | "failed";

export type ImageToolResult =
  | { ok: true; stdout: string; maxRssBytes: number }
  | { ok: false; reason: ImageToolFailure; detail: string; maxRssBytes: number };

export interface ImageToolOptions {
  signal?: AbortSignal;
  /** Overrides of config().imageTools (tests and benchmarks). */
  memoryMb?: number;
  timeoutMs?: number;
}

/** A counting semaphore: run() waits for a free slot, in arrival order. */
class Slots {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: () => number) {}
  async run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.busy >= this.limit()) {
      await new Promise<void>((resolve, reject) => {
        const go = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        const onAbort = () => {
          const i = this.waiting.indexOf(go);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(signal!.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        this.waiting.push(go);
      });
    }
    this.busy++;
    try {
      return await fn();
    } finally {
      this.busy--;
      this.waiting.shift()?.();
    }
  }
  get running(): number {
    return this.busy;
  }
  get queued(): number {
    return this.waiting.length;
  }
}

const slots = new Slots(() => config().imageTools.concurrency);

/** How many tool runs are going and waiting (for tests and /metrics-style checks). */
export const imageToolLoad = () => ({ running: slots.running, queued: slots.queued });

const available = new Map<string, boolean>();
/** Whether `tool` is on PATH (cached). */
export function hasImageTool(tool: string): boolean {
  let found = available.get(tool);
  if (found === undefined) available.set(tool, (found = Bun.which(tool) !== null));
  return found;
}

/** Runs `argv` (argv[0] a tool on PATH) under the bounds above; never throws for the tool's own failure. */
export async function runImageTool(
  argv: string[],
  opts: ImageToolOptions = {},
): Promise<ImageToolResult> {
  const limits = config().imageTools;
  const memoryBytes = (opts.memoryMb ?? limits.memoryMb) * 1024 * 1024;
  const timeoutMs = opts.timeoutMs ?? limits.timeoutMs;
  if (!hasImageTool(argv[0]!))
    return { ok: false, reason: "missing", detail: `${argv[0]} is not installed`, maxRssBytes: 0 };
  try {
    return await slots.run(async () => {
      opts.signal?.throwIfAborted();
      const bounded = hasImageTool("prlimit") ? ["prlimit", `--as=${memoryBytes}`, "--"] : [];
      const proc = Bun.spawn(["nice", "-n", "19", ...bounded, ...argv], {
        stdin: "ignore",
        stdout: "pipe",
        stderr: "pipe",
        // glibc keeps one malloc arena per thread (64 MB of address space each): two are plenty.
        // libvips works on one thread, so a tool run costs one core at most.
        env: { ...process.env, MALLOC_ARENA_MAX: "2", VIPS_CONCURRENCY: "1" },
        timeout: timeoutMs,
        killSignal: "SIGKILL",
      });
      const onAbort = () => proc.kill("SIGKILL");
      opts.signal?.addEventListener("abort", onAbort, { once: true });
      const peak = watchPeakRss(proc.pid);
      try {
        const [stdout, stderr, code] = await Promise.all([
          new Response(proc.stdout).text(),
          new Response(proc.stderr).text(),
          proc.exited,
        ]);
        const maxRssBytes = peak.stop();
        if (code === 0) return { ok: true as const, stdout, maxRssBytes };
        if (opts.signal?.aborted)
          return { ok: false as const, reason: "aborted" as const, detail: "stopped", maxRssBytes };
        if (proc.signalCode === "SIGKILL" && !opts.signal?.aborted)
          return {
            ok: false as const,
            reason: "timeout" as const,
            detail: `took longer than ${timeoutMs} ms`,
            maxRssBytes,
          };
        // The tool's last line says what it refused, with any file path taken out.
        const last =
          stderr
            .trim()
            .split("\n")
            .pop()
            ?.replace(/\S*\/\S*/g, "<file>")
            .slice(0, 200) ?? "";
        const detail = proc.signalCode
          ? `ended by ${proc.signalCode}`
          : `exit ${code}${last ? `: ${last}` : ""}`;
        return { ok: false as const, reason: "failed" as const, detail, maxRssBytes };
      } finally {
        peak.stop();
        opts.signal?.removeEventListener("abort", onAbort);
      }
    }, opts.signal);
  } catch (e) {
    if (opts.signal?.aborted)
      return { ok: false, reason: "aborted", detail: "stopped", maxRssBytes: 0 };
    throw e;
  }
}

/**
 * The child's peak resident memory, from its /proc high-water mark (VmHWM, reset by exec, so it is the
 * tool's own), read every 10 ms while it runs. getrusage's maxRSS is no use here: it is the largest of
 * all this process's children so far, the test runner's browsers included.
 */
function watchPeakRss(pid: number): { stop(): number } {
  let peak = 0;
  const read = () =>
    readFile(`/proc/${pid}/status`, "utf8").then(
      (text) => {
        const m = /VmHWM:\s+(\d+) kB/.exec(text);
        if (m) peak = Math.max(peak, Number(m[1]) * 1024);
      },
      () => {},
    );
  const timer = setInterval(read, 10);
  void read();
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
