// Headless Chromium for the page tests: Debian's chromium driven by playwright-core, with the flags
// this machine's closed network needs (no background connections), and where screenshots go.
import { expect } from "bun:test";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { ROOT } from "./server";

/** Screenshots and PDFs the tests leave for a person to look at (gitignored). */
export const ARTIFACTS = join(ROOT, "test/artifacts");

/**
 * Saves a screenshot for a person to look at. It is not an assertion: when Chromium cannot capture
 * one (seen beside a CPU hog: "Unable to capture screenshot"), it tries once more, then says so on
 * stderr and lets the test go on. Artifacts must not make a busy machine's run red.
 */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  o: { fullPage?: boolean } = {},
): Promise<void> {
  const path = join(ARTIFACTS, name);
  if (o.fullPage && "mainFrame" in target) await paintFrames(target);
  for (let attempt = 1; ; attempt++) {
    try {
      await target.screenshot({ path, ...o });
      return;
    } catch (e) {
      if (attempt >= 2) {
        console.warn(`screenshot ${name} not saved: ${(e as Error).message.split("\n")[0]}`);
        return;
      }
      await Bun.sleep(500);
    }
  }
}

/**
 * Chromium paints a cross-origin frame (the send page's sandboxed email preview) only while it is in
 * view when the shot is taken, so a full-page shot of a page as loaded shows such a frame's box
 * empty, though a person scrolling to it sees it: the last frame is scrolled into view first.
 */
async function paintFrames(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const last = [...document.querySelectorAll("iframe")].at(-1);
      if (!last) return;
      last.scrollIntoView({ block: "nearest" });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    })
    .catch(() => {}); // an artifact only: never the test's failure
}

/** A phone: what the capture and report pages are made for. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page, name: string) {
  await page.evaluate(AXE);
  const result: any = await page.evaluate(() =>
    (globalThis as any).axe.run(document, { resultTypes: ["violations"] }),
  );
  const bad = result.violations.filter(
    (v: any) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    bad.map(
      (v: any) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n: any) => n.target).join(" ")}`,
    ),
  ).toEqual([]);
}

/** Records the page's tus PATCH requests: the Upload-Offset of each, and the upload's URL. */
export function watchPatches(page: Page) {
  const seen = { offsets: [] as number[], url: "" };
  page.on("request", (r) => {
    if (r.method() !== "PATCH") return;
    seen.url = r.url();
    seen.offsets.push(Number(r.headers()["upload-offset"]));
  });
  return seen;
}

export interface PageBox {
  top: number;
  bottom: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The box of the first element each selector finds, in page coordinates (so boxes measured at any
 * scroll compare), from getBoundingClientRect; null where nothing matches.
 */
export function pageBoxes<K extends string>(
  page: Page,
  selectors: Record<K, string>,
): Promise<Record<K, PageBox | null>> {
  return page.evaluate(
    (sels: Record<string, string>) => {
      const out: Record<string, PageBox | null> = {};
      for (const [name, sel] of Object.entries(sels)) {
        const r = document.querySelector(sel)?.getBoundingClientRect();
        out[name] = r
          ? {
              top: r.top + scrollY,
              bottom: r.bottom + scrollY,
              left: r.left,
              width: r.width,
              height: r.height,
            }
          : null;
      }
      return out;
    },
    selectors as Record<string, string>,
  ) as Promise<Record<K, PageBox | null>>;
}
