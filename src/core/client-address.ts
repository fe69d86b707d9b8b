// The address a request came from, for limits per client (the dashboard's sign-in). The server
// records the socket's peer for each request it hands to the app; behind a reverse proxy
// (SITEVISIT_TRUST_PROXY=1) the last X-Forwarded-For entry, the one our proxy appended, is used.
import { config } from "./config";

const peers = new WeakMap<Request, string>();

export function setPeerAddress(request: Request, address: string | undefined): void {
  if (address) peers.set(request, address);
}

export function clientAddress(request: Request): string {
  if (config().trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peers.get(request) ?? "unknown";
}
