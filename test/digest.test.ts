// The one-shot SHA-256 (src/core/digest.ts) must give node:crypto's bytes for every text: API keys,
// session tokens, Idempotency-Key fingerprints and applied migrations are stored as these hashes.
import { expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { sha256, sha256Hex } from "../src/core/digest";

test("the same digest as node:crypto, for empty, ASCII, non-ASCII and long texts", () => {
  for (const text of [
    "",
    "abc",
    "svc_live_0123456789abcdef",
    'Émile’s café 🏢\n{"a":1}',
    "x".repeat(100_000),
  ]) {
    expect(sha256Hex(text)).toBe(createHash("sha256").update(text).digest("hex"));
    expect(sha256(text).equals(createHash("sha256").update(text).digest())).toBe(true);
  }
  expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
});
