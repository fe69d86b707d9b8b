// Certificates for TLS tests: a self-signed one made with openssl, and a check of what a server
// presents (openssl s_client, verifying the chain and the name).
import { join } from "node:path";

/** A self-signed EC certificate for `host` in `dir` (`<prefix>cert.pem`, `<prefix>key.pem`). */
export async function selfSignedCert(
  dir: string,
  host: string,
  { san = `DNS:${host}`, prefix = "" } = {},
) {
  const key = join(dir, `${prefix}key.pem`);
  const cert = join(dir, `${prefix}cert.pem`);
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
      key,
      "-out",
      cert,
      "-days",
      "2",
      "-subj",
      `/CN=${host}`,
      "-addext",
      `subjectAltName=${san}`,
    ],
    { stdout: "ignore", stderr: "pipe" },
  );
  if ((await p.exited) !== 0)
    throw new Error(`openssl failed: ${await new Response(p.stderr).text()}`);
  return { key, cert };
}

/**
 * Opens TLS to 127.0.0.1:port naming `servername`, verifies the chain against `caFile` and the name,
 * sends one GET and returns what openssl said (verification result, certificate, HTTP response).
 */
export async function tlsGet(
  port: number,
  servername: string,
  caFile: string,
  path = "/healthz",
  post?: { form: string; headers: Record<string, string> },
) {
  const head = post
    ? `POST ${path} HTTP/1.1\r\n${Object.entries({
        ...post.headers,
        "content-type": "application/x-www-form-urlencoded",
        "content-length": String(post.form.length),
      })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("")}`
    : `GET ${path} HTTP/1.1\r\n`;
  const p = Bun.spawn(
    [
      "openssl",
      "s_client",
      "-connect",
      `127.0.0.1:${port}`,
      "-servername",
      servername,
      "-CAfile",
      caFile,
      "-verify_hostname",
      servername,
      "-verify_return_error",
      "-ign_eof",
    ],
    {
      stdin: new Blob([
        `${head}Host: ${servername}\r\nConnection: close\r\n\r\n${post?.form ?? ""}`,
      ]),
      stdout: "pipe",
      stderr: "pipe",
    },
  );
  const [out, err, code] = await Promise.all([
    new Response(p.stdout).text(),
    new Response(p.stderr).text(),
    p.exited,
  ]);
  const pem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(out)?.[0] ?? "";
  return { code, out, err, pem };
}
