import { describe, expect, test } from "bun:test";
import { createTenant, useServerWithTenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { openDb } from "./helpers/db";

const env = useServerWithTenant();

function eventsFor(type: string, id: string) {
  const db = openDb(env.server.dataDir);
  try {
    return (
      db.query("SELECT * FROM events WHERE type = ? ORDER BY created_at, rowid").all(type) as any[]
    )
      .map((e) => ({ ...e, data: JSON.parse(e.data) }))
      .filter((e) => (e.data.property?.id ?? e.data.property_id) === id);
  } finally {
    db.close();
  }
}

describe("create", () => {
  test("201 with every field, optional ones null when unset", async () => {
    const res = await env.t.live.post("/properties", { name: "12 Mill Lane" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^prop_[0-9a-z]+$/),
      name: "12 Mill Lane",
      isSample: false,
      isTest: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: res.body.createdAt,
      visitCount: 0,
      openItemCount: 0,
      address: null,
      notes: null,
      iconEmoji: null,
      coverImageUrl: null,
      inspectionIntervalMonths: null,
      nextInspectionDue: null,
    });
    const [evt] = eventsFor("property.created", res.body.id);
    expect(evt.data).toEqual({ property: res.body });
    expect(evt.id).toMatch(/^evt_/);
  });

  test("bounds at and past their edge", async () => {
    const ok = await env.t.live.post("/properties", {
      name: "n".repeat(200),
      address: "a".repeat(500),
      notes: "x".repeat(5000),
      icon_emoji: "🏠".repeat(8),
      cover_image_url: "https://example.com/" + "p".repeat(1980),
    });
    expect(ok.status).toBe(201);
    for (const [field, value] of [
      ["name", ""],
      ["name", "n".repeat(201)],
      ["address", "a".repeat(501)],
      ["notes", "x".repeat(5001)],
      ["icon_emoji", "e".repeat(17)],
      ["cover_image_url", "https://example.com/" + "p".repeat(1981)],
      ["cover_image_url", "ftp://example.com/a.png"],
      ["cover_image_url", "not a url"],
      ["name", 42],
      ["address", null],
    ] as const) {
      const body: Record<string, unknown> = { name: "ok", [field]: value };
      const e = expectError(await env.t.live.post("/properties", body), 400, "validation_error");
      expect(e.param).toBe(field);
    }
    const e = expectError(await env.t.live.post("/properties", {}), 400, "validation_error");
    expect(e.param).toBe("name");
  });
});

describe("get, patch, delete", () => {
  test("patch changes only what it names, emits property.updated with the full record, a no-op emits nothing", async () => {
    const p = (
      await env.t.live.post("/properties", { name: "Patch Me", address: "1 Road", notes: "n" })
    ).body;
    await Bun.sleep(5);
    const res = await env.t.live.patch(`/properties/${p.id}`, { name: "Patched", notes: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Patched", address: "1 Road", notes: null });
    expect(res.body.updatedAt > p.updatedAt).toBe(true);
    expect((await env.t.live.get(`/properties/${p.id}`)).body).toEqual(res.body);
    const updates = eventsFor("property.updated", p.id);
    expect(updates).toHaveLength(1);
    expect(updates[0].data).toEqual({ property: res.body });

    const noop = await env.t.live.patch(`/properties/${p.id}`, {
      name: "Patched",
      address: "1 Road",
    });
    expect(noop.body.updatedAt).toBe(res.body.updatedAt);
    expect(eventsFor("property.updated", p.id)).toHaveLength(1);
  });

  test("patch refuses null for name, unknown fields and bad types", async () => {
    const p = (await env.t.live.post("/properties", { name: "Strict" })).body;
    for (const body of [{ name: null }, { name: "" }, { isSample: true }, { icon_emoji: 5 }])
      expectError(await env.t.live.patch(`/properties/${p.id}`, body), 400, "validation_error");
    expect((await env.t.live.get(`/properties/${p.id}`)).body.name).toBe("Strict");
  });

  test("bad ids are 404", async () => {
    for (const id of ["prop_doesnotexist", "nothing", "sv_123", "x".repeat(64)]) {
      expectError(await env.t.live.get(`/properties/${id}`), 404, "resource_not_found");
      expectError(await env.t.live.del(`/properties/${id}`), 404, "resource_not_found");
    }
    expectError(await env.t.live.get(`/properties/${"x".repeat(65)}`), 400, "validation_error");
  });

  test("delete is permanent, cascades, and emits property.deleted with only the id", async () => {
    const p = (await env.t.live.post("/properties", { name: "Doomed" })).body;
    const res = await env.t.live.del(`/properties/${p.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expectError(await env.t.live.get(`/properties/${p.id}`), 404, "resource_not_found");
    expectError(await env.t.live.del(`/properties/${p.id}`), 404, "resource_not_found");
    const [evt] = eventsFor("property.deleted", p.id);
    expect(evt.data).toEqual({ property_id: p.id });
  });
});

describe("list and pagination", () => {
  test("exclude_sample hides the tutorial property", async () => {
    const all = await env.t.test.all("/properties");
    expect(all.filter((p: any) => p.isSample)).toHaveLength(1);
    const without = await env.t.test.all("/properties?exclude_sample=true");
    expect(without.filter((p: any) => p.isSample)).toHaveLength(0);
    expect(without.length).toBe(all.length - 1);
    expect((await env.t.test.get("/properties?exclude_sample=false")).body.data.length).toBe(
      Math.min(all.length, 25),
    );
    // a query boolean is exactly true or false
    for (const q of [
      "exclude_sample=1",
      "exclude_sample=TRUE",
      "exclude_sample=",
      "exclude_sample=yes",
    ]) {
      const e = expectError(await env.t.test.get(`/properties?${q}`), 400, "validation_error");
      expect(e.param).toBe("exclude_sample");
      expect(e.message).toBe("'exclude_sample' must be true or false.");
    }
  });

  test("pages walk every item exactly once, most recent first", async () => {
    const fresh = await createTenant(env.server, "Pager");
    const created: string[] = [];
    for (let i = 0; i < 23; i++)
      created.push((await fresh.live.post("/properties", { name: `P${i}` })).body.id);
    const seen: any[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: any = await fresh.live.get(
        `/properties?exclude_sample=true&limit=5${cursor ? `&starting_after=${cursor}` : ""}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.data);
      cursor = res.body.next_cursor;
      expect(res.body.has_more).toBe(cursor !== null);
      if (cursor) expect(cursor).toBe(res.body.data.at(-1).id);
      pages++;
    } while (cursor);
    expect(pages).toBe(5);
    // every item exactly once (creation-order comparison would be flaky: ties within a millisecond
    // are ordered by id)
    expect(seen).toHaveLength(created.length);
    expect(new Set(seen.map((p) => p.id))).toEqual(new Set(created));
    const sorted = [...seen].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    );
    expect(seen).toEqual(sorted);
  });

  test("default page size is 25; limit bounds and bad cursors are refused", async () => {
    const fresh = await createTenant(env.server, "Pager2");
    for (let i = 0; i < 30; i++) await fresh.live.post("/properties", { name: `Q${i}` });
    const page = await fresh.live.get("/properties");
    expect(page.body.data).toHaveLength(25);
    expect(page.body.has_more).toBe(true);
    expect((await fresh.live.get("/properties?limit=100")).body.data).toHaveLength(31);
    expect((await fresh.live.get("/properties?limit=1")).body.data).toHaveLength(1);
    // A query integer is decimal digits: JavaScript's other spellings of a number are refused too.
    for (const q of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "limit=2.5",
      "limit=-1",
      "limit=",
      "limit=0x10",
      "limit=1e1",
      "limit=%2010",
      "limit=10%20",
      "limit=+10",
      "limit=10.0",
      "limit=0b11",
      "limit=99999999999999999999",
    ]) {
      const e = expectError(await fresh.live.get(`/properties?${q}`), 400, "validation_error");
      expect(e.param).toBe("limit");
      expect(e.message).toBe("'limit' must be an integer between 1 and 100.");
    }
    expect((await fresh.live.get("/properties?limit=007")).body.data).toHaveLength(7);
    // the same rule on every list (they share one query schema)
    for (const list of ["/site-visits", "/action-items", "/events"]) {
      expect((await fresh.live.get(`${list}?limit=3`)).status).toBe(200);
      const e = expectError(await fresh.live.get(`${list}?limit=0x3`), 400, "validation_error");
      expect(e.param).toBe("limit");
    }
    expectError(
      await fresh.live.get("/properties?starting_after=prop_unknown"),
      400,
      "invalid_cursor",
    );
    // a cursor from another dataset or account names no item of this list
    const otherId = (await env.t.live.post("/properties", { name: "Elsewhere" })).body.id;
    expectError(
      await fresh.live.get(`/properties?starting_after=${otherId}`),
      400,
      "invalid_cursor",
    );
    expectError(
      await fresh.test.get(`/properties?starting_after=${page.body.data[0].id}`),
      400,
      "invalid_cursor",
    );
    expectError(await fresh.live.get("/properties?sort=name"), 400, "validation_error");
  });
});
