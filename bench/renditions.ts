// bun bench/renditions.ts — image sizes (thumbnail + display) against dist/sitevisit, each figure
// beside a baseline from the same run:
//  1. report page weight: bytes a phone-sized Chromium fetches on the first load of a 20-item report
//     with 2 phone photos (4032x3024, ~4 MB) per item; baseline: the same page with every <img>
//     pointing at its original (as before sizes existed);
//  2. time to make both sizes of one 12 MP photo through the bounded runner (nice, prlimit, one at
//     a time), median of BENCH_ROUNDS; baseline: plain `vipsthumbnail` with no bounds;
//  3. the server's RSS (and the largest tool child's) while 20 uploads' sizes are made at once;
//  4. API p99 (GET /api/v1/properties, 4 in flight) in the first BENCH_BUSY_SECONDS of that work,
//     beside the same measured idle just before and just after (the machine's own drift shows as
//     the difference between the two idle windows).
// Run `bun run build` first.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer, tempDir, removeDir } from "../test/helpers/server";
import { createTenant } from "../test/helpers/fixtures";
import { openDb } from "../test/helpers/db";
import { phonePhotos } from "../test/helpers/phone-photos";
import { firstLoad } from "../test/helpers/page-weight";
import { runImageTool } from "../src/media/image-tool";
import { makeSizes } from "../src/media/renditions";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUSY_MS = Number(process.env.BENCH_BUSY_SECONDS ?? 8) * 1000;
const MB = 1024 * 1024;
const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
  } catch {
    return 0;
  }
};
/** The RSS of every descendant of `pid` (the image tools it runs), summed. */
function childrenRss(pid: number): number {
  let total = 0;
  const kids = (p: number) =>
    readFileSync(`/proc/${p}/task/${p}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  const walk = (p: number) => {
    try {
      for (const k of kids(p)) {
        total += rssOf(k);
        walk(k);
      }
    } catch {}
  };
  walk(pid);
  return total;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p99 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))]!;

const work = tempDir("sitevisit-bench-sizes-");
console.log("generating 12 MP phone photos…");
const photos = await phonePhotos(10);
console.log(
  `${photos.length} photos, ${(photos.reduce((a, p) => a + p.length, 0) / photos.length / MB).toFixed(1)} MB each on average`,
);

// 2. Time per photo, bounded runner vs raw vipsthumbnail.
{
  const input = join(work, "photo.jpg");
  writeFileSync(input, photos[0]!);
  const bounded: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    const r = await makeSizes(input);
    if (!r.ok) throw new Error(r.error);
    bounded.push(performance.now() - t);
    t = performance.now();
    for (const [px, q] of [
      [320, 78],
      [1600, 72],
    ] as const) {
      const p = Bun.spawnSync([
        "vipsthumbnail",
        input,
        "--size",
        `${px}x${px}>`,
        "-o",
        join(work, `raw${px}.jpg[Q=${q},strip,optimize_coding,interlace]`),
      ]);
      if (p.exitCode !== 0) throw new Error(p.stderr.toString());
    }
    raw.push(performance.now() - t);
  }
  const one = await runImageTool([
    "vipsthumbnail",
    input,
    "--size",
    "1600x1600>",
    "-o",
    join(work, "m.jpg[Q=72,strip]"),
  ]);
  console.log(
    `\nsizes of one 12 MP photo (thumbnail + display), median of ${ROUNDS}: bounded runner ${median(bounded).toFixed(0)} ms (header read + 2 tool runs), raw vipsthumbnail x2 ${median(raw).toFixed(0)} ms; display tool peak RSS ${(one.maxRssBytes / MB).toFixed(0)} MB`,
  );
}

// 3 + 4. 20 at once on the server: RSS and API p99 beside idle.
const server = await startServer({ binary: true, env: { SITEVISIT_RATE_LIMIT: "0" } });
try {
  const tenant = await createTenant(server);
  const c = tenant.test;
  const prop = (await c.post("/properties", { name: "Bench Court" })).body;
  const visit = (await c.post("/site-visits", { property_id: prop.id, title: "Bench visit" })).body;
  const items: string[] = [];
  for (let i = 0; i < 20; i++)
    items.push(
      (
        await c.post("/action-items", {
          site_visit_id: visit.id,
          title: `Item ${i + 1}`,
          priority: "MEDIUM",
        })
      ).body.id,
    );
  const pid = server.proc.pid;

  const apiLatencies = async (ms: number, stop?: () => boolean) => {
    const out: number[] = [];
    const until = performance.now() + ms;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (performance.now() < until && !stop?.()) {
          const t = performance.now();
          const r = await fetch(`${server.api}/properties?limit=25`, {
            headers: { authorization: `Bearer ${tenant.testKey}` },
          });
          await r.arrayBuffer();
          out.push(performance.now() - t);
        }
      }),
    );
    return out;
  };
  const db = openDb(server.dataDir);
  const waiting = () =>
    (
      db
        .query(
          "SELECT count(*) AS n FROM blobs WHERE kind = 'evidence' AND thumb_key IS NULL AND rendition_error IS NULL",
        )
        .get() as { n: number }
    ).n;

  await apiLatencies(1000); // warm-up
  const idle = await apiLatencies(5000);
  const idleRss = rssOf(pid);

  // 20 photos uploaded (one per item), then their sizes are made while the API is measured.
  for (let i = 0; i < 20; i++) {
    const r = await c.request("POST", `/action-items/${items[i]}/evidence`, {
      raw: photos[i % photos.length] as BodyInit,
      headers: { "content-type": "image/jpeg" },
    });
    if (r.status !== 201) throw new Error(`upload ${r.status}`);
  }
  let peakRss = 0;
  let peakChild = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(pid));
    peakChild = Math.max(peakChild, childrenRss(pid));
  }, 20);
  const t0 = performance.now();
  const busy = await apiLatencies(BUSY_MS, () => waiting() === 0);
  const leftAfterBusy = waiting();
  while (waiting() > 0) await Bun.sleep(100);
  const made = performance.now() - t0;
  clearInterval(sampler);
  const idleAfter = await apiLatencies(5000);
  console.log(
    `\n20 photos' sizes made at once on the server: ${(made / 1000).toFixed(1)} s after the last upload (${(made / 20).toFixed(0)} ms per photo; the first ${BUSY_MS / 1000} s under API load)`,
  );
  console.log(
    `server RSS: idle ${(idleRss / MB).toFixed(0)} MB, peak while making them ${(peakRss / MB).toFixed(0)} MB; image tool children peak ${(peakChild / MB).toFixed(0)} MB (cap 512 MB address space, 1 at a time)`,
  );
  const idleP99 = (p99(idle) + p99(idleAfter)) / 2;
  console.log(
    `API p99 (GET /properties, 4 in flight): idle before ${p99(idle).toFixed(1)} ms (${idle.length} req), during the sizes ${p99(busy).toFixed(1)} ms (${busy.length} req, ${leftAfterBusy} of 20 still waiting at its end), idle after ${p99(idleAfter).toFixed(1)} ms (${idleAfter.length} req); during / mean idle = ${(p99(busy) / idleP99).toFixed(2)}`,
  );
  db.close();

  // 1. Page weight: 20 items x 2 photos (add a second photo per item, wait for the sizes).
  for (let i = 0; i < 20; i++)
    await c.request("POST", `/action-items/${items[i]}/evidence`, {
      raw: photos[(i + 5) % photos.length] as BodyInit,
      headers: { "content-type": "image/jpeg" },
    });
  const db2 = openDb(server.dataDir);
  while (
    (
      db2
        .query(
          "SELECT count(*) AS n FROM blobs WHERE kind = 'evidence' AND thumb_key IS NULL AND rendition_error IS NULL",
        )
        .get() as { n: number }
    ).n > 0
  )
    await Bun.sleep(200);
  const swap = new Map(
    (
      db2.query("SELECT key, thumb_key, display_key FROM blobs WHERE kind = 'evidence'").all() as {
        key: string;
        thumb_key: string;
        display_key: string;
      }[]
    ).flatMap(
      (r) =>
        [
          [r.thumb_key, r.key],
          [r.display_key, r.key],
        ] as [string, string][],
    ),
  );
  db2.close();

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
  const weigh = async (originals: boolean) => {
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
    });
    const page = await ctx.newPage();
    if (originals)
      // The baseline: the same page, every photo pointing at its original.
      await page.route("**/r/*", async (route) => {
        const res = await route.fetch();
        const body = (await res.text()).replace(/\/media\/([0-9a-z]{26})/g, (m, k) =>
          swap.has(k) ? `/media/${swap.get(k)}` : m,
        );
        await route.fulfill({ response: res, body });
      });
    const { bytes: total } = await firstLoad(page, visit.publicReportUrl);
    await ctx.close();
    return total;
  };
  const thumbs = await weigh(false);
  const originals = await weigh(true);
  await browser.close();
  console.log(
    `\nreport page, 20 items x 2 phone photos, first load on a phone: ${(thumbs / MB).toFixed(2)} MB with thumbnails; ${(originals / MB).toFixed(1)} MB with originals (baseline)`,
  );
} finally {
  await server.stop();
  removeDir(work);
}
