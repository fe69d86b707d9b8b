// Authenticated encryption for secrets kept in the database (webhook signing secrets, stored
// idempotency responses). AES-256-GCM from node:crypto rather than WebCrypto: WebCrypto is async only,
// and our SQLite transactions are synchronous and must never await.
// Format: "sb1." + base64url(nonce(12) | ciphertext | tag(16)); the key is HKDF-SHA256(secret.key).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { serverSecret } from "./server-secret";

export const SEALED_PREFIX = "sb1.";
const INFO = "sitevisit secret-box v1";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

let cached: { secret: Uint8Array; key: Buffer } | null = null;

function key(): Buffer {
  const secret = serverSecret();
  if (cached?.secret !== secret) {
    cached = { secret, key: Buffer.from(hkdfSync("sha256", secret, new Uint8Array(0), INFO, 32)) };
  }
  return cached.key;
}

export class SecretBoxError extends Error {}

export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX);
}

export function seal(plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(), nonce);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return SEALED_PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64url");
}

/** Throws SecretBoxError if the value is not sealed, was sealed under another key, or was altered. */
export function open(sealed: string): string {
  if (!isSealed(sealed)) throw new SecretBoxError("value is not sealed");
  const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), "base64url");
  if (raw.length < NONCE_BYTES + TAG_BYTES) throw new SecretBoxError("sealed value is truncated");
  const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new SecretBoxError(
      "sealed value failed authentication (wrong secret.key or altered data)",
    );
  }
}
