// Reads that grow with what they read, run off the event loop (docs/architecture.md, "Reads off
// the loop"): a reader thread opens its own read-only connection to the database file (WAL lets it
// read beside the server's writes, each read one committed snapshot) and runs a named task there,
// reading and rendering, so the loop sends a few ids and gets a string back. The tasks are listed
// by the thread's entry point, src/reader-worker.ts, which stands above the features it names (as
// src/background.ts lists the jobs). Each task has its own kept worker (KeptWorker: started on
// first use, one task at a time, ended when idle), so a long report email never queues the report
// pages behind it; how many wait at once is bounded by their callers (the page gate, the job loop).
import { config, setConfig, type Config } from "../core/config";
import { KeptWorker } from "../core/worker-call";
import { workerUrl } from "../core/worker-url";
import { databasePath, openDatabase, type Db } from "./client";

/** A read run in the reader thread: plain data in (`args`), plain data out (or its promise). */
export interface ReaderTask<A, R> {
  name: string;
  /** The kept worker it runs in (default: its own name); tasks of one worker wait for each other. */
  worker?: string;
  /** Past this the task's worker is terminated and the caller gets a ReaderTimeout. */
  budgetMs: number | (() => number);
  run: (ex: Db, args: A) => R | Promise<R>;
  /**
   * The buffers of its answer that are moved to the loop, not copied: a large answer is bytes
   * (UTF-8 HTML, a message, a PDF), since copying strings between threads costs both sides (8 MB
   * of strings: 10-17 ms to send and as much to receive).
   */
  transfer?(value: R): ArrayBuffer[];
}

export const readerTask = <A, R>(task: ReaderTask<A, R>): ReaderTask<A, R> => task;

export class ReaderTimeout extends Error {
  override name = "ReaderTimeout";
}

type Message = { init: { path: string; config: Config } } | { task: string; args: unknown };
type Reply = { ok: true; value: unknown } | { ok: false; message: string };

const WORKER_URL = workerUrl("src/reader-worker.ts");
/** A reader thread without work for this long is ended (the next task starts one again). */
const IDLE_MS = 60_000;
const workers = new Map<string, { path: string; worker: KeptWorker }>();

function workerFor(name: string): KeptWorker {
  const path = databasePath();
  const kept = workers.get(name);
  if (kept?.path === path) return kept.worker;
  kept?.worker.end(); // the process opened another database (tests do)
  const worker = new KeptWorker(WORKER_URL, {
    name,
    idleMs: IDLE_MS,
    started: (w) => w.postMessage({ init: { path, config: config() } } satisfies Message),
  });
  workers.set(name, { path, worker });
  return worker;
}

/** `task` run on `args` in its reader thread; rejects with ReaderTimeout past its budget. */
export async function readOffLoop<A, R>(task: ReaderTask<A, R>, args: A): Promise<R> {
  const budgetMs = typeof task.budgetMs === "number" ? task.budgetMs : task.budgetMs();
  const r = await workerFor(task.worker ?? task.name).ask<Reply>(
    { task: task.name, args } satisfies Message,
    { budgetMs, timeout: () => new ReaderTimeout(`the ${task.name} took over ${budgetMs} ms`) },
  );
  if (!r.ok) throw new Error(`the ${task.name} failed: ${r.message}`);
  return r.value as R;
}

/** The reader thread's side (src/reader-worker.ts): where the database is, then tasks by name. */
export function serveReaderTasks(tasks: ReaderTask<never, unknown>[]): void {
  const byName = new Map(tasks.map((t) => [t.name, t]));
  let ex: Db | null = null;
  const port = globalThis as unknown as Worker;
  port.onmessage = async (e: MessageEvent<Message>) => {
    const m = e.data;
    if ("init" in m) {
      setConfig(m.init.config);
      ex = openDatabase(m.init.path, { readonly: true });
      return;
    }
    let reply: Reply;
    let moved: ArrayBuffer[] = [];
    try {
      const task = byName.get(m.task);
      if (!task || !ex) throw new Error(`no task ${m.task} here`);
      const value = await task.run(ex, m.args as never);
      moved = task.transfer?.(value) ?? [];
      reply = { ok: true, value };
    } catch (err) {
      reply = { ok: false, message: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(reply, moved);
  };
}
