import { describe, expect, test } from "bun:test";
import { createTenant, useServerWithTenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { count, openDb } from "./helpers/db";

const env = useServerWithTenant();

const propertiesNamed = (name: string) =>
  count(env.server.dataDir, "SELECT COUNT(*) AS n FROM properties WHERE name = ?", name);

describe("Idempotency-Key", () => {
  test("same key and body: the original response is replayed, nothing is created twice", async () => {
    const first = await env.t.live.post(
      "/properties",
      { name: "Idem A" },
      { idempotencyKey: "create-a" },
    );
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await env.t.live.post(
      "/properties",
      { name: "Idem A" },
      { idempotencyKey: "create-a" },
    );
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("request-id")).not.toBe(first.headers.get("request-id"));
    expect(propertiesNamed("Idem A")).toBe(1);
  });

  test("key order in the body does not change the fingerprint", async () => {
    const a = await env.t.live.post(
      "/properties",
      { name: "Idem B", address: "1 Road" },
      { idempotencyKey: "order" },
    );
    const b = await env.t.live.request("POST", "/properties", {
      raw: '{"address":"1 Road","name":"Idem B"}',
      headers: { "content-type": "application/json" },
      idempotencyKey: "order",
    });
    expect(b.headers.get("idempotent-replayed")).toBe("true");
    expect(b.body.id).toBe(a.body.id);
  });

  test("same key with another body is 422 idempotency_key_in_use", async () => {
    await env.t.live.post("/properties", { name: "Idem C" }, { idempotencyKey: "reuse" });
    expectError(
      await env.t.live.post("/properties", { name: "Idem C2" }, { idempotencyKey: "reuse" }),
      422,
      "idempotency_key_in_use",
    );
    // ...and on another path with the same key too
    expectError(
      await env.t.live.patch(`/properties/prop_x`, { name: "Idem C" }, { idempotencyKey: "reuse" }),
      422,
      "idempotency_key_in_use",
    );
    expect(propertiesNamed("Idem C2")).toBe(0);
  });

  test("keys are scoped to account and dataset", async () => {
    const live = await env.t.live.post(
      "/properties",
      { name: "Idem D" },
      { idempotencyKey: "scoped" },
    );
    const testMode = await env.t.test.post(
      "/properties",
      { name: "Idem D" },
      { idempotencyKey: "scoped" },
    );
    const other = await createTenant(env.server, "Other");
    const otherRes = await other.live.post(
      "/properties",
      { name: "Idem D" },
      { idempotencyKey: "scoped" },
    );
    expect(new Set([live.body.id, testMode.body.id, otherRes.body.id]).size).toBe(3);
    expect(testMode.headers.get("idempotent-replayed")).toBeNull();
  });

  test("key length: 255 printable characters accepted, 256 or control characters refused", async () => {
    expect(
      (
        await env.t.live.post(
          "/properties",
          { name: "Idem E" },
          { idempotencyKey: "k".repeat(255) },
        )
      ).status,
    ).toBe(201);
    const e = expectError(
      await env.t.live.post("/properties", { name: "Idem E" }, { idempotencyKey: "k".repeat(256) }),
      400,
      "validation_error",
    );
    expect(e.param).toBe("Idempotency-Key");
    expectError(
      await env.t.live.post("/properties", { name: "Idem E" }, { idempotencyKey: "" }),
      400,
      "validation_error",
    );
    expectError(
      await env.t.live.post("/properties", { name: "Idem E" }, { idempotencyKey: "tab\there" }),
      400,
      "validation_error",
    );
    expect(propertiesNamed("Idem E")).toBe(1);
  });

  test("4xx responses are stored and replayed too", async () => {
    const first = await env.t.live.post(
      "/properties",
      { name: "" },
      { idempotencyKey: "bad-body" },
    );
    expectError(first, 400, "validation_error");
    const again = await env.t.live.post(
      "/properties",
      { name: "" },
      { idempotencyKey: "bad-body" },
    );
    expect(again.status).toBe(400);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.error.request_id).toBe(first.body.error.request_id);
  });

  test("PATCH and DELETE replay as well", async () => {
    const p = await env.t.live.post("/properties", { name: "Idem F" });
    const patch1 = await env.t.live.patch(
      `/properties/${p.body.id}`,
      { name: "Idem F2" },
      { idempotencyKey: "patch-f" },
    );
    const patch2 = await env.t.live.patch(
      `/properties/${p.body.id}`,
      { name: "Idem F2" },
      { idempotencyKey: "patch-f" },
    );
    expect(patch2.body).toEqual(patch1.body);
    const del1 = await env.t.live.del(`/properties/${p.body.id}`, { idempotencyKey: "del-f" });
    const del2 = await env.t.live.del(`/properties/${p.body.id}`, { idempotencyKey: "del-f" });
    expect([del1.status, del2.status]).toEqual([204, 204]);
    expect(del2.headers.get("idempotent-replayed")).toBe("true");
    expect(del2.text).toBe("");
    const events = count(
      env.server.dataDir,
      "SELECT COUNT(*) AS n FROM events WHERE type = 'property.deleted' AND json_extract(data, '$.property_id') = ?",
      p.body.id,
    );
    expect(events).toBe(1);
  });

  test("identical requests sent at once: exactly one executes", async () => {
    for (let round = 0; round < 5; round++) {
      const name = `Concurrent ${round}`;
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          env.t.live.post("/properties", { name }, { idempotencyKey: `race-${round}` }),
        ),
      );
      expect(propertiesNamed(name)).toBe(1);
      const ids = new Set<string>();
      for (const r of results) {
        if (r.status === 409) expectError(r, 409, "idempotency_request_in_progress");
        else {
          expect(r.status).toBe(201);
          ids.add(r.body.id);
        }
      }
      expect(ids.size).toBe(1);
    }
  });

  test("a key whose stored response has expired (over 24 h) is free again", async () => {
    const first = await env.t.live.post(
      "/properties",
      { name: "Idem G" },
      { idempotencyKey: "expired" },
    );
    const db = openDb(env.server.dataDir, false);
    db.query("UPDATE idempotency_keys SET created_at = ? WHERE key = 'expired'").run(
      new Date(Date.now() - 25 * 3600_000).toISOString(),
    );
    db.close();
    const second = await env.t.live.post(
      "/properties",
      { name: "Idem G" },
      { idempotencyKey: "expired" },
    );
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.id).not.toBe(first.body.id);
  });
});
