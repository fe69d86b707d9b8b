// Who a report is from, against the real binary: the account's settings through the CLI and the
// dashboard's Settings page (the same service: the same checks, the logo checked as a photo is),
// then a report sent from the dashboard and one through the API, received by a real SMTP server.
// The report email and the public page show the firm (name and logo) and "Sent by Sam Patel on …"
// (the API's send: the firm's); the email's Reply-To is the account's reply-to, else the sender's
// address. The send page starts with the default recipients. Chromium at 390x844 for the pages.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { startInbox, type Inbox } from "./helpers/inbox";
import { startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import {
  COOKIE,
  origins,
  signedIn,
  signedInPage,
  type Browser as DashClient,
} from "./helpers/dashboard";
import { makeImage } from "./helpers/images";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";

let inbox: Inbox;
let server: TestServer;
let t: Tenant;
let other: Tenant;
let b: DashClient;
let chromium: Browser;
let propertyId: string;
const files = tempDir("sitevisit-logo-");

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    binary: true,
    env: {
      SITEVISIT_SMTP_URL: inbox.url,
      SITEVISIT_MAIL_FROM: "sitevisit <no-reply@sitevisit.test>",
    },
  });
  [t, other] = await Promise.all([
    createTenant(server, "Harbour Lettings", { plan: "unlimited" }),
    createTenant(server, "Rival Estates"),
  ]);
  propertyId = (await t.live.post("/properties", { name: "Flat 2, 14 Quay Street" })).body.id;
  b = (await signedIn(server, t.accountId, "sam@harbour.test", "Sam Patel")).b;
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  await inbox?.close();
});

const settings = (args: string[], account = t.accountId) =>
  server.cli(["accounts", "settings", "--account", account, ...args, "--json"]);

/** The settings once the logo's sizes are made (by the server's job). */
async function logoReady(): Promise<any> {
  for (let i = 0; i < 200; i++) {
    const r = await settings([]);
    if (r.json?.logo?.state === "ready") return r.json;
    await Bun.sleep(100);
  }
  throw new Error("the logo's sizes were never made");
}

async function readyVisit(title: string) {
  const v = (await t.live.post("/site-visits", { property_id: propertyId, title })).body;
  await t.live.post("/action-items", {
    site_visit_id: v.id,
    title: "Cracked pane",
    priority: "HIGH",
  });
  return v.id as string;
}

const today = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
}).format(new Date());

describe("the CLI", () => {
  test("shows the settings, changes them, and refuses what is not valid with a clear message", async () => {
    const shown = await settings([]);
    expect(shown.code).toBe(0);
    expect(shown.json).toMatchObject({
      firmName: "Harbour Lettings",
      displayName: null,
      replyTo: null,
      defaultRecipients: [],
      logo: null,
    });
    const human = await server.cli(["accounts", "settings", "--account", t.accountId]);
    expect(human.stdout).toContain("firm name        Harbour Lettings (the account's name)");

    const logo = join(files, "logo.png");
    writeFileSync(logo, await makeImage("png", "400x120"));
    const set = await settings([
      "--display-name",
      "Harbour Lettings Ltd",
      "--default-recipients",
      "owner@example.com, agent@example.com",
      "--logo",
      logo,
    ]);
    expect(set.code).toBe(0);
    expect(set.json).toMatchObject({
      firmName: "Harbour Lettings Ltd",
      defaultRecipients: ["owner@example.com", "agent@example.com"],
      replyTo: null,
    });
    expect(set.json.logo.key).toBeString();
    expect((await logoReady()).logo.thumb).toContain("/media/");

    const text = join(files, "notes.txt");
    writeFileSync(text, "not an image at all, just words\n".repeat(20));
    for (const [args, said] of [
      [["--reply-to", "not an address"], /Not an email address: not an address/],
      [["--default-recipients", "a@example.com,b@"], /Not an email address: b@/],
      [["--display-name", "x".repeat(101)], /at most 100 characters; this is 101/],
      [["--display-name", "Harbour\u0007Lettings"], /control characters/],
      [
        [
          "--default-recipients",
          Array.from({ length: 51 }, (_, i) => `r${i}@example.com`).join(","),
        ],
        /At most 50 default recipients \(51 given\)/,
      ],
      [["--logo", text], /JPEG, PNG, WebP or HEIC/],
      [["--logo", join(files, "missing.png")], /no such file/],
    ] as const) {
      const r = await settings([...args]);
      expect({ args, failed: r.code !== 0 }).toEqual({ args, failed: true });
      expect(r.stderr).toMatch(said);
      expect(r.stderr).not.toContain("    at ");
    }
    const unknown = await settings([], "acct_nope");
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toMatch(/acct_nope/);
    // Nothing refused was kept.
    expect((await settings([])).json).toMatchObject({
      firmName: "Harbour Lettings Ltd",
      replyTo: null,
      defaultRecipients: ["owner@example.com", "agent@example.com"],
    });
  });
});

describe("the dashboard", () => {
  test("the Settings page saves, refuses bad input beside the field, and needs the CSRF token", async () => {
    const page = await b.get("/dashboard/settings");
    expect(page.status).toBe(200);
    expect(page.text).toContain('value="Harbour Lettings Ltd"');
    expect(page.text).toContain("owner@example.com, agent@example.com");
    const csrf = await b.csrf("/dashboard/settings");
    const bad = await b.post("/dashboard/settings", {
      _csrf: csrf,
      display_name: "Harbour Lettings Ltd",
      reply_to: "office@",
      default_recipients: "owner@example.com",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Not an email address: office@");
    expect(bad.text).toContain('value="office@"');
    expect(
      (await b.post("/dashboard/settings", { display_name: "No token", reply_to: "" })).status,
    ).toBe(403);
    expect((await settings([])).json.replyTo).toBeNull();
    // Another account's session changes only its own settings.
    const rival = (await signedIn(server, other.accountId, "rex@rival.test")).b;
    await rival.post("/dashboard/settings", {
      _csrf: await rival.csrf("/dashboard/settings"),
      display_name: "Rival Ltd",
      reply_to: "",
      default_recipients: "",
    });
    expect((await settings([])).json.firmName).toBe("Harbour Lettings Ltd");
    expect((await settings([], other.accountId)).json.firmName).toBe("Rival Ltd");
  });

  test("a logo that is not an image is refused on the page (415), the current logo kept", async () => {
    const before = (await settings([])).json.logo.key;
    const form = new FormData();
    form.set("_csrf", await b.csrf("/dashboard/settings"));
    form.set("logo", new Blob(["just text"], { type: "image/png" }), "logo.png");
    const { base, publicOrigin } = origins(server);
    const res = await fetch(`${base}/dashboard/settings/logo`, {
      method: "POST",
      body: form,
      headers: { cookie: `${COOKIE}=${b.jar.cookie}`, origin: publicOrigin },
      redirect: "manual",
    });
    expect(res.status).toBe(415);
    expect(await res.text()).toContain('role="alert" id="logo-error"');
    expect((await settings([])).json.logo.key).toBe(before);
  });

  test("the send page starts with the default recipients; a visit sent before keeps its own", async () => {
    const id = await readyVisit("Fresh visit");
    const page = await b.get(`/dashboard/visits/${id}/send`);
    expect(page.text).toMatch(
      /<textarea id="recipients"[^>]*>owner@example.com, agent@example.com<\/textarea>/,
    );
    await t.live.post(`/site-visits/${id}/send`, { recipients: ["someone@example.com"] });
    const again = await b.get(`/dashboard/visits/${id}/send`);
    expect(again.text).toMatch(/<textarea id="recipients"[^>]*><\/textarea>/);
  });
});

describe("the report says who it is from", () => {
  test("sent from the dashboard: firm, logo and 'Sent by Sam Patel on …'; Reply-To is the sender, then the account's reply-to", async () => {
    const id = await readyVisit("Quarterly inspection");
    const csrf = await b.csrf(`/dashboard/visits/${id}/send`);
    const sent = await b.post(`/dashboard/visits/${id}/send`, {
      _csrf: csrf,
      intent: "send",
      recipients: "landlord@example.com",
      message: "",
    });
    expect(sent.status).toBe(303);
    expect((await b.get(`/dashboard/visits/${id}/send`)).text).toMatch(
      /sent <time[^>]*>[^<]*<\/time> by Sam Patel\./,
    );
    const mail = await inbox.waitForMail("landlord@example.com");
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(["sam@harbour.test"]);
    expect(mail.text).toContain("Harbour Lettings Ltd");
    expect(mail.text).toContain(`Sent by Sam Patel on ${today}`);
    expect(mail.html).toContain(`Sent by Sam Patel on ${today}`);
    expect(mail.html).toMatch(/<img src="http[^"]+\/media\/[^"]+" alt="" height="40"/);

    const visit = (await t.live.get(`/site-visits/${id}`)).body;
    const report = await fetch(visit.publicReportUrl.replace(/^http:\/\/[^/]+/, server.url));
    const html = await report.text();
    expect(html).toContain(`Sent by Sam Patel on ${today}`);
    expect(html).toContain('<span class="firm">Harbour Lettings Ltd</span>');

    // With the account's reply-to set, replies go there.
    expect((await settings(["--reply-to", "office@harbour.test"])).code).toBe(0);
    await b.post(`/dashboard/visits/${id}/send`, {
      _csrf: csrf,
      intent: "send",
      recipients: "landlord@example.com",
      message: "",
    });
    const second = await inbox.waitForMail("landlord@example.com", 2);
    expect(second.replyTo?.value.map((a) => a.address)).toEqual(["office@harbour.test"]);

    const context = await chromium.newContext({ ...PHONE, baseURL: server.url });
    const pg = await context.newPage();
    await pg.goto(new URL(visit.publicReportUrl).pathname);
    expect(
      await pg.locator("img.logo").evaluate((i: HTMLImageElement) => i.naturalWidth),
    ).toBeGreaterThan(0);
    await saveScreenshot(pg, "account-settings-report.png");
    await context.close();
  });

  test("sent through the API: the firm's, never a person's; Reply-To as the account sets it", async () => {
    expect((await settings(["--reply-to", ""])).json.replyTo).toBeNull();
    const id = await readyVisit("API visit");
    await t.live.post(`/site-visits/${id}/send`, { recipients: ["api-landlord@example.com"] });
    expect((await b.get(`/dashboard/visits/${id}/send`)).text).toMatch(
      /<\/time> through the API\./,
    );
    const mail = await inbox.waitForMail("api-landlord@example.com");
    expect(mail.text).toContain(`Sent by Harbour Lettings Ltd on ${today}`);
    expect(mail.replyTo).toBeUndefined();
  });

  test("the Settings page on a phone passes axe (screenshot)", async () => {
    // An admin: the firm's forms are drawn for owners and admins only.
    await server.cli(
      ["users", "invite", "--account", t.accountId, "--email", "phone@harbour.test"].concat(
        "--role",
        "admin",
      ),
    );
    const { context, page: pg } = await signedInPage(
      chromium,
      server,
      t.accountId,
      "phone@harbour.test",
      PHONE,
      "Pat Phone",
    );
    await Promise.all([
      pg.waitForURL(/\/dashboard\/settings$/),
      pg.getByRole("link", { name: "Settings" }).click(),
    ]);
    await expectAccessible(pg, "settings");
    expect(
      await pg.locator(".logo-now img").evaluate((i: HTMLImageElement) => i.naturalWidth),
    ).toBeGreaterThan(0);
    await saveScreenshot(pg, "account-settings-phone.png", { fullPage: true });
    await context.close();
  });
});
