// The admin CLI for webhooks (docs/cli.md): the same rules as the API, secrets printed once, and
// `deliveries tail` / `deliveries retry` on the server's data directory.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { startReceiver, type Receiver } from "./helpers/webhook-receiver";
import { command } from "./helpers/server";

const env = { SITEVISIT_DEV: "1", SITEVISIT_WEBHOOK_RETRY_SCHEDULE: "0.2" };
let server: TestServer;
let tenant: Tenant;
let r: Receiver;
let ok = true;

beforeAll(async () => {
  server = await startServer({ args: ["--dev"], env });
  tenant = await createTenant(server);
  r = startReceiver(() => new Response("", { status: ok ? 200 : 500 }));
});
afterAll(async () => {
  r.stop();
  await server.stop();
});

const cli = (args: string[]) => server.cli(args, { env });

test("webhooks create prints the secret once; list never shows it; --mode picks the dataset", async () => {
  const created = await cli([
    "webhooks",
    "create",
    "--account",
    tenant.accountId,
    "--url",
    r.url,
    "--name",
    "From CLI",
    "--events",
    "property.created, property.deleted",
    "--json",
  ]);
  expect(created.code).toBe(0);
  expect(created.json).toMatchObject({
    name: "From CLI",
    url: r.url,
    events: ["property.created", "property.deleted"],
    mode: "live",
    disabled: false,
  });
  expect(created.json.signingSecret).toMatch(/^whsec_/);
  const human = await cli([
    "webhooks",
    "create",
    "--account",
    tenant.accountId,
    "--url",
    r.url,
    "--name",
    "Test one",
    "--mode",
    "test",
  ]);
  expect(human.code).toBe(0);
  expect(human.stdout).toContain("whsec_");
  const testId = /(we_[a-z0-9]+)/.exec(human.stdout)![1]!;
  expect((await tenant.test.get(`/webhook-endpoints/${testId}`)).body.mode).toBe("test");

  const list = await cli(["webhooks", "list", "--account", tenant.accountId, "--json"]);
  expect(list.code).toBe(0);
  expect(list.json.data.map((e: any) => e.id).sort()).toEqual([created.json.id, testId].sort());
  expect(list.stdout).not.toContain("whsec_");
  expect(list.stdout).not.toContain("signingSecret");
  const plain = await cli(["webhooks", "list"]);
  expect(plain.stdout).toContain(created.json.id);
  expect(plain.stdout).not.toContain("whsec_");
  await cli(["webhooks", "delete", testId]);
  await cli(["webhooks", "delete", created.json.id]);
});

test("webhooks create refuses what the API refuses", async () => {
  const base = ["webhooks", "create", "--account", tenant.accountId, "--name", "Bad"];
  // exit 2: the command line is wrong; exit 1: a value the rules refuse
  const bad: [string[], number][] = [
    [[...base, "--url", "http://10.0.0.1/hook"], 1],
    [[...base, "--url", "ftp://localhost/"], 1],
    [[...base, "--url", r.url, "--events", "property.exploded"], 2],
    [[...base, "--url", r.url, "--mode", "prod"], 2],
    [
      [
        "webhooks",
        "create",
        "--account",
        tenant.accountId,
        "--name",
        "x".repeat(101),
        "--url",
        r.url,
      ],
      1,
    ],
    [["webhooks", "create", "--account", "acct_nope", "--name", "x", "--url", r.url], 1],
  ];
  for (const [args, code] of bad) {
    const res = await cli(args);
    expect({ args, code: res.code }).toEqual({ args, code });
    expect(res.stderr).toStartWith("error: ");
    expect(res.stderr.trim().split("\n")).toHaveLength(1);
  }
  const missing = await cli([
    "webhooks",
    "create",
    "--account",
    tenant.accountId,
    "--name",
    "No URL",
  ]);
  expect(missing.code).toBe(2);
  expect((await cli(["webhooks", "disable", "we_nope"])).code).toBe(1);
  expect((await cli(["deliveries", "retry", "del_nope"])).code).toBe(1);
});

test("disable, enable and delete", async () => {
  const created = (
    await cli([
      "webhooks",
      "create",
      "--account",
      tenant.accountId,
      "--url",
      r.url,
      "--name",
      "Toggle",
      "--json",
    ])
  ).json;
  const disabled = await cli(["webhooks", "disable", created.id, "--json"]);
  expect(disabled.json).toMatchObject({ id: created.id, disabled: true });
  expect(disabled.json.signingSecret).toBeUndefined();
  expect((await cli(["webhooks", "enable", created.id, "--json"])).json).toMatchObject({
    id: created.id,
    disabled: false,
  });
  expect((await cli(["webhooks", "delete", created.id, "--json"])).json).toEqual({
    deleted: created.id,
  });
  expect((await tenant.live.get(`/webhook-endpoints/${created.id}`)).status).toBe(404);
});

test("deliveries tail follows new attempts live; --no-follow prints and exits; retry re-queues", async () => {
  const ep = (
    await cli([
      "webhooks",
      "create",
      "--account",
      tenant.accountId,
      "--url",
      r.url,
      "--name",
      "Tailed",
      "--json",
    ])
  ).json;
  r.secret = ep.signingSecret;
  const follow = Bun.spawn(
    [
      ...command(),
      "deliveries",
      "tail",
      "--endpoint",
      ep.id,
      "--json",
      "--data-dir",
      server.dataDir,
    ],
    { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" },
  );
  const human = Bun.spawn(
    [
      ...command(),
      "deliveries",
      "tail",
      "--account",
      tenant.accountId,
      "--data-dir",
      server.dataDir,
    ],
    { env: { ...process.env, ...env }, stdout: "pipe", stderr: "pipe" },
  );
  try {
    await Bun.sleep(800); // both are polling now
    ok = false;
    await tenant.live.post("/properties", { name: "Tail me" });
    const lines: any[] = [];
    const reader = follow.stdout.getReader();
    let buf = "";
    while (lines.length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += new TextDecoder().decode(value);
      const parts = buf.split("\n");
      buf = parts.pop()!;
      lines.push(...parts.filter(Boolean).map((l) => JSON.parse(l)));
    }
    expect(lines[0]).toMatchObject({
      endpointId: ep.id,
      endpointName: "Tailed",
      eventType: "property.created",
      attempt: 1,
      statusCode: 500,
    });
    expect(lines[1]).toMatchObject({ attempt: 2, statusCode: 500, deliveryStatus: "failed" });
    expect(typeof lines[0].durationMs).toBe("number");
    expect(lines[0].at).toMatch(/Z$/);

    ok = true;
    const retried = await cli(["deliveries", "retry", lines[0].deliveryId, "--json"]);
    expect(retried.code).toBe(0);
    expect(retried.json).toMatchObject({
      id: lines[0].deliveryId,
      status: "pending",
      attemptCount: 2,
    });
    // The CLI is another process: the server's poll timer picks the job up.
    let third: any;
    while (!third) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += new TextDecoder().decode(value);
      third = buf
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .find((l) => l.attempt === 3);
    }
    expect(third).toMatchObject({ statusCode: 200, deliveryStatus: "succeeded" });
  } finally {
    follow.kill();
    human.kill();
  }
  const text = await new Response(human.stdout).text();
  expect(text).toMatch(/property\.created\s+we_\w+ \(Tailed\)\s+attempt 1\s+500\s+\d+ ms/);

  const once = await cli(["deliveries", "tail", "--endpoint", ep.id, "--no-follow"]);
  expect(once.code).toBe(0);
  expect(once.stdout.trim().split("\n")).toHaveLength(3);
  expect(once.stdout).toMatch(/attempt 3\s+200/);
  expect(once.stdout).not.toContain("whsec_");
  const limited = await cli([
    "deliveries",
    "tail",
    "--endpoint",
    ep.id,
    "--no-follow",
    "--limit",
    "1",
    "--json",
  ]);
  expect(
    limited.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).attempt),
  ).toEqual([3]);
});

// An endpoint the CLI adds, disables or enables from its own process, and one made or deleted through
// the API, counts from the very next event: whatever the fan-out (src/webhooks/fanout.ts) may keep
// between writes must see both kinds of change.
test("endpoints changed by the CLI or the API while the server runs get the next event, and only then", async () => {
  const own = await createTenant(server, "Fan-out Ltd");
  const create = async () => {
    const res = await own.live.post("/properties", { name: "Fan-out" });
    expect(res.status).toBe(201);
  };
  const deliveries = async (id: string) => {
    const res = await own.live.get(`/webhook-endpoints/${id}/deliveries`);
    expect(res.status).toBe(200);
    return res.body.data.map((d: { eventType: string }) => d.eventType);
  };
  await create(); // no endpoint yet: the server now holds an empty list for this account
  const added = await cli([
    "webhooks",
    "create",
    "--account",
    own.accountId,
    "--url",
    r.url,
    "--name",
    "Added by the CLI",
    "--events",
    "property.created",
    "--json",
  ]);
  expect(added.code).toBe(0);
  const cliEndpoint = added.json.id as string;
  await create();
  expect(await deliveries(cliEndpoint)).toEqual(["property.created"]);

  expect((await cli(["webhooks", "disable", cliEndpoint])).code).toBe(0);
  await create();
  expect(await deliveries(cliEndpoint)).toHaveLength(1);
  expect((await cli(["webhooks", "enable", cliEndpoint])).code).toBe(0);
  await create();
  expect(await deliveries(cliEndpoint)).toHaveLength(2);

  const made = await own.live.post("/webhook-endpoints", {
    name: "Made through the API",
    url: r.url,
    events: ["property.created"],
  });
  expect(made.status).toBe(201);
  await create();
  expect(await deliveries(made.body.id)).toEqual(["property.created"]);
  expect(await deliveries(cliEndpoint)).toHaveLength(3);

  expect((await own.live.del(`/webhook-endpoints/${cliEndpoint}`)).status).toBe(204);
  await create();
  expect(await deliveries(made.body.id)).toHaveLength(2);
  // The test dataset's list is its own.
  const testSide = await own.test.post("/properties", { name: "Fan-out, test" });
  expect(testSide.status).toBe(201);
  expect(await deliveries(made.body.id)).toHaveLength(2);
});
