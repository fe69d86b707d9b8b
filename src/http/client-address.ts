// The address a request came from, for limits per client (the dashboard's sign-in): the socket's
// peer, or behind a reverse proxy (SITEVISIT_TRUST_PROXY=1) the last X-Forwarded-For entry, the one
// our proxy appended.
import { config } from "../core/config";
import { peerAddress } from "./connection";

export function clientAddress(request: Request): string {
  if (config().trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peerAddress(request) ?? "unknown";
}
