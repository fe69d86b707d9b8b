// A visit done with a notebook and a phone camera, no video (issue: "a visit without a video has no
// way in"), in headless Chromium at 390x844 and 1440x900: the DRAFT visit page offers "+ Add item"
// (title, priority, location, category, description), six items typed there, several photos
// added at once from the file input that stands in for the camera, then sent and completed; an
// item filed through the API on a DRAFT or PROCESSING visit shows on the visit page. axe on every
// page; screenshots in test/artifacts/dashboard-manual-*.png.
import { expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { expectAccessible, PHONE, saveScreenshot } from "./helpers/browser";
import { useBrowserSuite } from "./helpers/browser-suite";
import { browser as httpBrowser, signedIn, signedInPage } from "./helpers/dashboard";
import { makeImage } from "./helpers/images";

const env = useBrowserSuite();

const SIX = [
  ["Smoke alarm not working", "HIGH", "Hallway", "safety", "No sound on test."],
  ["Cracked pane", "MEDIUM", "Kitchen", "doors_windows", "Lower left pane."],
  ["Dripping tap", "LOW", "Bathroom", "plumbing", ""],
  ["Loose handrail", "HIGH", "Stairs", "structural", "Moves 2 cm."],
  ["Mould on ceiling", "MEDIUM", "Bedroom", "other", "Above the window."],
  ["Gutter blocked", "LOW", "Garden", "", "Leaves."],
] as const;

test("an item filed through the API on a DRAFT visit is on the visit page", async () => {
  const visit = (
    await env.t.live.post("/site-visits", { property_id: env.propertyId, title: "API" })
  ).body;
  await env.t.live.post("/action-items", { site_visit_id: visit.id, title: "Filed by the CRM" });
  const { b } = await signedIn(env.server, env.t.accountId, "api-draft@harbour.test");
  const page = await b.get(`/dashboard/visits/${visit.id}`);
  expect(page.status).toBe(200);
  expect(page.text).toContain("Filed by the CRM");
  expect(page.text).toContain('id="add-item"');
  expect(page.text).toContain('id="upload-h"'); // the video stays optional beside the items
  // And without the script: the add form posts and the page opens on the new item.
  const csrf = await b.csrf(`/dashboard/visits/${visit.id}`);
  const add = await b.post(`/dashboard/visits/${visit.id}/items`, {
    _csrf: csrf,
    title: "Typed by hand",
    priority: "HIGH",
    location: "Loft",
    category: "electrical",
    description: "Bare wire.",
  });
  expect(add.status).toBe(303);
  const items = (await env.t.live.get(`/action-items?site_visit_id=${visit.id}`)).body.data;
  const typed = items.find((i: any) => i.title === "Typed by hand");
  expect(typed).toMatchObject({ priority: "HIGH", location: "Loft", category: "electrical" });
  expect(typed.review.state).toBe("confirmed");
  void httpBrowser;
});

async function addItem(
  page: Page,
  [title, priority, location, category, description]: (typeof SIX)[number],
) {
  await page.locator("#add-title").fill(title);
  await page.locator("#add-priority").selectOption(priority);
  await page.locator("#add-location").fill(location);
  await page.locator("#add-category").selectOption(category);
  await page.locator("#add-description").fill(description);
  await page.getByRole("button", { name: "Add item", exact: true }).click();
  await page.locator(".items > li h3", { hasText: title }).waitFor();
}

for (const [size, options] of [
  ["phone", PHONE],
  ["desktop", { viewport: { width: 1440, height: 900 } }],
] as const) {
  test(`${size}: six items typed on a visit with no video, photos added, sent and completed`, async () => {
    const { context, page } = await signedInPage(
      env.chromium,
      env.server,
      env.t.accountId,
      `manual-${size}@harbour.test`,
      options,
      "Sam Patel",
    );
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`/dashboard/properties/${env.propertyId}`);
    await page.getByLabel("Visit title").fill(`Notebook visit (${size})`);
    await Promise.all([
      page.waitForURL(/\/dashboard\/visits\/sv_/),
      page.getByRole("button", { name: "Start a visit" }).click(),
    ]);
    const visitUrl = page.url();
    const visitId = new URL(visitUrl).pathname.split("/").pop()!;
    await expect(page.getByRole("heading", { name: "+ Add item" }).count()).resolves.toBe(1);
    await expectAccessible(page, `${size} draft visit`);
    await saveScreenshot(page, `dashboard-manual-${size}-draft.png`, { fullPage: true });
    for (const item of SIX) await addItem(page, item);
    expect(await page.locator(".items > li").count()).toBe(6);
    await expect(page.locator("#checked").textContent()).resolves.toContain("6 of 6 checked");
    await expectAccessible(page, `${size} draft visit with items`);
    await saveScreenshot(page, `dashboard-manual-${size}-items.png`, { fullPage: true });

    // Photos for the first item: two at once from the file input (the phone's camera).
    await page
      .locator(".items > li", { hasText: "Smoke alarm" })
      .getByRole("link", { name: "Photos" })
      .click();
    await page.waitForURL(/\/photos$/);
    const input = page.locator("#photo");
    expect(await input.getAttribute("capture")).toBe("environment");
    await input.setInputFiles([
      { name: "one.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await makeImage("jpg")) },
      { name: "two.png", mimeType: "image/png", buffer: Buffer.from(await makeImage("png")) },
    ]);
    // They show at once, without a reload (docs/dashboard.md, "Photos").
    await page.getByRole("button", { name: "Upload photos" }).click();
    await page.locator("#photos-status", { hasText: "2 photos added." }).waitFor();
    expect(await page.locator("ul.photos > li").count()).toBe(2);
    const items = (await env.t.live.get(`/action-items?site_visit_id=${visitId}`)).body.data;
    const alarm = items.find((i: any) => i.title === "Smoke alarm not working");
    expect(alarm.evidenceImages.length).toBe(2);
    // The same checks as every photo: a file that is not an image is refused by name.
    await input.setInputFiles([
      { name: "three.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await makeImage("jpg")) },
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") },
    ]);
    await page.getByRole("button", { name: "Upload photos" }).click();
    await page.locator("#photos-status", { hasText: "notes.jpg" }).waitFor();
    const after = (await env.t.live.get(`/action-items/${alarm.id}`)).body;
    expect(after.evidenceImages.length).toBe(3);
    expect(await page.locator("ul.photos > li").count()).toBe(3);
    await page.waitForFunction(() => document.querySelectorAll("ul.photos img").length === 3);
    await expectAccessible(page, `${size} photos`);
    await saveScreenshot(page, `dashboard-manual-${size}-photos.png`, { fullPage: true });

    // Send (which completes the visit): no video was ever uploaded.
    await page.goto(`${visitUrl}/send`);
    await page.getByLabel("Recipients").fill("landlord@example.com");
    await page.getByRole("button", { name: "Send report" }).click();
    await page.waitForURL(/sent=1/);
    const sent = (await env.t.live.get(`/site-visits/${visitId}`)).body;
    expect(sent.status).toBe("SENT");
    expect(sent.completedAt).not.toBeNull();
    await expectAccessible(page, `${size} sent`);
    await page.goto(sent.publicReportUrl);
    for (const [title] of SIX) await page.getByText(title).first().waitFor();
    await saveScreenshot(page, `dashboard-manual-${size}-report.png`, { fullPage: true });
    // The sent visit's page still lists the items, and takes another.
    await page.goto(visitUrl);
    expect(await page.locator(".items > li").count()).toBe(6);
    expect(await page.locator("#add-item").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
}
