// The report email and the public report page of a large visit are read and rendered off the event
// loop, in a reader thread (src/db/reader.ts; src/mail/render-work.ts, src/pages/report-task.ts):
// while the dashboard's preview of a 1,000-item visit's email is being made, or its report page
// loaded again and again, /healthz keeps answering. No timing threshold: the longest gap between
// two health answers is compared with the request's own duration in the same run. Read and rendered
// on the loop, the gap was most of the request (one synchronous call); off it, a small part of it.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { signedIn, type Browser } from "./helpers/dashboard";
import { openDb } from "./helpers/db";

let server: TestServer;
let tenant: Tenant;
let b: Browser;
let visitId = "";
let reportPath = "";
const ITEMS = 1000;

beforeAll(async () => {
  // The built binary: the worker must be one of its entry points (scripts/build.ts).
  server = await startServer({ binary: true });
  tenant = await createTenant(server);
  b = (await signedIn(server, tenant.accountId, "ana@harbour.test", "Ana Costa")).b;
  const property = (await tenant.live.post("/properties", { name: "Big House" })).body.id;
  visitId = (await tenant.live.post("/site-visits", { property_id: property, title: "Big visit" }))
    .body.id;
  const first = (
    await tenant.live.post("/action-items", { site_visit_id: visitId, title: "Item 1" })
  ).body.id;
  // The visit's limit of items, each with a long description and what was said: the largest
  // email a visit can make.
  const db = openDb(server.dataDir, false);
  try {
    db.run(
      `WITH RECURSIVE seq(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
       INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, description,
         location, priority, status, assignee, transcript_quote, review_state, "order", created_at, updated_at)
       SELECT 'ai_big' || i, account_id, is_test, site_visit_id, property_id, 'Item ' || i,
         replace(printf('%.500c', 'x'), 'x', 'The tap drips. '), 'Kitchen',
         CASE i % 3 WHEN 0 THEN 'HIGH' WHEN 1 THEN 'MEDIUM' ELSE 'LOW' END, 'OPEN', 'Sam',
         'the tap under the sink is leaking', 'confirmed', i, created_at, updated_at
       FROM action_items, seq WHERE id = ?`,
      [ITEMS, first],
    );
    db.run("UPDATE site_visits SET include_quotes = 1 WHERE id = ?", [visitId]);
  } finally {
    db.close();
  }
  reportPath = new URL((await tenant.live.get(`/site-visits/${visitId}`)).body.publicReportUrl)
    .pathname;
});
afterAll(() => server?.stop());

/** /healthz one after another until `until` settles: the answers' times. */
async function healthWhile(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  until.finally(() => (done = true));
  const at: number[] = [];
  while (!done) {
    const res = await fetch(`${server.url}/healthz`);
    await res.arrayBuffer();
    at.push(performance.now());
  }
  return at;
}

test("/healthz answers all through the render of a 1,000-item visit's email", async () => {
  const path = `/dashboard/visits/${visitId}/email-preview?message=${encodeURIComponent("Hello")}`;
  // Once before: the first request of a kind compiles and warms what it runs.
  expect((await b.get(path)).status).toBe(200);
  const t0 = performance.now();
  const preview = b.get(path);
  const answers = await healthWhile(preview);
  const res = await preview;
  const took = performance.now() - t0;
  expect(res.status).toBe(200);
  expect(res.text).toContain(`Item ${ITEMS}<`);
  expectLoopFree(t0, answers, took);
});

/** Health answered many times while the request ran, and never waited for most of it. */
function expectLoopFree(t0: number, answers: number[], took: number) {
  const times = [t0, ...answers];
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  const longest = Math.max(...gaps);
  expect(answers.length).toBeGreaterThan(5);
  expect({ longest: Math.round(longest), took: Math.round(took), ok: longest < took / 2 }).toEqual({
    longest: Math.round(longest),
    took: Math.round(took),
    ok: true,
  });
}

test("/healthz answers all through loads of a 1,000-item visit's report page", async () => {
  // The visit's items sorted by urgency for every page: its last page, whose items are LOW.
  const path = `${reportPath}?page=10`;
  const load = async () => {
    const res = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip" } });
    return { status: res.status, bytes: await res.arrayBuffer() };
  };
  expect((await load()).status).toBe(200);
  // One load alone: what the server takes for it.
  const one: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await load();
    one.push(performance.now() - t);
  }
  const took = one.sort((a, b) => a - b)[2]!;
  // Read on the loop, each load held it for most of its time: ten gaps of about a load in every
  // round. Off it, a gap that long is the shared machine's scheduling, not the page: at most two. A
  // machine busy with other work can give any one round more, so the best of three rounds counts
  // (the page on the loop fails all three).
  const rounds: { long: number[]; answers: number }[] = [];
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    const loads = (async () => {
      const out = [];
      for (let i = 0; i < 10; i++) out.push(await load());
      return out;
    })();
    const answers = await healthWhile(loads);
    const pages = await loads;
    expect(pages.map((p) => p.status)).toEqual(Array(10).fill(200));
    expect(new TextDecoder().decode(pages[0]!.bytes)).toContain(
      "Items 901–1000 of 1,000 (page 10 of 10)",
    );
    const times = [t0, ...answers];
    const long = times
      .slice(1)
      .map((t, i) => Math.round(t - times[i]!))
      .filter((gap) => gap > took / 2);
    rounds.push({ long, answers: answers.length });
    if (answers.length > 20 && long.length <= 2) break;
  }
  const best = rounds.find((r) => r.answers > 20 && r.long.length <= 2);
  expect({ took: Math.round(took), rounds, ok: best !== undefined }).toEqual({
    took: Math.round(took),
    rounds,
    ok: true,
  });
});
