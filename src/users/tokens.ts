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

/** The CSRF token of a session (an HMAC of it), 32 bytes as base64url; pages carry it masked. */
export function csrfTokenFor(sessionToken: string): string {
  // Bun's native HMAC: the same bytes as node:crypto's createHmac, a third cheaper (every page asks).
  return new Bun.CryptoHasher("sha256", csrfHmacKey()).update(sessionToken).digest("base64url");
}

// A masked token: 32 random bytes, then the token's 32 bytes XORed with them, as base64url.
const MASKED_LENGTH = 86;

/**
 * The CSRF token as one response carries it: masked with fresh random bytes, so that it differs in
 * every response. Compressed pages that also echo what a request sent (a search, a filter) would
 * otherwise let someone who sees the sizes of the encrypted responses guess a constant token one
 * character at a time (BREACH). The same defence as Rails' and Django's masked tokens.
 */
export function maskCsrfToken(token: string): string {
  const raw = Buffer.from(token, "base64url");
  const masked = Buffer.alloc(2 * raw.length);
  const pad = crypto.getRandomValues(masked.subarray(0, raw.length));
  xorInto(masked.subarray(raw.length), pad, raw);
  return masked.toString("base64url");
}

/** Whether `presented` is the session's CSRF token, masked (what pages carry) or as it is. */
export function csrfTokenMatches(
  sessionToken: string,
  presented: string | null | undefined,
): boolean {
  if (typeof presented !== "string") return false;
  const expected = csrfTokenFor(sessionToken);
  if (presented.length !== MASKED_LENGTH) return sameSecret(expected, presented);
  const masked = Buffer.from(presented, "base64url");
  // Only the one spelling of those bytes: the decoder skips what is not base64url, and ignores the
  // last character's low bits.
  if (masked.toString("base64url") !== presented) return false;
  const half = masked.length / 2;
  const raw = Buffer.alloc(half);
  xorInto(raw, masked.subarray(0, half), masked.subarray(half));
  return timingSafeEqual(raw, Buffer.from(expected, "base64url"));
}

/** `out[i] = a[i] ^ b[i]`: the mask applied, or taken off (XOR is its own inverse). */
function xorInto(out: Uint8Array, a: Uint8Array, b: Uint8Array): void {
  for (let i = 0; i < out.length; i++) out[i] = a[i]! ^ b[i]!;
}
