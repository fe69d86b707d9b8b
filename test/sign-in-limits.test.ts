// The sign-in form's limits cannot be turned into a lockout (issues 27 and 46), from real distinct
// client addresses (the loopback range 127.0.0.x) against the built binary: eleven addresses each
// spending their own 30 requests in 15 minutes (330, past the server-wide ceiling of 300) are
// refused one by one past their own 30, the server-wide ceiling only slows requests past it, and a
// person asking for their own link from a fresh address afterwards gets the page and the mail,
// even when the attack asked for that person's links. Its own server: the buckets it spends would
// hold up other tests' sign-ins.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { createTenant } from "./helpers/fixtures";
import { invite, origins } from "./helpers/dashboard";
import { startInbox, type Inbox } from "./helpers/inbox";
import { requestFrom } from "./helpers/raw-http";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let inbox: Inbox;
beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({ binary: true, env: { SITEVISIT_SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

test("eleven addresses past the server-wide ceiling are slowed, not a lockout: a fresh address gets its own link", async () => {
  const t = await createTenant(server);
  const victim = "owner@example.com";
  await invite(server, t.accountId, victim);
  await inbox.waitForMail(victim, 1); // the invitation
  const port = Number(new URL(server.url).port);
  const ask = (from: string, email: string) => {
    const body = new URLSearchParams({ email }).toString();
    return requestFrom(port, from, "POST", "/dashboard/sign-in", {
      body,
      headers: {
        origin: origins(server).publicOrigin,
        "content-type": "application/x-www-form-urlencoded",
      },
    });
  };
  // Eleven addresses, 30 requests each, all for the person's own address.
  const attackers = Array.from({ length: 11 }, (_, i) => `127.0.0.${i + 2}`);
  for (const from of attackers) {
    const replies = await Promise.all(Array.from({ length: 30 }, () => ask(from, victim)));
    for (const r of replies) expect(r.status, from).toBe(200);
  }
  // Each attacker past its own 30: refused, with Retry-After.
  const again = await ask(attackers[0]!, victim);
  expect(again.status).toBe(429);
  expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
  // The attack's mails: at most 3 per address asking (33), plus the invitation.
  await inbox.waitForMail(victim, 1 + 33);
  await Bun.sleep(500);
  const before = inbox.mails.filter((m) => !Array.isArray(m.to) && m.to?.text === victim).length;
  expect(before).toBe(34);
  // A fresh address past the server-wide ceiling: answered (later), and the mail goes out.
  const own = await ask("127.0.0.40", victim);
  expect(own.status).toBe(200);
  expect(own.body).toContain("Check your email");
  const mail = await inbox.waitForMail(victim, before + 1);
  expect(mail.text).toContain("/dashboard/sign-in/confirm?token=");
  // A second fresh address, for someone else: not refused either.
  expect((await ask("127.0.0.41", "someone@example.com")).status).toBe(200);
}, 120_000);
