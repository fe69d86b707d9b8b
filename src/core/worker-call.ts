// One message to a Bun Worker and its one reply, under a time budget: the shape of every task this
// server runs off the event loop (the text worker, the reader threads: report pages, emails, PDFs). The caller owns the
// worker, fresh or kept warm, and ends it: past the budget or on abort the promise rejects, and a
// worker that did not answer must be terminated, not awaited.

export function askWorker<R>(
  worker: Worker,
  message: unknown,
  o: { name: string; budgetMs: number; timeout: () => Error; signal?: AbortSignal },
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => reject(o.timeout()), o.budgetMs);
    const abort = () => reject(o.signal!.reason);
    o.signal?.addEventListener("abort", abort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      o.signal?.removeEventListener("abort", abort);
    };
    worker.onmessage = (e: MessageEvent<R>) => {
      settle();
      resolve(e.data);
    };
    worker.onerror = (e) => {
      settle();
      reject(new Error(`the ${o.name} worker failed: ${e.message}`));
    };
    worker.postMessage(message);
  });
}

/**
 * One worker kept between tasks: started at the first, its tasks run one at a time in the order
 * asked, each under its own budget (askWorker). A worker that failed or overran is terminated and
 * the next task starts a fresh one; one idle for `idleMs` is ended, and an idle one never holds the
 * process open at shutdown. `started` is called with each fresh worker before its first task (to
 * post it what it needs first, e.g. where the database is: a worker reads its messages in order).
 */
export class KeptWorker {
  private worker: Worker | null = null;
  private idle: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly o: { name: string; idleMs: number; started?: (worker: Worker) => void },
  ) {}

  ask<R>(task: unknown, o: { budgetMs: number; timeout: () => Error }): Promise<R> {
    const run = this.queue.then(() => this.run<R>(task, o));
    this.queue = run.catch(() => {});
    return run;
  }

  private async run<R>(task: unknown, o: { budgetMs: number; timeout: () => Error }): Promise<R> {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    let worker = this.worker;
    if (!worker) {
      worker = this.worker = new Worker(this.url);
      this.o.started?.(worker);
    }
    (worker as Worker & { ref(): void }).ref();
    let healthy = false;
    try {
      const reply = await askWorker<R>(worker, task, { name: this.o.name, ...o });
      healthy = true;
      return reply;
    } finally {
      if (healthy) this.rest(worker);
      else this.end();
    }
  }

  private rest(worker: Worker): void {
    (worker as Worker & { unref(): void }).unref();
    this.idle = setTimeout(() => this.end(), this.o.idleMs);
    this.idle.unref?.();
  }

  /** Ends the worker now (a task past its budget is still running in it). */
  end(): void {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.worker?.terminate();
    this.worker = null;
  }
}
