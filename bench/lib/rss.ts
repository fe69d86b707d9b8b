// What the memory benchmarks share: a process's resident memory from /proc, its peak while some work
// runs, and a fake video body (an MP4 header, then zeros) streamed in 1 MiB pieces without holding it.
import { readFileSync } from "node:fs";

export const MIB = 1024 * 1024;

export const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

/** Runs `work` while sampling `pid`'s RSS every 20 ms. */
export async function measure<T>(pid: number, work: () => Promise<T>) {
  const before = rssMiB(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  const t0 = performance.now();
  try {
    const result = await work();
    return {
      result,
      before,
      peak,
      growth: peak - before,
      seconds: (performance.now() - t0) / 1000,
    };
  } finally {
    clearInterval(timer);
  }
}

/** MiB `from` (inclusive) to `to` (exclusive) of the fake video: MiB 0 starts with an MP4 header. */
export function videoBody(from: number, to: number): ReadableStream<Uint8Array> {
  let at = from;
  const head = new Uint8Array(MIB);
  head.set(new TextEncoder().encode("\0\0\0\x18ftypmp42\0\0\0\0mp42isom"), 0);
  const zeros = new Uint8Array(MIB);
  return new ReadableStream({
    pull(c) {
      if (at >= to) return c.close();
      c.enqueue(at === 0 ? head : zeros);
      at++;
    },
  });
}
