// A TCP proxy in front of a test server, to drop connections the way a phone's network does: once
// armed with cutAfter(n), it destroys every connection when n more request bytes have gone through
// (once). `forwarded` counts the request bytes it passed on.
import { createServer, connect, type Socket } from "node:net";

/** `targetPort` is read per connection, so the proxy can listen before the server it fronts starts. */
export function tcpProxy(targetPort: () => number) {
  const sockets = new Set<Socket>();
  const state = { cut: false, forwarded: 0, armedAt: -1, cutAfter: Infinity };
  const net = createServer((c) => {
    const u = connect(targetPort(), "127.0.0.1");
    sockets.add(c).add(u);
    c.on("data", (d) => {
      state.forwarded += d.length;
      if (!state.cut && state.armedAt >= 0 && state.forwarded - state.armedAt > state.cutAfter) {
        state.cut = true;
        for (const s of sockets) s.destroy();
        return;
      }
      u.write(d);
    });
    u.pipe(c);
    const close = () => {
      c.destroy();
      u.destroy();
    };
    c.on("error", close).on("close", close);
    u.on("error", close).on("close", close);
  });
  return {
    state,
    /** Listens on a free port of 127.0.0.1; returns its http:// URL. */
    listen: () => new Promise<string>((ok) => net.listen(0, "127.0.0.1", () => ok(`http://127.0.0.1:${(net.address() as { port: number }).port}`))),
    /** Drops every connection, once, after `n` more request bytes. */
    cutAfter(n: number) {
      state.armedAt = state.forwarded;
      state.cutAfter = n;
    },
    close() {
      for (const s of sockets) s.destroy();
      net.close();
    },
  };
}
