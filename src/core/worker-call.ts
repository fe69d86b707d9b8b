// One message to a Bun Worker and its one reply, under a time budget: the shape of every task this
// server runs off the event loop (the text worker, the report email, the PDF). The caller owns the
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
