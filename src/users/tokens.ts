// The secrets behind sign-in links and sessions: 32 random bytes (base64url in the link or cookie),
// stored only as their SHA-256. CSRF tokens are not stored at all: an HMAC of the session token under
// a key derived from the server key (secret.key), so a stolen database yields neither.
import { hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../core/digest";
import { serverSecret } from "../core/server-secret";

export const TOKEN_BYTES = 32;
// base64url of 32 bytes, no padding.
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** A value shaped like one of our tokens (anything else is refused before any lookup). */
export const isTokenShaped = (value: unknown): value is string =>
  typeof value === "string" && TOKEN_RE.test(value);

export function hashToken(token: string): string {
  return sha256Hex(token);
}

/** Constant-time equality of two strings (false when the lengths differ). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

let csrfKey: { secret: Uint8Array; key: Buffer } | null = null;

function csrfHmacKey(): Buffer {
  const secret = serverSecret();
  if (csrfKey?.secret !== secret)
    csrfKey = {
      secret,
      key: Buffer.from(
        hkdfSync("sha256", secret, new Uint8Array(0), "sitevisit dashboard csrf v1", 32),
      ),
    };
  return csrfKey.key;
}

/** The CSRF token of a session: sent in forms (`_csrf`) and as the `X-CSRF-Token` header. */
export function csrfTokenFor(sessionToken: string): string {
  // Bun's native HMAC: the same bytes as node:crypto's createHmac, a third cheaper (every page asks).
  return new Bun.CryptoHasher("sha256", csrfHmacKey()).update(sessionToken).digest("base64url");
}

export function csrfTokenMatches(
  sessionToken: string,
  presented: string | null | undefined,
): boolean {
  return typeof presented === "string" && sameSecret(csrfTokenFor(sessionToken), presented);
}
