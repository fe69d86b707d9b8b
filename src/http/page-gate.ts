// Page rendering under load (docs/operating.md, "Overload"). A page (the public report, a capture
// page, a dashboard page) is rendered on the one JavaScript thread, so thousands of page loads at
// once would queue everything behind them, /healthz and API calls included. Page requests therefore
// wait their turn here: renders start one per turn of the event loop (so whatever else arrived, a
// health check, an API call, an upload's bytes, is served between two of them), at most
// SITEVISIT_PAGE_CONCURRENCY run at once (pages that await something), and at most
// SITEVISIT_PAGE_QUEUE wait. Past that the page is refused at once with 503 and Retry-After, which
// costs next to nothing, instead of being rendered late for a client that may have given up.
import { config } from "../core/config";
import { countRequest } from "./request-metrics";
import { pathOf } from "./url-path";

/** Seconds a refused page load is told to wait before trying again. */
export const PAGE_RETRY_AFTER_S = 2;

let running = 0;
const waiting: (() => void)[] = [];
let scheduled = false;

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

// Starts the next waiting render on a later turn of the event loop, never inline.
function startNext(): void {
  if (scheduled || !waiting.length || running >= config().pages.concurrency) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    if (running >= config().pages.concurrency) return;
    const next = waiting.shift();
    if (!next) return;
    running++;
    next();
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
    startNext();
  });
}
