// RateLimiter (src/http/rate-limit.ts), the token buckets behind the dashboard's sign-in limits:
// the burst, the refill, Retry-After, and memory that stays bounded however many keys arrive.
import { expect, test } from "bun:test";
import { RateLimiter } from "../src/http/rate-limit";

test("a burst, then a wait that the refill rate sets; keys are independent", () => {
  const l = new RateLimiter(3 / 900, 3);
  const t0 = 1_000_000;
  expect([l.take("a", t0), l.take("a", t0), l.take("a", t0)]).toEqual([0, 0, 0]);
  expect(l.take("a", t0)).toBe(300); // one token every 300 s
  expect(l.take("b", t0)).toBe(0);
  expect(l.take("a", t0 + 299_000)).toBe(1);
  expect(l.take("a", t0 + 300_000)).toBe(0);
});

test("memory stays bounded under a spray of keys, and a limited key that keeps asking stays limited", () => {
  const l = new RateLimiter(1 / 60, 2, 100);
  const t0 = 5_000_000;
  l.take("victim@example.com", t0);
  l.take("victim@example.com", t0);
  for (let i = 0; i < 10_000; i++) {
    l.take(`spray${i}@example.com`, t0 + i);
    if (i % 50 === 0) expect(l.take("victim@example.com", t0 + i)).toBeGreaterThan(0);
  }
  expect(l.size).toBeLessThanOrEqual(100);
});
