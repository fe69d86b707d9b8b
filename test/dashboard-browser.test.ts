// The dashboard's sign-in in headless Chromium on a phone (390x844), by keyboard alone: the sign-in
// page, the emailed link (a real SMTP server, smtp-server), the confirm page, the properties page,
// the test-data switch and sign out. axe-core checks every page (no serious or critical violation);
// screenshots go to test/artifacts/ (and the properties page at 1280x800).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startInbox, type Inbox } from "./helpers/inbox";
import type { Browser, Page } from "playwright-core";
import { expectAccessible, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { invite, origins } from "./helpers/dashboard";

let inbox: Inbox;
let server: TestServer;
let tenant: Tenant;
let browser: Browser;

beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    env: {
      SITEVISIT_SMTP_URL: inbox.url,
      SITEVISIT_MAIL_FROM: "sitevisit <no-reply@sitevisit.test>",
    },
  });
  tenant = await createTenant(server, "Harbour Lettings");
  await tenant.live.post("/properties", {
    name: "Flat 2, 14 Quay Street",
    address: "14 Quay Street, Bristol BS1 4DB",
  });
  await tenant.live.post("/properties", {
    name: "The Old Granary",
    address: "Mill Lane, Frome BA11 1AA",
    icon_emoji: "🏚️",
  });
  await tenant.test.post("/properties", { name: "Test Cottage" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox?.close();
});

async function shot(page: Page, name: string) {
  await saveScreenshot(page, `dashboard-${name}.png`, { fullPage: true });
}

test("a phone signs in by emailed link, by keyboard alone; every page passes axe; test data is marked", async () => {
  const inv = await invite(server, tenant.accountId, "ana@harbour.test", "Ana Costa");
  expect((inv as any).mailed).toBe(true); // SMTP is configured: the invitation went out too
  const invitation = await inbox.waitForMail("ana@harbour.test", 1);
  expect(invitation.subject).toBe("Your invitation to Harbour Lettings on sitevisit");

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  const { publicOrigin } = origins(server);

  await page.goto(`${publicOrigin}/dashboard`);
  expect(new URL(page.url()).pathname).toBe("/dashboard/sign-in");
  // The shared stylesheet is a linked file: the page's CSP lets it in (its nonce), so it applies.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    "rgb(246, 247, 249)",
  );
  await expectAccessible(page, "sign-in");
  await shot(page, "sign-in-phone");

  // Keyboard: Tab to the email field, type, Enter submits.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("email");
  await page.keyboard.type("Ana@Harbour.test");
  // The form posts to its own URL: waiting for the URL alone can return before the answer replaced the page.
  await Promise.all([page.waitForURL(/\/dashboard\/sign-in$/), page.keyboard.press("Enter")]);
  await page.locator("h1", { hasText: "Check your email" }).waitFor({ timeout: 10_000 });
  await expectAccessible(page, "check-email");
  await shot(page, "check-email-phone");

  const mail = await inbox.waitForMail("ana@harbour.test", 2);
  expect(mail.subject).toBe("Sign in to Harbour Lettings on sitevisit");
  const link = /(http:\/\/\S+\/dashboard\/sign-in\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(
    mail.text ?? "",
  )![1]!;
  await page.goto(link);
  await expectAccessible(page, "confirm");
  await shot(page, "confirm-phone");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
    "Continue to the dashboard",
  );
  await Promise.all([page.waitForURL(/\/dashboard\/properties$/), page.keyboard.press("Enter")]);

  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "sitevisit_session")!;
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe("Lax");
  expect(await page.evaluate(() => document.cookie)).toBe(""); // not readable by scripts

  const names = await page.locator(".list h2").allTextContents();
  expect(names.map((n) => n.trim()).slice(0, 2)).toEqual([
    "🏚️ The Old Granary",
    "Flat 2, 14 Quay Street",
  ]);
  expect(names.length).toBe(3); // and the live sample property
  expect(names.some((n) => n.includes("Test Cottage"))).toBe(false);
  await expectAccessible(page, "properties");
  await shot(page, "properties-phone");

  // Search from the keyboard.
  await page.locator("#q").focus();
  await page.keyboard.type("quay");
  await Promise.all([page.waitForURL(/q=quay/), page.keyboard.press("Enter")]);
  expect((await page.locator(".list h2").allTextContents()).map((n) => n.trim())).toEqual([
    "Flat 2, 14 Quay Street",
  ]);

  // The live/test switch, by keyboard: focus its button, press Enter.
  await page.getByRole("button", { name: "View test data" }).focus();
  await page.keyboard.press("Enter");
  await page.locator(".testbar").waitFor({ timeout: 10_000 });
  expect(new URL(page.url()).search).toBe("?q=quay"); // back where it was
  await page.goto(`${publicOrigin}/dashboard/properties`);
  expect(
    (await page.locator(".list h2").allTextContents()).some((n) => n.includes("Test Cottage")),
  ).toBe(true);
  await expectAccessible(page, "properties-test-mode");
  await shot(page, "properties-test-phone");
  await page.getByRole("link", { name: "Action items" }).focus();
  await Promise.all([page.waitForURL(/action-items/), page.keyboard.press("Enter")]);
  await expect(page.locator(".testbar").isVisible()).resolves.toBe(true);
  await expectAccessible(page, "action-items-test-mode");
  await shot(page, "action-items-test-phone");

  // Desktop size: the same page, laid out wide.
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "action-items-test-desktop");
  await page.getByRole("button", { name: "View live data" }).click();
  await page.getByRole("link", { name: "Properties" }).click();
  await page.waitForURL(/\/dashboard\/properties$/);
  await expect(page.locator(".testbar").count()).resolves.toBe(0);
  await shot(page, "properties-desktop");

  // Sign out sits in the account menu.
  await page.locator(".acct > summary").click();
  await page.getByRole("button", { name: "Sign out", exact: true }).focus();
  await Promise.all([page.waitForURL(/\/dashboard\/sign-in$/), page.keyboard.press("Enter")]);
  expect((await context.cookies()).find((c) => c.name === "sitevisit_session")).toBeUndefined();
  await page.goto(`${publicOrigin}/dashboard/properties`);
  expect(new URL(page.url()).pathname).toBe("/dashboard/sign-in");
  expect(problems).toEqual([]);
  await context.close();
}, 60_000);
