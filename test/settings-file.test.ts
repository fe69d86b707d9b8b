// An admin's shell does not have the service's environment: `users invite` must still print the
// address the server runs at, and every command reads the service's settings file when it exists
// (docs/operating.md, "Going to production").
import { afterAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { removeDir, runCli, startServer, tempDir, type TestServer } from "./helpers/server";

const dirs: string[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const d of dirs) removeDir(d);
});

async function inviteLink(
  opts: { dataDir?: string; env?: Record<string, string> },
  extra: string[] = [],
) {
  const acct = await runCli(["accounts", "create", "--name", "Shell Co", "--json"], opts);
  expect(acct.code).toBe(0);
  const r = await runCli(
    [
      "users",
      "invite",
      "--account",
      acct.json.id,
      "--email",
      "ops@example.com",
      "--json",
      ...extra,
    ],
    opts,
  );
  expect(r.code).toBe(0);
  return String(r.json.signInUrl);
}

describe("users invite from an admin's shell", () => {
  test("prints the running server's address, not localhost:8080", async () => {
    const server = await startServer({ binary: true });
    servers.push(server);
    const port = new URL(server.url).port;
    expect(port).not.toBe("8080");
    const link = await inviteLink({ dataDir: server.dataDir, env: {} }).then((u) => new URL(u));
    expect(link.origin).toBe(`http://localhost:${port}`);
    expect(link.pathname).toBe("/dashboard/sign-in/confirm");
  });

  test("prints the public URL the server was started with, and a flag still wins", async () => {
    const server = await startServer({
      binary: true,
      env: { SITEVISIT_PUBLIC_URL: "https://visits.example.test" },
    });
    servers.push(server);
    const link = await inviteLink({ dataDir: server.dataDir }); // the shell lacks the variable
    expect(link.startsWith("https://visits.example.test/dashboard/sign-in/confirm?token=")).toBe(
      true,
    );
    const flagged = await inviteLink({ dataDir: server.dataDir }, [
      "--public-url",
      "https://other.example.test",
    ]);
    expect(flagged.startsWith("https://other.example.test/")).toBe(true);
  });
});

describe("the service's settings file", () => {
  test("every command reads it: the service's data directory and address with no flags", async () => {
    const dataDir = tempDir();
    const etc = tempDir();
    dirs.push(dataDir, etc);
    const file = join(etc, "env");
    writeFileSync(
      file,
      `# written by sitevisit service install\nSITEVISIT_DATA_DIR=${dataDir}\nSITEVISIT_PUBLIC_URL="https://svc.example.test"\n`,
      { mode: 0o600 },
    );
    const env = { SITEVISIT_ENV_FILE: file };
    const link = await inviteLink({ env });
    expect(link.startsWith("https://svc.example.test/dashboard/sign-in/confirm?token=")).toBe(true);
    const status = await runCli(["status", "--json"], { env });
    expect(status.json.dataDir).toBe(dataDir);
    expect(status.json.database.exists).toBe(true);
    // A variable set in the shell wins over the file.
    const other = tempDir();
    dirs.push(other);
    const overridden = await runCli(["status", "--json"], {
      env: { ...env, SITEVISIT_DATA_DIR: other },
    });
    expect(overridden.json.dataDir).toBe(other);
  });

  test("an unreadable settings file is a clear error, not another data directory", async () => {
    const etc = tempDir();
    dirs.push(etc);
    // A directory where the file should be: reading it fails whoever runs the test (root too).
    const r = await runCli(["status"], { env: { SITEVISIT_ENV_FILE: etc } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`cannot read the settings file ${etc}`);
    expect(r.stderr).not.toContain("    at ");
  });
});
