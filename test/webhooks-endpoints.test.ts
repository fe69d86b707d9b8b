// Webhook endpoints API: registration rules (URL policy, events, mode), secrets shown exactly once,
// scoping, PATCH and DELETE.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";

let dev: TestServer;
let prod: TestServer;
let tenant: Tenant;
let other: Tenant;
let prodTenant: Tenant;

beforeAll(async () => {
  [dev, prod] = await Promise.all([
    startServer({ args: ["--dev"] }),
    startServer({ env: { SITEVISIT_WEBHOOK_ALLOW_CIDRS: "10.20.0.0/16,fd00:1::/32" } }),
  ]);
  [tenant, other, prodTenant] = await Promise.all([
    createTenant(dev),
    createTenant(dev, "Other Co"),
    createTenant(prod),
  ]);
});
afterAll(async () => {
  await Promise.all([dev.stop(), prod.stop()]);
});

const create = (t: Tenant, body: Record<string, unknown>, mode: "live" | "test" = "live") =>
  t[mode].post("/webhook-endpoints", { name: "Receiver", ...body });

describe("create", () => {
  test("201 with a whsec_ secret of 32 random bytes, returned only at creation", async () => {
    const res = await create(tenant, {
      url: "http://127.0.0.1:9/hook",
      events: ["property.created", "property.deleted"],
    });
    expect(res.status).toBe(201);
    const e = res.body;
    expect(e).toMatchObject({
      name: "Receiver",
      url: "http://127.0.0.1:9/hook",
      events: ["property.created", "property.deleted"],
      mode: "live",
      disabled: false,
    });
    expect(e.id).toMatch(/^we_/);
    expect(e.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(e.signingSecret.slice(6), "base64")).toHaveLength(32);
    expect(Object.keys(e).sort()).toEqual([
      "createdAt",
      "disabled",
      "events",
      "id",
      "mode",
      "name",
      "signingSecret",
      "updatedAt",
      "url",
    ]);

    const one = await tenant.live.get(`/webhook-endpoints/${e.id}`);
    expect(one.status).toBe(200);
    expect(one.body.signingSecret).toBeUndefined();
    expect(one.text).not.toContain(e.signingSecret.slice(6));
    const list = await tenant.live.get("/webhook-endpoints");
    expect(list.body.has_more).toBeUndefined(); // not paginated
    expect(list.body.data.map((x: any) => x.id)).toContain(e.id);
    expect(list.text).not.toContain("signingSecret");
    const patched = await tenant.live.patch(`/webhook-endpoints/${e.id}`, { name: "Renamed" });
    expect(patched.body.signingSecret).toBeUndefined();
    const again = await create(tenant, { url: "http://127.0.0.1:9/hook" });
    expect(again.body.signingSecret).not.toBe(e.signingSecret);
  });

  test("mode defaults to the key's mode; the other mode is mode_mismatch", async () => {
    expect((await create(tenant, { url: "http://localhost:9/" }, "test")).body.mode).toBe("test");
    expect((await create(tenant, { url: "http://localhost:9/", mode: "live" })).status).toBe(201);
    expect(
      expectError(
        await create(tenant, { url: "http://localhost:9/", mode: "test" }),
        400,
        "mode_mismatch",
      ).param,
    ).toBe("mode");
    expectError(
      await create(tenant, { url: "http://localhost:9/", mode: "live" }, "test"),
      400,
      "mode_mismatch",
    );
    expect(
      expectError(
        await create(tenant, { url: "http://localhost:9/", mode: "prod" }),
        400,
        "validation_error",
      ).param,
    ).toBe("mode");
  });

  test("duplicate event types are stored once; [] and omitted both mean all", async () => {
    expect(
      (
        await create(tenant, {
          url: "http://localhost:9/",
          events: ["property.created", "property.created"],
        })
      ).body.events,
    ).toEqual(["property.created"]);
    expect((await create(tenant, { url: "http://localhost:9/", events: [] })).body.events).toEqual(
      [],
    );
    expect((await create(tenant, { url: "http://localhost:9/" })).body.events).toEqual([]);
  });

  test("bad input is a 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: "http://localhost:9/", events: ["property.exploded"] }, "events[0]"],
      [{ url: "http://localhost:9/", events: ["property.created", "nope"] }, "events[1]"],
      [{ url: "http://localhost:9/", events: "property.created" }, "events"],
      [{ url: "http://localhost:9/", name: "" }, "name"],
      [{ url: "http://localhost:9/", name: "x".repeat(101) }, "name"],
      [{ url: "http://localhost:9/", name: 5 }, "name"],
      [{ url: "http://localhost:9/", secret: "mine" }, "secret"],
      [{ url: "http://localhost:9/", disabled: true }, "disabled"],
      [{}, "url"],
    ];
    for (const [body, param] of cases) {
      const res = await create(tenant, body);
      expect({ param, got: expectError(res, 400, "validation_error").param }).toEqual({
        param,
        got: param,
      });
    }
    expect(
      (await create(tenant, { url: "http://localhost:9/", name: "x".repeat(100) })).status,
    ).toBe(201);
    expectError(
      await tenant.live.post("/webhook-endpoints", undefined, {
        raw: "{nope",
        headers: { "content-type": "application/json" },
      }),
      400,
      "invalid_json",
    );
  });

  test("--dev allows plain http only to localhost, 127.0.0.1 and [::1]", async () => {
    for (const url of ["http://localhost:8000/x", "http://127.0.0.1/x", "http://[::1]:3000/x"])
      expect((await create(tenant, { url })).status).toBe(201);
    for (const url of [
      "http://192.168.1.10/x",
      "http://example.com/x",
      "ftp://localhost/x",
      "not a url",
      "http://127.0.0.2/x",
      "https://10.0.0.1/x",
      "https://169.254.169.254/latest",
    ])
      expect(expectError(await create(tenant, { url }), 400, "invalid_webhook_url").param).toBe(
        "url",
      );
  });
});

describe("URL policy outside --dev", () => {
  const refused = [
    "http://93.184.216.34/hook", // not https
    "http://localhost:8080/hook",
    "https://localhost/hook", // resolves to 127.0.0.1
    "https://127.0.0.1/hook",
    "https://127.8.9.10/hook",
    "https://10.1.2.3/hook",
    "https://172.16.5.4/hook",
    "https://192.168.0.1/hook",
    "https://169.254.169.254/latest/meta-data",
    "https://100.64.0.1/hook", // CGNAT
    "https://0.0.0.0/hook",
    "https://224.0.0.1/hook",
    "https://255.255.255.255/hook",
    "https://[::1]/hook",
    "https://[::]/hook",
    "https://[::ffff:127.0.0.1]/hook", // IPv4-mapped
    "https://[::ffff:a9fe:a9fe]/hook", // 169.254.169.254, mapped
    "https://[fe80::1]/hook",
    "https://[fc00::1]/hook",
    "https://[ff02::1]/hook",
    "https://2130706433/hook", // 127.0.0.1 as one number
    "https://0x7f.1/hook",
    "https://does-not-exist.invalid/hook",
  ];
  for (const url of refused)
    test(`refuses ${url}`, async () => {
      expect(expectError(await create(prodTenant, { url }), 400, "invalid_webhook_url").param).toBe(
        "url",
      );
    });

  test("accepts https to public addresses, and ranges listed in SITEVISIT_WEBHOOK_ALLOW_CIDRS", async () => {
    for (const url of [
      "https://93.184.216.34/hook",
      "https://[2606:4700::1111]/hook",
      "https://10.20.3.4:8443/hook",
      "https://[fd00:1::5]/hook",
    ])
      expect({ url, status: (await create(prodTenant, { url })).status }).toEqual({
        url,
        status: 201,
      });
    expectError(
      await create(prodTenant, { url: "https://10.21.0.1/hook" }),
      400,
      "invalid_webhook_url",
    );
  });

  test("PATCH applies the same rules", async () => {
    const e = (await create(prodTenant, { url: "https://93.184.216.34/hook" })).body;
    expectError(
      await prodTenant.live.patch(`/webhook-endpoints/${e.id}`, {
        url: "https://169.254.169.254/",
      }),
      400,
      "invalid_webhook_url",
    );
    expect((await prodTenant.live.get(`/webhook-endpoints/${e.id}`)).body.url).toBe(
      "https://93.184.216.34/hook",
    );
  });
});

describe("read, update, delete", () => {
  test("other accounts and the other dataset get 404", async () => {
    const e = (await create(tenant, { url: "http://localhost:9/" })).body;
    for (const c of [other.live, tenant.test]) {
      expectError(await c.get(`/webhook-endpoints/${e.id}`), 404, "resource_not_found");
      expectError(
        await c.patch(`/webhook-endpoints/${e.id}`, { disabled: true }),
        404,
        "resource_not_found",
      );
      expectError(await c.del(`/webhook-endpoints/${e.id}`), 404, "resource_not_found");
      expectError(await c.get(`/webhook-endpoints/${e.id}/deliveries`), 404, "resource_not_found");
      expect((await c.get("/webhook-endpoints")).body.data.map((x: any) => x.id)).not.toContain(
        e.id,
      );
    }
    expectError(await tenant.live.get("/webhook-endpoints/we_nope"), 404, "resource_not_found");
  });

  test("PATCH changes name, url, events and disabled; bad fields are 400", async () => {
    const e = (await create(tenant, { url: "http://localhost:9/" })).body;
    const res = await tenant.live.patch(`/webhook-endpoints/${e.id}`, {
      name: "New",
      url: "http://[::1]:7/x",
      events: ["site_visit.sent"],
      disabled: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: e.id,
      name: "New",
      url: "http://[::1]:7/x",
      events: ["site_visit.sent"],
      disabled: true,
      mode: "live",
    });
    expect(res.body.updatedAt >= e.updatedAt).toBe(true);
    const noop = await tenant.live.patch(`/webhook-endpoints/${e.id}`, {});
    expect(noop.body.updatedAt).toBe(res.body.updatedAt);
    expect(
      expectError(
        await tenant.live.patch(`/webhook-endpoints/${e.id}`, { events: ["x"] }),
        400,
        "validation_error",
      ).param,
    ).toBe("events[0]");
    expect(
      expectError(
        await tenant.live.patch(`/webhook-endpoints/${e.id}`, { mode: "test" }),
        400,
        "validation_error",
      ).param,
    ).toBe("mode");
    expect(
      expectError(
        await tenant.live.patch(`/webhook-endpoints/${e.id}`, { disabled: "yes" }),
        400,
        "validation_error",
      ).param,
    ).toBe("disabled");
    expect(
      expectError(
        await tenant.live.patch(`/webhook-endpoints/${e.id}`, { name: "" }),
        400,
        "validation_error",
      ).param,
    ).toBe("name");
    expectError(
      await tenant.live.patch(`/webhook-endpoints/${e.id}`, { url: "http://10.0.0.1/" }),
      400,
      "invalid_webhook_url",
    );
  });

  test("DELETE is 204 with an empty body, then 404", async () => {
    const e = (await create(tenant, { url: "http://localhost:9/" })).body;
    const res = await tenant.live.del(`/webhook-endpoints/${e.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expectError(await tenant.live.get(`/webhook-endpoints/${e.id}`), 404, "resource_not_found");
    expectError(await tenant.live.del(`/webhook-endpoints/${e.id}`), 404, "resource_not_found");
  });

  test("the OpenAPI document describes the webhook routes", async () => {
    const doc = await (await fetch(`${dev.api}/openapi.json`)).json();
    for (const p of [
      "/webhook-endpoints",
      "/webhook-endpoints/{id}",
      "/webhook-endpoints/{id}/deliveries",
      "/webhook-deliveries/{id}",
      "/webhook-deliveries/{id}/retry",
    ])
      expect(Object.keys(doc.paths)).toContain(p);
  });
});
