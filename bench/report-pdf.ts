// bun bench/report-pdf.ts — the report PDF of a 40-photo visit (20 items, 2 photos each at the
// display size: a phone-like photo shrunk as the renditions do, 1600x1200 at quality 72), made by
// the built binary: its size (goal: under 5 MB)
// and the time of GET /r/<token>.pdf made afresh (goal: under 5 s on 2 cores; each round edits an
// item first, so the kept PDF is never served). The baseline in the same run: the report's HTML
// page of the same visit. Then the hostile visit of test/report-pdf.test.ts (1,000 items, 10,000-
// character descriptions, a corrupt photo) for its size and time, with /healthz's slowest answer
// while it is made. Run `bun run build` first. BENCH_ROUNDS (default 5); BENCH_PDF_OUT=DIR keeps the
// last 40-photo PDF there (40-photos.pdf) to look at, e.g. with pdftoppm.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchAccount, waitForOutput } from "./lib/process";
import { client } from "../test/helpers/api";
import { photoJpeg, seedReportVisit } from "../test/helpers/report-visits";

const ROOT = join(import.meta.dir, "..");
const BINARY = process.env.BENCH_BINARY ?? join(ROOT, "dist/sitevisit");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const dataDir = mkdtempSync(join(tmpdir(), "sitevisit-bench-pdf-"));
const server = Bun.spawn(
  [BINARY, "serve", "--port", "0", "--host", "127.0.0.1", "--data-dir", dataDir],
  { env: { ...process.env, SITEVISIT_RATE_LIMIT: "0" }, stdout: "pipe", stderr: "inherit" },
);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const base = await waitForOutput(server, /"url":"(http:\/\/[^"]+)"/);
  const { key } = benchAccount(BINARY, dataDir);
  const api = client(`${base}/api/v1`, key);
  const photo = photoJpeg(dataDir, "bench-photo.jpg");
  const { visit, itemIds } = await seedReportVisit(api, dataDir, {
    property: "Bench Court, Flat 4",
    photo,
    summary: "Forty photos of a thorough inspection.",
    items: Array.from({ length: 20 }, (_, i) => ({
      title: `Item ${i + 1}: something that needs doing`,
      priority: (["HIGH", "MEDIUM", "LOW"] as const)[i % 3],
      location: `Room ${i + 1}`,
      description: "A paragraph of what was seen, where, and what should be done about it.",
      photos: 2,
    })),
  });
  const pdfUrl = `${visit.publicReportUrl}.pdf`;
  const times: number[] = [];
  const pages: number[] = [];
  let size = 0;
  for (let r = 0; r < ROUNDS; r++) {
    await api.patch(`/action-items/${itemIds[0]}`, { title: `Item 1: round ${r}` });
    const t0 = performance.now();
    const res = await fetch(pdfUrl);
    const bytes = new Uint8Array(await res.arrayBuffer());
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`PDF ${res.status}`);
    size = bytes.length;
    if (process.env.BENCH_PDF_OUT)
      writeFileSync(join(process.env.BENCH_PDF_OUT, "40-photos.pdf"), bytes);
    const t1 = performance.now();
    await (await fetch(visit.publicReportUrl)).text();
    pages.push(performance.now() - t1);
  }
  const t2 = performance.now();
  await (await fetch(pdfUrl)).arrayBuffer();
  const kept = performance.now() - t2;
  console.log(`photo: ${(photo.length / 1024).toFixed(0)} KiB each, 40 of them`);
  console.log(
    `40-photo PDF: ${(size / 1024 / 1024).toFixed(2)} MiB (${size} bytes; goal < 5 MB), made in ${(median(times) / 1000).toFixed(2)} s median of ${ROUNDS} (min ${(Math.min(...times) / 1000).toFixed(2)}, max ${(Math.max(...times) / 1000).toFixed(2)}; goal < 5 s); kept: ${kept.toFixed(1)} ms`,
  );
  console.log(`baseline, the report's HTML page: ${median(pages).toFixed(1)} ms median`);

  const bidi = "\u202Eevil\u202C \u2066isolated\u2069";
  const long = `${"Very long description without a break ".repeat(20)}${"x".repeat(9_000)}`;
  const hostile = await seedReportVisit(api, dataDir, {
    property: `Hostile ${bidi}`,
    photo,
    corrupt: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
    corruptEvery: 2,
    items: Array.from({ length: 1_000 }, (_, i) => ({
      title: `Item ${i + 1} ${bidi}`,
      priority: (["HIGH", "MEDIUM", "LOW"] as const)[i % 3],
      description: i % 100 === 0 ? long : `Short description ${i + 1}`,
      photos: i < 6 ? 1 : 0,
    })),
  });
  let done = false;
  let slowest = 0;
  const t3 = performance.now();
  const worst = fetch(`${hostile.visit.publicReportUrl}.pdf`).then(async (r) => {
    const b = new Uint8Array(await r.arrayBuffer());
    done = true;
    return { status: r.status, size: b.length };
  });
  while (!done) {
    const h0 = performance.now();
    await fetch(`${base}/healthz`);
    slowest = Math.max(slowest, performance.now() - h0);
    await Bun.sleep(50);
  }
  const w = await worst;
  console.log(
    `hostile PDF (1,000 items): ${w.status}, ${(w.size / 1024 / 1024).toFixed(2)} MiB in ${((performance.now() - t3) / 1000).toFixed(2)} s; /healthz slowest answer meanwhile ${slowest.toFixed(1)} ms`,
  );
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
