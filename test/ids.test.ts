// Ids and tokens (src/core/ids.ts): the encoding is written for speed (one scratch buffer, decoded
// as Latin-1), so it is checked against the plain definition of base32, byte for byte.
import { describe, expect, test } from "bun:test";
import { base32Bytes, newId, randomToken } from "../src/core/ids";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** The definition: the bits in order, 5 at a time, the last group padded with zeros. */
function reference(bytes: Uint8Array): string {
  const bits = [...bytes].map((b) => b.toString(2).padStart(8, "0")).join("");
  let out = "";
  for (let i = 0; i < bits.length; i += 5)
    out += ALPHABET[Number.parseInt(bits.slice(i, i + 5).padEnd(5, "0"), 2)];
  return out;
}

describe("base32", () => {
  test("matches the definition for every length up to 40 bytes, and past the scratch buffer", () => {
    for (const len of [...Array.from({ length: 41 }, (_, i) => i), 4095, 4096, 4097, 9000])
      for (let k = 0; k < (len > 40 ? 2 : 50); k++) {
        const bytes = crypto.getRandomValues(new Uint8Array(len));
        expect(base32Bytes(bytes)).toBe(reference(bytes));
      }
  });

  test("all zeros and all ones", () => {
    expect(base32Bytes(new Uint8Array(5))).toBe("00000000");
    expect(base32Bytes(new Uint8Array(5).fill(255))).toBe("zzzzzzzz");
    expect(base32Bytes(new Uint8Array([0xff]))).toBe("zw");
  });
});

describe("ids and tokens", () => {
  test("carry the length their entropy needs, in the alphabet, never twice", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const id = newId("req");
      expect(id).toMatch(/^req_[0-9a-hjkmnp-tv-z]{16}$/);
      seen.add(id);
    }
    expect(seen.size).toBe(5000);
    expect(randomToken(16)).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
    expect(randomToken(5000)).toHaveLength(8000);
  });
});
