// Where HTTPS keeps its keys and certificate: <data-dir>/tls/, every file 0600 (docs/operating.md,
// "HTTPS"). Written atomically, so a crash mid-renewal leaves the previous pair whole.
import { X509Certificate } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateDir, FILE_MODE } from "../core/data-dir";

export const tlsDir = (dataDir: string) => join(dataDir, "tls");
export const accountKeyPath = (dataDir: string) => join(tlsDir(dataDir), "account.key");
export const certPath = (dataDir: string) => join(tlsDir(dataDir), "cert.pem");
export const keyPath = (dataDir: string) => join(tlsDir(dataDir), "key.pem");

/** A certificate chain and its key, PEM. */
export interface CertPair {
  cert: string;
  key: string;
}

export function writePrivate(path: string, text: string): void {
  ensurePrivateDir(join(path, ".."));
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text, { mode: FILE_MODE });
  renameSync(tmp, path);
}

export function readIfThere(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (e: any) {
    if (e?.code === "ENOENT") return null;
    throw e;
  }
}

/** The pair obtained earlier for this data directory, or null. */
export function storedPair(dataDir: string): CertPair | null {
  const cert = readIfThere(certPath(dataDir));
  const key = readIfThere(keyPath(dataDir));
  return cert && key ? { cert, key } : null;
}

export function storePair(dataDir: string, pair: CertPair): void {
  writePrivate(keyPath(dataDir), pair.key);
  writePrivate(certPath(dataDir), pair.cert);
}

/** The leaf (first) certificate's names and validity. */
export function describeCert(pem: string): { notAfter: string; names: string[]; issuer: string } {
  const leaf = new X509Certificate(pem);
  const names = (leaf.subjectAltName ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.startsWith("DNS:"))
    .map((s) => s.slice(4));
  return { notAfter: new Date(leaf.validTo).toISOString(), names, issuer: leaf.issuer };
}
