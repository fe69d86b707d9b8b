// The sign-in form's server-wide limit (issue 27): past 300 requests in 15 minutes, from however many
// client addresses, the page is 429 with Retry-After, so a crowd of addresses cannot flood the mailer.
// Its own server: the global bucket it spends would hold up other tests' sign-ins.
import { expect, test } from "bun:test";
import { useServerWithTenant } from "./helpers/fixtures";
import { browser } from "./helpers/dashboard";

const env = useServerWithTenant({ env: { SITEVISIT_TRUST_PROXY: "1" } });

test("300 sign-in requests from 300 addresses pass; the next one, from a fresh address, is 429", async () => {
  const ask = (i: number) =>
    browser(env.server).post(
      "/dashboard/sign-in",
      { email: `crowd${i}@example.com` },
      { headers: { "x-forwarded-for": `10.1.${Math.floor(i / 250)}.${i % 250}` } },
    );
  for (let batch = 0; batch < 300; batch += 20) {
    const replies = await Promise.all(Array.from({ length: 20 }, (_, k) => ask(batch + k)));
    for (const r of replies) expect(r.status).toBe(200);
  }
  const refused = await ask(5000);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
}, 60_000);
