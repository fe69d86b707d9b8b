// One webhook POST sent to the addresses that passed the SSRF check, never to a fresh DNS answer
// (DNS rebinding): node:http(s) `request` with a `lookup` that hands back the checked addresses, so
// the URL's host name is still what goes in the Host header, the TLS SNI and the certificate check.
// (Bun's node:http honours `lookup`, verified on Bun 1.4.5 by test/webhooks-rebinding.test.ts; Bun's
// fetch has no equivalent hook.) No redirects are followed: node:http never follows them.
//
// Connections are kept alive and reused, one pool per URL origin *and* set of checked addresses: a
// new connection costs about three times a request on a warm one (bench/webhooks.ts), and a pool is
// only ever connected to addresses that passed the check that created it. When DNS answers change,
// the next check makes a new pool; the old one is closed when it falls out of the bounded cache.
import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { CheckedTarget } from "./url-policy";

/** Idle connections of a pool close after this; receivers commonly close theirs after 5 to 60 s. */
const IDLE_SOCKET_MS = 4_000;
/** Pools kept (least recently used are closed first): one per active endpoint is what matters. */
const MAX_POOLS = 256;
const pools = new Map<string, HttpAgent>();

function poolFor(target: CheckedTarget, maxSockets: number): HttpAgent {
  const key = `${target.url.origin}|${target.addresses.map((a) => a.address).join(",")}`;
  let agent = pools.get(key);
  if (agent)
    pools.delete(key); // re-inserted below: the Map's order is the recency order
  else {
    const Agent = target.url.protocol === "https:" ? HttpsAgent : HttpAgent;
    agent = new Agent({
      keepAlive: true,
      maxSockets,
      maxFreeSockets: maxSockets,
      timeout: IDLE_SOCKET_MS,
      scheduling: "lifo",
    });
    if (pools.size >= MAX_POOLS) {
      const [oldest, old] = pools.entries().next().value!;
      pools.delete(oldest);
      old.destroy();
    }
  }
  pools.set(key, agent);
  return agent;
}

/** Closes every pooled connection (server shutdown, tests). */
export function closeWebhookConnections(): void {
  for (const agent of pools.values()) agent.destroy();
  pools.clear();
}

export interface PinnedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** At most `maxBodyBytes` of the body, decoded as UTF-8; the rest is never read. */
  body: string;
}

export interface PinnedOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  maxBodyBytes: number;
  /** Connections kept open to this receiver (the endpoint's concurrency cap). */
  maxSockets: number;
  signal?: AbortSignal;
}

/** Answers every lookup with the checked addresses, in the order the resolver gave them. */
function pinnedLookup(addresses: CheckedTarget["addresses"]): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  }) as LookupFunction;
}

function timeoutError(timeoutMs: number): Error {
  const e = new Error(`timed out after ${timeoutMs} ms`);
  e.name = "TimeoutError";
  return e;
}

/** Reads at most `limit` bytes, then drops the connection's remainder. */
function readPrefix(res: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, limit).toString("utf8"));
    res.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size >= limit) {
        res.removeAllListeners("data");
        res.destroy();
        done();
      }
    });
    res.on("end", done);
    res.on("error", reject);
  });
}

export function pinnedPost(target: CheckedTarget, opts: PinnedOptions): Promise<PinnedResponse> {
  const { url, addresses } = target;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<PinnedResponse>((resolve, reject) => {
    const fail = (err: unknown) => reject(timeout.aborted ? timeoutError(opts.timeoutMs) : err);
    const req = send(
      {
        method: "POST",
        host,
        port: url.port || undefined,
        path: url.pathname + url.search,
        headers: {
          ...opts.headers,
          host: url.host,
          "content-length": String(Buffer.byteLength(opts.body)),
        },
        // An IP literal was itself the checked address: nothing to resolve.
        ...(isIP(host) ? {} : { lookup: pinnedLookup(addresses), servername: host }),
        agent: poolFor(target, opts.maxSockets),
        signal,
      },
      (res) =>
        readPrefix(res, opts.maxBodyBytes).then(
          (body) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
          fail,
        ),
    );
    req.on("error", fail);
    req.end(opts.body);
  });
}
