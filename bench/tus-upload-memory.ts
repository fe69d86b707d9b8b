// RSS of the server during a 1 GiB resumable (tus) upload sent as PATCHes of 32 MiB, each streamed
// with no buffering on our side, up to the last byte (which moves the file into the blob store and
// starts processing), beside a raw Bun.serve that appends the same PATCH bodies to a file in the same
// run. Goal (issue 19): the server grows by under 64 MiB. The body is an MP4 header then zeros.
//   bun run build && bun bench/tus-upload-memory.ts [--mib 1024] [--chunk-mib 32]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../test/helpers/server";
import { createTenant } from "../test/helpers/fixtures";
import { measure, MIB, videoBody } from "./lib/rss";
import { waitForOutput } from "./lib/process";

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const TOTAL = arg("--mib", 1024);
const CHUNK = arg("--chunk-mib", 32);

/** Sends every chunk as a PATCH to `url`; returns the last answer's status. */
async function patches(url: string, headers: Record<string, string>): Promise<number> {
  let status = 0;
  for (let from = 0; from < TOTAL; from += CHUNK) {
    const to = Math.min(TOTAL, from + CHUNK);
    const res = await fetch(url, {
      method: "PATCH",
      headers: {
        ...headers,
        "tus-resumable": "1.0.0",
        "upload-offset": String(from * MIB),
        "content-type": "application/offset+octet-stream",
        "content-length": String((to - from) * MIB),
      },
      body: videoBody(from, to),
      duplex: "half",
    } as RequestInit);
    await res.arrayBuffer();
    status = res.status;
    if (status !== 204) throw new Error(`PATCH at ${from} MiB: ${status}`);
  }
  return status;
}

const line = (who: string, m: Awaited<ReturnType<typeof measure>>) =>
  `${who} ${TOTAL} MiB in ${CHUNK} MiB PATCHes: RSS ${m.before.toFixed(0)} → peak ${m.peak.toFixed(0)} MiB (+${m.growth.toFixed(0)} MiB) in ${m.seconds.toFixed(1)} s`;

const server = await startServer({
  binary: true,
  env: { SITEVISIT_MAX_VIDEO_BYTES: String(2 * 1024 ** 3) },
});
try {
  const t = await createTenant(server);
  const p = await t.live.post("/properties", { name: "P" });
  const visit = (await t.live.post("/site-visits", { property_id: p.body.id, title: "V" })).body.id;
  const auth = { authorization: `Bearer ${t.liveKey}` };
  const created = await fetch(`${server.api}/site-visits/${visit}/video/uploads`, {
    method: "POST",
    headers: { ...auth, "tus-resumable": "1.0.0", "upload-length": String(TOTAL * MIB) },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const url = server.url + created.headers.get("location");
  const ours = await measure(server.proc.pid, () => patches(url, auth));
  const state = (await t.live.get(`/site-visits/${visit}`)).body;
  console.log(
    `${line("sitevisit tus  ", ours)} (goal < +64 MiB); visit then ${state.status}${state.processingError ? " (processing refused the zeros, as expected)" : ""}`,
  );
} finally {
  await server.stop();
}

// The baseline: plain Bun.serve appending each PATCH body at its offset with a reader loop, run
// alone after the server so the two do not compete for the disk.
const dir = mkdtempSync(join(tmpdir(), "sitevisit-tusbench-"));
const file = JSON.stringify(join(dir, "upload.bin"));
const base = Bun.spawn(
  [
    "bun",
    "-e",
    `import { open } from "node:fs/promises";
const s = Bun.serve({ port: 0, hostname: "127.0.0.1", maxRequestBodySize: 4 * 1024 ** 3, idleTimeout: 0, async fetch(req) {
  const fh = await open(${file}, "a", 0o600);
  try { for await (const chunk of req.body) await fh.write(chunk); } finally { await fh.close(); }
  return new Response(null, { status: 204 });
} }); console.log("port " + s.port);`,
  ],
  { stdout: "pipe" },
);
const port = await waitForOutput(base, /port (\d+)/);
const raw = await measure(base.pid, () => patches(`http://127.0.0.1:${port}/`, {}));
console.log(line("raw Bun.serve  ", raw));
base.kill();
rmSync(dir, { recursive: true, force: true });
