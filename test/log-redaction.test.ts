// No report token, capture token or media key reaches the log, whatever the spelling of the path: doubled
// or trailing slashes, upper case, percent-encoding, dot segments, query strings, sent by fetch and
// byte for byte over a raw socket. The request log normalises the path before it redacts.
import { beforeAll, expect, test } from "bun:test";
import { connect } from "node:net";
import { useServerWithTenant } from "./helpers/fixtures";
import { makeImage } from "./helpers/images";

const env = useServerWithTenant();
let secrets: { name: string; prefix: string; value: string }[];

beforeAll(async () => {
  const { t } = env;
  const prop = (await t.test.post("/properties", { name: "1 Log Lane" })).body;
  const visit = (await t.test.post("/site-visits", { property_id: prop.id, title: "Logs" })).body;
  const item = (await t.test.post("/action-items", { site_visit_id: visit.id, title: "Tap" })).body;
  const capture = (await t.test.post("/capture-tokens", { target_id: item.id })).body
    .token as string;
  const upload = await t.test.request("POST", "/uploads", {
    raw: await makeImage("jpg"),
    headers: { "content-type": "image/jpeg" },
  });
  expect(upload.status).toBe(201);
  const report = new URL(visit.publicReportUrl).pathname.split("/").pop()!;
  secrets = [
    { name: "report token", prefix: "r", value: report },
    { name: "capture token", prefix: "c", value: capture },
    { name: "media key", prefix: "media", value: upload.body.key },
  ];
});

const pct = (s: string) =>
  [...s].map((ch) => "%" + ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")).join("");
const upper = (s: string) => s.toUpperCase();

/** Spellings of /<prefix>/<secret> a client can send. */
function spellings(prefix: string, secret: string): string[] {
  return [
    `/${prefix}/${secret}`,
    `//${prefix}/${secret}`,
    `///${prefix}//${secret}`,
    `/${upper(prefix)}/${secret}`,
    `/${prefix}/${secret}/`,
    `/${prefix}/${secret}//`,
    `/${prefix}/${secret}?download=1`,
    `/${prefix}/${secret}/?a=b#frag`,
    `/${prefix}/${secret}/photos`,
    `/${pct(prefix)}/${secret}`,
    `/${prefix}/${pct(secret)}`,
    `/${prefix}%2F${secret}`,
    `/x/..%2F${prefix}/${secret}`,
    `/%2F${prefix}/${secret}`,
    `/${prefix};p=1/${secret}`,
    `/api/v1/../../${prefix}/${secret}`,
    `/${prefix}/x/../${secret}`,
  ];
}

/** Sends the request line exactly as written (fetch would normalise some of it). */
function rawGet(path: string): Promise<string> {
  const { hostname, port } = new URL(env.server.url);
  return new Promise((resolve, reject) => {
    const sock = connect(Number(port), hostname, () =>
      sock.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let out = "";
    sock.on("data", (d) => (out += d.toString("latin1")));
    sock.on("end", () => resolve(out));
    sock.on("error", reject);
    sock.setTimeout(5000, () => sock.destroy(new Error(`no answer to ${path}`)));
  });
}

test("no token or media key in any log line, for any spelling of the path", async () => {
  const { server } = env;
  let requests = 0;
  for (const { prefix, value } of secrets) {
    for (const path of spellings(prefix, value)) {
      await fetch(server.url + path, { redirect: "manual" }).then((r) => r.arrayBuffer());
      await rawGet(path);
      await fetch(server.url + path, {
        method: "POST",
        body: "x",
        headers: { "content-type": "image/jpeg" },
      }).then((r) => r.arrayBuffer());
      requests += 3;
    }
  }
  // Every request has been logged.
  for (
    let i = 0;
    i < 100 &&
    server
      .logs()
      .split("\n")
      .filter((l) => l.includes('"msg":"request"')).length < requests;
    i++
  )
    await Bun.sleep(50);
  const log = server.logs();
  expect(
    log.split("\n").filter((l) => l.includes('"msg":"request"')).length,
  ).toBeGreaterThanOrEqual(requests);
  const leaks: string[] = [];
  for (const { name, value } of secrets) {
    // The secret itself, its first half, upper-cased, or percent-encoded, in any line.
    const forms = [
      value,
      value.slice(0, Math.ceil(value.length / 2)),
      pct(value.slice(0, 8)),
      pct(value.slice(0, 8)).toLowerCase(),
    ];
    for (const line of log.split("\n"))
      for (const f of forms)
        if (line.toLowerCase().includes(f.toLowerCase()))
          leaks.push(`${name} in: ${line.slice(0, 300)}`);
  }
  expect(leaks).toEqual([]);
  expect(log).toContain('"path":"/r/[redacted]"');
  expect(log).toContain('"path":"/c/[redacted]"');
  expect(log).toContain('"path":"/media/[redacted]"');
}, 60_000);

test("other paths are logged as they are: the API path with its ids, unknown paths", async () => {
  const { server, t } = env;
  await fetch(`${server.url}/api/v1/properties?limit=1`, {
    headers: { authorization: `Bearer ${t.testKey}` },
  });
  await fetch(`${server.url}/no/such/page`);
  expect(await server.logged('"path":"/api/v1/properties"')).toBe(true);
  expect(await server.logged('"path":"/no/such/page"')).toBe(true);
});
