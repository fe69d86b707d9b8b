/**
 * A summary the rules extractor wrote follows the visit's items (docs/dashboard.md: "A summary follows the items until someone writes it"): a person's
 * added, edited and deleted items change its counts and top findings, each time with one
 * `site_visit.updated`; a summary someone wrote (before processing, or by PATCH) is never touched.
 * On the real server with a real SQLite file, through the public API.
 */
import { describe, expect, test } from "bun:test";
import { composeSummary } from "../src/site-visits/summary-text";
import { settledVisit, useServerWithTenant } from "./helpers/fixtures";
import type { Client } from "./helpers/api";

describe("composeSummary", () => {
  const basis = { lead: "Walkthrough of 4 Wren Court", covered: " Areas covered: kitchen." };
  test("counts by priority and the top three, highest first and in order among equals", () => {
    expect(
      composeSummary(basis, [
        { title: "Door sticks", location: null, priority: "LOW" },
        { title: "Tap leaking", location: "kitchen", priority: "MEDIUM" },
        { title: "Smoke alarm dead", location: "hallway", priority: "HIGH" },
        { title: "Window loose", location: null, priority: "MEDIUM" },
      ]),
    ).toBe(
      "Walkthrough of 4 Wren Court: 4 findings (1 high, 2 medium and 1 low priority). Areas covered: kitchen. Top: smoke alarm dead (hallway), tap leaking (kitchen) and window loose.",
    );
  });
  test("no items: nothing needs action", () => {
    expect(composeSummary(basis, [])).toBe(
      "Walkthrough of 4 Wren Court: no issues found, nothing needs action. Areas covered: kitchen.",
    );
  });
});

describe("a visit's summary follows its items", () => {
  const env = useServerWithTenant();

  async function processed(api: Client, lines: string[], summary?: string) {
    const property = (await api.post("/properties", { name: "4 Wren Court" })).body.id;
    const v = await api.post("/site-visits", {
      property_id: property,
      title: "Autumn check",
      ...(summary ? { summary } : {}),
    });
    const put = await api.request("PUT", `/site-visits/${v.body.id}/transcript`, {
      raw: lines.join("\n"),
      headers: { "content-type": "text/plain" },
    });
    expect(put.status).toBe(202);
    const done = await settledVisit(api, v.body.id);
    expect(done.status).toBe("READY");
    return done;
  }

  const summaryOf = async (api: Client, id: string) =>
    (await api.get(`/site-visits/${id}`)).body.summary as string | null;
  const updates = async (api: Client, id: string) =>
    ((await api.get("/events?type=site_visit.updated&limit=100")).body.data as any[]).filter(
      (e) => e.data.site_visit.id === id,
    );

  test("added, edited and deleted items change the counts and top findings, with one event each", async () => {
    const api = env.t.live;
    const v = await processed(api, [
      "This is the autumn check at Wren Court.",
      "Kitchen: the mixer tap is leaking at the base.",
      "Bathroom: the extractor fan is broken.",
    ]);
    expect(v.summary).toContain(": 2 findings (2 medium priority).");
    expect(await updates(api, v.id)).toHaveLength(0);

    const added = await api.post("/action-items", {
      site_visit_id: v.id,
      title: "Smoke alarm missing",
      location: "hallway",
      priority: "HIGH",
    });
    expect(added.status).toBe(201);
    let summary = await summaryOf(api, v.id);
    expect(summary).toContain(": 3 findings (1 high and 2 medium priority).");
    expect(summary).toContain("Top: smoke alarm missing (hallway), ");
    let events = await updates(api, v.id);
    expect(events).toHaveLength(1);
    expect(events[0].data.site_visit.summary).toBe(summary);

    const items = (await api.get(`/action-items?site_visit_id=${v.id}`)).body.data as any[];
    const fan = items.find((i) => /fan/i.test(i.title))!;
    expect((await api.patch(`/action-items/${fan.id}`, { priority: "LOW" })).status).toBe(200);
    summary = await summaryOf(api, v.id);
    expect(summary).toContain("(1 high, 1 medium and 1 low priority)");

    // A change the summary does not read (status, assignee) leaves it and emits nothing for the visit.
    await api.patch(`/action-items/${fan.id}`, { assignee: "Dana", status: "IN_PROGRESS" });
    expect(await updates(api, v.id)).toHaveLength(2);

    expect((await api.del(`/action-items/${fan.id}`)).status).toBe(204);
    summary = await summaryOf(api, v.id);
    expect(summary).toContain(": 2 findings (1 high and 1 medium priority).");
    expect(summary).not.toContain("fan");
    events = await updates(api, v.id);
    expect(events).toHaveLength(3);

    // The visit's own count and the summary agree.
    const visit = (await api.get(`/site-visits/${v.id}`)).body;
    expect(visit.actionItemCount).toBe(2);
  });

  test("once someone writes the summary it is theirs, and item changes leave it alone", async () => {
    const api = env.t.live;
    const v = await processed(api, [
      "Walking round Wren Court today.",
      "Kitchen: the mixer tap is leaking at the base.",
    ]);
    const own = "Tap needs a plumber; otherwise fine.";
    expect((await api.patch(`/site-visits/${v.id}`, { summary: own })).status).toBe(200);
    await api.post("/action-items", { site_visit_id: v.id, title: "Gutter blocked" });
    expect(await summaryOf(api, v.id)).toBe(own);
    expect(await updates(api, v.id)).toHaveLength(1); // the PATCH's own
  });

  test("a summary given before processing is kept, and never follows the items", async () => {
    const api = env.t.live;
    const own = "Quarterly check, tenant present.";
    const v = await processed(api, ["Kitchen: the mixer tap is leaking at the base."], own);
    expect(v.summary).toBe(own);
    await api.post("/action-items", { site_visit_id: v.id, title: "Gutter blocked" });
    expect(await summaryOf(api, v.id)).toBe(own);
  });

  test("items filed before processing are counted in the extractor's summary", async () => {
    const api = env.t.live;
    const property = (await api.post("/properties", { name: "9 Heron Way" })).body.id;
    const v = (await api.post("/site-visits", { property_id: property, title: "Check" })).body;
    await api.post("/action-items", { site_visit_id: v.id, title: "Fence panel down" });
    await api.request("PUT", `/site-visits/${v.id}/transcript`, {
      raw: "Walking round Heron Way.\nKitchen: the mixer tap is leaking at the base.",
      headers: { "content-type": "text/plain" },
    });
    const done = await settledVisit(api, v.id);
    expect(done.summary).toContain(": 2 findings (2 medium priority).");
    expect(done.summary).toContain("fence panel down");
  });
});
