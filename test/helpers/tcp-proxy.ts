// A TCP proxy in front of a test server, to drop connections the way a phone's network does: once
// armed with cutAfter(n), it destroys every connection when n more request bytes have gone through
// (once); or, with holdAfter(n), it stalls every connection after n more request bytes until cut(), so a
// test can wait for the server to have stored what it got before the cut. `forwarded` counts the
// request bytes it passed on.
import { existsSync, statSync } from "node:fs";
import { createServer, connect, type Socket } from "node:net";
import { join } from "node:path";
import { eventually } from "./webhook-receiver";

/** `targetPort` is read per connection, so the proxy can listen before the server it fronts starts. */
export function tcpProxy(targetPort: () => number) {
  const sockets = new Set<Socket>();
  const state = {
    cut: false,
    held: false,
    forwarded: 0,
    armedAt: -1,
    cutAfter: Infinity,
    holdAfter: Infinity,
  };
  const cut = () => {
    state.cut = true;
    for (const s of sockets) s.destroy();
  };
  const net = createServer((c) => {
    const u = connect(targetPort(), "127.0.0.1");
    sockets.add(c).add(u);
    c.on("data", (d) => {
      if (state.held && !state.cut) {
        c.pause();
        return;
      }
      state.forwarded += d.length;
      const past = !state.cut && state.armedAt >= 0 ? state.forwarded - state.armedAt : -1;
      if (past > state.cutAfter) return cut();
      u.write(d);
      if (past > state.holdAfter) state.held = true;
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
    listen: () =>
      new Promise<string>((ok) =>
        net.listen(0, "127.0.0.1", () =>
          ok(`http://127.0.0.1:${(net.address() as { port: number }).port}`),
        ),
      ),
    /** Drops every connection, once, after `n` more request bytes. */
    cutAfter(n: number) {
      state.armedAt = state.forwarded;
      state.cutAfter = n;
    },
    /** Stalls every connection after `n` more request bytes (they stay open) until cut(). */
    holdAfter(n: number) {
      state.armedAt = state.forwarded;
      state.holdAfter = n;
    },
    /** Drops every connection now (once). */
    cut,
    close() {
      for (const s of sockets) s.destroy();
      net.close();
    },
  };
}

/**
 * Starts the upload with `start`, holds the connections after `n` more request bytes, waits until the server has stored part of the
 * tus upload (its partial file under <data-dir>/video-uploads is not empty), then cuts: a cut before
 * the server has any byte would let Chromium's own silent resend of the whole body succeed, and
 * nothing would be resumed. `uploadUrl` gives the upload's URL once the client has sent a PATCH.
 * Returns the bytes stored before the cut.
 */
export async function cutOnceStored(
  proxy: ReturnType<typeof tcpProxy>,
  n: number,
  o: { dataDir: string; uploadUrl: () => string; start: () => Promise<unknown> },
  timeoutMs = 30_000,
): Promise<number> {
  const { dataDir, uploadUrl } = o;
  proxy.holdAfter(n);
  await o.start();
  const stored = await eventually(
    async () => {
      if (!proxy.state.held || !uploadUrl()) return 0;
      const partial = join(dataDir, "video-uploads", uploadUrl().split("/").pop()!);
      return existsSync(partial) ? statSync(partial).size : 0;
    },
    timeoutMs,
    "part of the upload stored",
  );
  proxy.cut();
  return stored;
}
