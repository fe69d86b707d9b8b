// The dashboard's report-link form (issue 46, a low): only the lengths its list offers, written as
// the page writes them; anything else (2, -1, 99999, 0x7, 7.0) is a 400 page and the current link
// stays, never a new link that does not expire. Against the built binary.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { signedIn } from "./helpers/dashboard";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let t: Tenant;
beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server);
});
afterAll(() => server?.stop());

test("a length outside the list is refused and the link stays; a listed one replaces it", async () => {
  const { b } = await signedIn(server, t.accountId, "owner@example.com");
  const p = await t.live.post("/properties", { name: "12 Mill Lane" });
  const v = (await t.live.post("/site-visits", { property_id: p.body.id, title: "Check" })).body;
  const link = async () => (await t.live.get(`/site-visits/${v.id}`)).body;
  const before = await link();
  const csrf = await b.csrf(`/dashboard/visits/${v.id}/send`);
  for (const days of ["2", "-1", "99999", "0x7", "7.0", "1e1", " 7"]) {
    const r = await b.post(`/dashboard/visits/${v.id}/report-link`, {
      _csrf: csrf,
      expires_in_days: days,
    });
    expect([days, r.status]).toEqual([days, 400]);
    expect(r.text).toContain("Choose how long the new link is valid");
    expect((await link()).publicReportUrl).toBe(before.publicReportUrl);
  }
  const ok = await b.post(`/dashboard/visits/${v.id}/report-link`, {
    _csrf: csrf,
    expires_in_days: "7",
  });
  expect(ok.status).toBe(303);
  const after = await link();
  expect(after.publicReportUrl).not.toBe(before.publicReportUrl);
  const left = Date.parse(after.publicReportExpiresAt) - Date.now();
  expect(left).toBeGreaterThan(6 * 86_400_000);
  expect(left).toBeLessThan(7 * 86_400_000);
}, 60_000);
