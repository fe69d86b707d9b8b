// At-least-once across process death: SIGKILL with deliveries pending or in flight, restart on the same
// data directory, and every event still arrives. SIGTERM lets in-flight deliveries finish first.
import { afterAll, expect, test } from "bun:test";
import { removeDir, startServer, tempDir } from "./helpers/server";
import { createTenant } from "./helpers/fixtures";
import { client } from "./helpers/api";
import { startReceiver, type Receiver } from "./helpers/webhook-receiver";
import { openDb } from "./helpers/db";

const env = { SITEVISIT_WEBHOOK_RETRY_SCHEDULE: "0.2,0.2,0.2,0.2,0.2" };
const receivers: Receiver[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const r of receivers) r.stop();
  for (const d of dirs) removeDir(d);
});

test("kill -9 with deliveries pending, restart: every event arrives, under its own webhook-id", async () => {
  const dataDir = tempDir();
  dirs.push(dataDir);
  // The receiver answers nothing until the first server is dead, so the kill always finds deliveries
  // in flight or queued (at most 32 in flight per endpoint: 8 of the 40 have not even been sent).
  let release = () => {};
  const killed = new Promise<void>((resolve) => {
    release = resolve;
  });
  const r = startReceiver(async () => {
    await killed;
    return new Response("ok");
  });
  receivers.push(r);
  const first = await startServer({ dataDir, args: ["--dev"], env });
  const tenant = await createTenant(first);
  const ep = (
    await tenant.live.post("/webhook-endpoints", {
      name: "Crash",
      url: r.url,
      events: ["property.created"],
    })
  ).body;
  r.secret = ep.signingSecret;
  const ids: string[] = [];
  for (let i = 0; i < 40; i++)
    ids.push((await tenant.live.post("/properties", { name: `P${i}` })).body.id);
  await r.waitFor((x) => x.length >= 1);
  expect(await first.stop("SIGKILL")).not.toBe(0);
  const before = new Set(r.received.map((x) => x.body.data.property.id));
  expect(before.size).toBeLessThan(ids.length); // the kill really interrupted delivery
  release();

  const second = await startServer({ dataDir, args: ["--dev"], env });
  try {
    await r.waitFor(
      (x) => ids.every((id) => x.some((y) => y.body.data.property.id === id)),
      20_000,
      "all 40 events",
    );
    expect(r.received.every((x) => x.verifyError === null)).toBe(true);
    // Duplicates are allowed, but each repeats the event's own id.
    for (const x of r.received) expect(x.headers["webhook-id"]).toBe(x.body.id);
    const api = client(second.api, tenant.liveKey);
    const all = await api.all(`/webhook-endpoints/${ep.id}/deliveries?limit=100`);
    expect(all).toHaveLength(40);
    const settled = await (async () => {
      for (let i = 0; i < 200; i++) {
        const pending = await api.get(`/webhook-endpoints/${ep.id}/deliveries?status=pending`);
        if (pending.body.data.length === 0) return true;
        await Bun.sleep(50);
      }
      return false;
    })();
    expect(settled).toBe(true);
    expect(
      (await api.get(`/webhook-endpoints/${ep.id}/deliveries?status=succeeded&limit=100`)).body
        .data,
    ).toHaveLength(40);
  } finally {
    await second.stop();
  }
});

test("SIGTERM waits for an in-flight delivery to finish, then exits 0", async () => {
  const dataDir = tempDir();
  dirs.push(dataDir);
  const r = startReceiver(async () => {
    await Bun.sleep(500);
    return new Response("done");
  });
  receivers.push(r);
  const server = await startServer({ dataDir, args: ["--dev"], env });
  const tenant = await createTenant(server);
  const ep = (await tenant.live.post("/webhook-endpoints", { name: "Drain", url: r.url })).body;
  r.secret = ep.signingSecret;
  await tenant.live.post("/properties", { name: "In flight" });
  await r.waitFor((x) => x.length >= 1);
  expect(await server.stop("SIGTERM")).toBe(0);
  const tail = await server.cli(["deliveries", "tail", "--no-follow", "--json"]);
  expect(tail.code).toBe(0);
  const lines = tail.stdout
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    endpointId: ep.id,
    eventType: "property.created",
    attempt: 1,
    statusCode: 200,
    deliveryStatus: "succeeded",
  });
});

test("the URL is checked again at delivery time: an http://127.0.0.1 receiver accepted in --dev is refused without it", async () => {
  const dataDir = tempDir();
  dirs.push(dataDir);
  const r = startReceiver();
  receivers.push(r);
  const dev = await startServer({ dataDir, args: ["--dev"], env });
  const tenant = await createTenant(dev);
  const ep = (await tenant.live.post("/webhook-endpoints", { name: "Local", url: r.url })).body;
  await dev.stop();
  const prod = await startServer({ dataDir, env });
  try {
    const api = client(prod.api, tenant.liveKey);
    await api.post("/properties", { name: "Not for loopback" });
    let d: any;
    for (let i = 0; i < 200 && !d?.attempts?.length; i++) {
      await Bun.sleep(25);
      const [first] = (await api.get(`/webhook-endpoints/${ep.id}/deliveries`)).body.data;
      if (first) d = (await api.get(`/webhook-deliveries/${first.id}`)).body;
    }
    expect(d.attempts[0]).toMatchObject({ statusCode: null });
    expect(d.attempts[0].error).toStartWith("refused: ");
    expect(d.attempts[0].error).toContain("https");
    expect(r.received).toHaveLength(0);
  } finally {
    await prod.stop();
  }
});

test("a delivery whose job died with the process on its last attempt is failed with the reason, not left pending", async () => {
  const dataDir = tempDir();
  dirs.push(dataDir);
  // A receiver that never answers: the delivery is in flight when the process dies.
  const r = startReceiver(() => new Promise<Response>(() => {}));
  receivers.push(r);
  const first = await startServer({ dataDir, args: ["--dev"], env });
  const tenant = await createTenant(first);
  const ep = (
    await tenant.live.post("/webhook-endpoints", {
      name: "Hangs",
      url: r.url,
      events: ["property.created"],
    })
  ).body;
  await tenant.live.post("/properties", { name: "Never delivered" });
  await r.waitFor((x) => x.length >= 1);
  expect(await first.stop("SIGKILL")).not.toBe(0);
  // As if every allowed attempt had died the same way.
  const db = openDb(dataDir, false);
  db.run("UPDATE jobs SET attempts = max_attempts WHERE type = 'webhook.deliver'");
  db.close();

  const second = await startServer({ dataDir, args: ["--dev"], env });
  try {
    const api = client(second.api, tenant.liveKey);
    let delivery: any;
    for (let i = 0; i < 100 && delivery?.status !== "failed"; i++) {
      delivery = (await api.get(`/webhook-endpoints/${ep.id}/deliveries`)).body.data[0];
      await Bun.sleep(50);
    }
    expect(delivery.status).toBe("failed");
    expect(delivery.lastError).toMatch(/stopped or stalled/);
  } finally {
    await second.stop();
  }
});
