// The report email rendered off the event loop (docs/operating.md, "Limits"): its HTML and text
// grow with the visit, and a 1,000-item visit took about 100 ms of the one JavaScript thread, every
// request and health check waiting (the job that sends it, and the dashboard's preview). Here each
// render runs in a fresh Bun Worker (render-worker.ts), one at a time, under RENDER_BUDGET_MS; the
// loop only reads the visit (a few ms) and copies the data in and the strings out.
import { workerUrl } from "../core/worker-url";
import { askWorker } from "../core/worker-call";
import type { RenderedEmail, ReportEmailInput } from "./report-email";

export type RenderReply = { ok: true; value: RenderedEmail } | { ok: false; message: string };

const WORKER_URL = workerUrl("src/mail/render-worker.ts");
/** A render past this is stopped (its thread terminated): the job retries, the preview fails. */
const RENDER_BUDGET_MS = 30_000;

let queue: Promise<unknown> = Promise.resolve();

/** renderReportEmail(input), in a worker; renders wait for the one before them. */
export function renderReportEmailOffLoop(input: ReportEmailInput): Promise<RenderedEmail> {
  const run = queue.then(() => renderInWorker(input));
  queue = run.catch(() => {});
  return run;
}

async function renderInWorker(input: ReportEmailInput): Promise<RenderedEmail> {
  const worker = new Worker(WORKER_URL);
  try {
    const r = await askWorker<RenderReply>(worker, input, {
      name: "report email",
      budgetMs: RENDER_BUDGET_MS,
      timeout: () => new Error(`the report email took over ${RENDER_BUDGET_MS / 1000} s to render`),
    });
    if (!r.ok) throw new Error(r.message);
    return r.value;
  } finally {
    worker.terminate();
  }
}
