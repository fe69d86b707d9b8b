// Token buckets, in memory (one process serves one data directory): the per-API-key limit of
// docs/api.md, Conventions (takeToken), and RateLimiter for other keys (the dashboard's sign-in, per email and per
// client address), whose memory stays bounded however many keys a client invents.
import { ApiError } from "../core/errors";
import { config } from "../core/config";

type Bucket = { tokens: number; at: number };
const buckets = new Map<string, Bucket>();

function refill(b: Bucket, now: number, rate: number, burst: number): Bucket {
  b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * rate);
  b.at = now;
  return b;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  /** Keys remembered now (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  /** `rate` tokens a second, at most `burst` saved up; at most `maxKeys` keys are remembered. */
  constructor(
    readonly rate: number,
    readonly burst: number,
    readonly maxKeys = 50_000,
  ) {}

  /** Takes a token for `key`: 0 if there was one, else the seconds until there will be. */
  take(key: string, now = Date.now()): number {
    const b = refill(
      this.buckets.get(key) ?? { tokens: this.burst, at: now },
      now,
      this.rate,
      this.burst,
    );
    this.buckets.delete(key); // re-inserted last: the map's order is least recently used first
    this.buckets.set(key, b);
    if (this.buckets.size > this.maxKeys) this.shrink(now);
    if (b.tokens < 1) return Math.max(1, Math.ceil((1 - b.tokens) / this.rate));
    b.tokens -= 1;
    return 0;
  }

  /** Drops buckets that have refilled (forgetting them changes nothing), then the least recently used. */
  private shrink(now: number): void {
    for (const [k, b] of this.buckets)
      if (refill(b, now, this.rate, this.burst).tokens >= this.burst) this.buckets.delete(k);
    for (const k of this.buckets.keys()) {
      if (this.buckets.size <= this.maxKeys * 0.9) break;
      this.buckets.delete(k);
    }
  }
}

export function takeToken(keyId: string, now = Date.now()): void {
  const { rate, burst } = config().rateLimit;
  if (rate <= 0) return;
  const b = refill(buckets.get(keyId) ?? { tokens: burst, at: now }, now, rate, burst);
  if (b.tokens < 1) {
    buckets.set(keyId, b);
    const retryAfter = Math.max(1, Math.ceil((1 - b.tokens) / rate));
    throw new ApiError(
      "rate_limited",
      `Too many requests for this API key (limit ${rate}/s, burst ${burst}). Retry after ${retryAfter} s.`,
      {},
      { "Retry-After": String(retryAfter) },
    );
  }
  b.tokens -= 1;
  buckets.set(keyId, b);
}
