// HTTP over a bare TCP socket, for requests that must be malformed or slow on purpose.
import net from "node:net";

export interface RawReply {
  /** Everything the server sent before closing (or before the client gave up). */
  raw: string;
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** True when the server closed the connection, false when the client gave up waiting. */
  closedByServer: boolean;
}

function parseReply(raw: string, closedByServer: boolean): RawReply {
  const split = raw.indexOf("\r\n\r\n");
  const head = split < 0 ? raw : raw.slice(0, split);
  const [statusLine, ...lines] = head.split("\r\n");
  const m = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "");
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(":");
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  return {
    raw,
    status: m ? Number(m[1]) : null,
    headers,
    body: split < 0 ? "" : raw.slice(split + 4),
    closedByServer,
  };
}

/**
 * Sends `parts` over one TCP connection, `gapMs` apart, and collects the reply until the server
 * closes the connection or `giveUpMs` passes. Stops sending once the server has answered.
 */
export function rawHttp(
  port: number,
  parts: string[],
  { gapMs = 0, giveUpMs = 5000, from = undefined as string | undefined } = {},
): Promise<RawReply> {
  return new Promise((resolve) => {
    let raw = "";
    let done = false;
    // `from`: the loopback address to send from (127.0.0.x), as a distinct client would.
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
    const finish = (byServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(giveUp);
      socket.destroy();
      resolve(parseReply(raw, byServer));
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on("data", (d) => (raw += d.toString("latin1")));
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.on("connect", async () => {
      for (const p of parts) {
        if (done || raw) return;
        socket.write(p);
        if (gapMs) await Bun.sleep(gapMs);
      }
    });
  });
}

/** One request with `Connection: close` from the loopback address `from`. */
export function requestFrom(
  port: number,
  from: string,
  method: string,
  path: string,
  o: { headers?: Record<string, string>; body?: string; giveUpMs?: number } = {},
): Promise<RawReply> {
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: "close",
    ...o.headers,
  };
  if (o.body !== undefined) headers["content-length"] = String(Buffer.byteLength(o.body));
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  return rawHttp(port, [`${method} ${path} HTTP/1.1\r\n${head}\r\n${o.body ?? ""}`], {
    from,
    giveUpMs: o.giveUpMs ?? 15_000,
  });
}
