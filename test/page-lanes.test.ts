// Anonymous traffic cannot starve signed-in people (issue 46; docs/operating.md, Overload), against
// the built binary with the default gate (4 rendering, 64 waiting): beside a flood of made-up report
// and capture links from one client, and a crowd of twenty addresses loading a real report page,
// a signed-in user's dashboard pages keep answering 200. Unknown tokens never wait for a render
// (404 at once), and a client past its own page rate is answered 429 with Retry-After.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { signedIn } from "./helpers/dashboard";
import { requestFrom } from "./helpers/raw-http";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let t: Tenant;
beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server);
});
afterAll(() => server?.stop());

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const randomToken = () => Array.from(randomBytes(26), (b) => ALPHABET[b & 31]).join("");

/** Runs `worker` in `n` loops until `ms` have passed; the statuses they saw. */
async function flood(n: number, ms: number, worker: (i: number) => Promise<number>) {
  const until = Date.now() + ms;
  const seen = new Map<number, number>();
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      while (Date.now() < until) {
        const status = await worker(i).catch(() => 0);
        seen.set(status, (seen.get(status) ?? 0) + 1);
      }
    }),
  );
  return seen;
}

test("a flood of made-up links and a crowd on a report page beside a signed-in user: the user's pages answer 200", async () => {
  const { b } = await signedIn(server, t.accountId, "manager@example.com");
  const p = await t.live.post("/properties", { name: "12 Mill Lane" });
  const v = await t.live.post("/site-visits", { property_id: p.body.id, title: "Spring check" });
  const report = new URL(v.body.publicReportUrl).pathname;
  const port = Number(new URL(server.url).port);

  let floodDone = false;
  const userStatuses: number[] = [];
  const user = (async () => {
    while (!floodDone) {
      for (const path of ["/dashboard/properties", `/dashboard/properties/${p.body.id}`])
        userStatuses.push((await b.get(path)).status);
    }
  })();
  const [madeUp, crowd] = await Promise.all([
    // One client, 150 connections at a time: made-up report and capture links.
    flood(150, 6000, async (i) => {
      const path = i % 5 ? `/r/${randomToken()}` : `/c/${randomToken()}.${randomToken()}.x`;
      const res = await fetch(`${server.url}${path}`);
      await res.arrayBuffer();
      return res.status;
    }),
    // Twenty other addresses, 10 connections each: the real report page.
    flood(200, 6000, async (i) => {
      const r = await requestFrom(port, `127.0.0.${2 + (i % 20)}`, "GET", report);
      return r.status ?? 0;
    }),
  ]);
  floodDone = true;
  await user;

  expect(userStatuses.length).toBeGreaterThan(0);
  expect(userStatuses.filter((s) => s !== 200)).toEqual([]);
  // Made-up links never waited for a render: 404 at once, or 429 past the client's own rate.
  expect([...madeUp.keys()].every((s) => s === 404 || s === 429)).toBe(true);
  expect(madeUp.get(404) ?? 0).toBeGreaterThan(0);
  // The crowd was served too, or refused (its own rate, its own lane's queue), never a 500.
  expect(crowd.get(200) ?? 0).toBeGreaterThan(0);
  expect([...crowd.keys()].filter((s) => s >= 500 && s !== 503)).toEqual([]);
}, 60_000);

test("a client past its own page rate is answered 429 with Retry-After; another client is not", async () => {
  const port = Number(new URL(server.url).port);
  const replies = await Promise.all(
    Array.from({ length: 200 }, () => requestFrom(port, "127.0.0.90", "GET", "/dashboard/sign-in")),
  );
  const refused = replies.filter((r) => r.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);
  expect(refused[0]!.body).toContain("Too many pages at once");
  expect((await requestFrom(port, "127.0.0.91", "GET", "/dashboard/sign-in")).status).toBe(200);
}, 30_000);
