// The property pages in headless Chromium, on a phone (390x844) and a desktop (1280x800): add a
// property by keyboard (a refused form first: the complaints beside the fields, focusable), start a
// visit, the property page with visits and open items, edit, the filtered action items, the delete
// confirmation and the delete itself. axe-core on every page (no serious or critical violation);
// screenshots in test/artifacts/dashboard-props-*.png.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser, PHONE, expectAccessible, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { invite, origins } from "./helpers/dashboard";

const DESKTOP = { viewport: { width: 1280, height: 800 } };

let server: TestServer;
let t: Tenant;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  t = await createTenant(server, "Harbour Lettings", { plan: "unlimited" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** axe, then a full-page screenshot to look at. */
async function check(page: Page, name: string) {
  await expectAccessible(page, name);
  await saveScreenshot(page, `dashboard-props-${name}.png`, { fullPage: true });
}

async function signedInContext(
  email: string,
  options: object,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const inv = await invite(server, t.accountId, email);
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  // The refused form (400) and the visit page (404 until it exists on this branch) are expected.
  page.on(
    "console",
    (m) => m.type() === "error" && !/status of 40[04]/.test(m.text()) && problems.push(m.text()),
  );
  await page.goto(inv.signInUrl);
  await Promise.all([
    page.waitForURL(/\/dashboard\/properties$/),
    page.getByRole("button", { name: "Continue to the dashboard" }).click(),
  ]);
  return { context, page, problems };
}

/** Presses Enter on the focused control and waits for the page it leads to. */
async function enter(page: Page, url: RegExp) {
  await Promise.all([page.waitForURL(url), page.keyboard.press("Enter")]);
}

for (const [size, options] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`${size}: add (refused, then kept), start a visit, the property page, edit, filtered items, delete`, async () => {
    const { context, page, problems } = await signedInContext(`${size}@harbour.test`, options);
    const { publicOrigin } = origins(server);

    // Add a property, by keyboard: the first try has no name and a bad URL.
    await page.getByRole("link", { name: "Add a property" }).first().focus();
    await enter(page, /\/dashboard\/properties\/new$/);
    await check(page, `new-${size}`);
    await page.locator("#f-address").focus();
    await page.keyboard.type(`14 Quay Street, Bristol "<b>BS1</b>"`);
    await page.locator("#f-cover_image_url").fill("javascript:alert(1)");
    await page.locator("#f-cover_image_url").focus();
    await enter(page, /\/dashboard\/properties$/);
    expect(await page.locator("#f-name-error").textContent()).toBe("Enter name.");
    expect(await page.locator("#f-cover_image_url-error").textContent()).toContain(
      "http:// or https://",
    );
    expect(await page.locator("#f-address").inputValue()).toBe(
      `14 Quay Street, Bristol "<b>BS1</b>"`,
    ); // kept, as text
    expect(await page.locator("#f-name").getAttribute("aria-invalid")).toBe("true");
    await check(page, `new-refused-${size}`);
    // The summary links lead to the fields.
    await page.locator("#form-errors a", { hasText: "Name" }).focus();
    await page.keyboard.press("Enter");
    await page.locator("#f-name").focus();
    await page.keyboard.type(`Flat 2 <script>alert(1)</script>`);
    await page.locator("#f-cover_image_url").fill("");
    await page.locator("#f-icon_emoji").fill("🏢");
    await page.locator("#f-name").focus();
    await enter(page, /\/dashboard\/properties\/prop_[A-Za-z0-9]+$/);
    const propertyUrl = page.url();
    const propertyId = propertyUrl.split("/").pop()!;
    expect((await page.locator("h1").textContent())!.trim()).toBe(
      "🏢 Flat 2 <script>alert(1)</script>",
    );
    await expect(page.getByText("No visits yet.")).toBeDefined();
    await check(page, `property-empty-${size}`);

    // Start a visit from the property page, by keyboard.
    await page.locator("#f-title").focus();
    await page.keyboard.type("Quarterly inspection");
    expect(await page.locator("#f-visit_date").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await enter(page, /\/dashboard\/visits\/sv_[A-Za-z0-9]+$/);
    const visitId = page.url().split("/").pop()!;

    // Items found on that visit (through the API), one done.
    const a = (
      await t.live.post("/action-items", {
        site_visit_id: visitId,
        title: "Gutter blocked above the rear door",
        priority: "HIGH",
        location: "Rear elevation",
        assignee: "Sam (roofer)",
      })
    ).body;
    await t.live.post("/action-items", {
      site_visit_id: visitId,
      title: "Stairwell light out",
      priority: "MEDIUM",
      location: "Stairwell B",
    });
    const done = (
      await t.live.post("/action-items", {
        site_visit_id: visitId,
        title: "Fence repainted",
        priority: "LOW",
      })
    ).body;
    await t.live.patch(`/action-items/${done.id}`, { status: "DONE" });
    await page.goto(propertyUrl);
    const visitLink = page.locator(`a[href="/dashboard/visits/${visitId}"]`).first();
    expect(await visitLink.textContent()).toBe("Quarterly inspection");
    expect(await page.locator('section[aria-labelledby="items-h"] h3').allTextContents()).toEqual([
      "Stairwell light out",
      "Gutter blocked above the rear door",
    ]);
    await check(page, `property-${size}`);

    // Edit.
    await page.getByRole("link", { name: "Edit" }).focus();
    await enter(page, /\/edit$/);
    await check(page, `edit-${size}`);
    await page.locator("#f-name").fill("Flat 2, 14 Quay Street");
    await page.locator("#f-notes").fill("Key with the neighbour at no. 16.\nGate code 4821.");
    await Promise.all([
      page.waitForURL(propertyUrl),
      page.getByRole("button", { name: "Save changes" }).click(),
    ]);
    expect((await page.locator("h1").textContent())!.trim()).toBe("🏢 Flat 2, 14 Quay Street");

    // The property's items in the account-wide list.
    await page.getByRole("link", { name: /This property's items|All .* open items/ }).click();
    await page.waitForURL(/\/dashboard\/action-items\?property=/);
    // The work list shows what is not done yet (test/work-list.test.ts); OPEN alone here.
    const titles = () => page.locator(".work td.title > a").allTextContents();
    expect(await titles()).toHaveLength(2);
    await page.locator("#status").selectOption("OPEN");
    await Promise.all([
      page.waitForURL(/status=OPEN/),
      page.getByRole("button", { name: "Filter" }).click(),
    ]);
    expect(new URL(page.url()).searchParams.get("property")).toBe(propertyId);
    // By due date: HIGH is due a day after the visit, MEDIUM 28 days after.
    expect(await titles()).toEqual(["Gutter blocked above the rear door", "Stairwell light out"]);
    await check(page, `action-items-property-${size}`);
    expect(await page.locator(`a[href^="/dashboard/visits/${a.siteVisitId}#item-"]`).count()).toBe(
      2,
    );

    // Delete: the confirmation names what goes.
    await page.goto(`${propertyUrl}/delete`);
    const said = (await page.locator(".alert").textContent())!.replace(/\s+/g, " ");
    expect(said).toContain("1 visit");
    expect(said).toContain("3 action items");
    expect(said).toContain("0 photos");
    await check(page, `delete-${size}`);
    await page.getByRole("button", { name: /Delete property/ }).focus();
    await enter(page, /\/dashboard\/properties$/);
    expect(await page.locator(`a[href="/dashboard/properties/${propertyId}"]`).count()).toBe(0);
    expect((await t.live.get(`/properties/${propertyId}`)).status).toBe(404);
    await check(page, `list-${size}`);

    const response = await page.goto(`${publicOrigin}/dashboard/properties/${propertyId}`);
    expect(response!.status()).toBe(404);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
}
