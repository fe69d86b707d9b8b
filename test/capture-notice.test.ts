// The tradesperson's photo reaches the manager (issue: "the tradesperson's photo reaches nobody"):
// on the real server with a real SMTP server, a capture link made in the dashboard takes photos
// through its public page's upload; the item's photos page shows them at once and says "New photo
// from the link", so does the home page until that page is opened; the link's maker is emailed
// once, not again within the hour; a completion photo shows on the item's page too. A link made
// through the API (no maker) emails nobody.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startInbox, type Inbox } from "./helpers/inbox";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { signedIn, type Browser as FormClient } from "./helpers/dashboard";
import { makeImage } from "./helpers/images";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let ana: FormClient;
let itemId: string;

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_MAIL_FROM: "no-reply@sitevisit.test" },
  });
  t = await createTenant(server, "Harbour Lettings");
  ana = (await signedIn(server, t.accountId, "ana@harbour.test", "Ana Costa")).b;
  const p = (await t.live.post("/properties", { name: "Flat 2" })).body.id;
  const v = (await t.live.post("/site-visits", { property_id: p, title: "Visit" })).body.id;
  itemId = (await t.live.post("/action-items", { site_visit_id: v, title: "Broken boiler" })).body
    .id;
});
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

/** A capture link made on the item's photos page; its URL as the page shows it. */
async function dashboardLink(purpose: "evidence" | "completion_photo") {
  const path = `/dashboard/action-items/${itemId}/photos`;
  const made = await ana.post(`/dashboard/action-items/${itemId}/capture-links`, {
    _csrf: await ana.csrf(path),
    purpose,
    ttl_hours: "24",
    upload_limit: "5",
  });
  expect(made.status).toBe(303);
  const page = (await ana.get(path)).text;
  const urls = [...page.matchAll(/value="(http[^"]+\/c\/[^"]+)"/g)].map((m) => m[1]!);
  return urls[0]!;
}

async function upload(captureUrl: string) {
  const res = await fetch(`${captureUrl.replace("localhost", "127.0.0.1")}/photos`, {
    method: "POST",
    headers: { "content-type": "image/jpeg" },
    body: await makeImage("jpg"),
  });
  expect(res.status).toBe(201);
}

const home = async () => (await ana.get("/dashboard/properties")).text;

test("a photo through the link shows on the item at once, is flagged on home, and mails the maker once an hour", async () => {
  const url = await dashboardLink("evidence");
  expect(await home()).not.toContain("New photo from the link");
  await upload(url);
  await upload(url);
  const flagged = await home();
  expect(flagged).toContain("New photo from the link");
  expect(flagged).toContain(`/dashboard/action-items/${itemId}/photos`);
  const mail = await inbox.waitForMail("ana@harbour.test", 2); // after her invitation
  expect(mail.subject).toBe("New photo from the link: Broken boiler");
  expect(String(mail.text)).toContain(`/dashboard/action-items/${itemId}/photos`);
  // The item's page: both photos, and the marker, which goes once it has been seen.
  const photos = (await ana.get(`/dashboard/action-items/${itemId}/photos`)).text;
  expect(photos).toContain('id="link-photo"');
  expect([...photos.matchAll(/data-evidence="/g)].length).toBe(2);
  expect(await home()).not.toContain("New photo from the link");
  expect((await ana.get(`/dashboard/action-items/${itemId}/photos`)).text).not.toContain(
    'id="link-photo"',
  );
  // A third photo within the hour: flagged again, but no second email.
  await upload(url);
  expect(await home()).toContain("New photo from the link");
  await Bun.sleep(1500);
  const toAna = inbox.mails.filter(
    (m) => !Array.isArray(m.to) && m.to?.text === "ana@harbour.test",
  );
  expect(toAna.filter((m) => m.subject?.startsWith("New photo")).length).toBe(1);
  expect(toAna.length).toBe(2);
});

test("a completion photo through the link shows on the item's page", async () => {
  const url = await dashboardLink("completion_photo");
  await upload(url);
  // Another link: its maker is told of it too.
  await inbox.waitForMail("ana@harbour.test", 3);
  const photos = (await ana.get(`/dashboard/action-items/${itemId}/photos`)).text;
  expect(photos).toContain('id="completion-h"');
  expect(photos).toContain('id="link-photo"');
});

test("a link made through the API has no maker to mail; the photo is still flagged", async () => {
  const made = await t.live.post("/capture-tokens", { target_id: itemId, purpose: "evidence" });
  expect(made.status).toBe(201);
  const before = inbox.mails.length;
  await upload(made.body.capture_url);
  expect(await home()).toContain("New photo from the link");
  await Bun.sleep(1500);
  expect(inbox.mails.length).toBe(before);
});
