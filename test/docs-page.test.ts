// GET /docs, the API reference for people, looked at in a real headless Chromium: it shows every
// operation, webhook and schema of the served document, fetches nothing from another host (it must
// work offline) and logs no console error. Screenshots go to test/artifacts/ (gitignored).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync } from "node:fs";
import type { Browser } from "playwright-core";
import { ARTIFACTS, launchBrowser, saveScreenshot } from "./helpers/browser";
import { BINARY, startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let browser: Browser;
let doc: any;
beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  doc = await fetch(`${server.api}/openapi.json`).then((r) => r.json());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("the reference renders every operation, webhook and schema, offline, without console errors", async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  const origin = new URL(server.url).origin;
  page.on(
    "request",
    (r) =>
      new URL(r.url()).origin !== origin && problems.push(`request to another host: ${r.url()}`),
  );
  page.on("requestfailed", (r) => problems.push(`failed: ${r.url()}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()}: ${r.url()}`));

  const res = await page.goto(`${server.url}/docs`, { waitUntil: "load" });
  expect(res?.status()).toBe(200);
  expect(res?.headers()["content-type"]).toStartWith("text/html");

  const operationCount = Object.values(doc.paths as Record<string, object>).reduce(
    (n, ops) => n + Object.keys(ops).length,
    0,
  );
  expect(await page.locator("section.op").count()).toBe(
    operationCount + Object.keys(doc.webhooks).length,
  );
  expect(await page.locator("section.schema-def").count()).toBe(
    Object.keys(doc.components.schemas).length,
  );
  await expect(page.locator("#op-createSiteVisit h3").innerText()).resolves.toBe(
    "POST /site-visits",
  );
  await expect(page.locator("#op-createSiteVisit").innerText()).resolves.toContain(
    "CreateSiteVisitRequest",
  );
  await expect(page.locator("#webhook-site-visit-sent").innerText()).resolves.toContain(
    "webhook-signature",
  );
  await expect(page.locator("#schema-Error").innerText()).resolves.toContain("plan_limit_exceeded");
  expect(await page.locator("nav").innerText()).toContain("Create a property");
  await saveScreenshot(page, "docs.png");

  // A schema link from an operation lands on the schema.
  await page.locator('#op-getProperty a.schema[href="#schema-Property"]').first().click();
  expect(page.url()).toEndWith("#schema-Property");
  expect(await page.locator("#schema-Property").isVisible()).toBe(true);
  await page.locator("#op-completeActionItem").scrollIntoViewIfNeeded();
  await saveScreenshot(page, "docs-operation.png");
  await page.goto(`${server.url}/docs#schema-Error`);
  await saveScreenshot(page, "docs-schema.png");

  expect(problems).toEqual([]);
  await page.close();
}, 60_000);

test("/docs/errors links to the reference", async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/docs/errors`);
  await page.getByRole("link", { name: "API reference" }).click();
  await page.waitForURL(`${server.url}/docs`);
  expect(await page.locator("h1").innerText()).toBe("sitevisit API reference");
  await page.close();
}, 30_000);

describe.if(existsSync(BINARY))("the compiled binary", () => {
  test("serves the same reference (nothing is read from the source tree)", async () => {
    const bin = await startServer({ binary: true });
    try {
      const res = await fetch(`${bin.url}/docs`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('id="op-retryWebhookDelivery"');
      expect(html).toContain('id="schema-WebhookDeliveryWithAttempts"');
    } finally {
      await bin.stop();
    }
  }, 30_000);
});
