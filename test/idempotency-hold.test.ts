// An Idempotency-Key is held from the moment a request's headers arrive, before its body is read
// (docs/api.md, Idempotency-Key): a request sent second with the key gets 409 while the first is
// still sending its body, and the first runs; a body that fails lets the key go. Through the built
// binary, the slow body over a bare socket. And what a replayed error says about its request.
import { afterAll, beforeAll, expect, test } from "bun:test";
import net from "node:net";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let t: Tenant;
let port: number;

beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server, "Held keys", { plan: "unlimited" });
  port = Number(new URL(server.url).port);
});
afterAll(() => server?.stop());

/**
 * A POST /properties whose headers and first `sent` bytes of `body` go now; `rest()` sends the
 * remainder, `reply` is the status and body the server answers with.
 */
function slowPost(key: string, body: string, sent: number) {
  const socket = net.connect(port, "127.0.0.1");
  let raw = "";
  const reply = new Promise<{ status: number; body: any }>((resolve) => {
    socket.on("data", (d) => {
      raw += d.toString("utf8");
      const split = raw.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(raw)?.[1];
      if (split > 0 && length && Buffer.byteLength(raw.slice(split + 4)) >= Number(length)) {
        socket.destroy();
        resolve({ status: Number(raw.slice(9, 12)), body: JSON.parse(raw.slice(split + 4)) });
      }
    });
  });
  const bytes = Buffer.from(body);
  socket.write(
    `POST /api/v1/properties HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${t.liveKey}\r\n` +
      `Idempotency-Key: ${key}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${bytes.length}\r\n\r\n`,
  );
  socket.write(bytes.subarray(0, sent));
  return { reply, rest: () => socket.write(bytes.subarray(sent)) };
}

const post = (key: string, body: unknown) =>
  t.live.post("/properties", body, { headers: { "Idempotency-Key": key } });

test("a request whose body is still arriving holds its key: another with the key is a 409", async () => {
  const key = `slow-${crypto.randomUUID()}`;
  const body = JSON.stringify({ name: "Sent first, slowly" });
  const first = slowPost(key, body, 10);
  await Bun.sleep(300); // its headers are in; its body is not

  const second = await post(key, { name: "Sent second, at once" });
  expect(second.status).toBe(409);
  expect(second.body.error.code).toBe("idempotency_request_in_progress");

  first.rest();
  const done = await first.reply;
  expect(done.status).toBe(201);
  expect(done.body.name).toBe("Sent first, slowly");

  // Once it has finished, the key holds its response: the same body replays, another is a 422.
  const again = await post(key, { name: "Sent first, slowly" });
  expect(again.status).toBe(201);
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect(again.body.id).toBe(done.body.id);
  expect((await post(key, { name: "Sent second, at once" })).status).toBe(422);
});

test("a body that fails lets the key go: the next request with it runs", async () => {
  const key = `broken-${crypto.randomUUID()}`;
  const first = slowPost(key, '{"name": "never ends', 5);
  await Bun.sleep(300);
  expect((await post(key, { name: "Too soon" })).status).toBe(409);
  first.rest();
  const refused = await first.reply;
  expect(refused.status).toBe(400);
  expect(refused.body.error.code).toBe("invalid_json");

  const next = await post(key, { name: "After the broken one" });
  expect(next.status).toBe(201);
  expect(next.headers.get("idempotent-replayed")).toBeNull();
  expect(next.body.name).toBe("After the broken one");
});

test("a hold needs a valid API key: without one nothing is held and the answer is the 401", async () => {
  const key = `nokey-${crypto.randomUUID()}`;
  const res = await fetch(`${server.api}/properties`, {
    method: "POST",
    headers: { "Idempotency-Key": key, "Content-Type": "application/json" },
    body: JSON.stringify({ name: "x" }),
  });
  expect(res.status).toBe(401);
  expect((await post(key, { name: "With a key" })).status).toBe(201);
});

test("a replayed error is the first answer byte for byte: Original-Request names its request_id", async () => {
  const key = `replayed-error-${crypto.randomUUID()}`;
  const first = await post(key, { name: "" });
  expect(first.status).toBe(400);
  const firstId = first.headers.get("request-id");
  expect(first.body.error.request_id).toBe(firstId);
  expect(first.headers.get("original-request")).toBeNull();

  const replay = await post(key, { name: "" });
  expect(replay.status).toBe(400);
  expect(replay.headers.get("idempotent-replayed")).toBe("true");
  expect(replay.body).toEqual(first.body);
  expect(replay.headers.get("original-request")).toBe(firstId);
  expect(replay.headers.get("request-id")).toMatch(/^req_/);
  expect(replay.headers.get("request-id")).not.toBe(firstId);

  // docs/api.md says so, where it says what request_id is.
  const api = await Bun.file(new URL("../docs/api.md", import.meta.url)).text();
  expect(api).toContain("`Original-Request` header repeats");
});
