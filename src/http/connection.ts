// Lifting Bun's idle timeout for one request. The server's idleTimeout (src/server.ts) counts from
// the end of the headers and body bytes do not reset it, so a long upload would be cut off without
// a reply; a route that enforces its own deadline on the body (PUT …/video) lifts it here. Bun knows
// the request by the object it handed to fetch, so the server records the original of a request it
// had to rebuild (an absolute-form URL) for that lookup.
type TimeoutControl = {
  timeout(request: Request, seconds: number): void;
  requestIP(request: Request): { address: string } | null;
};

let server: TimeoutControl | null = null;
const originals = new WeakMap<Request, Request>();

/** The server, once listening. */
export function setConnectionControl(s: TimeoutControl | null): void {
  server = s;
}

/** `routed` was rebuilt from `original` before reaching the app. */
export function rememberOriginalRequest(routed: Request, original: Request): void {
  if (routed !== original) originals.set(routed, original);
}

/** Bun's idle timeout for this request's connection, in seconds (0: none). */
export function setIdleTimeout(request: Request, seconds: number): void {
  server?.timeout(originals.get(request) ?? request, seconds);
}

/** No idle timeout for this request: the caller bounds reading its body itself. */
export function liftIdleTimeout(request: Request): void {
  setIdleTimeout(request, 0);
}

/** The address of the peer that sent this request (the socket's; a proxy's, behind one). */
export function peerAddress(request: Request): string | undefined {
  return server?.requestIP(originals.get(request) ?? request)?.address;
}
