// A large report in print and on a phone: 20 items with two 4 MB phone photos each, uploaded through
// the API. The PDF (page.pdf in headless Chromium) stays under 5 MB with all 40 photos in it at their
// display size, no card is split across pages, and a phone's first load of the page fetches under
// 2 MB (thumbnails), against the ~170 MB of the originals. Artifacts go to test/artifacts/.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { ARTIFACTS, launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant } from "./helpers/fixtures";
import { openDb } from "./helpers/db";
import { phonePhotos } from "./helpers/phone-photos";
import { firstLoad } from "./helpers/page-weight";

const ITEMS = 20;
const PER_ITEM = 2;
const MB = 1024 * 1024;

let server: TestServer;
let browser: Browser;
let reportUrl: string;
let originalBytes = 0;
let originalKeys: string[] = [];

beforeAll(async () => {
  server = await startServer();
  const tenant = await createTenant(server);
  const c = tenant.test;
  // Ten distinct photos, each uploaded four times: every upload gets its own sizes (and the PDF
  // check below counts 40 embedded images, so none was shared).
  const photos = await phonePhotos(10);
  const prop = (
    await c.post("/properties", {
      name: "Riverside Court",
      address: "1-40 Riverside Court, Leeds LS1 4AP",
    })
  ).body;
  const visit = (
    await c.post("/site-visits", {
      property_id: prop.id,
      title: "Annual inspection",
      visit_date: "2026-11-20T09:00:00Z",
      summary: "A long list of small things.",
    })
  ).body;
  reportUrl = visit.publicReportUrl;
  const priorities = ["HIGH", "MEDIUM", "LOW"];
  for (let i = 0; i < ITEMS; i++) {
    const item = (
      await c.post("/action-items", {
        site_visit_id: visit.id,
        title: `Flat ${i + 1}: window seal perished and letting in draughts`,
        priority: priorities[i % 3],
        location: `Flat ${i + 1}, living room`,
      })
    ).body;
    for (let j = 0; j < PER_ITEM; j++) {
      const bytes = photos[(i * PER_ITEM + j) % photos.length]!;
      const r = await c.request("POST", `/action-items/${item.id}/evidence`, {
        raw: bytes as BodyInit,
        headers: { "content-type": "image/jpeg" },
      });
      expect(r.status).toBe(201);
      originalBytes += bytes.length;
    }
  }
  const db = openDb(server.dataDir);
  try {
    const until = Date.now() + 240_000;
    const waiting = () =>
      (
        db
          .query(
            "SELECT count(*) AS n FROM blobs WHERE kind = 'evidence' AND thumb_key IS NULL AND rendition_error IS NULL",
          )
          .get() as { n: number }
      ).n;
    while (waiting() > 0 && Date.now() < until) await Bun.sleep(250);
    expect(waiting()).toBe(0);
    originalKeys = (
      db.query("SELECT key FROM blobs WHERE kind = 'evidence'").all() as { key: string }[]
    ).map((r) => r.key);
  } finally {
    db.close();
  }
  browser = await launchBrowser();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("20 items with 40 phone photos", () => {
  test("a phone's first load fetches under 2 MB, none of it an original", async () => {
    const ctx = await browser.newContext(PHONE);
    const page = await ctx.newPage();
    const { bytes: total, urls } = await firstLoad(page, reportUrl);
    console.log(
      `report page, 20 items x 2 photos: ${(total / MB).toFixed(2)} MB fetched (${urls.length} requests); originals: ${(originalBytes / MB).toFixed(1)} MB`,
    );
    expect(await page.$$eval(".thumbs img", (i) => i.length)).toBe(ITEMS * PER_ITEM);
    expect(total).toBeLessThan(2 * MB);
    expect(originalKeys).toHaveLength(ITEMS * PER_ITEM);
    for (const k of originalKeys) expect(urls.some((u) => u.includes(k))).toBe(false);
    await saveScreenshot(page, "report-40-photos-phone.png");
    await ctx.close();
  });

  test("prints under 5 MB with every photo at its display size, no card split across pages", async () => {
    const ctx = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await ctx.newPage();
    await page.goto(reportUrl, { waitUntil: "load" });
    await page.emulateMedia({ media: "print" });
    await page.waitForFunction(
      () => [...document.images].every((i) => i.complete && i.naturalWidth === 1600),
      undefined,
      { timeout: 60_000 },
    );
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const file = join(ARTIFACTS, "report-40-photos-A4.pdf");
    writeFileSync(file, pdf);
    const images = Bun.spawnSync(["pdfimages", "-list", file])
      .stdout.toString()
      .trim()
      .split("\n")
      .slice(2);
    const pages = Number(
      /Pages:\s+(\d+)/.exec(Bun.spawnSync(["pdfinfo", file]).stdout.toString())![1],
    );
    console.log(
      `report PDF, 20 items x 2 photos: ${(pdf.length / MB).toFixed(2)} MB, ${pages} A4 pages, ${images.length} images`,
    );
    expect(images.length).toBe(ITEMS * PER_ITEM);
    for (const line of images) expect(line).toMatch(/^\s*\d+\s+\d+\s+image\s+1600\s+1200\s/);
    expect(pdf.length).toBeLessThan(5 * MB);
    // Every item's title and location on the same page: no card is split.
    for (let i = 1; i <= ITEMS; i++) {
      const onPage = (s: string) =>
        Array.from({ length: pages }, (_, p) =>
          Bun.spawnSync([
            "pdftotext",
            "-layout",
            "-f",
            String(p + 1),
            "-l",
            String(p + 1),
            file,
            "-",
          ])
            .stdout.toString()
            .replace(/\s+/g, " "),
        ).findIndex((t) => t.includes(s));
      if (i % 5 === 1)
        expect(onPage(`Flat ${i}: window seal`)).toBe(onPage(`Flat ${i}, living room`));
    }
    await ctx.close();
  }, 120_000);
});
