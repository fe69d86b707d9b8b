// No page without a bound (issue 27): a visit holds at most 1,000 items (API, dashboard, pipeline
// alike), an item at most 50 photos, the public report pages its items 100 at a time, and under a
// burst of page loads the server refuses what it cannot render soon (503 + Retry-After) while
// /healthz keeps answering. Real server, real SQLite file.
import { describe, expect, test } from "bun:test";
import { useServerWithTenant, draftVisit, settledVisit } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { openDb } from "./helpers/db";
import { makeImage } from "./helpers/images";
import { signedIn } from "./helpers/dashboard";
import { fillVisitItems } from "../bench/lib/seed";

const LIMIT = 1000;
// A small page queue so that a burst of a few hundred loads overflows it on any machine; the burst
// comes from one client, whose own page rate (SITEVISIT_PAGE_CLIENT_RATE) is lifted here so that
// what it meets is the queue (test/page-lanes.test.ts covers the rate).
const env = useServerWithTenant({
  env: {
    SITEVISIT_PAGE_QUEUE: "8",
    SITEVISIT_TRANSCRIBER: "none",
    SITEVISIT_PAGE_CLIENT_RATE: "0",
  },
});

/** A visit of `n` items: one through the API, the rest copies of it written straight to SQLite. */
async function visitWith(n: number) {
  const visitId = await draftVisit(env.t.live, `Visit of ${n}`);
  const first = await env.t.live.post("/action-items", {
    site_visit_id: visitId,
    title: "Item 1",
    priority: "LOW",
  });
  expect(first.status).toBe(201);
  const db = openDb(env.server.dataDir, false);
  try {
    fillVisitItems(db, visitId, first.body.id, n);
  } finally {
    db.close();
  }
  const visit = (await env.t.live.get(`/site-visits/${visitId}`)).body;
  expect(visit.actionItemCount).toBe(n);
  return { visitId, reportUrl: visit.publicReportUrl as string };
}

const itemsOn = (html: string) => [...html.matchAll(/<h3>(Item \d+)/g)].map((m) => m[1]!);

describe("items per visit", () => {
  test("the 1,001st item is 422 visit_item_limit_reached, from the API and from the dashboard's form", async () => {
    const { visitId } = await visitWith(LIMIT);
    const r = await env.t.live.post("/action-items", { site_visit_id: visitId, title: "One more" });
    const e = expectError(r, 422, "visit_item_limit_reached");
    expect(e.limit).toBe(LIMIT);
    const { b } = await signedIn(env.server, env.t.accountId, "limit@example.com");
    const form = await b.post(`/dashboard/visits/${visitId}/items`, {
      _csrf: await b.csrf(),
      title: "One more from the page",
    });
    expect(form.status).toBe(422);
    // Said in the API's words, not the operator's: no setting is named to the account's people.
    expect(form.text).toContain("the most one visit may hold on this server");
    expect(form.text).not.toContain("SITEVISIT_");
    expect(e.message).not.toContain("SITEVISIT_");
    expect((await env.t.live.get(`/site-visits/${visitId}`)).body.actionItemCount).toBe(LIMIT);
  });

  test("the pipeline adds only the findings that still fit", async () => {
    const transcribe = async (visitId: string) => {
      const put = await env.t.live.request("PUT", `/site-visits/${visitId}/transcript`, {
        raw: [
          "In the kitchen the tap under the sink is leaking badly.",
          "The extractor fan in the bathroom is broken.",
          "There is black mould on the bedroom ceiling.",
        ].join("\n"),
        headers: { "content-type": "text/plain" },
      });
      expect(put.status).toBeLessThan(300);
      const done = await settledVisit(env.t.live, visitId);
      expect(done.status).toBe("READY");
      return done.actionItemCount as number;
    };
    // The same transcript on an empty visit makes more than one item...
    expect(await transcribe(await draftVisit(env.t.live))).toBeGreaterThan(1);
    // ...and on a visit one short of the limit, just the one that fits.
    expect(await transcribe((await visitWith(LIMIT - 1)).visitId)).toBe(LIMIT);
  }, 90_000);
});

describe("photos per item", () => {
  test("the 51st evidence photo is 422 item_photo_limit_reached", async () => {
    const visitId = await draftVisit(env.t.live);
    const item = (await env.t.live.post("/action-items", { site_visit_id: visitId, title: "Wall" }))
      .body;
    const jpeg = await makeImage("jpg", "32x24");
    const send = () =>
      env.t.live.request("POST", `/action-items/${item.id}/evidence`, {
        raw: jpeg,
        headers: { "content-type": "image/jpeg" },
      });
    for (let i = 0; i < 50; i++) expect((await send()).status).toBe(201);
    expectError(await send(), 422, "item_photo_limit_reached");
    expect((await env.t.live.get(`/action-items/${item.id}`)).body.evidenceImageUrls).toHaveLength(
      50,
    );
  }, 120_000);
});

describe("capture links on the photos page", () => {
  test("the page draws the 10 newest live links and says that older ones exist", async () => {
    const visitId = await draftVisit(env.t.live);
    const item = (await env.t.live.post("/action-items", { site_visit_id: visitId, title: "Door" }))
      .body;
    for (let i = 0; i < 12; i++)
      expect((await env.t.live.post("/capture-tokens", { target_id: item.id })).status).toBe(201);
    const { b } = await signedIn(env.server, env.t.accountId, "links@example.com");
    const page = await b.get(`/dashboard/action-items/${item.id}/photos`);
    expect(page.status).toBe(200);
    expect(page.text.match(/data-capture-link=/g)).toHaveLength(10);
    expect(page.text).toContain("Only the 10 newest live links are shown");
  });
});

describe("the public report at the item limit", () => {
  test("pages of 100 items, most urgent first, every item on exactly one page; the counts are of the whole visit", async () => {
    const { reportUrl } = await visitWith(LIMIT);
    const seen: string[] = [];
    let firstPage = "";
    for (let page = 1; page <= 10; page++) {
      const res = await fetch(`${reportUrl}?page=${page}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      if (page === 1) firstPage = html;
      // Bounded whatever the visit holds: a tenth of the items, well under a megabyte.
      expect(html.length).toBeLessThan(1024 * 1024);
      expect(itemsOn(html)).toHaveLength(100);
      seen.push(...itemsOn(html));
      expect(html.includes('rel="next"')).toBe(page < 10);
      expect(html.includes('rel="prev"')).toBe(page > 1);
    }
    expect(new Set(seen).size).toBe(LIMIT);
    expect(firstPage).toContain("1,000 action items");
    expect(firstPage).toContain("Items 1–100 of 1,000");
    // The first page holds the most urgent: all of it HIGH (333 of them).
    expect(firstPage).toContain('<h2 class="HIGH">High priority <span class="badge">333</span>');
    expect(firstPage).not.toContain('<h2 class="LOW">');
    // Past the end: the last page; nonsense: the first.
    expect(itemsOn(await (await fetch(`${reportUrl}?page=999`)).text())).toEqual(seen.slice(900));
    expect(itemsOn(await (await fetch(`${reportUrl}?page=x`)).text())).toEqual(seen.slice(0, 100));
  });
});

describe("a burst of page loads", () => {
  test("what cannot be rendered soon is refused with 503 and Retry-After; /healthz answers meanwhile", async () => {
    const { reportUrl } = await visitWith(300);
    const burst = Array.from({ length: 300 }, () =>
      fetch(reportUrl).then(async (r) => ({
        status: r.status,
        retryAfter: r.headers.get("retry-after"),
        type: r.headers.get("content-type"),
        body: await r.text(),
      })),
    );
    const health = await fetch(`${env.server.url}/healthz`);
    const results = await Promise.all(burst);
    expect(health.status).toBe(200);
    const refused = results.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(results.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    for (const r of refused) {
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(r.type).toStartWith("text/html");
      expect(r.body).toContain("Try again");
    }
    // Once the burst is over, the page is served again.
    expect((await fetch(reportUrl)).status).toBe(200);
  });
});
