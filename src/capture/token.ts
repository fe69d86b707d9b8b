// Capture tokens on the wire: a compact JWS (HS256, `jose`) over { jti, sub, exp }, keyed with a
// subkey of the server secret. The signature makes a token unforgeable and any edit detectable; the
// database row named by `jti` is the truth about expiry, use and revocation (docs/api.md, Resources).
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { compactVerify, SignJWT } from "jose";
import { serverSecret } from "../core/server-secret";

const INFO = "sitevisit capture-token v1";
let cached: { secret: Uint8Array; key: Uint8Array } | null = null;

function key(): Uint8Array {
  const secret = serverSecret();
  if (cached?.secret !== secret)
    cached = {
      secret,
      key: new Uint8Array(hkdfSync("sha256", secret, new Uint8Array(0), INFO, 32)),
    };
  return cached.key;
}

export async function signCaptureToken(
  jti: string,
  itemId: string,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setJti(jti)
    .setSubject(itemId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key());
}

// Real tokens are ~200 characters; anything far longer is not worth a verification.
const MAX_TOKEN_LENGTH = 1024;

/** The `jti` of a token signed by this server, or null for anything else (edited, foreign, garbage). */
export async function captureTokenId(token: string): Promise<string | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await compactVerify(token, key(), { algorithms: ["HS256"] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as { jti?: unknown };
    return typeof claims.jti === "string" ? claims.jti : null;
  } catch {
    return null;
  }
}

const JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.([A-Za-z0-9_-]{43})$/;

/**
 * Whether `token` carries this server's signature (HS256 over its first two parts), checked at
 * once without a Promise: made before a page load waits for a render, so a made-up capture link
 * costs no render. The row named by its jti is still looked up when the page is rendered.
 */
export function isSignedCaptureToken(token: string): boolean {
  const m = token.length <= MAX_TOKEN_LENGTH ? JWS.exec(token) : null;
  if (!m) return false;
  const signed = token.slice(0, token.length - m[1]!.length - 1);
  const expected = createHmac("sha256", key()).update(signed).digest();
  const given = Buffer.from(m[1]!, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
