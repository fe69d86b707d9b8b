// The dashboard's sign-in and sessions against the real server: invitation link → confirm page →
// session cookie → properties page; the emailed sign-in (the same answer for unknown addresses, the
// link mailed as an .eml); rate limits; expired, reused and forged links; removed users; CSRF and
// Origin checks; session fixation; sign out (everywhere); the live/test switch; another account's
// data; hostile strings; search.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { startServer, type TestServer } from "./helpers/server";
import { createTenant, type Tenant } from "./helpers/fixtures";
import { openDb } from "./helpers/db";
import {
  browser,
  cookieValue,
  COOKIE,
  invite,
  origins,
  signedIn,
  signInWith,
  tampered,
  tokenOf,
} from "./helpers/dashboard";

let server: TestServer;
let t: Tenant;

beforeAll(async () => {
  server = await startServer({ env: { SITEVISIT_TRUST_PROXY: "1" } });
  t = await createTenant(server, "Acme Lettings");
});
afterAll(() => server?.stop());

/** Runs SQL against the server's database (another connection, as the CLI would). */
function sql(query: string, ...params: any[]) {
  const db = openDb(server.dataDir, false);
  try {
    return db.query(query).all(...params) as any[];
  } finally {
    db.close();
  }
}

async function mailsTo(
  address: string,
): Promise<{ subject: string; text: string; html: string }[]> {
  const dir = join(server.dataDir, "mail");
  if (!existsSync(dir)) return [];
  const out = [];
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".eml"))) {
    const m = await simpleParser(readFileSync(join(dir, f)));
    if (m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address)
      out.push({ subject: m.subject ?? "", text: m.text ?? "", html: String(m.html) });
  }
  return out;
}

async function waitFor<T>(
  fn: () => Promise<T | undefined> | T | undefined,
  what: string,
  ms = 10_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(50);
  }
}

const signInJobsDone = () =>
  sql(
    "SELECT COUNT(*) AS n FROM jobs WHERE type = 'users.send_sign_in_link' AND status IN ('queued','running')",
  )[0].n === 0;

describe("invitation → session → properties page", () => {
  test("the link opens a confirm page (GET does not use it), its POST sets an HttpOnly SameSite=Lax session cookie, the properties page lists the account's properties", async () => {
    const inv = await invite(server, t.accountId, "Sam@Example.com", "Sam Patel");
    expect(inv.email).toBe("sam@example.com");
    expect(inv.signInUrl).toStartWith(
      `${origins(server).publicOrigin}/dashboard/sign-in/confirm?token=`,
    );
    expect(tokenOf(inv.signInUrl)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(inv.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(inv.mailed).toBe(false); // no SMTP configured
    // Only the hash is stored.
    const stored = sql("SELECT token_hash FROM sign_in_links")[0].token_hash;
    expect(stored).toBe(
      new Bun.CryptoHasher("sha256").update(tokenOf(inv.signInUrl)).digest("hex"),
    );

    const b = browser(server);
    expect((await b.get("/dashboard/properties")).headers.get("location")).toBe(
      "/dashboard/sign-in",
    );
    const token = tokenOf(inv.signInUrl);
    for (let i = 0; i < 2; i++) {
      const confirm = await b.get(`/dashboard/sign-in/confirm?token=${token}`);
      expect(confirm.status).toBe(200);
      expect(confirm.text).toContain(`name="token" value="${token}"`);
    }
    const done = await b.post("/dashboard/sign-in/confirm", { token });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/dashboard/properties");
    const cookie = done.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`))!;
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${30 * 86400}`);
    expect(cookie).not.toContain("Secure"); // the public URL is http here
    const hashes = sql("SELECT token_hash FROM sessions").map((r) => r.token_hash);
    expect(hashes).toContain(new Bun.CryptoHasher("sha256").update(b.jar.cookie!).digest("hex"));

    const page = await b.get("/dashboard/properties");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Acme Lettings");
    expect(page.text).toContain("Sam Patel");
    expect(page.text).toContain("Sample"); // the sample property of the live dataset
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)![1];
    // The shared stylesheet is a cached file under the page's nonce; the home queue's own CSS inline.
    const [, sheet, sheetNonce] =
      /<link rel="stylesheet" href="(\/dashboard\/assets\/dashboard\.[0-9a-f]{12}\.css)" nonce="([^"]+)">/.exec(
        page.text,
      ) ?? [];
    expect(sheetNonce).toBe(nonce!);
    expect(sheet).toBeTruthy();
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    const css = await fetch(server.url + sheet);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await css.text()).toContain(".testbar{");
    expect(page.text).not.toContain("TEST DATA");
    const users = await server.cli(["users", "list", "--account", t.accountId, "--json"]);
    expect(users.json.data[0].lastSignInAt).not.toBeNull();
  });

  test("no token, a random token or a malformed cookie is no session", async () => {
    for (const cookie of [undefined, "x".repeat(43), "garbage", ""]) {
      const r = await browser(server, cookie).get("/dashboard/properties");
      expect(r.status).toBe(303);
      expect(r.headers.get("location")).toBe("/dashboard/sign-in");
    }
    expect((await browser(server).get("/dashboard")).headers.get("location")).toBe(
      "/dashboard/sign-in",
    );
  });
});

describe("links that cannot be used", () => {
  test("a reused link: the second confirm is refused (410) and makes no session", async () => {
    const inv = await invite(server, t.accountId, "reuse@example.com");
    await signInWith(server, inv.signInUrl);
    const again = browser(server);
    expect(
      (await again.get(`/dashboard/sign-in/confirm?token=${tokenOf(inv.signInUrl)}`)).status,
    ).toBe(410);
    const r = await again.post("/dashboard/sign-in/confirm", { token: tokenOf(inv.signInUrl) });
    expect(r.status).toBe(410);
    expect(r.text).toContain("already used");
    expect(again.jar.cookie).toBeUndefined();
  });

  test("an expired link is refused (410)", async () => {
    const inv = await invite(server, t.accountId, "late@example.com");
    sql(
      "UPDATE sign_in_links SET expires_at = ? WHERE user_id = ?",
      new Date(Date.now() - 1000).toISOString(),
      inv.id,
    );
    const b = browser(server);
    expect((await b.get(`/dashboard/sign-in/confirm?token=${tokenOf(inv.signInUrl)}`)).status).toBe(
      410,
    );
    const r = await b.post("/dashboard/sign-in/confirm", { token: tokenOf(inv.signInUrl) });
    expect(r.status).toBe(410);
    expect(r.text).toContain("expired");
    expect(b.jar.cookie).toBeUndefined();
  });

  test("forged and malformed links are 404 pages, never a session", async () => {
    const inv = await invite(server, t.accountId, "forge@example.com");
    const real = tokenOf(inv.signInUrl);
    const flipped = (real[0] === "A" ? "B" : "A") + real.slice(1);
    for (const token of [flipped, "A".repeat(43), "short", "", "<script>", real + "x"]) {
      const b = browser(server);
      expect(
        (await b.get(`/dashboard/sign-in/confirm?token=${encodeURIComponent(token)}`)).status,
      ).toBe(404);
      const r = await b.post("/dashboard/sign-in/confirm", { token });
      expect(r.status).toBe(404);
      expect(b.jar.cookie).toBeUndefined();
    }
    await signInWith(server, inv.signInUrl); // the real one still works
  });
});

describe("emailed sign-in", () => {
  test("a known and an unknown address get the same answer; only the known one gets a 15-minute link by mail, and it signs in", async () => {
    await invite(server, t.accountId, "known@example.com");
    const answers = [];
    for (const email of ["known@example.com", "nobody-here@example.com"]) {
      const r = await browser(server).post(
        "/dashboard/sign-in",
        { email },
        { headers: { "x-forwarded-for": "192.0.2.10" } },
      );
      answers.push({
        status: r.status,
        body: r.text.replaceAll(email, "EMAIL").replace(/nonce-[^']+'|nonce="[^"]+"/g, "NONCE"),
        cookies: r.headers.getSetCookie(),
      });
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]!);
    expect(answers[0]!.body).toContain("Check your email");

    const [mail] = await waitFor(
      async () =>
        (await mailsTo("known@example.com")).length ? mailsTo("known@example.com") : undefined,
      "the sign-in mail",
    );
    expect(mail!.subject).toBe("Sign in to Acme Lettings on sitevisit");
    expect(mail!.text).toContain("expires in 15 minutes");
    const url = /(http:\/\/\S+\/dashboard\/sign-in\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(
      mail!.text,
    )![1]!;
    expect(mail!.html).toContain(url);
    await waitFor(() => (signInJobsDone() ? true : undefined), "the sign-in jobs");
    expect(await mailsTo("nobody-here@example.com")).toEqual([]);
    const link = sql("SELECT expires_at, purpose FROM sign_in_links WHERE purpose = 'sign_in'")[0];
    const ttl = Date.parse(link.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(13 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    const b = await signInWith(server, url);
    expect((await b.get("/dashboard/properties")).status).toBe(200);
    // Tokens and links never reach the log.
    await server.logsSettled();
    expect(server.logs()).not.toContain(tokenOf(url));
  });

  test("a malformed address is a 400 with the form again; a non-form body is 415; no job is queued", async () => {
    const before = sql("SELECT COUNT(*) AS n FROM jobs WHERE type = 'users.send_sign_in_link'")[0]
      .n;
    const r = await browser(server).post(
      "/dashboard/sign-in",
      { email: "not-an-address<b>" },
      { headers: { "x-forwarded-for": "192.0.2.11" } },
    );
    expect(r.status).toBe(400);
    expect(r.text).toContain('aria-invalid="true"');
    expect(r.text).toContain("not-an-address&lt;b&gt;");
    const json = await fetch(`${origins(server).base}/dashboard/sign-in`, {
      method: "POST",
      headers: { origin: origins(server).publicOrigin, "content-type": "application/json" },
      body: JSON.stringify({ email: "known@example.com" }),
    });
    expect(json.status).toBe(415);
    expect(sql("SELECT COUNT(*) AS n FROM jobs WHERE type = 'users.send_sign_in_link'")[0].n).toBe(
      before,
    );
  });

  test("nobody can lock a person out: past 3 mails per email address and client in 15 minutes the page answers the same and no more mail is queued; another client's request still is", async () => {
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    const queued = () =>
      sql(
        "SELECT COUNT(*) AS n FROM jobs WHERE type = 'users.send_sign_in_link' AND payload LIKE '%victim@example.com%'",
      )[0].n;
    const first = await browser(server).post(
      "/dashboard/sign-in",
      { email: "victim@example.com" },
      from("198.51.100.1"),
    );
    expect(first.status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const r = await browser(server).post(
        "/dashboard/sign-in",
        { email: i % 2 ? "VICTIM@example.com" : "victim@example.com" },
        from("198.51.100.1"),
      );
      // The same page whether or not a mail goes out: an attacker learns nothing.
      const noNonce = (t: string) => t.replace(/nonce="[^"]*"/g, "");
      expect(r.status).toBe(200);
      expect(noNonce(r.text)).toBe(noNonce(first.text));
    }
    expect(queued()).toBe(3);
    // The person, from their own address, has spent none of theirs: the mail is queued.
    const own = await browser(server).post(
      "/dashboard/sign-in",
      { email: "victim@example.com" },
      from("198.51.100.2"),
    );
    expect(own.status).toBe(200);
    expect(queued()).toBe(4);
  });

  test("rate limits: 30 sign-in requests per client address, then 429 with Retry-After", async () => {
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 30; i++)
      expect(
        (
          await browser(server).post(
            "/dashboard/sign-in",
            { email: `p${i}@example.com` },
            from("203.0.113.7"),
          )
        ).status,
      ).toBe(200);
    const perAddress = await browser(server).post(
      "/dashboard/sign-in",
      { email: "fresh@example.com" },
      from("203.0.113.7"),
    );
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (
        await browser(server).post(
          "/dashboard/sign-in",
          { email: "fresh@example.com" },
          from("203.0.113.8"),
        )
      ).status,
    ).toBe(200);
  });
});

describe("sessions", () => {
  test("a removed user's session is rejected at once", async () => {
    const { user, b } = await signedIn(server, t.accountId, "leaver@example.com");
    expect((await b.get("/dashboard/properties")).status).toBe(200);
    const r = await server.cli(["users", "remove", user.id, "--json"]);
    expect(r.json).toEqual({ removed: user.id, email: "leaver@example.com", sessionsEnded: 1 });
    const after = await b.get("/dashboard/properties");
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toBe("/dashboard/sign-in");
    expect((await server.cli(["users", "remove", user.id])).code).toBe(1);
  });

  test("suspension ends every session and voids outstanding sign-in links for good: re-enabling revives neither", async () => {
    const acct = (await server.cli(["accounts", "create", "--name", "Paused Co", "--json"])).json
      .id;
    const { b } = await signedIn(server, acct, "paused@example.com");
    expect((await b.get("/dashboard/properties")).status).toBe(200);
    const pending = await invite(server, acct, "paused-too@example.com");
    await server.cli(["accounts", "disable", acct]);
    expect((await b.get("/dashboard/properties")).status).toBe(303);
    const inv = await invite(server, acct, "paused@example.com");
    expect(
      (await browser(server).post("/dashboard/sign-in/confirm", { token: tokenOf(inv.signInUrl) }))
        .status,
    ).toBe(404);
    await server.cli(["accounts", "enable", acct]);
    expect((await b.get("/dashboard/properties")).status).toBe(303);
    const stale = await browser(server).post("/dashboard/sign-in/confirm", {
      token: tokenOf(pending.signInUrl),
    });
    expect(stale.status).not.toBe(303);
    expect(cookieValue(stale.headers)).toBeUndefined();
    // A link issued after re-enabling works as ever.
    await signedIn(server, acct, "paused@example.com");
  });

  test("absolute lifetime: a session older than 90 days ends however recently it was used", async () => {
    const { b } = await signedIn(server, t.accountId, "old-session@example.com");
    const hash = new Bun.CryptoHasher("sha256").update(b.jar.cookie!).digest("hex");
    sql(
      "UPDATE sessions SET created_at = ?, last_seen_at = ?, expires_at = ? WHERE token_hash = ?",
      new Date(Date.now() - 91 * 86400_000).toISOString(),
      new Date(Date.now() - 5 * 60_000).toISOString(),
      new Date(Date.now() + 25 * 86400_000).toISOString(),
      hash,
    );
    expect((await b.get("/dashboard/properties")).status).toBe(303);
    // Near the end, sliding stops at the absolute end instead of moving 30 days on.
    const { b: b2 } = await signedIn(server, t.accountId, "near-end@example.com");
    const hash2 = new Bun.CryptoHasher("sha256").update(b2.jar.cookie!).digest("hex");
    sql(
      "UPDATE sessions SET created_at = ?, last_seen_at = ? WHERE token_hash = ?",
      new Date(Date.now() - 85 * 86400_000).toISOString(),
      new Date(Date.now() - 5 * 60_000).toISOString(),
      hash2,
    );
    expect((await b2.get("/dashboard/properties")).status).toBe(200);
    const row = sql("SELECT expires_at FROM sessions WHERE token_hash = ?", hash2)[0];
    expect(Date.parse(row.expires_at) - Date.now()).toBeLessThan(5.1 * 86400_000);
  });

  test("session fixation: a cookie the browser already had (planted or valid) is replaced, and a valid one ended", async () => {
    const planted = "P".repeat(43);
    const inv = await invite(server, t.accountId, "fixation@example.com");
    const b = await signInWith(server, inv.signInUrl, browser(server, planted));
    expect(b.jar.cookie).not.toBe(planted);
    const first = b.jar.cookie!;
    // Signing in again in the same browser: a new session; the old cookie no longer works.
    const inv2 = await invite(server, t.accountId, "fixation@example.com");
    await signInWith(server, inv2.signInUrl, b);
    expect(b.jar.cookie).not.toBe(first);
    expect((await browser(server, first).get("/dashboard/properties")).status).toBe(303);
    expect((await b.get("/dashboard/properties")).status).toBe(200);
  });

  test("sign out ends this session and clears the cookie; sign out everywhere ends every session of the user", async () => {
    const { b } = await signedIn(server, t.accountId, "multi@example.com");
    const inv = await invite(server, t.accountId, "multi@example.com");
    const other = await signInWith(server, inv.signInUrl);
    const third = await signInWith(
      server,
      (await invite(server, t.accountId, "multi@example.com")).signInUrl,
    );

    const kept = third.jar.cookie!;
    const out = await third.post("/dashboard/sign-out", { _csrf: await third.csrf() });
    expect(out.status).toBe(303);
    expect(
      out.headers
        .getSetCookie()
        .some((c) => c.startsWith(`${COOKIE}=;`) && c.includes("Max-Age=0")),
    ).toBe(true);
    expect((await browser(server, kept).get("/dashboard/properties")).status).toBe(303);
    expect((await b.get("/dashboard/properties")).status).toBe(200);

    const everywhere = await b.post("/dashboard/sign-out-everywhere", { _csrf: await b.csrf() });
    expect(everywhere.status).toBe(303);
    expect((await other.get("/dashboard/properties")).status).toBe(303);
    expect((await b.get("/dashboard/properties")).status).toBe(303);
  });

  test("sliding expiry: a request after a quiet minute moves the expiry 30 days ahead and sends the cookie again", async () => {
    const { b } = await signedIn(server, t.accountId, "slide@example.com");
    const hash = new Bun.CryptoHasher("sha256").update(b.jar.cookie!).digest("hex");
    const old = new Date(Date.now() - 5 * 86400_000).toISOString();
    sql(
      "UPDATE sessions SET expires_at = ?, last_seen_at = ? WHERE token_hash = ?",
      new Date(Date.now() + 25 * 86400_000).toISOString(),
      old,
      hash,
    );
    const r = await b.get("/dashboard/properties");
    expect(r.status).toBe(200);
    expect(r.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE}=`))).toBe(true);
    const row = sql("SELECT expires_at FROM sessions WHERE token_hash = ?", hash)[0];
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(29.9 * 86400_000);
    // An expired session is no session.
    sql(
      "UPDATE sessions SET expires_at = ? WHERE token_hash = ?",
      new Date(Date.now() - 1000).toISOString(),
      hash,
    );
    expect((await b.get("/dashboard/properties")).status).toBe(303);
  });
});

describe("CSRF and Origin", () => {
  test("a state-changing request without the CSRF token, with a wrong one, or from another origin is refused (403) and changes nothing", async () => {
    const { b } = await signedIn(server, t.accountId, "csrf@example.com");
    const csrf = await b.csrf();
    const refused = [
      await b.post("/dashboard/mode", { mode: "test" }),
      await b.post("/dashboard/mode", { mode: "test", _csrf: tampered(csrf) }),
      await b.post(
        "/dashboard/mode",
        { mode: "test", _csrf: csrf },
        { origin: "https://evil.example" },
      ),
      await b.post("/dashboard/mode", { mode: "test", _csrf: csrf }, { origin: null }),
      await b.post(
        "/dashboard/mode",
        { mode: "test", _csrf: csrf },
        { origin: null, headers: { referer: "https://evil.example/dashboard" } },
      ),
      await b.post("/dashboard/sign-out", {}),
      await b.post("/dashboard/sign-out-everywhere", { _csrf: csrf }, { origin: "null" }),
    ];
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.text).toContain("Request refused");
    }
    // Another session's token is not this session's token.
    const other = (await signedIn(server, t.accountId, "csrf2@example.com")).b;
    expect(
      (await b.post("/dashboard/mode", { mode: "test", _csrf: await other.csrf() })).status,
    ).toBe(403);
    expect((await b.get("/dashboard/properties")).text).not.toContain("TEST DATA");

    // Our own Referer (no Origin) and the X-CSRF-Token header are accepted.
    const viaReferer = await b.post(
      "/dashboard/mode",
      { mode: "test", _csrf: csrf },
      {
        origin: null,
        headers: { referer: `${origins(server).publicOrigin}/dashboard/properties` },
      },
    );
    expect(viaReferer.status).toBe(303);
    const viaHeader = await b.post(
      "/dashboard/mode",
      { mode: "live" },
      { headers: { "x-csrf-token": csrf } },
    );
    expect(viaHeader.status).toBe(303);
  });

  test("the CSRF token differs in every page (masked against BREACH), and each one works", async () => {
    const { b } = await signedIn(server, t.accountId, "masked@example.com");
    const page = (await b.get("/dashboard/properties")).text;
    const tokens = [...page.matchAll(/name="_csrf" value="([^"]+)"/g)].map((m) => m[1]!);
    // The mode switch and sign out (sign out everywhere asks on a page of its own).
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tokens).size).toBe(1); // one per response
    const again = [await b.csrf(), await b.csrf(), await b.csrf()];
    expect(new Set([tokens[0], ...again]).size).toBe(4);
    for (const token of [tokens[0]!, ...again]) expect(token).toMatch(/^[A-Za-z0-9_-]{86}$/);
    // Each masked token is accepted, in either direction of the switch.
    for (const [i, token] of again.entries())
      expect(
        (await b.post("/dashboard/mode", { mode: i % 2 ? "live" : "test", _csrf: token })).status,
      ).toBe(303);
    // One changed character anywhere is refused.
    const last = again[2]!;
    const flip = (s: string, at: number) =>
      s.slice(0, at) + (s[at] === "A" ? "B" : "A") + s.slice(at + 1);
    for (const at of [0, 42, 43, 85])
      expect(
        (await b.post("/dashboard/mode", { mode: "live", _csrf: flip(last, at) })).status,
      ).toBe(403);
  });

  test("sign-in forms from another origin are refused (no login CSRF)", async () => {
    const inv = await invite(server, t.accountId, "logincsrf@example.com");
    const b = browser(server);
    expect(
      (
        await b.post(
          "/dashboard/sign-in/confirm",
          { token: tokenOf(inv.signInUrl) },
          { origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await b.post(
          "/dashboard/sign-in",
          { email: "logincsrf@example.com" },
          { origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    expect(b.jar.cookie).toBeUndefined();
    await signInWith(server, inv.signInUrl); // the refused confirm did not use the link
  });
});

describe("what a session sees", () => {
  test("the live/test switch: test data is marked on every page; live data never shows test rows", async () => {
    await t.test.post("/properties", { name: "Test-only Cottage" });
    await t.live.post("/properties", { name: "Live-only House" });
    const { b } = await signedIn(server, t.accountId, "switch@example.com");
    let page = await b.get("/dashboard/properties");
    expect(page.text).toContain("Live-only House");
    expect(page.text).not.toContain("Test-only Cottage");
    const sw = await b.post("/dashboard/mode", {
      mode: "test",
      back: "/dashboard/action-items?status=OPEN",
      _csrf: await b.csrf(),
    });
    expect(sw.headers.get("location")).toBe("/dashboard/action-items?status=OPEN");
    for (const path of ["/dashboard/properties", "/dashboard/action-items"]) {
      page = await b.get(path);
      expect(page.text).toContain("TEST DATA");
      expect(page.text).toContain('class="is-test"');
    }
    page = await b.get("/dashboard/properties");
    expect(page.text).toContain("Test-only Cottage");
    expect(page.text).not.toContain("Live-only House");
    // `back` only ever leads inside the dashboard.
    const away = await b.post("/dashboard/mode", {
      mode: "live",
      back: "https://evil.example/",
      _csrf: await b.csrf(),
    });
    expect(away.headers.get("location")).toBe("/dashboard/properties");
    const away2 = await b.post("/dashboard/mode", {
      mode: "live",
      back: "//evil.example/dashboard",
      _csrf: await b.csrf(),
    });
    expect(away2.headers.get("location")).toBe("/dashboard/properties");
  });

  test("another account's properties and items are never shown", async () => {
    const other = await createTenant(server, "Other Firm");
    await other.live.post("/properties", { name: "Bravo Secret Tower", address: "1 Hidden Way" });
    const { b } = await signedIn(server, t.accountId, "mine@example.com");
    for (const path of [
      "/dashboard/properties",
      "/dashboard/properties?q=Bravo",
      "/dashboard/properties?q=Hidden",
      "/dashboard/action-items",
    ]) {
      const page = await b.get(path);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain("Bravo Secret Tower");
      expect(page.text).not.toContain("Other Firm");
    }
    // A user of the other account sees theirs.
    const theirs = (await signedIn(server, other.accountId, "mine@example.com")).b;
    expect((await theirs.get("/dashboard/properties")).text).toContain("Bravo Secret Tower");
    // A cursor of the other account is a readable 400, not their data.
    const theirId = (await other.live.get("/properties")).body.data[0].id;
    const r = await b.get(`/dashboard/properties?after=${theirId}`);
    expect(r.status).toBe(400);
    expect(r.headers.get("content-type")).toContain("text/html");
  });

  test("search by name and address; % and _ match literally", async () => {
    const c = t.live;
    await c.post("/properties", { name: "Flat 9, Mill Court", address: "9 Mill Court, Leeds LS1" });
    await c.post("/properties", { name: "Riverside Lofts", address: "2 Quay Street, York" });
    await c.post("/properties", { name: "100% Block_A" });
    const { b } = await signedIn(server, t.accountId, "search@example.com");
    const names = async (q: string) =>
      [
        ...(await b.get(`/dashboard/properties?q=${encodeURIComponent(q)}`)).text.matchAll(
          /<h2>(?:<span[^>]*>[^<]*<\/span> )?<a [^>]*>([^<]+)/g,
        ),
      ].map((m) => m[1]!.trim());
    expect(await names("mill")).toEqual(["Flat 9, Mill Court"]);
    expect(await names("quay street")).toEqual(["Riverside Lofts"]);
    expect(await names("100%")).toEqual(["100% Block_A"]);
    expect(await names("%")).toEqual(["100% Block_A"]);
    expect(await names("_")).toEqual(["100% Block_A"]);
    expect(await names("nothing like this")).toEqual([]);
  });

  test("hostile strings in account, user, property and item fields are escaped", async () => {
    const evil = `<script>alert(1)</script>"'><img src=x onerror=alert(2)></style>javascript:alert(3)`;
    const acct = await server.cli(["accounts", "create", "--name", evil, "--json"]);
    const keys = await server.cli([
      "keys",
      "create",
      "--account",
      acct.json.id,
      "--name",
      "k",
      "--mode",
      "live",
      "--json",
    ]);
    const c = (await import("./helpers/api")).client(server.api, keys.json.key);
    const prop = (await c.post("/properties", { name: evil, address: evil, icon_emoji: "<b>" }))
      .body;
    const visit = (await c.post("/site-visits", { property_id: prop.id, title: evil })).body;
    await c.post("/action-items", {
      site_visit_id: visit.id,
      title: evil,
      location: evil,
      assignee: evil,
    });
    const { b } = await signedIn(server, acct.json.id, "evil@example.com", evil.slice(0, 90));
    for (const path of [
      "/dashboard/properties",
      `/dashboard/properties?q=${encodeURIComponent(evil)}`,
      "/dashboard/action-items",
    ]) {
      const page = await b.get(path);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain("<script>alert");
      expect(page.text).not.toContain("<img src=x");
      expect(page.text).not.toContain("</style>javascript");
      expect(page.text).toContain(
        "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&gt;&lt;img src=x onerror=alert(2)&gt;",
      );
    }
  });
});

describe("names shown as stored", () => {
  test("bidi overrides in names are dropped on pages and in the report, so nothing renders reversed; every page refuses framing (X-Frame-Options: DENY)", async () => {
    const c = t.live;
    const rlo = "Invoice \u202Egpj.exe\u202C and \u2067isolate\u2069";
    const prop = (await c.post("/properties", { name: rlo })).body;
    const visit = (await c.post("/site-visits", { property_id: prop.id, title: rlo })).body;
    await c.post("/action-items", { site_visit_id: visit.id, title: rlo, assignee: rlo });
    // The API keeps what was sent.
    expect((await c.get(`/properties/${prop.id}`)).body.name).toBe(rlo);
    const report = await fetch(visit.publicReportUrl);
    const { b } = await signedIn(server, t.accountId, "bidi@example.com");
    const pages = [
      await b.get("/dashboard/properties"),
      await b.get("/dashboard/action-items"),
      { status: report.status, headers: report.headers, text: await report.text() },
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      expect(page.text).toContain("Invoice gpj.exe and isolate");
      expect(page.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    }
  });
});

describe("CLI", () => {
  test("users invite/list/remove --json, and their errors", async () => {
    const acct = (await server.cli(["accounts", "create", "--name", "CLI Co", "--json"])).json.id;
    const inv = await invite(server, acct, "cli@example.com", "Cli Person");
    expect(inv).toMatchObject({
      email: "cli@example.com",
      name: "Cli Person",
      accountId: acct,
      created: true,
      mailed: false,
    });
    const again = await invite(server, acct, "CLI@example.com");
    expect(again).toMatchObject({ id: inv.id, created: false });
    expect(again.signInUrl).not.toBe(inv.signInUrl);
    const list = await server.cli(["users", "list", "--account", acct, "--json"]);
    expect(list.json.data.map((u: any) => u.email)).toEqual(["cli@example.com"]);
    expect(list.json.data[0]).not.toHaveProperty("tokenHash");
    const bad = await server.cli([
      "users",
      "invite",
      "--account",
      acct,
      "--email",
      "nope",
      "--json",
    ]);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stderr).error.code).toBe("validation_error");
    const noAcct = await server.cli([
      "users",
      "invite",
      "--account",
      "acct_missing",
      "--email",
      "a@b.co",
      "--json",
    ]);
    expect(JSON.parse(noAcct.stderr).error.code).toBe("not_found");
    const missing = await server.cli(["users", "invite", "--account", acct]);
    expect(missing.code).toBe(2);
    const human = await server.cli(["users", "list", "--account", acct]);
    expect(human.stdout).toContain("cli@example.com");
    // The account's only owner stays (docs/dashboard.md, "People and roles"); a second one first.
    const last = await server.cli(["users", "remove", inv.id, "--json"]);
    expect(last.code).toBe(1);
    expect(JSON.parse(last.stderr).error.message).toContain("last owner");
    const next = await server.cli(
      [
        "users",
        "invite",
        "--account",
        acct,
        "--email",
        "next@example.com",
        "--role",
        "owner",
      ].concat("--json"),
    );
    expect(next.json.role).toBe("owner");
    const removed = await server.cli(["users", "remove", inv.id, "--json"]);
    expect(removed.json).toEqual({ removed: inv.id, email: "cli@example.com", sessionsEnded: 0 });
    expect(
      (await server.cli(["users", "list", "--account", acct, "--json"])).json.data.map(
        (u: any) => u.email,
      ),
    ).toEqual(["next@example.com"]);
  });

  test("invite with an SMTP server that refuses the connection: the link is printed, the failure is a warning (exit 0)", async () => {
    const acct = (await server.cli(["accounts", "create", "--name", "Mail Down Co", "--json"])).json
      .id;
    const r = await server.cli(
      ["users", "invite", "--account", acct, "--email", "down@example.com", "--json"],
      { env: { SITEVISIT_SMTP_URL: "smtp://127.0.0.1:1" } },
    );
    expect(r.code).toBe(0);
    expect(r.json.mailed).toBe(false);
    expect(r.json.mailError).toContain("smtp://127.0.0.1:1");
    expect(r.json.signInUrl).toContain("/dashboard/sign-in/confirm?token=");
    expect(r.stderr).toStartWith("warning: could not mail it");
    expect(r.stderr).not.toContain(tokenOf(r.json.signInUrl));
  });
});

describe("behind https", () => {
  test("with an https public URL the cookie is __Host-sitevisit_session and Secure; the Origin must be that URL's", async () => {
    const s = await startServer({ args: ["--public-url", "https://visits.example.test"] });
    try {
      const acct = (await s.cli(["accounts", "create", "--name", "Secure Co", "--json"])).json.id;
      const inv = (
        await s.cli([
          "users",
          "invite",
          "--account",
          acct,
          "--email",
          "tls@example.com",
          "--public-url",
          "https://visits.example.test",
          "--json",
        ])
      ).json;
      expect(inv.signInUrl).toStartWith(
        "https://visits.example.test/dashboard/sign-in/confirm?token=",
      );
      const base = s.url.replace("localhost", "127.0.0.1");
      const post = (origin: string) =>
        fetch(`${base}/dashboard/sign-in/confirm`, {
          method: "POST",
          redirect: "manual",
          headers: { origin, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ token: tokenOf(inv.signInUrl) }),
        });
      expect((await post(`http://localhost:${new URL(s.url).port}`)).status).toBe(403);
      const ok = await post("https://visits.example.test");
      expect(ok.status).toBe(303);
      const cookie = ok.headers.getSetCookie()[0]!;
      expect(cookie).toStartWith("__Host-sitevisit_session=");
      expect(cookie).toContain("Secure");
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("Path=/");
      const value = cookie.split(";")[0]!.split("=")[1]!;
      const page = (name: string) =>
        fetch(`${base}/dashboard/properties`, {
          redirect: "manual",
          headers: { cookie: `${name}=${value}` },
        });
      expect((await page("__Host-sitevisit_session")).status).toBe(200);
      expect((await page("sitevisit_session")).status).toBe(303);
    } finally {
      await s.stop();
    }
  });
});
