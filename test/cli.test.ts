// The admin CLI, run as a separate process exactly as an admin at a shell would.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { runCli, startServer, tempDir, type TestServer } from "./helpers/server";
import { client } from "./helpers/api";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir();
});
const cli = (...args: string[]) => runCli(args, { dataDir });

describe("accounts", () => {
  test("create prints exactly one JSON document with the contract's fields", async () => {
    const r = await cli(
      "accounts",
      "create",
      "--name",
      "Acme Lettings",
      "--plan",
      "starter",
      "--json",
    );
    expect(r.code).toBe(0);
    expect(Object.keys(r.json).sort()).toEqual(["createdAt", "id", "name", "plan", "visitLimit"]);
    expect(r.json).toMatchObject({ name: "Acme Lettings", plan: "starter", visitLimit: 100 });
    expect(r.json.id).toMatch(/^acct_/);
  });

  test("list, set-plan, disable, enable", async () => {
    const a = (await cli("accounts", "create", "--name", "Plan Co", "--json")).json;
    expect(a.plan).toBe("free");
    expect(a.visitLimit).toBe(10);
    const pro = await cli("accounts", "set-plan", a.id, "pro", "--json");
    expect(pro.json).toMatchObject({ id: a.id, plan: "pro", visitLimit: 1000 });
    expect(
      (await cli("accounts", "set-plan", a.id, "unlimited", "--json")).json.visitLimit,
    ).toBeNull();
    expect((await cli("accounts", "disable", a.id, "--json")).json.disabled).toBe(true);
    expect((await cli("accounts", "enable", a.id, "--json")).json.disabled).toBe(false);
    const list = await cli("accounts", "list", "--json");
    expect(list.json.data.map((x: any) => x.id)).toContain(a.id);
    const human = await cli("accounts", "list");
    expect(human.stdout).toContain("Plan Co");
  });

  test("failures: exit 1 with a clear message; usage errors exit 2", async () => {
    const unknownPlan = await cli("accounts", "create", "--name", "X", "--plan", "gold");
    expect(unknownPlan.code).toBe(2);
    expect(unknownPlan.stderr).toContain(
      "'gold' is invalid. Allowed choices are free, starter, pro, unlimited",
    );
    const unknownAccount = await cli("accounts", "disable", "acct_nope");
    expect(unknownAccount.code).toBe(1);
    expect(unknownAccount.stderr).toContain("no account with id 'acct_nope'");
    const missing = await cli("accounts", "create", "--json");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("--name");
    expect((await cli("accounts", "frobnicate")).code).toBe(2);
    expect((await cli("keys", "create", "--account")).code).toBe(2);
    for (const r of [unknownPlan, unknownAccount, missing])
      expect(r.stderr).not.toContain("    at ");
  });
});

describe("keys", () => {
  test("create prints the full key once; list never shows it; revoke stamps revokedAt", async () => {
    const a = (await cli("accounts", "create", "--name", "Keys Co", "--json")).json;
    const k = await cli(
      "keys",
      "create",
      "--account",
      a.id,
      "--name",
      "ci",
      "--mode",
      "test",
      "--json",
    );
    expect(k.code).toBe(0);
    expect(Object.keys(k.json).sort()).toEqual([
      "createdAt",
      "id",
      "key",
      "mode",
      "name",
      "prefix",
    ]);
    expect(k.json.key).toMatch(/^svc_test_[0-9a-f]{32}$/);
    expect(k.json.prefix).toBe(k.json.key.slice(0, 13));
    const list = await cli("keys", "list", "--account", a.id, "--json");
    expect(list.json.data).toHaveLength(1);
    expect(Object.keys(list.json.data[0]).sort()).toEqual([
      "accountId",
      "createdAt",
      "id",
      "lastUsedAt",
      "mode",
      "name",
      "prefix",
      "revokedAt",
    ]);
    expect(list.stdout).not.toContain(k.json.key.slice(9));
    const revoked = await cli("keys", "revoke", k.json.id, "--json");
    expect(revoked.json.revokedAt).toBeString();
    const bad = await cli("keys", "create", "--account", a.id, "--name", "x", "--mode", "prod");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("'prod' is invalid. Allowed choices are live, test");
    expect(
      (await cli("keys", "create", "--account", "acct_nope", "--name", "x", "--mode", "live")).code,
    ).toBe(1);
  });
});

describe("database", () => {
  test("migrate reports what it applied, then nothing", async () => {
    const dir = tempDir();
    const first = await runCli(["migrate", "--json"], { dataDir: dir });
    expect(first.json.applied.length).toBeGreaterThan(0);
    const second = await runCli(["migrate", "--json"], { dataDir: dir });
    expect(second.json).toEqual({ applied: [] });
    expect(existsSync(join(dir, "secret.key"))).toBe(true);
    expect((Bun.file(join(dir, "secret.key")) as any).size).toBeGreaterThan(0);
  });

  test("backup writes a consistent copy while the server is writing, and refuses to overwrite", async () => {
    const server = await startServer();
    try {
      const a = (await server.cli(["accounts", "create", "--name", "Backup Co", "--json"])).json;
      const key = (
        await server.cli([
          "keys",
          "create",
          "--account",
          a.id,
          "--name",
          "k",
          "--mode",
          "live",
          "--json",
        ])
      ).json.key;
      const api = client(server.api, key);
      let writing = true;
      const writer = (async () => {
        let n = 0;
        while (writing) await api.post("/properties", { name: `W${n++}` });
        return n;
      })();
      await Bun.sleep(100);
      const file = join(tempDir(), "backup.db");
      const r = await server.cli(["backup", file, "--json"]);
      writing = false;
      await writer;
      expect(r.code).toBe(0);
      expect(r.json.path).toBe(file);
      expect(r.json.bytes).toBeGreaterThan(0);
      const copy = Database.deserialize(
        await (await new Bun.Archive(await Bun.file(file).bytes()).files())
          .get("sitevisit.db")!
          .bytes(),
        true,
      );
      expect((copy.query("PRAGMA integrity_check").get() as any).integrity_check).toBe("ok");
      expect((copy.query("SELECT COUNT(*) AS n FROM accounts").get() as any).n).toBe(1);
      copy.close();
      const again = await server.cli(["backup", file]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("already exists");
    } finally {
      await server.stop();
    }
  });
});

describe("serve", () => {
  let server: TestServer;
  afterAll(() => server?.stop());

  test("a second serve on the same data directory refuses to start with a clear message", async () => {
    server = await startServer();
    const second = await runCli(["serve", "--port", "0"], { dataDir: server.dataDir });
    expect(second.code).toBe(1);
    expect(second.stderr).toContain("already using the data directory");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  test("SIGTERM finishes in-flight work and exits 0; the lock is released", async () => {
    const code = await server.stop("SIGTERM");
    expect(code).toBe(0);
    expect(server.logs()).toContain('"msg":"stopped"');
    expect(existsSync(join(server.dataDir, "serve.lock"))).toBe(false);
    const restarted = await startServer({ dataDir: server.dataDir });
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    server = restarted;
  });

  test("SIGTERM lets a request already in flight finish before exiting", async () => {
    const srv = await startServer();
    const a = (await srv.cli(["accounts", "create", "--name", "Slow Co", "--json"])).json;
    const key = (
      await srv.cli([
        "keys",
        "create",
        "--account",
        a.id,
        "--name",
        "k",
        "--mode",
        "live",
        "--json",
      ])
    ).json.key;
    const enc = new TextEncoder();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const body = new ReadableStream({
      async start(c) {
        c.enqueue(enc.encode('{"name":'));
        await gate;
        c.enqueue(enc.encode('"Slow upload"}'));
        c.close();
      },
    });
    const pending = fetch(`${srv.api}/properties`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body,
    });
    await Bun.sleep(200);
    srv.proc.kill("SIGTERM");
    await Bun.sleep(200);
    expect(srv.proc.exitCode).toBeNull(); // still finishing the request
    release();
    const res = await pending;
    expect(res.status).toBe(201);
    expect((await res.json()).name).toBe("Slow upload");
    expect(await srv.proc.exited).toBe(0);
  });

  test("a lock left by a killed server does not block the next start", async () => {
    await server.stop("SIGKILL");
    expect(existsSync(join(server.dataDir, "serve.lock"))).toBe(true);
    server = await startServer({ dataDir: server.dataDir });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  test("bad settings are usage errors: one line, not a stack", async () => {
    const r = await runCli(["serve", "--port", "99999"], { dataDir: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      "option '--port <port>' argument '99999' is invalid. Expected a whole number from 0 to 65535",
    );
    const url = await runCli(["serve", "--public-url", "nope"], { dataDir: tempDir() });
    expect(url.code).toBe(2);
    expect(url.stderr).toContain(
      "option '--public-url <url>' argument 'nope' is invalid. Expected an absolute URL",
    );
  });
});
