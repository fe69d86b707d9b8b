// The slow database steps of a scheduled backup, each on a worker thread of its own
// (backup-worker.ts), so requests are answered while they run.
import type { BackupWorkerMessage, BackupWorkerReply } from "./backup-worker";
import { workerUrl } from "../core/worker-url";

const WORKER_URL = workerUrl("src/ops/backup-worker.ts");

function inWorker(msg: BackupWorkerMessage): Promise<void> {
  const worker = new Worker(WORKER_URL);
  return new Promise<void>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<BackupWorkerReply>) =>
      e.data.ok ? resolve() : reject(new Error(e.data.error));
    worker.onerror = (e) => reject(new Error(e.message));
    worker.postMessage(msg);
  }).finally(() => worker.terminate());
}

/** A consistent, page-preserving copy of the live database at `db` into `dest` (backup-pages.ts), beside the running server. */
export const snapshotDatabase = (db: string, dest: string) =>
  inWorker({ op: "snapshot", db, dest });

/** Throws unless the database at `path` opens read-only and passes PRAGMA quick_check. */
export async function checkCopy(path: string): Promise<void> {
  try {
    await inWorker({ op: "check", path });
  } catch (e) {
    throw new Error(
      `the archive read back does not hold a sound database: ${(e as Error).message}`,
    );
  }
}
