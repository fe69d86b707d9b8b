// Automatic HTTPS against a real ACME CA: Debian's pebble, with pebble-challtestsrv as its DNS.
// The HTTP-01 validation is real: pebble fetches the challenge from the server's --http-port.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { X509Certificate } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { tlsGet } from "./helpers/certs";
import { freePort, type Pebble, startPebble } from "./helpers/pebble";
import { removeDir, runCli, startServer, tempDir, type TestServer } from "./helpers/server";

const DOMAIN = "visits.example.com";
let pebble: Pebble;
let httpPort: number;
const dirs: string[] = [];

// Each step waits on a real CA; bun's default 30 s per test is too short on a loaded machine.
const SLOW = 150_000;

beforeAll(async () => {
  httpPort = await freePort();
  pebble = await startPebble(httpPort);
}, 60_000);
afterAll(async () => {
  await pebble?.stop();
  removeDir(pebble?.dir ?? "/nonexistent");
  for (const d of dirs) removeDir(d);
});

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 45_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await Bun.sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const count = (s: TestServer, msg: string) => s.logs().split(`"msg":"${msg}"`).length - 1;

async function serveDomain(
  domain: string,
  dataDir: string,
  httpsPort: number,
  env: Record<string, string> = {},
) {
  return startServer({
    binary: true,
    dataDir,
    args: ["--domain", domain, "--http-port", String(httpPort), "--https-port", String(httpsPort)],
    env: {
      SITEVISIT_ACME_DIRECTORY: pebble.directory,
      SITEVISIT_ACME_EMAIL: "ops@example.com",
      NODE_EXTRA_CA_CERTS: pebble.listenerCert,
      ...env,
    },
  });
}

const serial = (pem: string) => new X509Certificate(pem).serialNumber;

describe("serve --domain", () => {
  const dataDir = tempDir();
  dirs.push(dataDir);
  let httpsPort: number;
  let firstSerial = "";

  test(
    "obtains a certificate over HTTP-01 and serves it, chained to the CA's root",
    async () => {
      httpsPort = await freePort();
      const server = await serveDomain(DOMAIN, dataDir, httpsPort);
      try {
        await until("serving HTTPS", () => count(server, "serving HTTPS") > 0);
        const got = await tlsGet(httpsPort, DOMAIN, pebble.rootFile);
        expect(got.out).toContain("Verify return code: 0 (ok)");
        expect(got.code).toBe(0);
        const leaf = new X509Certificate(got.pem);
        expect(leaf.subjectAltName).toContain(`DNS:${DOMAIN}`);
        firstSerial = leaf.serialNumber;
        // The app answers over HTTPS, with HSTS now that HTTPS works.
        expect(got.out).toContain("HTTP/1.1 200");
        expect(got.out.toLowerCase()).toContain("strict-transport-security: max-age=31536000");
        // Keys and certificate in the data directory, owner-only.
        for (const f of ["account.key", "key.pem", "cert.pem"])
          expect(statSync(join(dataDir, "tls", f)).mode & 0o777).toBe(0o600);
        // status and doctor say it plainly; the public URL is https://<domain>.
        const status = await runCli(["status", "--json"], { dataDir });
        expect(status.json.https).toMatchObject({
          domain: DOMAIN,
          state: "active",
          lastError: null,
        });
        const doctor = await runCli(["doctor", "--json"], { dataDir });
        expect(doctor.json.checks.find((c: any) => c.part === "https")).toMatchObject({
          status: "ok",
        });
        expect((await Bun.file(join(dataDir, "public-url")).text()).trim()).toBe(
          `https://${DOMAIN}:${httpsPort}`,
        );
        // Signing in over HTTPS: the session cookie is __Host- and Secure.
        const acct = await runCli(["accounts", "create", "--name", "Secure Co", "--json"], {
          dataDir,
        });
        const invite = await runCli(
          ["users", "invite", "--account", acct.json.id, "--email", "ops@example.com", "--json"],
          { dataDir },
        );
        const link = new URL(invite.json.signInUrl);
        expect(link.origin).toBe(`https://${DOMAIN}:${httpsPort}`);
        const signIn = await tlsGet(httpsPort, DOMAIN, pebble.rootFile, link.pathname, {
          form: `token=${link.searchParams.get("token")}`,
          headers: { origin: link.origin },
        });
        const cookie = /^set-cookie: (.*)$/im.exec(signIn.out)?.[1] ?? "";
        expect(cookie).toStartWith("__Host-sitevisit_session=");
        expect(cookie).toContain("Secure");
        expect(signIn.out.toLowerCase()).toContain("strict-transport-security: max-age=31536000");
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );

  test(
    "the HTTP port redirects to https://<domain> and answers only known challenges",
    async () => {
      const server = await serveDomain(DOMAIN, dataDir, httpsPort);
      try {
        await until("serving HTTPS", () => count(server, "serving HTTPS") > 0);
        const r = await fetch(`http://127.0.0.1:${httpPort}/dashboard?x=1`, {
          redirect: "manual",
          headers: { host: "evil.example.net" },
        });
        expect(r.status).toBe(301);
        expect(r.headers.get("location")).toBe(`https://${DOMAIN}:${httpsPort}/dashboard?x=1`);
        const unknown = await fetch(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/nope`);
        expect(unknown.status).toBe(404);
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );

  test(
    "renews without a restart once inside the renewal window",
    async () => {
      // A window longer than the certificate's life: the stored one is due at once.
      const server = await serveDomain(DOMAIN, dataDir, httpsPort, {
        SITEVISIT_ACME_RENEW_DAYS: "36500",
        SITEVISIT_ACME_CHECK_SECONDS: "3600",
      });
      try {
        await until("the renewal", () => count(server, "HTTPS certificate replaced") > 0);
        expect(count(server, "serving HTTPS")).toBe(1); // the stored one, served first
        const got = await tlsGet(httpsPort, DOMAIN, pebble.rootFile);
        expect(got.out).toContain("Verify return code: 0 (ok)");
        expect(serial(got.pem)).not.toBe(firstSerial);
        expect(serial(got.pem)).toBe(serial(await Bun.file(join(dataDir, "tls/cert.pem")).text()));
        expect(server.proc.exitCode).toBeNull();
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );
});

describe("a failed validation", () => {
  test(
    "is reported in the log, status, doctor and on HTTP, and retried until it works",
    async () => {
      const domain = "unreachable.example.com";
      await pebble.mapName(domain, "127.0.0.2"); // DNS points elsewhere: nobody answers there
      const dataDir = tempDir();
      dirs.push(dataDir);
      const httpsPort = await freePort();
      const server = await serveDomain(domain, dataDir, httpsPort, {
        SITEVISIT_ACME_RETRY_SECONDS: "1",
      });
      try {
        await until(
          "two failures",
          () => count(server, "could not obtain an HTTPS certificate") >= 2,
        );
        const status = await runCli(["status", "--json"], { dataDir });
        expect(status.json.https.state).toBe("failing");
        expect(status.json.https.lastError).toContain("127.0.0.2");
        expect(status.json.https.failures).toBeGreaterThanOrEqual(2);
        const human = await runCli(["status"], { dataDir });
        expect(human.stdout).toContain(`FAILING for ${domain}`);
        const doctor = await runCli(["doctor", "--json"], { dataDir });
        const check = doctor.json.checks.find((c: any) => c.part === "https");
        expect(check.status).toBe("refused");
        expect(check.fix).toContain(`${domain} resolves`);
        const page = await fetch(`http://127.0.0.1:${httpPort}/dashboard`, { redirect: "manual" });
        expect(page.status).toBe(503);
        const text = await page.text();
        expect(text).toContain(`obtaining an HTTPS certificate for ${domain}`);
        expect(text).toContain("The last attempt failed");
        // DNS fixed: a later retry succeeds with no restart.
        await pebble.unmapName(domain);
        await until(
          "serving HTTPS after the fix",
          () => count(server, "serving HTTPS") > 0,
          60_000,
        );
        const got = await tlsGet(httpsPort, domain, pebble.rootFile);
        expect(got.out).toContain("Verify return code: 0 (ok)");
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );
});

describe("an unreachable ACME directory", () => {
  test(
    "fails at once with the directory's URL and the real cause, and a hint about the directory",
    async () => {
      const directory = `https://127.0.0.1:${await freePort()}/dir`; // nothing listens there
      const dataDir = tempDir();
      dirs.push(dataDir);
      const server = await serveDomain("closed.example.com", dataDir, await freePort(), {
        SITEVISIT_ACME_DIRECTORY: directory,
      });
      try {
        await until("a failure", () => count(server, "could not obtain an HTTPS certificate") > 0);
        const line = server
          .logs()
          .split("\n")
          .find((l) => l.includes("could not obtain an HTTPS certificate"))!;
        const logged = JSON.parse(line);
        expect(logged.error).toBe(
          `the ACME directory ${directory} cannot be reached: connection refused`,
        );
        expect(logged.hint).toContain(`SITEVISIT_ACME_DIRECTORY (${directory})`);
        expect(logged.hint).not.toContain("resolves");
        const doctor = await runCli(["doctor", "--json"], { dataDir });
        const check = doctor.json.checks.find((c: any) => c.part === "https");
        expect(check.status).toBe("refused");
        expect(check.detail).toContain(directory);
        expect(check.fix).toContain("SITEVISIT_ACME_DIRECTORY");
        expect(check.fix).not.toContain("resolves");
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );
});
