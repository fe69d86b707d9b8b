// Secrets and files at rest (issue 8): sealed secrets (secret-box), owner-only modes under the data dir.
import { afterAll, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { randomBytes } from "node:crypto";
import { chmodSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { runCli, startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { client } from "./helpers/api";
import { startReceiver } from "./helpers/webhook-receiver";
import { isSealed, open, seal, SecretBoxError } from "../src/core/secret-box";
import { setServerSecret } from "../src/core/server-secret";

describe("secret-box", () => {
  test("seal/open round-trips, is versioned, and uses a fresh nonce each time", () => {
    setServerSecret(new Uint8Array(randomBytes(32)));
    const a = seal("whsec_abc");
    const b = seal("whsec_abc");
    expect(a.startsWith("sb1.")).toBe(true);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain("abc");
    expect(open(a)).toBe("whsec_abc");
    expect(open(seal(""))).toBe("");
    expect(open(seal("é\u0000✓"))).toBe("é\u0000✓");
  });

  test("altered, truncated, unsealed or foreign-key values are refused", () => {
    setServerSecret(new Uint8Array(randomBytes(32)));
    const s = seal("whsec_abc");
    const raw = Buffer.from(s.slice(4), "base64url");
    raw[14]! ^= 1;
    expect(() => open("sb1." + raw.toString("base64url"))).toThrow(SecretBoxError);
    expect(() => open("sb1.AAAA")).toThrow(SecretBoxError);
    expect(() => open("whsec_abc")).toThrow(SecretBoxError);
    setServerSecret(new Uint8Array(randomBytes(32)));
    expect(() => open(s)).toThrow(SecretBoxError);
  });
});

const modeOf = (path: string) => "0" + (statSync(path).mode & 0o777).toString(8);

/** Every entry under `root` (root included) with its mode. */
function modesUnder(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (path: string) => {
    out[relative(root, path) || "."] = modeOf(path);
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return out;
}

async function signedDelivery(server: TestServer, t: Tenant, name: string) {
  const r = startReceiver();
  const res = await t.live.post("/webhook-endpoints", { name: "Sealed", url: r.url });
  expect(res.status).toBe(201);
  r.secret = res.body.signingSecret;
  await t.live.post("/properties", { name });
  const [got] = await r.waitFor((x) => x.length >= 1, 10_000, "a delivery");
  expect(got!.verifyError).toBeNull();
  return {
    receiver: r,
    endpointId: res.body.id as string,
    secret: res.body.signingSecret as string,
  };
}

const storedSecret = (dataDir: string, id: string) => {
  const sqlite = new Database(join(dataDir, "sitevisit.db"), { readonly: true });
  try {
    return (
      sqlite.query("SELECT secret FROM webhook_endpoints WHERE id = ?").get(id) as {
        secret: string;
      }
    ).secret;
  } finally {
    sqlite.close();
  }
};

describe("file modes under the data dir", () => {
  const saved = process.umask();
  afterAll(() => void process.umask(saved));

  test("with a umask of 000, the server and the CLI create everything owner-only", async () => {
    process.umask(0o000); // inherited by every process spawned below
    const probe = Bun.spawn(["sh", "-c", "umask"], { stdout: "pipe" });
    expect((await new Response(probe.stdout).text()).trim()).toBe("0000");
    const server = await startServer({ args: ["--dev"] });
    const ownerOnly = () => {
      const modes = modesUnder(server.dataDir);
      for (const name of [
        "sitevisit.db",
        "sitevisit.db-wal",
        "sitevisit.db-shm",
        "secret.key",
        "serve.lock",
      ])
        expect(modes[name]).toBe("0600");
      for (const name of [".", "blobs", "mail"]) expect(modes[name]).toBe("0700");
      for (const [path, mode] of Object.entries(modes))
        expect(`${path} ${mode}`).toMatch(/ 0[67]00$/);
    };
    try {
      ownerOnly(); // as serve created them, before any CLI command could tighten anything
      const t = await createTenant(server);
      const { receiver } = await signedDelivery(server, t, "Modes Row");
      receiver.stop();
      const backups = tempDir();
      const file = join(backups, "backup.tar");
      const b = await server.cli(["backup", file, "--json"]);
      expect(b.code).toBe(0);
      expect(modeOf(file)).toBe("0600");
      expect(b.stderr).not.toContain("warning");
      expect(readdirSync(backups)).toEqual(["backup.tar"]); // no staging left behind
      ownerOnly();
      expect(server.logs()).not.toContain("mode tightened");
    } finally {
      await server.stop();
      process.umask(saved);
    }
  });

  test("serve logs and tightens looser modes found on start; so does any CLI command", async () => {
    const dir = tempDir();
    expect((await runCli(["migrate", "--json"], { dataDir: dir })).code).toBe(0);
    writeFileSync(join(dir, "blobs", "old.bin"), "x");
    const loose: Record<string, number> = {
      ".": 0o755,
      "sitevisit.db": 0o644,
      "secret.key": 0o640,
      blobs: 0o777,
      "blobs/old.bin": 0o666,
      mail: 0o705,
    };
    for (const [p, m] of Object.entries(loose)) chmodSync(join(dir, p), m);
    const server = await startServer({ dataDir: dir });
    try {
      const warnings = server
        .logs()
        .split("\n")
        .filter((l) => l.includes("mode tightened"))
        .map((l) => JSON.parse(l));
      expect(warnings.map((w) => [relative(dir, w.path) || ".", w.mode, w.level]).sort()).toEqual(
        Object.entries(loose)
          .map(([p, m]) => [p, "0" + m.toString(8), 40])
          .sort(),
      );
      const modes = modesUnder(dir);
      expect(modes).toMatchObject({
        ".": "0700",
        "sitevisit.db": "0600",
        "secret.key": "0600",
        blobs: "0700",
        "blobs/old.bin": "0600",
        mail: "0700",
      });
      // A second start has nothing to report.
    } finally {
      await server.stop();
    }
    const again = await startServer({ dataDir: dir });
    expect(again.logs()).not.toContain("mode tightened");
    await again.stop();
    chmodSync(join(dir, "secret.key"), 0o644);
    const cli = await runCli(["accounts", "list", "--json"], { dataDir: dir });
    expect(cli.code).toBe(0);
    expect(cli.stderr).toContain(`${join(dir, "secret.key")} had mode 0644; tightened to 0600`);
    expect(modeOf(join(dir, "secret.key"))).toBe("0600");
  });
});

describe("webhook signing secrets at rest", () => {
  test("stored sealed (sb1.), never in clear in the database files or the log, and deliveries still verify", async () => {
    const server = await startServer({ args: ["--dev"] });
    try {
      const t = await createTenant(server);
      const { receiver, endpointId, secret } = await signedDelivery(server, t, "Sealed Row");
      receiver.stop();
      const stored = storedSecret(server.dataDir, endpointId);
      expect(stored.startsWith("sb1.")).toBe(true);
      const secretBytes = secret.slice("whsec_".length);
      for (const f of ["sitevisit.db", "sitevisit.db-wal"]) {
        const bytes = Buffer.from(await Bun.file(join(server.dataDir, f)).arrayBuffer());
        expect(bytes.includes(secretBytes)).toBe(false);
        expect(bytes.includes(Buffer.from(secretBytes, "base64"))).toBe(false);
      }
      expect(server.logs()).not.toContain(secretBytes);
    } finally {
      await server.stop();
    }
  });

  test("secrets stored in clear by an older version are sealed on start and keep signing", async () => {
    const server = await startServer({ args: ["--dev"] });
    const t = await createTenant(server);
    const { receiver, endpointId, secret } = await signedDelivery(server, t, "Before Upgrade");
    await server.stop();
    const sqlite = new Database(join(server.dataDir, "sitevisit.db"));
    sqlite.query("UPDATE webhook_endpoints SET secret = ? WHERE id = ?").run(secret, endpointId);
    sqlite.close();
    const restarted = await startServer({ args: ["--dev"], dataDir: server.dataDir });
    try {
      expect(restarted.logs()).toContain('"endpoints":1,"msg":"sealed webhook signing secrets');
      const stored = storedSecret(server.dataDir, endpointId);
      expect(stored.startsWith("sb1.")).toBe(true);
      const after = client(restarted.api, t.liveKey);
      await after.post("/properties", { name: "After Upgrade" });
      const got = await receiver.waitFor(
        (x) => x.some((r) => r.body?.data?.property?.name === "After Upgrade"),
        10_000,
        "a delivery after the upgrade",
      );
      expect(got.every((r) => r.verifyError === null)).toBe(true);
    } finally {
      receiver.stop();
      await restarted.stop();
    }
  });
});
