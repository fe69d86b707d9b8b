// A work order's link token (docs/api.md, "Work orders"): an HMAC-SHA256 of the order's id (80
// random bits) under a key derived from the server key, 43 characters of base64url. The database
// holds only its SHA-256 (the lookup), so neither a stolen database nor a guess yields a working
// link; the server makes the link again from the id whenever it shows or mails it. The page's CSRF
// token is a second HMAC, of the link token, under its own key: nothing to store.
import { hkdfSync } from "node:crypto";
import { sha256Hex } from "../core/digest";
import { serverSecret } from "../core/server-secret";
import { config } from "../core/config";

const keys = new Map<string, { secret: Uint8Array; key: Buffer }>();

function keyFor(info: string): Buffer {
  const secret = serverSecret();
  let k = keys.get(info);
  if (k?.secret !== secret) {
    k = { secret, key: Buffer.from(hkdfSync("sha256", secret, new Uint8Array(0), info, 32)) };
    keys.set(info, k);
  }
  return k.key;
}

const hmac = (info: string, text: string) =>
  new Bun.CryptoHasher("sha256", keyFor(info)).update(text).digest("base64url");

export const workOrderToken = (orderId: string) => hmac("sitevisit work-order link v1", orderId);
export const tokenHash = (token: string) => sha256Hex(token);
export const workOrderUrl = (orderId: string) =>
  `${config().publicUrl}/w/${workOrderToken(orderId)}`;

/** A value shaped like a link token (anything else is refused before any lookup). */
export const isWorkOrderToken = (v: string) => /^[A-Za-z0-9_-]{43}$/.test(v);

/** The CSRF token of the page at this link. */
export const workOrderCsrf = (token: string) => hmac("sitevisit work-order csrf v1", token);
