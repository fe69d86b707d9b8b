// The end of a visit in the dashboard, against the real server: an item's evidence photos (add, see
// the thumbnail once its rendition exists, remove), capture links (the QR code, read back with jsQR
// from Chromium's rendering, is the URL shown; revoke), Mark Complete, the report send with its
// preview (a real SMTP server receives it; the public link from the mail opens in Chromium), and
// the public link replaced (the old one 404). Webhooks: the dashboard's actions deliver the API's
// events, signatures verified. Attacks: oversize and wrong-type photos, hostile strings in the
// recipients and the message, another account's ids (404), a missing or wrong CSRF token (403).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import jsQR from "jsqr";
import { startInbox, type Inbox } from "./helpers/inbox";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { COOKIE, origins, signedIn, type Browser as DashClient } from "./helpers/dashboard";
import { makeImage, pngDeclaring } from "./helpers/images";
import { eventually, subscribedReceiver, type Receiver } from "./helpers/webhook-receiver";

let inbox: Inbox;
let server: TestServer;
let tenant: Tenant;
let other: Tenant;
let receiver: Receiver;
let b: DashClient;
let chromium: Browser;
let propertyId: string;
let foreign: { visitId: string; itemId: string };

beforeAll(async () => {
  inbox = await startInbox();
  // The built binary: the client script is embedded in it as text, and this checks that it runs.
  server = await startServer({
    binary: true,
    args: ["--dev"],
    env: {
      SITEVISIT_SMTP_URL: inbox.url,
      SITEVISIT_MAIL_FROM: "sitevisit <no-reply@sitevisit.test>",
    },
  });
  [tenant, other] = await Promise.all([
    createTenant(server, "Harbour Lettings"),
    createTenant(server, "Rival Estates"),
  ]);
  receiver = await subscribedReceiver(tenant.live, "Dashboard hooks", [
    "evidence.attached",
    "site_visit.sent",
    "site_visit.completed",
  ]);
  propertyId = (
    await tenant.live.post("/properties", {
      name: "Flat 2, 14 Quay Street",
      address: "14 Quay Street, Bristol",
    })
  ).body.id;
  const op = (await other.live.post("/properties", { name: "Rival House" })).body.id;
  const ov = (await other.live.post("/site-visits", { property_id: op, title: "Rival visit" })).body
    .id;
  foreign = {
    visitId: ov,
    itemId: (await other.live.post("/action-items", { site_visit_id: ov, title: "Rival item" }))
      .body.id,
  };
  b = (await signedIn(server, tenant.accountId, "ana@harbour.test", "Ana Costa")).b;
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
  receiver?.stop();
  await server?.stop();
  await inbox?.close();
});

async function newVisit(title = "Quarterly inspection") {
  const v = (await tenant.live.post("/site-visits", { property_id: propertyId, title })).body;
  const item = (
    await tenant.live.post("/action-items", {
      site_visit_id: v.id,
      title: "Cracked pane in the kitchen window",
      priority: "HIGH",
      location: "Kitchen",
    })
  ).body;
  return { visitId: v.id as string, itemId: item.id as string };
}

/** A multipart photo post as the page's form sends it. */
async function postPhoto(
  itemId: string,
  file: Blob,
  name: string,
  o: { csrf?: string | null } = {},
) {
  const form = new FormData();
  const csrf =
    o.csrf === undefined ? await b.csrf(`/dashboard/action-items/${itemId}/photos`) : o.csrf;
  if (csrf !== null) form.set("_csrf", csrf);
  form.set("photo", file, name);
  const { base, publicOrigin } = origins(server);
  const res = await fetch(`${base}/dashboard/action-items/${itemId}/evidence`, {
    method: "POST",
    body: form,
    headers: { cookie: `${COOKIE}=${b.jar.cookie}`, origin: publicOrigin },
    redirect: "manual",
  });
  return { status: res.status, text: await res.text(), location: res.headers.get("location") };
}

const evidenceOf = async (itemId: string) =>
  (await tenant.live.get(`/action-items/${itemId}`)).body.evidenceImages as any[];

describe("attacks and bad input", () => {
  test("another account's visit and item ids are 404 on every route, and nothing changes", async () => {
    const csrf = await b.csrf();
    const { visitId: v, itemId: i } = foreign;
    // The same routes with this account's own ids work, so the 404s below are about the owner.
    const own = await newVisit("Own visit");
    for (const path of [
      `/dashboard/action-items/${own.itemId}/photos`,
      `/dashboard/visits/${own.visitId}/send`,
      `/dashboard/visits/${own.visitId}/email-preview`,
    ])
      expect([path, (await b.get(path)).status]).toEqual([path, 200]);
    expect(
      (await b.post(`/dashboard/action-items/${own.itemId}/capture-links`, { _csrf: csrf })).status,
    ).toBe(303);
    for (const path of [
      `/dashboard/action-items/${i}/photos`,
      `/dashboard/visits/${v}/send`,
      `/dashboard/visits/${v}/email-preview`,
      `/dashboard/action-items/${i}/evidence/ev_x/remove`,
    ])
      expect([path, (await b.get(path)).status]).toEqual([path, 404]);
    for (const path of [
      `/dashboard/visits/${v}/complete`,
      `/dashboard/visits/${v}/send`,
      `/dashboard/visits/${v}/report-link`,
      `/dashboard/action-items/${i}/capture-links`,
      `/dashboard/action-items/${i}/capture-links/x/revoke`,
    ])
      expect([
        path,
        (await b.post(path, { _csrf: csrf, recipients: "a@example.com", intent: "send" })).status,
      ]).toEqual([path, 404]);
    expect(
      (
        await postPhoto(i, new Blob([await makeImage("jpg")], { type: "image/jpeg" }), "a.jpg", {
          csrf,
        })
      ).status,
    ).toBe(404);
    const after = (await other.live.get(`/site-visits/${v}`)).body;
    expect(after.status).toBe("DRAFT");
    expect((await other.live.get(`/action-items/${i}`)).body.evidenceImages).toEqual([]);
  });

  test("a missing or wrong CSRF token, or a foreign Origin, is 403 and changes nothing", async () => {
    const { visitId, itemId } = await newVisit("CSRF check");
    const csrf = await b.csrf();
    expect((await b.post(`/dashboard/visits/${visitId}/complete`, {})).status).toBe(403);
    expect(
      (await b.post(`/dashboard/visits/${visitId}/complete`, { _csrf: "x".repeat(43) })).status,
    ).toBe(403);
    expect(
      (
        await b.post(
          `/dashboard/visits/${visitId}/complete`,
          { _csrf: csrf },
          { origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await b.post(`/dashboard/visits/${visitId}/send`, {
          recipients: "a@example.com",
          intent: "send",
        })
      ).status,
    ).toBe(403);
    expect((await b.post(`/dashboard/visits/${visitId}/report-link`, {})).status).toBe(403);
    expect((await b.post(`/dashboard/action-items/${itemId}/capture-links`, {})).status).toBe(403);
    expect(
      (
        await postPhoto(
          itemId,
          new Blob([await makeImage("jpg")], { type: "image/jpeg" }),
          "a.jpg",
          { csrf: null },
        )
      ).status,
    ).toBe(403);
    expect((await tenant.live.get(`/site-visits/${visitId}`)).body.status).toBe("DRAFT");
    expect(await evidenceOf(itemId)).toEqual([]);
  });

  test("oversize and wrong-type photos: 413 and 415 with a readable error on the page, nothing stored", async () => {
    const { itemId } = await newVisit("Uploads");
    const big = await postPhoto(
      itemId,
      new Blob([new Uint8Array(16 * 1024 * 1024)], { type: "image/jpeg" }),
      "huge.jpg",
    );
    expect(big.status).toBe(413);
    expect(big.text).toContain("That photo is too large: at most 15 MiB.");
    const text = await postPhoto(
      itemId,
      new Blob(["<script>alert(1)</script>"], { type: "text/plain" }),
      "notes.txt",
    );
    expect(text.status).toBe(415);
    expect(text.text).toContain("That file is not a photo we can take");
    // A PNG sent as a JPEG: the receiver's content check, as in the API.
    const lying = await postPhoto(
      itemId,
      new Blob([await makeImage("png")], { type: "image/jpeg" }),
      "a.jpg",
    );
    expect(lying.status).toBe(415);
    expect(lying.text).toContain("image/png");
    // A photo whose header declares more pixels than SITEVISIT_MAX_IMAGE_PIXELS: 422, as in the API.
    const vast = await postPhoto(
      itemId,
      new Blob([pngDeclaring(await makeImage("png"), 20_000, 20_000)], { type: "image/png" }),
      "vast.png",
    );
    expect(vast.status).toBe(422);
    expect(vast.text).toContain('role="alert"');
    // Said plainly: the setting's name is for the operator, and goes to the log.
    expect(vast.text).toContain("That photo is too large: at most 50 megapixels.");
    expect(vast.text).not.toContain("SITEVISIT_");
    expect(await server.logged("SITEVISIT_MAX_IMAGE_PIXELS")).toBe(true);
    expect(await evidenceOf(itemId)).toEqual([]);
  });

  test("hostile recipients and messages are refused or shown as text, never as markup", async () => {
    const { visitId } = await newVisit("Hostile strings");
    const csrf = await b.csrf();
    const evil = (
      await tenant.live.post("/action-items", {
        site_visit_id: visitId,
        title: "</script><script>alert(9)</script>",
        location: '" onmouseover="alert(8)',
      })
    ).body;
    const photos = await b.get(`/dashboard/action-items/${evil.id}/photos`);
    expect(photos.status).toBe(200);
    expect(photos.text).not.toContain("<script>alert(9)");
    expect(photos.text).toContain("&lt;/script&gt;&lt;script&gt;alert(9)&lt;/script&gt;");
    expect(photos.text).toContain("&quot; onmouseover=&quot;alert(8)");
    const hostile = [
      '"><script>alert(1)</script>@x.com',
      "a@b.com\r\nBcc: evil@x.com",
      "javascript:alert(1)",
    ];
    const r = await b.post(`/dashboard/visits/${visitId}/send`, {
      _csrf: csrf,
      intent: "send",
      recipients: hostile.join("\n"),
      message: "</textarea><script>alert(2)</script>",
    });
    expect(r.status).toBe(400);
    expect(r.text).not.toContain("<script>alert");
    expect(r.text).toContain(
      "Not an email address: &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@x.com",
    );
    expect(r.text).toContain("Not an email address: Bcc:"); // the header-injection attempt split into words, each refused
    expect(r.text).toContain("&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;</textarea>");
    const many = Array.from({ length: 51 }, (_, n) => `p${n}@example.com`).join(",");
    const capped = await b.post(`/dashboard/visits/${visitId}/send`, {
      _csrf: csrf,
      intent: "send",
      recipients: many,
    });
    expect(capped.status).toBe(400);
    expect(capped.text).toContain("At most 50 recipients per send (51 given).");
    const long = await b.post(`/dashboard/visits/${visitId}/send`, {
      _csrf: csrf,
      intent: "send",
      recipients: "a@example.com",
      message: "x".repeat(2001),
    });
    expect(long.status).toBe(400);
    expect((await tenant.live.get(`/site-visits/${visitId}`)).body.status).toBe("DRAFT");
    // The preview frame's document escapes the message and runs no script (sandboxed by its CSP).
    const preview = await b.get(
      `/dashboard/visits/${visitId}/email-preview?message=${encodeURIComponent("<img src=x onerror=alert(3)>")}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("&lt;img src=x onerror=alert(3)&gt;");
    expect(preview.headers.get("content-security-policy")).toContain("sandbox");
    expect(preview.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  });
});

describe("the same events as the API", () => {
  test("a photo added in the dashboard delivers evidence.attached like the API's; a send delivers site_visit.sent; signatures verify", async () => {
    const { visitId, itemId } = await newVisit("Webhooks");
    const api = await fetch(`${server.api}/action-items/${itemId}/evidence`, {
      method: "POST",
      body: await makeImage("png"),
      headers: { authorization: `Bearer ${tenant.liveKey}`, "content-type": "image/png" },
    });
    expect(api.status).toBe(201);
    const dash = await postPhoto(
      itemId,
      new Blob([await makeImage("jpg")], { type: "image/jpeg" }),
      "crack.jpg",
    );
    expect(dash.status).toBe(303);
    const attached = await receiver.waitFor(
      (r) =>
        r.filter(
          (x) =>
            x.body?.event_type === "evidence.attached" && x.body.data.action_item.id === itemId,
        ).length === 2,
      10_000,
      "two evidence.attached",
    );
    const mine = attached.filter(
      (x) => x.body?.event_type === "evidence.attached" && x.body.data.action_item.id === itemId,
    );
    for (const m of mine) expect(m.verifyError).toBeNull();
    expect(Object.keys(mine[1]!.body.data).sort()).toEqual(Object.keys(mine[0]!.body.data).sort());
    expect(mine[1]!.body.data.target_type).toBe("evidence");
    expect(mine.map((m) => m.body.data.evidence.content_type)).toEqual(["image/png", "image/jpeg"]);

    const csrf = await b.csrf();
    const sent = await b.post(`/dashboard/visits/${visitId}/send`, {
      _csrf: csrf,
      intent: "send",
      recipients: "owner@harbour.test",
    });
    expect(sent.status).toBe(303);
    expect((await b.get(sent.headers.get("location")!)).text).toContain(
      "Report queued for 1 recipient.",
    );
    const hook = (
      await receiver.waitFor(
        (r) =>
          r.some(
            (x) =>
              x.body?.event_type === "site_visit.sent" && x.body.data.site_visit.id === visitId,
          ),
        10_000,
        "site_visit.sent",
      )
    ).find(
      (x) => x.body?.event_type === "site_visit.sent" && x.body.data.site_visit.id === visitId,
    )!;
    expect(hook.verifyError).toBeNull();
    expect(hook.body.data.site_visit.recipients).toEqual(["owner@harbour.test"]);
    await inbox.waitForMail("owner@harbour.test");
  });
});

/** axe on the phone, then screenshots on the phone and (from then on) at desktop size. */
async function accessibleAtBothSizes(page: Page, name: string) {
  await expectAccessible(page, name);
  await shot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, `${name}-desktop`);
}
const shot = (page: Page, name: string) =>
  saveScreenshot(page, `dashboard-send-${name}.png`, { fullPage: true });

/** Reads the QR code as drawn by Chromium: the element's screenshot, to RGBA by ffmpeg, decoded by jsQR. */
async function readQr(page: Page, selector: string): Promise<string | null> {
  const png = await page.locator(selector).screenshot();
  const box = (await page.locator(selector).boundingBox())!;
  const ff = Bun.spawn(
    [
      "ffmpeg",
      "-nostdin",
      "-v",
      "error",
      "-i",
      "pipe:0",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "pipe:1",
    ],
    { stdin: new Uint8Array(png), stdout: "pipe" },
  );
  const rgba = new Uint8ClampedArray(await new Response(ff.stdout).arrayBuffer());
  const width = Math.round(box.width * 2); // deviceScaleFactor 2
  const height = rgba.length / 4 / width;
  return jsQR(rgba, width, height)?.data ?? null;
}

async function signedInContext(
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await chromium.newContext(viewport);
  await context.addCookies([
    {
      name: COOKIE,
      value: b.jar.cookie!,
      url: origins(server).publicOrigin,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  return { context, page, problems };
}

describe("in Chromium", () => {
  test("photos: add one on a phone, see the placeholder then its thumbnail; a capture link's QR code is its URL; revoke; remove the photo", async () => {
    const { itemId } = await newVisit("Photos in the browser");
    const { context, page, problems } = await signedInContext();
    const { publicOrigin } = origins(server);
    await page.goto(`${publicOrigin}/dashboard/action-items/${itemId}/photos`);
    await expectAccessible(page, "photos-empty");
    await shot(page, "photos-empty-phone");
    expect(await page.locator("#photo").getAttribute("accept")).toBe("image/*");

    await page.setInputFiles("#photo", {
      name: "crack.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(await makeImage("jpg", "640x480")),
    });
    await page.getByRole("button", { name: "Upload photo" }).focus();
    await Promise.all([page.waitForLoadState("load"), page.keyboard.press("Enter")]);
    await page.locator(".photos li").first().waitFor();
    await shot(page, "photos-uploaded-phone"); // the placeholder, unless the sizes were already made
    // The thumbnail appears once its rendition exists (the page shows a placeholder until then).
    const thumb = await eventually(
      async () => {
        await page.reload();
        if ((await page.locator(".photos img").count()) === 0) return null;
        return page.locator(".photos img").first().getAttribute("src");
      },
      20_000,
      "thumbnail",
    );
    const ev = (await evidenceOf(itemId))[0];
    expect(thumb).toBe(ev.thumbnailUrl);
    expect(thumb).not.toBe(ev.url); // never the original on the list
    expect(
      await page
        .locator(".photos img")
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expectAccessible(page, "photos-one");
    await shot(page, "photos-one-phone");

    // A capture link, made from the keyboard.
    await page.locator("#upload_limit").selectOption("3");
    await page.getByRole("button", { name: "Create capture link" }).focus();
    await Promise.all([page.waitForURL(/created=1/), page.keyboard.press("Enter")]);
    const shown = await page.locator("[data-capture-link] input[readonly]").inputValue();
    expect(shown).toStartWith(`${publicOrigin}/c/`);
    expect(
      await page.locator("[data-capture-link] a", { hasText: "Open" }).getAttribute("href"),
    ).toBe(shown);
    expect(await readQr(page, "[data-capture-link] .qr")).toBe(shown);
    expect((await fetch(shown)).status).toBe(200);
    // Copy is revealed by the script and says what it did; Share only where the browser has it.
    await page.locator("[data-capture-link] button[data-copy]").click();
    // The clipboard answers asynchronously: wait for the status the click leads to.
    await page
      .locator("[data-capture-link] [role=status]", { hasText: /Copied|Selected/ })
      .waitFor({ timeout: 5_000 });
    const canShare = await page.evaluate(() => typeof navigator.share === "function");
    expect(await page.locator("[data-capture-link] button[data-share]").isVisible()).toBe(canShare);
    await accessibleAtBothSizes(page, "photos-capture-link");

    await page.getByRole("button", { name: "Revoke this link" }).click();
    // The page is already loaded when the click posts: wait for the answer's page instead.
    await page.waitForFunction(() => document.querySelectorAll("[data-capture-link]").length === 0);
    expect((await fetch(shown)).status).toBe(404);
    await server.logsSettled();
    expect(server.logs()).not.toContain(shown.split("/c/")[1]!); // the token never reaches the log

    // Remove the photo, after the confirmation.
    await page.getByRole("link", { name: "Remove evidence photo 1" }).click();
    await page.waitForURL(/\/remove$/);
    await expectAccessible(page, "remove-photo");
    await shot(page, "remove-photo-desktop");
    await page.getByRole("button", { name: "Remove photo" }).click();
    await page.waitForURL(/\/photos$/);
    await expect(page.locator(".photos li").count()).resolves.toBe(0);
    expect(await evidenceOf(itemId)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  test("mark complete, preview and send the report; the mailed link opens; a replaced link's old URL is 404", async () => {
    const { visitId } = await newVisit("Check-out <b>inspection</b>");
    const { context, page, problems } = await signedInContext();
    const { publicOrigin } = origins(server);
    await page.goto(`${publicOrigin}/dashboard/visits/${visitId}/send`);
    expect(await page.locator("h1").textContent()).toBe("Check-out <b>inspection</b>");
    await expectAccessible(page, "send");
    await shot(page, "send-phone");

    await page.getByRole("button", { name: "Mark complete" }).focus();
    await Promise.all([page.waitForLoadState("load"), page.keyboard.press("Enter")]);
    await page.locator("[data-visit-status=DONE]").waitFor();
    expect((await tenant.live.get(`/site-visits/${visitId}`)).body.status).toBe("DONE");
    await receiver.waitFor(
      (r) =>
        r.some(
          (x) =>
            x.body?.event_type === "site_visit.completed" &&
            x.body.data.site_visit.id === visitId &&
            !x.verifyError,
        ),
      10_000,
      "site_visit.completed",
    );

    await page.locator("#recipients").fill("Landlord@Harbour.test, agent@harbour.test");
    await page.locator("#message").fill("Two things need a glazier: see <below> & act.");
    // The page is already loaded when the click posts: wait for what the answer shows instead.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/send")),
      page.getByRole("button", { name: "Preview email" }).click(),
    ]);
    const frame = page.frameLocator("iframe.preview");
    await frame
      .locator("body", { hasText: "Two things need a glazier: see <below> & act." })
      .waitFor({ timeout: 10_000 });
    expect(await page.locator("#recipients").inputValue()).toBe(
      "Landlord@Harbour.test, agent@harbour.test",
    );
    await saveScreenshot(page.locator("iframe.preview"), "dashboard-send-preview-frame-phone.png");
    await accessibleAtBothSizes(page, "send-preview");

    await page.getByRole("button", { name: "Send report" }).click();
    await page
      .locator(".notice", { hasText: "Report queued for 2 recipients." })
      .waitFor({ timeout: 10_000 });
    expect(await page.locator("#recipients").inputValue()).toBe(""); // and a reload cannot send it again
    const mail = await inbox.waitForMail("agent@harbour.test");
    const preview = (
      await b.get(
        `/dashboard/visits/${visitId}/email-preview?message=${encodeURIComponent("Two things need a glazier: see <below> & act.")}`,
      )
    ).text;
    expect(mail.html).toBe(preview); // the preview is the email as sent
    const link = /(http:\/\/\S+\/r\/[0-9a-z]{26})/.exec(mail.text ?? "")![1]!;
    expect(await page.locator("#report-link").inputValue()).toBe(link);
    const reader = await context.newPage();
    const opened = await reader.goto(link);
    expect(opened!.status()).toBe(200);
    await expect(reader.locator("body").textContent()).resolves.toContain(
      "Cracked pane in the kitchen window",
    );
    await reader.close();

    await page.locator("#expires_in_days").selectOption("7");
    await page.getByRole("button", { name: "Replace link" }).click();
    await page.waitForFunction(
      (old) => (document.querySelector("#report-link") as HTMLInputElement | null)?.value !== old,
      link,
    );
    const fresh = await page.locator("#report-link").inputValue();
    expect(fresh).not.toBe(link);
    expect((await fetch(link)).status).toBe(404);
    await server.logsSettled();
    expect(server.logs()).not.toContain(link.split("/r/")[1]!);
    expect((await fetch(fresh)).status).toBe(200);
    const v = (await tenant.live.get(`/site-visits/${visitId}`)).body;
    expect(v.publicReportUrl).toBe(fresh);
    expect(Date.parse(v.publicReportExpiresAt) - Date.now()).toBeGreaterThan(6 * 86_400_000);
    await expectAccessible(page, "send-rotated");
    await shot(page, "send-rotated-desktop");
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
