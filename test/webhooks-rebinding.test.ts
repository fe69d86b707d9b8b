// Webhook URL rules (issue 8): URLs stored WHATWG-normalized, credentials and white space/control
// characters refused, and delivery pinned to the addresses the SSRF check saw (DNS rebinding).
// The server resolves through a DNS stub we script (SITEVISIT_WEBHOOK_DNS_SERVERS); 127.0.0.2 plays the
// public receiver (allowed through SITEVISIT_WEBHOOK_ALLOW_CIDRS) and 127.0.0.1 the internal service a
// rebinding answer points at, on the same port. The receiver speaks HTTPS with a certificate for
// hook.test only, trusted by the server through NODE_EXTRA_CA_CERTS.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createServer, type Server as NetServer } from "node:net";
import { Resolver } from "node:dns/promises";
import { Webhook } from "standardwebhooks";
import { startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { startDnsStub, type DnsStub } from "./helpers/dns-stub";
import { eventually, startReceiver } from "./helpers/webhook-receiver";
import { selfSignedCert } from "./helpers/certs";

const PUBLIC = "127.0.0.2";
const INTERNAL = "127.0.0.1";
let dns: DnsStub;
let server: TestServer;
let tenant: Tenant;
let receiver: ReturnType<typeof Bun.serve>;
let internal: NetServer;
let port: number;
let secret = "";
const received: { host: string | null; verified: boolean; body: any }[] = [];
let internalConnections = 0;

beforeAll(async () => {
  const pem = await selfSignedCert(tempDir(), "hook.test");
  const receive = async (req: Request) => {
    const raw = await req.text();
    let verified = false;
    try {
      new Webhook(secret).verify(raw, Object.fromEntries(req.headers));
      verified = true;
    } catch {}
    received.push({ host: req.headers.get("host"), verified, body: JSON.parse(raw) });
    return new Response("ok");
  };
  // The receiver's port on the "internal" address too: any connection at all there would be the
  // rebinding succeeding. Another test process may hold that port on 127.0.0.1 (the suite runs
  // files in parallel): then both are tried again on a new port.
  for (let attempt = 1; ; attempt++) {
    receiver = Bun.serve({
      hostname: PUBLIC,
      port: 0,
      tls: { key: Bun.file(pem.key), cert: Bun.file(pem.cert) },
      fetch: receive,
    });
    port = receiver.port!;
    internal = createServer((socket) => {
      internalConnections++;
      socket.destroy();
    });
    try {
      await new Promise<void>((resolve, reject) =>
        internal.once("error", reject).listen(port, INTERNAL, resolve),
      );
      break;
    } catch (e) {
      receiver.stop(true);
      if (attempt === 10 || (e as NodeJS.ErrnoException).code !== "EADDRINUSE") throw e;
    }
  }
  dns = await startDnsStub(PUBLIC);
  server = await startServer({
    env: {
      SITEVISIT_WEBHOOK_DNS_SERVERS: dns.server,
      SITEVISIT_WEBHOOK_ALLOW_CIDRS: `${PUBLIC}/32`,
      NODE_EXTRA_CA_CERTS: pem.cert,
      SITEVISIT_WEBHOOK_RETRY_SCHEDULE: "0.2,0.2",
    },
  });
  tenant = await createTenant(server);
});
afterAll(async () => {
  await server?.stop();
  receiver?.stop(true);
  internal?.close();
  dns?.stop();
});

async function createEndpoint(url: string) {
  const res = await tenant.live.post("/webhook-endpoints", { name: "Rebinding target", url });
  expect(res.status).toBe(201);
  secret = res.body.signingSecret;
  return res.body as { id: string; url: string };
}

async function attemptsOf(endpointId: string, n: number) {
  return eventually(
    async () => {
      const [d] = (await tenant.live.get(`/webhook-endpoints/${endpointId}/deliveries`)).body.data;
      if (!d) return null;
      const detail = (await tenant.live.get(`/webhook-deliveries/${d.id}`)).body;
      return detail.attempts.length >= n ? detail : null;
    },
    15_000,
    `${n} attempts`,
  );
}

describe("DNS rebinding", () => {
  test("the delivery connects to the address the check saw, though a second lookup would answer 127.0.0.1", async () => {
    dns.fallback = PUBLIC;
    const ep = await createEndpoint(`https://hook.test:${port}/in`);
    const before = dns.queries.get("hook.test") ?? 0;
    // The next lookup (the delivery's check) sees the public address; every later one the internal one.
    dns.queue = [PUBLIC];
    dns.fallback = INTERNAL;
    await tenant.live.post("/properties", { name: "Rebinding Row" });
    const detail = await attemptsOf(ep.id, 1);
    expect(detail.attempts[0]).toMatchObject({ statusCode: 200, error: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.verified).toBe(true);
    // Original Host header, and TLS verified against hook.test (the certificate names nothing else).
    expect(received[0]!.host).toBe(`hook.test:${port}`);
    expect(received[0]!.body.data.property?.name).toBe("Rebinding Row");
    // One resolution for the attempt, and the name does now point inside: an unpinned client would have gone there.
    expect(dns.queries.get("hook.test")).toBe(before + 1);
    const r = new Resolver();
    r.setServers([dns.server]);
    expect(await r.resolve4("hook.test")).toEqual([INTERNAL]);
    expect(internalConnections).toBe(0);
    await tenant.live.del(`/webhook-endpoints/${ep.id}`);
  });

  test("an attempt whose check sees the internal answer is refused, and nothing connects", async () => {
    dns.queue = [PUBLIC]; // registration passes
    dns.fallback = INTERNAL;
    const ep = await createEndpoint(`https://hook.test:${port}/later`);
    await tenant.live.post("/properties", { name: "Refused Row" });
    const detail = await attemptsOf(ep.id, 3);
    for (const a of detail.attempts) {
      expect(a.statusCode).toBeNull();
      expect(a.error).toContain(`resolves to ${INTERNAL}, which is not a public address`);
    }
    expect(received.some((r) => r.body.data.property?.name === "Refused Row")).toBe(false);
    expect(internalConnections).toBe(0);
    await tenant.live.del(`/webhook-endpoints/${ep.id}`);
  });

  test("the certificate is checked for the URL's host name, not the pinned address", async () => {
    dns.queue = [];
    dns.fallback = PUBLIC;
    const ep = await createEndpoint(`https://other.test:${port}/in`);
    await tenant.live.post("/properties", { name: "Wrong Name Row" });
    const detail = await attemptsOf(ep.id, 1);
    expect(detail.attempts[0].statusCode).toBeNull();
    expect(detail.attempts[0].error).toMatch(/altnames|certificate/i);
    expect(received.some((r) => r.body.data.property?.name === "Wrong Name Row")).toBe(false);
    await tenant.live.del(`/webhook-endpoints/${ep.id}`);
  });

  test("in --dev, http://localhost (system resolver) still delivers", async () => {
    const dev = await startServer({ args: ["--dev"] });
    const r = startReceiver();
    try {
      const t = await createTenant(dev);
      const res = await t.live.post("/webhook-endpoints", {
        name: "Local",
        url: `http://localhost:${r.port}/hook`,
      });
      expect(res.status).toBe(201);
      r.secret = res.body.signingSecret;
      await t.live.post("/properties", { name: "Local Row" });
      const [got] = await r.waitFor((x) => x.length >= 1, 10_000, "the local delivery");
      expect(got!.verifyError).toBeNull();
      expect(got!.headers.host).toBe(`localhost:${r.port}`);
    } finally {
      r.stop();
      await dev.stop();
    }
  });
});

describe("URL normalization and refusals", () => {
  test("the URL is stored WHATWG-normalized", async () => {
    dns.queue = [];
    dns.fallback = PUBLIC;
    const ep = await createEndpoint(`HTTPS://Hook.TEST:${port}/a/./b/../in?x=1`);
    expect(ep.url).toBe(`https://hook.test:${port}/a/in?x=1`);
    expect((await tenant.live.get(`/webhook-endpoints/${ep.id}`)).body.url).toBe(ep.url);
    const patched = await tenant.live.patch(`/webhook-endpoints/${ep.id}`, {
      url: `https://HOOK.test:${port}/%7euser`,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.url).toBe(`https://hook.test:${port}/%7euser`);
    await tenant.live.del(`/webhook-endpoints/${ep.id}`);
  });

  const refused: [string, string][] = [
    ["credentials", "https://user:pass@hook.test/in"],
    ["a user name alone", "https://user@hook.test/in"],
    ["leading space", " https://hook.test/in"],
    ["trailing newline", "https://hook.test/in\n"],
    ["inner tab", "https://hook.test/a\tb"],
    ["inner space", "https://hook.test/a b"],
    ["NUL", "https://hook.test/a\u0000"],
    ["DEL", "https://hook.test/a\u007f"],
    ["C1 control", "https://hook.test/a\u0085"],
    ["no-break space", "https://hook.test/a\u00a0b"],
    ["ideographic space in the host", "https://hook\u3000test/in"],
  ];
  for (const [what, url] of refused)
    test(`refused with 400 invalid_webhook_url: ${what}`, async () => {
      const res = await tenant.live.post("/webhook-endpoints", { name: "Bad", url });
      const e = expectError(res, 400, "invalid_webhook_url");
      expect(e.param).toBe("url");
      expect(e.message).toMatch(/credentials|white space or control/);
    });

  test("PATCH refuses the same URLs, and leaves the endpoint as it was", async () => {
    dns.fallback = PUBLIC;
    const ep = await createEndpoint(`https://hook.test:${port}/keep`);
    const res = await tenant.live.patch(`/webhook-endpoints/${ep.id}`, {
      url: `https://a:b@hook.test:${port}/x`,
    });
    expectError(res, 400, "invalid_webhook_url");
    expect((await tenant.live.get(`/webhook-endpoints/${ep.id}`)).body.url).toBe(ep.url);
    await tenant.live.del(`/webhook-endpoints/${ep.id}`);
  });
});
