// An upload (image, capture photo, video, transcript, JSON) whose client closes the socket mid-body is the client's doing: the request log records it
// as a client abort (warn, status 499, client_aborted: true), /metrics counts it as 4xx and not 5xx,
// no "unhandled error" line is written, and its Idempotency-Key is released, not stored.
import { expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { makeImage } from "./helpers/images";
import { expectClientAbort } from "./helpers/cut-off";

const env = useServerWithTenant();

async function metrics(): Promise<Record<string, number>> {
  const text = await (await fetch(`${env.server.url}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^sitevisit_http_requests_total\{status="(\dxx)"\} (\d+)$/gm))
    out[m[1]!] = Number(m[2]);
  return out;
}

test("uploads cut off mid-body: logged as client aborts (499), counted as 4xx, no 5xx, no unhandled error", async () => {
  const { server, t } = env;
  const jpeg = await makeImage("jpg");
  const prop = (await t.test.post("/properties", { name: "Abort Row" })).body;
  const visit = (await t.test.post("/site-visits", { property_id: prop.id, title: "Cut off" }))
    .body;
  const item = (await t.test.post("/action-items", { site_visit_id: visit.id, title: "Crack" }))
    .body;
  const capture = (await t.test.post("/capture-tokens", { target_id: item.id })).body.token;
  const auth = { Authorization: `Bearer ${t.testKey}` };
  const head = jpeg.subarray(0, Math.min(2000, jpeg.length - 2));
  const cases: [string, string, Record<string, string>][] = [
    ["POST", "/api/v1/uploads", { ...auth, "Content-Type": "image/jpeg" }],
    ["POST", `/api/v1/action-items/${item.id}/evidence`, { ...auth, "Content-Type": "image/jpeg" }],
    ["POST", `/c/${capture}/photos`, { "Content-Type": "image/jpeg" }],
    [
      "POST",
      "/api/v1/properties",
      { ...auth, "Content-Type": "application/json", "Idempotency-Key": "cut-off-create" },
    ],
    ["PUT", `/api/v1/site-visits/${visit.id}/video`, { ...auth, "Content-Type": "video/mp4" }],
    [
      "PUT",
      `/api/v1/site-visits/${visit.id}/transcript`,
      { ...auth, "Content-Type": "text/plain" },
    ],
  ];
  const mp4Head = new Uint8Array([
    0,
    0,
    0,
    0x20,
    0x66,
    0x74,
    0x79,
    0x70,
    0x69,
    0x73,
    0x6f,
    0x6d,
    ...new Uint8Array(2000),
  ]);
  const firstBytes = (path: string) =>
    path.endsWith("properties")
      ? new TextEncoder().encode('{"name":"half')
      : path.endsWith("video")
        ? mp4Head
        : path.endsWith("transcript")
          ? new TextEncoder().encode("the tap is leaking\n".repeat(50))
          : head;
  const before = await metrics();
  for (const [method, path, headers] of cases)
    await expectClientAbort(server, method, path, headers, firstBytes(path), 1_000_000);
  const after = await metrics();
  expect(after["5xx"] ?? 0).toBe(before["5xx"] ?? 0);
  expect((after["4xx"] ?? 0) - (before["4xx"] ?? 0)).toBeGreaterThanOrEqual(cases.length);
  expect(server.logs()).not.toContain("unhandled error");

  // The cut-off create released its Idempotency-Key: the same key now creates, it does not replay a 499.
  const retry = await t.test.request("POST", "/properties", {
    body: { name: "whole" },
    headers: { "Idempotency-Key": "cut-off-create" },
  });
  expect(retry.status).toBe(201);
  expect(retry.headers.get("idempotent-replayed")).toBeNull();
});
