/**
 * Recurring problems (issue 20): an item the pipeline files that matches an open item, or one done in
 * the last 90 days, at the same property names the earlier visit and date in its description, and the
 * report page marks it "Recurring". The matching rule on its own, then end to end on the real server.
 */
import { describe, expect, test } from "bun:test";
import { sameProblem, withRecurrence, type EarlierItem } from "../src/pipeline/recurring";
import { useServerWithTenant, settledVisit } from "./helpers/fixtures";
import { openDb } from "./helpers/db";

describe("sameProblem", () => {
  test("same thing and problem, said in other words, at the same place", () => {
    expect(
      sameProblem(
        { title: "Kitchen tap dripping", location: "kitchen" },
        { title: "Mixer tap leaking", location: "the kitchen" },
      ),
    ).toBe(true);
    expect(
      sameProblem(
        { title: "Smoke alarm not working", location: null },
        { title: "Smoke alarm dead", location: "hallway" },
      ),
    ).toBe(true);
    expect(
      sameProblem(
        { title: "Black mould on the ceiling", location: "bathroom" },
        { title: "Black mould above the shower", location: "bathroom" },
      ),
    ).toBe(true);
  });

  test("another thing, another problem or another room is not the same", () => {
    expect(
      sameProblem(
        { title: "Tap dripping", location: "kitchen" },
        { title: "Toilet leaking", location: "kitchen" },
      ),
    ).toBe(false);
    expect(
      sameProblem(
        { title: "Tap dripping", location: "kitchen" },
        { title: "Tap loose", location: "kitchen" },
      ),
    ).toBe(false);
    expect(
      sameProblem(
        { title: "Tap dripping", location: "kitchen" },
        { title: "Tap dripping", location: "bathroom" },
      ),
    ).toBe(false);
    expect(
      sameProblem(
        { title: "Black mould", location: null },
        { title: "Black mould", location: null },
      ),
    ).toBe(false);
  });

  test("the note names the earlier visit and date, and leaves other descriptions alone", () => {
    const earlier: EarlierItem[] = [
      {
        id: "ai_1",
        title: "Tap leaking",
        location: "kitchen",
        status: "OPEN",
        visitTitle: "Spring check",
        visitDate: "2026-09-02T10:00:00.000Z",
      },
    ];
    expect(
      withRecurrence(
        {
          title: "Tap dripping",
          location: "kitchen",
          description: "Heard unclearly; watch 00:12.",
        },
        earlier,
      ),
    ).toBe(
      'Recurring: reported before at the visit "Spring check" on 2026-09-02 ("Tap leaking", still open).\nHeard unclearly; watch 00:12.',
    );
    expect(
      withRecurrence({ title: "Door stiff", location: "kitchen", description: null }, earlier),
    ).toBeNull();
  });
});

describe("recurring items end to end", () => {
  const env = useServerWithTenant();

  async function visitWith(propertyId: string, title: string, date: string, lines: string[]) {
    const v = await env.t.live.post("/site-visits", {
      property_id: propertyId,
      title,
      visit_date: date,
    });
    expect(v.status).toBe(201);
    const put = await env.t.live.request("PUT", `/site-visits/${v.body.id}/transcript`, {
      raw: lines.join("\n"),
      headers: { "content-type": "text/plain" },
    });
    expect(put.status).toBe(202);
    const done = await settledVisit(env.t.live, v.body.id);
    expect(done.status).toBe("READY");
    const items = (await env.t.live.get(`/action-items?site_visit_id=${v.body.id}`)).body
      .data as any[];
    return { visit: done, items };
  }

  test("a problem found again at the same property is marked, with the earlier visit and date; others are not", async () => {
    const home = (await env.t.live.post("/properties", { name: "4 Wren Court" })).body.id;
    const other = (await env.t.live.post("/properties", { name: "9 Heron Way" })).body.id;
    const first = await visitWith(home, "Spring check", "2026-09-02T10:00:00.000Z", [
      "Kitchen, the mixer tap is leaking at the base.",
      "Hallway, the smoke alarm is not working.",
      "Back bedroom, the window handle is loose.",
    ]);
    expect(first.items).toHaveLength(3);
    // Only what a person confirmed counts as found before (docs/configuration.md, "Recurring problems").
    for (const i of first.items)
      expect((await env.t.live.post(`/action-items/${i.id}/confirm`)).status).toBe(200);
    // The smoke alarm was fixed 120 days ago: too long ago to count; the handle was fixed last week.
    const db = openDb(env.server.dataDir, false);
    const done = (title: RegExp, daysAgo: number) => {
      const id = first.items.find((i) => title.test(i.title))!.id;
      db.query("UPDATE action_items SET status = 'DONE', completed_at = ? WHERE id = ?").run(
        new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
        id,
      );
    };
    done(/smoke alarm/i, 120);
    done(/handle/i, 7);
    db.close();

    const second = await visitWith(home, "Autumn check", "2026-11-20T10:00:00.000Z", [
      "Kitchen, the mixer tap is dripping again.",
      "Hallway, the smoke alarm is not working.",
      "Back bedroom, the window handle is loose again.",
      "Bathroom, the extractor fan is noisy.",
    ]);
    const by = (re: RegExp) => second.items.find((i) => re.test(i.title))!;
    expect(by(/tap/i).description).toStartWith(
      'Recurring: reported before at the visit "Spring check" on 2026-09-02',
    );
    expect(by(/tap/i).description).toContain("still open");
    expect(by(/handle/i).description).toContain("marked done");
    expect(by(/smoke alarm/i).description ?? "").not.toContain("Recurring");
    expect(by(/fan/i).description ?? "").not.toContain("Recurring");

    // The same problem at another property is not a recurrence.
    const elsewhere = await visitWith(other, "First look", "2026-11-21T10:00:00.000Z", [
      "Kitchen, the mixer tap is leaking.",
    ]);
    expect(elsewhere.items[0].description ?? "").not.toContain("Recurring");

    // The report page marks the recurring items, and only those (once a person confirmed them:
    // the pipeline's items are suggested until then, and the report shows confirmed items only).
    for (const i of second.items)
      expect((await env.t.live.post(`/action-items/${i.id}/confirm`)).status).toBe(200);
    const page = await (await fetch(second.visit.publicReportUrl)).text();
    expect(page.match(/class="recurring">Recurring</g)?.length).toBe(2);
    const first3 = await (await fetch(first.visit.publicReportUrl)).text();
    expect(first3).not.toContain('class="recurring"');
  });

  test("an item created through the API is marked like the pipeline's, within the description limit", async () => {
    const api = env.t.live;
    const home = (await api.post("/properties", { name: "2 Linnet Row" })).body.id;
    const visit = async (title: string, date: string) =>
      (await api.post("/site-visits", { property_id: home, title, visit_date: date })).body.id;
    const spring = await visit("Spring check", "2026-09-02T10:00:00.000Z");
    const first = await api.post("/action-items", {
      site_visit_id: spring,
      title: "Kitchen tap leaking",
      location: "kitchen",
    });
    expect(first.status).toBe(201);
    // The item's own visit never counts as "before".
    expect(first.body.description).toBeNull();
    const autumn = await visit("Autumn check", "2026-11-20T10:00:00.000Z");
    const create = (title: string, description?: string) =>
      api.post("/action-items", { site_visit_id: autumn, title, location: "kitchen", description });
    const again = await create("Mixer tap dripping", "Worse than before.");
    expect(again.status).toBe(201);
    expect(again.body.description).toBe(
      'Recurring: reported before at the visit "Spring check" on 2026-09-02 ("Kitchen tap leaking", still open).\nWorse than before.',
    );
    expect((await create("Oven door loose")).body.description).toBeNull();
    const long = await create("Tap dripping", "d".repeat(5000));
    expect(long.body.description).toBe("d".repeat(5000));
  });
});
