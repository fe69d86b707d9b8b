// Capture tokens on the wire: a compact JWS (HS256, `jose`) over { jti, sub, exp }, keyed with a
// subkey of the server secret. The signature makes a token unforgeable and any edit detectable; the
// database row named by `jti` is the truth about expiry, use and revocation (docs/api.md, Resources).
import { hkdfSync } from "node:crypto";
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
