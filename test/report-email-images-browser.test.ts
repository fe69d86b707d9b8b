// The report email's photos load wherever the email is read: the mail a real SMTP server received,
// opened in headless Chromium from another site (as a webmail shows it), and the dashboard's own
// preview frame (a sandboxed document: an opaque origin). Every <img> must load. The walkthrough
// video stays same-site (docs/security.md, "Media").
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { startInbox, type Inbox } from "./helpers/inbox";
import { launchBrowser, PHONE, saveScreenshot, expectAccessible } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { signedInPage } from "./helpers/dashboard";
import { makeImage } from "./helpers/images";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let chromium: Browser;
let visitId: string;

async function photo(itemId: string, ext: "jpg" | "png") {
  const res = await fetch(`${server.api}/action-items/${itemId}/evidence`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${t.liveKey}`,
      "content-type": ext === "jpg" ? "image/jpeg" : "image/png",
    },
    body: await makeImage(ext, "640x480"),
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    binary: true,
    env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_MAIL_FROM: "no-reply@sitevisit.test" },
  });
  t = await createTenant(server, "Harbour Lettings");
  const p = (await t.live.post("/properties", { name: "Flat 2" })).body.id;
  visitId = (await t.live.post("/site-visits", { property_id: p, title: "Photos visit" })).body.id;
  for (const title of ["Cracked pane", "Damp patch"]) {
    const item = (await t.live.post("/action-items", { site_visit_id: visitId, title })).body;
    await photo(item.id, "jpg");
    await photo(item.id, "png");
  }
  // The email links the thumbnails: wait until every photo has its sizes.
  for (let n = 0; ; n++) {
    const items = (await t.live.get(`/action-items?site_visit_id=${visitId}`)).body.data;
    const imgs = items.flatMap((i: any) => i.evidenceImages);
    if (imgs.length === 4 && imgs.every((e: any) => e.thumbnailUrl)) break;
    if (n > 300) throw new Error("renditions never made");
    await Bun.sleep(100);
  }
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  await inbox?.close();
});

/** Every <img> of the page or frame once loading settled: how many loaded. */
async function loaded(target: Page) {
  return target.evaluate(async () => {
    const imgs = [...document.images];
    await Promise.all(
      imgs.map((i) =>
        i.complete
          ? null
          : new Promise((r) => {
              i.addEventListener("load", r, { once: true });
              i.addEventListener("error", r, { once: true });
            }),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
    return { total: imgs.length, ok: imgs.filter((i) => i.naturalWidth > 0).length };
  });
}

test("the sent email's photos load when opened from another site", async () => {
  const sent = await t.live.post(`/site-visits/${visitId}/send`, {
    recipients: ["landlord@example.com"],
  });
  expect(sent.status).toBe(200);
  const mail = await inbox.waitForMail("landlord@example.com");
  const html = String(mail.html);
  expect(html).toContain("/media/");
  // A webmail: the message's HTML served by a site of its own (127.0.0.1 is another site than
  // localhost, where the server's public URL points).
  const webmail = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } }),
  });
  try {
    const context = await chromium.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${webmail.port}/inbox/1`);
    const got = await loaded(page);
    expect(got.total).toBe(4);
    expect(got).toEqual({ total: 4, ok: 4 });
    await saveScreenshot(page, "report-email-other-origin.png", { fullPage: true });
    await context.close();
  } finally {
    webmail.stop(true);
  }
  // The photos' own answer says so; a video would stay same-site.
  const src = /src="(http[^"]+\/media\/[^"]+)"/.exec(html)![1]!;
  const res = await fetch(src.replace(/^http:\/\/localhost/, "http://127.0.0.1"));
  expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
});

test("the dashboard's email preview shows the photos", async () => {
  const { context, page } = await signedInPage(
    chromium,
    server,
    t.accountId,
    "preview@harbour.test",
    { viewport: { width: 1440, height: 900 } },
  );
  // The frame runs no script (sandbox), so what its images did is read from the network: a photo
  // refused by Cross-Origin-Resource-Policy is a failed request (ERR_BLOCKED_BY_RESPONSE).
  const media = { ok: 0, failed: [] as string[] };
  page.on("requestfinished", (r) => {
    if (r.url().includes("/media/")) media.ok++;
  });
  page.on("requestfailed", (r) => {
    if (r.url().includes("/media/")) media.failed.push(r.failure()?.errorText ?? "failed");
  });
  await page.goto(`/dashboard/visits/${visitId}/send`);
  await page.waitForLoadState("networkidle");
  expect(media).toEqual({ ok: 4, failed: [] });
  // The preview is there on load, before "Preview email" is pressed.
  const preview = page.frameLocator("iframe.preview").locator("body");
  expect(await preview.textContent()).toContain("Cracked pane");
  await expectAccessible(page, "send page with preview");
  await saveScreenshot(page, "report-email-preview-desktop.png", { fullPage: true });
  await context.close();
});
