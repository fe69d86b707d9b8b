// bun bench/review-page.ts — the review page (GET /dashboard/visits/{id}, a READY visit) of a visit
// with 200 action items (half still suggested, each with a quote, some with a note and a location)
// and a 1-hour transcript (one line every 4 s, some words marked unsure), beside a raw Bun.serve
// serving the very same bytes (bench/lib/baseline-static.ts). Reports time to first byte (p99, p50)
// one request at a time, requests/s at BENCH_CONNECTIONS, the HTML's bytes raw and gzipped, and the
// page's CSS and script bytes. Issue 26's targets: TTFB p99 under 50 ms, HTML under 200 KB gzipped,
// JS+CSS under 150 KB. Run `bun run build` first. BENCH_ITEMS changes the item count (e.g. 1000).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Database } from "bun:sqlite";
import { load, type LoadResult } from "./lib/load";
import { benchAccount, dashboardCookie, waitForOutput } from "./lib/process";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 200);
const TRANSCRIPT_SEC = 3600;
const VISIT = "sv_benchreview0001";

const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-review-"));
const server = Bun.spawn(
  [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
  { env: { ...process.env, SITEVISIT_RATE_LIMIT: "0" }, stdout: "pipe", stderr: "inherit" },
);
let baseline: ReturnType<typeof Bun.spawn> | null = null;

try {
  const base = await waitForOutput(server, /"url":"(http:\/\/[^"]+)"/);
  const { accountId } = benchAccount(BINARY, dataDir);
  seed(accountId);
  const cookie = await dashboardCookie(BINARY, dataDir, base, accountId);
  const pageUrl = `${base}/dashboard/visits/${VISIT}`;

  // The page once, for its bytes; the baseline serves exactly these.
  const first = await fetch(pageUrl, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`review page: ${first.status}`);
  const html = await first.text();
  if (!html.includes(`data-total>${ITEMS}<`)) throw new Error("the page does not show every item");
  const file = join(dataDir, "page.html");
  writeFileSync(file, html);
  baseline = Bun.spawn(["bun", join(import.meta.dir, "lib/baseline-static.ts"), file], {
    stdout: "pipe",
    stderr: "inherit",
  });
  const raw = await waitForOutput(baseline, /"url":"(http:\/\/[^"]+)"/);

  const targets: Record<string, () => Request> = {
    "review page": () => new Request(pageUrl, { headers: { cookie } }),
    "raw Bun.serve, same bytes": () => new Request(`${raw}/`),
  };
  for (const make of Object.values(targets)) await load(make, { connections: 2, seconds: 0.5 });
  const oneAtATime: Record<string, LoadResult[]> = {};
  const loaded: Record<string, LoadResult[]> = {};
  for (let r = 0; r < ROUNDS; r++)
    for (const [name, make] of Object.entries(targets)) {
      (oneAtATime[name] ??= []).push(
        await load(make, { connections: 1, seconds: SECONDS / ROUNDS / 2 }),
      );
      (loaded[name] ??= []).push(
        await load(make, { connections: CONNECTIONS, seconds: SECONDS / ROUNDS / 2 }),
      );
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  console.log(
    `review page bench: ${ITEMS} items, a ${TRANSCRIPT_SEC / 60}-minute transcript (${TRANSCRIPT_SEC / 4} lines); ${navigator.hardwareConcurrency} cores, medians of ${ROUNDS} rounds\n`,
  );
  for (const name of Object.keys(targets)) {
    const m = (k: "ttfb99" | "ttfb50") => median(oneAtATime[name]!.map((x) => x[k])).toFixed(2);
    const errors = [...oneAtATime[name]!, ...loaded[name]!].reduce((n, x) => n + x.errors, 0);
    console.log(
      `${name.padEnd(28)} time to first byte p99 ${m("ttfb99")} ms, p50 ${m("ttfb50")} ms (one at a time); ` +
        `${median(loaded[name]!.map((x) => x.rps)).toFixed(0)} req/s at ${CONNECTIONS} connections` +
        (errors ? `   ${errors} errors` : ""),
    );
  }
  const bytes = Buffer.byteLength(html);
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (n, m) => n + Buffer.byteLength(m[1]!),
    0,
  );
  let js = 0;
  for (const m of html.matchAll(/<script[^>]*src="([^"]+)"/g))
    js += (await (await fetch(base + m[1])).arrayBuffer()).byteLength;
  console.log(
    `\nHTML ${(bytes / 1024).toFixed(1)} KiB raw, ${(gzipSync(html).byteLength / 1024).toFixed(1)} KiB gzipped; ` +
      `CSS ${(css / 1024).toFixed(1)} KiB (inline), JS ${(js / 1024).toFixed(1)} KiB (one cached script); JS+CSS ${((css + js) / 1024).toFixed(1)} KiB`,
  );
} finally {
  baseline?.kill("SIGTERM");
  server.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

/** The visit, its items and its transcript straight into the file. */
function seed(accountId: string) {
  const db = new Database(join(dataDir, "sitevisit.db"));
  db.exec("PRAGMA busy_timeout = 10000");
  const now = new Date().toISOString();
  db.query(
    "INSERT INTO properties (id, account_id, is_test, name, is_sample, created_at, updated_at) VALUES ('prop_benchreview', ?, 0, '14 Quay Street', 0, ?, ?)",
  ).run(accountId, now, now);
  db.query(
    "INSERT INTO site_visits (id, account_id, is_test, property_id, title, status, visit_date, recipients, report_token, is_sample, created_at, updated_at) VALUES (?, ?, 0, 'prop_benchreview', 'Annual inspection', 'READY', ?, '[]', 'tokbenchreview', 0, ?, ?)",
  ).run(VISIT, accountId, now, now, now);
  const segments = Array.from({ length: TRANSCRIPT_SEC / 4 }, (_, i) => ({
    start: i * 4,
    end: i * 4 + 3.6,
    text: `In room ${i % 40} the radiator valve under the window is leaking onto the floor, number ${i}.`,
    ...(i % 5 === 0 ? { unclear: ["valve", "leaking"] } : {}),
  }));
  db.query(
    "INSERT INTO transcripts (site_visit_id, account_id, is_test, language, text, segments, source, created_at, updated_at) VALUES (?, ?, 0, 'en', ?, ?, 'transcriber', ?, ?)",
  ).run(
    VISIT,
    accountId,
    segments.map((s) => s.text).join(" "),
    JSON.stringify(segments),
    now,
    now,
  );
  const item = db.query(
    "INSERT INTO action_items (id, account_id, is_test, site_visit_id, property_id, title, description, category, location, priority, status, timestamp_sec, transcript_quote, review_state, review_note, \"order\", created_at, updated_at) VALUES (?, ?, 0, ?, 'prop_benchreview', ?, ?, 'plumbing', ?, ?, 'OPEN', ?, ?, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < ITEMS; i++) {
      const at = Math.floor((i * TRANSCRIPT_SEC) / ITEMS);
      item.run(
        `ai_benchreview${String(i).padStart(5, "0")}`,
        accountId,
        VISIT,
        `Radiator valve leaking in room ${i % 40}`,
        i % 3 === 0 ? "Water on the floor under the window; the valve drips when opened." : null,
        `Room ${i % 40}`,
        ["LOW", "MEDIUM", "HIGH"][i % 3]!,
        at,
        segments[Math.floor(at / 4)]!.text,
        i % 2 ? "suggested" : "confirmed",
        i % 7 === 0
          ? `Heard unclearly; watch ${Math.floor(at / 60)}:${String(at % 60).padStart(2, "0")}.`
          : null,
        i + 1,
        now,
        now,
      );
    }
  })();
  db.close();
}
