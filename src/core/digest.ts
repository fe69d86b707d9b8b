// SHA-256 of a short text in one call: Bun's native one-shot hasher. A node:crypto Hash object costs
// more than the hash itself, and three run on hot paths (an API key, a session token, an
// Idempotency-Key fingerprint on every request that carries one).

export const sha256 = (text: string): Buffer => Bun.CryptoHasher.hash("sha256", text);

export const sha256Hex = (text: string): string => Bun.CryptoHasher.hash("sha256", text, "hex");
