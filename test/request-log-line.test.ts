// The request log's line is written out by hand on the hot path (src/http/request-log.ts): it must
// be exactly the JSON of the same fields, in the same order, whatever the client sent.
import { describe, expect, test } from "bun:test";
import { requestLineFields, requestLineMembers, type RequestLine } from "../src/http/request-log";

const live = {
  keyId: "key_apbyrsr5psyg2ej5",
  scope: { accountId: "acct_81qah7n3q00sb7ab", isTest: false },
};
const base: RequestLine = {
  id: "req_7tjepk7z0rq1mex8",
  method: "GET",
  path: "/api/v1/properties",
  status: 200,
  durationMs: 1.28,
};

const HOSTILE_PATHS = [
  '/a"b',
  "/a\\b",
  "/new\nline\r\ttab",
  "/\u0000\u001f\u007f",
  "/\u2028\u2029",
  "/é/日本/🏠",
  "/lone\ud800surrogate",
  '/","status":1,"x":"',
  "/c/[redacted]",
];

describe("the request log line", () => {
  const cases: [string, RequestLine][] = [
    ["no key", base],
    ["a live key", { ...base, auth: live }],
    ["a test key", { ...base, auth: { ...live, scope: { ...live.scope, isTest: true } } }],
    ["an error, whole milliseconds", { ...base, status: 404, durationMs: 3 }],
    ["an odd method", { ...base, method: 'PROP"FIND' }],
    ...HOSTILE_PATHS.map((path): [string, RequestLine] => [
      `path ${JSON.stringify(path)}`,
      { ...base, path, auth: live },
    ]),
  ];
  for (const [name, line] of cases)
    test(`is the JSON of its fields: ${name}`, () => {
      const written = `{${requestLineMembers(line)}}`;
      expect(written).toBe(JSON.stringify(requestLineFields(line)));
      expect(JSON.parse(written).path).toBe(line.path);
    });

  test("names the key and mode only when a key was used", () => {
    expect(JSON.parse(`{${requestLineMembers(base)}}`)).toEqual({
      request_id: base.id,
      method: "GET",
      path: "/api/v1/properties",
      status: 200,
      duration_ms: 1.28,
    });
    expect(JSON.parse(`{${requestLineMembers({ ...base, auth: live })}}`)).toMatchObject({
      account_id: live.scope.accountId,
      key_id: live.keyId,
      mode: "live",
    });
  });
});
