// Retry delays shared by the job loop and webhook delivery.
const MAX_BACKOFF_MS = 60 * 60_000;

/** ms spread by ±`spread` at random, so retries of many jobs do not arrive in step. */
export function jitter(ms: number, spread = 0.2): number {
  return Math.round(ms * (1 - spread + Math.random() * 2 * spread));
}

/** Backoff after a thrown error: 2^attempt seconds, capped at an hour, ±20 % jitter. */
export function errorBackoffMs(attempt: number): number {
  return jitter(Math.min(1000 * 2 ** attempt, MAX_BACKOFF_MS));
}
