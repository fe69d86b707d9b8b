// RSS of the server while a 1 GiB video is uploaded (PUT /site-visits/{id}/video), sent chunked with
// no Content-Length, beside a raw Bun.serve that streams the same body to a file in the same run.
// Goal (issue 11): under 64 MiB of growth. The body is an MP4 header then zeros: the upload is
// accepted, and processing then fails at the probe, which is not what is measured here.
//   bun run build && bun bench/video-upload-memory.ts [--mib 1024]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../test/helpers/server";
import { createTenant } from "../test/helpers/fixtures";
import { measure, videoBody } from "./lib/rss";

const at = process.argv.indexOf("--mib");
const MIB_TOTAL = at > 0 ? Number(process.argv[at + 1]) : 1024;
const body = () => videoBody(0, MIB_TOTAL);

async function timed(pid: number, upload: () => Promise<Response>) {
  const m = await measure(pid, async () => {
    const res = await upload();
    await res.arrayBuffer();
    return res.status;
  });
  return { ...m, status: m.result };
}

const dir = mkdtempSync(join(tmpdir(), "sitevisit-vbench-"));

const server = await startServer({
  binary: true,
  env: { SITEVISIT_MAX_VIDEO_BYTES: String(2 * 1024 ** 3) },
});
try {
  const t = await createTenant(server);
  const p = await t.live.post("/properties", { name: "P" });
  const visit = (await t.live.post("/site-visits", { property_id: p.body.id, title: "V" })).body.id;
  const ours = await timed(server.proc.pid, () =>
    fetch(`${server.api}/site-visits/${visit}/video`, {
      method: "PUT",
      headers: { authorization: `Bearer ${t.liveKey}`, "content-type": "video/mp4" },
      body: body(),
    }),
  );
  console.log(
    `sitevisit PUT video ${MIB_TOTAL} MiB chunked: ${ours.status}, RSS ${ours.before.toFixed(0)} → peak ${ours.peak.toFixed(0)} MiB (+${ours.growth.toFixed(0)} MiB) in ${ours.seconds.toFixed(1)} s (goal < +64 MiB)`,
  );
} finally {
  await server.stop();
}

// The baseline: a plain Bun.serve writing the body to disk with a reader loop, run alone after the
// server so the two do not compete for the disk.
const base = Bun.spawn(
  [
    "bun",
    "-e",
    `const s = Bun.serve({ port: 0, maxRequestBodySize: 4 * 1024 ** 3, idleTimeout: 0, async fetch(req) {
  const w = Bun.file(${JSON.stringify(join(dir, "out.bin"))}).writer();
  for await (const chunk of req.body) w.write(chunk);
  await w.end();
  return new Response("ok", { status: 202 });
} }); console.log(s.port);`,
  ],
  { stdout: "pipe" },
);
const reader = base.stdout.getReader();
const basePort = Number(new TextDecoder().decode((await reader.read()).value).trim());
const raw = await timed(base.pid, () =>
  fetch(`http://127.0.0.1:${basePort}/`, { method: "PUT", body: body() }),
);
console.log(
  `raw Bun.serve to disk    ${MIB_TOTAL} MiB chunked: ${raw.status}, RSS ${raw.before.toFixed(0)} → peak ${raw.peak.toFixed(0)} MiB (+${raw.growth.toFixed(0)} MiB) in ${raw.seconds.toFixed(1)} s`,
);
base.kill();
rmSync(dir, { recursive: true, force: true });
