import { Argument, Command, Option } from "commander";
import * as accounts from "../../src/accounts/service";
import { PLANS } from "../../src/accounts/plans";
import {
  action,
  openDataDir,
  openDataDirToRead,
  print,
  required,
  table,
  withCommon,
  type CommonOpts,
} from "../shared";
import { db } from "../../src/db/client";
import {
  getAccountSettings,
  removeAccountLogo,
  setAccountLogo,
  updateAccountSettings,
} from "../../src/account-settings/service";
import type {
  AccountSettings,
  UpdateAccountSettingsInput,
} from "../../src/account-settings/schema";
import { discardStored, receiveImage } from "../../src/media/receive";
import { UserError } from "../../src/core/user-error";
import { MAX_RESPONSE_DAYS } from "../../src/accounts/response-times";

type Account = ReturnType<typeof accounts.presentAccount>;
const PLAN_NAMES = Object.keys(PLANS);

const describe = (a: Account) =>
  `${a.id}  ${a.name}  plan=${a.plan} (visit limit ${a.visitLimit ?? "none"})${a.disabled ? "  DISABLED" : ""}`;

/** `accounts <name> <id>`: one change to one account, printed as the account. */
function change(name: string, description: string, fn: (id: string) => Account) {
  return withCommon(
    new Command(name).description(description).argument("<id>", "account id"),
  ).action(
    action((id: string, opts: CommonOpts) => {
      openDataDir(opts);
      const account = fn(id);
      print(opts, account, () => describe(account));
    }),
  );
}

const describeSettings = (a: AccountSettings) =>
  [
    `account          ${a.accountId}`,
    `firm name        ${a.firmName}${a.displayName ? "" : " (the account's name)"}`,
    `reply-to         ${a.replyTo ?? "(the sender's address)"}`,
    `recipients       ${a.defaultRecipients.join(", ") || "(none)"}`,
    `logo             ${a.logo ? `${a.logo.key} (${a.logo.state})` : "(none)"}`,
    `response days    ${(["HIGH", "MEDIUM", "LOW"] as const).map((p) => `${p}=${a.responseDays[p] ?? "none"}`).join(",")}`,
    `time zone        ${a.timeZone}`,
  ].join("\n");

/** `HIGH=1,MEDIUM=28,LOW=none` as the settings take it; a priority left out keeps its time. */
function parseResponseDays(list: string): NonNullable<UpdateAccountSettingsInput["response_days"]> {
  const days: Record<string, number | null> = {};
  for (const part of list
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(HIGH|MEDIUM|LOW)=(none|\d{1,4})$/i.exec(part);
    if (!m || (m[2]!.toLowerCase() !== "none" && Number(m[2]) > MAX_RESPONSE_DAYS))
      throw new UserError(
        `--response-days: '${part}' is not PRIORITY=DAYS (HIGH, MEDIUM or LOW; 0 to ${MAX_RESPONSE_DAYS} days, or none)`,
      );
    days[m[1]!.toUpperCase()] = m[2]!.toLowerCase() === "none" ? null : Number(m[2]);
  }
  if (!Object.keys(days).length)
    throw new UserError("--response-days: give at least one PRIORITY=DAYS");
  return days;
}

/** A logo file read as the API reads an upload: size and type checked by its content. */
async function receiveLogoFile(path: string) {
  const file = Bun.file(path);
  if (!(await file.exists())) throw new UserError(`no such file: ${path}`);
  return receiveImage(
    new Request("http://cli.invalid/logo", {
      method: "POST",
      body: file.stream(),
      headers: { "content-type": "application/octet-stream", "content-length": String(file.size) },
    }),
  );
}

/** `accounts settings`: shows an account's settings, or changes those given (docs/cli.md). */
function settingsCommand(): Command {
  return withCommon(
    new Command("settings")
      .description(
        "show or change who an account's reports are from: firm name, logo, reply-to, default recipients",
      )
      .requiredOption("--account <id>", "account id")
      .option("--display-name <name>", "the firm's name on reports (\"\": the account's name)")
      .option("--reply-to <address>", 'where replies to report emails go ("": to the sender)')
      .option(
        "--default-recipients <list>",
        'comma-separated addresses the dashboard\'s send page starts with ("": none)',
      )
      .option(
        "--response-days <list>",
        "days until due per priority, e.g. HIGH=1,MEDIUM=28,LOW=none (none: no due date)",
      )
      .option(
        "--time-zone <zone>",
        "IANA time zone the account's days are counted in, e.g. Europe/London",
      )
      .option("--logo <file>", "a JPEG, PNG, WebP or HEIC image, at most 15 MiB")
      .option("--remove-logo", "remove the logo"),
  ).action(
    action(async (opts) => {
      // Shown only: read-only (cli/shared.ts, openDataDirToRead).
      const changes = [
        "displayName",
        "replyTo",
        "defaultRecipients",
        "responseDays",
        "timeZone",
        "logo",
        "removeLogo",
      ].some((k) => opts[k] !== undefined);
      if (changes) openDataDir(opts);
      else openDataDirToRead(opts);
      const id: string = opts.account;
      const change: UpdateAccountSettingsInput = {};
      if (opts.displayName !== undefined) change.display_name = opts.displayName.trim() || null;
      if (opts.replyTo !== undefined) change.reply_to = opts.replyTo.trim() || null;
      if (opts.defaultRecipients !== undefined)
        change.default_recipients = String(opts.defaultRecipients)
          .split(/[\s,;]+/)
          .filter(Boolean);
      if (opts.responseDays !== undefined)
        change.response_days = parseResponseDays(String(opts.responseDays));
      if (opts.timeZone !== undefined) change.time_zone = String(opts.timeZone);
      getAccountSettings(db(), id); // an unknown account fails before a file is stored
      let settings = Object.keys(change).length
        ? db().transaction((tx) => updateAccountSettings(tx, id, change))
        : getAccountSettings(db(), id);
      if (opts.removeLogo) settings = db().transaction((tx) => removeAccountLogo(tx, id));
      if (opts.logo) {
        const stored = await receiveLogoFile(opts.logo);
        try {
          settings = db().transaction((tx) => setAccountLogo(tx, id, stored));
        } catch (e) {
          await discardStored(stored);
          throw e;
        }
      }
      print(opts, settings, () => describeSettings(settings));
    }),
  );
}

export function accountsCommand(): Command {
  const cmd = new Command("accounts").description("create and manage accounts");
  cmd.addCommand(
    withCommon(
      new Command("create")
        .description("create an account (seeds the sample tutorial property in live and test)")
        .option("--name <name>", "account name, 1 to 200 characters")
        .addOption(
          new Option("--plan <plan>", "plan (monthly visit limit: free 10, starter 100, pro 1000)")
            .choices(PLAN_NAMES)
            .default("free"),
        ),
    ).action(
      action(async (opts) => {
        const name = await required(opts.name, "--name", "Account name");
        openDataDir(opts);
        const a = db().transaction((tx) => accounts.createAccount(tx, { name, plan: opts.plan }));
        print(
          opts,
          {
            id: a.id,
            name: a.name,
            plan: a.plan,
            visitLimit: a.visitLimit,
            createdAt: a.createdAt,
          },
          () =>
            `created account ${describe(a)}\nnext: sitevisit keys create --account ${a.id} --name default --mode live`,
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(new Command("list").description("list accounts")).action(
      action((opts) => {
        openDataDirToRead(opts);
        const data = accounts.listAccounts(db());
        print(opts, { data }, () =>
          table(data, ["id", "name", "plan", "visitLimit", "disabled", "createdAt"]),
        );
      }),
    ),
  );
  cmd.addCommand(
    withCommon(
      new Command("set-plan")
        .description("change an account's plan")
        .argument("<id>", "account id")
        .addArgument(new Argument("<plan>", "the new plan").choices(PLAN_NAMES)),
    ).action(
      action((id: string, plan: string, opts: CommonOpts) => {
        openDataDir(opts);
        const account = accounts.setPlan(db(), id, plan);
        print(opts, account, () => describe(account));
      }),
    ),
  );
  cmd.addCommand(settingsCommand());
  cmd.addCommand(
    change(
      "disable",
      "suspend an account: its keys get 403 forbidden until it is enabled; its dashboard sessions and unused sign-in links end for good",
      (id) => accounts.disableAccount(db(), id),
    ),
  );
  cmd.addCommand(
    change("enable", "restore a suspended account", (id) => accounts.enableAccount(db(), id)),
  );
  return cmd;
}
