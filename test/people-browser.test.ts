// Settings → People (docs/dashboard.md, "People and roles") in headless Chromium against the built
// binary, at a desktop (1440x900) and a phone (390x844) size: an owner reaches People from Settings,
// invites someone (the email arrives through real SMTP), changes a member's role, removes them after
// the confirmation, and a member sees Settings and People read-only. axe-core finds no violation of
// any impact at any step; screenshots go to test/artifacts/.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { createTenant } from "./helpers/fixtures";
import { invite, signedInPage, signInWith } from "./helpers/dashboard";
import { launchBrowser, PHONE, saveScreenshot } from "./helpers/browser";
import { startInbox, type Inbox } from "./helpers/inbox";
import { startServer, type TestServer } from "./helpers/server";

let inbox: Inbox;
let server: TestServer;
let chromium: Browser;
beforeAll(async () => {
  inbox = await startInbox();
  server = await startServer({
    binary: true,
    env: { SITEVISIT_SMTP_URL: inbox.url, SITEVISIT_MAIL_FROM: "no-reply@sitevisit.test" },
  });
  chromium = await launchBrowser();
});
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  await inbox?.close();
});

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core on the page as it is now: no violation at all, whatever its impact. */
async function noViolations(page: Page, name: string) {
  await page.evaluate(AXE);
  const result: any = await page.evaluate(() =>
    (globalThis as any).axe.run(document, { resultTypes: ["violations"] }),
  );
  expect(
    result.violations.map(
      (v: any) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n: any) => n.target).join(" ")}`,
    ),
  ).toEqual([]);
}

/** No part of the page is wider than the window (nothing to scroll sideways on a phone). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [size, options] of [
  ["desktop", { viewport: { width: 1440, height: 900 } }],
  ["phone", PHONE],
] as const) {
  test(`${size}: an owner invites, changes a role and removes someone; a member sees it read-only`, async () => {
    const account = (
      await server.cli(["accounts", "create", "--name", `People ${size} Lettings`, "--json"])
    ).json.id as string;
    // The first person is the owner; Mia joins as a member.
    const { context, page } = await signedInPage(
      chromium,
      server,
      account,
      `owner-${size}@people.test`,
      options,
      "Olive Owner",
    );
    const mia = await invite(server, account, `mia-${size}@people.test`, "Mia <Member>");
    const miaBrowser = await signInWith(server, mia.signInUrl);
    try {
      await page.goto("/dashboard/settings");
      await Promise.all([
        page.waitForURL(/\/dashboard\/settings\/people$/),
        page.getByRole("link", { name: "Invite people and change their roles" }).click(),
      ]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("People");
      expect(await page.locator(".who", { hasText: "Mia <Member>" }).count()).toBe(1);
      await noViolations(page, `people (${size})`);
      expect(await fitsWidth(page)).toBe(true);

      await page.getByLabel("Email address").fill(`new-${size}@people.test`);
      await page.getByLabel("Name (optional)").fill("Nia New");
      await page.getByLabel("Role", { exact: true }).selectOption("admin");
      await Promise.all([
        page.waitForURL(/done=invited$/),
        page.getByRole("button", { name: "Send invitation" }).click(),
      ]);
      expect(await page.getByRole("status").textContent()).toBe("Invitation sent.");
      const pending = page.getByRole("region", { name: /Invitations not yet accepted/ });
      expect(await pending.getByText(`new-${size}@people.test`).count()).toBe(1);
      expect(
        await page
          .getByRole("button", { name: `Resend the invitation to new-${size}@people.test` })
          .count(),
      ).toBe(1);
      const mail = await inbox.waitForMail(`new-${size}@people.test`);
      expect(mail.subject).toBe(`Your invitation to People ${size} Lettings on sitevisit`);
      await noViolations(page, `people invited (${size})`);
      await saveScreenshot(page, `people-${size}.png`, { fullPage: true });

      await page.getByLabel("Role of Mia <Member>").selectOption("admin");
      await Promise.all([
        page.waitForURL(/done=role$/),
        page
          .locator("li", { hasText: "Mia <Member>" })
          .getByRole("button", { name: "Change role" })
          .click(),
      ]);
      expect(await page.getByRole("status").textContent()).toBe("Role changed.");
      expect(await page.getByLabel("Role of Mia <Member>").inputValue()).toBe("admin");

      // The owner cannot be touched by the owner's own page either: the last owner is refused.
      await page.getByLabel("Role of Olive Owner").selectOption("member");
      await page
        .locator("li", { hasText: "Olive Owner" })
        .getByRole("button", { name: "Change role" })
        .click();
      await page.waitForLoadState();
      expect(await page.getByRole("alert").textContent()).toContain(
        "Olive Owner is the account's last owner and cannot be demoted",
      );
      await noViolations(page, `people refused (${size})`);

      await Promise.all([
        page.waitForURL(/\/remove$/),
        page.getByRole("link", { name: "Remove Mia <Member>" }).click(),
      ]);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "Remove Mia <Member>?",
      );
      await noViolations(page, `remove (${size})`);
      await saveScreenshot(page, `people-remove-${size}.png`, { fullPage: true });
      await Promise.all([
        page.waitForURL(/done=removed$/),
        page.getByRole("button", { name: "Remove Mia <Member>" }).click(),
      ]);
      expect(await page.getByRole("status").textContent()).toBe(
        "Removed: their sessions have ended.",
      );
      expect(await page.locator(".who", { hasText: "Mia <Member>" }).count()).toBe(0);
      expect((await miaBrowser.get("/dashboard/properties")).status).toBe(303);
    } finally {
      await context.close();
    }

    // A member: Settings without the firm's forms, People as a list.
    const member = await signedInPage(
      chromium,
      server,
      account,
      `member-${size}@people.test`,
      options,
      "Max Member",
    );
    try {
      await member.page.goto("/dashboard/settings");
      expect(await member.page.getByRole("button", { name: "Save settings" }).count()).toBe(0);
      expect(
        await member.page
          .getByText("Only the firm's owners and admins change these settings.")
          .count(),
      ).toBe(1);
      await noViolations(member.page, `member settings (${size})`);
      await saveScreenshot(member.page, `people-member-settings-${size}.png`, { fullPage: true });
      await Promise.all([
        member.page.waitForURL(/\/dashboard\/settings\/people$/),
        member.page.getByRole("link", { name: "See who is in the firm" }).click(),
      ]);
      expect(await member.page.getByRole("button", { name: "Send invitation" }).count()).toBe(0);
      expect(await member.page.getByRole("button", { name: "Change role" }).count()).toBe(0);
      await noViolations(member.page, `member people (${size})`);
      expect(await fitsWidth(member.page)).toBe(true);
      await saveScreenshot(member.page, `people-member-${size}.png`, { fullPage: true });
    } finally {
      await member.context.close();
    }
  }, 120_000);
}
