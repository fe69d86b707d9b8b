// `sitevisit users`: the people who sign in to the dashboard. `invite` prints a one-time sign-in link
// (24 h) and mails it when SMTP is configured; `remove` ends the user's sessions at once. All through
// src/users/service.ts.
import { Command } from "commander";
import * as users from "../../src/users/service";
import { mailSignInLink } from "../../src/users/jobs";
import { config } from "../../src/core/config";
import { mailDestination, mailer } from "../../src/mail/mailer";
import { plainWrite } from "../../src/http/write";
import { db } from "../../src/db/client";
import { action, openDataDir, print, required, table, withCommon } from "../shared";

async function mailInvite(
  invite: ReturnType<typeof users.inviteUser>,
): Promise<{ mailed: boolean; mailError?: string }> {
  if (!config().smtpUrl) return { mailed: false };
  try {
    await mailSignInLink({
      kind: "invite",
      to: invite.user.email,
      name: invite.user.name,
      accountName: invite.account.name,
      link: invite.link,
    });
    return { mailed: true };
  } catch (e) {
    return {
      mailed: false,
      mailError: `could not mail it through ${mailDestination()}: ${e instanceof Error ? e.message : String(e)}`,
    };
  } finally {
    mailer().close();
  }
}

export function usersCommand(): Command {
  const cmd = new Command("users").description("people who sign in to the dashboard");
  cmd.addCommand(
    withCommon(
      new Command("invite")
        .description(
          "add a user to an account (or find them) and print a one-time sign-in link, valid 24 h; mailed too when SITEVISIT_SMTP_URL is set",
        )
        .option("--account <id>", "account id")
        .option("--email <address>", "the person's email address")
        .option("--name <name>", "their name, up to 100 characters")
        .option(
          "--public-url <url>",
          "base of the link, as 'serve --public-url' (default: SITEVISIT_PUBLIC_URL, else the address the server last started with)",
        ),
    ).action(
      action(async (opts) => {
        const account = await required(opts.account, "--account", "Account id");
        const email = await required(opts.email, "--email", "Email address");
        openDataDir(opts);
        const invite = plainWrite((tx) =>
          users.inviteUser(tx, { accountId: account, email, name: opts.name }),
        );
        const mail = await mailInvite(invite);
        const out = {
          ...invite.user,
          created: invite.created,
          signInUrl: invite.link.url,
          expiresAt: invite.link.expiresAt,
          ...mail,
        };
        if (mail.mailError) process.stderr.write(`warning: ${mail.mailError}\n`);
        print(opts, out, () =>
          [
            `${invite.created ? "invited" : "new link for"} ${invite.user.email} (${invite.user.id}) to ${invite.account.name}`,
            "",
            invite.link.url,
            "",
            `One-time link, valid until ${invite.link.expiresAt}.${mail.mailed ? ` Mailed to ${invite.user.email}.` : ""}`,
          ].join("\n"),
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("list")
        .description("list the users of an account")
        .option("--account <id>", "account id"),
    ).action(
      action(async (opts) => {
        const account = await required(opts.account, "--account", "Account id");
        openDataDir(opts);
        const data = users.listUsers(db(), account);
        print(opts, { data }, () =>
          table(data, ["id", "email", "name", "lastSignInAt", "createdAt"]),
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("remove")
        .description("remove a user; their sessions end at once")
        .argument("<id>", "user id"),
    ).action(
      action((id: string, opts) => {
        openDataDir(opts);
        const { user, sessionsEnded } = plainWrite((tx) => users.removeUser(tx, id));
        print(
          opts,
          { removed: user.id, email: user.email, sessionsEnded },
          () => `removed ${user.email} (${user.id}); ${sessionsEnded} session(s) ended`,
        );
      }),
    ),
  );
  return cmd;
}
