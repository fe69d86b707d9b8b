// Page rendering under load (docs/operating.md, "Overload"). A page (the public report, a capture
// page, a dashboard page) is rendered on the one JavaScript thread, so thousands of page loads at
// once would queue everything behind them, /healthz and API calls included. Page requests therefore
// wait their turn here: renders start on a later turn of the event loop, never inline, and a turn
// starts new renders for at most TURN_BUDGET_MS (so whatever else arrived, a health check, an API
// call, an upload's bytes, is served between two such batches); at most SITEVISIT_PAGE_CONCURRENCY
// run at once (pages that await something), and at most SITEVISIT_PAGE_QUEUE wait. Past that the
// page is refused at once with 503 and Retry-After, which costs next to nothing, instead of being
// rendered late for a client that may have given up.
//
// One render per turn was the first rule: a turn of the loop (its poll for I/O, timers, immediates)
// then cost every page once more, 7 µs of a 60 µs edit form and 33 µs of a 220 µs list of items
// under load (bench/README.md). A budget keeps the fairness and spreads the turn over the batch.
import { config } from "../core/config";
import { countRequest } from "./request-metrics";
import { pathOf } from "./url-path";

/** Seconds a refused page load is told to wait before trying again. */
export const PAGE_RETRY_AFTER_S = 2;

/** Milliseconds of a turn of the event loop in which queued renders may start, one after another. */
export const TURN_BUDGET_MS = 2;

let running = 0;
const waiting: (() => void)[] = [];
let scheduled = false;
/** performance.now() past which the current turn starts no more renders. */
let turnEnds = 0;

/** GET and HEAD of a rendered page; assets, media and uploads (long, cheap per byte) are not gated. */
export function isPageRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = pathOf(request.url);
  return (
    path.startsWith("/r/") ||
    path.startsWith("/c/") ||
    (path.startsWith("/dashboard") && !path.startsWith("/dashboard/assets/"))
  );
}

// Starts waiting renders while the current turn's budget lasts (a render that finishes starts the
// next from its own callback), else leaves them to the next turn.
function startNext(): void {
  while (waiting.length && running < config().pages.concurrency) {
    if (performance.now() >= turnEnds) {
      scheduleTurn();
      return;
    }
    running++;
    waiting.shift()!();
  }
}

// A page that arrives waits for a later turn of the event loop, never starts inline: a burst that
// arrives at once is queued, and refused past the queue's bound, before any of it is rendered.
function scheduleTurn(): void {
  if (scheduled || !waiting.length) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    turnEnds = performance.now() + TURN_BUDGET_MS;
    startNext();
  });
}

/** Renders the page when its turn comes, or answers `busy()` (a 503) when too many wait already. */
export function gatePage(
  request: Request,
  render: () => Response | Promise<Response>,
  busy: () => Response,
): Promise<Response> | Response {
  if (waiting.length >= config().pages.queue) {
    countRequest(503, pathOf(request.url));
    const res = busy();
    res.headers.set("retry-after", String(PAGE_RETRY_AFTER_S));
    return res;
  }
  return new Promise<Response>((resolve, reject) => {
    waiting.push(() => {
      Promise.resolve()
        .then(render)
        .then(resolve, reject)
        .finally(() => {
          running--;
          startNext();
        });
    });
    scheduleTurn();
  });
}
