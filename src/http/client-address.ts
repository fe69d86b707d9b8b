// The address a request came from, for limits per client (the dashboard's sign-in, anonymous page
// loads): the socket's peer, or behind a reverse proxy (SITEVISIT_TRUST_PROXY=1) the last
// X-Forwarded-For entry, the one our proxy appended.
import { isIPv6 } from "node:net";
import { config } from "../core/config";
import { peerAddress } from "./connection";

export function clientAddress(request: Request): string {
  if (config().trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return peerAddress(request) ?? "unknown";
}

/**
 * The key a per-client limit counts under: an IPv4 address as it is (an IPv4-mapped IPv6 one too),
 * an IPv6 address by its /64, which one subscriber usually holds whole (counting each of its
 * 2^64 addresses apart would be no limit at all).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!isIPv6(bare)) return address;
  const [head = "", tail = ""] = bare.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g.includes(".") ? g : g.replace(/^0+(?=.)/, "")))
    .join(":")}::/64`;
}

/** The per-client key of a request (clientKey of its clientAddress). */
export const clientKeyOf = (request: Request) => clientKey(clientAddress(request));
