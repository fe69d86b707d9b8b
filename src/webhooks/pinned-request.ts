// One webhook POST sent to the addresses that passed the SSRF check, never to a fresh DNS answer
// (DNS rebinding): node:http(s) `request` with a `lookup` that hands back the checked addresses, so
// the URL's host name is still what goes in the Host header, the TLS SNI and the certificate check.
// (Bun's node:http honours `lookup`, verified on Bun 1.4.5 by test/webhooks-rebinding.test.ts; Bun's
// fetch has no equivalent hook.) No redirects are followed: node:http never follows them.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { CheckedTarget } from "./url-policy";

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
        headers: { ...opts.headers, host: url.host, "content-length": String(Buffer.byteLength(opts.body)) },
        // An IP literal was itself the checked address: nothing to resolve.
        ...(isIP(host) ? {} : { lookup: pinnedLookup(addresses), servername: host }),
        agent: false,
        signal,
      },
      (res) => readPrefix(res, opts.maxBodyBytes).then((body) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }), fail),
    );
    req.on("error", fail);
    req.end(opts.body);
  });
}
