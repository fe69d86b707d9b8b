// Obtaining a certificate over ACME with the HTTP-01 challenge, through acme-client. The challenge
// is answered by the HTTP port (src/tls/front.ts) from `challenges`. acme-client's own pre-check of
// the challenge is skipped: it would fetch port 80 through the system resolver, which is not where a
// server on another --http-port (a test, a NAT forwarding 80 to it) answers. The CA checks for real.
import type * as AcmeClient from "acme-client";
import type { HttpsSettings } from "../core/config";
import { accountKeyPath, type CertPair, readIfThere, writePrivate } from "./files";

/** Tokens of pending HTTP-01 challenges and their key authorizations. */
export const challenges = new Map<string, string>();

// acme-client (with axios and node-forge, 8 MiB of an idle server and 50 ms of its start) is loaded on the
// first order: a server without --domain never loads it.
let loaded: Promise<typeof AcmeClient> | null = null;
const acmeClient = () =>
  (loaded ??= import("acme-client").then((acme) => {
    // acme-client logs nothing unless given a logger; its messages are too chatty for ours.
    acme.setLogger(() => {});
    return acme;
  }));

async function accountKey(acme: typeof AcmeClient, dataDir: string): Promise<Buffer> {
  const path = accountKeyPath(dataDir);
  const stored = readIfThere(path);
  if (stored) return Buffer.from(stored);
  const key = await acme.crypto.createPrivateEcdsaKey();
  writePrivate(path, key.toString());
  return key;
}

/** How long the ACME directory may take to answer before the order gives up (and retries later). */
const DIRECTORY_TIMEOUT_MS = 15_000;

// acme-client retries a request that got no answer at all for 75 s, then fails with a TypeError
// of its own ("evaluating 'response.config'"): one bounded look at the directory first says what
// is really wrong (refused, no answer, no such host) and names the URL.
async function checkDirectory(url: string): Promise<void> {
  const unreachable = (why: string) =>
    // The wording is what src/tls/status.ts recognises to give the hint that fits.
    new Error(`the ACME directory ${url} cannot be reached: ${why}`);
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(DIRECTORY_TIMEOUT_MS) });
  } catch (e: any) {
    if (e?.name === "TimeoutError")
      throw unreachable(`no answer within ${DIRECTORY_TIMEOUT_MS / 1000} s`);
    const code = String(e?.code ?? "");
    if (/ConnectionRefused|ECONNREFUSED/i.test(code)) throw unreachable("connection refused");
    if (/ENOTFOUND|DNS|EAI_/i.test(code)) throw unreachable("its host name does not resolve");
    throw unreachable(`${e?.message ?? e}${code ? ` (${code})` : ""}`);
  }
  await res.body?.cancel();
  if (!res.ok) throw unreachable(`it answered HTTP ${res.status}`);
}

/** Orders a certificate for the domain and waits for it. Throws the CA's own words on failure. */
export async function obtainCertificate(https: HttpsSettings, dataDir: string): Promise<CertPair> {
  const domain = https.domain!;
  await checkDirectory(https.acmeDirectory);
  const acme = await acmeClient();
  const client = new acme.Client({
    directoryUrl: https.acmeDirectory,
    accountKey: await accountKey(acme, dataDir),
  });
  const [key, csr] = await acme.crypto.createCsr(
    { commonName: domain, altNames: [domain] },
    await acme.crypto.createPrivateEcdsaKey(),
  );
  const cert = await client.auto({
    csr,
    email: https.acmeEmail ?? undefined,
    termsOfServiceAgreed: true,
    challengePriority: ["http-01"],
    skipChallengeVerification: true,
    challengeCreateFn: async (_authz, challenge, keyAuthorization) => {
      challenges.set(challenge.token, keyAuthorization);
    },
    challengeRemoveFn: async (_authz, challenge) => {
      challenges.delete(challenge.token);
    },
  });
  return { cert, key: key.toString() };
}
