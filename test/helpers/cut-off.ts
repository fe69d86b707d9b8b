// A client that goes away mid-upload (a closed tab, a dropped phone): the request's headers and the
// first bytes of a body that declares more, then the socket closed; and the server's log lines that
// followed, once the failed request's own line is among them.
import { expect } from "bun:test";
import { connect } from "node:net";
import type { TestServer } from "./server";

/** Sends the headers and part of a body of `declared` bytes, then closes the socket. */
export function cutOff(
  server: TestServer,
  method: string,
  path: string,
  headers: Record<string, string>,
  head: Uint8Array,
  declared: number,
): Promise<void> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sock = connect(Number(port), hostname, () => {
      const lines = Object.entries({
        Host: hostname,
        "Content-Length": String(declared),
        ...headers,
      }).map(([k, v]) => `${k}: ${v}\r\n`);
      sock.write(`${method} ${path} HTTP/1.1\r\n${lines.join("")}\r\n`);
      sock.write(head);
      setTimeout(() => {
        sock.destroy();
        resolve();
      }, 300);
    });
    sock.on("error", reject);
  });
}

/** The log lines written since `since`, once the request line of a failed `method` request is among them. */
export async function linesUntilFailure(
  server: TestServer,
  method: string,
  since: number,
): Promise<any[]> {
  for (let i = 0; i < 100; i++) {
    const lines = server
      .logs()
      .slice(since)
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l));
    if (lines.some((l) => l.msg === "request" && l.method === method && l.status >= 300))
      return lines;
    await Bun.sleep(50);
  }
  throw new Error("no request line");
}

/**
 * Cuts `method path` off mid-body and checks the server took it as the client's doing: its request
 * line is a warn with status 499 and client_aborted, and nothing at error level was logged.
 */
export async function expectClientAbort(...cut: Parameters<typeof cutOff>): Promise<void> {
  const [server, method, path] = cut;
  const since = server.logs().length;
  await cutOff(...cut);
  const lines = await linesUntilFailure(server, method, since);
  const line = lines.find((l) => l.msg === "request" && l.method === method && l.status >= 300)!;
  expect({
    path,
    status: line.status,
    client_aborted: line.client_aborted,
    level: line.level,
  }).toEqual({ path, status: 499, client_aborted: true, level: 40 });
  expect(lines.filter((l) => l.level >= 50)).toEqual([]);
}
