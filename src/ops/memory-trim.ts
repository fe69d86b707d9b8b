// Gives memory back when the server goes quiet. After a burst of traffic, SQLite's page cache (up to
// the connection's cache_size) and the allocator's freed pages stay resident until the next burst
// reuses them: bench/soak.ts saw RSS settle 40 MB above its level before the burst. After `idleMs` with
// no request and no running job, once per quiet spell: `PRAGMA shrink_memory` (SQLite drops its page
// cache, which refills on demand) and a full GC, which in Bun also hands freed allocator pages back to
// the OS. It costs a few milliseconds and runs only when nothing is waiting.
import type { BackgroundWorker } from "../jobs/worker";
import { requestTotal } from "../http/request-metrics";
import { rawSqlite } from "../db/client";
import { logger } from "../core/logger";

export interface MemoryTrimOptions {
  /** Jobs running now: a trim waits until there are none. */
  busyJobs: () => number;
  /** A counter that moves whenever a request is served. */
  requests?: () => number;
  trim?: () => void;
  checkMs?: number;
  idleMs?: number;
}

function releaseCachedMemory(): void {
  const before = process.memoryUsage.rss();
  rawSqlite().exec("PRAGMA shrink_memory");
  Bun.gc(true);
  logger().info(
    { rss_before: before, rss_after: process.memoryUsage.rss() },
    "idle: released cached memory",
  );
}

export class MemoryTrimmer implements BackgroundWorker {
  readonly name = "memory-trim";
  private readonly opts: Required<MemoryTrimOptions>;
  private timer: ReturnType<typeof setInterval> | null = null;
  private seen = -1;
  private quietSince = 0;
  private trimmed = false;

  constructor(options: MemoryTrimOptions) {
    this.opts = {
      requests: requestTotal,
      trim: releaseCachedMemory,
      checkMs: 5_000,
      idleMs: 15_000,
      ...options,
    };
  }

  start(): void {
    this.timer ??= setInterval(() => this.check(), this.opts.checkMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private check(): void {
    const requests = this.opts.requests();
    if (requests !== this.seen || this.opts.busyJobs() > 0) {
      // Still busy: the quiet spell starts over, and it may trim again once it is long enough.
      this.seen = requests;
      this.quietSince = Date.now();
      this.trimmed = false;
      return;
    }
    if (this.trimmed || Date.now() - this.quietSince < this.opts.idleMs) return;
    this.trimmed = true;
    this.opts.trim();
  }
}
