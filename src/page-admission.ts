// Which page loads wait for a render, and in which lane (docs/operating.md, Overload). Decided when
// the request arrives, before it queues (src/http/page-gate.ts):
//  - a dashboard page with a live session waits in the signed-in lane, which anonymous pages cannot
//    fill (its own queue, the first free slot, and one slot they never take);
//  - any other page (sign-in, report, capture, made-up paths) is anonymous: a client (an IPv4
//    address, an IPv6 /64) may start SITEVISIT_PAGE_CLIENT_RATE of them a second, past which it is
//    answered 429 at once (counted in /metrics, not logged one by one, like the gate's own 503);
//  - a report or capture token that is not ours does not queue: one index lookup (or one HMAC)
//    says so, and the app answers its small 404 page at once (logged as any request), so a flood
//    of random links takes no render slot and no place in the queue.
import { config } from "./core/config";
import { admitSession } from "./dashboard/http";
import { db } from "./db/client";
import { clientKeyOf } from "./http/client-address";
import { gatePage } from "./http/page-gate";
import { RateLimiter } from "./http/rate-limit";
import { countRequest } from "./http/request-metrics";
import { busyPage, messagePage } from "./pages/layout";
import { isSignedCaptureToken } from "./capture/token";
import { isKnownReportToken } from "./site-visits/report-token";

let limiter: { rate: number; burst: number; bucket: RateLimiter } | null = null;
function anonymousWait(request: Request): number {
  const { rate, burst } = config().pages.perClient;
  if (rate <= 0) return 0;
  if (limiter?.rate !== rate || limiter.burst !== burst)
    limiter = { rate, burst, bucket: new RateLimiter(rate, burst) };
  return limiter.bucket.take(clientKeyOf(request));
}

/** The one segment after `prefix` (decoded), or null when the path is not /prefix/<one segment>. */
function tokenAfter(path: string, prefix: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length).replace(/\/$/, "");
  if (!rest || rest.includes("/")) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return "";
  }
}

/** Whether the path is a report or capture link whose token is not ours. */
function unknownToken(path: string): boolean {
  const report = tokenAfter(path, "/r/");
  if (report !== null) return !isKnownReportToken(db(), report);
  const capture = tokenAfter(path, "/c/");
  return capture !== null && !isSignedCaptureToken(capture);
}

const tooManyPages = (wait: number) => {
  const res = messagePage(
    429,
    "Too many pages at once",
    "This address has asked for more pages than the server shows one client at a time. Try again in a few seconds.",
  );
  res.headers.set("retry-after", String(wait));
  return res;
};

/** A page load (isPageRequest) rendered by `render` when its lane's turn comes, or refused at once. */
export function admitPage(
  request: Request,
  path: string,
  render: () => Response | Promise<Response>,
): Response | Promise<Response> {
  if (path.startsWith("/dashboard") && admitSession(request))
    return gatePage(request, render, busyPage, "signed-in");
  const wait = anonymousWait(request);
  if (wait) {
    countRequest(429, path);
    return tooManyPages(wait);
  }
  // The route answers an unknown token with its 404 page, without a render slot.
  if (unknownToken(path)) return render();
  return gatePage(request, render, busyPage, "anonymous");
}
