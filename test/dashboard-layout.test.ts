// The frame of a signed-in dashboard page (src/dashboard/views/layout.ts): drawn once per session and
// kept, so these check that what is kept never outlives what it shows: a rename, a mode switch, another
// section or another page's address each come out as they are now, escaped like any value.
import { expect, test } from "bun:test";
import { html } from "../src/core/html";
import type { DashboardSession } from "../src/dashboard/http";
import { appPage, type Section } from "../src/dashboard/views/layout";

const session = (over: Partial<DashboardSession> = {}): DashboardSession =>
  ({
    id: "ses_1",
    userId: "usr_1",
    isTest: false,
    expiresAt: "2099-01-01T00:00:00.000Z",
    renewed: false,
    user: { email: "ann@example.com", name: "Ann" },
    account: { id: "acct_1", name: "Quay Lettings" },
    token: "t".repeat(43),
    csrf: "csrf-token-of-session-one",
    ...over,
  }) as DashboardSession;

const render = (s: DashboardSession, section: Section = "properties", back = "/dashboard/x") =>
  appPage(s, { title: "T", section, back, content: html`<p>content</p>` }).text();

test("the kept frame follows the session: names, mode and CSRF token as they are on this request", async () => {
  const first = await render(session());
  expect(first).toContain(`<div class="brand">Quay Lettings<small>Ann</small></div>`);
  expect(first).not.toContain("TEST DATA");
  // Two forms in the frame: the mode switch and Sign out ("Sign out everywhere…" is a page that asks).
  expect(first.match(/name="_csrf" value="csrf-token-of-session-one"/g)).toHaveLength(2);

  // The same session after the account and the person were renamed.
  const renamed = await render(
    session({
      account: { id: "acct_1", name: "Quay & Co" },
      user: { email: "ann@example.com", name: null, role: "owner" },
    }),
  );
  expect(renamed).toContain(`<div class="brand">Quay &amp; Co<small>ann@example.com</small></div>`);
  expect(renamed).not.toContain("Quay Lettings");

  // The same session switched to test data.
  const test = await render(session({ isTest: true }));
  expect(test).toContain("TEST DATA: you are viewing the test dataset");
  expect(test).toContain(`<input type="hidden" name="mode" value="live">`);
  expect(test).toContain(`class="is-test"`);

  // Another session never gets the first one's token.
  const other = await render(session({ csrf: "csrf-token-of-session-two" }));
  expect(other).not.toContain("csrf-token-of-session-one");
  expect(other.match(/value="csrf-token-of-session-two"/g)).toHaveLength(2);

  // Back to live: the live frame again, not the test one kept last.
  const withoutNonce = (page: string) => page.replace(/nonce="[^"]+"/g, 'nonce=""');
  expect(withoutNonce(await render(session()))).toBe(withoutNonce(first));
});

test("each page's own address and section: the mode switch returns to it, escaped; the section is marked", async () => {
  const s = session();
  const items = await render(s, "action-items", `/dashboard/action-items?status=OPEN&q="><script>`);
  expect(items).toContain(
    `name="back" value="/dashboard/action-items?status=OPEN&amp;q=&quot;&gt;&lt;script&gt;">`,
  );
  expect(items).toContain(`<a href="/dashboard/action-items" aria-current="page">`);
  expect(items.match(/aria-current/g)).toHaveLength(1);
  const settings = await render(s, "settings", "/dashboard/settings");
  expect(settings).toContain(`name="back" value="/dashboard/settings">`);
  expect(settings).toContain(`<a href="/dashboard/settings" aria-current="page">`);
  expect(settings.match(/aria-current/g)).toHaveLength(1);
});
