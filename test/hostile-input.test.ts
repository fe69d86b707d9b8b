// One hostile request must never hurt anyone else (issue 8): deep nesting, prototype-named keys,
// slow bodies and headers, odd Host headers, and what the runtime answers below the app. Real
// server, real sockets; node:net where a request must be malformed or slow on purpose.
import { describe, expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { type RawReply, rawHttp } from "./helpers/raw-http";
import { expectError } from "./helpers/api";
import { validationToApiError } from "../src/http/validation-errors";

// A short body deadline so the slow-body tests finish quickly; the default is 30 s.
const DEADLINE_MS = 1500;
const env = useServerWithTenant({
  args: ["--dev"],
  env: { SITEVISIT_REQUEST_TIMEOUT_MS: String(DEADLINE_MS) },
});

const rawExchange = (parts: string[], o?: { gapMs?: number; giveUpMs?: number }) =>
  rawHttp(Number(new URL(env.server.url).port), parts, o);

/** The server's JSON log lines, once one matches (the request line is written after the reply). */
async function waitForLog(pred: (line: any) => boolean): Promise<any> {
  for (let i = 0; i < 100; i++) {
    const found = env.server
      .logs()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l))
      .find(pred);
    if (found) return found;
    await Bun.sleep(50);
  }
  throw new Error("no such log line");
}

const auth = () => `Authorization: Bearer ${env.t.liveKey}\r\n`;
const get = (path: string, hostLine: string | null, version = "1.1") =>
  rawExchange([
    `GET ${path} HTTP/${version}\r\n${hostLine === null ? "" : `Host: ${hostLine}\r\n`}${auth()}Connection: close\r\n\r\n`,
  ]);

function expectEnvelope(r: RawReply, status: number, code: string) {
  expect(r.status).toBe(status);
  const body = JSON.parse(r.body);
  expect(body.error.code).toBe(code);
  expect(body.error.request_id).toBe(r.headers["request-id"]!);
  return body.error;
}

describe("deep nesting", () => {
  const deepArrays = (n: number) => "[".repeat(n) + "]".repeat(n);
  const deepObjects = (n: number) => '{"a":'.repeat(n) + "1" + "}".repeat(n);
  const shapes: [string, string][] = [
    ["50,000 nested arrays at the top", deepArrays(50_000)],
    ["nested arrays inside a field", `{"name":${deepArrays(40_000)}}`],
    ["nested objects inside a field", `{"name":${deepObjects(15_000)}}`],
    ["unbalanced opening brackets", "[".repeat(90_000)],
  ];

  for (const [label, body] of shapes)
    for (const idem of [false, true])
      test(`${label}${idem ? " with an Idempotency-Key" : ""}: 400 validation_error naming the limit`, async () => {
        expect(body.length).toBeLessThan(100 * 1024);
        const r = await env.t.live.request("POST", "/properties", {
          raw: body,
          headers: { "content-type": "application/json" },
          idempotencyKey: idem ? `deep-${label}` : undefined,
        });
        const e = expectError(r, 400, "validation_error");
        expect(e.message).toContain("32 levels");
      });

  test("depth 32 passes the scan (then schema validation speaks); depth 33 does not", async () => {
    // {"name": [[...]]}: the object is level 1, so 31 arrays make 32 levels.
    const at = (levels: number) => `{"name":${deepArrays(levels - 1)}}`;
    const ok = await env.t.live.request("POST", "/properties", {
      raw: at(32),
      headers: { "content-type": "application/json" },
    });
    expect(expectError(ok, 400, "validation_error").message).toBe("'name' must be a string.");
    const deep = await env.t.live.request("POST", "/properties", {
      raw: at(33),
      headers: { "content-type": "application/json" },
    });
    expect(expectError(deep, 400, "validation_error").message).toContain("nests deeper than 32");
  });

  test("brackets and escaped quotes inside strings do not count as nesting", async () => {
    const name = `\\"[[[[{{{{\\\\${"[".repeat(150)}`;
    const r = await env.t.live.request("POST", "/properties", {
      raw: `{"name":"${name}"}`,
      headers: { "content-type": "application/json" },
    });
    expect(r.status).toBe(201);
    expect(r.body.name).toBe(JSON.parse(`"${name}"`));
  });

  test("while deep bodies are refused, other requests are answered", async () => {
    const deep = Array.from({ length: 20 }, () =>
      env.t.live.request("POST", "/properties", {
        raw: deepArrays(50_000),
        headers: { "content-type": "application/json" },
      }),
    );
    const normal = Array.from({ length: 20 }, () => env.t.live.get("/properties?limit=1"));
    const [d, n] = await Promise.all([Promise.all(deep), Promise.all(normal)]);
    for (const r of d) expectError(r, 400, "validation_error");
    for (const r of n) expect(r.status).toBe(200);
  });
});

describe("prototype-named keys", () => {
  for (const key of ["toString", "valueOf", "constructor", "__proto__", "hasOwnProperty"])
    test(`an object with an own '${key}' where a string belongs: 400 naming the key, not 500`, async () => {
      for (const raw of [
        `{"name":{"${key}":1}}`,
        `{"name":[{"${key}":"x"}]}`,
        `{"${key}":{"name":"x"}}`,
      ]) {
        const r = await env.t.live.request("POST", "/properties", {
          raw,
          headers: { "content-type": "application/json" },
        });
        const e = expectError(r, 400, "validation_error");
        expect(e.param).toEndWith(key);
      }
    });

  test("escaped spellings of the keys are caught too", async () => {
    const r = await env.t.live.request("POST", "/properties", {
      raw: '{"name":{"to\\u0053tring":1}}',
      headers: { "content-type": "application/json" },
    });
    expect(expectError(r, 400, "validation_error").param).toBe("name.toString");
  });

  test("the same keys as values or inside strings are ordinary data", async () => {
    const r = await env.t.live.post("/properties", {
      name: "toString",
      notes: '{"__proto__":{"constructor":1}}',
    });
    expect(r.status).toBe(201);
    expect(r.body.notes).toBe('{"__proto__":{"constructor":1}}');
  });

  test("the validation-error mapping reads nothing of the failing value beyond its type", () => {
    // Any property read (toString, valueOf, constructor, Symbol.toPrimitive…) throws.
    const hostile = new Proxy(
      {},
      {
        get: (_, k) => {
          throw new Error(`read ${String(k)}`);
        },
      },
    );
    const request = new Request("http://localhost/api/v1/properties?limit=x");
    for (const type of ["body", "property", "query"]) {
      const e = validationToApiError(
        {
          type,
          value: { name: hostile },
          valueError: {
            path: "/name",
            value: hostile,
            schema: { type: "string" },
            message: "Expected string",
          },
        },
        request,
      );
      expect(e.message).toBe("'name' must be a string.");
      const q = validationToApiError(
        {
          type,
          value: hostile,
          valueError: {
            path: "",
            value: hostile,
            schema: { type: "integer", minimum: 1 },
            message: "Expected integer",
          },
        },
        request,
      );
      expect(q.code).toBe("validation_error");
    }
  });
});

describe("slow bodies and headers", () => {
  test("a body trickling one byte at a time gets 408 request_timeout and the connection is closed", async () => {
    const head = `POST /api/v1/properties HTTP/1.1\r\nHost: localhost\r\n${auth()}Content-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
    const body = `{"name":"${"x".repeat(188)}"}`.split("");
    const r = await rawExchange([head, ...body], { gapMs: 100, giveUpMs: 15_000 });
    expect(r.closedByServer).toBe(true);
    const e = expectEnvelope(r, 408, "request_timeout");
    expect(e.message).toContain("1.5 s");
    expect(r.headers.connection).toBe("close");
    expect(
      await waitForLog((l) => l.msg === "request body timed out" && l.request_id === e.request_id),
    ).toMatchObject({ deadline_ms: DEADLINE_MS });
    expect(
      await waitForLog((l) => l.msg === "request" && l.request_id === e.request_id),
    ).toMatchObject({ status: 408 });
  }, 20_000);

  test("a chunked body that never ends gets 408 too", async () => {
    const head = `POST /api/v1/properties HTTP/1.1\r\nHost: localhost\r\n${auth()}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const chunks = Array.from({ length: 100 }, () => "1\r\n \r\n");
    const r = await rawExchange([head, ...chunks], { gapMs: 100, giveUpMs: 15_000 });
    expect(r.closedByServer).toBe(true);
    expectEnvelope(r, 408, "request_timeout");
  }, 20_000);

  test("a slow body holds up no one else", async () => {
    const head = `POST /api/v1/properties HTTP/1.1\r\nHost: localhost\r\n${auth()}Content-Type: application/json\r\nContent-Length: 50\r\n\r\n`;
    const slow = rawExchange([head, ..."{".repeat(50).split("")], { gapMs: 200, giveUpMs: 15_000 });
    await Bun.sleep(200);
    const fast = await env.t.live.post("/properties", { name: "beside a slow client" });
    expect(fast.status).toBe(201);
    expect((await slow).status).toBe(408); // the fast one was answered while the slow one was still open
  }, 20_000);

  test("headers that never finish are cut off by the runtime (docs/operating.md)", async () => {
    const headerBytes =
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(60)}`.split("");
    // 90 bytes at 250 ms would take 22 s; Bun drops the connection after about 10 s of unfinished headers.
    const r = await rawExchange(headerBytes, { gapMs: 250, giveUpMs: 25_000 });
    expect(r.closedByServer).toBe(true);
    expect(r.status).toBeNull();
  }, 30_000);
});

describe("routing depends on the path alone", () => {
  const hosts: [string, string | null, string][] = [
    ["1 character", "x", "1.1"],
    ["2 characters", "ab", "1.1"],
    ["3 characters", "abc", "1.1"],
    ["empty", "", "1.1"],
    ["a short name with a port", "x:1", "1.1"],
    ["an IPv6 literal", "[::1]", "1.1"],
    ["an IPv6 literal with a port", "[::1]:8080", "1.1"],
    ["an invalid host", "a/b", "1.1"],
    ["missing (HTTP/1.0)", null, "1.0"],
  ];
  for (const [label, host, version] of hosts)
    test(`Host ${label}`, async () => {
      const eaten = await get("/xx/api/v1/properties", host, version);
      expectEnvelope(eaten, 404, "route_not_found");
      expect(JSON.parse(eaten.body).error.message).toContain("/xx/api/v1/properties");

      const list = await get("/api/v1/properties?limit=2", host, version);
      expect(list.status).toBe(200);
      expect(JSON.parse(list.body).data).toHaveLength(2);

      const one = await get("/api/v1/properties/prop_missing", host, version);
      expect(JSON.parse(one.body).error.message).toContain("prop_missing");
      expectEnvelope(one, 404, "resource_not_found");

      // A body still arrives when the request had to be rebuilt with a routable URL.
      const body = JSON.stringify({ name: `via Host ${label}` });
      const hostLine = host === null ? "" : `Host: ${host}\r\n`;
      const created = await rawExchange([
        `POST /api/v1/properties HTTP/${version}\r\n${hostLine}${auth()}Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ]);
      expect(created.status).toBe(201);
      expect(JSON.parse(created.body).name).toBe(`via Host ${label}`);
    });

  test("the request log records the real path", async () => {
    const r = await get("/api/v1/events/evt_nope", "x");
    const id = expectEnvelope(r, 404, "resource_not_found").request_id;
    const line = await waitForLog((l) => l.request_id === id && l.msg === "request");
    expect(line.path).toBe("/api/v1/events/evt_nope");
  });
});

describe("replies below the app (what docs/operating.md documents)", () => {
  test("a method the app has no route for still gets the envelope and a Request-Id", async () => {
    for (const method of ["PROPFIND", "TRACE", "CONNECT"]) {
      const r = await rawExchange([
        `${method} /api/v1/properties HTTP/1.1\r\nHost: localhost\r\n${auth()}Connection: close\r\n\r\n`,
      ]);
      expect(r.headers["request-id"]).toStartWith("req_");
      expect([404, 405]).toContain(r.status!);
      expect(JSON.parse(r.body).error.request_id).toBe(r.headers["request-id"]!);
    }
  });

  test("an unknown method token: Bun closes the connection without a reply", async () => {
    const r = await rawExchange(["FOO /x HTTP/1.1\r\nHost: localhost\r\n\r\n"]);
    expect(r.closedByServer).toBe(true);
    expect(r.raw).toBe("");
  });

  test("a malformed request line, a missing HTTP/1.1 Host, oversized headers: Bun's bare status line", async () => {
    const garbage = await rawExchange(["GARBAGE\r\n\r\n"]);
    expect(garbage.raw).toBe("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    const noHost = await rawExchange(["GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n"]);
    expect(noHost.status).toBe(400);
    expect(noHost.body).toBe("");
    const huge = await rawExchange([
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ]);
    expect(huge.status).toBe(431);
    expect(huge.body).toBe("");
  });
});
