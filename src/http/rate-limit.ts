// Per-API-key token bucket (CONTRACT 3). In memory: one process serves one data directory.
import { ApiError } from "../core/errors";
import { config } from "../core/config";

const buckets = new Map<string, { tokens: number; at: number }>();

export function takeToken(keyId: string, now = Date.now()): void {
  const { rate, burst } = config().rateLimit;
  if (rate <= 0) return;
  const b = buckets.get(keyId) ?? { tokens: burst, at: now };
  b.tokens = Math.min(burst, b.tokens + ((now - b.at) / 1000) * rate);
  b.at = now;
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
