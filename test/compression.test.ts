// Compression and conditional GETs (src/http/compression.ts, docs/api.md "Compression and caching"):
// the real built server, read with `decompress: false` so the bytes on the wire are what we check.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import {
  chooseEncoding,
  MIN_COMPRESS_BYTES,
  negotiate,
  negotiatedResponse,
} from "../src/http/compression";
import { clientAssets } from "../src/dashboard/client.generated";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { COOKIE, origins, signedIn } from "./helpers/dashboard";

const decode: Record<string, (b: Uint8Array) => Uint8Array> = {
  zstd: (b) => Bun.zstdDecompressSync(b),
  br: (b) => brotliDecompressSync(b),
  gzip: (b) => Bun.gunzipSync(b as Uint8Array<ArrayBuffer>),
};

async function wire(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, decompress: false } as RequestInit);
  return { res, bytes: await res.bytes() };
}

describe("choosing an encoding from Accept-Encoding", () => {
  test.each([
    [null, null],
    ["", null],
    ["identity", null],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "zstd"],
    ["br;q=0.5, gzip;q=1", "br"],
    ["zstd;q=0, br;q=0, gzip", "gzip"],
    ["GZIP;Q=0", null],
    ["*", "gzip"],
    ["*, gzip;q=0", null],
    ["deflate", null],
    ["x-gzip", "gzip"],
    ["X-GZIP;q=0.5", "gzip"],
    ["x-gzip;q=0", null],
  ])("%p → %p", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected as never);
  });
});

describe("what is left alone", () => {
  const big = "x".repeat(4 * MIN_COMPRESS_BYTES);
  const get = (headers: Record<string, string> = {}, method = "GET") =>
    new Request("http://localhost/x", {
      method,
      headers: { "accept-encoding": "gzip, br, zstd", ...headers },
    });

  test("media, ranges, bodies already encoded, no-transform and HEAD are sent as they are", async () => {
    const cases: [Request, Response][] = [
      [get(), new Response(big, { headers: { "content-type": "image/jpeg" } })],
      [get(), new Response(big, { headers: { "content-type": "video/mp4" } })],
      [
        get({ range: "bytes=0-99" }),
        new Response(big, {
          status: 206,
          headers: { "content-type": "text/plain", "content-range": "bytes 0-99/4096" },
        }),
      ],
      [
        get(),
        new Response(big, { headers: { "content-type": "text/html", "content-encoding": "br" } }),
      ],
      [
        get(),
        new Response(big, {
          headers: { "content-type": "application/json", "cache-control": "no-transform" },
        }),
      ],
      [get({}, "HEAD"), new Response(big, { headers: { "content-type": "text/html" } })],
    ];
    for (const [request, response] of cases) {
      const out = await negotiate(request, response);
      expect(out.headers.get("content-encoding")).toBe(response.headers.get("content-encoding"));
      if (out.body) expect(await out.text()).toBe(big);
    }
  });

  test("a body under 1 KiB is not compressed, but still varies on Accept-Encoding", async () => {
    const out = await negotiate(
      get(),
      new Response(JSON.stringify({ ok: true }), {
        headers: { "content-type": "application/json" },
      }),
    );
    expect(out.headers.get("content-encoding")).toBeNull();
    expect(out.headers.get("vary")).toBe("Accept-Encoding");
    expect(await out.json()).toEqual({ ok: true });
  });

  test("an existing Vary is kept and extended once", async () => {
    const out = await negotiate(
      get(),
      new Response(big, { headers: { "content-type": "text/css", vary: "Cookie" } }),
    );
    expect(out.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(out.headers.get("content-encoding")).toBe("zstd");
  });
});

// The API's JSON is negotiated as its Response is made (negotiatedResponse); what leaves must be what
// negotiate() makes of the same body, and negotiate() must then leave it alone.
describe("a response negotiated as it is made", () => {
  const json = "application/json; charset=utf-8";
  // UTF-8 takes 2 bytes for é: 400 of them are 800 bytes (under the floor), 600 are 1,200.
  const bodies = {
    small: JSON.stringify({ ok: true }),
    "800 bytes of 400 characters": JSON.stringify({ t: "é".repeat(396) }),
    "1,200 bytes of 600 characters": JSON.stringify({ t: "é".repeat(596) }),
    large: JSON.stringify({ data: Array.from({ length: 40 }, (_, i) => ({ id: `prop_${i}` })) }),
  };
  const cases: [string, string, number, Record<string, string>, string | null][] = [];
  for (const [size, body] of Object.entries(bodies))
    for (const accept of ["gzip, deflate, br, zstd", "gzip", "br;q=0.5, zstd;q=0", "identity"])
      for (const [method, status] of [
        ["GET", 200],
        ["HEAD", 200],
        ["POST", 201],
        ["GET", 404],
      ] as const)
        cases.push([`${method} ${status}, ${size}, ${accept}`, method, status, {}, accept]);
  cases.push(["no Accept-Encoding", "GET", 200, {}, null]);
  cases.push([
    "Cache-Control: no-transform",
    "GET",
    200,
    { "cache-control": "no-transform" },
    "gzip",
  ]);
  cases.push(["an existing Vary", "GET", 200, { vary: "Cookie" }, "gzip"]);

  test.each(cases)("%s: as negotiate() would send it", async (_, method, status, extra, accept) => {
    for (const body of Object.values(bodies)) {
      const request = () =>
        new Request("http://localhost/x", {
          method,
          headers: accept === null ? {} : { "accept-encoding": accept },
        });
      const headers = () => ({ "content-type": json, "request-id": "req_x", ...extra });
      const made = negotiatedResponse(request(), body, status, headers());
      const expected = await negotiate(
        request(),
        new Response(body, { status, headers: headers() }),
      );
      expect(made.status).toBe(expected.status);
      for (const name of ["content-encoding", "vary", "content-type", "request-id"])
        expect([name, made.headers.get(name)]).toEqual([name, expected.headers.get(name)]);
      const encoding = made.headers.get("content-encoding");
      const bytes = await made.bytes();
      expect(new TextDecoder().decode(encoding ? decode[encoding]!(bytes) : bytes)).toBe(body);
      // negotiate() hands it over as it is: no second pass, no Promise.
      expect(negotiate(request(), made)).toBe(made);
    }
  });

  test("a body with an ETag is left to negotiate(), which answers If-None-Match", async () => {
    const request = new Request("http://localhost/x", { headers: { "if-none-match": '"v1"' } });
    const made = negotiatedResponse(request, bodies.large, 200, {
      "content-type": json,
      etag: '"v1"',
    });
    expect((await negotiate(request, made)).status).toBe(304);
  });
});

describe("through the built server", () => {
  let server: TestServer;
  let t: Tenant;
  beforeAll(async () => {
    server = await startServer({ binary: true });
    t = await createTenant(server);
    for (let i = 0; i < 10; i++)
      expect(
        (
          await t.live.request("POST", "/properties", {
            body: { name: `Block ${i}`, address: `${i} Long Street, Springfield` },
            idempotencyKey: `compress-${i}`,
          })
        ).status,
      ).toBe(201);
  });
  afterAll(() => server?.stop());

  for (const [what, path, type] of [
    ["the OpenAPI document (JSON)", "/api/v1/openapi.json", "application/json"],
    ["the API reference page (HTML)", "/docs", "text/html"],
    ["the error catalogue page (HTML)", "/docs/errors", "text/html"],
  ] as const)
    test(`${what}: each encoding decodes to the identity body, with Vary`, async () => {
      const plain = await wire(server.url + path, { "accept-encoding": "identity" });
      expect(plain.res.status).toBe(200);
      expect(plain.res.headers.get("content-type")).toStartWith(type);
      expect(plain.res.headers.get("content-encoding")).toBeNull();
      expect(plain.res.headers.get("vary")).toContain("Accept-Encoding");
      expect(plain.bytes.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
      for (const encoding of ["zstd", "br", "gzip"]) {
        const got = await wire(server.url + path, { "accept-encoding": encoding });
        expect(got.res.headers.get("content-encoding")).toBe(encoding);
        expect(got.res.headers.get("vary")).toContain("Accept-Encoding");
        expect(Number(got.res.headers.get("content-length"))).toBe(got.bytes.length);
        expect(got.bytes.length).toBeLessThan(plain.bytes.length / 2);
        expect(decode[encoding]!(got.bytes)).toEqual(plain.bytes);
      }
    });

  test("an API list is compressed for a client that asks, and identical once decoded", async () => {
    const url = `${server.api}/properties?limit=25`;
    const auth = { authorization: `Bearer ${t.liveKey}` };
    const plain = await wire(url, { ...auth, "accept-encoding": "identity" });
    const packed = await wire(url, { ...auth, "accept-encoding": "gzip, deflate, br, zstd" });
    expect(packed.res.status).toBe(200);
    expect(packed.res.headers.get("content-encoding")).toBe("zstd");
    expect(packed.res.headers.get("request-id")).toStartWith("req_");
    const body = JSON.parse(new TextDecoder().decode(decode.zstd!(packed.bytes)));
    expect(body.data).toHaveLength(11); // the sample property and ours
    expect(body).toEqual(JSON.parse(new TextDecoder().decode(plain.bytes)));
  });

  test("an API list: each encoding, and HEAD with its Vary but no encoding", async () => {
    const url = `${server.api}/properties?limit=25`;
    const auth = { authorization: `Bearer ${t.liveKey}` };
    const plain = await wire(url, { ...auth, "accept-encoding": "identity" });
    expect(plain.res.headers.get("vary")).toBe("Accept-Encoding");
    for (const encoding of ["br", "gzip"]) {
      const got = await wire(url, { ...auth, "accept-encoding": encoding });
      expect(got.res.headers.get("content-encoding")).toBe(encoding);
      expect(got.res.headers.get("vary")).toBe("Accept-Encoding");
      expect(Number(got.res.headers.get("content-length"))).toBe(got.bytes.length);
      expect(decode[encoding]!(got.bytes)).toEqual(plain.bytes);
    }
    const head = await fetch(url, {
      method: "HEAD",
      headers: { ...auth, "accept-encoding": "gzip" },
      decompress: false,
    } as RequestInit);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-encoding")).toBeNull();
    expect(head.headers.get("vary")).toContain("Accept-Encoding");
  });

  test("a dashboard page: each encoding decodes to the page, with its own headers", async () => {
    const { b } = await signedIn(server, t.accountId, "pages@example.com");
    const url = `${origins(server).base}/dashboard/properties`;
    const cookie = `${COOKIE}=${b.jar.cookie}`;
    // Each page has its own nonce and masked CSRF token: compare pages with them taken out.
    const page = (bytes: Uint8Array) =>
      new TextDecoder()
        .decode(bytes)
        .replace(/nonce="[^"]+"/g, "")
        .replace(/name="_csrf" value="[^"]+"/g, "");
    const plain = await wire(url, { cookie, "accept-encoding": "identity" });
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get("vary")).toBe("Accept-Encoding");
    expect(plain.bytes.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    for (const encoding of ["zstd", "br", "gzip"]) {
      const got = await wire(url, { cookie, "accept-encoding": encoding });
      expect(got.res.headers.get("content-encoding")).toBe(encoding);
      expect(got.res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(got.res.headers.get("request-id")).toStartWith("req_");
      expect(got.bytes.length).toBeLessThan(plain.bytes.length / 2);
      expect(page(decode[encoding]!(got.bytes))).toBe(page(plain.bytes));
    }
  });

  // RFC 1952's XFL byte says how hard gzip worked: 4 is the fastest level, 2 the best, 0 between.
  test("gzip: a response made per request at the fastest level, an immutable script at the best", async () => {
    const XFL = 8;
    const list = await wire(`${server.api}/properties?limit=25`, {
      authorization: `Bearer ${t.liveKey}`,
      "accept-encoding": "gzip",
    });
    expect(list.res.headers.get("content-encoding")).toBe("gzip");
    expect(list.bytes[XFL]).toBe(4);
    const { file } = clientAssets.visit!;
    const script = await wire(`${server.url}/dashboard/assets/${file}`, {
      "accept-encoding": "gzip",
    });
    expect(script.res.headers.get("content-encoding")).toBe("gzip");
    expect(script.bytes[XFL]).toBe(2);
  });

  test("a small error goes out as is, still in the envelope", async () => {
    const small = await wire(`${server.api}/properties/prop_nope`, {
      authorization: `Bearer ${t.liveKey}`,
      "accept-encoding": "gzip",
    });
    expect(small.res.status).toBe(404);
    expect(small.res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(new TextDecoder().decode(small.bytes)).error.code).toBeString();
  });

  test("/healthz (a few bytes) goes out as is", async () => {
    const r = await wire(`${server.url}/healthz`, { "accept-encoding": "gzip, br, zstd" });
    expect(r.res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(new TextDecoder().decode(r.bytes))).toEqual({ status: "ok" });
  });

  test("the dashboard's scripts: hashed names, cached for a year, ETag and 304", async () => {
    for (const { file, body } of Object.values(clientAssets)) {
      expect(file).toMatch(/^[a-z-]+\.[0-9a-f]{12}\.js$/);
      const url = `${server.url}/dashboard/assets/${file}`;
      const plain = await wire(url, { "accept-encoding": "identity" });
      expect(plain.res.status).toBe(200);
      expect(plain.res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const etag = plain.res.headers.get("etag")!;
      expect(etag).toBe(`"${file}"`);
      expect(new TextDecoder().decode(plain.bytes)).toBe(body);

      // A script under 1 KiB (the date formatter) goes out as is, like every small body.
      const packed = await wire(url, { "accept-encoding": "br" });
      const small = new TextEncoder().encode(body).length < 1024;
      expect(packed.res.headers.get("content-encoding")).toBe(small ? null : "br");
      expect(packed.res.headers.get("etag")).toBe(small ? etag : `W/${etag}`);
      expect(packed.res.headers.get("cache-control")).toContain("immutable");
      expect(new TextDecoder().decode(small ? packed.bytes : decode.br!(packed.bytes))).toBe(body);

      // Either form of the ETag revalidates to a bodiless 304 that keeps the caching headers.
      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const again = await wire(url, { "if-none-match": tag, "accept-encoding": "br" });
        expect(again.res.status).toBe(304);
        expect(again.bytes.length).toBe(0);
        expect(again.res.headers.get("etag")).toBe(etag);
        expect(again.res.headers.get("cache-control")).toContain("immutable");
        expect(again.res.headers.get("vary")).toContain("Accept-Encoding");
      }
      const stale = await wire(url, { "if-none-match": '"visit.000000000000.js"' });
      expect(stale.res.status).toBe(200);
    }
  });
});
