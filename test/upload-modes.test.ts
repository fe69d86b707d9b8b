// Unfinished uploads (issue 46; docs/api.md, Resumable uploads; docs/dashboard.md, Unfinished
// uploads), against the built binary: test-mode uploads take no live upload slots (nor live ones
// test slots); the dashboard lists the account's unfinished uploads in its mode, whoever started
// them, and a person ends one, which frees its slot; another account's upload is a 404.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTenant, draftVisit, type Tenant } from "./helpers/fixtures";
import { expectError, type Client } from "./helpers/api";
import { signedIn } from "./helpers/dashboard";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let t: Tenant;
let other: Tenant;
beforeAll(async () => {
  server = await startServer({ binary: true, env: { SITEVISIT_UPLOADS_PER_ACCOUNT: "2" } });
  t = await createTenant(server, "Uploads Ltd");
  other = await createTenant(server, "Other Ltd");
  for (const a of [t, other])
    expect((await server.cli(["accounts", "set-plan", a.accountId, "unlimited"])).code).toBe(0);
});
afterAll(() => server?.stop());

const TUS = { "tus-resumable": "1.0.0" };
const create = async (api: Client) =>
  api.request("POST", `/site-visits/${await draftVisit(api)}/video/uploads`, {
    headers: { ...TUS, "upload-length": "1000" },
  });
const idOf = (res: { headers: Headers }) => res.headers.get("location")!.split("/").pop()!;

test("test uploads take no live slots; the dashboard lists the account's live uploads and ends one, freeing its slot", async () => {
  // The test dataset's two slots used up…
  for (let i = 0; i < 2; i++) expect((await create(t.test)).status).toBe(201);
  expectError(await create(t.test), 429, "upload_limit_reached");
  // …and the live dataset still has both of its own.
  const live = [await create(t.live), await create(t.live)];
  for (const r of live) expect(r.status).toBe(201);
  expectError(await create(t.live), 429, "upload_limit_reached");

  const { b } = await signedIn(server, t.accountId, "owner@example.com");
  // A person finds the list from Settings.
  expect((await b.get("/dashboard/settings")).text).toContain('href="/dashboard/uploads"');
  const page = await b.get("/dashboard/uploads");
  expect(page.status).toBe(200);
  for (const r of live) expect(page.text).toContain(`/dashboard/uploads/${idOf(r)}/end`);
  expect(page.text.match(/>End upload</g)).toHaveLength(2); // the test dataset's are not shown here

  const csrf = await b.csrf("/dashboard/uploads");
  const ended = await b.post(`/dashboard/uploads/${idOf(live[0]!)}/end`, { _csrf: csrf });
  expect(ended.status).toBe(303);
  expect(ended.headers.get("location")).toBe("/dashboard/uploads?ended=1");
  const after = await b.get("/dashboard/uploads?ended=1");
  expect(after.text).toContain("Upload ended.");
  expect(after.text).not.toContain(idOf(live[0]!));
  // The upload is gone for its creator too, and its slot is free again.
  const head = await t.live.request("HEAD", `/video-uploads/${idOf(live[0]!)}`, { headers: TUS });
  expect(head.status).toBe(404);
  expect((await create(t.live)).status).toBe(201);

  // Another account's upload, a made-up id, or no CSRF token: nothing is ended.
  const theirs = idOf(await create(other.live));
  expect((await b.post(`/dashboard/uploads/${theirs}/end`, { _csrf: csrf })).status).toBe(404);
  expect((await b.post(`/dashboard/uploads/${"0".repeat(32)}/end`, { _csrf: csrf })).status).toBe(
    404,
  );
  expect((await b.post(`/dashboard/uploads/${idOf(live[1]!)}/end`, {})).status).toBe(403);
  const mine = await other.live.request("HEAD", `/video-uploads/${theirs}`, { headers: TUS });
  expect(mine.status).toBe(200);
}, 60_000);
