// The checkpointer's thread (see checkpointer.ts): its own connection to the database, running
// PASSIVE checkpoints on a timer. PASSIVE never waits for a lock and never blocks the server's
// readers or writer; it copies what it can and fsyncs, which is the slow part we keep off the
// event loop.
import { Database } from "bun:sqlite";

declare const self: Worker;

export type CheckpointerMessage =
  | { type: "start"; path: string; everyMs: number }
  | { type: "stop" };
export type CheckpointerReport = { type: "error"; message: string } | { type: "stopped" };

let timer: ReturnType<typeof setInterval> | null = null;
let db: Database | null = null;

self.onmessage = (e: MessageEvent<CheckpointerMessage>) => {
  const msg = e.data;
  if (msg.type === "start") {
    db = new Database(msg.path, { strict: true });
    db.exec("PRAGMA busy_timeout = 10000");
    const checkpoint = db.query("PRAGMA wal_checkpoint(PASSIVE)");
    let lastError = "";
    timer = setInterval(() => {
      try {
        checkpoint.run();
        lastError = "";
      } catch (err) {
        // Reported once per distinct error, not every tick: the server logs it.
        const message = err instanceof Error ? err.message : String(err);
        if (message !== lastError)
          postMessage({ type: "error", message } satisfies CheckpointerReport);
        lastError = message;
      }
    }, msg.everyMs);
  } else {
    if (timer) clearInterval(timer);
    db?.close();
    postMessage({ type: "stopped" } satisfies CheckpointerReport);
  }
};
