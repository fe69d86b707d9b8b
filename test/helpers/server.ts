// Starts the real server as a child process (source via `bun cli/main.ts`, or the built binary) on a
// free port with a fresh data directory, and runs the real CLI against the same directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";

export const ROOT = resolve(import.meta.dir, "../..");
export const BINARY = join(ROOT, "dist/sitevisit");

export interface StartOptions {
  env?: Record<string, string>;
  args?: string[];
  /** Run dist/sitevisit instead of the sources. */
  binary?: boolean;
  dataDir?: string;
  /** The --host to pass (default 127.0.0.1); null passes none, leaving the server's default. */
  host?: string | null;
}

export interface TestServer {
  url: string;
  api: string;
  dataDir: string;
  proc: Subprocess<"ignore", "pipe", "pipe">;
  /** Everything the server has written to stdout so far (JSON log lines). */
  logs(): string;
  /**
   * Whether `text` shows up in the log within `timeoutMs`. Lines leave the server once per turn of
   * its event loop (docs/operating.md, Logs), so a line may arrive just after the response it
   * belongs to: a test waits for it instead of reading the log at once.
   */
  logged(text: string, timeoutMs?: number): Promise<boolean>;
  /**
   * Waits until every request answered so far is in the log (a marker request's line arrives after
   * theirs): for a check that a secret is NOT in the log, which would pass on a line not yet written.
   */
  logsSettled(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number>;
  cli(args: string[], opts?: { env?: Record<string, string> }): Promise<CliResult>;
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  json: any;
}

export function tempDir(prefix = "sitevisit-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function command(binary?: boolean): string[] {
  return binary ? [BINARY] : ["bun", join(ROOT, "cli/main.ts")];
}

const baseEnv = (extra: Record<string, string> = {}) => ({
  ...process.env,
  // The service's /etc/sitevisit/env, if this machine has one, is no part of a test.
  SITEVISIT_ENV_FILE: join(tmpdir(), "sitevisit-test-no-settings-file"),
  SITEVISIT_LOG_LEVEL: "info",
  SITEVISIT_RATE_LIMIT: "0",
  SITEVISIT_VALIDATE_RESPONSES: "1",
  ...extra,
});

export async function runCli(
  args: string[],
  opts: { binary?: boolean; env?: Record<string, string>; dataDir?: string; stdin?: string } = {},
): Promise<CliResult> {
  const full = [
    ...command(opts.binary),
    ...args,
    ...(opts.dataDir ? ["--data-dir", opts.dataDir] : []),
  ];
  const proc = Bun.spawn(full, {
    env: baseEnv(opts.env),
    stdout: "pipe",
    stderr: "pipe",
    stdin: opts.stdin ? new Blob([opts.stdin]) : "ignore",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  let json: any;
  try {
    json = JSON.parse(stdout);
  } catch {}
  return { code, stdout, stderr, json };
}

export async function startServer(opts: StartOptions = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? tempDir();
  const proc = Bun.spawn(
    [
      ...command(opts.binary),
      "serve",
      "--port",
      "0",
      ...(opts.host === null ? [] : ["--host", opts.host ?? "127.0.0.1"]),
      "--data-dir",
      dataDir,
      ...(opts.args ?? []),
    ],
    {
      env: baseEnv(opts.env),
      stdout: "pipe",
      stderr: "pipe",
      stdin: "ignore",
    },
  );
  let out = "";
  let err = "";
  const decoder = new TextDecoder();
  (async () => {
    for await (const chunk of proc.stderr) err += decoder.decode(chunk);
  })();
  const url = await new Promise<string>((resolveUrl, reject) => {
    // A stall bound, not a speed goal: test files run side by side, and on a busy machine a start
    // took over 15 s (it takes well under 1 s alone).
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 60 s\nstdout: ${out}\nstderr: ${err}`)),
      60_000,
    );
    (async () => {
      for await (const chunk of proc.stdout) {
        out += decoder.decode(chunk);
        const m = /"msg":"sitevisit listening"/.test(out) && /"url":"(https?:\/\/[^"]+)"/.exec(out);
        if (m) {
          clearTimeout(timer);
          resolveUrl(m[1]!);
        }
      }
      clearTimeout(timer);
      reject(new Error(`server exited before listening\nstdout: ${out}\nstderr: ${err}`));
    })();
  });
  const server: TestServer = {
    url,
    api: `${url}/api/v1`,
    dataDir,
    proc,
    logs: () => out,
    async logged(text, timeoutMs = 5_000) {
      for (const end = Date.now() + timeoutMs; !out.includes(text) && Date.now() < end; )
        await Bun.sleep(20);
      return out.includes(text);
    },
    async logsSettled() {
      const marker = `/logs-settled-${crypto.randomUUID()}`;
      await (await fetch(url + marker)).arrayBuffer();
      if (!(await server.logged(`"path":"${marker}"`)))
        throw new Error("the server did not log a marker request within 5 s");
    },
    async stop(signal = "SIGTERM") {
      if (proc.exitCode === null) proc.kill(signal);
      return await proc.exited;
    },
    cli: (args, o = {}) =>
      runCli(args, { binary: opts.binary, env: { ...opts.env, ...o.env }, dataDir }),
  };
  return server;
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
