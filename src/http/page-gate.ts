// Page rendering under load (docs/operating.md, "Overload"). A page (the public report, a capture
// page, a dashboard page) is rendered on the one JavaScript thread, so thousands of page loads at
// once would queue everything behind them, /healthz and API calls included. Page requests therefore
// wait their turn here: renders start on a later turn of the event loop, never inline, and a turn
// renders for about TURN_BUDGET_MS (so whatever else arrived, a health check, an API call, an
// upload's bytes, is served between two such batches); at most SITEVISIT_PAGE_CONCURRENCY
// run at once (pages that await something), and at most SITEVISIT_PAGE_QUEUE wait. Past that the
// page is refused at once with 503 and Retry-After, which costs next to nothing, instead of being
// rendered late for a client that may have given up.
//
// Two lanes, each with its own queue of SITEVISIT_PAGE_QUEUE: signed-in dashboard pages, and pages
// anyone can ask for (sign-in, report, capture). A free render slot goes to a signed-in page first,
// and anonymous pages never hold the last slot, so no crowd without a session can keep signed-in
// people from their pages (src/page-admission.ts decides the lane, and refuses unknown tokens and
// clients past their own limit before they queue).
//
// One render per turn was the first rule: a turn of the loop (its poll for I/O, timers, immediates)
// then cost every page once more, 7 µs of a 60 µs edit form and 33 µs of a 220 µs list of items
// under load (bench/README.md). A budget keeps the fairness and spreads the turn over the batch.
import { config } from "../core/config";
import { countRequest } from "./request-metrics";
import { pathOf } from "./url-path";

/** Seconds a refused page load is told to wait before trying again. */
export const PAGE_RETRY_AFTER_S = 2;

/** Milliseconds of rendering a turn of the event loop aims at before it lets other work in. */
export const TURN_BUDGET_MS = 2;

/** Which queue a page load waits in. */
export type PageLane = "signed-in" | "anonymous";

let running = 0;
let runningAnonymous = 0;
const waiting: Record<PageLane, (() => void)[]> = { "signed-in": [], anonymous: [] };
const queued = () => waiting["signed-in"].length + waiting.anonymous.length;
let scheduled = false;
/** When the current turn began starting renders, when it stops, and how many it has finished. */
let turnStarted = 0;
let turnEnds = 0;
let renderedThisTurn = 0;

/** GET and HEAD of a rendered page; assets, media and uploads (long, cheap per byte) are not gated. */
export function isPageRequest(method: string, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return (
    path.startsWith("/r/") ||
    path.startsWith("/c/") ||
    path.startsWith("/w/") ||
    (path.startsWith("/dashboard") && !path.startsWith("/dashboard/assets/"))
  );
}

// Starts one waiting render, and makes sure the next turn starts another: a page that awaits
// something holds no turn, and up to SITEVISIT_PAGE_CONCURRENCY of them run at once. A signed-in
// page goes first; an anonymous one only while it leaves a slot free (with two or more slots).
function startOne(): boolean {
  const slots = config().pages.concurrency;
  if (running >= slots) return false;
  let start = waiting["signed-in"].shift();
  if (!start && (slots < 2 || runningAnonymous < slots - 1)) {
    start = waiting.anonymous.shift();
    if (start) runningAnonymous++;
  }
  if (!start) return false;
  running++;
  start();
  scheduleTurn();
  return true;
}

// A render has finished. While this turn's budget has room for more pages at the pace of those
// rendered in it so far, the next start at once, as many as may run together (one at a time
// measured 50 µs a page more under load, compressed); else they wait for the next turn. Decided when
// renders end, not when they start, so the budget counts the rendering done: a render longer than
// half the budget has its turn to itself.
function finished(lane: PageLane): void {
  running--;
  if (lane === "anonymous") runningAnonymous--;
  const now = performance.now();
  const perPage = (now - turnStarted) / ++renderedThisTurn;
  let room = Math.floor((turnEnds - now) / perPage);
  // (NaN when a render took no measurable time at the budget's very end: the next turn, then.)
  if (!(room >= 1)) {
    scheduleTurn();
    return;
  }
  while (room-- > 0 && startOne());
}

// A page that arrives waits for a later turn of the event loop, never starts inline: a burst that
// arrives at once is queued, and refused past the queue's bound, before any of it is rendered.
function scheduleTurn(): void {
  if (scheduled || !queued()) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    turnStarted = performance.now();
    turnEnds = turnStarted + TURN_BUDGET_MS;
    renderedThisTurn = 0;
    startOne();
  });
}

/**
 * Renders the page when its turn comes, or answers `busy()` (a 503) when too many wait already in
 * its lane.
 */
export function gatePage(
  request: Request,
  render: () => Response | Promise<Response>,
  busy: () => Response,
  lane: PageLane = "signed-in",
): Promise<Response> | Response {
  const queue = waiting[lane];
  if (queue.length >= config().pages.queue) {
    countRequest(503, pathOf(request.url));
    const res = busy();
    res.headers.set("retry-after", String(PAGE_RETRY_AFTER_S));
    return res;
  }
  return new Promise<Response>((resolve, reject) => {
    queue.push(() => {
      Promise.resolve()
        .then(render)
        .then(resolve, reject)
        .finally(() => finished(lane));
    });
    scheduleTurn();
  });
}
