// The server with SITEVISIT_S3_* set keeps media in an S3-compatible store (s3rver started here):
// uploads land there with their sizes, /media serves from there (ranges too), and deletes remove the objects.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
// @ts-expect-error s3rver ships no types; it is only started and stopped here.
import S3rver from "s3rver";
import { startServer, tempDir, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { makeImage } from "./helpers/images";

let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let s3Dir = "";
let server: TestServer;
let tenant: Tenant;
let jpeg: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  s3Dir = tempDir("sitevisit-s3-");
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: "media", configs: [] }],
  });
  const { port } = await s3.run();
  server = await startServer({
    env: {
      SITEVISIT_S3_BUCKET: "media",
      SITEVISIT_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      SITEVISIT_S3_REGION: "us-east-1",
      SITEVISIT_S3_ACCESS_KEY_ID: "S3RVER",
      SITEVISIT_S3_SECRET_ACCESS_KEY: "S3RVER",
      SITEVISIT_S3_PREFIX: "sv/",
    },
  });
  tenant = await createTenant(server);
  jpeg = await makeImage("jpg", "320x240");
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

/** Object keys s3rver holds under the bucket's prefix (it stores each object as a directory of files). */
function objects(): string[] {
  const dir = join(s3Dir, "media", "sv");
  try {
    return readdirSync(dir)
      .filter((n) => statSync(join(dir, n)).isDirectory() || n.endsWith("._S3rver_object"))
      .map((n) => n.replace(/\._S3rver_object$/, ""));
  } catch {
    return [];
  }
}

test("uploads go to the bucket, are served from it (with ranges), and deleting the evidence removes the object", async () => {
  expect(server.logs()).toContain('"backend":"s3"');
  expect(server.logs()).not.toContain("S3RVER");
  const c = tenant.test;
  const prop = (await c.post("/properties", { name: "Unit 7" })).body;
  const visit = (await c.post("/site-visits", { property_id: prop.id, title: "Walkround" })).body;
  const item = (await c.post("/action-items", { site_visit_id: visit.id, title: "Leaking trap" }))
    .body;
  const ev = await c.request("POST", `/action-items/${item.id}/evidence`, {
    raw: jpeg,
    headers: { "content-type": "image/jpeg" },
  });
  expect(ev.status).toBe(201);
  const key = ev.body.url.split("/").pop();
  expect(objects()).toContain(key);
  expect(readdirSync(join(server.dataDir, "blobs"))).toEqual([]);

  const url = `${server.url}/media/${key}`;
  expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(jpeg);
  const part = await fetch(url, { headers: { range: "bytes=2-5" } });
  expect(part.status).toBe(206);
  expect(new Uint8Array(await part.arrayBuffer())).toEqual(jpeg.slice(2, 6));

  // Its thumbnail and display size are made from the bucket's copy and stored beside it.
  let sizes: any = null;
  // A stall bound (60 s), not a speed goal: beside other test files the renditions wait their turn.
  for (const until = Date.now() + 60_000; Date.now() < until && sizes?.status !== "ready"; ) {
    sizes = (await c.get(`/action-items/${item.id}`)).body.evidenceImages[0];
    if (sizes.status !== "ready") await Bun.sleep(50);
  }
  expect(sizes.status).toBe("ready");
  const derived = [sizes.thumbnailUrl, sizes.displayUrl].map((u: string) => u.split("/").pop());
  expect(objects()).toEqual(expect.arrayContaining(derived));
  expect((await fetch(`${server.url}/media/${derived[0]}`)).headers.get("content-type")).toBe(
    "image/jpeg",
  );

  expect((await c.del(`/action-items/${item.id}/evidence/${ev.body.id}`)).status).toBe(204);
  for (let i = 0; i < 100 && [key, ...derived].some((k) => objects().includes(k)); i++)
    await Bun.sleep(50);
  expect(objects()).not.toContain(key);
  for (const k of derived) expect(objects()).not.toContain(k);
});
