// `sitevisit users`: the people who sign in to the dashboard. `invite` prints a one-time sign-in link
// (24 h) and mails it when SMTP is configured; `role` changes what a person may do; `remove` ends the
// user's sessions at once. The operator acts on any role; the last owner is never demoted or removed
// (src/users/roles.ts). All through src/users/service.ts.
import { Argument, Command, Option } from "commander";
import * as users from "../../src/users/service";
import { ROLES, type Role } from "../../src/users/roles";
import { mailSignInLink } from "../../src/users/jobs";
import { config } from "../../src/core/config";
import { mailDestination, mailer } from "../../src/mail/mailer";
import { plainWrite } from "../../src/http/write";
import { db } from "../../src/db/client";
import {
  action,
  openDataDir,
  openDataDirToRead,
  print,
  required,
  table,
  withCommon,
} from "../shared";

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
        .addOption(
          new Option(
            "--role <role>",
            "what they may do (default: owner for an account without one, else member)",
          ).choices(ROLES),
        )
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
          users.inviteUser(tx, { accountId: account, email, name: opts.name, role: opts.role }),
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
            `${invite.created ? "invited" : "new link for"} ${invite.user.email} (${invite.user.id}, ${invite.user.role}) to ${invite.account.name}`,
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
        openDataDirToRead(opts);
        const data = users.listUsers(db(), account);
        print(opts, { data }, () =>
          table(data, ["id", "email", "name", "role", "lastSignInAt", "createdAt"]),
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("role")
        .description("change what a user may do: owner, admin or member (never the last owner's)")
        .argument("<id>", "user id")
        .addArgument(new Argument("<role>", "the new role").choices(ROLES)),
    ).action(
      action((id: string, role: Role, opts) => {
        openDataDir(opts);
        const { user, previousRole } = plainWrite((tx) =>
          users.setUserRole(tx, null, "operator", id, role),
        );
        print(
          opts,
          { ...user, previousRole },
          () => `${user.email} (${user.id}) is now ${user.role} (was ${previousRole})`,
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("remove")
        .description("remove a user; their sessions end at once (never the account's last owner)")
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
