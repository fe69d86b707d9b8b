// A person closes the tab while the dashboard is receiving an upload (a photo, the walkthrough video
// over tus, a long form): that is the client's doing, as in the API. The request log records a
// client abort (warn, 499, client_aborted: true), /metrics counts no 5xx, no "unhandled error".
import { expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { origins, signedIn } from "./helpers/dashboard";
import { expectClientAbort } from "./helpers/cut-off";

const env = useServerWithTenant();
const TUS = { "tus-resumable": "1.0.0" };

test("closing the tab mid-upload on a dashboard page is a 499 client abort, never a 500", async () => {
  const { server, t } = env;
  const { b } = await signedIn(server, t.accountId, "sam@abort.test", "Sam Patel");
  const { publicOrigin, base } = origins(server);
  const prop = (await t.live.post("/properties", { name: "Abort House" })).body;
  const visit = (await t.live.post("/site-visits", { property_id: prop.id, title: "Cut" })).body;
  const item = (await t.live.post("/action-items", { site_visit_id: visit.id, title: "Crack" }))
    .body;
  const csrf = await b.csrf();
  const session = { Cookie: `sitevisit_session=${b.jar.cookie}`, Origin: publicOrigin };
  const created = await fetch(`${base}/dashboard/site-visits/${visit.id}/video/uploads`, {
    method: "POST",
    headers: { ...TUS, ...session, "x-csrf-token": csrf, "upload-length": "1000000" },
  });
  expect(created.status).toBe(201);
  const uploadPath = new URL(created.headers.get("location")!, base).pathname;
  const boundary = "----cut";
  const multipartHead = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="_csrf"\r\n\r\n${csrf}\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${"x".repeat(2000)}`,
  );
  const cases: [string, string, Record<string, string>, Uint8Array][] = [
    [
      "POST",
      `/dashboard/action-items/${item.id}/evidence`,
      { ...session, "Content-Type": `multipart/form-data; boundary=${boundary}` },
      multipartHead,
    ],
    [
      "PATCH",
      uploadPath,
      {
        ...TUS,
        ...session,
        "X-CSRF-Token": csrf,
        "Upload-Offset": "0",
        "Content-Type": "application/offset+octet-stream",
      },
      new Uint8Array(4000),
    ],
    [
      "POST",
      `/dashboard/visits/${visit.id}`,
      { ...session, "Content-Type": "application/x-www-form-urlencoded" },
      new TextEncoder().encode(`_csrf=${csrf}&title=half`),
    ],
  ];
  for (const [method, path, headers, head] of cases)
    await expectClientAbort(server, method, path, headers, head, 200_000);
  expect(server.logs()).not.toContain("unhandled error");
  // The visit is as it was: the cut form changed nothing.
  expect((await t.live.get(`/site-visits/${visit.id}`)).body.title).toBe("Cut");
});
