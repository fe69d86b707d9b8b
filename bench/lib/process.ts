// Running the binary and its baselines from a bench script.

/** A loopback port free at the moment of asking (for a server started next). */
export function freePort(): number {
  const s = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = s.port!;
  s.stop(true);
  return port;
}

/** Runs a CLI command that prints JSON and returns the parsed document; throws with its stderr on failure. */
export function sh(cmd: string[], env: Record<string, string> = {}) {
  const r = Bun.spawnSync(cmd, { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" });
  if (r.exitCode !== 0) throw new Error(`${cmd.join(" ")}: ${r.stderr.toString()}`);
  return JSON.parse(r.stdout.toString());
}

/** An unlimited-plan account with a live key in `dataDir`, made through the binary's own CLI. */
export function benchAccount(binary: string, dataDir: string): { accountId: string; key: string } {
  const at = ["--json", "--data-dir", dataDir];
  const account = sh([
    binary,
    "accounts",
    "create",
    "--name",
    "Bench",
    "--plan",
    "unlimited",
    ...at,
  ]);
  const created = sh([
    binary,
    "keys",
    "create",
    "--account",
    account.id,
    "--name",
    "bench",
    "--mode",
    "live",
    ...at,
  ]);
  return { accountId: account.id, key: created.key };
}

/** Reads a child's stdout until `pattern` matches and returns its first group (e.g. the URL it listens on). */
export async function waitForOutput(
  proc: ReturnType<typeof Bun.spawn>,
  pattern: RegExp,
): Promise<string> {
  const reader = (proc.stdout as ReadableStream<Uint8Array>).getReader();
  let out = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`process exited: ${out}`);
    out += new TextDecoder().decode(value);
    const m = pattern.exec(out);
    if (m) {
      // Keep draining so the child never blocks on a full pipe.
      (async () => {
        while (!(await reader.read()).done);
      })();
      return m[1]!;
    }
  }
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux). */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await Bun.file(`/proc/${pid}/stat`).text();
  // Fields after the command name, which is in parentheses and may contain spaces.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** A dashboard session for `email` (invited through the CLI, its link used): the Cookie header value. */
export async function dashboardCookie(
  binary: string,
  dataDir: string,
  base: string,
  accountId: string,
  email = "bench@example.com",
): Promise<string> {
  const publicOrigin = `http://localhost:${new URL(base).port}`;
  const link = sh([
    binary,
    "users",
    "invite",
    "--account",
    accountId,
    "--email",
    email,
    "--public-url",
    publicOrigin,
    "--json",
    "--data-dir",
    dataDir,
  ]).signInUrl as string;
  const signedIn = await fetch(`${base}/dashboard/sign-in/confirm`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: publicOrigin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: new URL(link).searchParams.get("token")! }),
  });
  return signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
}

/** Starts the built binary's server on a free port with the rate limit off; resolves with its URL. */
export async function serveBench(
  binary: string,
  dataDir: string,
  env: Record<string, string> = {},
) {
  const server = Bun.spawn(
    [binary, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
    {
      env: { ...process.env, SITEVISIT_RATE_LIMIT: "0", ...env },
      stdout: "pipe",
      stderr: "inherit",
    },
  );
  const base = await waitForOutput(server, /"url":"(http:\/\/[^"]+)"/);
  return { server, base };
}

/** POSTs JSON to the server's API with a key and returns the parsed answer. */
export const apiPost =
  (base: string, key: string) =>
  async (path: string, body: unknown): Promise<Record<string, any>> =>
    (await (
      await fetch(`${base}/api/v1${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, any>;
