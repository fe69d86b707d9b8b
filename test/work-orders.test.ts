// Work orders against the built binary (docs/api.md, "Work orders"), mail through a real SMTP
// server: sending an item to a contractor (the assignee set, the events, the email with the job,
// its photo and the link, Reply-To the account's), the list and cancel, bad input (types, unknown
// fields, malformed emails, other account's and dataset's ids, a DONE item, the 5 open orders,
// concurrent duplicates with one Idempotency-Key), then the link: opened, Start with a day, Mark
// done with a note and a photo through the item's own completion (events as SPEC says), the
// manager's email with the photo; a link after done or cancel, a forged or edited token, no
// Origin or CSRF token, an oversized or non-photo upload, and a burst at the link.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, settledVisit, type Tenant } from "./helpers/fixtures";
import { expectError } from "./helpers/api";
import { withEvents } from "./helpers/events";
import { startInbox, type Inbox } from "./helpers/inbox";
import { openDb } from "./helpers/db";
import { makeImage, pngDeclaring } from "./helpers/images";
import { origins } from "./helpers/dashboard";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let other: Tenant;
let visitId: string;
let jpeg: Uint8Array<ArrayBuffer>;
const c = () => t.test;

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    binary: true,
    env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_MAIL_FROM: "sitevisit <no-reply@sv.test>" },
  });
  [t, other] = await Promise.all([createTenant(server), createTenant(server, "Other Co")]);
  await server.cli([
    "accounts",
    "settings",
    "--account",
    t.accountId,
    "--reply-to",
    "office@acme.test",
    "--display-name",
    "Acme Lettings",
  ]);
  const p = (
    await c().post("/properties", { name: "Flat 2, 9 Mill Lane", address: "9 Mill Lane, Leeds" })
  ).body.id;
  visitId = (await c().post("/site-visits", { property_id: p, title: "Check-in" })).body.id;
  jpeg = await makeImage("jpg", "640x480");
});
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

async function item(body: Record<string, unknown> = {}) {
  const r = await c().post("/action-items", {
    site_visit_id: visitId,
    title: "Leaking trap under the sink",
    location: "Kitchen",
    priority: "HIGH",
    description: "Drips into the cabinet.",
    ...body,
  });
  expect(r.status).toBe(201);
  return r.body;
}

const send = (itemId: string, body: Record<string, unknown> = {}, o = {}) =>
  c().post(
    `/action-items/${itemId}/work-orders`,
    { contractor_name: "Bob's Plumbing", contractor_email: "bob@plumbing.test", ...body },
    o,
  );

/** The work page's path and CSRF token, as the contractor's browser has them. */
async function openLink(url: string) {
  const path = new URL(url).pathname;
  const res = await fetch(`${origins(server).base}${path}`);
  const text = await res.text();
  return { path, status: res.status, text, csrf: /name="_csrf" value="([^"]+)"/.exec(text)?.[1] };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${origins(server).base}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: origins(server).publicOrigin, ...headers },
  });

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

describe("sending an item to a contractor", () => {
  test("201 an order; the item assigned (updated + assigned); the contractor mailed the job", async () => {
    const i = await item();
    const photo = await c().request("POST", `/action-items/${i.id}/evidence`, {
      raw: jpeg,
      headers: { "content-type": "image/jpeg" },
    });
    expect(photo.status).toBe(201);
    const { result, events } = await withEvents(c(), () =>
      send(i.id, { message: "Key with the concierge." }),
    );
    expect(result.status).toBe(201);
    const o = result.body;
    expect(o).toMatchObject({
      actionItemId: i.id,
      contractorName: "Bob's Plumbing",
      contractorEmail: "bob@plumbing.test",
      message: "Key with the concierge.",
      status: "sent",
      openedAt: null,
      startedAt: null,
      completedAt: null,
      cancelledAt: null,
    });
    expect(o.id).toMatch(/^wo_/);
    expect(o.url).toMatch(/\/w\/[A-Za-z0-9_-]{43}$/);
    expect(events.map((e) => e.event_type)).toEqual([
      "action_item.updated",
      "action_item.assigned",
    ]);
    expect(events[1]!.data).toMatchObject({
      action_item: { assignee: "Bob's Plumbing" },
      previous_assignee: null,
    });

    const mail = await inbox.waitForMail("bob@plumbing.test");
    expect(mail.subject).toBe(
      "Job from Acme Lettings: Leaking trap under the sink at Flat 2, 9 Mill Lane",
    );
    expect(mail.replyTo?.value[0]?.address).toBe("office@acme.test");
    for (const s of [
      "Leaking trap under the sink",
      "\nFlat 2, 9 Mill Lane, Leeds\n",
      "Where: Kitchen",
      "Priority: High",
      "Due: ",
      "Drips into the cabinet.",
      "Key with the concierge.",
      o.url,
    ])
      expect(mail.text).toContain(s);
    // The street is in the property's name; the address is not printed after it again.
    expect(mail.text).not.toContain("9 Mill Lane, 9 Mill Lane");
    expect(mail.html).not.toContain("9 Mill Lane, 9 Mill Lane");
    expect(mail.html).toContain(photo.body.url.split("/media/")[0]);
    expect(mail.html).toContain("<img");

    // The token is stored only as its hash.
    const db = openDb(server.dataDir);
    const row = db.query("SELECT * FROM work_orders WHERE id = ?").get(o.id) as any;
    db.close();
    const token = o.url.split("/w/")[1];
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.token_hash).toBe(new Bun.CryptoHasher("sha256").update(token).digest("hex"));

    const list = await c().get(`/action-items/${i.id}/work-orders`);
    expect(list.body.data.map((w: any) => w.id)).toEqual([o.id]);
    expect(list.body.data[0].url).toBe(o.url);
  });

  test("an item read from a transcript, on a visit with no video: the quote, and no time into a video", async () => {
    // A transcript with times, uploaded instead of a video: its item has a time and a quote, and
    // the time is in no video, so neither the email nor the link's page may send the contractor
    // looking for "0:05 in the walkthrough".
    const p = (await c().post("/properties", { name: "4 Kiln Yard" })).body.id;
    const v = (await c().post("/site-visits", { property_id: p, title: "From notes" })).body.id;
    const vtt = "WEBVTT\n\n00:00:05.000 --> 00:00:09.000\nKitchen: the mixer tap is dripping.\n";
    const put = await c().request("PUT", `/site-visits/${v}/transcript`, {
      raw: vtt,
      headers: { "content-type": "text/vtt" },
    });
    expect(put.status).toBe(202);
    expect((await settledVisit(c(), v)).status).toBe("READY");
    const [found] = (await c().get(`/action-items?site_visit_id=${v}`)).body.data as any[];
    expect(found.timestampSec).toBeGreaterThan(0);
    expect(found.transcriptQuote).toContain("dripping");

    const o = (await send(found.id, { contractor_email: "kiln@trade.test" })).body;
    const mail = await inbox.waitForMail("kiln@trade.test");
    const page = await openLink(o.url);
    expect(page.status).toBe(200);
    for (const text of [mail.text, mail.html, page.text]) {
      expect(text).toContain("mixer tap is dripping");
      expect(text).not.toContain("in the walkthrough");
      expect(text).not.toMatch(/\b0?0:0[5-9]\b/);
    }
    expect(page.text).not.toContain("<video");
  });

  test("bad input is a 400 naming the field; nothing is written", async () => {
    const i = await item();
    const cases: [Record<string, unknown>, string][] = [
      [{ contractor_name: 5 }, "contractor_name"],
      [{ contractor_name: "" }, "contractor_name"],
      [{ contractor_name: "   " }, "contractor_name"],
      [{ contractor_name: "x".repeat(101) }, "contractor_name"],
      [{ contractor_email: "bob@" }, "contractor_email"],
      [{ contractor_email: "bob at plumbing.test" }, "contractor_email"],
      [{ contractor_email: "" }, "contractor_email"],
      [{ contractor_email: ["bob@plumbing.test"] }, "contractor_email"],
      [{ message: "m".repeat(2001) }, "message"],
      [{ message: null }, "message"],
      [{ phone: "0113" }, "phone"],
    ];
    for (const [body, param] of cases) {
      const r = await send(i.id, body);
      expect({ body, param: expectError(r, 400, "validation_error").param }).toEqual({
        body,
        param,
      });
    }
    expectError(
      await c().post(`/action-items/${i.id}/work-orders`, { contractor_name: "Bob" }),
      400,
      "validation_error",
    );
    expect((await c().get(`/action-items/${i.id}/work-orders`)).body.data).toEqual([]);
    expect((await c().get(`/action-items/${i.id}`)).body.assignee).toBeNull();
  });

  test("another account's or dataset's ids are 404; a DONE item 409; at most 5 open orders", async () => {
    const i = await item();
    expectError(
      await other.test.post(`/action-items/${i.id}/work-orders`, {
        contractor_name: "X",
        contractor_email: "x@x.test",
      }),
      404,
      "resource_not_found",
    );
    expectError(await t.live.get(`/action-items/${i.id}/work-orders`), 404, "resource_not_found");
    expectError(await send("ai_nope"), 404, "resource_not_found");
    const first = (await send(i.id)).body;
    expectError(
      await other.test.post(`/work-orders/${first.id}/cancel`),
      404,
      "resource_not_found",
    );
    expectError(await t.live.post(`/work-orders/${first.id}/cancel`), 404, "resource_not_found");
    for (let n = 2; n <= 5; n++) expect((await send(i.id)).status).toBe(201);
    const sixth = expectError(await send(i.id), 422, "work_order_limit_reached");
    expect(sixth.limit).toBe(5);
    const cancelled = await c().post(`/work-orders/${first.id}/cancel`, {});
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    expect(cancelled.body.cancelledAt).not.toBeNull();
    // Cancelling again returns it as it is.
    expect((await c().post(`/work-orders/${first.id}/cancel`)).body.cancelledAt).toBe(
      cancelled.body.cancelledAt,
    );
    expect((await send(i.id)).status).toBe(201);

    const done = await item({ title: "Done already" });
    await c().post(`/action-items/${done.id}/complete`, {});
    expectError(await send(done.id), 409, "invalid_state");
  });

  test("concurrent duplicates with one Idempotency-Key make one order", async () => {
    const i = await item();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(i.id, {}, { idempotencyKey: `wo-${i.id}` })),
    );
    for (const a of answers) expect([201, 409]).toContain(a.status);
    const made = answers.filter((a) => a.status === 201).map((a) => a.body.id);
    expect(new Set(made).size).toBe(1);
    expect((await c().get(`/action-items/${i.id}/work-orders`)).body.data.length).toBe(1);
    const again = await send(i.id, {}, { idempotencyKey: `wo-${i.id}` });
    expect(again.body.id).toBe(made[0]);
    const otherBody = await send(
      i.id,
      { contractor_name: "Eve" },
      { idempotencyKey: `wo-${i.id}` },
    );
    expectError(otherBody, 422, "idempotency_key_in_use");
  });
});

describe("the contractor's link", () => {
  test("opened, Start with a day (IN_PROGRESS), Mark done with a note and photo; the sender told", async () => {
    const i = await item({ title: "Dripping tap" });
    const o = (await send(i.id, { contractor_email: "sam@trade.test" })).body;
    const page = await openLink(o.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Dripping tap");
    // The property's name already says "9 Mill Lane": the address adds only the town.
    expect(page.text).toContain("Flat 2, 9 Mill Lane · Leeds<");
    expect(page.text).not.toContain("9 Mill Lane, Leeds");
    expect(page.csrf).toBeDefined();
    expect((await c().get(`/action-items/${i.id}/work-orders`)).body.data[0]).toMatchObject({
      status: "opened",
    });

    // No Origin, a wrong CSRF token: refused, nothing changes.
    const f = form({ _csrf: page.csrf!, appointment_date: "2030-01-02" });
    const noOrigin = await fetch(`${origins(server).base}${page.path}/start`, {
      method: "POST",
      ...f,
      redirect: "manual",
    });
    expect(noOrigin.status).toBe(403);
    const badCsrf = form({ _csrf: "x".repeat(43), appointment_date: "2030-01-02" });
    expect((await post(`${page.path}/start`, badCsrf.body, badCsrf.headers)).status).toBe(403);
    const badDay = form({ _csrf: page.csrf!, appointment_date: "2030-02-30" });
    const refused = await post(`${page.path}/start`, badDay.body, badDay.headers);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("appointment_date");

    const { result: started, events: startEvents } = await withEvents(c(), () =>
      post(`${page.path}/start`, f.body, f.headers),
    );
    expect(started.status).toBe(303);
    expect(startEvents.map((e) => e.event_type)).toEqual(["action_item.updated"]);
    expect((await c().get(`/action-items/${i.id}`)).body.status).toBe("IN_PROGRESS");
    const afterStart = (await c().get(`/action-items/${i.id}/work-orders`)).body.data[0];
    expect(afterStart).toMatchObject({ status: "started", appointmentDate: "2030-01-02" });

    const again = await openLink(o.url);
    expect(again.text).not.toContain("Start the job");
    const done = new FormData();
    done.set("_csrf", again.csrf!);
    done.set("note", "New trap fitted.");
    done.set("photo", new File([jpeg], "done.jpg", { type: "image/jpeg" }));
    const { result: marked, events } = await withEvents(c(), () => post(`${page.path}/done`, done));
    expect(marked.status).toBe(303);
    expect(events.map((e) => e.event_type)).toEqual([
      "action_item.completed",
      "action_item.updated",
      "evidence.attached",
    ]);
    expect(events[2]!.data).toMatchObject({
      target_type: "completion_photo",
      evidence: { id: null },
    });
    const fixed = (await c().get(`/action-items/${i.id}`)).body;
    expect(fixed).toMatchObject({
      status: "DONE",
      completedBy: "Bob's Plumbing",
      completionNote: "New trap fitted.",
      overdue: false,
    });
    expect(fixed.completionPhotoUrl).toMatch(/\/media\//);
    const order = (await c().get(`/action-items/${i.id}/work-orders`)).body.data[0];
    expect(order).toMatchObject({ status: "done", completionNote: "New trap fitted." });

    // Sent through the API: the account's reply-to hears of it, with the photo.
    const told = await inbox.waitForMail("office@acme.test");
    expect(told.subject).toBe("Done: Dripping tap at Flat 2, 9 Mill Lane (Bob's Plumbing)");
    expect(told.text).toContain("New trap fitted.");
    expect(told.html).toContain(fixed.completionPhotoUrl.split("/media/")[0]);

    // A done link says so and accepts nothing.
    const closed = await openLink(o.url);
    expect(closed.status).toBe(200);
    expect(closed.text).toContain("This job is done");
    expect(closed.csrf).toBeUndefined();
    const late = await post(`${page.path}/start`, f.body, f.headers);
    expect(late.status).toBe(409);
    expect((await c().get(`/action-items/${i.id}`)).body.status).toBe("DONE");
    expectError(await c().post(`/work-orders/${o.id}/cancel`), 409, "invalid_state");
  });

  test("a cancelled link says so; forged and edited tokens are 404; nothing is logged in clear", async () => {
    const i = await item({ title: "Cancelled job" });
    const o = (await send(i.id)).body;
    const page = await openLink(o.url);
    await c().post(`/work-orders/${o.id}/cancel`);
    const gone = await openLink(o.url);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain("cancelled");
    const f = form({ _csrf: page.csrf! });
    expect((await post(`${page.path}/start`, f.body, f.headers)).status).toBe(409);
    expect((await c().get(`/action-items/${i.id}`)).body.status).toBe("OPEN");
    const token = page.path.slice(3);
    const edited = (token[0] === "A" ? "B" : "A") + token.slice(1);
    for (const p of [`/w/${edited}`, "/w/short", `/w/${"a".repeat(2000)}`, "/w/%00"]) {
      const r = await fetch(`${origins(server).base}${p}`);
      expect({ p, status: r.status }).toEqual({ p, status: 404 });
    }
    await server.logsSettled();
    expect(server.logs()).not.toContain(token);
    expect(server.logs()).toContain("/w/[redacted]");
  });

  test("an oversized or non-photo upload is refused beside the form; the order stays open", async () => {
    const i = await item({ title: "Photo checks" });
    const o = (await send(i.id)).body;
    const page = await openLink(o.url);
    const text = new FormData();
    text.set("_csrf", page.csrf!);
    text.set("photo", new File(["not a photo at all"], "x.jpg", { type: "image/jpeg" }));
    const bad = await post(`${page.path}/done`, text);
    expect(bad.status).toBe(415);
    expect(await bad.text()).toContain("not a photo");
    const big = new FormData();
    big.set("_csrf", page.csrf!);
    big.set(
      "photo",
      new File([new Uint8Array(16 * 1024 * 1024)], "big.jpg", { type: "image/jpeg" }),
    );
    const tooBig = await post(`${page.path}/done`, big);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain("too large");
    // Over the pixel limit: said plainly, without the server's setting (that is the operator's).
    const vast = new FormData();
    vast.set("_csrf", page.csrf!);
    vast.set(
      "photo",
      new File([pngDeclaring(await makeImage("png"), 20_000, 20_000)], "vast.png", {
        type: "image/png",
      }),
    );
    const tooMany = await post(`${page.path}/done`, vast);
    expect(tooMany.status).toBe(422);
    const said = await tooMany.text();
    expect(said).toContain("That photo is too large: at most 50 megapixels.");
    expect(said).not.toContain("SITEVISIT_");
    expect((await c().get(`/action-items/${i.id}`)).body.status).toBe("OPEN");
    expect((await c().get(`/action-items/${i.id}/work-orders`)).body.data[0].status).toBe("opened");
    // Done without a photo is fine.
    const plain = new FormData();
    plain.set("_csrf", page.csrf!);
    expect((await post(`${page.path}/done`, plain)).status).toBe(303);
    expect((await c().get(`/action-items/${i.id}`)).body).toMatchObject({
      status: "DONE",
      completionPhotoUrl: null,
    });
  });

  test("a burst at the link: refused with 429 past the link's rate, never a 5xx", async () => {
    const i = await item({ title: "Burst" });
    const o = (await send(i.id)).body;
    const page = await openLink(o.url);
    const f = form({ _csrf: page.csrf! });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post(`${page.path}/start`, f.body, f.headers)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 303).length).toBeGreaterThan(0);
    const busy = answers.find((a) => a.status === 429)!;
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await c().get(`/action-items/${i.id}/work-orders`)).body.data[0].status).toBe(
      "started",
    );
  });
});
