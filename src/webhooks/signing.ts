// Standard Webhooks signatures (docs/api.md, Webhooks): HMAC-SHA256 over "<id>.<timestamp>.<body>", keyed with the
// base64-DECODED part of the secret after "whsec_" (using the secret string itself is the classic bug).
import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

export function newSigningSecret(): string {
  return PREFIX + randomBytes(32).toString("base64");
}

export function signatureFor(
  secret: string,
  msgId: string,
  timestamp: number,
  body: string,
): string {
  const key = Buffer.from(secret.slice(PREFIX.length), "base64");
  return "v1," + createHmac("sha256", key).update(`${msgId}.${timestamp}.${body}`).digest("base64");
}

/** The three headers a Standard Webhooks receiver verifies. */
export function signedHeaders(
  secret: string,
  msgId: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    "webhook-id": msgId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatureFor(secret, msgId, timestamp, body),
  };
}
