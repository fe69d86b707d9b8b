// Every operation in the OpenAPI document, fed bad input of every kind: never a 500, always the
// error envelope. Routes come from the document, so a new route is swept without editing this file.
import { beforeAll, expect, test } from "bun:test";
import { draftVisit, useServerWithTenant } from "./helpers/fixtures";
import { client, expectError } from "./helpers/api";

const env = useServerWithTenant({ args: ["--dev"] });
let doc: any;
beforeAll(async () => {
  doc = await (await fetch(`${env.server.api}/openapi.json`)).json();
});

const weirdIds = [
  "x",
  "prop_" + "z".repeat(40),
  "%00",
  "..%2F..%2Fetc",
  "' OR 1=1 --",
  "ai_🙂",
  "evt_" + "9".repeat(59),
];
const weirdBodies: [string, string | undefined][] = [
  ["not json", "{nope"],
  ["array", "[1,2,3]"],
  ["number", "42"],
  ["null", "null"],
  ["unknown field", '{"zzz_unknown": 1}'],
  [
    "wrong types",
    '{"name": 5, "title": [], "url": {}, "priority": 3, "recipients": "a@b.c", "status": true, "limit": "x"}',
  ],
  [
    "huge strings",
    JSON.stringify({
      name: "n".repeat(300_000),
      title: "t".repeat(300_000),
      description: "d".repeat(300_000),
    }),
  ],
  ["deep nesting", "[".repeat(5000) + "]".repeat(5000)],
  ["empty", undefined],
];
const weirdQueries = [
  "toString=1",
  "__proto__=1",
  "limit[toString]=1",
  "constructor[prototype][x]=1",
  "limit=0",
  "limit=-5",
  "limit=1e9",
  "limit=abc",
  "starting_after=nope",
  "status=open",
  "priority=urgent",
  "type=nope",
  "zzz=1",
  "limit=10&limit=20",
];

test("no request to any documented operation produces a 5xx or a bare error", async () => {
  const api = client(env.server.api, env.t.liveKey);
  const ops: { method: string; path: string; hasBody: boolean }[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths))
    for (const [method, op] of Object.entries<any>(item))
      ops.push({ method: method.toUpperCase(), path, hasBody: !!op.requestBody });
  expect(ops.length).toBeGreaterThan(15);

  let requests = 0;
  const failures: string[] = [];
  const check = async (
    method: string,
    path: string,
    opts: Parameters<typeof api.request>[2] = {},
  ) => {
    let res;
    try {
      res = await api.request(method, path, opts);
    } catch (e) {
      failures.push(
        `${method} ${path} (${opts.headers?.["content-type"]}, ${String(opts.raw ?? "").slice(0, 20)}…) → ${(e as Error).message.slice(0, 80)}`,
      );
      // a connection error is as bad as a 500: the server must answer every request
      return;
    }
    requests++;
    // A HEAD answer has no body: its error is the status, with the Request-Id header.
    const explained =
      method === "HEAD"
        ? res.text === "" && !!res.headers.get("request-id")
        : typeof res.body?.error?.code === "string" &&
          res.body.error.request_id === res.headers.get("request-id");
    const ok = res.status < 500 && (res.status < 400 || explained);
    if (!ok) failures.push(`${method} ${path} → ${res.status} ${res.text.slice(0, 200)}`);
  };

  for (const op of ops) {
    const paths = op.path.includes("{")
      ? weirdIds.map((id) => op.path.replace(/\{[^}]+\}/g, encodeURIComponent(id)))
      : [op.path];
    for (const p of paths) {
      await check(op.method, p);
      if (op.method === "GET") for (const q of weirdQueries) await check(op.method, `${p}?${q}`);
      if (op.hasBody || (op.method !== "GET" && op.method !== "HEAD"))
        for (const [, raw] of weirdBodies) {
          await check(op.method, p, { raw, headers: { "content-type": "application/json" } });
          await check(op.method, p, { raw: raw ?? "x", headers: { "content-type": "text/plain" } });
        }
    }
  }
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(500);
}, 120_000);

// Objects whose own keys shadow Object.prototype members, in every body field of every operation:
// code that formats or copies user data (String(v), `${v}`) throws on them, which was a 500.
const prototypeKeys = ["toString", "valueOf", "constructor", "__proto__", "hasOwnProperty"];

test("every body field refuses objects with prototype-named keys with a 400 naming the key", async () => {
  const api = client(env.server.api, env.t.liveKey);
  const failures: string[] = [];
  let requests = 0;
  for (const [path, item] of Object.entries<any>(doc.paths))
    for (const [method, op] of Object.entries<any>(item)) {
      const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
      if (!bodySchema) continue;
      // Named bodies are $refs into components.
      const schema = bodySchema.$ref
        ? doc.components.schemas[bodySchema.$ref.split("/").pop()]
        : bodySchema;
      const p = path.replace(/\{[^}]+\}/g, "x");
      const fields = Object.keys(schema.properties ?? {});
      for (const key of prototypeKeys) {
        const bodies: [string, string][] = [[`{"${key}":"x"}`, key]];
        for (const f of fields)
          bodies.push(
            [`{"${f}":{"${key}":1}}`, `${f}.${key}`],
            [`{"${f}":[{"${key}":"x"}]}`, `${f}[0].${key}`],
            [`{"${f}":{"${key}":{"${key}":[]}}}`, `${f}.${key}`],
          );
        for (const [raw, param] of bodies) {
          const res = await api.request(method.toUpperCase(), p, {
            raw,
            headers: { "content-type": "application/json" },
          });
          requests++;
          const e = res.body?.error;
          if (
            res.status !== 400 ||
            e?.code !== "validation_error" ||
            e.param !== param ||
            e.request_id !== res.headers.get("request-id")
          )
            failures.push(
              `${method.toUpperCase()} ${p} ${raw} → ${res.status} ${res.text.slice(0, 200)}`,
            );
        }
      }
    }
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(200);
}, 120_000);

// JSON bodies are not coerced: in every body of every operation, a number or boolean field sent as a
// string (the operation's own example with that one field changed) is a 400 naming the field.
test("every integer, number and boolean body field refuses a string: no coercion of JSON bodies", async () => {
  const api = client(env.server.api, env.t.liveKey);
  const failures: string[] = [];
  const checked: string[] = [];
  const kinds = (s: any): string[] =>
    [s?.type, ...(s?.anyOf ?? []).map((x: any) => x.type)].flat().filter(Boolean);
  for (const [path, item] of Object.entries<any>(doc.paths))
    for (const [method, op] of Object.entries<any>(item)) {
      const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
      if (!bodySchema) continue;
      const schema = bodySchema.$ref
        ? doc.components.schemas[bodySchema.$ref.split("/").pop()]
        : bodySchema;
      const example = schema.examples?.[0] ?? {};
      const p = path.replace(/\{[^}]+\}/g, "x");
      for (const [field, prop] of Object.entries<any>(schema.properties ?? {})) {
        const k = kinds(prop);
        const strings = k.includes("boolean")
          ? ["true", "false"]
          : k.includes("integer") || k.includes("number")
            ? ["3", "1", " 5 ", "1e1"]
            : [];
        for (const value of strings) {
          const res = await api.request(method.toUpperCase(), p, {
            body: { ...example, [field]: value },
          });
          checked.push(`${method} ${path} ${field}`);
          const e = res.body?.error;
          if (res.status !== 400 || e?.code !== "validation_error" || e.param !== field)
            failures.push(
              `${method.toUpperCase()} ${path} ${field}=${JSON.stringify(value)} → ${res.status} ${res.text.slice(0, 160)}`,
            );
        }
      }
    }
  expect(failures).toEqual([]);
  // The known ones are among those checked (capture links' upload_limit and ttl_hours, a webhook's disabled).
  for (const known of [
    "post /capture-tokens upload_limit",
    "post /capture-tokens ttl_hours",
    "patch /webhook-endpoints/{id} disabled",
  ])
    expect(checked).toContain(known);
}, 120_000);

test("a JSON body that is not an object is a 400 and changes nothing, also where the body may be left out", async () => {
  const api = client(env.server.api, env.t.liveKey);
  const visitId = await draftVisit(api, "Non-object bodies");
  for (const raw of ["null", "[]", '"x"', "42", "true"]) {
    for (const path of [`/site-visits/${visitId}/complete`, "/properties"]) {
      const r = await api.request("POST", path, {
        raw,
        headers: { "content-type": "application/json" },
      });
      const e = expectError(r, 400, "validation_error");
      expect(e.message).toBe("The request body must be a JSON object.");
    }
  }
  expect((await api.get(`/site-visits/${visitId}`)).body.status).toBe("DRAFT");
  // Left out entirely, the body of complete is still optional.
  const done = await api.request("POST", `/site-visits/${visitId}/complete`, {});
  expect(done.status).toBe(200);
  expect(done.body.status).toBe("DONE");
});
