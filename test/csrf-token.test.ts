// CSRF tokens (src/users/tokens.ts): an HMAC of the session token, carried masked with fresh random
// bytes in every response, so that compressed pages never repeat it (BREACH).
import { beforeAll, expect, test } from "bun:test";
import { setServerSecret } from "../src/core/server-secret";
import { csrfTokenFor, csrfTokenMatches, maskCsrfToken, newToken } from "../src/users/tokens";

beforeAll(() => setServerSecret(crypto.getRandomValues(new Uint8Array(32))));

test("a masked token is new every time, and each one is the session's token", () => {
  const session = newToken();
  const token = csrfTokenFor(session);
  const masked = Array.from({ length: 50 }, () => maskCsrfToken(token));
  expect(new Set(masked).size).toBe(50);
  for (const m of masked) {
    expect(m).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(m).not.toContain(token);
    expect(csrfTokenMatches(session, m)).toBe(true);
  }
  // The token as it is (a page rendered before masking) is still the session's.
  expect(csrfTokenMatches(session, token)).toBe(true);
});

test("another session's token, a changed character, another length or other characters are refused", () => {
  const session = newToken();
  const masked = maskCsrfToken(csrfTokenFor(session));
  expect(csrfTokenMatches(newToken(), masked)).toBe(false);
  expect(csrfTokenMatches(session, maskCsrfToken(csrfTokenFor(newToken())))).toBe(false);
  for (let at = 0; at < masked.length; at += 5) {
    const changed = masked.slice(0, at) + (masked[at] === "A" ? "B" : "A") + masked.slice(at + 1);
    expect(csrfTokenMatches(session, changed)).toBe(false);
  }
  for (const presented of [
    "",
    masked.slice(1),
    `${masked}A`,
    `${masked.slice(0, 85)}=`,
    `${masked.slice(0, 85)}+`,
    "A".repeat(86),
    null,
    undefined,
  ])
    expect(csrfTokenMatches(session, presented)).toBe(false);
});
