// Which webhook URLs may be registered and called (docs/security.md): https only; in --dev also plain http to
// the loopback host names; and the host must resolve only to public addresses (no SSRF into the
// server's own network), unless an operator listed the range in SITEVISIT_WEBHOOK_ALLOW_CIDRS.
// Checked at registration and again before every delivery attempt (DNS answers change); the attempt
// then connects to the addresses this check saw (pinned-request.ts), never to a second DNS answer.
import { BlockList, isIP } from "node:net";
import { lookup, Resolver } from "node:dns/promises";
import { config, ConfigError } from "../core/config";
import { ApiError } from "../core/errors";

const DEV_HTTP_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

// IPv4: everything that is not globally routable unicast (RFC 6890 special-purpose registry).
const NON_PUBLIC_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
// IPv6: only global unicast (2000::/3) is public, minus the special blocks inside it.
const NON_PUBLIC_V6: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments (Teredo, ORCHID, ...)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an arbitrary IPv4 address
];

const v4Deny = new BlockList();
for (const [net, prefix] of NON_PUBLIC_V4) v4Deny.addSubnet(net, prefix, "ipv4");
const v6Deny = new BlockList();
for (const [net, prefix] of NON_PUBLIC_V6) v6Deny.addSubnet(net, prefix, "ipv6");
const v6GlobalUnicast = new BlockList();
v6GlobalUnicast.addSubnet("2000::", 3, "ipv6");

let allowList: { source: string[]; list: BlockList } | null = null;

/** The operator's exceptions, parsed once; a malformed entry is a configuration error. */
export function allowedRanges(): BlockList {
  const source = config().webhookAllowCidrs;
  if (allowList?.source === source) return allowList.list;
  const list = new BlockList();
  for (const cidr of source) {
    const [net, bits] = cidr.split("/");
    const family = isIP(net ?? "");
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new ConfigError(
        `SITEVISIT_WEBHOOK_ALLOW_CIDRS: '${cidr}' is not an IP range like 10.0.0.0/8`,
      );
    list.addSubnet(net!, prefix, family === 4 ? "ipv4" : "ipv6");
  }
  allowList = { source, list };
  return list;
}

/** "::ffff:127.0.0.1" and "::ffff:7f00:1" are IPv4 addresses in disguise. */
export function unmapIPv4(address: string): string {
  const lower = address.toLowerCase();
  const dotted =
    /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower) ?? /^::(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:0*:)*:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return address;
}

export function isPublicAddress(address: string): boolean {
  const ip = unmapIPv4(address);
  const family = isIP(ip);
  if (family === 4) return !v4Deny.check(ip, "ipv4");
  if (family === 6) return v6GlobalUnicast.check(ip, "ipv6") && !v6Deny.check(ip, "ipv6");
  return false;
}

function isLoopback(address: string): boolean {
  const ip = unmapIPv4(address);
  return isIP(ip) === 4 ? ip.startsWith("127.") : ip === "::1";
}

function allowed(address: string): boolean {
  const ip = unmapIPv4(address);
  const family = isIP(ip);
  if (isPublicAddress(ip)) return true;
  if (config().dev && isLoopback(ip)) return true;
  return family !== 0 && allowedRanges().check(ip, family === 4 ? "ipv4" : "ipv6");
}

const refuse = (message: string) => new ApiError("invalid_webhook_url", message, { param: "url" });

// C0 and C1 controls, DEL, and any Unicode white space: WHATWG URL parsing would silently strip or
// encode them, so the URL stored would not be the one the caller sent.
const UNSAFE_CHARS = /[\u0000-\u0020\u007f-\u009f\s]/u;

/** Scheme and shape only (no DNS): https, or http to a loopback name in --dev; no credentials. */
export function parseWebhookUrl(raw: string): URL {
  if (UNSAFE_CHARS.test(raw))
    throw refuse("'url' must not contain white space or control characters.");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse("'url' must be an absolute URL, e.g. https://example.com/webhooks.");
  }
  if (url.username || url.password)
    throw refuse(
      "'url' must not contain credentials (user:password@); authenticate with the signature instead.",
    );
  const dev = config().dev;
  if (url.protocol === "http:" && dev && DEV_HTTP_HOSTS.has(url.hostname)) return url;
  if (url.protocol !== "https:")
    throw refuse(
      dev
        ? "'url' must use https (or http://localhost, http://127.0.0.1, http://[::1] in --dev mode)."
        : "'url' must use https.",
    );
  return url;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A webhook URL (WHATWG-normalized in `url.href`) and the addresses that passed the check. */
export interface CheckedTarget {
  url: URL;
  addresses: ResolvedAddress[];
}

let resolver: { servers: string[]; resolver: Resolver } | null = null;

/** The system resolver, or the DNS servers named by SITEVISIT_WEBHOOK_DNS_SERVERS. */
async function resolveHost(host: string): Promise<ResolvedAddress[]> {
  const servers = config().webhookDnsServers;
  if (servers.length === 0)
    return (await lookup(host, { all: true, verbatim: true })).map((a) => ({
      address: a.address,
      family: a.family === 6 ? 6 : 4,
    }));
  if (resolver?.servers !== servers) {
    const r = new Resolver();
    r.setServers(servers);
    resolver = { servers, resolver: r };
  }
  const r = resolver.resolver;
  const [v4, v6] = await Promise.allSettled([r.resolve4(host), r.resolve6(host)]);
  return [
    ...(v4.status === "fulfilled"
      ? v4.value.map((address) => ({ address, family: 4 as const }))
      : []),
    ...(v6.status === "fulfilled"
      ? v6.value.map((address) => ({ address, family: 6 as const }))
      : []),
  ];
}

/** The URL's host resolved once; every address must be allowed. Throws invalid_webhook_url. */
export async function checkWebhookTarget(raw: string): Promise<CheckedTarget> {
  const url = parseWebhookUrl(raw);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolveHost(host);
    } catch {
      throw refuse(`The host '${host}' of 'url' does not resolve.`);
    }
  }
  if (addresses.length === 0) throw refuse(`The host '${host}' of 'url' does not resolve.`);
  const blocked = addresses.find((a) => !allowed(a.address));
  if (blocked !== undefined)
    throw refuse(
      `The host '${host}' of 'url' resolves to ${blocked.address}, which is not a public address.`,
    );
  return { url, addresses };
}
