// A real webhook receiver for tests: a Bun.serve on a free loopback port that verifies every request
// with the `standardwebhooks` package (the reference verifier) and records what arrived.
import { Webhook } from "standardwebhooks";
import type { Client } from "./api";

export interface Received {
  path: string;
  headers: Record<string, string>;
  raw: string;
  body: any;
  /** null when verified, else the verifier's complaint */
  verifyError: string | null;
  receivedAt: number;
}

export type Reply = (req: Request, received: Received) => Response | Promise<Response>;

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  secret: string;
  /** How the receiver answers; default 200 "ok". */
  reply: Reply;
  waitFor(pred: (r: Received[]) => boolean, timeoutMs?: number, what?: string): Promise<Received[]>;
  stop(): void;
}

export function startReceiver(reply: Reply = () => new Response("ok")): Receiver {
  const r: Receiver = {
    url: "",
    port: 0,
    received: [],
    secret: "",
    reply,
    async waitFor(pred, timeoutMs = 10_000, what = "condition") {
      const until = Date.now() + timeoutMs;
      while (!pred(r.received)) {
        if (Date.now() > until)
          throw new Error(
            `receiver: timed out waiting for ${what}; got ${r.received.length} requests`,
          );
        await Bun.sleep(20);
      }
      return r.received;
    },
    stop: () => server.stop(true),
  };
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    idleTimeout: 0,
    async fetch(req) {
      const raw = await req.text();
      const headers = Object.fromEntries(req.headers);
      let verifyError: string | null = null;
      try {
        new Webhook(r.secret).verify(raw, headers);
      } catch (e) {
        verifyError = e instanceof Error ? e.message : String(e);
      }
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch {}
      const rec: Received = {
        path: new URL(req.url).pathname,
        headers,
        raw,
        body,
        verifyError,
        receivedAt: Date.now(),
      };
      r.received.push(rec);
      return r.reply(req, rec);
    },
  });
  r.port = server.port!;
  r.url = `http://127.0.0.1:${server.port}/hook`;
  return r;
}

/** Polls `fn` until it returns a truthy value. */
export async function eventually<T>(
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  what = "condition",
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(25);
  }
}

/** A receiver with an endpoint made for it through the API (subscribed to `events`), its secret set. */
export async function subscribedReceiver(
  api: Client,
  name: string,
  events: string[],
): Promise<Receiver> {
  const r = startReceiver();
  const ep = await api.post("/webhook-endpoints", { name, url: r.url, events });
  if (ep.status !== 201) {
    r.stop();
    throw new Error(`webhook endpoint not made: ${ep.status} ${JSON.stringify(ep.body)}`);
  }
  r.secret = ep.body.signingSecret;
  return r;
}
