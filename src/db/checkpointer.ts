// WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside whichever commit
// pushes the WAL past its threshold: it copies pages into the database file and fsyncs both files,
// tens of milliseconds on a VPS disk, during which the whole server waits (it was 40 % of the
// server's CPU profile under webhook load, bench/webhooks.ts). Here a worker thread does that work
// on its own connection every few milliseconds. The server's connection keeps a higher automatic
// threshold only because a PASSIVE checkpoint cannot restart the WAL while writes keep coming: when
// it fires, the worker has already copied and synced nearly everything, so it is short.
import type { CheckpointerMessage, CheckpointerReport } from "./checkpoint-worker";
import { rawSqlite } from "./client";
import { logger } from "../core/logger";
import { workerUrl } from "../core/worker-url";

const EVERY_MS = 50;
const WORKER_URL = workerUrl("src/db/checkpoint-worker.ts");
/** Pages (4 KiB) the WAL may reach before the server's own connection checkpoints: 16 MiB. */
const SERVER_AUTOCHECKPOINT_PAGES = 4000;
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

export interface Checkpointer {
  stop(): Promise<void>;
}

export function startCheckpointer(path: string): Checkpointer {
  const worker = new Worker(WORKER_URL);
  let stopped: (() => void) | null = null;
  worker.onmessage = (e: MessageEvent<CheckpointerReport>) => {
    if (e.data.type === "error")
      logger().warn(
        { error: e.data.message },
        "background WAL checkpoint failed; the server's own checkpoints still run",
      );
    else stopped?.();
  };
  worker.onerror = (e) =>
    logger().error(
      { error: e.message },
      "WAL checkpoint thread failed; the server's own checkpoints still run",
    );
  worker.postMessage({ type: "start", path, everyMs: EVERY_MS } satisfies CheckpointerMessage);
  rawSqlite().exec(`PRAGMA wal_autocheckpoint = ${SERVER_AUTOCHECKPOINT_PAGES}`);
  return {
    async stop() {
      rawSqlite().exec(`PRAGMA wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
      const done = new Promise<void>((resolve) => (stopped = resolve));
      worker.postMessage({ type: "stop" } satisfies CheckpointerMessage);
      await Promise.race([done, Bun.sleep(2000)]);
      worker.terminate();
    },
  };
}
