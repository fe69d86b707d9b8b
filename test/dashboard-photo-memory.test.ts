// The dashboard's photo and logo forms count against one memory budget for the whole server
// (issue 46; docs/operating.md, Limits), against the built binary: 40 logo posts of 13 MiB at once
// raise the server's resident memory by at most about 100 MB (measured from /proc every 5 ms); each
// post is stored (303) or refused at once with a 503 page and Retry-After, never a 500; and a post
// made afterwards is stored.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { origins, signedIn, type Browser } from "./helpers/dashboard";
import { makeImage } from "./helpers/images";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let t: Tenant;
let b: Browser;
beforeAll(async () => {
  server = await startServer({ binary: true });
  t = await createTenant(server);
  b = (await signedIn(server, t.accountId, "owner@example.com")).b;
});
afterAll(() => server?.stop());

/**
 * A real JPEG grown to `bytes` by comment segments after its frame header (which must come within
 * its first MiB), as a camera's metadata would.
 */
async function bigJpeg(bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await makeImage("jpg", "640x480");
  let at = 2;
  while (jpeg[at + 1] !== 0xc0 && jpeg[at + 1] !== 0xc2)
    at += 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
  at += 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!); // past the frame header
  const parts: Uint8Array[] = [jpeg.subarray(0, at)];
  let size = jpeg.length;
  while (size < bytes) {
    const n = Math.min(65533, bytes - size);
    parts.push(new Uint8Array([0xff, 0xfe, ((n + 2) >> 8) & 255, (n + 2) & 255]), randomBytes(n));
    size += n + 4;
  }
  parts.push(jpeg.subarray(at));
  return new Uint8Array(Buffer.concat(parts)) as Uint8Array<ArrayBuffer>;
}

const rss = async (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(await Bun.file(`/proc/${pid}/status`).text())![1]) * 1024;

test("40 logo posts of 13 MiB at once: resident memory grows by at most about 100 MB; each is stored or refused with 503", async () => {
  const photo = await bigJpeg(13 * 1024 * 1024);
  const csrf = await b.csrf("/dashboard/settings");
  const { publicOrigin, base } = origins(server);
  const post = async () => {
    const form = new FormData();
    form.set("_csrf", csrf);
    form.set("logo", new Blob([photo], { type: "image/jpeg" }), "logo.jpg");
    const res = await fetch(`${base}/dashboard/settings/logo`, {
      method: "POST",
      body: form,
      headers: { cookie: `sitevisit_session=${b.jar.cookie}`, origin: publicOrigin },
      redirect: "manual",
    }).catch(() => null);
    const text = res ? await res.text().catch(() => "") : "";
    return { status: res?.status ?? 0, retryAfter: res?.headers.get("retry-after"), text };
  };
  // Warm: one post first, so what is measured is the forty, not code loaded once.
  expect((await post()).status).toBe(303);
  Bun.gc(true);
  await Bun.sleep(500);
  const pid = server.proc.pid;
  const before = await rss(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss(pid));
      await Bun.sleep(5);
    }
  })();
  const replies = await Promise.all(Array.from({ length: 40 }, post));
  sampling = false;
  await sampler;
  const grewMb = (peak - before) / 1e6;
  console.log(`RSS before ${Math.round(before / 1e6)} MB, peak ${Math.round(peak / 1e6)} MB`);
  expect(grewMb).toBeLessThanOrEqual(100);
  for (const r of replies) {
    expect([303, 503]).toContain(r.status);
    if (r.status === 503) {
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(r.text).toContain("Try again");
    }
  }
  expect(replies.filter((r) => r.status === 303).length).toBeGreaterThan(0);
  expect((await post()).status).toBe(303);
}, 120_000);
