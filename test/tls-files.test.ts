// --tls-cert/--tls-key: the operator's own certificate, re-read on SIGHUP without a restart.
import { afterAll, expect, test } from "bun:test";
import { X509Certificate } from "node:crypto";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { tlsGet } from "./helpers/pebble";
import { removeDir, startServer, tempDir } from "./helpers/server";

const dir = tempDir("sitevisit-tls-");
afterAll(() => removeDir(dir));

async function selfSigned(name: string) {
  const p = Bun.spawn(
    [
      "openssl",
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      join(dir, `${name}.key`),
      "-out",
      join(dir, `${name}.crt`),
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
    ],
    { stdout: "ignore", stderr: "pipe" },
  );
  expect(await p.exited).toBe(0);
}

test("serves the given certificate over HTTPS and swaps it on SIGHUP", async () => {
  await selfSigned("a");
  await selfSigned("b");
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  copyFileSync(join(dir, "a.crt"), cert);
  copyFileSync(join(dir, "a.key"), key);
  const server = await startServer({ binary: true, args: ["--tls-cert", cert, "--tls-key", key] });
  try {
    const port = Number(new URL(server.url).port);
    expect(server.url.startsWith("https://")).toBe(true);
    const first = await tlsGet(port, "localhost", join(dir, "a.crt"));
    expect(first.out).toContain("Verify return code: 0 (ok)");
    expect(first.out).toContain("HTTP/1.1 200");
    // A localhost address is never pinned with HSTS.
    expect(first.out.toLowerCase()).not.toContain("strict-transport-security");
    copyFileSync(join(dir, "b.crt"), cert);
    copyFileSync(join(dir, "b.key"), key);
    server.proc.kill("SIGHUP");
    const until = Date.now() + 20_000;
    while (!server.logs().includes("HTTPS certificate replaced") && Date.now() < until)
      await Bun.sleep(100);
    const second = await tlsGet(port, "localhost", join(dir, "b.crt"));
    expect(second.out).toContain("Verify return code: 0 (ok)");
    expect(new X509Certificate(second.pem).serialNumber).toBe(
      new X509Certificate(await Bun.file(join(dir, "b.crt")).text()).serialNumber,
    );
    expect(server.proc.exitCode).toBeNull();
  } finally {
    await server.stop();
  }
});
