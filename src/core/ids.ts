import { randomBytes } from "node:crypto";

// Crockford base32, lowercase: URL-safe, no ambiguous characters.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** Random base32 string carrying `bytes` bytes of entropy. */
export function randomToken(bytes = 16): string {
  const buf = randomBytes(bytes);
  let out = "";
  let acc = 0;
  let bits = 0;
  for (const b of buf) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(acc >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(acc << (5 - bits)) & 31];
  return out;
}

export type IdPrefix =
  | "acct" | "key" | "prop" | "sv" | "ai" | "ev" | "upl" | "we" | "evt" | "del" | "req" | "job" | "att" | "cap";

/** Opaque id with a type prefix (CONTRACT 3), 80 random bits. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomToken(10)}`;
}
