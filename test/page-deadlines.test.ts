// Dashboard and page bodies have a deadline (issue 27): a sign-in form or a photo form trickled in
// gets 408 with Connection: close when SITEVISIT_REQUEST_TIMEOUT_MS passes, and the server closes the
// socket then, instead of holding it until Bun's idle timeout. Real server, bare TCP sockets.
import { describe, expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { origins, signedIn } from "./helpers/dashboard";
import { rawHttp } from "./helpers/raw-http";

const DEADLINE_MS = 1500;
const env = useServerWithTenant({ env: { SITEVISIT_REQUEST_TIMEOUT_MS: String(DEADLINE_MS) } });

const port = () => Number(new URL(env.server.url).port);

/** Headers of a POST that announces `length` body bytes, then only the first few of them. */
function slowPost(path: string, headers: Record<string, string>, length: number, start: string) {
  const lines = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  return rawHttp(
    port(),
    [
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: ${origins(env.server).publicOrigin}\r\nContent-Length: ${length}\r\n${lines}\r\n`,
      start,
    ],
    // Far beyond the deadline, far below Bun's idle timeout: a reply only the deadline explains.
    { giveUpMs: 20_000 },
  );
}

describe("slow dashboard bodies", () => {
  test("a sign-in form that never finishes: 408 page with Connection: close, and the server closes the socket", async () => {
    const r = await slowPost(
      "/dashboard/sign-in",
      { "Content-Type": "application/x-www-form-urlencoded" },
      200,
      "email=slow",
    );
    expect(r.status).toBe(408);
    expect(r.headers.connection?.toLowerCase()).toBe("close");
    expect(r.headers["content-type"]).toStartWith("text/html");
    expect(r.closedByServer).toBe(true);
  });

  test("a photo form that never finishes: 408 with Connection: close, nothing stored", async () => {
    const items = await env.t.live.get("/action-items?limit=1");
    const itemId = items.body.data[0].id as string;
    const { b } = await signedIn(env.server, env.t.accountId, "slow-photo@example.com");
    const r = await slowPost(
      `/dashboard/action-items/${itemId}/evidence`,
      {
        "Content-Type": "multipart/form-data; boundary=x",
        Cookie: `sitevisit_session=${b.jar.cookie}`,
      },
      100_000,
      '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8',
    );
    expect(r.status).toBe(408);
    expect(r.headers.connection?.toLowerCase()).toBe("close");
    expect(r.closedByServer).toBe(true);
    const after = await env.t.live.get(`/action-items/${itemId}`);
    expect(after.body.evidenceImageUrls).toEqual(items.body.data[0].evidenceImageUrls);
  });
});
