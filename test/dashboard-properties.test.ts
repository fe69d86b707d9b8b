// The dashboard's property pages against the real server: create and edit (the API's validation, the
// complaints beside the fields, the typed values kept), the property page (visits, open items,
// pagination), starting a visit, delete behind a confirmation that names what goes with it, the
// action items list filtered by property; attacks: hostile strings, another account's ids (404),
// missing CSRF or a foreign Origin (403); and a dashboard edit delivering `property.updated` to a
// webhook endpoint with a verified Standard Webhooks signature.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { browser, signedIn, tampered, type Browser } from "./helpers/dashboard";
import { makeImage } from "./helpers/images";
import { startReceiver } from "./helpers/webhook-receiver";

let server: TestServer;
let t: Tenant;
let other: Tenant;
let b: Browser;

beforeAll(async () => {
  // --dev: the webhook endpoint may be http://127.0.0.1.
  server = await startServer({
    args: ["--dev"],
    env: { SITEVISIT_WEBHOOK_RETRY_SCHEDULE: "0.2,0.2,2" },
  });
  [t, other] = await Promise.all([
    createTenant(server, "Acme Lettings", { plan: "unlimited" }),
    createTenant(server, "Other Firm"),
  ]);
  b = (await signedIn(server, t.accountId, "pat@acme.test", "Pat")).b;
});
afterAll(() => server?.stop());

const EVIL = `<script>alert(1)</script>"'><img src=x onerror=alert(2)></textarea></style>javascript:alert(3)`;
const EVIL_ESCAPED =
  "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;&lt;/textarea&gt;&lt;/style&gt;javascript:alert(3)";

/** A form post with this session's CSRF token. */
async function post(path: string, form: Record<string, string>, who = b) {
  return who.post(path, { _csrf: await who.csrf(), ...form });
}

const idFrom = (location: string | null, prefix: string) =>
  new RegExp(`^/dashboard/${prefix}/((?:prop|sv)_[A-Za-z0-9]+)$`).exec(location ?? "")?.[1];

async function createViaDashboard(form: Record<string, string>) {
  const r = await post("/dashboard/properties", form);
  expect(r.status).toBe(303);
  const id = idFrom(r.headers.get("location"), "properties");
  expect(id).toBeDefined();
  return id!;
}

describe("create and edit", () => {
  test("a new property: the form, a 303 to its page, and the same property through the API", async () => {
    const form = await b.get("/dashboard/properties/new");
    expect(form.status).toBe(200);
    expect(form.text).toContain('action="/dashboard/properties"');
    expect(form.text).toMatch(/name="_csrf" value="[^"]+"/);
    const id = await createViaDashboard({
      name: " Flat 2, 14 Quay Street ",
      address: "14 Quay Street, Bristol",
      notes: "Key with\nthe neighbour",
      icon_emoji: "🏢",
    });
    const api = await t.live.get(`/properties/${id}`);
    expect(api.body).toMatchObject({
      name: "Flat 2, 14 Quay Street",
      address: "14 Quay Street, Bristol",
      notes: "Key with\nthe neighbour",
      iconEmoji: "🏢",
      coverImageUrl: null,
    });
    const page = await b.get(`/dashboard/properties/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Flat 2, 14 Quay Street");
    expect(page.text).toContain("Key with<br>the neighbour");
    const list = await b.get("/dashboard/properties");
    expect(list.text).toContain(`href="/dashboard/properties/${id}"`);
  });

  test("bad input: 400, each complaint beside its field, the typed values kept, nothing written", async () => {
    const before = (await t.live.get("/properties?limit=100")).body.data.length;
    const long = "A".repeat(501);
    const r = await post("/dashboard/properties", {
      name: "   ",
      address: long,
      cover_image_url: "javascript:alert(1)",
      notes: "kept notes",
      icon_emoji: "x".repeat(17),
    });
    expect(r.status).toBe(400);
    expect(r.headers.get("content-type")).toContain("text/html");
    expect(r.text).toContain(
      'id="f-name" name="name" required aria-invalid="true" aria-describedby="f-name-hint f-name-error"',
    );
    expect(r.text).toMatch(/<p class="error" id="f-name-error">Enter name\.<\/p>/);
    expect(r.text).toContain(
      '<p class="error" id="f-address-error">Address can be at most 500 characters; this is 501.</p>',
    );
    expect(r.text).toContain(
      '<p class="error" id="f-cover_image_url-error">Cover image URL must be a web address starting with http:// or https://.</p>',
    );
    expect(r.text).toContain('id="f-icon_emoji-error"');
    expect(r.text).not.toContain('id="f-notes-error"');
    expect(r.text).toContain(`value="${long}"`);
    expect(r.text).toContain('value="javascript:alert(1)"');
    expect(r.text).toContain(">kept notes</textarea>");
    expect(r.text).toContain("4 fields need");
    expect((await t.live.get("/properties?limit=100")).body.data.length).toBe(before);
  });

  test("wrong types and oversize: a JSON body or no body is a refused form; a form over 256 KiB is 413", async () => {
    const csrf = await b.csrf();
    const { base, publicOrigin } = (await import("./helpers/dashboard")).origins(server);
    const json = await fetch(`${base}/dashboard/properties`, {
      method: "POST",
      redirect: "manual",
      headers: {
        origin: publicOrigin,
        cookie: `sitevisit_session=${b.jar.cookie}`,
        "x-csrf-token": csrf,
        "content-type": "application/json",
      },
      body: JSON.stringify({ name: "Via JSON" }),
    });
    expect(json.status).toBe(400); // no form fields: "Enter name"
    expect(await json.text()).toContain("Enter name.");
    const big = await post("/dashboard/properties", { name: "Big", notes: "x".repeat(257 * 1024) });
    expect(big.status).toBe(413);
    expect(
      (await t.live.get("/properties?limit=100")).body.data.some(
        (p: any) => p.name === "Via JSON" || p.name === "Big",
      ),
    ).toBe(false);
  });

  test("edit: the form shows the stored values; a save goes through the API's rules; a blank optional field is cleared", async () => {
    const id = await createViaDashboard({
      name: "Mill House",
      address: "1 Mill Lane",
      notes: "Old notes",
    });
    const form = await b.get(`/dashboard/properties/${id}/edit`);
    expect(form.status).toBe(200);
    expect(form.text).toContain('value="Mill House"');
    expect(form.text).toContain(">Old notes</textarea>");
    const bad = await post(`/dashboard/properties/${id}`, { name: "", address: "2 Mill Lane" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('value="2 Mill Lane"');
    expect((await t.live.get(`/properties/${id}`)).body.address).toBe("1 Mill Lane");
    const ok = await post(`/dashboard/properties/${id}`, {
      name: "Mill House North",
      address: "",
      notes: "New notes",
      cover_image_url: "https://img.example/x.jpg",
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`/dashboard/properties/${id}`);
    expect((await t.live.get(`/properties/${id}`)).body).toMatchObject({
      name: "Mill House North",
      address: null,
      notes: "New notes",
      coverImageUrl: "https://img.example/x.jpg",
    });
  });

  test("hostile strings in every field are shown as text on every page that shows them", async () => {
    const id = await createViaDashboard({ name: EVIL.slice(0, 200), address: EVIL, notes: EVIL });
    const visit = (await t.live.post("/site-visits", { property_id: id, title: EVIL })).body;
    await t.live.post("/action-items", {
      site_visit_id: visit.id,
      title: EVIL,
      location: EVIL,
      assignee: EVIL,
    });
    for (const path of [
      `/dashboard/properties/${id}`,
      `/dashboard/properties/${id}/edit`,
      `/dashboard/properties/${id}/delete`,
      "/dashboard/properties",
      `/dashboard/action-items?property=${id}`,
    ]) {
      const page = await b.get(path);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain("<script>alert");
      expect(page.text).not.toContain("<img src=x");
      expect(page.text).not.toContain("</textarea></style>");
      expect(page.text).toContain(EVIL_ESCAPED.slice(0, 60));
    }
    // A refused form echoes the hostile value escaped too.
    const refused = await post("/dashboard/properties", {
      name: "",
      address: EVIL,
      cover_image_url: EVIL,
    });
    expect(refused.status).toBe(400);
    expect(refused.text).not.toContain("<script>alert");
    expect(refused.text).toContain(`value="${EVIL_ESCAPED}"`);
    // A hostile id in the URL is a 404 page that does not echo markup.
    const weird = await b.get(
      `/dashboard/properties/${encodeURIComponent("<script>alert(1)</script>")}`,
    );
    expect(weird.status).toBe(404);
    expect(weird.text).not.toContain("<script>alert");
  });
});

describe("the property page", () => {
  test("visits with status, date, item counts and a link to the visit page; open items only; empty states", async () => {
    const id = await createViaDashboard({ name: "Empty Block" });
    const empty = await b.get(`/dashboard/properties/${id}`);
    expect(empty.text).toContain("No visits yet.");
    expect(empty.text).toContain("No open items.");

    const v1 = (
      await t.live.post("/site-visits", {
        property_id: id,
        title: "Spring check",
        visit_date: "2026-03-02T09:00:00Z",
      })
    ).body;
    const v2 = (
      await t.live.post("/site-visits", {
        property_id: id,
        title: "Summer check",
        visit_date: "2026-07-14T09:00:00Z",
      })
    ).body;
    const a = (
      await t.live.post("/action-items", {
        site_visit_id: v1.id,
        title: "Gutter blocked",
        priority: "HIGH",
        location: "Rear",
      })
    ).body;
    const c = (
      await t.live.post("/action-items", {
        site_visit_id: v1.id,
        title: "Door sticks",
        priority: "LOW",
      })
    ).body;
    await t.live.patch(`/action-items/${c.id}`, { status: "IN_PROGRESS" });
    const d = (await t.live.post("/action-items", { site_visit_id: v2.id, title: "Fence painted" }))
      .body;
    await t.live.patch(`/action-items/${d.id}`, { status: "DONE" });

    const page = await b.get(`/dashboard/properties/${id}`);
    expect(page.status).toBe(200);
    const visitSection = page.text.slice(0, page.text.indexOf('id="items-h"'));
    const visits = [
      ...visitSection.matchAll(
        /<h3><a href="\/dashboard\/visits\/(sv_[A-Za-z0-9]+)">([^<]+)<\/a><\/h3>\s*<div class="facts">(.*?)<\/div>/g,
      ),
    ].map((m) => [m[1], m[2], m[3]!.replace(/<[^>]+>/g, "|")]);
    expect(visits).toEqual([
      [v2.id, "Summer check", "|Draft|||14 Jul 2026|||1 item||0 open|"],
      [v1.id, "Spring check", "|Draft|||2 Mar 2026|||2 items||2 open|"],
    ]);
    const items = page.text.slice(page.text.indexOf('id="items-h"'));
    expect(items).toContain("Gutter blocked");
    expect(items).toContain("Door sticks");
    expect(items).toContain("In progress");
    expect(items).not.toContain("Fence painted");
    expect(items).toContain(`href="/dashboard/visits/${a.siteVisitId}"`);
  });

  test("starting a visit: title and date → 303 to the visit page; bad dates and blank titles are refused beside their fields", async () => {
    const id = await createViaDashboard({ name: "Visit Court" });
    const r = await post(`/dashboard/properties/${id}/visits`, {
      title: "Quarterly inspection",
      visit_date: "2026-11-20",
    });
    expect(r.status).toBe(303);
    const visitId = idFrom(r.headers.get("location"), "visits");
    expect(visitId).toBeDefined();
    expect((await t.live.get(`/site-visits/${visitId}`)).body).toMatchObject({
      propertyId: id,
      title: "Quarterly inspection",
      visitDate: "2026-11-20T00:00:00.000Z",
      status: "DRAFT",
    });

    for (const [form, field, message] of [
      [{ title: "", visit_date: "2026-11-20" }, "title", "Enter visit title."],
      [{ title: "X", visit_date: "2026-02-30" }, "visit_date", "not a calendar date"],
      [{ title: "X", visit_date: "next tuesday" }, "visit_date", "must be a date"],
      [{ title: "X".repeat(201), visit_date: "2026-11-20" }, "title", "at most 200 characters"],
    ] as const) {
      const bad = await post(`/dashboard/properties/${id}/visits`, form);
      expect(bad.status).toBe(400);
      expect(bad.text).toContain(`id="f-${field}-error"`);
      expect(bad.text).toContain(message);
      expect(bad.text).toContain(`value="${form.visit_date}"`); // kept
    }
    expect((await t.live.get(`/site-visits?property_id=${id}`)).body.data.length).toBe(1);
  });

  test("a plan at its monthly limit: starting a visit says so above the form (402), the typed values kept, no visit made", async () => {
    const free = await createTenant(server, "Free Co");
    const { b: fb } = await signedIn(server, free.accountId, "owner@free.test");
    const id = (await free.live.post("/properties", { name: "Free House" })).body.id;
    for (let i = 0; i < 10; i++)
      expect(
        (await free.live.post("/site-visits", { property_id: id, title: `v${i}` })).status,
      ).toBe(201);
    const r = await post(
      `/dashboard/properties/${id}/visits`,
      { title: "One too many", visit_date: "2026-11-20" },
      fb,
    );
    expect(r.status).toBe(402);
    expect(r.text).toMatch(
      /<div class="card alert" role="alert" id="form-errors"><p>[^<]*plan[^<]*<\/p><\/div>/i,
    );
    expect(r.text).toContain('value="One too many"');
    expect((await free.live.get(`/properties/${id}`)).body.visitCount).toBe(10);
  });

  test("many visits: 20 a page, the next page by the API's cursor", async () => {
    const id = await createViaDashboard({ name: "Busy Tower" });
    for (let i = 0; i < 23; i++)
      await t.live.post("/site-visits", {
        property_id: id,
        title: `Visit ${i}`,
        visit_date: `2026-01-${String(i + 1).padStart(2, "0")}T10:00:00Z`,
      });
    const first = await b.get(`/dashboard/properties/${id}`);
    const titles = (text: string) =>
      [...text.matchAll(/<h3><a href="\/dashboard\/visits\/[^"]+">(Visit \d+)</g)].map((m) => m[1]);
    expect(titles(first.text)).toHaveLength(20);
    expect(titles(first.text)[0]).toBe("Visit 22");
    const next =
      /href="(\/dashboard\/properties\/[^"?]+\?visits_after=sv_[A-Za-z0-9]+)">More visits/.exec(
        first.text,
      )![1]!;
    const second = await b.get(next);
    expect(titles(second.text)).toEqual(["Visit 2", "Visit 1", "Visit 0"]);
    expect(second.text).not.toContain("More visits");
    // A cursor of another account: a readable 400 page.
    const theirs = (
      await other.live.post("/site-visits", {
        property_id: (await other.live.post("/properties", { name: "T" })).body.id,
        title: "x",
      })
    ).body.id;
    expect((await b.get(`/dashboard/properties/${id}?visits_after=${theirs}`)).status).toBe(400);
  });
});

describe("action items by property", () => {
  test("filtered by property, status and priority, all in the URL, kept by the next page", async () => {
    const p1 = await createViaDashboard({ name: "Filter One" });
    const p2 = await createViaDashboard({ name: "Filter Two" });
    const v1 = (await t.live.post("/site-visits", { property_id: p1, title: "v" })).body;
    const v2 = (await t.live.post("/site-visits", { property_id: p2, title: "v" })).body;
    for (let i = 0; i < 55; i++)
      await t.live.post("/action-items", {
        site_visit_id: v1.id,
        title: `One item ${i}`,
        priority: i % 2 ? "HIGH" : "LOW",
      });
    await t.live.post("/action-items", {
      site_visit_id: v2.id,
      title: "Two item",
      priority: "HIGH",
    });
    // The work list's rows (test/work-list.test.ts covers its order and pages of 100).
    const titles = (text: string) =>
      [...text.matchAll(/<td class="title"><a href="\/dashboard\/visits\/[^"]+">([^<]+)</g)].map(
        (m) => m[1]!,
      );
    const page = await b.get(`/dashboard/action-items?property=${p1}&priority=HIGH`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      `<option value="${p1}" title="Filter One" selected>Filter One</option>`,
    );
    expect(titles(page.text)).toHaveLength(27);
    expect(titles(page.text).every((x) => x.startsWith("One item"))).toBe(true);
    const all = await b.get(`/dashboard/action-items?property=${p1}`);
    expect(titles(all.text)).toHaveLength(55);
    expect(all.text).not.toContain("Next page");
    expect(titles((await b.get(`/dashboard/action-items?property=${p2}`)).text)).toEqual([
      "Two item",
    ]);
    const none = await b.get(`/dashboard/action-items?property=${p2}&status=DONE`);
    expect(none.text).toContain("No action items match these filters.");
  });
});

describe("delete", () => {
  test("the confirmation names what goes with the property; a post without it deletes nothing; with it, everything goes", async () => {
    const id = await createViaDashboard({ name: "Doomed Hall" });
    const v1 = (await t.live.post("/site-visits", { property_id: id, title: "a" })).body;
    await t.live.post("/site-visits", { property_id: id, title: "b" });
    const item = (await t.live.post("/action-items", { site_visit_id: v1.id, title: "i1" })).body;
    await t.live.post("/action-items", { site_visit_id: v1.id, title: "i2" });
    await t.live.post("/action-items", { site_visit_id: v1.id, title: "i3" });
    const photo = await t.live.request("POST", `/action-items/${item.id}/evidence`, {
      raw: await makeImage("jpg"),
      headers: { "content-type": "image/jpeg" },
    });
    expect(photo.status).toBe(201);

    const confirm = await b.get(`/dashboard/properties/${id}/delete`);
    expect(confirm.status).toBe(200);
    const said = confirm.text.replace(/<[^>]+>/g, "");
    expect(said).toContain("2 visits");
    expect(said).toContain("3 action items");
    expect(said).toContain("1 photo");
    expect(confirm.text).toContain('name="confirm" value="delete"');

    const unconfirmed = await post(`/dashboard/properties/${id}/delete`, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.text).toContain("Nothing was deleted");
    expect((await t.live.get(`/properties/${id}`)).status).toBe(200);
    expect((await post(`/dashboard/properties/${id}/delete`, { confirm: "yes" })).status).toBe(400);

    const done = await post(`/dashboard/properties/${id}/delete`, { confirm: "delete" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/dashboard/properties");
    expect((await t.live.get(`/properties/${id}`)).status).toBe(404);
    expect((await t.live.get(`/site-visits/${v1.id}`)).status).toBe(404);
    expect((await t.live.get(`/action-items/${item.id}`)).status).toBe(404);
    expect((await b.get(`/dashboard/properties/${id}`)).status).toBe(404);
  });

  test("a property with nothing under it says so", async () => {
    const id = await createViaDashboard({ name: "Bare Plot" });
    const confirm = await b.get(`/dashboard/properties/${id}/delete`);
    expect(confirm.text).toContain("no visits, items or photos");
  });
});

describe("attacks", () => {
  test("another account's property: every page and post is a 404 and changes nothing", async () => {
    const theirs = (
      await other.live.post("/properties", { name: "Their Secret Tower", address: "1 Hidden Way" })
    ).body.id;
    for (const path of [
      `/dashboard/properties/${theirs}`,
      `/dashboard/properties/${theirs}/edit`,
      `/dashboard/properties/${theirs}/delete`,
      `/dashboard/action-items?property=${theirs}`,
    ]) {
      const r = await b.get(path);
      expect(r.status).toBe(404);
      expect(r.text).not.toContain("Their Secret Tower");
    }
    for (const [path, form] of [
      [`/dashboard/properties/${theirs}`, { name: "Hijacked" }],
      [`/dashboard/properties/${theirs}/delete`, { confirm: "delete" }],
      [`/dashboard/properties/${theirs}/visits`, { title: "Sneaky", visit_date: "2026-11-20" }],
    ] as const) {
      const r = await post(path, form);
      expect(r.status).toBe(404);
    }
    const after = (await other.live.get(`/properties/${theirs}`)).body;
    expect(after.name).toBe("Their Secret Tower");
    expect(after.visitCount).toBe(0);
    // This account's test dataset is another scope too.
    const testProp = (await t.test.post("/properties", { name: "Test-only" })).body.id;
    expect((await b.get(`/dashboard/properties/${testProp}`)).status).toBe(404);
  });

  test("CSRF: no token, a wrong token or a foreign Origin is 403 on every post, and nothing changes", async () => {
    const id = await createViaDashboard({ name: "Guarded Lodge" });
    const csrf = await b.csrf();
    const posts: [string, Record<string, string>][] = [
      ["/dashboard/properties", { name: "Forged" }],
      [`/dashboard/properties/${id}`, { name: "Forged" }],
      [`/dashboard/properties/${id}/delete`, { confirm: "delete" }],
      [`/dashboard/properties/${id}/visits`, { title: "Forged", visit_date: "2026-11-20" }],
    ];
    for (const [path, form] of posts) {
      expect((await b.post(path, form)).status).toBe(403);
      expect((await b.post(path, { ...form, _csrf: tampered(csrf) })).status).toBe(403);
      expect(
        (await b.post(path, { ...form, _csrf: csrf }, { origin: "https://evil.example" })).status,
      ).toBe(403);
    }
    expect((await t.live.get(`/properties/${id}`)).body).toMatchObject({
      name: "Guarded Lodge",
      visitCount: 0,
    });
    expect(
      (await t.live.get("/properties?limit=100")).body.data.some((p: any) => p.name === "Forged"),
    ).toBe(false);
    // Signed out: to the sign-in page, never a change.
    const anon = browser(server);
    expect(
      (await anon.post(`/dashboard/properties/${id}/delete`, { confirm: "delete" })).headers.get(
        "location",
      ),
    ).toBe("/dashboard/sign-in");
    expect((await anon.get(`/dashboard/properties/${id}`)).headers.get("location")).toBe(
      "/dashboard/sign-in",
    );
  });
});

test("a property edited in the dashboard delivers property.updated to a webhook endpoint, its Standard Webhooks signature verified", async () => {
  const receiver = startReceiver();
  try {
    const endpoint = await t.live.post("/webhook-endpoints", {
      name: "Dashboard hook",
      url: receiver.url,
      events: ["property.updated"],
    });
    expect(endpoint.status).toBe(201);
    receiver.secret = endpoint.body.signingSecret;
    const id = await createViaDashboard({ name: "Hooked House" });
    expect(
      (await post(`/dashboard/properties/${id}`, { name: "Hooked House", address: "5 Signal Row" }))
        .status,
    ).toBe(303);
    await receiver.waitFor(
      (r) => r.some((x) => x.body?.event_type === "property.updated"),
      15_000,
      "property.updated",
    );
    const got = receiver.received.find((x) => x.body?.event_type === "property.updated");
    expect(got!.verifyError).toBeNull();
    expect(got!.headers["webhook-signature"]).toMatch(/^v1,/);
    expect(got!.body.event_type).toBe("property.updated");
    expect(got!.body.data.property).toMatchObject({
      id,
      name: "Hooked House",
      address: "5 Signal Row",
    });
    // The same body with another secret does not verify: the check above could fail.
    const { Webhook } = await import("standardwebhooks");
    expect(() =>
      new Webhook(Buffer.from("another secret, not theirs!").toString("base64")).verify(
        got!.raw,
        got!.headers,
      ),
    ).toThrow();
  } finally {
    receiver.stop();
  }
}, 30_000);

test("the live/test switch on a property's pages returns to the other dataset's lists, never to a page of this dataset's property (a 404 there)", async () => {
  const id = await createViaDashboard({ name: "Switch House" });
  const backOf = (text: string) =>
    /<input type="hidden" name="back" value="([^"]*)">/.exec(text)![1]!.replaceAll("&amp;", "&");
  for (const path of [
    `/dashboard/properties/${id}`,
    `/dashboard/properties/${id}/edit`,
    `/dashboard/properties/${id}/delete`,
  ])
    expect(backOf((await b.get(path)).text)).toBe("/dashboard/properties");
  expect(
    backOf((await b.get(`/dashboard/action-items?property=${id}&status=OPEN&priority=HIGH`)).text),
  ).toBe("/dashboard/action-items?status=OPEN&priority=HIGH");
  expect(backOf((await b.get(`/dashboard/action-items?property=${id}`)).text)).toBe(
    "/dashboard/action-items",
  );
  const switched = await post("/dashboard/mode", {
    mode: "test",
    back: backOf((await b.get(`/dashboard/properties/${id}`)).text),
  });
  expect((await b.get(switched.headers.get("location")!)).status).toBe(200);
  await post("/dashboard/mode", { mode: "live" });
});

test("empty states tell a new user what to do next", async () => {
  const fresh = await createTenant(server, "Fresh Co");
  const { b: nb } = await signedIn(server, fresh.accountId, "new@fresh.test");
  for (const p of (await fresh.live.get("/properties")).body.data)
    await fresh.live.del(`/properties/${p.id}`); // the sample
  const props = await nb.get("/dashboard/properties");
  expect(props.text).toContain("No properties yet.");
  expect(props.text).toContain('href="/dashboard/properties/new"');
  const items = await nb.get("/dashboard/action-items");
  expect(items.text).toContain("Nothing to do.");
  expect(items.text).toContain("start a visit");
});
