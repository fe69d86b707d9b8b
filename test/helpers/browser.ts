// Headless Chromium for the page tests: Debian's chromium driven by playwright-core, with the flags
// this machine's closed network needs (no background connections), and where screenshots go.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { ROOT } from "./server";

/** Screenshots and PDFs the tests leave for a person to look at (gitignored). */
export const ARTIFACTS = join(ROOT, "test/artifacts");

/** A phone: what the capture and report pages are made for. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}
