// The summary that goes out is made from what a person checked (issue: "the summary keeps what was
// misheard, and what was never confirmed"): on the real server with a real SMTP server, a visit the
// pipeline read from a transcript (every item suggested) is sent with "Send checked only"; the
// public report and the email name no suggested item and list the rooms as the manager left them;
// the send page says whose summary it is; a summary someone wrote goes as written; a recurrence
// note never quotes a still-suggested item.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startInbox, type Inbox } from "./helpers/inbox";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, settledVisit, type Tenant } from "./helpers/fixtures";
import { signedIn, type Browser as FormClient } from "./helpers/dashboard";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let ana: FormClient;
let propertyId: string;

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_MAIL_FROM: "no-reply@sitevisit.test" },
  });
  t = await createTenant(server, "Harbour Lettings", { plan: "unlimited" });
  ana = (await signedIn(server, t.accountId, "ana@harbour.test", "Ana Costa")).b;
  propertyId = (await t.live.post("/properties", { name: "Flat 2, 14 Quay Street" })).body.id;
});
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

async function processedVisit(title: string, lines: string[]) {
  const v = await t.live.post("/site-visits", { property_id: propertyId, title });
  await t.live.request("PUT", `/site-visits/${v.body.id}/transcript`, {
    raw: lines.join("\n"),
    headers: { "content-type": "text/plain" },
  });
  const done = await settledVisit(t.live, v.body.id);
  expect(done.status).toBe("READY");
  const items = (await t.live.get(`/action-items?site_visit_id=${done.id}`)).body.data as any[];
  return { visit: done, items };
}

const WALK = [
  "This is the March walkthrough of Quay Street.",
  "Kitchen: the mixer tap is leaking at the base.",
  "Bathroom: the extractor fan is broken.",
  "Hallway: the smoke alarm is not working.",
];

const reportText = async (url: string) => (await (await fetch(url)).text()).replace(/\s+/g, " ");

test("sent with suggested items skipped: the report and email summary name only checked items, rooms as corrected", async () => {
  const { visit, items } = await processedVisit("March walkthrough", WALK);
  expect(items.length).toBeGreaterThanOrEqual(3);
  expect(items.every((i) => i.review.state === "suggested")).toBe(true);
  expect(visit.summary).toContain("Areas covered:");
  const tap = items.find((i) => /tap/i.test(i.title))!;
  const alarm = items.find((i) => /smoke alarm/i.test(i.title))!;

  // The manager checks one item and moves it to the room it really is in.
  const csrf = await ana.csrf(`/dashboard/visits/${visit.id}`);
  const saved = await ana.post(`/dashboard/visits/${visit.id}/items/${tap.id}`, {
    _csrf: csrf,
    title: "Mixer tap leaking",
    priority: "MEDIUM",
    status: "OPEN",
    location: "Utility room",
  });
  expect(saved.status).toBe(303);

  // The send page says the summary is written from the checked items, and shows it.
  const send = await ana.get(`/dashboard/visits/${visit.id}/send`);
  expect(send.text).toContain('data-from="checked"');
  expect(send.text).toContain("Written from the 1 checked item only");
  const shown = /<p class="summary-text">([^<]*)<\/p>/.exec(send.text)![1]!;
  expect(shown).toContain("1 finding");
  expect(shown).toContain("Areas covered: Utility room.");
  expect(shown).not.toMatch(/smoke alarm|hallway|bathroom|kitchen/i);

  // The firm's name, with characters a From header must not carry as they are.
  const named = await ana.post("/dashboard/settings", {
    _csrf: await ana.csrf("/dashboard/settings"),
    display_name: 'Harbour "Quay" Lettings',
    reply_to: "",
    default_recipients: "",
  });
  expect(named.status).toBe(303);
  const sent = await ana.post(`/dashboard/visits/${visit.id}/send`, {
    _csrf: csrf,
    recipients: "landlord@example.com",
    message: "",
    intent: "send",
    suggested: "skip",
  });
  expect(sent.status).toBe(303);
  const mail = await inbox.waitForMail("landlord@example.com");
  // From the firm, at the server's address; replies to the manager who sent it (no reply-to set).
  expect(mail.from?.value).toEqual([
    { name: 'Harbour "Quay" Lettings via sitevisit', address: "no-reply@sitevisit.test" },
  ]);
  expect(mail.replyTo?.value.map((v) => v.address)).toEqual(["ana@harbour.test"]);
  for (const body of [String(mail.text), String(mail.html)]) {
    expect(body).toContain("Mixer tap leaking");
    expect(body).toContain("Utility room");
    expect(body).not.toMatch(/smoke alarm|extractor fan/i);
    expect(body).not.toMatch(/Areas covered:[^.]*(kitchen|bathroom|hallway)/i);
  }
  const url = (await t.live.get(`/site-visits/${visit.id}`)).body.publicReportUrl;
  const page = await reportText(url);
  expect(page).toContain("1 finding");
  expect(page).not.toMatch(/smoke alarm|extractor fan/i);
  void alarm;
});

test("nothing checked: the report's summary says no findings, never a suggested one", async () => {
  const { visit } = await processedVisit("April walkthrough", WALK);
  const url = visit.publicReportUrl;
  const page = await reportText(url);
  expect(page).not.toMatch(/Top: /);
  expect(page).not.toMatch(/smoke alarm/i);
  expect(page).toContain("no issues found");
});

test("a summary someone wrote goes as written, and the send page says so", async () => {
  const { visit } = await processedVisit("May walkthrough", WALK);
  const mine = "Tenant reported a leak; all else fine.";
  expect((await t.live.patch(`/site-visits/${visit.id}`, { summary: mine })).status).toBe(200);
  const send = await ana.get(`/dashboard/visits/${visit.id}/send`);
  expect(send.text).toContain('data-from="written"');
  expect(send.text).toContain("it goes as written");
  expect(await reportText(visit.publicReportUrl)).toContain(mine);
});

test("a recurrence note names a confirmed earlier item only", async () => {
  const { items } = await processedVisit("June walkthrough", WALK);
  const fan = items.find((i) => /fan/i.test(i.title))!;
  expect(fan.review.state).toBe("suggested");
  const later = (await t.live.post("/site-visits", { property_id: propertyId, title: "July" }))
    .body;
  const first = await t.live.post("/action-items", {
    site_visit_id: later.id,
    title: "Extractor fan broken",
    location: fan.location,
  });
  expect(first.body.description ?? "").not.toContain("Recurring");
  // Once a person confirms the earlier one, a new matching item names it.
  expect((await t.live.post(`/action-items/${fan.id}/confirm`)).status).toBe(200);
  const second = await t.live.post("/action-items", {
    site_visit_id: later.id,
    title: "Extractor fan broken",
    location: fan.location,
  });
  expect(second.body.description).toContain("June walkthrough");
});
