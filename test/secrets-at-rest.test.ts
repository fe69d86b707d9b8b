// Secrets and files at rest (issue 8): sealed secrets (secret-box), owner-only modes under the data dir.
import { describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { isSealed, open, seal, SecretBoxError } from "../src/core/secret-box";
import { setServerSecret } from "../src/core/server-secret";

describe("secret-box", () => {
  test("seal/open round-trips, is versioned, and uses a fresh nonce each time", () => {
    setServerSecret(new Uint8Array(randomBytes(32)));
    const a = seal("whsec_abc");
    const b = seal("whsec_abc");
    expect(a.startsWith("sb1.")).toBe(true);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain("abc");
    expect(open(a)).toBe("whsec_abc");
    expect(open(seal(""))).toBe("");
    expect(open(seal("é\u0000✓"))).toBe("é\u0000✓");
  });

  test("altered, truncated, unsealed or foreign-key values are refused", () => {
    setServerSecret(new Uint8Array(randomBytes(32)));
    const s = seal("whsec_abc");
    const raw = Buffer.from(s.slice(4), "base64url");
    raw[14]! ^= 1;
    expect(() => open("sb1." + raw.toString("base64url"))).toThrow(SecretBoxError);
    expect(() => open("sb1.AAAA")).toThrow(SecretBoxError);
    expect(() => open("whsec_abc")).toThrow(SecretBoxError);
    setServerSecret(new Uint8Array(randomBytes(32)));
    expect(() => open(s)).toThrow(SecretBoxError);
  });
});
