// --tls-cert/--tls-key: the operator's own certificate, re-read on SIGHUP without a restart.
import { afterAll, expect, test } from "bun:test";
import { X509Certificate } from "node:crypto";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { selfSignedCert, tlsGet } from "./helpers/certs";
import { removeDir, startServer, tempDir } from "./helpers/server";

const dir = tempDir("sitevisit-tls-");
afterAll(() => removeDir(dir));

test("serves the given certificate over HTTPS and swaps it on SIGHUP", async () => {
  const a = await selfSignedCert(dir, "localhost", { prefix: "a-" });
  const b = await selfSignedCert(dir, "localhost", { prefix: "b-" });
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  copyFileSync(a.cert, cert);
  copyFileSync(a.key, key);
  const server = await startServer({ binary: true, args: ["--tls-cert", cert, "--tls-key", key] });
  try {
    const port = Number(new URL(server.url).port);
    expect(server.url.startsWith("https://")).toBe(true);
    const first = await tlsGet(port, "localhost", a.cert);
    expect(first.out).toContain("Verify return code: 0 (ok)");
    expect(first.out).toContain("HTTP/1.1 200");
    // A localhost address is never pinned with HSTS.
    expect(first.out.toLowerCase()).not.toContain("strict-transport-security");
    copyFileSync(b.cert, cert);
    copyFileSync(b.key, key);
    server.proc.kill("SIGHUP");
    const until = Date.now() + 20_000;
    while (!server.logs().includes("HTTPS certificate replaced") && Date.now() < until)
      await Bun.sleep(100);
    const second = await tlsGet(port, "localhost", b.cert);
    expect(second.out).toContain("Verify return code: 0 (ok)");
    expect(new X509Certificate(second.pem).serialNumber).toBe(
      new X509Certificate(await Bun.file(b.cert).text()).serialNumber,
    );
    expect(server.proc.exitCode).toBeNull();
  } finally {
    await server.stop();
  }
});
