// The sample data a new account gets (a property, its visit, its items) is marked `isSample` on
// each record and left out of every list that can hold it with `exclude_sample=true`
// (docs/api-objects.md, Naming). Through the built binary.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let t: Tenant;
beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server, "Samples", { plan: "unlimited" });
  const p = (await t.live.post("/properties", { name: "Real" })).body;
  const v = (await t.live.post("/site-visits", { property_id: p.id, title: "Real visit" })).body;
  await t.live.post("/action-items", { site_visit_id: v.id, title: "Real item" });
});
afterAll(() => server?.stop());

test("visits and items carry isSample; exclude_sample=true leaves the sample's out of their lists", async () => {
  for (const list of ["/properties", "/site-visits", "/action-items"]) {
    const all = (await t.live.get(`${list}?limit=100`)).body.data as any[];
    expect({ list, sample: all.some((r) => r.isSample) }).toEqual({ list, sample: true });
    expect({ list, real: all.some((r) => r.isSample === false) }).toEqual({ list, real: true });
    const real = await t.live.get(`${list}?limit=100&exclude_sample=true`);
    expect(real.status).toBe(200);
    expect({ list, sample: real.body.data.some((r: any) => r.isSample) }).toEqual({
      list,
      sample: false,
    });
    expect(real.body.data.length).toBe(all.filter((r) => !r.isSample).length);
    const bad = await t.live.get(`${list}?exclude_sample=yes`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("exclude_sample");
  }
  const open = await t.live.get("/action-items?status=OPEN&exclude_sample=true");
  expect(open.body.data.map((i: any) => i.title)).toEqual(["Real item"]);
});
