// What a page costs a reader: every request a Chromium page makes while it loads and is scrolled to
// the bottom (so lazily shown images count), with the bytes of each response (headers + body).
import type { Page } from "playwright-core";

export async function firstLoad(
  page: Page,
  url: string,
): Promise<{ bytes: number; urls: string[] }> {
  const sizes: Promise<number>[] = [];
  const urls: string[] = [];
  page.on("requestfinished", (r) => {
    urls.push(r.url());
    sizes.push(r.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.goto(url, { waitUntil: "load" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  await page.waitForLoadState("networkidle");
  return { bytes: (await Promise.all(sizes)).reduce((a, b) => a + b, 0), urls };
}
