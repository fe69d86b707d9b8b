// The reason for an item's priority through the API (docs/api.md, Action items, "Priority reason"):
// the pipeline's items carry the extractor's reason, items made by hand have none, and a PATCH that
// changes the priority replaces the reason. Real built server, real SQLite file.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, draftVisit, settledVisit, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";

let server: TestServer;
let t: Tenant;

beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server);
});
afterAll(() => server?.stop());

async function itemsFrom(...lines: string[]) {
  const id = await draftVisit(t.live);
  const put = await t.live.request("PUT", `/site-visits/${id}/transcript`, {
    raw: lines.join("\n"),
    headers: { "content-type": "text/plain" },
  });
  expect(put.status).toBe(202);
  expect((await settledVisit(t.live, id, 120_000, 100)).status).toBe("READY");
  return (await t.live.all(`/action-items?site_visit_id=${id}`)).sort(
    (a: any, b: any) => a.order - b.order,
  );
}

describe("priorityReason", () => {
  test("the pipeline's items carry the policy's reason; a PATCH of the priority replaces it", async () => {
    const items = await itemsFrom(
      "The side door into the garage won't lock, the key just turns and turns.",
      "Scuff marks all along the hallway wall.",
    );
    expect(items.map((i: any) => [i.priority, i.priorityReason])).toEqual([
      ["HIGH", "HIGH: not secure"],
      ["LOW", "LOW: cosmetic"],
    ]);
    const [door, scuffs] = items;

    // The same priority sent again keeps the reason.
    const same = await t.live.patch(`/action-items/${door.id}`, { priority: "HIGH" });
    expect(same.status).toBe(200);
    expect(same.body.priorityReason).toBe("HIGH: not secure");

    // A new priority without a reason: the extractor's reason goes.
    const lowered = await t.live.patch(`/action-items/${door.id}`, { priority: "MEDIUM" });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ priority: "MEDIUM", priorityReason: null });

    // A new priority with a reason: that one.
    const raised = await t.live.patch(`/action-items/${scuffs.id}`, {
      priority: "HIGH",
      priority_reason: "HIGH: tenant moving out Friday",
    });
    expect(raised.body).toMatchObject({
      priority: "HIGH",
      priorityReason: "HIGH: tenant moving out Friday",
    });
    expect((await t.live.get(`/action-items/${scuffs.id}`)).body.priorityReason).toBe(
      "HIGH: tenant moving out Friday",
    );

    // The reason alone can be cleared.
    const cleared = await t.live.patch(`/action-items/${scuffs.id}`, { priority_reason: null });
    expect(cleared.body).toMatchObject({ priority: "HIGH", priorityReason: null });
  });

  test("an item made by hand has none; a bad reason is a 400 that changes nothing", async () => {
    const visit = await draftVisit(t.live);
    const made = await t.live.post("/action-items", {
      site_visit_id: visit,
      title: "Gate latch stiff",
      priority: "LOW",
    });
    expect(made.status).toBe(201);
    expect(made.body.priorityReason).toBeNull();
    for (const bad of [42, "x".repeat(201)])
      expectError(
        await t.live.patch(`/action-items/${made.body.id}`, {
          priority: "HIGH",
          priority_reason: bad,
        }),
        400,
        "validation_error",
      );
    expect((await t.live.get(`/action-items/${made.body.id}`)).body).toMatchObject({
      priority: "LOW",
      priorityReason: null,
    });
  });

  test("the OpenAPI document describes it", async () => {
    const doc = await (await fetch(`${server.api}/openapi.json`)).json();
    const item = doc.components.schemas.ActionItem;
    expect(item.required).toContain("priorityReason");
    expect(item.properties.priorityReason.description).toContain("PATCH");
  });
});
